import { landingCopy } from "~/components/landing/copy";
import { introCopy } from "~/content/page-intro";
import { bilingual, type Lang } from "~/lib/i18n";

/** Hero and metadata of the page, German and English. */
export const intro = introCopy(
  {
    seo: {
      title: "Schluss mit dem Papierchaos im Forst",
      description:
        "Digitale Aufträge, GPS-Navigation und Zeiterfassung statt Zettelwirtschaft: Werden Sie Beta-Partner von ForestCrew – begrenzte Plätze, Vorteile auf Lebenszeit.",
      keywords: ["Beta-Partner", "Forst-App", "Zettelwirtschaft Forst", "Zeiterfassung Forst", "ForestCrew Beta"],
    },
    hero: {
      eyebrow: "Für Forstbetriebe und Dienstleister",
      title: "Schluss mit dem Papierchaos im Forst",
      lead: "Aufträge, Arbeitszeiten und Fotos digital erfassen – direkt im Wald, auch ohne Netz. Werden Sie jetzt Beta-Partner und sichern Sie sich Vorteile auf Lebenszeit.",
    },
  },
  {
    seo: {
      title: "An end to paper chaos in forestry",
      description:
        "Digital jobs, GPS navigation and time tracking instead of paperwork: become a ForestCrew beta partner – limited places, benefits for life.",
      keywords: ["beta partner", "forestry app", "forestry paperwork", "forestry time tracking", "ForestCrew beta"],
    },
    hero: {
      eyebrow: "For forestry businesses and contractors",
      title: "An end to paper chaos in forestry",
      lead: "Record jobs, hours and photos digitally – right there in the forest, even without a signal. Become a beta partner now and secure benefits for life.",
    },
  },
);

export type BenefitIcon = "document" | "chart" | "gps" | "clock" | "users" | "chat";
export type BenefitHighlight = { kind: "text"; text: string } | { kind: "alpha"; text: string };

/** A benefit card: icon, title, description and a highlight (a short note; the advertising figures stay on the home page). */
export interface BenefitCard {
  icon: BenefitIcon;
  title: string;
  description: string;
  highlight: BenefitHighlight;
}

export type HighlightIcon = "sparkles" | "cloudOff" | "layers";

