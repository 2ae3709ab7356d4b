import type { SiteConfig } from "~/config/site";
import { paths } from "~/config/pages";
import { formatEuro, operationsDay, plans, trial } from "~/content/facts";
import { introCopy } from "~/content/page-intro";
import { trialShort, trialTerms } from "~/content/trial";
import { dictionary, fill } from "~/i18n";
import { bilingual, type Lang } from "~/lib/i18n";
import { phaseHref } from "~/config/anchors";

const days = trial.days;

/** Hero and metadata of the page, German and English. */
export const intro = introCopy(
  {
    seo: {
      title: "ForestCrew – Forstbetrieb digital steuern",
      description:
        "Digitale Aufträge, GPS-gestützte Einsatzplanung, Zeiterfassung, Fotodokumentation und Offline-Karten: ForestCrew steuert Ihren Forstbetrieb im Büro und per App.",
      keywords: ["ForestCrew", "Einsatzplanung Forst", "Arbeitsaufträge", "Maschinenverwaltung", "Forst-App", "Zeiterfassung GPS"],
    },
    hero: {
      badge: { kind: "beta", label: "Beta" },
      eyebrow: "Web-Leitstand und mobile App",
      title: "Ihren Forstbetrieb digital steuern",
      lead: "Arbeitsaufträge, Einsatzplanung mit GPS, Zeiterfassung und Fotos – vom Büro bis zur Rückegasse auf demselben Stand.",
      primary: { kind: "register", label: `${days} Tage kostenlos testen` },
      secondary: { kind: "link", label: "Preise ansehen", to: paths["forestcrew-pricing"] },
    },
  },
  {
    seo: {
      title: "ForestCrew – Run your forestry business digitally",
      description:
        "Digital work orders, GPS-based scheduling, time tracking, photo records and offline maps: ForestCrew runs your forestry business in the office and in the app.",
      keywords: ["ForestCrew", "forestry job planning", "work orders", "machine management", "forestry app", "GPS time tracking"],
    },
    hero: {
      badge: { kind: "beta", label: "Beta" },
      eyebrow: "Web control centre and app",
      title: "Run your forestry business digitally",
      lead: "Work orders, GPS-based scheduling, time tracking and photos – the same picture in the office and on the skid trail.",
      primary: { kind: "register", label: `Try it free for ${days} days` },
      secondary: { kind: "link", label: "See pricing", to: paths["forestcrew-pricing"] },
    },
  },
);

export type ForestcrewIcon =
  | "clipboard"
  | "calendar"
  | "users"
  | "machine"
  | "gps"
  | "chart"
  | "layers"
  | "refresh"
  | "cloudOff"
  | "map"
  | "shield"
  | "monitor"
  | "sun"
  | "route"
  | "sparkles"
  | "plug";

export type ScreenId = "dashboard" | "staff" | "machines";
export type PhoneScreenId = "orders" | "orderDetail" | "timeTracking" | "chat";

interface IconItem {
  icon: ForestcrewIcon;
  title: string;
  text: string;
}

export interface ForestcrewCopy {
  heroTerms: string;
  /** Address bar of the control centre drawn in the hero. */
  heroScreenUrl: string;
  goals: { eyebrow: string; title: string; lead: string; roles: { name: string; text: string }[] };
  screens: {
    eyebrow: string;
    title: string;
    lead: string;
    tabsLabel: string;
    tabs: { id: ScreenId; label: string; text: string; url: string }[];
    demoText: string;
    demoButton: string;
  };
  features: { eyebrow: string; title: string; lead: string; items: IconItem[] };
  tech: { eyebrow: string; title: string; lead: string; items: IconItem[] };
  mobile: {
    eyebrow: string;
    title: string;
    lead: string;
    galleryLabel: string;
    screens: { id: PhoneScreenId; caption: string }[];
    storeNote: string;
  };
  future: { eyebrow: string; title: string; lead: string; badge: string; items: IconItem[] };
  manager: {
    eyebrow: string;
    title: string;
    lead: string;
    teasers: { moment: string; title: string; text: string }[];
    more: string;
    button: string;
  };
  cta: {
    eyebrow: string;
    title: string;
    lead: string;
    /** "{price}": the lowest monthly gross price, filled in by `forestcrewPageData`. */
    priceNote: string;
    register: string;
    demo: string;
    call: string;
    /** "{hours}": the office hours, filled in by `forestcrewPageData`. */
    hours: string;
    appTitle: string;
  };
}

