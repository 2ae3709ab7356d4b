import { paths } from "~/config/pages";
import { introCopy } from "~/content/page-intro";
import type { FieldOfWork } from "~/features/forms";
import { bilingual, type Lang } from "~/lib/i18n";

/** The anchor of the application form (also exported by the form as APPLICATION_FORM_ID). */
const applyAnchor = "#apply";

/**
 * Hero and metadata of the page, German and English. Only the loader reads it, so the client
 * bundle drops it: the page receives one language.
 */
export const intro = /* @__PURE__ */ introCopy(
  {
    seo: {
      title: "Karriere – Arbeiten bei ForestCrew",
      description:
        "Gestalten Sie die digitale Forstwirtschaft mit: Softwareentwicklung, Daten & KI, GIS, Forstberatung, Vertrieb und Design. Initiativbewerbungen willkommen.",
      keywords: ["Karriere", "Jobs Forst-Software", "Ahrensburg", "Initiativbewerbung", "Remote Jobs", "GIS Jobs"],
    },
    hero: {
      eyebrow: "Karriere",
      title: "Gestalten Sie die digitale Forstwirtschaft mit",
      lead: "Bei uns entsteht Software, die Forstleuten jeden Tag Arbeit abnimmt. Wenn Sie Wald und Technik gleichermaßen begeistern, sollten wir uns kennenlernen.",
      primary: { kind: "link", label: "Jetzt bewerben", to: applyAnchor },
      secondary: { kind: "link", label: "Fragen? Kontakt aufnehmen", to: paths.contact },
    },
  },
  {
    seo: {
      title: "Careers – Working at ForestCrew",
      description:
        "Help shape digital forestry: software development, data & AI, GIS, forestry consulting, sales and design at ForestCrew. Speculative applications welcome.",
      keywords: ["careers", "forestry software jobs", "jobs Germany", "speculative application", "remote jobs", "GIS jobs"],
    },
    hero: {
      eyebrow: "Careers",
      title: "Help shape the future of digital forestry",
      lead: "We build software that takes work off foresters' hands every day. If you care about forests and technology in equal measure, we should talk.",
      primary: { kind: "link", label: "Apply now", to: applyAnchor },
      secondary: { kind: "link", label: "Questions? Get in touch", to: paths.contact },
    },
  },
);

export type ReasonIcon = "leaf" | "users" | "sparkles" | "layers";

interface CareerPageCopy {
  /** The hero's diagram: the fields of work around one team. */
  heroVisual: { label: string; centre: string; centreNote: string };
  reasons: { eyebrow: string; title: string; lead: string; items: { icon: ReasonIcon; title: string; text: string }[] };
  benefits: { eyebrow: string; title: string; lead: string; items: { title: string; text: string }[] };
  culture: { eyebrow: string; title: string; text: string; points: { title: string; text: string }[] };
  fields: { eyebrow: string; title: string; lead: string; items: Record<FieldOfWork, { title: string; text: string }> };
  process: { eyebrow: string; title: string; lead: string; steps: { title: string; text: string }[] };
  requirements: { eyebrow: string; title: string; lead: string; items: string[] };
  apply: { eyebrow: string; title: string; lead: string; questionsTitle: string; questions: string; contactLink: string };
}

