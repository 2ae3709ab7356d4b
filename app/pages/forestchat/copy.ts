import { paths } from "~/config/pages";
import { introCopy } from "~/content/page-intro";
import type { ChatMode } from "~/features/chat";
import type { PageIntro } from "~/content/page-intro";
import { bilingual, type Lang, type Localized } from "~/lib/i18n";

/**
 * Hero and metadata of the page, German and English, as written for a language model (the spec's
 * wording). The offline assistant's page uses `offlineIntro`; the loader picks by the chat mode.
 */
export const intro = introCopy(
  {
    seo: {
      title: "ForestChat – KI-Assistent für die Forstwirtschaft",
      description:
        "ForestChat beantwortet Fragen zu Forstrecht, Förderung, Schädlingen, Arbeitssicherheit und Holzpreisen in Sekunden. Kostenlos testbar in der Alpha-Phase.",
      keywords: ["ForestChat", "KI Forstwirtschaft", "Forstrecht", "Förderung Wald", "Borkenkäfer"],
    },
    hero: {
      badge: { kind: "alpha", label: "Alpha" },
      eyebrow: "KI-Assistent",
      title: "ForestChat – Ihr KI-Assistent für die Forstpraxis",
      lead: "Fragen zu Bundeswaldgesetz, Fördermitteln, Schädlingen oder Arbeitssicherheit? ForestChat antwortet in Sekunden – in der Alpha-Phase kostenlos.",
      primary: { kind: "link", label: "Jetzt ausprobieren", to: "#chat" },
      secondary: { kind: "link", label: "ForestCrew entdecken", to: paths.forestcrew },
    },
  },
  {
    seo: {
      title: "ForestChat – AI assistant for forestry",
      description:
        "ForestChat answers questions on forest law, funding, pests, occupational safety and timber prices in seconds. Free to try during the alpha phase.",
      keywords: ["ForestChat", "AI forestry", "forest law", "forest funding", "bark beetle"],
    },
    hero: {
      badge: { kind: "alpha", label: "Alpha" },
      eyebrow: "AI assistant",
      title: "ForestChat – your AI assistant for forestry practice",
      lead: "Questions about the Federal Forest Act, funding, pests or occupational safety? ForestChat answers in seconds – free of charge during the alpha phase.",
      primary: { kind: "link", label: "Try it now", to: "#chat" },
      secondary: { kind: "link", label: "Discover ForestCrew", to: paths.forestcrew },
    },
  },
);

/** The hero and metadata when the built-in assistant answers: no claim of generative AI. */
export const offlineIntro = introCopy(
  {
    seo: {
      title: "ForestChat – Assistent für Forstpraxis und ForestCrew",
      description:
        "ForestChat beantwortet Fragen zu ForestCrew, Preisen, Waldrecht, Förderung, Borkenkäfer und Holzpreisen – aus unseren Seiten und Wissensartikeln, mit Quellen.",
      keywords: ["ForestChat", "Forstwissen", "Forstrecht", "Förderung Wald", "Borkenkäfer"],
    },
    hero: {
      badge: { kind: "alpha", label: "Alpha" },
      eyebrow: "Assistent",
      title: "ForestChat – Ihr Assistent für die Forstpraxis",
      lead: "Fragen zu Preisen, Borkenkäfer, Waldrecht, Förderung oder Arbeitssicherheit? ForestChat antwortet auf Grundlage unserer Seiten, Wissensartikel und Forstblog-Beiträge – mit Quellen und in der Alpha-Phase kostenlos.",
      primary: { kind: "link", label: "Jetzt ausprobieren", to: "#chat" },
      secondary: { kind: "link", label: "Zu den Wissensartikeln", to: paths.wissen },
    },
  },
  {
    seo: {
      title: "ForestChat – assistant for forestry practice and ForestCrew",
      description:
        "ForestChat answers questions on ForestCrew, prices, forest law, funding, bark beetles and timber prices – from our pages and knowledge articles, with sources.",
      keywords: ["ForestChat", "forestry knowledge", "forest law", "forest funding", "bark beetle"],
    },
    hero: {
      badge: { kind: "alpha", label: "Alpha" },
      eyebrow: "Assistant",
      title: "ForestChat – your assistant for forestry practice",
      lead: "Questions about prices, bark beetles, forest law, funding or occupational safety? ForestChat answers from our pages, knowledge articles and blog posts – with sources, and free of charge during the alpha phase.",
      primary: { kind: "link", label: "Try it now", to: "#chat" },
      secondary: { kind: "link", label: "Read the knowledge articles", to: paths.wissen },
    },
  },
);

