import { landingCopy } from "~/components/landing/copy";
import { coverSrcSet } from "~/features/blog";
import { introCopy } from "~/content/page-intro";
import { fill } from "~/i18n";
import { bilingual, type Lang } from "~/lib/i18n";

/** Hero and metadata of the page, German and English. */
export const intro = introCopy(
  {
    seo: {
      title: "Forstmanagement-Software für Forstbetriebe",
      description:
        "Aufträge planen, Teams einsetzen, Arbeit nachweisen: ForestCrew verbindet den Leitstand im Büro mit der App im Wald – auch offline. Jetzt Beta-Partner werden.",
      keywords: [
        "Forstmanagement",
        "Forstmanagement-Software",
        "Forstbetrieb digital",
        "Arbeitsaufträge Forst",
        "Beta-Partner",
        "Forst-App",
      ],
    },
    hero: {
      badge: { kind: "beta", label: "Beta" },
      eyebrow: "Forstmanagement-Software",
      title: "Forstmanagement, das im Wald funktioniert",
      lead: "Aufträge planen, Teams einsetzen, Arbeit nachweisen: ForestCrew verbindet den Leitstand im Büro mit der App im Bestand – auch dort, wo kein Netz ist.",
    },
  },
  {
    seo: {
      title: "Forest management software for forestry businesses",
      description:
        "Plan jobs, deploy crews, document the work: ForestCrew links the control centre in the office with the app in the forest – offline too. Become a beta partner.",
      keywords: [
        "forest management",
        "forest management software",
        "digital forestry",
        "forestry work orders",
        "beta partner",
        "forestry app",
      ],
    },
    hero: {
      badge: { kind: "beta", label: "Beta" },
      eyebrow: "Forest management software",
      title: "Forest management that works in the forest",
      lead: "Plan jobs, deploy crews, document the work: ForestCrew links the control centre in the office with the app out in the stand – even where there is no signal.",
    },
  },
);

export type ProblemIcon = "document" | "calendar" | "gps" | "clock" | "cloudOff" | "chart";
export type StepIcon = "calendar" | "route" | "clipboard" | "chart";

/** A teaser of a Forstblog article; the page shows three (Digitalisierung, Technologie, Marktanalyse). */
export interface BlogTeaser {
  title: string;
  slug: string;
  excerpt: string;
  category: string;
  /** Minutes. */
  readTime: number;
  /** The article's cover as the blog stores it (a seed cover under /blog/images/covers/); none shows a drawn panel. */
  cover?: string;
}

