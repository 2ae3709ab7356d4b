import { betaProgramme, claims, contactPromise, trial } from "~/content/facts";
import type { ClaimFigure } from "~/content/claim-figure";
import { formatAtLeast, formatPercent, formatRange } from "~/content/format";
import { introCopy } from "~/content/page-intro";
import { trialShort, trialTerms } from "~/content/trial";
import { demoRequestPath, paths } from "~/config/pages";
import { bilingual, type Lang, type Localized } from "~/lib/i18n";
import type { BadgeKind } from "~/components/ui/badge";
import type { ChatMode } from "~/features/chat";

/** Names of the icons the home page's sections use (mapped to components in ./icons). */
export type HomeIcon =
  "calendar" | "users" | "camera" | "chart" | "tree" | "machine" | "shield" | "chat" | "database" | "drone" | "leaf" | "route";

export interface HomeCopy {
  heroTrust: string[];
  heroTerms: string;
  /** Address bar of the control centre drawn in the hero. */
  heroScreenUrl: string;
  platform: {
    eyebrow: string;
    title: string;
    lead: string;
    pillars: { icon: HomeIcon; title: string; text: string }[];
    more: string;
    statsTitle: string;
    stats: ClaimFigure[];
  };
  mobile: { eyebrow: string; title: string; lead: string; features: string[] };
  chat: {
    badge: string;
    eyebrow: string;
    title: string;
    lead: string;
    open: string;
    more: string;
    examplesTitle: string;
    greeting: string;
    questions: string[];
    disclaimer: string;
  };
  audiences: {
    eyebrow: string;
    title: string;
    lead: string;
    groups: { icon: HomeIcon; audience: string; title: string; points: string[]; link: { label: string; to: string } }[];
  };
  modules: {
    eyebrow: string;
    title: string;
    lead: string;
    items: {
      id: string;
      icon: HomeIcon;
      name: string;
      badge: { kind: BadgeKind; label: string } | null;
      text: string;
      /** An internal path, or "external:timber" for the sister product's site. */
      to: string;
      cta: string;
    }[];
    inventoryClaim: ClaimFigure;
  };
  cta: {
    eyebrow: string;
    title: string;
    lead: string;
    trial: { title: string; text: string; button: string };
    demo: { title: string; text: string; button: string };
    beta: { title: string; points: string[]; testers: ClaimFigure; button: string };
  };
}

const days = trial.days;

/** Hero and metadata of the page, German and English. */
export const intro = introCopy(
  {
    seo: {
      title: "ForestCrew – Digitale Forstverwaltung und Forst-Software",
      description: `Auftragsplanung, Personal, Maschinen und GPS-Zeiterfassung für Forstbetriebe in einer Plattform – im Büro und per App, auch offline. ${days} Tage kostenlos testen.`,
      keywords: ["Forst-Software", "Forstverwaltung", "digitale Arbeitsaufträge", "Forstbetrieb", "GPS-Zeiterfassung", "Forst-App"],
    },
    hero: {
      badge: { kind: "beta", label: "Beta" },
      eyebrow: "Software aus Deutschland",
      title: "Die digitale Forstverwaltung für Ihren ganzen Betrieb",
      lead: "Aufträge, Personal, Maschinen und Zeiterfassung in einer Plattform – im Büro und im Wald.",
      primary: { kind: "register", label: `${days} Tage kostenlos testen` },
      secondary: { kind: "link", label: "Demo anfragen", to: demoRequestPath },
    },
  },
  {
    seo: {
      title: "ForestCrew – Digital forest management software",
      description: `Job planning, crews, machines and GPS time tracking for forestry businesses on one platform – in the office and in the app, offline too. Try it free for ${days} days.`,
      keywords: ["forestry software", "forest management", "digital work orders", "forestry business", "GPS time tracking", "forestry app"],
    },
    hero: {
      badge: { kind: "beta", label: "Beta" },
      eyebrow: "Software made in Germany",
      title: "Digital forest management for your entire operation",
      lead: "Jobs, crews, machines and time tracking on one platform – in the office and out in the forest.",
      primary: { kind: "register", label: `Try it free for ${days} days` },
      secondary: { kind: "link", label: "Request a demo", to: demoRequestPath },
    },
  },
);

