import type { SiteConfig } from "~/config/site";
import { paths } from "~/config/pages";
import type { ClaimFigure } from "~/content/claim-figure";
import { claims, formatEuro, operationsDay, plans, trial } from "~/content/facts";
import { formatPercent } from "~/content/format";
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
      lead: "Digitale Arbeitsaufträge, GPS-gestützte Einsatzplanung, Zeiterfassung und Fotodokumentation – vom Schreibtisch bis zur Rückegasse in Echtzeit synchron.",
      primary: { kind: "register", label: `${days} Tage kostenlos testen` },
      secondary: { kind: "link", label: "Preise ansehen", to: paths["forestcrew-pricing"] },
    },
  },
  {
    seo: {
      title: "ForestCrew – Run your forestry business digitally",
      description:
        "Digital work orders, GPS-based job planning, time tracking, photo records and offline maps: ForestCrew runs your forestry business from desktop to app.",
      keywords: ["ForestCrew", "forestry job planning", "work orders", "machine management", "forestry app", "GPS time tracking"],
    },
    hero: {
      badge: { kind: "beta", label: "Beta" },
      eyebrow: "Web control centre and mobile app",
      title: "Run your forestry business digitally",
      lead: "Digital work orders, GPS-based job planning, time tracking and photo documentation – synchronised in real time from the office desk to the skid trail.",
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
  goals: {
    eyebrow: string;
    title: string;
    lead: string;
    items: { figure: ClaimFigure; text: string }[];
    rolesTitle: string;
    roles: { name: string; text: string }[];
  };
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

      goals: {
        eyebrow: "Ziele",
        title: "Weniger Verwaltung, mehr Zeit für den Wald",
        lead: "ForestCrew verbindet Büro und Bestand. Förster, Koordinatoren, mobile Forstarbeitsgruppen und die Betriebsleitung arbeiten mit denselben, stets aktuellen Daten – damit Entscheidungen schneller fallen und seltener korrigiert werden müssen.",
        items: [
          {
            figure: { value: formatPercent(claims.lessAdminPercent, "de"), label: "weniger Verwaltungsaufwand" },
            text: "Aufträge, Stunden und Nachweise digital statt auf Papier und in Excel-Listen.",
          },
          {
            figure: { value: formatPercent(claims.productivityPercent, "de"), label: "höhere Produktivität" },
            text: "Besser geplante Einsätze, weniger Wartezeiten und Rückfragen im Wald.",
          },
          {
            figure: { value: formatPercent(claims.fewerWrongDecisionsPercent, "de"), label: "weniger Fehlentscheidungen" },
            text: "Entscheidungen auf Grundlage aktueller Daten aus dem Bestand statt nach Zuruf.",
          },
          {
            figure: { value: formatPercent(claims.fasterOnboardingPercent, "de"), label: "schnellere Einarbeitung" },
            text: "Klare Abläufe in der App helfen neuen Mitarbeitenden, sich schnell zurechtzufinden.",
          },
        ],
        rolesTitle: "Eine Plattform für alle Rollen",
        roles: [
          { name: "Förster", text: "planen Maßnahmen und geben Aufträge mit Einsatzort digital weiter." },
          { name: "Koordinatoren", text: "verteilen Personal und Maschinen auf der Zeitleiste und lösen Konflikte." },
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
            text: "Das Einsatz-Dashboard zeigt laufende und geplante Aufträge, Einsatzorte und Auslastung auf einen Blick – der Startpunkt für jeden Arbeitstag.",
            url: "app.forestcrew.de/dashboard",
          },
          {
            id: "staff",
            label: "Personal",
            text: "Mitarbeitende mit Qualifikationen und Verfügbarkeiten: die Grundlage für jede Einsatzplanung.",
            url: "app.forestcrew.de/personal",
          },
          {
            id: "machines",
            label: "Maschinen",
            text: "Maschinen und Geräte mit Status und Einsatzzuordnung – damit keine Maschine doppelt verplant wird.",
            url: "app.forestcrew.de/maschinen",
          },
        ],
        demoText: "Lieber live sehen? Wir zeigen Ihnen ForestCrew in einer persönlichen Demo – kostenlos und unverbindlich.",
        demoButton: "Kostenlose Demo anfragen",
      },

      features: {
        eyebrow: "Funktionen",
        title: "Alles, was Ihr Forstbetrieb täglich braucht",
        lead: "Sechs Bausteine, die ineinandergreifen – vom Auftrag bis zur Auswertung.",
        items: [
          {
            icon: "clipboard",
            title: "Digitale Arbeitsaufträge",
            text: "Aufträge mit Beschreibung, Einsatzort und Dokumenten anlegen und direkt an die Teams schicken. Die Auftragsverwaltung zeigt jederzeit den Stand, Rückfragen klären Sie im Team-Chat.",
          },
          {
            icon: "calendar",
            title: "Einsatzplanung mit GPS und Zeitleiste",
            text: "Einsatzorte per GPS festlegen und Einsätze per Drag-and-drop auf der Zeitleiste planen. Die Konflikterkennung meldet Doppelbelegungen von Personal und Maschinen sofort.",
          },
          {
            icon: "users",
            title: "Personal und Qualifikationen",
            text: "Wer hat den Motorsägenschein, wer ist nächste Woche im Urlaub? Qualifikationen und Verfügbarkeiten fließen direkt in die Planung ein.",
          },
          {
            icon: "machine",
            title: "Maschinenverwaltung",
            text: "Harvester, Forwarder, Seilkran und Kleingerät zentral erfassen und Einsätzen zuordnen – mit klarem Blick darauf, was wo im Einsatz ist.",
          },
          {
            icon: "gps",
            title: "Zeiterfassung und Fotos mit GPS",
            text: "Arbeitszeiten mit Standort erfassen und Fotos mit GPS-Position dokumentieren – nachvollziehbar für Nachweise und Abrechnung.",
          },
          {
            icon: "chart",
            title: "Berichte und Kennzahlen",
            text: "Berichte und KPIs zu Aufträgen, Stunden und Auslastung; Geodaten exportieren Sie als GeoJSON für Ihr GIS.",
          },
        ],
      },

      tech: {
        eyebrow: "Technik",
        title: "Solide Technik für Büro und Bestand",
        lead: "Web-Leitstand und App arbeiten mit denselben Daten – sauber getrennt, synchron und auch ohne Netz nutzbar.",
        items: [
          {
            icon: "layers",
            title: "Mandantenfähig",
            text: "Jede Organisation arbeitet in ihrem eigenen, abgeschotteten Mandanten mit eigenen Nutzern und Daten.",
          },
          {
            icon: "refresh",
            title: "Echtzeit-Synchronisation",
            text: "Änderungen am Desktop erscheinen sofort in der App – und Erfassungen aus dem Wald sofort im Büro.",
          },
          {
            icon: "cloudOff",
            title: "Offline-Modus und Offline-Karten",
            text: "Aufträge, Karten und Erfassung funktionieren auch im Funkloch; die App gleicht ab, sobald wieder Netz da ist.",
          },
          {
            icon: "map",
            title: "GeoJSON-Export",
            text: "Einsatzorte und Geodaten im offenen GeoJSON-Format – zur Weiterverarbeitung in jedem gängigen GIS.",
          },
          {
            icon: "shield",
            title: "DSGVO-konform, Hosting in Deutschland",
            text: "Ihre Daten liegen auf Servern in Deutschland und werden nach der DSGVO verarbeitet.",
          },
          {
            icon: "monitor",
            title: "Web und iOS",
            text: "Der Leitstand läuft im Browser ohne Installation, die App auf dem iPhone. Die Android-App folgt in Kürze.",
          },
        ],
      },

      mobile: {
        eyebrow: "Mobile App",
        title: "Die App für Ihre Teams im Wald",
        lead: "Aufträge, Zeiterfassung, Fotos und Kommunikation in einer App – auch dort, wo kein Netz ist. Was draußen erfasst wird, steht im Büro sofort bereit.",
        galleryLabel: "Bildschirme der ForestCrew-App",
        screens: [
          { id: "orders", caption: "Auftragsübersicht: alle Einsätze auf einen Blick" },
          { id: "orderDetail", caption: "Auftragsdetails mit Karte, Aufgaben und GPS-Fotos" },
          { id: "timeTracking", caption: "Zeiterfassung mit GPS-Standort" },
          { id: "chat", caption: "ForestChat: Fachfragen direkt aus dem Bestand" },
        ],
        storeNote: "Für das iPhone im App Store. Die Android-App folgt in Kürze.",
      },

      future: {
        eyebrow: "Ausblick",
        title: "Was als Nächstes kommt",
        lead: "Diese Funktionen sind geplant und noch nicht verfügbar. Unsere Beta-Partner nehmen Einfluss darauf, was zuerst kommt.",
        badge: "Geplant",
        items: [
          {
            icon: "sun",
            title: "Wetterintegration",
            text: "Wetterdaten direkt in der Einsatzplanung, damit Sie Einsätze nach der Witterung ausrichten können.",
          },
          {
            icon: "route",
            title: "Automatisierte Tourenplanung",
            text: "Reihenfolge und Wege zwischen mehreren Einsatzorten automatisch vorschlagen lassen.",
          },
          {
            icon: "sparkles",
            title: "Predictive Analytics",
            text: "Prognosen aus Ihren Betriebsdaten, etwa zu Auslastung und Personalbedarf.",
          },
          {
            icon: "plug",
            title: "Anbindung an das Holzernte-Controlling",
            text: "Ernteaufträge und Controlling ohne doppelte Dateneingabe miteinander verbinden.",
          },
        ],
      },

      manager: {
        eyebrow: "Für Betriebsleiter",
        title: "Ein Arbeitstag mit ForestCrew",
        lead: "Wie ein Betriebsleiter seinen Tag mit ForestCrew organisiert – vom Einsatzplan am Morgen bis zum Tagesabschluss.",
        teasers: [
          {
            moment: "Morgens",
            title: "Einsätze prüfen, Teams verteilen",
            text: "Wer ist verfügbar, welche Maschine ist frei? Der Tagesplan steht, bevor die Teams ausrücken.",
          },
          {
            moment: "Vormittags",
            title: "Fortschritt live verfolgen",
            text: "Zeiten, Fotos und Rückmeldungen aus dem Wald laufen in Echtzeit im Dashboard ein.",
          },
          {
            moment: "Nachmittags",
            title: "Umplanen statt telefonieren",
            text: "Fällt eine Maschine aus, verschieben Sie den Einsatz auf der Zeitleiste – die Teams sehen es sofort.",
          },
          {
            moment: "Tagesabschluss",
            title: "Stunden und Berichte prüfen",
            text: "Erfasste Zeiten kontrollieren, Kennzahlen ansehen und den nächsten Tag vorbereiten.",
          },
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

      goals: {
        eyebrow: "Goals",
        title: "Less admin, more time for the forest",
        lead: "ForestCrew connects the office with the stand. Foresters, coordinators, mobile forestry work groups and the operations manager all work with the same up-to-date data – so decisions are made faster and need correcting less often.",
        items: [
          {
            figure: { value: formatPercent(claims.lessAdminPercent, "en"), label: "less admin work" },
            text: "Work orders, hours and records kept digitally instead of on paper and in spreadsheets.",
          },
          {
            figure: { value: formatPercent(claims.productivityPercent, "en"), label: "higher productivity" },
            text: "Better-planned jobs, less waiting and fewer queries out in the forest.",
          },
          {
            figure: { value: formatPercent(claims.fewerWrongDecisionsPercent, "en"), label: "fewer wrong decisions" },
            text: "Decisions based on current data from the stand rather than word of mouth.",
          },
          {
            figure: { value: formatPercent(claims.fasterOnboardingPercent, "en"), label: "faster onboarding" },
            text: "Clear workflows in the app help new staff find their feet quickly.",
          },
        ],
        rolesTitle: "One platform for every role",
        roles: [
          { name: "Foresters", text: "plan operations and hand over work orders with the job site digitally." },
          { name: "Coordinators", text: "assign staff and machines on the timeline and resolve conflicts." },
          {
            name: "Mobile forestry work groups (MFGs)",
            text: "receive their work orders in the app and record hours and photos with GPS.",
          },
          { name: "Operations manager", text: "keeps an eye on workload, progress and KPIs." },
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
            text: "The operations dashboard shows current and planned jobs, job sites and workload at a glance – the starting point of every working day.",
            url: "app.forestcrew.de/dashboard",
          },
          {
            id: "staff",
            label: "Staff",
            text: "Employees with their qualifications and availability: the basis of all job planning.",
            url: "app.forestcrew.de/staff",
          },
          {
            id: "machines",
            label: "Machines",
            text: "Machines and equipment with their status and assigned jobs – so no machine is ever booked twice.",
            url: "app.forestcrew.de/machines",
          },
        ],
        demoText: "Prefer to see it live? We'll walk you through ForestCrew in a personal demo – free of charge and without obligation.",
        demoButton: "Request a free demo",
      },

      features: {
        eyebrow: "Features",
        title: "Everything your forestry business needs every day",
        lead: "Six building blocks that work together – from the work order to the analysis.",
        items: [
          {
            icon: "clipboard",
            title: "Digital work orders",
            text: "Create work orders with a description, job site and documents and send them straight to your crews. Order management always shows where things stand; queries are settled in the team chat.",
          },
          {
            icon: "calendar",
            title: "Job planning with GPS and timeline",
            text: "Pin job sites by GPS and plan jobs on the timeline by drag and drop. Conflict detection flags double bookings of staff and machines immediately.",
          },
          {
            icon: "users",
            title: "Staff and qualifications",
            text: "Who holds a chainsaw certificate, who is on holiday next week? Qualifications and availability feed straight into planning.",
          },
          {
            icon: "machine",
            title: "Machine management",
            text: "Record harvesters, forwarders, cable cranes and small equipment in one place and assign them to jobs – with a clear view of what is in use where.",
          },
          {
            icon: "gps",
            title: "Time tracking and photos with GPS",
            text: "Record working hours with their location and document photos with their GPS position – traceable for records and invoicing.",
          },
          {
            icon: "chart",
            title: "Reports and KPIs",
            text: "Reports and KPIs on jobs, hours and workload; export geodata as GeoJSON for your GIS.",
          },
        ],
      },

      tech: {
        eyebrow: "Technology",
        title: "Solid technology for the office and the stand",
        lead: "The web control centre and the app share the same data – cleanly separated, in sync and usable without signal.",
        items: [
          {
            icon: "layers",
            title: "Multi-tenant",
            text: "Every organisation works in its own isolated tenant with its own users and data.",
          },
          {
            icon: "refresh",
            title: "Real-time sync",
            text: "Changes on the desktop appear in the app straight away – and records from the forest appear in the office at once.",
          },
          {
            icon: "cloudOff",
            title: "Offline mode and offline maps",
            text: "Work orders, maps and data capture keep working in dead spots; the app syncs as soon as there is signal again.",
          },
          {
            icon: "map",
            title: "GeoJSON export",
            text: "Job sites and geodata in the open GeoJSON format – ready for any common GIS.",
          },
          {
            icon: "shield",
            title: "GDPR-compliant, hosted in Germany",
            text: "Your data is stored on servers in Germany and processed in line with the GDPR.",
          },
          {
            icon: "monitor",
            title: "Web and iOS",
            text: "The control centre runs in the browser with nothing to install, the app on the iPhone. The Android app is coming soon.",
          },
        ],
      },

      mobile: {
        eyebrow: "Mobile app",
        title: "The app for your crews in the forest",
        lead: "Work orders, time tracking, photos and communication in one app – even where there is no signal. Whatever is recorded outside is ready in the office straight away.",
        galleryLabel: "Screens of the ForestCrew app",
        screens: [
          { id: "orders", caption: "Order overview: every job at a glance" },
          { id: "orderDetail", caption: "Order details with map, tasks and GPS photos" },
          { id: "timeTracking", caption: "Time tracking with GPS location" },
          { id: "chat", caption: "ForestChat: expert answers right from the stand" },
        ],
        storeNote: "For iPhone on the App Store. The Android app is coming soon.",
      },

      future: {
        eyebrow: "Outlook",
        title: "What comes next",
        lead: "These features are planned and not yet available. Our beta partners help decide what comes first.",
        badge: "Planned",
        items: [
          {
            icon: "sun",
            title: "Weather integration",
            text: "Weather data right inside job planning, so you can schedule work around the conditions.",
          },
          {
            icon: "route",
            title: "Automated route planning",
            text: "Have the order of job sites and the routes between them suggested automatically.",
          },
          {
            icon: "sparkles",
            title: "Predictive analytics",
            text: "Forecasts from your operational data, for example on workload and staffing needs.",
          },
          {
            icon: "plug",
            title: "Harvest controlling integration",
            text: "Connect harvesting orders and controlling without entering data twice.",
          },
        ],
      },

      manager: {
        eyebrow: "For operations managers",
        title: "A working day with ForestCrew",
        lead: "How an operations manager organises the day with ForestCrew – from the morning job plan to closing the day.",
        teasers: [
          {
            moment: "Morning",
            title: "Check jobs, assign crews",
            text: "Who is available, which machine is free? The day's plan is set before the crews head out.",
          },
          {
            moment: "Late morning",
            title: "Follow progress live",
            text: "Hours, photos and updates from the forest arrive on the dashboard in real time.",
          },
          {
            moment: "Afternoon",
            title: "Re-plan instead of phoning round",
            text: "If a machine breaks down, move the job on the timeline – the crews see it immediately.",
          },
          {
            moment: "End of the day",
            title: "Review hours and reports",
            text: "Check recorded hours, look at the KPIs and prepare the next day.",
          },
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
        hours: "Available in person {hours}",
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