/**
 * Copy of every section below the hero, German and English. A function that only the loader
 * calls, so the browser bundle drops it whole: the visitor gets one language as loader data. (A
 * top-level object marked pure would still leave behind the imports and sentences its values
 * read, such as the trial terms.)
 */
export const forestcrewCopy = () =>
  bilingual<ForestcrewCopy>(
    {
      heroTerms: trialShort("de"),
      heroScreenUrl: "app.forestcrew.de/einsatzplanung",

      goals: {
        eyebrow: "Für wen",
        title: "Weniger Verwaltung, mehr Zeit für den Wald",
        lead: "ForestCrew verbindet Büro und Wald: Alle arbeiten mit denselben, aktuellen Daten und entscheiden schneller.",
        roles: [
          { name: "Forstleute", text: "planen Maßnahmen und geben Aufträge mit Einsatzort digital weiter." },
          { name: "Disposition", text: "verteilt Personal und Maschinen auf der Zeitleiste und löst Konflikte." },
          {
            name: "Mobile Forstarbeitsgruppen (MFG)",
            text: "erhalten ihre Aufträge in der App und erfassen Zeiten und Fotos mit GPS.",
          },
          { name: "Betriebsleitung", text: "behält Auslastung, Fortschritt und Kennzahlen im Blick." },
        ],
      },

      screens: {
        eyebrow: "Einblicke",
        title: "Der Web-Leitstand im Arbeitsalltag",
        lead: "Drei Ansichten, mit denen Sie jeden Tag arbeiten – im Browser, ohne Installation.",
        tabsLabel: "Ansichten des Web-Leitstands",
        tabs: [
          {
            id: "dashboard",
            label: "Dashboard",
            text: "Laufende und geplante Aufträge, Einsatzorte und Auslastung auf einen Blick – der Start in jeden Arbeitstag.",
            url: "app.forestcrew.de/dashboard",
          },
          {
            id: "staff",
            label: "Personal",
            text: "Mitarbeitende mit Qualifikationen und Verfügbarkeiten: die Grundlage jeder Einsatzplanung.",
            url: "app.forestcrew.de/personal",
          },
          {
            id: "machines",
            label: "Maschinen",
            text: "Maschinen und Geräte mit Status und Einsatz – damit keine Maschine doppelt verplant wird.",
            url: "app.forestcrew.de/maschinen",
          },
        ],
        demoText: "Lieber live sehen? Wir zeigen Ihnen ForestCrew in einer kostenlosen Demo.",
        demoButton: "Kostenlose Demo anfragen",
      },

      features: {
        eyebrow: "Funktionen",
        title: "Alles, was Ihr Forstbetrieb täglich braucht",
        lead: "Sechs Bausteine vom Auftrag bis zur Auswertung.",
        items: [
          {
            icon: "clipboard",
            title: "Digitale Arbeitsaufträge",
            text: "Aufträge mit Beschreibung, Einsatzort und Dokumenten anlegen und direkt an die Teams schicken; Rückfragen klären Sie im Team-Chat.",
          },
          {
            icon: "calendar",
            title: "Einsatzplanung mit GPS und Zeitleiste",
            text: "Einsatzorte per GPS festlegen und Einsätze per Drag-and-drop planen. Doppelbelegungen meldet ForestCrew sofort.",
          },
          {
            icon: "users",
            title: "Personal und Qualifikationen",
            text: "Wer hat den Motorsägenschein, wer ist nächste Woche im Urlaub? Beides fließt direkt in die Planung ein.",
          },
          {
            icon: "machine",
            title: "Maschinenverwaltung",
            text: "Harvester, Forwarder, Seilkran und Kleingerät an einem Ort erfassen und Einsätzen zuordnen.",
          },
          {
            icon: "gps",
            title: "Zeiterfassung und Fotos mit GPS",
            text: "Arbeitszeiten mit Standort und Fotos mit GPS-Position – nachvollziehbar für Nachweise und Abrechnung.",
          },
          {
            icon: "chart",
            title: "Berichte und Kennzahlen",
            text: "Auswertungen zu Aufträgen, Stunden und Auslastung; Geodaten exportieren Sie als GeoJSON für Ihr GIS.",
          },
        ],
      },

      tech: {
        eyebrow: "Technik",
        title: "Solide Technik für Büro und Wald",
        lead: "Leitstand und App arbeiten mit denselben Daten – sicher getrennt und auch ohne Netz.",
        items: [
          { icon: "layers", title: "Mandantenfähig", text: "Jede Organisation arbeitet in einem eigenen, abgeschotteten Bereich." },
          { icon: "refresh", title: "Echtzeit-Synchronisation", text: "Änderungen im Büro sind sofort in der App – und umgekehrt." },
          {
            icon: "cloudOff",
            title: "Offline-Modus und Offline-Karten",
            text: "Im Funkloch geht die Arbeit weiter; die App gleicht später ab.",
          },
          { icon: "map", title: "GeoJSON-Export", text: "Einsatzorte und Geodaten im offenen Format für jedes gängige GIS." },
          {
            icon: "shield",
            title: "DSGVO-konform, Hosting in Deutschland",
            text: "Ihre Daten liegen auf Servern in Deutschland.",
          },
          { icon: "monitor", title: "Web und iOS", text: "Der Leitstand läuft im Browser, die App auf dem iPhone; Android folgt." },
        ],
      },

      mobile: {
        eyebrow: "Mobile App",
        title: "Die App für Ihre Teams im Wald",
        lead: "Aufträge, Zeiterfassung, Fotos und Absprachen in einer App – auch dort, wo kein Netz ist.",
        galleryLabel: "Bildschirme der ForestCrew-App",
        screens: [
          { id: "orders", caption: "Alle Aufträge auf einen Blick" },
          { id: "orderDetail", caption: "Auftrag mit Karte, Aufgaben und GPS-Fotos" },
          { id: "timeTracking", caption: "Zeiterfassung mit GPS-Standort" },
          { id: "chat", caption: "ForestChat: Fachfragen direkt aus dem Wald" },
        ],
        storeNote: "Für das iPhone im App Store. Die Android-App folgt in Kürze.",
      },

      future: {
        eyebrow: "Ausblick",
        title: "Was als Nächstes kommt",
        lead: "Diese Funktionen sind geplant und noch nicht verfügbar. Unsere Beta-Partner bestimmen mit, was zuerst kommt.",
        badge: "Geplant",
        items: [
          { icon: "sun", title: "Wetter in der Planung", text: "Einsätze nach der Witterung ausrichten, direkt in der Einsatzplanung." },
          {
            icon: "route",
            title: "Automatische Tourenplanung",
            text: "Reihenfolge und Wege zwischen mehreren Einsatzorten vorschlagen lassen.",
          },
          {
            icon: "sparkles",
            title: "Prognosen",
            text: "Vorausschauende Auswertungen Ihrer Betriebsdaten, etwa zu Auslastung und Personalbedarf.",
          },
          {
            icon: "plug",
            title: "Anbindung an das Holzernte-Controlling",
            text: "Ernteaufträge und Controlling ohne doppelte Dateneingabe verbinden.",
          },
        ],
      },

      manager: {
        eyebrow: "Für die Betriebsleitung",
        title: "Ein Arbeitstag mit ForestCrew",
        lead: "Vom Einsatzplan am Morgen bis zum Tagesabschluss: So organisiert die Betriebsleitung ihren Tag.",
        teasers: [
          { moment: "Morgens", title: "Einsätze prüfen, Teams verteilen", text: "Der Tagesplan steht, bevor die Teams ausrücken." },
          { moment: "Vormittags", title: "Fortschritt live verfolgen", text: "Zeiten, Fotos und Meldungen laufen in Echtzeit ein." },
          { moment: "Nachmittags", title: "Umplanen statt telefonieren", text: "Fällt eine Maschine aus, verschieben Sie den Einsatz." },
          { moment: "Tagesabschluss", title: "Stunden und Berichte prüfen", text: "Zeiten kontrollieren, den nächsten Tag vorbereiten." },
        ],
        more: "Weiterlesen",
        button: "Den ganzen Tag ansehen",
      },

      cta: {
        eyebrow: "Jetzt loslegen",
        title: "Testen Sie ForestCrew in Ihrem Betrieb",
        lead: `${days} Tage kostenlos: ${trialTerms("de")}`,
        priceNote: "Der Beta-Tarif beginnt bei {price} im Monat inklusive MwSt.",
        register: `${days} Tage kostenlos testen`,
        demo: "Demo anfragen",
        call: "Anrufen",
        hours: "Persönlich erreichbar {hours}",
        appTitle: "Die App für Ihre Teams",
      },
    },
    {
      heroTerms: trialShort("en"),
      heroScreenUrl: "app.forestcrew.de/scheduling",

      goals: {
        eyebrow: "Who it's for",
        title: "Less admin, more time for the forest",
        lead: "ForestCrew connects the office with the forest: everyone works from the same, current data and decides faster.",
        roles: [
          { name: "Foresters", text: "plan operations and send out work orders with the site attached." },
          { name: "Dispatch", text: "assigns crews and machines on the timeline and sorts out clashes." },
          { name: "Mobile forestry crews", text: "get their work orders in the app and log hours and photos with GPS." },
          { name: "Operations management", text: "keeps an eye on workload, progress and KPIs." },
        ],
      },

      screens: {
        eyebrow: "A look inside",
        title: "The web control centre at work",
        lead: "Three views you will use every day – in the browser, with nothing to install.",
        tabsLabel: "Views of the web control centre",
        tabs: [
          {
            id: "dashboard",
            label: "Dashboard",
            text: "Current and planned jobs, sites and workload at a glance – where every working day starts.",
            url: "app.forestcrew.de/dashboard",
          },
          {
            id: "staff",
            label: "Staff",
            text: "Your people with their qualifications and availability: the basis of every schedule.",
            url: "app.forestcrew.de/staff",
          },
          {
            id: "machines",
            label: "Machines",
            text: "Machines and equipment with their status and current job – so nothing gets booked twice.",
            url: "app.forestcrew.de/machines",
          },
        ],
        demoText: "Prefer to see it live? We'll walk you through ForestCrew in a free demo.",
        demoButton: "Request a free demo",
      },

      features: {
        eyebrow: "Features",
        title: "Everything your forestry business needs every day",
        lead: "Six building blocks, from the work order to the report.",
        items: [
          {
            icon: "clipboard",
            title: "Digital work orders",
            text: "Create work orders with a description, site and documents and send them straight to your crews; questions are settled in the team chat.",
          },
          {
            icon: "calendar",
            title: "Scheduling with GPS and a timeline",
            text: "Pin sites by GPS and schedule jobs by drag and drop. ForestCrew flags double bookings straight away.",
          },
          {
            icon: "users",
            title: "Staff and qualifications",
            text: "Who holds a chainsaw certificate, who is on holiday next week? Both feed straight into planning.",
          },
          {
            icon: "machine",
            title: "Machine management",
            text: "Harvesters, forwarders, cable yarders and small equipment in one place, assigned to jobs.",
          },
          {
            icon: "gps",
            title: "Time tracking and photos with GPS",
            text: "Hours with their location and photos with their GPS position – solid records for proof and invoicing.",
          },
          {
            icon: "chart",
            title: "Reports and KPIs",
            text: "Reports on jobs, hours and workload; export geodata as GeoJSON for your GIS.",
          },
        ],
      },

      tech: {
        eyebrow: "Technology",
        title: "Solid technology for the office and the forest",
        lead: "The control centre and the app share the same data – safely separated and usable without signal.",
        items: [
          { icon: "layers", title: "Multi-tenant", text: "Every organisation works in its own isolated space." },
          { icon: "refresh", title: "Real-time sync", text: "Changes in the office show up in the app at once – and the other way round." },
          {
            icon: "cloudOff",
            title: "Offline mode and offline maps",
            text: "Orders, maps and time tracking keep working offline; the app syncs once there is signal again.",
          },
          { icon: "map", title: "GeoJSON export", text: "Sites and geodata in an open format for any common GIS." },
          { icon: "shield", title: "GDPR-compliant, hosted in Germany", text: "Your data stays on servers in Germany." },
          { icon: "monitor", title: "Web and iOS", text: "The control centre runs in the browser, the app on iPhone; Android is coming." },
        ],
      },

      mobile: {
        eyebrow: "Mobile app",
        title: "The app for your crews in the forest",
        lead: "Work orders, time tracking, photos and messages in one app – even where there is no signal.",
        galleryLabel: "Screens of the ForestCrew app",
        screens: [
          { id: "orders", caption: "Every job at a glance" },
          { id: "orderDetail", caption: "A job with its map, tasks and GPS photos" },
          { id: "timeTracking", caption: "Time tracking with GPS location" },
          { id: "chat", caption: "ForestChat: expert answers out in the forest" },
        ],
        storeNote: "For iPhone on the App Store. The Android app is coming soon.",
      },

      future: {
        eyebrow: "Outlook",
        title: "What comes next",
        lead: "These features are planned and not yet available. Our beta partners help decide what comes first.",
        badge: "Planned",
        items: [
          { icon: "sun", title: "Weather in planning", text: "Schedule work around the weather, right inside job planning." },
          { icon: "route", title: "Automated route planning", text: "Get the order of sites and the routes between them suggested." },
          { icon: "sparkles", title: "Forecasts", text: "Forecasts from your own operating data, for example on workload and staffing." },
          {
            icon: "plug",
            title: "Harvest controlling link",
            text: "Connect harvesting orders and controlling without entering data twice.",
          },
        ],
      },

      manager: {
        eyebrow: "For operations managers",
        title: "A working day with ForestCrew",
        lead: "From the morning plan to closing the day: how an operations manager runs the day with ForestCrew.",
        teasers: [
          { moment: "Morning", title: "Check jobs, assign crews", text: "The day's plan is set before the crews head out." },
          { moment: "Late morning", title: "Follow progress live", text: "Hours, photos and updates arrive in real time." },
          { moment: "Afternoon", title: "Re-plan instead of phoning round", text: "If a machine breaks down, move the job." },
          { moment: "End of the day", title: "Review hours and reports", text: "Check the hours, prepare tomorrow." },
        ],
        more: "Read more",
        button: "See the whole day",
      },

      cta: {
        eyebrow: "Get started",
        title: "Try ForestCrew in your own business",
        lead: `Free for ${days} days: ${trialTerms("en")}`,
        priceNote: "The Beta plan starts at {price} a month including VAT.",
        register: `Try it free for ${days} days`,
        demo: "Request a demo",
        call: "Call us",
        hours: "Talk to us in person {hours}",
        appTitle: "The app for your crews",
      },
    },
  );