/**
 * Copy of every section below the hero, German and English. A function that only the loader
 * calls, so the browser bundle drops it whole: the visitor gets one language as loader data. (A
 * top-level object marked pure would still leave behind the imports and sentences its values
 * read, such as the trial terms.)
 */
const modelHomeCopy = () =>
  bilingual<HomeCopy>(
    {
      heroTrust: ["DSGVO-konform", "Hosting in Deutschland", "Web und iOS-App"],
      heroTerms: trialShort("de"),
      heroScreenUrl: "app.forestcrew.de",

      platform: {
        eyebrow: "Die Plattform",
        title: "Ein System für Büro, Bestand und Maschinenpark",
        lead: "Schluss mit Zetteln, Excel-Listen und Telefonketten: Sie planen Aufträge, teilen Personal und Maschinen ein und sehen noch am selben Tag, was im Wald erledigt wurde.",
        pillars: [
          {
            icon: "calendar",
            title: "Planen",
            text: "Aufträge mit GPS-Einsatzort anlegen und per Drag-and-drop einplanen.",
          },
          {
            icon: "users",
            title: "Einsetzen",
            text: "Personal und Maschinen an einem Ort: Wer und was ist frei?",
          },
          {
            icon: "camera",
            title: "Dokumentieren",
            text: "Zeiten und Fotos mit GPS-Position aus der App, auch offline.",
          },
          {
            icon: "chart",
            title: "Auswerten",
            text: "Berichte, Kennzahlen und GeoJSON-Export für Ihr GIS.",
          },
        ],
        more: "Alle Funktionen ansehen",
        statsTitle: "Das berichten unsere Beta-Betriebe",
        stats: [
          { value: formatPercent(claims.lessAdminPercent, "de"), label: "weniger Verwaltungsaufwand" },
          { value: formatPercent(claims.productivityPercent, "de"), label: "höhere Produktivität" },
          { value: formatPercent(claims.fewerWrongDecisionsPercent, "de"), label: "weniger Fehlentscheidungen" },
          { value: formatPercent(claims.fasterOnboardingPercent, "de"), label: "schnellere Einarbeitung neuer Mitarbeitender" },
        ],
      },

      mobile: {
        eyebrow: "Die App für den Wald",
        title: "Im Bestand alles dabei\u00a0– auch ohne Netz",
        lead: "Aufträge, Karten und Zeiterfassung auf den Smartphones Ihrer Teams: Was draußen erfasst wird, ist sofort im Büro – und umgekehrt.",
        features: [
          "Aufträge mit Einsatzort auf der Karte",
          "GPS-Zeiterfassung per Knopfdruck",
          "Offline-Karten für Funklöcher",
          "Team-Chat für kurze Absprachen",
        ],
      },

      chat: {
        badge: "Alpha",
        eyebrow: "ForestChat",
        title: "Fragen Sie ForestChat, den KI-Assistenten für die Forstpraxis",
        lead: "Vom Bundeswaldgesetz bis zum Borkenkäfer: ForestChat beantwortet Fachfragen zu Forstrecht, Förderung, Arbeitssicherheit und Baumartenwahl – und übersetzt Vorschriften in konkrete Handlungsschritte für Ihren Betrieb. In der Alpha-Phase kostenlos.",
        open: "ForestChat öffnen",
        more: "Mehr über ForestChat",
        examplesTitle: "Beispielfragen – ein Klick genügt",
        greeting:
          "Guten Tag! Ich bin ForestChat. Soll ich Ihnen zum Beispiel das Bundeswaldgesetz in konkrete Handlungsschritte für Ihren Betrieb übersetzen?",
        questions: [
          "Was bedeutet das Bundeswaldgesetz konkret für meinen Forstbetrieb?",
          "Welche Förderprogramme gibt es für den Waldumbau?",
          "Woran erkenne ich Borkenkäferbefall frühzeitig?",
          "Welche Baumarten eignen sich für trockene Standorte?",
        ],
        disclaimer:
          "ForestChat nutzt einen Dienst für generative KI. Die Antworten sind keine Rechtsberatung; prüfen Sie wichtige Entscheidungen bitte fachlich.",
      },

      audiences: {
        eyebrow: "Warum ForestCrew",
        title: "Gebaut für alle, die Wald bewirtschaften",
        lead: "Ob Forstbetrieb, Revier, Forstunternehmen oder Forstverwaltung: ForestCrew nimmt Ihnen Abstimmung und Papierkram ab.",
        groups: [
          {
            icon: "chart",
            audience: "Forstbetriebe und Betriebsleitung",
            title: "Den ganzen Betrieb im Blick",
            points: ["Alle Aufträge, Teams und Maschinen auf einem Dashboard", "Engpässe bei Personal und Maschinen früh erkennen"],
            link: { label: "Ein Tag in der Betriebsleitung", to: paths["forestcrew-betriebsleiter"] },
          },
          {
            icon: "tree",
            audience: "Forstleute und Revierleitung",
            title: "Weniger Büro, mehr Revier",
            points: ["Aufträge mit GPS-Einsatzort auf dem Smartphone", "Zeiten und Fotos mit Standort, auch im Funkloch"],
            link: { label: "Funktionen ansehen", to: paths.forestcrew },
          },
          {
            icon: "machine",
            audience: "Forstunternehmen und Dienstleistungsbetriebe",
            title: "Einsätze sauber planen und belegen",
            points: ["Einsatzplanung per Drag-and-drop mit Konflikterkennung", "Belastbare Nachweise über Arbeitszeiten und Einsatzorte"],
            link: { label: "Preise ansehen", to: paths["forestcrew-pricing"] },
          },
          {
            icon: "shield",
            audience: "Landesforsten und Kommunen",
            title: "Mandantenfähig und datenschutzkonform",
            points: ["Mandantenfähig, DSGVO-konform, gehostet in Deutschland", "Offene REST-Schnittstellen über den DataHub"],
            link: { label: "DataHub entdecken", to: paths.datahub },
          },
        ],
      },

      modules: {
        eyebrow: "Module",
        title: "Eine Plattform, die mit Ihren Aufgaben wächst",
        lead: "ForestCrew ist der Kern. Darum herum entstehen Module für Wissen, Daten und neue Erlöse aus dem Wald; Beta-Partner erhalten sie alle.",
        items: [
          {
            id: "forestcrew",
            icon: "tree",
            name: "ForestCrew",
            badge: { kind: "beta", label: "Beta" },
            text: "Web-Leitstand und App für Aufträge, Einsätze, Personal und Maschinen.",
            to: paths.forestcrew,
            cta: "Zu ForestCrew",
          },
          {
            id: "forestchat",
            icon: "chat",
            name: "ForestChat",
            badge: { kind: "alpha", label: "Alpha" },
            text: "KI-Assistent für Forstrecht, Förderung, Waldschutz und Arbeitssicherheit.",
            to: paths.forestchat,
            cta: "Zu ForestChat",
          },
          {
            id: "datahub",
            icon: "database",
            name: "DataHub",
            badge: null,
            text: "Offene REST-Schnittstellen mit OpenAPI-Dokumentation für Ihre Systeme.",
            to: paths.datahub,
            cta: "Zum DataHub",
          },
          {
            id: "inventory",
            icon: "drone",
            name: "KI-Waldinventur",
            badge: { kind: "soon", label: "In Entwicklung" },
            text: "Drohne, LiDAR und Satellitenbilder, ausgewertet mit KI. Warteliste geöffnet.",
            to: paths["forest-inventory"],
            cta: "Zur KI-Waldinventur",
          },
          {
            id: "nexus",
            icon: "leaf",
            name: "Nexus",
            badge: { kind: "new", label: "Neu" },
            text: "Erlöse aus Walddaten: CO₂-Zertifikate, ESG-Nachweise, Ökosystemleistungen. Mit Warteliste.",
            to: paths.nexus,
            cta: "Zu Nexus",
          },
          {
            id: "timber",
            icon: "route",
            name: "TimberTraxx",
            badge: { kind: "neutral", label: "Schwesterprodukt" },
            text: "Holzlogistik und Holzhandel digital, auf einer eigenen Plattform.",
            to: "external:timber",
            cta: "Zu TimberTraxx",
          },
        ],
        inventoryClaim: { prefix: "bis zu", value: formatPercent(claims.inventoryFasterPercent, "de"), label: "schnellere Erfassung" },
      },

      cta: {
        eyebrow: "Jetzt starten",
        title: "Sehen Sie selbst, wie ForestCrew in Ihrem Betrieb arbeitet",
        lead: "Drei Wege zum Start – Sie wählen.",
        trial: {
          title: `${days} Tage kostenlos testen`,
          text: `Registrieren und sofort loslegen. ${trialTerms("de")}`,
          button: "Kostenlos registrieren",
        },
        demo: {
          title: "Demo vereinbaren",
          text: `Wir zeigen Ihnen ForestCrew an Ihren eigenen Abläufen – kostenlos und unverbindlich. Wir melden uns innerhalb ${contactPromise.replyWithinWorkingDays === 1 ? "eines Werktags" : `von ${contactPromise.replyWithinWorkingDays} Werktagen`}.`,
          button: "Demo anfragen",
        },
        beta: {
          title: "Beta-Partner werden",
          points: [
            "Lebenslanger Zugang zu allen aktuellen und künftigen Modulen",
            `Für Forstbetriebe mit ${formatRange(betaProgramme.minEmployees, betaProgramme.maxEmployees)} Mitarbeitenden sowie Landesforsten und Kommunen`,
          ],
          testers: { prefix: "Plätze begrenzt – bereits", value: formatAtLeast(claims.betaTesters), label: "Teilnehmende im Beta-Test" },
          button: "Beta-Partner werden",
        },
      },
    },
    {
      heroTrust: ["GDPR-compliant", "Hosted in Germany", "Web and iOS app"],
      heroTerms: trialShort("en"),
      heroScreenUrl: "app.forestcrew.de",

      platform: {
        eyebrow: "The platform",
        title: "One system for the office, the forest and the machine fleet",
        lead: "No more paper notes, spreadsheets and phone trees: in ForestCrew you plan jobs, assign crews and machines, and see the same day what got done out in the forest.",
        pillars: [
          {
            icon: "calendar",
            title: "Plan",
            text: "Create jobs with a GPS location and schedule them by drag and drop.",
          },
          {
            icon: "users",
            title: "Deploy",
            text: "Staff and machines in one place: who and what is free?",
          },
          {
            icon: "camera",
            title: "Document",
            text: "Hours and photos with their GPS position from the app, offline too.",
          },
          {
            icon: "chart",
            title: "Analyse",
            text: "Reports, KPIs and GeoJSON export for your GIS.",
          },
        ],
        more: "See all features",
        statsTitle: "What our beta businesses report",
        stats: [
          { value: formatPercent(claims.lessAdminPercent, "en"), label: "less admin work" },
          { value: formatPercent(claims.productivityPercent, "en"), label: "higher productivity" },
          { value: formatPercent(claims.fewerWrongDecisionsPercent, "en"), label: "fewer wrong decisions" },
          { value: formatPercent(claims.fasterOnboardingPercent, "en"), label: "faster onboarding of new staff" },
        ],
      },

      mobile: {
        eyebrow: "The app for the forest",
        title: "Everything your crews need in the forest\u00a0– even without signal",
        lead: "Work orders, maps and time tracking on your crews' phones: what they record outside reaches the office at once – and the other way round.",
        features: [
          "Work orders with the site on the map",
          "GPS time tracking at a tap",
          "Offline maps for dead spots",
          "Team chat for quick questions",
        ],
      },

      chat: {
        badge: "Alpha",
        eyebrow: "ForestChat",
        title: "Ask ForestChat, the AI assistant for everyday forestry",
        lead: "From the Federal Forest Act to bark beetles: ForestChat answers specialist questions on forest law, funding, occupational safety and choosing tree species – and turns regulations into concrete steps for your business. Free while in alpha.",
        open: "Open ForestChat",
        more: "More about ForestChat",
        examplesTitle: "Try an example question",
        greeting: "Hello! I'm ForestChat. Shall I translate the Federal Forest Act into concrete steps for your business, for example?",
        questions: [
          "What does the Federal Forest Act mean for my forestry business in practice?",
          "Which funding programmes are there for converting forests?",
          "How can I spot a bark beetle infestation early?",
          "Which tree species suit dry sites?",
        ],
        disclaimer:
          "ForestChat uses a generative AI service. Its answers are not legal advice; please have important decisions checked by an expert.",
      },

      audiences: {
        eyebrow: "Why ForestCrew",
        title: "Built for everyone who manages forests",
        lead: "Forestry business, forest district, contractor or public forest service: ForestCrew takes the coordination and the paperwork off your hands.",
        groups: [
          {
            icon: "chart",
            audience: "Forestry businesses and managers",
            title: "Your whole operation at a glance",
            points: ["Every job, crew and machine on one dashboard", "Spot staff and machine bottlenecks early"],
            link: { label: "A day as an operations manager", to: paths["forestcrew-betriebsleiter"] },
          },
          {
            icon: "tree",
            audience: "Foresters and district managers",
            title: "Less office, more forest",
            points: ["Work orders with their GPS location on your phone", "Hours and photos with their location, even in dead spots"],
            link: { label: "See the features", to: paths.forestcrew },
          },
          {
            icon: "machine",
            audience: "Forestry contractors",
            title: "Plan jobs properly and prove the work",
            points: ["Drag-and-drop scheduling with conflict detection", "Solid records of hours worked and where"],
            link: { label: "See pricing", to: paths["forestcrew-pricing"] },
          },
          {
            icon: "shield",
            audience: "State forests and municipalities",
            title: "Multi-tenant and privacy-compliant",
            points: ["Multi-tenant, GDPR-compliant, hosted in Germany", "Open REST interfaces through the DataHub"],
            link: { label: "Discover the DataHub", to: paths.datahub },
          },
        ],
      },

      modules: {
        eyebrow: "Modules",
        title: "A platform that grows with your work",
        lead: "ForestCrew is the core. Around it we are building modules for knowledge, data and new revenue from the forest; beta partners get them all.",
        items: [
          {
            id: "forestcrew",
            icon: "tree",
            name: "ForestCrew",
            badge: { kind: "beta", label: "Beta" },
            text: "Control centre and app for work orders, scheduling, staff and machines.",
            to: paths.forestcrew,
            cta: "Go to ForestCrew",
          },
          {
            id: "forestchat",
            icon: "chat",
            name: "ForestChat",
            badge: { kind: "alpha", label: "Alpha" },
            text: "AI assistant for forest law, funding, forest protection and safety at work.",
            to: paths.forestchat,
            cta: "Go to ForestChat",
          },
          {
            id: "datahub",
            icon: "database",
            name: "DataHub",
            badge: null,
            text: "Open REST APIs with OpenAPI documentation for the systems you already use.",
            to: paths.datahub,
            cta: "Go to the DataHub",
          },
          {
            id: "inventory",
            icon: "drone",
            name: "AI forest inventory",
            badge: { kind: "soon", label: "In development" },
            text: "Drone, LiDAR and satellite imagery, analysed by AI. The waiting list is open.",
            to: paths["forest-inventory"],
            cta: "Go to the AI forest inventory",
          },
          {
            id: "nexus",
            icon: "leaf",
            name: "Nexus",
            badge: { kind: "new", label: "New" },
            text: "Turn forest data into revenue: CO₂ certificates, ESG reporting and ecosystem services. Waiting list open.",
            to: paths.nexus,
            cta: "Go to Nexus",
          },
          {
            id: "timber",
            icon: "route",
            name: "TimberTraxx",
            badge: { kind: "neutral", label: "Sister product" },
            text: "Timber logistics and timber trading, handled digitally – a separate platform from the same team.",
            to: "external:timber",
            cta: "Go to TimberTraxx",
          },
        ],
        inventoryClaim: { prefix: "up to", value: formatPercent(claims.inventoryFasterPercent, "en"), label: "faster data capture" },
      },

      cta: {
        eyebrow: "Get started",
        title: "See for yourself how ForestCrew works in your business",
        lead: "Three ways to get started – your choice.",
        trial: {
          title: `Try it free for ${days} days`,
          text: `Sign up and get going straight away. ${trialTerms("en")}`,
          button: "Sign up for free",
        },
        demo: {
          title: "Book a demo",
          text: `We'll show you ForestCrew using your own workflows – free and with no obligation. We reply within ${contactPromise.replyWithinWorkingDays === 1 ? "one working day" : `${contactPromise.replyWithinWorkingDays} working days`}.`,
          button: "Request a demo",
        },
        beta: {
          title: "Become a beta partner",
          points: [
            "Lifetime access to every current and future module",
            `For forestry businesses with ${formatRange(betaProgramme.minEmployees, betaProgramme.maxEmployees)} employees, and for state forests and municipalities`,
          ],
          testers: { prefix: "Limited places – already", value: formatAtLeast(claims.betaTesters), label: "active beta testers" },
          button: "Become a beta partner",
        },
      },
    },
  );

