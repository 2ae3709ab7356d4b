import { bilingual, type Lang } from "~/lib/i18n";
import type { ChatMode } from "./mode";

/**
 * Texts of the chat itself (as written for a language model; `chatCopyFor` gives the texts of the
 * configured mode), shared by the floating widget and the /forestchat page. Apart from
 * the launcher's label (copy.ts), so they travel with the chat's code when it is opened rather
 * than with every page.
 */
export const chatCopy = bilingual(
  {
    title: "ForestChat",
    badge: "Alpha",
    subtitle: "KI-Assistent für die Forstpraxis",
    // The greeting welcomes the visitor and offers to turn the federal forest law into guidance for their operation.
    greeting:
      "Willkommen bei ForestChat! Ich bin Ihr KI-Assistent für die Forstpraxis. Soll ich Ihnen das Bundeswaldgesetz in konkrete Handlungsempfehlungen für Ihren Betrieb übersetzen? Oder fragen Sie mich einfach, was Sie gerade beschäftigt.",
    placeholder: "Stellen Sie eine Frage...",
    inputLabel: "Ihre Frage an ForestChat",
    send: "Senden",
    stop: "Antwort stoppen",
    minimise: "ForestChat minimieren",
    maximise: "ForestChat vergrößern",
    close: "ForestChat schließen",
    messages: "Unterhaltung mit ForestChat",
    you: "Sie",
    typing: "ForestChat schreibt …",
    sources: "Quellen",
    stopped: "Antwort abgebrochen",
    failed: "Die Antwort konnte gerade nicht geladen werden.",
    retry: "Erneut versuchen",
    /** The banner of the landing-page chat when a request fails. */
    banner: "Es gab ein Problem bei der Verarbeitung Ihrer Anfrage. Bitte versuchen Sie es später erneut.",
    footnote: "Alpha · KI-generiert · keine Rechtsberatung",
  },
  {
    title: "ForestChat",
    badge: "Alpha",
    subtitle: "AI assistant for forestry practice",
    greeting:
      "Welcome to ForestChat! I'm your AI assistant for forestry practice. Shall I turn the Federal Forest Act into concrete guidance for your operation? Or just ask me whatever is on your mind.",
    placeholder: "Ask a question...",
    inputLabel: "Your question for ForestChat",
    send: "Send",
    stop: "Stop answer",
    minimise: "Minimise ForestChat",
    maximise: "Expand ForestChat",
    close: "Close ForestChat",
    messages: "Conversation with ForestChat",
    you: "You",
    typing: "ForestChat is typing …",
    sources: "Sources",
    stopped: "Answer stopped",
    failed: "The answer couldn't be loaded just now.",
    retry: "Try again",
    banner: "There was a problem processing your request. Please try again later.",
    footnote: "Alpha · AI-generated · not legal advice",
  },
);

export type ChatCopy = (typeof chatCopy)["de"];

/**
 * The lines that depend on how the chat answers. Offline (the built-in assistant) it says where
 * its answers come from and offers what it can answer; it never claims generative AI, nor offers
 * to turn the law into guidance, which only a model can do. With a model: the spec's wording.
 */
const offlineCopy = bilingual<Pick<ChatCopy, "subtitle" | "greeting" | "footnote">>(
  {
    subtitle: "Antworten aus unseren Inhalten",
    greeting:
      "Willkommen bei ForestChat! Ich antworte aus den Seiten von ForestCrew, unseren Preisen, den Wissensartikeln und dem Forstblog – mit Quellenangabe. Fragen Sie mich zum Beispiel, was ForestCrew kostet, was der DataHub ist, woran Sie Borkenkäferbefall erkennen, was das Waldrecht zur Wiederaufforstung sagt, welche Förderprogramme es gibt oder was bei der Holzernte zur Arbeitssicherheit gehört.",
    footnote: "Alpha · Antworten aus unseren Seiten und Wissensartikeln · keine Rechtsberatung",
  },
  {
    subtitle: "Answers from our own content",
    greeting:
      "Welcome to ForestChat! I answer from ForestCrew's pages, our prices, our knowledge articles and our blog – with sources. Ask me, for example, what ForestCrew costs, what the DataHub is, how to spot bark beetle infestation, what forest law says about replanting, which funding programmes exist or what occupational safety in timber harvesting involves.",
    footnote: "Alpha · answers from our pages and knowledge articles · not legal advice",
  },
);

/** The chat's texts for the configured mode (see ./mode.ts). */
export function chatCopyFor(lang: Lang, mode: ChatMode): ChatCopy {
  return mode === "offline" ? { ...chatCopy[lang], ...offlineCopy[lang] } : chatCopy[lang];
}