export type ForestchatIcon =
  | "law"
  | "euro"
  | "beetle"
  | "shield"
  | "tree"
  | "chart"
  | "sun"
  | "chat"
  | "bolt"
  | "clipboard"
  | "leaf"
  | "history"
  | "globe"
  | "sparkles";

interface Card {
  icon: ForestchatIcon;
  title: string;
  text: string;
}

/** A quick button of the chat: it only fills the input with its example question, it does not send it. */
interface QuickQuestion {
  icon: ForestchatIcon;
  label: string;
  question: string;
}

/** The page's copy as the page renders it: the shared texts with those of the chat mode filled in. */
export interface ForestchatCopy {
  specialities: { eyebrow: string; title: string; lead: string; items: Card[]; note: string };
  chat: {
    eyebrow: string;
    title: string;
    lead: string;
    quickTitle: string;
    quickHint: string;
    /** Named like the home teaser's examples, so the assistant's knowledge base skips them (they are prompts, not facts). */
    questions: QuickQuestion[];
    /** The fixed welcome of the page's chat. */
    greeting: string;
  };
  disclaimer: { title: string; items: string[]; privacy: string; privacyLink: string };
  features: { eyebrow: string; title: string; lead: string; items: Card[] };
}

/** What depends on how the chat answers (see ~/features/chat/mode.ts). */
interface ModeCopy {
  greeting: string;
  questions: QuickQuestion[];
  disclaimer: string[];
}

/** The texts that are the same whichever way the chat answers (the offline assistant may quote them). */
type SharedCopy = Omit<ForestchatCopy, "chat" | "disclaimer"> & {
  chat: Omit<ForestchatCopy["chat"], "greeting" | "questions">;
  disclaimer: Omit<ForestchatCopy["disclaimer"], "items">;
};