/** The page's copy, with the ForestChat teaser for the chat mode (offline unless told otherwise). */
export const homeCopy = (chatMode: ChatMode = "offline"): Localized<HomeCopy> => withChatMode(chatMode, modelHomeCopy());

/** The ForestChat teaser's lines when the built-in assistant answers: no claim of generative AI. */
type ChatTeaserLines = Pick<HomeCopy["chat"], "title" | "lead" | "greeting" | "questions" | "disclaimer">;
const offlineChatTeaser = () =>
  bilingual<ChatTeaserLines>(
    {
      title: "Fragen Sie ForestChat, den Assistenten für die Forstpraxis",
      lead: "Von den Preisen bis zum Borkenkäfer: ForestChat beantwortet Fragen zu ForestCrew, Waldrecht, Förderung und Waldschutz – mit Quelle und in der Alpha-Phase kostenlos.",
      greeting: "Guten Tag! Ich bin ForestChat. Fragen Sie mich zum Beispiel, woran Sie Borkenkäferbefall erkennen.",
      questions: [
        "Woran erkenne ich Borkenkäferbefall frühzeitig?",
        "Welche Förderprogramme gibt es für den Waldumbau?",
        "Was kostet ForestCrew pro Monat und pro Jahr?",
      ],
      disclaimer:
        "ForestChat antwortet aus unseren Seiten, Wissensartikeln und dem Forstblog und nennt seine Quellen. Die Antworten sind keine Rechtsberatung; prüfen Sie wichtige Entscheidungen bitte fachlich.",
    },
    {
      title: "Ask ForestChat, the assistant for everyday forestry",
      lead: "From prices to bark beetles: ForestChat answers questions on ForestCrew, forest law, funding and forest protection – with a source, and free while in alpha.",
      greeting: "Hello! I'm ForestChat. Ask me, for example, how to spot a bark beetle infestation.",
      questions: [
        "How can I spot a bark beetle infestation early?",
        "Which grants are there for converting forests to mixed stands?",
        "What does ForestCrew cost per month and per year?",
      ],
      disclaimer:
        "ForestChat answers from our pages, prices, knowledge articles and blog and names its sources. Its answers are not legal advice; please have important decisions checked by an expert.",
    },
  );

/** The copy with the ForestChat teaser for the chat mode (the copy above is a model's: the spec's wording). */
function withChatMode(chatMode: ChatMode, copy: Localized<HomeCopy>): Localized<HomeCopy> {
  if (chatMode === "model") return copy;
  const teaser = offlineChatTeaser();
  return {
    de: { ...copy.de, chat: { ...copy.de.chat, ...teaser.de } },
    en: { ...copy.en, chat: { ...copy.en.chat, ...teaser.en } },
  };
}

/**
 * What the page's loader hands over: the copy below the hero, in the visitor's language only, with
 * the ForestChat teaser for the chat mode (the loader passes `chatMode(process.env)`; offline, what
 * a fresh install runs, when it does not).
 */
export function homePageData(lang: Lang, chatMode: ChatMode = "offline") {
  return { copy: homeCopy(chatMode)[lang] };
}
