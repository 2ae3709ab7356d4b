import { introCopy } from "~/content/page-intro";
import { bilingual, type Lang } from "~/lib/i18n";

/**
 * Hero and metadata of the page, German and English. Only the loader reads these texts, so the
 * client bundle drops them: the page receives one language.
 */
export const intro = /* @__PURE__ */ introCopy(
  {
    seo: {
      title: "Datenschutzerklärung",
      description:
        "Wie ForestCrew personenbezogene Daten verarbeitet: Cookies, Analyse nur mit Einwilligung, Chat-Daten, Ihre Rechte nach DSGVO.",
      keywords: ["Datenschutz", "DSGVO", "Datenschutzerklärung", "Cookies"],
    },
    hero: {
      eyebrow: "Rechtliches",
      title: "Datenschutzerklärung",
      lead: "Welche Daten wir verarbeiten, wofür und wie lange – und welche Rechte Sie nach der DSGVO haben.",
    },
  },
  {
    seo: {
      title: "Privacy policy",
      description:
        "How ForestCrew processes personal data: cookies, analytics only with consent, chat data, and your rights under the GDPR.",
      keywords: ["privacy", "GDPR", "privacy policy", "cookies"],
    },
    hero: {
      eyebrow: "Legal",
      title: "Privacy policy",
      lead: "What data we process, why and for how long – and your rights under the GDPR.",
    },
  },
);

export type ChatProviderName = "offline" | "gemini" | "openai";

/** The chat section of the privacy policy as the page shows it: each paragraph complete. */
export interface ChatPrivacy {
  title: string;
  stored: string;
  ipHash: string;
  purpose: string;
  retention: string;
  /** Who receives the text of the messages, for the configured provider. */
  recipient: string;
  advice: string;
}

/** The chat section's texts before the operator's settings are known. */
export interface ChatPrivacyCopy extends Omit<ChatPrivacy, "retention" | "recipient"> {
  retention: (days: number) => string;
  recipient: Record<ChatProviderName, string>;
}

/** What ForestChat stores (issue 5): the chat section of the privacy policy, German and English. */
export const chatPrivacy = /* @__PURE__ */ bilingual<ChatPrivacyCopy>(
  {
    title: "ForestChat",
    stored:
      "Wenn Sie ForestChat nutzen, speichern wir auf unserem Server: Ihre Nachrichten und die Antworten des Assistenten mit Zeitpunkt, eine zufällige Sitzungs-ID und eine zufällige Besucher-ID (beide erzeugt Ihr Browser und legt sie in seinem lokalen Speicher ab), Beginn und letzte Aktivität des Gesprächs, die Zahl der Nachrichten, die erkannten Themen (etwa „Förderung“ oder „Borkenkäfer“), die Antwortzeiten, die Kennung Ihres Browsers (User-Agent) und einen Hashwert Ihrer IP-Adresse.",
    ipHash:
      "Den Hashwert bilden wir mit SHA-256 aus Ihrer IP-Adresse und einem geheimen Zufallswert (Salt). Die IP-Adresse selbst speichern wir nicht; ohne den Salt lässt sie sich aus dem Hashwert nicht zurückrechnen.",
    purpose:
      "Wir verarbeiten diese Daten, um Ihre Fragen zu beantworten, Ihr Gespräch nach einem Neuladen der Seite wieder anzuzeigen, den Dienst vor Missbrauch zu schützen (Begrenzung der Anfragen je Adresse und Gespräch) und ForestChat anhand zusammengefasster Auswertungen zu verbessern. Rechtsgrundlage ist unser berechtigtes Interesse an einem funktionierenden und geschützten Dienst (Art. 6 Abs. 1 lit. f DSGVO).",
    retention: (days) =>
      `Gespräche, Nachrichten und Auswertungen löschen wir automatisch ${days} Tage nach der letzten Aktivität; einzelne Nachrichten, die älter als ${days} Tage sind, ebenso.`,
    recipient: {
      offline:
        "ForestChat beantwortet Ihre Fragen derzeit mit einem eigenen Assistenten auf unserem Server, der ausschließlich die Inhalte dieser Website verwendet. Ihre Nachrichten werden an niemanden übermittelt.",
      gemini:
        "Zur Beantwortung übermittelt unser Server Ihre Nachrichten und den bisherigen Gesprächsverlauf an den KI-Dienst Gemini von Google (Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Irland). Ihre IP-Adresse, Ihre Besucher-ID und Ihre Sitzungs-ID geben wir dabei nicht weiter.",
      openai:
        "Zur Beantwortung übermittelt unser Server Ihre Nachrichten und den bisherigen Gesprächsverlauf an einen KI-Server, den wir selbst betreiben oder in unserem Auftrag betreiben lassen. Ihre IP-Adresse, Ihre Besucher-ID und Ihre Sitzungs-ID geben wir dabei nicht weiter.",
    },
    advice:
      "Bitte geben Sie im Chat keine sensiblen personenbezogenen Daten ein. Die Sitzungs- und Besucher-ID entfernen Sie, indem Sie die Website-Daten in Ihrem Browser löschen. Auskunft, Berichtigung und Löschung Ihrer Chat-Daten können Sie jederzeit über die Kontaktangaben im Impressum verlangen.",
  },
  {
    title: "ForestChat",
    stored:
      "When you use ForestChat, we store on our server: your messages and the assistant's answers with their time, a random session ID and a random visitor ID (both created by your browser and kept in its local storage), when the conversation started and was last active, the number of messages, the topics recognised (such as “funding” or “bark beetle”), response times, your browser's identifier (user agent) and a hash of your IP address.",
    ipHash:
      "We compute the hash with SHA-256 from your IP address and a secret random value (salt). We do not store the IP address itself; without the salt it cannot be worked out from the hash.",
    purpose:
      "We process this data to answer your questions, to show your conversation again after you reload the page, to protect the service from abuse (limits on requests per address and conversation) and to improve ForestChat through aggregated evaluations. The legal basis is our legitimate interest in a working, protected service (Art. 6(1)(f) GDPR).",
    retention: (days) =>
      `We automatically delete conversations, messages and evaluations ${days} days after their last activity, and individual messages older than ${days} days as well.`,
    recipient: {
      offline:
        "ForestChat currently answers your questions with our own assistant on our server, which uses nothing but the content of this website. Your messages are not passed on to anyone.",
      gemini:
        "To answer, our server sends your messages and the conversation so far to Google's Gemini AI service (Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Ireland). We do not pass on your IP address, visitor ID or session ID.",
      openai:
        "To answer, our server sends your messages and the conversation so far to an AI server that we run ourselves or have run on our behalf. We do not pass on your IP address, visitor ID or session ID.",
    },
    advice:
      "Please do not enter sensitive personal data in the chat. You can remove the session and visitor IDs by clearing this website's data in your browser. You can ask us at any time for access to, correction or deletion of your chat data using the contact details in our legal notice.",
  },
);

/**
 * The page's copy in one language, with the chat section completed for the operator's settings
 * (how long chats are kept, which provider answers): loader data must be plain text.
 */
export function datenschutzPageData(lang: Lang, chat: { retentionDays: number; provider: ChatProviderName }) {
  const { retention, recipient, ...texts } = chatPrivacy[lang];
  const section: ChatPrivacy = { ...texts, retention: retention(chat.retentionDays), recipient: recipient[chat.provider] };
  return { intro: intro[lang], chat: section };
}