export const forestchat = /* @__PURE__ */ bilingual<SharedCopy>(
  {
    specialities: {
      eyebrow: "Fachgebiete",
      title: "Fachwissen, das im Revier gebraucht wird",
      lead: "ForestChat ist auf die Fragen spezialisiert, die Forstbetriebe, Revierleitungen und Waldbesitzende im Alltag beschäftigen – von der Vorschrift bis zur Maßnahme vor Ort.",
      items: [
        {
          icon: "law",
          title: "Forstrecht und Vorschriften",
          text: "Bundeswaldgesetz, Landeswaldgesetze und Naturschutzauflagen – übersetzt in konkrete Schritte für Ihren Betrieb.",
        },
        {
          icon: "euro",
          title: "Förderung",
          text: "Welche Programme für Waldumbau, Wiederbewaldung und Waldschutz infrage kommen und worauf es beim Antrag ankommt.",
        },
        {
          icon: "beetle",
          title: "Waldschutz",
          text: "Borkenkäfer, Pilze und Komplexkrankheiten erkennen – und wissen, was als Nächstes zu tun ist.",
        },
        {
          icon: "shield",
          title: "Arbeitssicherheit",
          text: "Schutzausrüstung, Gefährdungsbeurteilung und sichere Abläufe bei Holzernte und Maschineneinsatz.",
        },
        {
          icon: "tree",
          title: "Waldbau und Baumartenwahl",
          text: "Standortgerechte, klimastabile Mischbestände planen – von der Naturverjüngung bis zur Pflanzung.",
        },
        {
          icon: "chart",
          title: "Holzmarkt und Planung",
          text: "Sortimente, Preisentwicklung und die Planung von Einschlag und Arbeitseinsätzen nach Wetter und Boden.",
        },
      ],
      note: "ForestChat ersetzt keine Fachberatung vor Ort, bereitet Sie aber gut darauf vor.",
    },
    chat: {
      eyebrow: "Ausprobieren",
      title: "Stellen Sie Ihre Frage",
      lead: "Wählen Sie ein Thema, um eine Beispielfrage ins Eingabefeld zu übernehmen, oder schreiben Sie direkt los. Ihre Unterhaltung bleibt in diesem Browser erhalten.",
      quickTitle: "Schnellzugriff",
      quickHint: "Ein Klick übernimmt die Frage ins Eingabefeld – abgeschickt wird erst, wenn Sie auf Senden klicken.",
    },
    disclaimer: {
      title: "Gut zu wissen",
      privacy: "Bitte geben Sie keine personenbezogenen Daten ein. Was wir speichern, steht in der",
      privacyLink: "Datenschutzerklärung",
    },
    features: {
      eyebrow: "Warum ForestChat",
      title: "Ein Assistent für den Forstalltag",
      lead: "Für alle, die draußen im Wald arbeiten und im Büro entscheiden.",
      items: [
        { icon: "bolt", title: "Antworten in Sekunden", text: "Rund um die Uhr, ohne Warteschleife – auch abends nach dem Revierdienst." },
        {
          icon: "clipboard",
          title: "Vom Paragrafen zur Maßnahme",
          text: "Vorschriften und Fachwissen werden zu konkreten, nachvollziehbaren Handlungsschritten.",
        },
        {
          icon: "leaf",
          title: "Forstliche Fachsprache",
          text: "Festmeter, Rückegasse, Naturverjüngung: ForestChat versteht, wovon Sie sprechen.",
        },
        { icon: "globe", title: "Deutsch und Englisch", text: "Fragen und Antworten in der Sprache, in der Sie diese Seite lesen." },
        {
          icon: "history",
          title: "Dort weiterfragen, wo Sie aufgehört haben",
          text: "Ihre Unterhaltung ist über eine zufällige Kennung in Ihrem Browser gespeichert – ohne Konto und ohne Anmeldung. Nach dem Neuladen geht es nahtlos weiter.",
        },
        {
          icon: "sparkles",
          title: "Kostenlos in der Alpha-Phase",
          text: "Testen Sie ForestChat ohne Kosten. Ihre Rückmeldungen fließen direkt in die Weiterentwicklung ein.",
        },
      ],
    },
  },
  {
    specialities: {
      eyebrow: "What it knows",
      title: "The expertise you need out in the forest",
      lead: "ForestChat specialises in the questions that forestry businesses, district foresters and forest owners deal with every day – from the regulations to the work on the ground.",
      items: [
        {
          icon: "law",
          title: "Forest law and regulations",
          text: "The Federal Forest Act, state forest laws and nature conservation requirements – turned into concrete steps for your operation.",
        },
        {
          icon: "euro",
          title: "Funding",
          text: "Which programmes for forest conversion, reforestation and forest protection may apply, and what counts when you apply.",
        },
        {
          icon: "beetle",
          title: "Forest protection",
          text: "Recognise bark beetles, fungi and complex diseases – and know what to do next.",
        },
        {
          icon: "shield",
          title: "Occupational safety",
          text: "Protective equipment, risk assessments and safe procedures for timber harvesting and machine work.",
        },
        {
          icon: "tree",
          title: "Silviculture and tree species",
          text: "Plan site-appropriate, climate-resilient mixed stands – from natural regeneration to planting.",
        },
        {
          icon: "chart",
          title: "Timber market and planning",
          text: "Timber grades, price trends, and planning harvests and work around weather and soil conditions.",
        },
      ],
      note: "ForestChat doesn't replace expert advice on site, but it prepares you well for it.",
    },
    chat: {
      eyebrow: "Try it",
      title: "Ask your question",
      lead: "Pick a topic to put an example question into the message box, or just start typing. Your conversation is kept in this browser.",
      quickTitle: "Quick access",
      quickHint: "One click puts the question into the message box – nothing is sent until you click Send.",
    },
    disclaimer: {
      title: "Good to know",
      privacy: "Please don't enter personal data. What we store is explained in our",
      privacyLink: "privacy policy",
    },
    features: {
      eyebrow: "Why ForestChat",
      title: "An assistant built for everyday forestry",
      lead: "For people who work out in the forest and make decisions at the desk.",
      items: [
        {
          icon: "bolt",
          title: "Answers in seconds",
          text: "Around the clock, no waiting on hold – even in the evening after a day in the forest.",
        },
        { icon: "clipboard", title: "From regulation to action", text: "Rules and expert knowledge become concrete, traceable steps." },
        {
          icon: "leaf",
          title: "Speaks forestry",
          text: "Solid cubic metres, skid trails, natural regeneration: ForestChat knows what you're talking about.",
        },
        { icon: "globe", title: "German and English", text: "Questions and answers in the language you're reading this page in." },
        {
          icon: "history",
          title: "Pick up where you left off",
          text: "The conversation is tied to a random ID in your browser – no account, no sign-in. Reload the page and carry on.",
        },
        {
          icon: "sparkles",
          title: "Free during the alpha",
          text: "Try ForestChat at no cost. Your feedback goes straight into its development.",
        },
      ],
    },
  },
);