/** Everything on the page below the hero, in the page's order. */
export const page = /* @__PURE__ */ bilingual(
  {
    hero: {
      toBeta: "Beta-Partner werden",
      toScreenshots: "App ansehen",
      trust: ["DSGVO-konform", "Gehostet in Deutschland", "iOS-App im App Store"],
    },
    problems: {
      eyebrow: "Die Ausgangslage",
      title: "Sechs Alltagsprobleme im Forstbetrieb – und wie ForestCrew sie löst",
      lead: "Aufträge auf Papier, Absprachen am Telefon, Stundenzettel am Freitagabend: Vieles im Forst läuft noch wie vor zwanzig Jahren. Das kostet Zeit, Nerven und am Ende Geld.",
      problemLabel: "Problem",
      solutionLabel: "Lösung",
      items: [
        {
          icon: "document",
          title: "Aufträge auf Papier",
          problem:
            "Ausgedruckte Arbeitsaufträge werden von Hand ergänzt, gehen verloren oder sind längst überholt, wenn die Rotte im Bestand steht.",
          solution: "Digitale Arbeitsaufträge mit Karte, Anweisungen und Dokumenten – immer aktuell auf dem Smartphone jedes Teams.",
        },
        {
          icon: "calendar",
          title: "Planung per Telefonkette",
          problem: "Wer wann wo arbeitet, steht auf dem Whiteboard im Büro. Fällt jemand aus, beginnt das Herumtelefonieren.",
          solution:
            "Einsatzplanung auf der Zeitleiste per Drag-and-drop – mit Qualifikationen, Verfügbarkeiten und automatischer Erkennung von Ressourcenkonflikten.",
        },
        {
          icon: "gps",
          title: "Suche nach dem Einsatzort",
          problem: "Polter, Rückegasse oder Hiebsfläche werden nach mündlicher Beschreibung gesucht – und die erste Stunde ist weg.",
          solution: "Jeder Auftrag trägt seinen GPS-Standort. Die App führt direkt zur Fläche, Offline-Karten helfen auch im Funkloch.",
        },
        {
          icon: "clock",
          title: "Stundenzettel am Freitag",
          problem: "Arbeitszeiten werden am Wochenende aus dem Gedächtnis nachgetragen, Nachweise für Auftraggeber fehlen.",
          solution:
            "Zeiterfassung mit GPS per Fingertipp und Fotodokumentation mit Standort – belastbar für Lohn, Abrechnung und Nachweis.",
        },
        {
          icon: "cloudOff",
          title: "Kein Netz im Bestand",
          problem: "Mitten im Wald bricht die Verbindung ab. Viele Apps stehen dann still, Eingaben gehen verloren.",
          solution: "Offline-Modus: Die App arbeitet ohne Empfang weiter und gleicht alles automatisch ab, sobald wieder Netz da ist.",
        },
        {
          icon: "chart",
          title: "Entscheidungen ohne Zahlen",
          problem: "Was ein Auftrag wirklich gekostet hat, zeigt sich erst Wochen später in verstreuten Excel-Listen – wenn überhaupt.",
          solution:
            "Berichte und Kennzahlen direkt aus den erfassten Daten, Echtzeit-Abgleich zwischen Büro und Wald, GeoJSON-Export für Ihr GIS.",
        },
      ] satisfies { icon: ProblemIcon; title: string; problem: string; solution: string }[],
    },
    workflow: {
      eyebrow: "So funktioniert ForestCrew",
      title: "Ein Werkzeug für den ganzen Auftrag – von der Planung bis zur Auswertung",
      lead: "ForestCrew besteht aus zwei Teilen, die zusammenspielen: dem Leitstand im Browser für die Arbeit im Büro und der App für die Arbeit im Wald. Beide greifen auf dieselben Daten zu, in Echtzeit.",
      stepLabel: "Schritt",
      steps: [
        {
          icon: "calendar",
          title: "Planung",
          text: "Auftrag anlegen, Fläche auf der Karte verorten, Personal und Maschinen per Drag-and-drop auf die Zeitleiste ziehen.",
          points: ["Einsatzplanung mit GPS-Standort", "Qualifikationen und Verfügbarkeiten", "Konflikterkennung bei Personal und Technik"],
        },
        {
          icon: "route",
          title: "Ausführung",
          text: "Die Rotte hat den Auftrag auf dem Smartphone, navigiert zum Einsatzort und arbeitet auch ohne Netz weiter.",
          points: ["Digitaler Arbeitsauftrag mit Dokumenten", "GPS-Navigation und Offline-Karten", "Team-Chat direkt im Einsatz"],
        },
        {
          icon: "clipboard",
          title: "Kontrolle",
          text: "Zeiten und Fotos werden mit Standort erfasst und erscheinen sofort im Büro. Sie sehen den Fortschritt, ohne hinauszufahren.",
          points: ["Zeiterfassung mit GPS", "Fotodokumentation mit GPS", "Echtzeit-Synchronisation Desktop und Mobil"],
        },
        {
          icon: "chart",
          title: "Analyse",
          text: "Berichte und Kennzahlen zeigen, wo Zeit und Geld bleiben – als Grundlage für die nächste Planung.",
          points: ["Berichte und KPIs", "Dokumente zentral abgelegt", "GeoJSON-Export für Ihr GIS"],
        },
      ] satisfies { icon: StepIcon; title: string; text: string; points: string[] }[],
      claimsTitle: "Was Betriebe in der Beta berichten",
    },
    blog: {
      eyebrow: "Forstblog",
      title: "Weiterlesen: Wissen aus der Praxis",
      lead: "Hintergründe, Anleitungen und Marktbeobachtungen für Forstbetriebe – aus unserem Forstblog.",
      all: "Alle Artikel im Forstblog",
      read: "Artikel lesen",
      teasers: [
        {
          title: "Digitale Arbeitsaufträge im Forst: So gelingt der Umstieg vom Papier",
          slug: "digitale-arbeitsauftraege-im-forst",
          cover: "/blog/images/covers/digitale-arbeitsauftraege-im-forst.webp",
          excerpt:
            "Was in einen guten Arbeitsauftrag gehört, wie Sie Ihre Teams mitnehmen und welche Fehler Sie beim Umstieg vermeiden sollten – ein Leitfaden aus der Praxis.",
          category: "Digitalisierung",
          readTime: 6,
        },
        {
          title: "Borkenkäfer-Monitoring mit Drohnen und KI",
          slug: "borkenkaefer-monitoring-mit-drohnen-und-ki",
          cover: "/blog/images/covers/borkenkaefer-monitoring-mit-drohnen-und-ki.webp",
          excerpt:
            "Wie Drohnenbilder und KI-Auswertung befallene Fichten früher sichtbar machen sollen – und was das für Ihre Einsatzplanung bedeutet.",
          category: "Technologie",
          readTime: 7,
        },
        {
          title: "Der CO₂-Markt für Waldbesitzer: Chancen und Fallstricke",
          slug: "co2-markt-fuer-waldbesitzer",
          cover: "/blog/images/covers/co2-markt-fuer-waldbesitzer.webp",
          excerpt: "Welche Flächen sich eignen, welche Nachweise verlangt werden und woran Sie seriöse Angebote erkennen.",
          category: "Marktanalyse",
          readTime: 8,
        },
      ] satisfies BlogTeaser[],
    },
    screenshots: {
      eyebrow: "Die App",
      title: "Alles, was Ihre Teams im Wald brauchen – auf dem Smartphone",
      lead: "Aufträge, Navigation, Zeiterfassung, Fotos und Chat in einer App, die auch ohne Netz funktioniert. Für das iPhone im App Store, die Android-App folgt in Kürze.",
    },
    modules: {
      eyebrow: "Der Leitstand",
      title: "Im Büro behalten Sie den Überblick",
      lead: "Der Desktop-Leitstand im Browser ist das Gegenstück zur App: Hier planen Sie Einsätze, steuern Personal und Maschinen und werten aus, was im Wald passiert.",
    },
    cta: {
      eyebrow: "Jetzt starten",
      title: "Bringen Sie Ordnung in Ihren Forstbetrieb",
    },
  },
  {
    hero: {
      toBeta: "Become a beta partner",
      toScreenshots: "See the app",
      trust: ["GDPR-compliant", "Hosted in Germany", "iOS app on the App Store"],
    },
    problems: {
      eyebrow: "The starting point",
      title: "Six everyday problems in forestry – and how ForestCrew solves them",
      lead: "Job sheets on paper, arrangements by phone, timesheets filled in on Friday evening: a lot of forestry still runs the way it did twenty years ago. It costs time, patience and, in the end, money.",
      problemLabel: "Problem",
      solutionLabel: "Solution",
      items: [
        {
          icon: "document",
          title: "Jobs on paper",
          problem: "Printed work orders get scribbled on, go missing or are out of date by the time the crew reaches the stand.",
          solution: "Digital work orders with map, instructions and documents – always current on every crew's smartphone.",
        },
        {
          icon: "calendar",
          title: "Planning by phone tree",
          problem: "Who works where and when lives on the office whiteboard. When someone drops out, the ringing round begins.",
          solution:
            "Drag-and-drop scheduling on a timeline – with qualifications, availability and automatic detection of resource conflicts.",
        },
        {
          icon: "gps",
          title: "Hunting for the site",
          problem: "Crews look for the timber stack, skid trail or felling area from a verbal description – and the first hour is gone.",
          solution:
            "Every job carries its GPS location. The app leads straight to the site, and offline maps help where there is no signal.",
        },
        {
          icon: "clock",
          title: "Friday timesheets",
          problem: "Working hours are reconstructed from memory at the weekend, and clients get no proof of the work done.",
          solution: "One-tap time tracking with GPS and geotagged photo records – solid enough for payroll, invoicing and proof of work.",
        },
        {
          icon: "cloudOff",
          title: "No signal in the stand",
          problem: "Deep in the forest the connection drops. Many apps simply stop, and entries are lost.",
          solution: "Offline mode: the app keeps working without reception and syncs everything automatically once the signal is back.",
        },
        {
          icon: "chart",
          title: "Decisions without figures",
          problem: "What a job really cost only emerges weeks later from scattered spreadsheets – if at all.",
          solution:
            "Reports and KPIs straight from the recorded data, real-time sync between office and forest, GeoJSON export for your GIS.",
        },
      ],
    },
    workflow: {
      eyebrow: "How ForestCrew works",
      title: "One tool for the whole job – from planning to analysis",
      lead: "ForestCrew has two parts that work together: the control centre in the browser for the office, and the app for the forest. Both work on the same data, in real time.",
      stepLabel: "Step",
      steps: [
        {
          icon: "calendar",
          title: "Planning",
          text: "Create the job, pin the site on the map, drag staff and machines onto the timeline.",
          points: ["Job planning with GPS location", "Qualifications and availability", "Conflict detection for staff and machines"],
        },
        {
          icon: "route",
          title: "Execution",
          text: "The crew has the job on their phone, navigates to the site and keeps working without a signal.",
          points: ["Digital work order with documents", "GPS navigation and offline maps", "Team chat on the job"],
        },
        {
          icon: "clipboard",
          title: "Control",
          text: "Hours and photos are recorded with their location and appear in the office at once. You see progress without driving out.",
          points: ["Time tracking with GPS", "Photo records with GPS", "Real-time sync between desktop and mobile"],
        },
        {
          icon: "chart",
          title: "Analysis",
          text: "Reports and KPIs show where time and money go – the basis for planning the next job.",
          points: ["Reports and KPIs", "Documents in one place", "GeoJSON export for your GIS"],
        },
      ],
      claimsTitle: "What businesses in the beta report",
    },
    blog: {
      eyebrow: "Forest blog",
      title: "Further reading from the field",
      lead: "Background, how-tos and market observations for forestry businesses – from our Forstblog.",
      all: "All articles on the blog",
      read: "Read article",
      teasers: [
        {
          title: "Digital work orders in forestry: how to make the switch from paper",
          slug: "digital-work-orders-in-forestry",
          cover: "/blog/images/covers/digitale-arbeitsauftraege-im-forst.webp",
          excerpt:
            "What belongs in a good work order, how to bring your crews along and which mistakes to avoid when you switch – a practical guide.",
          category: "Digitalisation",
          readTime: 6,
        },
        {
          title: "Bark beetle monitoring with drones and AI",
          slug: "bark-beetle-monitoring-with-drones-and-ai",
          cover: "/blog/images/covers/borkenkaefer-monitoring-mit-drohnen-und-ki.webp",
          excerpt:
            "How drone imagery and AI analysis aim to reveal infested spruce earlier – and what that means for your operations planning.",
          category: "Technology",
          readTime: 7,
        },
        {
          title: "The carbon market for forest owners: opportunities and pitfalls",
          slug: "carbon-market-for-forest-owners",
          cover: "/blog/images/covers/co2-markt-fuer-waldbesitzer.webp",
          excerpt: "Which areas qualify, what evidence is required and how to tell a sound offer from a dubious one.",
          category: "Market analysis",
          readTime: 8,
        },
      ],
    },
    screenshots: {
      eyebrow: "The app",
      title: "Everything your crews need in the forest – on their phone",
      lead: "Jobs, navigation, time tracking, photos and chat in one app that works without a signal. Available for iPhone on the App Store; the Android app follows shortly.",
    },
    modules: {
      eyebrow: "The control centre",
      title: "In the office, you keep the overview",
      lead: "The desktop control centre in your browser is the app's counterpart: this is where you schedule jobs, manage staff and machines, and analyse what happens in the forest.",
    },
    cta: {
      eyebrow: "Get started",
      title: "Bring order to your forestry business",
    },
  },
);

/** What the page's loader hands over: its hero, metadata and copy and the landing pages' shared texts, in one language. */
export function forstmanagementCopy(lang: Lang) {
  const copy = page[lang];
  const landing = landingCopy(lang);
  const teasers = copy.blog.teasers.map((teaser) => ({
    ...teaser,
    readTimeLabel: fill(landing.ui.readTime, { minutes: String(teaser.readTime) }),
    // The cover's <img> attributes, with its widths as the blog lists them: worked out here, so that the page's
    // bundle does not need the blog's code. The cards share a row from md up (about a third of the 80 rem container).
    coverImage: teaser.cover
      ? { src: teaser.cover, srcSet: coverSrcSet(teaser.cover), sizes: "(min-width: 1280px) 400px, (min-width: 768px) 33vw, 100vw" }
      : undefined,
  }));
  return { intro: intro[lang], copy: { ...copy, blog: { ...copy.blog, teasers } }, landing };
}
export type ForstmanagementCopy = ReturnType<typeof forstmanagementCopy>["copy"];
