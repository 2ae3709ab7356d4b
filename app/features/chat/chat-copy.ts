import { bilingual } from "~/lib/i18n";

/**
 * Texts of the chat itself, shared by the floating widget and the /forestchat page. Apart from
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