/**
 * The quick questions, greeting and disclaimer per chat mode. Offline, every quick question is one
 * the built-in assistant answers from the knowledge articles (/wissen), the prices or the product
 * pages; with a model, the spec's examples. Not part of `pageKnowledge`: prompts and disclaimers
 * are not facts to quote.
 */
export const modeCopy: Record<ChatMode, Localized<ModeCopy>> = {
  offline: bilingual<ModeCopy>(
    {
      questions: [
        { icon: "law", label: "Waldrecht", question: "Was sagt das Waldrecht zur Wiederaufforstung nach einem Kahlschlag?" },
        { icon: "leaf", label: "Förderung", question: "Welche Förderprogramme gibt es für den Waldumbau, und wo stelle ich den Antrag?" },
        { icon: "beetle", label: "Borkenkäfer", question: "Woran erkenne ich Borkenkäferbefall an Fichten, und was ist dann zu tun?" },
        { icon: "shield", label: "Arbeitssicherheit", question: "Welche Schutzausrüstung gehört zur motormanuellen Holzernte?" },
        { icon: "tree", label: "Baumarten im Klimawandel", question: "Welche Baumarten kommen mit Trockenheit im Klimawandel zurecht?" },
        { icon: "chart", label: "Holzpreise", question: "Wie bilden sich Holzpreise, und wo finde ich aktuelle Marktberichte?" },
        { icon: "euro", label: "Preise von ForestCrew", question: "Was kostet ForestCrew pro Monat und pro Jahr?" },
        { icon: "globe", label: "DataHub", question: "Was ist der DataHub?" },
      ],
      greeting:
        "Hallo! Ich bin ForestChat. Ich beantworte Ihre Fragen anhand der Seiten von ForestCrew, unserer Preise, der Wissensartikel und des Forstblogs – jeweils mit Quelle. Wählen Sie eine Frage aus dem Schnellzugriff oder stellen Sie Ihre eigene.",
      disclaimer: [
        "ForestChat ist in der Alpha-Phase und kostenlos testbar.",
        "ForestChat stellt seine Antworten aus unseren Seiten, Preisen, Wissensartikeln und dem Forstblog zusammen und nennt die Quellen. Findet es nichts Passendes, sagt es das und nennt Ihnen unseren Kontakt.",
        "ForestChat ist keine Rechtsberatung. Lassen Sie wichtige Entscheidungen bitte fachlich prüfen.",
      ],
    },
    {
      questions: [
        { icon: "law", label: "Forest law", question: "What does forest law say about replanting after a clear-cut?" },
        { icon: "leaf", label: "Funding", question: "Which funding programmes are there for converting forests, and where do I apply?" },
        {
          icon: "beetle",
          label: "Bark beetle",
          question: "How do I recognise a bark beetle infestation in spruce, and what should I do then?",
        },
        {
          icon: "shield",
          label: "Occupational safety",
          question: "What protective equipment does motor-manual timber harvesting require?",
        },
        { icon: "tree", label: "Tree species and climate", question: "Which tree species cope with drought as the climate changes?" },
        { icon: "chart", label: "Timber prices", question: "How do timber prices form, and where can I find current market reports?" },
        { icon: "euro", label: "ForestCrew prices", question: "What does ForestCrew cost per month and per year?" },
        { icon: "globe", label: "DataHub", question: "What is the DataHub?" },
      ],
      greeting:
        "Hello! I'm ForestChat. I answer from ForestCrew's pages, our prices, our knowledge articles and our blog – always with a source. Pick a question from Quick access or ask your own.",
      disclaimer: [
        "ForestChat is in its alpha phase and free to try.",
        "ForestChat puts its answers together from our pages, prices, knowledge articles and blog, and names its sources. If it finds nothing that fits, it says so and gives you our contact details.",
        "ForestChat is not legal advice. Please have important decisions checked by an expert.",
      ],
    },
  ),
  model: bilingual<ModeCopy>(
    {
      questions: [
        {
          icon: "law",
          label: "Rechtsberatung",
          question: "Was schreibt das Bundeswaldgesetz zur Wiederaufforstung nach einem Kahlschlag vor?",
        },
        {
          icon: "euro",
          label: "Förderung",
          question: "Welche Fördermittel kann ich für den Umbau von Fichtenbeständen zu Mischwald beantragen?",
        },
        {
          icon: "beetle",
          label: "Schädlingsdiagnose",
          question: "An mehreren Fichten finde ich braunes Bohrmehl am Stammfuß. Ist das Borkenkäferbefall, und was muss ich jetzt tun?",
        },
        {
          icon: "shield",
          label: "Arbeitssicherheit",
          question: "Welche persönliche Schutzausrüstung ist bei der motormanuellen Holzernte vorgeschrieben?",
        },
        {
          icon: "tree",
          label: "Baumartenberatung",
          question: "Welche Baumarten eignen sich für einen trockenen, sandigen Standort im Klimawandel?",
        },
        {
          icon: "chart",
          label: "Holzpreise",
          question: "Wie entwickeln sich die Preise für Fichtenstammholz derzeit, und wann lohnt sich der Verkauf?",
        },
        {
          icon: "sun",
          label: "Wetter & Arbeitsplanung",
          question: "Bei welchem Wetter sollte ich Holzernte und Rückearbeiten verschieben, um Boden und Bestand zu schonen?",
        },
        {
          icon: "chat",
          label: "Allgemeine Beratung",
          question: "Wie kann ich die Arbeitsaufträge in meinem Forstbetrieb digital planen und dokumentieren?",
        },
      ],
      greeting:
        "Hallo! Ich bin ForestChat, Ihr KI-Assistent für die Forstwirtschaft. Ich helfe Ihnen bei Fragen zu Forstrecht, Förderung, Waldschutz, Arbeitssicherheit, Baumartenwahl und Holzmarkt. Wählen Sie ein Thema aus dem Schnellzugriff oder stellen Sie Ihre Frage direkt.",
      disclaimer: [
        "ForestChat ist in der Alpha-Phase und kostenlos testbar.",
        "Die Antworten erzeugt ein Dienst für generative KI; sie können Fehler enthalten.",
        "ForestChat ist keine Rechtsberatung. Lassen Sie wichtige Entscheidungen bitte fachlich prüfen.",
      ],
    },
    {
      questions: [
        { icon: "law", label: "Legal questions", question: "What does the Federal Forest Act require for replanting after a clear-cut?" },
        { icon: "euro", label: "Funding", question: "What funding can I apply for to convert spruce stands into mixed forest?" },
        {
          icon: "beetle",
          label: "Pest diagnosis",
          question: "I'm finding brown boring dust at the base of several spruces. Is it bark beetle, and what should I do now?",
        },
        {
          icon: "shield",
          label: "Occupational safety",
          question: "What personal protective equipment is required for motor-manual timber harvesting?",
        },
        { icon: "tree", label: "Tree species advice", question: "Which tree species suit a dry, sandy site as the climate changes?" },
        {
          icon: "chart",
          label: "Timber prices",
          question: "How are spruce sawlog prices developing at the moment, and when is it worth selling?",
        },
        {
          icon: "sun",
          label: "Weather & work planning",
          question: "In what weather should I postpone harvesting and skidding to protect the soil and the stand?",
        },
        {
          icon: "chat",
          label: "General advice",
          question: "How can I plan and document the work orders in my forestry business digitally?",
        },
      ],
      greeting:
        "Hello! I'm ForestChat, your AI assistant for forestry. I can help with questions on forest law, funding, forest protection, occupational safety, tree species and the timber market. Pick a topic from Quick access or ask your question straight away.",
      disclaimer: [
        "ForestChat is in its alpha phase and free to try.",
        "Its answers are produced by a generative AI service and may contain mistakes.",
        "ForestChat is not legal advice. Please have important decisions checked by an expert.",
      ],
    },
  ),
};

/** What the page's loader hands over: its hero and copy in one language, for the chat mode. */
export function forestchatPageData(lang: Lang, mode: ChatMode): { intro: PageIntro; copy: ForestchatCopy } {
  const shared = forestchat[lang];
  const own = modeCopy[mode][lang];
  return {
    intro: (mode === "offline" ? offlineIntro : intro)[lang],
    copy: {
      ...shared,
      chat: { ...shared.chat, greeting: own.greeting, questions: own.questions },
      disclaimer: { ...shared.disclaimer, items: own.disclaimer },
    },
  };
}