/** The lowest monthly gross price of any plan with a published price (the Beta plan). */
export function lowestMonthlyGross(): number {
  return Math.min(...plans.flatMap((p) => (p.gross ? [p.gross.monthly] : [])));
}

/**
 * What the page's loader hands over: the copy below the hero in the visitor's language only,
 * its price and office hours written in, so the browser needs neither template nor formatter.
 */
export function forestcrewPageData(lang: Lang, site: Pick<SiteConfig, "hours">) {
  const copy = forestcrewCopy()[lang];
  const hours = fill(dictionary(lang).footer.hours, site.hours);
  return {
    copy: {
      ...copy,
      cta: {
        ...copy.cta,
        priceNote: fill(copy.cta.priceNote, { price: formatEuro(lowestMonthlyGross(), lang) }),
        hours: fill(copy.cta.hours, { hours }),
      },
      manager: {
        ...copy.manager,
        // The four teasers follow the day's four phases in order: each leads to its phase.
        teasers: copy.manager.teasers.map((teaser, i) => {
          const phase = operationsDay[i];
          return { ...teaser, href: phase ? phaseHref(phase.id) : paths["forestcrew-betriebsleiter"] };
        }),
      },
    } satisfies ForestcrewCopy,
  };
}

/** The copy as the page's loader hands it over: placeholders filled, the teasers' links added. */
export type ForestcrewPageCopy = ReturnType<typeof forestcrewPageData>["copy"];