/** Everything below the hero, in the page's order. */
export const page = /* @__PURE__ */ bilingual(
  {
    hero: {
      cta: "Beta-Partner werden",
      note: "Begrenzte Plätze",
    },
    benefits: {
      eyebrow: "Warum ForestCrew",
      title: "Weniger Papier, mehr Zeit für den Wald",
      lead: "Sechs Dinge, die sich ändern, wenn Ihr Betrieb mit ForestCrew arbeitet.",
      items: [
        {
          icon: "document",
          title: "Schluss mit Zettelwirtschaft",
          description:
            "Arbeitsaufträge, Stundenzettel und Fotos liegen nicht mehr in Ordnern und Handschuhfächern, sondern digital am Auftrag – für alle auffindbar.",
          highlight: { kind: "text", text: "Alles an einem Ort" },
        },
        {
          icon: "chart",
          title: "Kontrolle und Überblick",
          description:
            "Sie sehen jederzeit, welche Aufträge laufen, wer wo arbeitet und was erledigt ist – ohne Kontrollfahrt und ohne Telefonkette.",
          highlight: { kind: "text", text: "Der Stand jedes Auftrags, live" },
        },
        {
          icon: "gps",
          title: "GPS-Navigation zum Einsatzort",
          description:
            "Jeder Auftrag kommt mit seinem Standort. Die App führt Ihre Leute direkt zur Fläche, Offline-Karten helfen im Funkloch.",
          highlight: { kind: "text", text: "Funktioniert auch ohne Netz" },
        },
        {
          icon: "clock",
          title: "Automatische Zeiterfassung",
          description:
            "Start und Stopp per Fingertipp – Standort und Auftrag werden automatisch mit erfasst. Das Nachtragen am Freitagabend entfällt.",
          highlight: { kind: "text", text: "Mit GPS, direkt am Auftrag" },
        },
        {
          icon: "users",
          title: "Schnelle Einarbeitung",
          description:
            "Die Bedienung folgt dem, was jeder vom eigenen Smartphone kennt. Neue Mitarbeitende und Saisonkräfte finden sich schnell zurecht.",
          highlight: { kind: "text", text: "Bedienung wie am eigenen Handy" },
        },
        {
          icon: "chat",
          title: "ForestChat, Ihr KI-Assistent",
          description:
            "Fragen zu Waldgesetz, Förderung, Schädlingen oder Arbeitsschutz? ForestChat antwortet rund um die Uhr. Kostenlos testbar, ersetzt aber keine Rechtsberatung.",
          highlight: { kind: "alpha", text: "Jetzt in der Alpha" },
        },
      ] satisfies BenefitCard[],
    },
    gallery: {
      eyebrow: "Die App",
      title: "Ihr Arbeitstag in der App",
      lead: "Dashboard, Aufträge, Zeiterfassung und KI-Assistent – gebaut für den Einsatz im Wald, auch ohne Netz.",
    },
    platform: {
      eyebrow: "Die Management-Plattform",
      title: "Und im Büro: der Leitstand für Ihren Betrieb",
      lead: "Was die App im Wald erfasst, erscheint in Echtzeit im Desktop-Leitstand. Dort planen Sie Einsätze, verwalten Personal und Maschinen und behalten die Kennzahlen im Blick.",
    },
    beforeAfter: {
      eyebrow: "Vorher – nachher",
      title: "Vom Zettel zur App",
      lead: "So verändert sich der Alltag, wenn der Arbeitsauftrag nicht mehr im Handschuhfach liegt.",
      before: "Vorher",
      beforeTitle: "Papier, Telefon und Gedächtnis",
      beforeItems: [
        "Auftrag als Ausdruck, von Hand ergänzt",
        "Einsatzort nach mündlicher Beschreibung suchen",
        "Stundenzettel am Freitag aus dem Gedächtnis",
        "Fotos auf privaten Handys, ohne Standort",
        "Rückfragen per Telefon – wenn jemand rangeht",
      ],
      after: "Nachher",
      afterTitle: "Alles am Auftrag, in Echtzeit",
      afterItems: [
        "Auftrag mit Karte und Dokumenten auf dem Smartphone",
        "GPS-Navigation direkt zur Fläche, auch offline",
        "Zeiterfassung per Fingertipp, mit GPS",
        "Fotos mit Standort, automatisch am Auftrag",
        "Team-Chat im Auftrag, das Büro sieht alles sofort",
      ],
      videoLabel: "Video: Papierformular und ForestCrew-App im Vergleich",
      /** The handwriting on the drawn paper work order (decorative, hidden from screen readers). */
      paperForm: {
        title: "Arbeitsauftrag",
        hint: "Bitte leserlich ausfüllen",
        fields: ["Revier", "Abteilung", "Maßnahme", "Team", "Stunden"],
        hours: "8,5 ?",
        stickyNote: { place: "Polter 14", question: "wo genau??" },
      },
    },
    highlights: {
      eyebrow: "Highlights",
      title: "Drei Funktionen, die im Wald den Unterschied machen",
      lead: "ForestCrew ist für die Bedingungen draußen gebaut: wenig Netz, viele Beteiligte und Fragen, die sofort eine Antwort brauchen.",
      items: [
        {
          icon: "sparkles",
          badge: "Alpha",
          title: "ForestChat",
          text: "Der KI-Assistent für die Forstpraxis: Antworten zu Waldgesetz, Fördermitteln, Schädlingsdiagnose, Arbeitssicherheit, Baumartenwahl und Holzpreisen. Kostenlos testbar; keine Rechtsberatung.",
        },
        {
          icon: "cloudOff",
          badge: "",
          title: "Offline-Karten",
          text: "Karten und Aufträge stehen auch im Funkloch zur Verfügung. Was Ihr Team erfasst, wird gespeichert und synchronisiert, sobald wieder Empfang da ist.",
        },
        {
          icon: "layers",
          badge: "",
          title: "Ressourcenmanagement",
          text: "Personal und Maschinen auf einer Zeitleiste: ForestCrew berücksichtigt Qualifikationen und Verfügbarkeiten und erkennt Konflikte, bevor sie im Wald auffallen.",
        },
      ] satisfies { icon: HighlightIcon; badge: string; title: string; text: string }[],
    },
    cta: {
      eyebrow: "Begrenzte Plätze",
      title: "Sichern Sie sich Ihren Platz als Beta-Partner",
      lead: "Die Zahl der Beta-Partner ist begrenzt. Wer jetzt einsteigt, behält die Vorteile dauerhaft:",
      button: "Beta-Partner werden",
    },
  },
  {
    hero: {
      cta: "Become a beta partner",
      note: "Limited places",
    },
    benefits: {
      eyebrow: "Why ForestCrew",
      title: "Less paper, more time for the forest",
      lead: "Six things that change when your business works with ForestCrew.",
      items: [
        {
          icon: "document",
          title: "No more paperwork",
          description:
            "Work orders, timesheets and photos no longer live in folders and glove boxes but digitally with the job – where everyone can find them.",
          highlight: { kind: "text", text: "Everything in one place" },
        },
        {
          icon: "chart",
          title: "Control and overview",
          description:
            "See at any moment which jobs are running, who is working where and what is done – without driving out to check and without a string of phone calls.",
          highlight: { kind: "text", text: "Every job's progress, live" },
        },
        {
          icon: "gps",
          title: "GPS navigation to the site",
          description:
            "Every job comes with its location. The app takes your people straight to the area, and offline maps help where there is no signal.",
          highlight: { kind: "text", text: "Works without a signal" },
        },
        {
          icon: "clock",
          title: "Automatic time tracking",
          description:
            "Start and stop with one tap – location and job are recorded automatically. No more filling in hours on Friday evening.",
          highlight: { kind: "text", text: "With GPS, right on the job" },
        },
        {
          icon: "users",
          title: "Fast onboarding",
          description:
            "The app works the way people already use their phones. New staff and seasonal workers find their way around quickly.",
          highlight: { kind: "text", text: "As easy as your own phone" },
        },
        {
          icon: "chat",
          title: "ForestChat, your AI assistant",
          description:
            "Questions about forest law, funding, pests or safety at work? ForestChat answers around the clock. Free to try, though it is no substitute for legal advice.",
          highlight: { kind: "alpha", text: "Now in alpha" },
        },
      ],
    },
    gallery: {
      eyebrow: "The app",
      title: "Your working day in the app",
      lead: "Dashboard, jobs, time tracking and AI assistant – built for work in the forest, even without a signal.",
    },
    platform: {
      eyebrow: "The management platform",
      title: "And in the office: the control centre for your business",
      lead: "Whatever the app records in the forest appears in the desktop control centre in real time. There you schedule jobs, manage staff and machines and keep an eye on the figures.",
    },
    beforeAfter: {
      eyebrow: "Before and after",
      title: "From paper to app",
      lead: "How the working day changes once the work order no longer lives in the glove box.",
      before: "Before",
      beforeTitle: "Paper, phone calls and memory",
      beforeItems: [
        "Job as a printout, annotated by hand",
        "Finding the site from a verbal description",
        "Friday timesheets written from memory",
        "Photos on private phones, without a location",
        "Questions by phone – if anyone picks up",
      ],
      after: "After",
      afterTitle: "Everything on the job, in real time",
      afterItems: [
        "Job with map and documents on the smartphone",
        "GPS navigation straight to the area, offline too",
        "One-tap time tracking with GPS",
        "Geotagged photos, attached to the job automatically",
        "Team chat on the job; the office sees everything at once",
      ],
      videoLabel: "Video: a paper form and the ForestCrew app compared",
      paperForm: {
        title: "Work order",
        hint: "Please fill in legibly",
        fields: ["District", "Compartment", "Operation", "Crew", "Hours"],
        hours: "8.5 ?",
        stickyNote: { place: "Stack 14", question: "where??" },
      },
    },
    highlights: {
      eyebrow: "Highlights",
      title: "Three features that make the difference in the forest",
      lead: "ForestCrew is built for conditions out there: patchy signal, many people involved and questions that need an answer straight away.",
      items: [
        {
          icon: "sparkles",
          badge: "Alpha",
          title: "ForestChat",
          text: "The AI assistant for forestry practice: answers on forest law, funding, pest diagnosis, safety at work, choice of tree species and timber prices. Free to try; not legal advice.",
        },
        {
          icon: "cloudOff",
          badge: "",
          title: "Offline maps",
          text: "Maps and jobs stay available in dead zones. Whatever your crew records is saved and synced as soon as there is reception again.",
        },
        {
          icon: "layers",
          badge: "",
          title: "Resource management",
          text: "Staff and machines on one timeline: ForestCrew takes qualifications and availability into account and spots conflicts before they show up in the forest.",
        },
      ],
    },
    cta: {
      eyebrow: "Limited places",
      title: "Secure your place as a beta partner",
      lead: "The number of beta partners is limited. Join now and keep these benefits for good:",
      button: "Become a beta partner",
    },
  },
);

/** What the page's loader hands over: its hero, metadata and copy and the landing pages' shared texts, in one language. */
export function instagramCopy(lang: Lang) {
  return { intro: intro[lang], copy: page[lang], landing: landingCopy(lang) };
}
export type InstagramCopy = (typeof page)[Lang];
export type PaperFormCopy = InstagramCopy["beforeAfter"]["paperForm"];