const page = /* @__PURE__ */ bilingual<CareerPageCopy>(
  {
    heroVisual: {
      label:
        "Schaubild: sechs Arbeitsbereiche – Softwareentwicklung, Daten und KI, GIS und Fernerkundung, forstliche Fachberatung, Vertrieb und Kundenbetreuung, Design – rund um ein gemeinsames Team.",
      centre: "Ein Team",
      centreNote: "Forst und Software",
    },
    reasons: {
      eyebrow: "Warum ForestCrew",
      title: "Arbeit, die man im Wald sieht",
      lead: "Wir entwickeln digitale Werkzeuge für die Forstwirtschaft: für Aufträge, Einsätze, Karten und Daten – vom Büro bis hinaus in den Wald.",
      items: [
        {
          icon: "leaf",
          title: "Arbeit mit Sinn",
          text: "Unsere Software hilft Forstbetrieben, ihre Wälder gut zu bewirtschaften. Was Sie bauen, wird draußen genutzt.",
        },
        {
          icon: "users",
          title: "Nah an der Praxis",
          text: "Wir sprechen direkt mit Forstleuten, Forstunternehmen und Waldbesitzenden und bauen, was sie wirklich brauchen.",
        },
        {
          icon: "layers",
          title: "Gestaltungsspielraum",
          text: "In einem jungen Unternehmen prägen Sie Produkt und Arbeitsweise mit, statt nur Tickets abzuarbeiten.",
        },
        {
          icon: "sparkles",
          title: "Spannende Technik",
          text: "Mobile Apps, die offline funktionieren, Geodaten, Fernerkundung und KI: Die Aufgaben sind vielfältig.",
        },
      ],
    },
    benefits: {
      eyebrow: "Was wir bieten",
      title: "Gute Bedingungen für gute Arbeit",
      lead: "Wir sind ein kleines Unternehmen und versprechen nichts, was wir nicht halten können. Das gilt bei uns:",
      items: [
        {
          title: "Remote-freundlich",
          text: "Sie arbeiten dort, wo Sie gut arbeiten können – von zu Hause oder in unserem Büro in Ahrensburg.",
        },
        {
          title: "Flexible Arbeitszeiten",
          text: "Wann Sie arbeiten, stimmen wir gemeinsam ab; feste Kernzeiten gibt es nur, wo das Team sie braucht.",
        },
        {
          title: "Ein Produkt mit Wirkung",
          text: "Sie sehen, wie Ihre Arbeit Forstleuten den Alltag erleichtert, und hören direkt, was sie davon halten.",
        },
        {
          title: "Raum zum Lernen",
          text: "Neue Werkzeuge ausprobieren, sich in ein Fachgebiet einarbeiten, voneinander lernen: Dafür ist Zeit.",
        },
        { title: "Kurze Wege", text: "Entscheidungen fallen schnell und nachvollziehbar, ohne lange Abstimmungsschleifen." },
        {
          title: "Einblick in den Forst",
          text: "Wer möchte, lernt die Arbeit im Wald aus erster Hand kennen – bei Kundenbetrieben und Partnern vor Ort.",
        },
      ],
    },
    culture: {
      eyebrow: "Teamkultur",
      title: "Wie wir zusammenarbeiten",
      text: "Bei uns treffen Softwareentwicklung und Forstwirtschaft aufeinander. Das funktioniert, weil wir einander zuhören, Fragen stellen dürfen und Wissen teilen.",
      points: [
        { title: "Offen und direkt", text: "Wir sagen, was wir denken, freundlich und in der Sache klar." },
        {
          title: "Voneinander lernen",
          text: "Die Forstfachleute erklären den Wald, das Entwicklungsteam die Technik – davon profitieren alle.",
        },
        {
          title: "Verantwortung übernehmen",
          text: "Wer eine Aufgabe übernimmt, bringt sie zu Ende und holt sich Hilfe, wenn es nötig ist.",
        },
      ],
    },
    fields: {
      eyebrow: "Arbeitsbereiche",
      title: "Sechs Bereiche, ein Ziel",
      lead: "In diesen Bereichen arbeiten wir. Sie passen nicht genau in eines davon? Schreiben Sie uns trotzdem.",
      items: {
        software: {
          title: "Softwareentwicklung",
          text: "Web-Anwendung, Schnittstellen und die mobile App, die auch ohne Netz im Wald funktioniert.",
        },
        "data-ai": {
          title: "Daten & KI",
          text: "Aus Forstdaten verlässliche Auswertungen machen und KI-Funktionen wie ForestChat weiterentwickeln.",
        },
        gis: {
          title: "GIS & Fernerkundung",
          text: "Karten, Geodaten sowie Luft- und Satellitenbilder, zum Beispiel für die KI-gestützte Waldinventur.",
        },
        forestry: {
          title: "Forstliche Fachberatung",
          text: "Forstliches Wissen ins Produkt bringen und Betriebe bei der Einführung fachlich begleiten.",
        },
        customers: {
          title: "Vertrieb & Kundenbetreuung",
          text: "Forstbetriebe beraten, Demos geben und Betriebe begleiten, bis ForestCrew zu ihrem Alltag gehört.",
        },
        design: {
          title: "UX/UI-Design",
          text: "Oberflächen gestalten, die im Büro und mit Handschuhen im Wald verständlich bleiben.",
        },
      },
    },
    process: {
      eyebrow: "Initiativbewerbung",
      title: "Keine passende Ausschreibung? Bewerben Sie sich initiativ",
      lead: "Wir freuen uns über Initiativbewerbungen in allen sechs Bereichen. So geht es nach Ihrer Bewerbung weiter:",
      steps: [
        { title: "Eingang und Prüfung", text: "Wir bestätigen den Eingang und lesen Ihre Unterlagen sorgfältig." },
        { title: "Kennenlerngespräch (remote)", text: "Ein erstes Gespräch per Video: Wir lernen uns kennen und beantworten Ihre Fragen." },
        {
          title: "Fachgespräch",
          text: "Wir sprechen über Ihr Fachgebiet und konkrete Aufgaben, gern mit Menschen aus dem künftigen Team.",
        },
        {
          title: "Angebot und Einarbeitung",
          text: "Passt es für beide Seiten, erhalten Sie ein Angebot und einen gut vorbereiteten Start.",
        },
      ],
    },
    requirements: {
      eyebrow: "Was Sie mitbringen",
      title: "Anforderungen",
      lead: "Je nach Bereich unterscheiden sich die fachlichen Anforderungen. Für alle gilt:",
      items: [
        "Fachliche Kenntnisse in Ihrem Bereich – aus Ausbildung, Studium oder nachweisbarer Praxis",
        "Interesse an Wald und Forstwirtschaft oder an der Technik dahinter, am besten an beidem",
        "Selbstständige, sorgfältige Arbeitsweise und Freude an Verantwortung",
        "Gute Deutsch- oder Englischkenntnisse; für kundennahe Aufgaben gutes Deutsch",
        "Lust, in einem kleinen Team mitzudenken und Neues auszuprobieren",
      ],
    },
    apply: {
      eyebrow: "Bewerbung",
      title: "Bewerben Sie sich",
      lead: "Ein Anschreiben brauchen wir nicht: Ein paar Sätze über Sie und, wenn Sie mögen, Ihr Lebenslauf als PDF genügen.",
      questionsTitle: "Fragen vorab?",
      questions: "Sie möchten erst mehr über uns oder einen Arbeitsbereich wissen? Schreiben Sie uns oder rufen Sie an.",
      contactLink: "Zur Kontaktseite",
    },
  },
  {
    heroVisual: {
      label:
        "Diagram: six fields of work – software development, data and AI, GIS and remote sensing, forestry consulting, sales and customer care, design – around one team.",
      centre: "One team",
      centreNote: "Forestry and software",
    },
    reasons: {
      eyebrow: "Why ForestCrew",
      title: "Work you can see in the forest",
      lead: "We build digital tools for forestry: for jobs, crews, maps and data – from the office out into the forest.",
      items: [
        {
          icon: "leaf",
          title: "Meaningful work",
          text: "Our software helps forestry businesses manage their woodland well. What you build is used out in the field.",
        },
        {
          icon: "users",
          title: "Close to the field",
          text: "We talk directly to foresters, forestry contractors and forest owners, and build what they really need.",
        },
        {
          icon: "layers",
          title: "Room to shape things",
          text: "In a young company you help shape the product and the way we work, rather than just working through tickets.",
        },
        {
          icon: "sparkles",
          title: "Interesting technology",
          text: "Mobile apps that work offline, geodata, remote sensing and AI: the work is varied.",
        },
      ],
    },
    benefits: {
      eyebrow: "What we offer",
      title: "Good conditions for good work",
      lead: "We are a small company and promise nothing we cannot keep. Here is what you can count on:",
      items: [
        { title: "Remote-friendly", text: "Work where you work well – from home or at our office in Ahrensburg, near Hamburg." },
        { title: "Flexible hours", text: "We agree on working hours together; fixed core hours only where the team needs them." },
        {
          title: "A product that matters",
          text: "You see how your work makes foresters' days easier, and you hear first-hand what they think of it.",
        },
        {
          title: "Room to learn",
          text: "Trying out new tools, getting into a new subject, learning from each other: there is time for that.",
        },
        { title: "Quick decisions", text: "Decisions are made quickly and transparently, without endless rounds of sign-off." },
        {
          title: "Time in the forest",
          text: "If you like, you can see forestry work first-hand – out in the forest with customers and partners.",
        },
      ],
    },
    culture: {
      eyebrow: "Team culture",
      title: "How we work together",
      text: "Software development and forestry meet at ForestCrew. That works because we listen to each other, ask questions freely and share what we know.",
      points: [
        { title: "Open and direct", text: "We say what we think – kindly, and clearly on the substance." },
        { title: "Learning from each other", text: "The foresters explain the forest, the developers the technology – everyone gains." },
        { title: "Taking ownership", text: "Whoever takes on a task sees it through, and asks for help when it is needed." },
      ],
    },
    fields: {
      eyebrow: "Fields of work",
      title: "Six fields, one goal",
      lead: "These are the fields we work in. Don't fit neatly into one of them? Write to us anyway.",
      items: {
        software: {
          title: "Software development",
          text: "The web application, interfaces and the mobile app that keeps working in the forest without a signal.",
        },
        "data-ai": {
          title: "Data & AI",
          text: "Turning forestry data into reliable analysis, and developing AI features such as ForestChat.",
        },
        gis: {
          title: "GIS & remote sensing",
          text: "Maps, geodata, aerial and satellite imagery – for example for the AI-assisted forest inventory.",
        },
        forestry: {
          title: "Forestry consulting",
          text: "Bringing forestry expertise into the product and helping customers get started with it.",
        },
        customers: {
          title: "Sales & customer care",
          text: "Advising forestry businesses, giving demos and supporting customers so that ForestCrew becomes part of their day.",
        },
        design: {
          title: "UX/UI design",
          text: "Designing interfaces that stay clear in the office and with gloves on in the forest.",
        },
      },
    },
    process: {
      eyebrow: "Speculative application",
      title: "No suitable vacancy? Apply anyway",
      lead: "We welcome speculative applications in all six fields. This is what happens after you apply:",
      steps: [
        { title: "Receipt and review", text: "We confirm receipt and read your application carefully." },
        { title: "Introductory call (remote)", text: "A first video call: we get to know each other and answer your questions." },
        { title: "Technical interview", text: "We talk about your field and concrete tasks, ideally with people from your future team." },
        {
          title: "Offer and onboarding",
          text: "If it is a good fit for both sides, you receive an offer and a well-prepared start.",
        },
      ],
    },
    requirements: {
      eyebrow: "What you bring",
      title: "Requirements",
      lead: "The specialist requirements differ from field to field. For everyone:",
      items: [
        "Solid knowledge of your field – from training, a degree or proven experience",
        "An interest in forests and forestry or in the technology behind them, ideally both",
        "A careful, independent way of working and a readiness to take responsibility",
        "Good German or English; good German for customer-facing work",
        "Keen to contribute ideas in a small team and to try new things",
      ],
    },
    apply: {
      eyebrow: "Application",
      title: "Apply now",
      lead: "No cover letter needed: a few sentences about yourself and, if you like, your CV as a PDF are enough.",
      questionsTitle: "Questions first?",
      questions: "Would you like to know more about us or a field of work first? Write to us or give us a call.",
      contactLink: "Go to the contact page",
    },
  },
);

/** The page's texts in one language. */
export function careerCopy(lang: Lang): CareerPageCopy {
  return page[lang];
}
export type CareerCopy = CareerPageCopy;
