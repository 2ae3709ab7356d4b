import { introCopy } from "~/content/page-intro";
import { MODEL_HISTORY_CHARS, MODEL_HISTORY_MESSAGES } from "~/features/chat";
import { bilingual } from "~/lib/i18n";

/**
 * The privacy policy, German and English. Every statement here describes what the code does:
 * the access log (server/access-log.ts), ForestChat's store, the forms and the inbox, the admin
 * cookie, the browser's local storage keys and the data layer (app/lib/analytics.ts). When one
 * of them changes, this text changes with it. Strings only, one set per language: where the text
 * depends on the operator's settings it holds each variant, and ./policy.ts picks one (once, for
 * both languages) and fills in the `{placeholders}`. Only the loader reads it.
 */
export const intro = /* @__PURE__ */ introCopy(
  {
    seo: {
      title: "Datenschutzerklärung",
      description:
        "Wie ForestCrew personenbezogene Daten verarbeitet: Server-Protokolle, ForestChat, Formulare, Cookies und lokale Speicherung, Ihre Rechte nach der DSGVO.",
      keywords: ["Datenschutz", "DSGVO", "Datenschutzerklärung", "Cookies"],
    },
    hero: {
      eyebrow: "Rechtliches",
      // A soft hyphen: a phone breaks the word where German does, even without a hyphenation dictionary.
      title: "Datenschutz\u00aderklärung",
      lead: "Welche Daten wir verarbeiten, wofür und wie lange – und welche Rechte Sie nach der DSGVO haben.",
    },
  },
  {
    seo: {
      title: "Privacy policy",
      description:
        "How ForestCrew processes personal data: server logs, ForestChat, forms, cookies and local storage, and your rights under the GDPR.",
      keywords: ["privacy", "GDPR", "privacy policy", "cookies"],
    },
    hero: {
      eyebrow: "Legal",
      title: "Privacy policy",
      lead: "What data we process, why and for how long – and your rights under the GDPR.",
    },
  },
);

/** The month this policy was last revised. */
export const privacyVersion = { de: "November 2026", en: "November 2026" } as const;

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

/** The chat section's texts before the operator's settings are known: `{days}` in the retention, one recipient per provider. */
export interface ChatPrivacyCopy extends Omit<ChatPrivacy, "recipient"> {
  recipient: Record<ChatProviderName, string>;
}

/** What ForestChat stores (app/features/chat/store.server.ts): the chat section, German and English. */
export const chatPrivacy = /* @__PURE__ */ bilingual<ChatPrivacyCopy>(
  {
    title: "ForestChat",
    stored:
      "Wenn Sie ForestChat nutzen, speichern wir auf unserem Server: Ihre Nachrichten und die Antworten des Assistenten mit Zeitpunkt, eine zufällige Sitzungs-ID, die unser Server vergibt, mit einem Hashwert des zufälligen Sitzungsschlüssels, der nur Ihrem Browser das Gespräch öffnet, und eine zufällige Besucher-ID, die Ihr Browser erzeugt (Sitzungs-ID, Schlüssel und Besucher-ID legt Ihr Browser in seinem lokalen Speicher ab), Beginn und letzte Aktivität des Gesprächs, die Zahl der Nachrichten, die erkannten Themen (etwa „Förderung“ oder „Borkenkäfer“), die Antwortzeiten, ob der Assistent eine Antwort gefunden hat und auf welche Seiten er verweist, die Kennung Ihres Browsers (User-Agent) und einen Hashwert Ihrer IP-Adresse.",
    ipHash:
      "Den Hashwert bilden wir mit SHA-256 aus Ihrer IP-Adresse und einem geheimen Zufallswert (Salt). Die IP-Adresse selbst speichern wir nicht; ohne den Salt lässt sie sich aus dem Hashwert nicht zurückrechnen.",
    purpose:
      "Wir verarbeiten diese Daten, um Ihre Fragen zu beantworten, Ihr Gespräch nach einem Neuladen der Seite wieder anzuzeigen, den Dienst vor Missbrauch zu schützen (Begrenzung der Anfragen je Adresse und Gespräch) und ForestChat zu verbessern: Unser Team sieht zusammengefasste Auswertungen und kann einzelne Gespräche in einem passwortgeschützten Verwaltungsbereich lesen – ohne den Hashwert Ihrer IP-Adresse, die Kennung Ihres Browsers und die Besucher-ID –, um zu erkennen, welche Fragen ForestChat nicht beantworten konnte und was unseren Inhalten fehlt. Rechtsgrundlage ist unser berechtigtes Interesse an einem funktionierenden und geschützten Dienst (Art. 6 Abs. 1 lit. f DSGVO).",
    retention:
      "Gespräche, Nachrichten und Auswertungen löschen wir automatisch {days} Tage nach der letzten Aktivität; einzelne Nachrichten, die älter als {days} Tage sind, ebenso.",
    recipient: {
      offline:
        "ForestChat beantwortet Ihre Fragen derzeit mit einem eigenen Assistenten auf unserem Server, der ausschließlich die Inhalte dieser Website verwendet. Ihre Nachrichten werden an niemanden übermittelt.",
      gemini: `Zur Beantwortung übermittelt unser Server Ihre Nachricht und die letzten Nachrichten des Gesprächs (höchstens ${MODEL_HISTORY_MESSAGES} Nachrichten mit zusammen ${MODEL_HISTORY_CHARS.toLocaleString("de-DE")} Zeichen) an den KI-Dienst Gemini von Google (Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Irland). Ihre IP-Adresse, Ihre Besucher-ID und Ihre Sitzungs-ID geben wir dabei nicht weiter. Google kann die Nachrichten auch außerhalb der EU, insbesondere in den USA, verarbeiten; die Google LLC ist nach dem EU-US Data Privacy Framework zertifiziert, für das ein Angemessenheitsbeschluss der EU-Kommission besteht (Art. 45 DSGVO).`,
      openai: `Zur Beantwortung übermittelt unser Server Ihre Nachricht und die letzten Nachrichten des Gesprächs (höchstens ${MODEL_HISTORY_MESSAGES} Nachrichten mit zusammen ${MODEL_HISTORY_CHARS.toLocaleString("de-DE")} Zeichen) an einen KI-Server, den wir selbst betreiben oder in unserem Auftrag betreiben lassen. Ihre IP-Adresse, Ihre Besucher-ID und Ihre Sitzungs-ID geben wir dabei nicht weiter.`,
    },
    advice:
      "Bitte geben Sie im Chat keine sensiblen personenbezogenen Daten ein. Ihr Gespräch können Sie jederzeit selbst löschen: „Verlauf löschen“ im Menü des Chatfensters entfernt Ihre Nachrichten, die Antworten, die Auswertung des Gesprächs und die Sitzung sofort von unserem Server. „Neues Gespräch“ beginnt ein neues Gespräch; das bisherige bleibt dann bis zum Ende der Speicherdauer gespeichert. Die Sitzungs- und Besucher-ID entfernen Sie, indem Sie die Website-Daten in Ihrem Browser löschen. Auskunft, Berichtigung und Löschung Ihrer Chat-Daten können Sie jederzeit über die Kontaktangaben im Impressum verlangen.",
  },
  {
    title: "ForestChat",
    stored:
      "When you use ForestChat, we store on our server: your messages and the assistant's answers with their time, a random session ID assigned by our server, with a hash of the random session key that opens the conversation to your browser only, and a random visitor ID created by your browser (your browser keeps the session ID, the key and the visitor ID in its local storage), when the conversation started and was last active, the number of messages, the topics recognised (such as “funding” or “bark beetle”), response times, whether the assistant found an answer and which pages it cited, your browser's identifier (user agent) and a hash of your IP address.",
    ipHash:
      "We compute the hash with SHA-256 from your IP address and a secret random value (salt). We do not store the IP address itself; without the salt it cannot be worked out from the hash.",
    purpose:
      "We process this data to answer your questions, to show your conversation again after you reload the page, to protect the service from abuse (limits on requests per address and conversation) and to improve ForestChat: our team sees aggregated evaluations and can read individual conversations in a password-protected admin area – without the hash of your IP address, your browser's identifier or the visitor ID – to see which questions ForestChat could not answer and what our content lacks. The legal basis is our legitimate interest in a working, protected service (Art. 6(1)(f) GDPR).",
    retention:
      "We automatically delete conversations, messages and evaluations {days} days after their last activity, and individual messages older than {days} days as well.",
    recipient: {
      offline:
        "ForestChat currently answers your questions with our own assistant on our server, which uses nothing but the content of this website. Your messages are not passed on to anyone.",
      gemini: `To answer, our server sends your message and the latest messages of the conversation (at most ${MODEL_HISTORY_MESSAGES} messages totalling ${MODEL_HISTORY_CHARS.toLocaleString("en-GB")} characters) to Google's Gemini AI service (Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Ireland). We do not pass on your IP address, visitor ID or session ID. Google may also process the messages outside the EU, in particular in the United States; Google LLC is certified under the EU-US Data Privacy Framework, for which the European Commission has adopted an adequacy decision (Art. 45 GDPR).`,
      openai: `To answer, our server sends your message and the latest messages of the conversation (at most ${MODEL_HISTORY_MESSAGES} messages totalling ${MODEL_HISTORY_CHARS.toLocaleString("en-GB")} characters) to an AI server that we run ourselves or have run on our behalf. We do not pass on your IP address, visitor ID or session ID.`,
    },
    advice:
      "Please do not enter sensitive personal data in the chat. You can delete your conversation yourself at any time: “Delete history” in the chat window's menu removes your messages, the answers, the conversation's evaluation and the session from our server immediately. “New conversation” starts a new conversation; the previous one then stays stored until the end of the retention period. You can remove the session and visitor IDs by clearing this website's data in your browser. You can ask us at any time for access to, correction or deletion of your chat data using the contact details in our legal notice.",
  },
);

/** A named entry: a cookie or a storage key and what it is for. */
export interface PolicyEntry {
  name: string;
  text: string;
}

/**
 * The rest of the policy. `…WithTags` / `…WithoutTags` are the variants for a configured tag
 * manager (GTM_ID) or none; `{name}` marks a value from the settings.
 */
export interface PolicyCopy {
  bindingNote: string | null;
  contents: string;
  countries: Record<string, string>;
  version: string;
  /** A period in whole years or in days, `{n}` the number: "nach {n} Jahren". */
  period: { year: string; years: string; days: string };
  overview: { title: string; scope: string; shortWithTags: string; shortWithoutTags: string };
  controller: { title: string; controller: string; directors: string; contact: string };
  hosting: { title: string; server: string; cspWithTags: string; cspWithoutTags: string; links: string };
  serverLogs: { title: string; paragraphs: string[] };
  contactForm: { title: string; paragraphs: string[] };
  applications: { title: string; paragraphs: string[] };
  waitlists: { title: string; paragraphs: string[] };
  inbox: { title: string; paragraphs: string[] };
  accounts: { title: string; accounts: string; invitationMail: string; audit: string };
  mailing: { title: string; text: string };
  cookies: {
    title: string;
    introWithTags: string;
    introWithoutTags: string;
    consentCookie: string;
    adminCookie: string;
    storageIntro: string;
    storage: PolicyEntry[];
    /** The closing paragraph; `{cookies}` is one of the two words after it. */
    basis: string;
    cookiesWithTags: string;
    cookiesWithoutTags: string;
  };
  analytics: {
    title: string;
    withTags: { intro: string; categories: string[]; beforeConsent: string; basis: string; proof: string };
    withoutTags: string[];
  };
  recipients: {
    title: string;
    intro: string;
    processors: string;
    mail: string;
    chat: string;
    google: string;
    authorities: string;
    noSaleWithTags: string;
    noSaleWithoutTags: string;
    /** Where data may leave the EU: through the chat's AI service, Google (with consent), both or neither. */
    transfer: { chatAndGoogle: string; chat: string; google: string; none: string };
  };
  rights: { title: string; intro: string; list: string[]; objection: string; writeTo: string; complaint: string; automated: string };
  changes: { title: string; text: string };
}

export const policyCopy = /* @__PURE__ */ bilingual<PolicyCopy>(
  {
    bindingNote: null,
    contents: "Inhalt",
    countries: {},
    version: `Stand: ${privacyVersion.de}`,
    period: { year: "{n} Jahr", years: "{n} Jahren", days: "{n} Tagen" },
    overview: {
      title: "Überblick",
      scope:
        "Diese Erklärung beschreibt, welche personenbezogenen Daten wir verarbeiten, wenn Sie diese Website besuchen und ihre Funktionen nutzen: Server-Protokolle, ForestChat, Kontakt- und Bewerbungsformular, Wartelisten sowie Cookies und lokale Speicherung. Für die ForestCrew-Anwendung selbst (Web-Anwendung und App) gilt deren eigene Datenschutzerklärung.",
      shortWithTags:
        "Kurz gesagt: Ohne Ihre Einwilligung lädt Ihr Browser auf unseren Seiten nichts von fremden Servern, und wir setzen Ihnen kein Cookie außer dem, das Ihre Entscheidung im Cookie-Dialog speichert ({cookie}). Statistik- und Marketingdienste von Google laden wir nur, wenn Sie im Cookie-Dialog zustimmen.",
      shortWithoutTags:
        "Kurz gesagt: Ihr Browser lädt auf unseren Seiten nichts von fremden Servern, wir setzen keine Analyse- oder Werbewerkzeuge ein, und Besucherinnen und Besuchern setzen wir keine Cookies.",
    },
    controller: {
      title: "Verantwortlicher",
      controller: "Verantwortlich für die Datenverarbeitung auf dieser Website ist die {company}, {address}.",
      directors: "Vertreten durch die Geschäftsführung: {names}.",
      contact:
        "Für Fragen zum Datenschutz und um Ihre Rechte wahrzunehmen, erreichen Sie uns per E-Mail an {email} oder telefonisch unter {phone}.",
    },
    hosting: {
      title: "Hosting und Auslieferung",
      server:
        "Diese Website läuft auf unserem eigenen Server in Deutschland. Wir nutzen kein Content-Delivery-Network: Alle Bestandteile der Seiten – Texte, Bilder, Videos, Skripte, Stylesheets und die Schrift „Inter“ – liefert dieser Server selbst aus. Die Schrift ist auf unserem Server gespeichert; Ihr Browser stellt keine Verbindung zu Google Fonts oder einem anderen Schriftdienst her.",
      cspWithTags:
        "Eine Sicherheitsrichtlinie (Content Security Policy) erlaubt Ihrem Browser auf unseren Seiten nur Verbindungen zu unserem eigenen Server und zu den Servern des Google Tag Managers und von Google Analytics; diese nutzt Ihr Browser erst, nachdem Sie eingewilligt haben (siehe „Einwilligung und Analyse“).",
      cspWithoutTags:
        "Eine Sicherheitsrichtlinie (Content Security Policy) erlaubt Ihrem Browser auf unseren Seiten nur Verbindungen zu unserem eigenen Server.",
      links:
        " Links zu anderen Angeboten – etwa zur ForestCrew-Web-Anwendung, zum App Store, zum Support-Portal oder zu TimberTraxx – öffnen diese erst, wenn Sie sie anklicken; dort gilt die Datenschutzerklärung des jeweiligen Angebots.",
    },
    serverLogs: {
      title: "Server-Protokolle",
      paragraphs: [
        "Bei jedem Aufruf einer Seite protokolliert unser Server: die gekürzte IP-Adresse Ihres Geräts, die Art der Anfrage (etwa GET oder POST), den aufgerufenen Pfad, den Statuscode, die Größe der Antwort, die Bearbeitungszeit und den Zeitpunkt. Abrufe von Skripten, Stylesheets und Schriften protokollieren wir nicht.",
        "Die IP-Adresse kürzen wir, bevor der Eintrag geschrieben wird: Bei IPv4-Adressen setzen wir das letzte Byte auf null (aus 203.0.113.57 wird 203.0.113.0), bei IPv6-Adressen behalten wir nur das /48-Netz. Parameter einer Adresse (alles nach dem „?“) protokollieren wir nie, Kennungen und Schlüssel im Pfad ersetzen wir durch Platzhalter; so gelangen insbesondere keine ForestChat-Sitzungs-IDs in die Protokolle. Die Kennung Ihres Browsers (User-Agent) und die Seite, von der Sie kommen (Referrer), protokollieren wir nicht.",
        "Wir nutzen die Protokolle, um den Betrieb zu überwachen, Fehler zu finden und Angriffe zu erkennen. Rechtsgrundlage ist unser berechtigtes Interesse an einem sicheren und funktionierenden Angebot (Art. 6 Abs. 1 lit. f DSGVO). Durch die Kürzung der Adresse können wir einen Eintrag keiner Person mehr zuordnen. Wir bewahren die Protokolle höchstens 7 Tage auf und löschen sie dann.",
        "Um ForestChat und die Formulare vor Missbrauch zu schützen, zählt unser Server außerdem Anfragen je IP-Adresse. Diese Zähler speichern wir in unserer Datenbank nur unter einem SHA-256-Hashwert der Adresse, nie die Adresse selbst, und löschen sie spätestens zehn Minuten nach Ablauf ihres Zeitfensters (das längste dauert 24 Stunden).",
      ],
    },
    contactForm: {
      title: "Kontaktformular und E-Mail",
      paragraphs: [
        "Wenn Sie uns über das Kontaktformular schreiben, speichern wir Ihren Namen, Ihre E-Mail-Adresse, das gewählte Thema und Ihre Nachricht, freiwillig auch Firma und Telefonnummer, dazu die Sprache, die Seite, von der Sie geschrieben haben, und den Zeitpunkt. Name, E-Mail-Adresse, Thema und Nachricht brauchen wir, um Ihnen antworten zu können. Schreiben Sie uns eine E-Mail oder rufen Sie uns an, verarbeiten wir Ihre Angaben ebenso.",
        "Wir verwenden die Angaben ausschließlich, um Ihre Anfrage zu beantworten. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, wenn Ihre Anfrage einen Vertrag oder dessen Anbahnung betrifft (etwa eine Demo oder ein Angebot), sonst unser berechtigtes Interesse, Anfragen zu beantworten (Art. 6 Abs. 1 lit. f DSGVO).",
        "Damit automatisierte Einsendungen abgewiesen werden, enthält das Formular ein für Menschen unsichtbares Feld und einen Zeitstempel; beides enthält keine Angaben über Sie.",
      ],
    },
    applications: {
      title: "Bewerbungen",
      paragraphs: [
        "Wenn Sie sich über das Bewerbungsformular bewerben, speichern wir Ihren Namen, Ihre E-Mail-Adresse, das gewählte Tätigkeitsfeld, Ihre Nachricht, die Sprache, den Zeitpunkt und – wenn Sie ihn beifügen – Ihren Lebenslauf als PDF. Den Lebenslauf legen wir außerhalb aller öffentlich erreichbaren Verzeichnisse ab; herunterladen können ihn nur angemeldete Mitarbeitende.",
        "Wir verarbeiten Ihre Bewerbung, um über die Begründung eines Beschäftigungsverhältnisses zu entscheiden (Art. 6 Abs. 1 lit. b und Art. 88 DSGVO in Verbindung mit § 26 BDSG). Bitte senden Sie uns keine Angaben etwa zu Gesundheit oder Religion, die für die Bewerbung nicht nötig sind.",
        "Ist das Bewerbungsverfahren abgeschlossen, markieren wir Ihre Bewerbung in unserem Posteingang als erledigt; 6 Monate danach löscht unser System sie einschließlich des Lebenslaufs automatisch. So lange bewahren wir sie auf, um uns gegen mögliche Ansprüche nach dem Allgemeinen Gleichbehandlungsgesetz (AGG) verteidigen zu können (Art. 6 Abs. 1 lit. f DSGVO). Werden Sie eingestellt, übernehmen wir die nötigen Unterlagen vorher in Ihre Personalakte.",
      ],
    },
    waitlists: {
      title: "Wartelisten",
      paragraphs: [
        "Auf den Seiten zu Nexus und zur KI-Waldinventur können Sie sich auf eine Warteliste setzen. Wir speichern Ihren Namen und Ihre E-Mail-Adresse, freiwillig auch Unternehmen, Waldfläche, Ihre Rolle und eine Nachricht, dazu das Produkt, die Sprache, die Seite und den Zeitpunkt.",
        "Wir verwenden die Angaben, um Sie über den Start des Produkts zu informieren. Rechtsgrundlage ist Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO). Sie können sie jederzeit mit Wirkung für die Zukunft widerrufen; eine E-Mail an uns genügt. Wir löschen Ihren Eintrag, wenn Sie widerrufen, spätestens aber, sobald wir Sie über den Start informiert haben.",
      ],
    },
    inbox: {
      title: "Posteingang und Löschung",
      paragraphs: [
        "Anfragen, Bewerbungen und Wartelisten-Einträge landen in einem Posteingang in unserem Verwaltungsbereich, auf den nur angemeldete Mitarbeitende zugreifen können. Löschen wir dort einen Eintrag, entfernen wir ihn vollständig aus unserer Datenbank, zusammen mit einem beigefügten Lebenslauf und den zugehörigen E-Mail-Aufträgen.",
        "Haben wir eine Anfrage abschließend beantwortet, markieren wir sie als erledigt; 12 Monate danach löscht unser System sie automatisch, zusammen mit den zugehörigen E-Mail-Aufträgen. Anfragen und Bewerbungen, die noch in Bearbeitung sind, bleiben gespeichert. Ist aus einer Anfrage ein Vertrag entstanden, übernehmen wir die nötigen Unterlagen in unsere Geschäftsunterlagen und bewahren sie dort so lange auf, wie es das Handels- und Steuerrecht verlangt (§ 257 HGB, § 147 AO).",
      ],
    },
    accounts: {
      title: "Konten im Verwaltungsbereich",
      accounts:
        "Für Mitarbeitende, die im Verwaltungsbereich Blogbeiträge und Anfragen bearbeiten, führen wir Konten: Name, auf Wunsch ein Anzeigename (er steht unter ihren Beiträgen), E-Mail-Adresse, Rolle und einen Hashwert des Passworts (Argon2id; das Passwort selbst speichern wir nicht). Zu jeder Anmeldung speichern wir die Sitzung mit Beginn, Ablauf, letzter Aktivität und der Kennung des Browsers. Neue Konten entstehen über eine Einladung, ein vergessenes Passwort wird über einen Link ersetzt; beide Links gelten 72 Stunden und nur einmal, von ihnen speichern wir nur einen Hashwert.",
      invitationMail:
        " Den Link schicken wir an die E-Mail-Adresse der eingeladenen Person; den Text der Mail löschen wir gleich nach dem Versand, die Mail mit der Adresse sieben Tage danach.",
      audit:
        "Ein Protokoll hält fest, wer Beiträge angelegt, bearbeitet, veröffentlicht, zurückgezogen, gelöscht oder wiederhergestellt und wer Konten geändert hat: Zeitpunkt, Name des handelnden Kontos, Aktion und betroffener Beitrag oder betroffenes Konto. Nur Inhaber-Konten sehen es; jeder Eintrag wird nach {period} gelöscht. Konten werden deaktiviert statt gelöscht, damit Autorenangaben und Protokoll nachvollziehbar bleiben. Rechtsgrundlage ist unser berechtigtes Interesse an einem geschützten Verwaltungsbereich und nachvollziehbaren Änderungen (Art. 6 Abs. 1 lit. f DSGVO).",
    },
    mailing: {
      title: "E-Mail-Versand",
      text: "Über jede Anfrage, Bewerbung und Wartelisten-Anmeldung benachrichtigt uns unser Server per E-Mail, mit Ihrer Adresse als Antwortadresse; Sie erhalten eine Eingangsbestätigung an die angegebene Adresse. Einen Lebenslauf hängen wir an keine E-Mail an. Die E-Mails versendet unser E-Mail-Dienstleister, der sie ausschließlich in unserem Auftrag und nach unseren Weisungen verarbeitet (Art. 28 DSGVO). Rechtsgrundlage ist dieselbe wie für Ihre Anfrage.",
    },
    cookies: {
      title: "Cookies und lokale Speicherung",
      introWithTags:
        "Ohne Ihre Einwilligung setzt diese Website Besucherinnen und Besuchern nur ein Cookie: das, in dem Ihre Entscheidung im Cookie-Dialog steht. Ein weiteres gibt es nur für Mitarbeitende, die sich anmelden, um Blogbeiträge und Anfragen zu bearbeiten. Welche Cookies Google nach Ihrer Einwilligung setzt, steht unter „Einwilligung und Analyse“.",
      introWithoutTags:
        "Besucherinnen und Besuchern setzt diese Website keine Cookies. Ein Cookie gibt es nur für Mitarbeitende, die sich anmelden, um Blogbeiträge und Anfragen zu bearbeiten:",
      consentCookie:
        "Speichert Ihre Entscheidung im Cookie-Dialog: welche Kategorien Sie erlaubt haben, die Version des Dialogtexts, den Zeitpunkt und die zufällige Einwilligungs-ID (siehe „Einwilligung und Analyse“). Es wird erst mit Ihrer Entscheidung gesetzt und läuft nach {months} Monaten ab; dann fragen wir erneut.",
      adminCookie:
        "Hält die Anmeldung aufrecht. Das Cookie ist signiert, für Skripte nicht lesbar (HttpOnly) und läuft nach {hours} Stunden ab; mit der Abmeldung wird es gelöscht. In der Datenbank speichern wir dazu einen Hashwert des Sitzungsschlüssels, Beginn, Ablauf und letzte Aktivität der Sitzung sowie die Kennung des Browsers. Fehlgeschlagene Anmeldeversuche zählen wir {minutes} Minuten lang anhand eines SHA-256-Hashwerts der IP-Adresse.",
      storageIntro:
        "In der lokalen Speicherung Ihres Browsers (Local Storage) legt diese Website nur dann Einträge an, wenn Sie die jeweilige Funktion nutzen:",
      storage: [
        {
          name: "forestchat:visitorId",
          text: "Eine zufällige Besucher-ID, angelegt mit Ihrer ersten Nachricht an ForestChat. Sie ordnet Ihre Gespräche einander zu.",
        },
        {
          name: "forestchat:sessionId",
          text: "Die ID Ihres aktuellen ForestChat-Gesprächs, damit es nach dem Neuladen der Seite weitergeführt und wieder angezeigt werden kann.",
        },
        {
          name: "forestchat:sessionSecret",
          text: "Ein zufälliger Schlüssel zu diesem Gespräch, den nur Ihr Browser kennt (wir speichern nur einen Hashwert davon). Nur mit ihm lässt sich das Gespräch lesen oder fortsetzen, auch wenn jemand die Gesprächs-ID kennt.",
        },
        {
          name: "preferredLanguage",
          text: "Die Sprache, die Sie zuletzt über den Sprachumschalter gewählt haben („de“ oder „en“).",
        },
      ],
      basis:
        "{cookies} und Einträge sind für die Funktionen, die Sie ausdrücklich nutzen, unbedingt erforderlich (§ 25 Abs. 2 Nr. 2 TDDDG); Rechtsgrundlage der weiteren Verarbeitung ist Art. 6 Abs. 1 lit. f DSGVO. Die Einträge bleiben, bis Sie sie löschen: Löschen Sie dazu die Website-Daten dieser Seite in Ihrem Browser.",
      cookiesWithTags: "Diese Cookies",
      cookiesWithoutTags: "Cookie",
    },
    analytics: {
      title: "Einwilligung und Analyse",
      withTags: {
        intro:
          "Mit Ihrer Einwilligung nutzen wir den Google Tag Manager und darüber Google Analytics, um zu verstehen, wie unsere Website genutzt wird: welche Seiten aufgerufen und welche Schaltflächen angeklickt werden. Anbieter ist die Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Irland („Google“). Beim ersten Besuch fragen wir Sie in einem Dialog; „Alle akzeptieren“ und „Nur notwendige“ sind gleichrangig, unter „Einstellungen“ wählen Sie einzeln:",
        categories: [
          "Notwendig (immer aktiv): das Cookie {cookie} mit Ihrer Entscheidung.",
          "Statistik: Google Analytics über den Google Tag Manager. Google setzt die Cookies _ga und _ga_… (Laufzeit bis zu 2 Jahre) und erhält Angaben zu Gerät und Browser, die aufgerufenen Seiten und Klicks sowie Ihre IP-Adresse, die für die Verbindung technisch nötig ist.",
          "Marketing: Google darf Ihren Besuch zur Messung und Personalisierung von Werbung nutzen (Cookies wie _gcl_au, Laufzeit bis zu 90 Tage).",
        ],
        beforeConsent:
          "Vor Ihrer Einwilligung lädt Ihr Browser weder den Tag Manager noch etwas anderes von Google. Unsere Seiten notieren Ereignisse – etwa den Aufruf einer Seite oder den Klick auf eine Schaltfläche – in einer Liste im Arbeitsspeicher Ihres Browsers (window.dataLayer). Die Liste beginnt mit dem Vermerk, dass keine Einwilligung vorliegt (Google Consent Mode), und hält Ihre Entscheidung fest; an Google übermittelt sie erst der Tag Manager, den wir nach Ihrer Einwilligung laden.",
        basis:
          "Rechtsgrundlage ist Ihre Einwilligung (§ 25 Abs. 1 TDDDG, Art. 6 Abs. 1 lit. a DSGVO). Sie können sie jederzeit mit Wirkung für die Zukunft ändern oder widerrufen, über den Link „Cookie-Einstellungen“ am Ende jeder Seite. Ein Widerruf wirkt sofort, ohne dass Sie die Seite neu laden: Der Tag Manager erhält keine Ereignisse mehr, und wir löschen die Cookies von Google auf unserer Domain. Google kann Daten auch in den USA verarbeiten; die Google LLC ist nach dem EU-US Data Privacy Framework zertifiziert, für das ein Angemessenheitsbeschluss der EU-Kommission besteht (Art. 45 DSGVO).",
        proof:
          "Jede Entscheidung im Cookie-Dialog speichern wir als Nachweis Ihrer Einwilligung (Art. 7 Abs. 1 DSGVO) auf unserem Server: eine zufällige Einwilligungs-ID, die auch im Cookie {cookie} steht, den Zeitpunkt, die Version des Dialogtexts, Ihre Auswahl und die Sprache – keine IP-Adresse und keine Kennung Ihres Browsers. Wir löschen jeden Eintrag nach {period}. Rechtsgrundlage ist unsere Pflicht, eine Einwilligung nachweisen zu können (Art. 6 Abs. 1 lit. c DSGVO).",
      },
      withoutTags: [
        "Wir setzen derzeit keine Analyse- oder Marketingwerkzeuge ein: Diese Website lädt keinen Tag-Manager, kein Analyseprogramm, keine Werbe- und keine Social-Media-Skripte. Deshalb fragen wir auch keine Einwilligung dafür ab und zeigen keinen Cookie-Dialog.",
        "Unsere Seiten notieren einzelne Ereignisse – etwa den Aufruf einer Seite oder den Klick auf eine Schaltfläche – in einer Liste im Arbeitsspeicher Ihres Browsers (window.dataLayer). Diese Liste verlässt Ihren Browser nicht und verschwindet, wenn Sie die Seite schließen oder neu laden. Versenden könnte sie nur ein Tag-Manager; einen solchen würden wir erst laden, nachdem Sie eingewilligt haben.",
        "Sollten wir künftig ein Analysewerkzeug einsetzen, laden wir es erst nach Ihrer ausdrücklichen Einwilligung (§ 25 Abs. 1 TDDDG, Art. 6 Abs. 1 lit. a DSGVO), die Sie jederzeit widerrufen können, und ergänzen diese Erklärung vorher.",
      ],
    },
    recipients: {
      title: "Empfänger",
      intro:
        "Bei uns erhalten Ihre Daten nur die Mitarbeitenden, die sie für ihre Aufgabe brauchen. Außerhalb unseres Unternehmens erhalten personenbezogene Daten nur:",
      processors:
        "Dienstleister, die wir mit Betrieb oder Wartung unserer Server beauftragen, ausschließlich in unserem Auftrag (Art. 28 DSGVO);",
      mail: "unser E-Mail-Dienstleister für die E-Mails zu Formularen (siehe „E-Mail-Versand“);",
      chat: "der KI-Dienst, der ForestChat-Nachrichten beantwortet (siehe „ForestChat“);",
      google: "Google, nur wenn Sie Statistik oder Marketing erlaubt haben (siehe „Einwilligung und Analyse“);",
      authorities: "Behörden und Gerichte, wenn wir gesetzlich dazu verpflichtet sind.",
      noSaleWithTags: "Wir verkaufen keine Daten; für Werbezwecke erhält Google Daten nur, wenn Sie Marketing erlaubt haben.",
      noSaleWithoutTags: "Wir verkaufen keine Daten und geben sie nicht zu Werbezwecken weiter.",
      transfer: {
        chatAndGoogle:
          " In ein Land außerhalb der EU können Daten nur über den KI-Dienst von ForestChat (siehe „ForestChat“) und, wenn Sie eingewilligt haben, über Google gelangen (siehe „Einwilligung und Analyse“).",
        chat: " In ein Land außerhalb der EU können Daten nur über den KI-Dienst von ForestChat gelangen (siehe „ForestChat“).",
        google:
          " In ein Land außerhalb der EU können Daten nur über Google gelangen, wenn Sie eingewilligt haben (siehe „Einwilligung und Analyse“).",
        none: " In Länder außerhalb der EU übermitteln wir keine personenbezogenen Daten.",
      },
    },
    rights: {
      title: "Ihre Rechte",
      intro: "Sie haben gegenüber uns das Recht auf",
      list: [
        "Auskunft über die Daten, die wir über Sie verarbeiten (Art. 15 DSGVO),",
        "Berichtigung unrichtiger Daten (Art. 16 DSGVO),",
        "Löschung (Art. 17 DSGVO),",
        "Einschränkung der Verarbeitung (Art. 18 DSGVO),",
        "Datenübertragbarkeit: Ihre Daten in einem gängigen, maschinenlesbaren Format zu erhalten (Art. 20 DSGVO),",
        "Widerspruch gegen die Verarbeitung (Art. 21 DSGVO),",
        "Widerruf einer Einwilligung mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO).",
      ],
      objection:
        "Widerspruchsrecht: Verarbeiten wir Daten auf Grundlage unseres berechtigten Interesses (Art. 6 Abs. 1 lit. f DSGVO), können Sie dem jederzeit aus Gründen widersprechen, die sich aus Ihrer besonderen Situation ergeben. Wir verarbeiten die Daten dann nicht mehr, es sei denn, wir können zwingende schutzwürdige Gründe nachweisen, die Ihre Interessen überwiegen, oder die Verarbeitung dient der Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen.",
      writeTo: "Schreiben Sie uns dazu einfach an {email}.",
      complaint:
        "Sie haben außerdem das Recht, sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren (Art. 77 DSGVO). Für uns zuständig ist das Unabhängige Landeszentrum für Datenschutz Schleswig-Holstein (ULD), Holstenstraße 98, 24103 Kiel.",
      automated: "Eine automatisierte Entscheidungsfindung einschließlich Profiling (Art. 22 DSGVO) findet nicht statt.",
    },
    changes: {
      title: "Änderungen dieser Erklärung",
      text: `Stand: ${privacyVersion.de}. Wir passen diese Erklärung an, wenn sich unsere Website, ihre Funktionen oder die Rechtslage ändern. Es gilt die jeweils hier veröffentlichte Fassung.`,
    },
  },
  {
    bindingNote:
      "This is a translation for your convenience. Only the German version of this privacy policy is legally binding; you can read it on our German website.",
    contents: "Contents",
    countries: { Deutschland: "Germany" },
    version: `Last updated: ${privacyVersion.en}`,
    period: { year: "{n} year", years: "{n} years", days: "{n} days" },
    overview: {
      title: "Overview",
      scope:
        "This policy describes the personal data we process when you visit this website and use its features: server logs, ForestChat, the contact and application forms, waitlists, and cookies and local storage. The ForestCrew application itself (web application and app) has its own privacy policy.",
      shortWithTags:
        "In short: without your consent your browser loads nothing from other servers on our pages, and we set no cookie for you except the one that keeps your choice in the cookie dialog ({cookie}). We load Google's statistics and marketing services only if you agree in the cookie dialog.",
      shortWithoutTags:
        "In short: on our pages your browser loads nothing from other servers, we use no analytics or advertising tools, and we set no cookies for visitors.",
    },
    controller: {
      title: "Controller",
      controller: "The controller responsible for processing data on this website is {company}, {address}.",
      directors: "Represented by the management: {names}.",
      contact: "For questions about data protection and to exercise your rights, contact us by email at {email} or by phone on {phone}.",
    },
    hosting: {
      title: "Hosting and delivery",
      server:
        "This website runs on our own server in Germany. We use no content delivery network: every part of the pages – text, images, videos, scripts, style sheets and the “Inter” typeface – is delivered by this server itself. The typeface is stored on our server; your browser does not connect to Google Fonts or any other font service.",
      cspWithTags:
        "A security policy (Content Security Policy) allows your browser to connect only to our own server and to the servers of Google Tag Manager and Google Analytics while on our pages; your browser uses the latter only after you have consented (see “Consent and analytics”).",
      cspWithoutTags:
        "A security policy (Content Security Policy) allows your browser to connect only to our own server while on our pages.",
      links:
        " Links to other services – such as the ForestCrew web application, the App Store, the support portal or TimberTraxx – open them only when you click; there, that service's privacy policy applies.",
    },
    serverLogs: {
      title: "Server logs",
      paragraphs: [
        "For every page request our server logs: the shortened IP address of your device, the kind of request (such as GET or POST), the path requested, the status code, the size of the response, the processing time and the time of the request. Requests for scripts, style sheets and fonts are not logged.",
        "We shorten the IP address before the entry is written: for IPv4 addresses we set the last byte to zero (203.0.113.57 becomes 203.0.113.0), for IPv6 addresses we keep only the /48 network. We never log the parameters of an address (everything after the “?”) and replace identifiers and keys in the path with placeholders, so in particular no ForestChat session IDs reach the logs. We do not log your browser's identifier (user agent) or the page you came from (referrer).",
        "We use the logs to monitor operations, find errors and detect attacks. The legal basis is our legitimate interest in a secure, working website (Art. 6(1)(f) GDPR). Because the address is shortened, we can no longer link an entry to a person. We keep the logs for at most 7 days and then delete them.",
        "To protect ForestChat and the forms from abuse, our server also counts requests per IP address. We keep these counters in our database under a SHA-256 hash of the address only, never the address itself, and delete them at most ten minutes after their time window has ended (the longest lasts 24 hours).",
      ],
    },
    contactForm: {
      title: "Contact form and email",
      paragraphs: [
        "When you write to us through the contact form, we store your name, your email address, the topic you chose and your message, optionally also your company and phone number, together with the language, the page you wrote from and the time. We need your name, email address, topic and message to be able to reply. If you email or phone us, we process your details in the same way.",
        "We use these details only to answer your enquiry. The legal basis is Art. 6(1)(b) GDPR where your enquiry concerns a contract or steps towards one (such as a demo or a quote), otherwise our legitimate interest in answering enquiries (Art. 6(1)(f) GDPR).",
        "So that automated submissions are turned away, the form contains a field people cannot see and a time stamp; neither holds any information about you.",
      ],
    },
    applications: {
      title: "Job applications",
      paragraphs: [
        "When you apply through the application form, we store your name, your email address, the field of work you chose, your message, the language, the time and – if you attach it – your CV as a PDF. We keep the CV outside every publicly reachable folder; only signed-in staff can download it.",
        "We process your application to decide whether to enter into an employment relationship (Art. 6(1)(b) and Art. 88 GDPR in conjunction with section 26 of the German Federal Data Protection Act, BDSG). Please do not send us details such as your health or religion that the application does not need.",
        "Once the application process is over, we mark your application as done in our inbox, and 6 months later our system deletes it, including the CV, automatically. We keep it that long so that we can defend ourselves against possible claims under the German General Equal Treatment Act (AGG) (Art. 6(1)(f) GDPR). If we hire you, we first transfer the documents needed to your personnel file.",
      ],
    },
    waitlists: {
      title: "Waitlists",
      paragraphs: [
        "On the Nexus and AI forest inventory pages you can join a waitlist. We store your name and email address, optionally also your company, forest area, your role and a message, together with the product, the language, the page and the time.",
        "We use these details to let you know when the product launches. The legal basis is your consent (Art. 6(1)(a) GDPR). You can withdraw it at any time with effect for the future; an email to us is enough. We delete your entry when you withdraw your consent, and at the latest once we have told you about the launch.",
      ],
    },
    inbox: {
      title: "Inbox and deletion",
      paragraphs: [
        "Enquiries, applications and waitlist entries arrive in an inbox in our administration area that only signed-in staff can access. When we delete an entry there, it is removed from our database completely, together with any attached CV and the related email jobs.",
        "Once we have answered an enquiry in full, we mark it as done, and 12 months later our system deletes it automatically, together with the related email jobs. Enquiries and applications that are still being handled remain stored. If an enquiry led to a contract, we transfer the records needed to our business records and keep them there for as long as commercial and tax law requires (section 257 HGB, section 147 AO).",
      ],
    },
    accounts: {
      title: "Accounts in the administration area",
      accounts:
        "For staff who edit blog posts and enquiries in the administration area we keep accounts: name, optionally a display name (shown as the author below their posts), email address, role and a hash of the password (Argon2id; we do not store the password itself). For every sign-in we store the session with its start, expiry, last activity and the browser's identifier. New accounts are created through an invitation, and a forgotten password is replaced through a link; both links are valid for 72 hours and work once, and we store only a hash of them.",
      invitationMail:
        " We send the link to the email address of the person invited; we delete the text of that email as soon as it has been sent, and the email with the address seven days later.",
      audit:
        "An audit log records who created, edited, published, unpublished, deleted or restored posts and who changed accounts: the time, the name of the acting account, the action and the post or account concerned. Only owner accounts can see it; each entry is deleted after {period}. Accounts are deactivated rather than deleted, so that bylines and the audit log stay traceable. The legal basis is our legitimate interest in a protected administration area and traceable changes (Art. 6(1)(f) GDPR).",
    },
    mailing: {
      title: "Sending email",
      text: "For every enquiry, application and waitlist sign-up our server notifies us by email, with your address as the reply-to address, and you receive an acknowledgement at the address you gave. We never attach a CV to an email. The emails are sent by our email service provider, who processes them solely on our behalf and on our instructions (Art. 28 GDPR). The legal basis is the same as for your enquiry.",
    },
    cookies: {
      title: "Cookies and local storage",
      introWithTags:
        "Without your consent this website sets only one cookie for visitors: the one that holds your choice in the cookie dialog. There is one more only for staff who sign in to edit blog posts and handle enquiries. The cookies Google sets after your consent are listed under “Consent and analytics”.",
      introWithoutTags:
        "This website sets no cookies for visitors. There is one cookie only for staff who sign in to edit blog posts and handle enquiries:",
      consentCookie:
        "Keeps your choice in the cookie dialog: which categories you allowed, the version of the dialog's text, the time and the random consent ID (see “Consent and analytics”). It is set only when you choose and expires after {months} months; then we ask again.",
      adminCookie:
        "Keeps the sign-in. The cookie is signed, cannot be read by scripts (HttpOnly) and expires after {hours} hours; signing out deletes it. In the database we keep a hash of the session key, when the session began, expires and was last active, and the browser's identifier. We count failed sign-in attempts for {minutes} minutes by a SHA-256 hash of the IP address.",
      storageIntro: "This website writes to your browser's local storage only when you use the feature concerned:",
      storage: [
        {
          name: "forestchat:visitorId",
          text: "A random visitor ID, created with your first message to ForestChat. It links your conversations with one another.",
        },
        {
          name: "forestchat:sessionId",
          text: "The ID of your current ForestChat conversation, so that it can be continued and shown again after you reload the page.",
        },
        {
          name: "forestchat:sessionSecret",
          text: "A random key to this conversation that only your browser knows (we store only a hash of it). Only with it can the conversation be read or continued, even by someone who knows its ID.",
        },
        {
          name: "preferredLanguage",
          text: "The language you last chose with the language switch (“de” or “en”).",
        },
      ],
      basis:
        "{cookies} and these entries are strictly necessary for features you expressly use (section 25(2) no. 2 of the German Telecommunications Digital Services Data Protection Act, TDDDG); the legal basis for any further processing is Art. 6(1)(f) GDPR. The entries remain until you delete them: clear this site's data in your browser.",
      cookiesWithTags: "These cookies",
      cookiesWithoutTags: "The cookie",
    },
    analytics: {
      title: "Consent and analytics",
      withTags: {
        intro:
          "With your consent we use Google Tag Manager and, through it, Google Analytics to understand how our website is used: which pages are opened and which buttons are clicked. The provider is Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Ireland (“Google”). On your first visit we ask you in a dialog; “Accept all” and “Necessary only” carry equal weight, and under “Settings” you choose one by one:",
        categories: [
          "Necessary (always on): the cookie {cookie} with your choice.",
          "Statistics: Google Analytics through Google Tag Manager. Google sets the cookies _ga and _ga_… (kept for up to 2 years) and receives details of your device and browser, the pages opened and the clicks, and your IP address, which the connection technically requires.",
          "Marketing: Google may use your visit to measure and personalise advertising (cookies such as _gcl_au, kept for up to 90 days).",
        ],
        beforeConsent:
          "Before you consent, your browser loads neither the tag manager nor anything else from Google. Our pages note events – such as opening a page or clicking a button – in a list in your browser's memory (window.dataLayer). The list begins with the note that there is no consent (Google Consent Mode) and records your choice; only the tag manager, which we load after your consent, sends it to Google.",
        basis:
          "The legal basis is your consent (section 25(1) TDDDG, Art. 6(1)(a) GDPR). You can change or withdraw it at any time with effect for the future, using the “Cookie settings” link at the bottom of every page. Withdrawal takes effect at once, without reloading the page: the tag manager receives no more events, and we delete Google's cookies on our domain. Google may also process data in the United States; Google LLC is certified under the EU-US Data Privacy Framework, for which the European Commission has adopted an adequacy decision (Art. 45 GDPR).",
        proof:
          "We keep every choice made in the cookie dialog on our server as proof of your consent (Art. 7(1) GDPR): a random consent ID, which is also in the cookie {cookie}, the time, the version of the dialog's text, your selection and the language – no IP address and no identifier of your browser. We delete each entry after {period}. The legal basis is our obligation to be able to prove consent (Art. 6(1)(c) GDPR).",
      },
      withoutTags: [
        "We currently use no analytics or marketing tools: this website loads no tag manager, no analytics program and no advertising or social media scripts. That is why we do not ask for consent to them and show no cookie dialog.",
        "Our pages note individual events – such as opening a page or clicking a button – in a list in your browser's memory (window.dataLayer). This list never leaves your browser and disappears when you close or reload the page. Only a tag manager could send it; we would load one only after you had consented.",
        "Should we use an analytics tool in future, we will load it only after your express consent (section 25(1) TDDDG, Art. 6(1)(a) GDPR), which you can withdraw at any time, and we will update this policy first.",
      ],
    },
    recipients: {
      title: "Recipients",
      intro:
        "Within our company, only the staff who need your data for their work receive it. Outside our company, personal data goes only to:",
      processors: "service providers we engage to run or maintain our servers, solely on our behalf (Art. 28 GDPR);",
      mail: "our email service provider for the emails about forms (see “Sending email”);",
      chat: "the AI service that answers ForestChat messages (see “ForestChat”);",
      google: "Google, only if you have allowed statistics or marketing (see “Consent and analytics”);",
      authorities: "authorities and courts where the law requires us to disclose it.",
      noSaleWithTags: "We do not sell data; Google receives data for advertising only if you have allowed marketing.",
      noSaleWithoutTags: "We do not sell data or pass it on for advertising.",
      transfer: {
        chatAndGoogle:
          " Data can reach a country outside the EU only through ForestChat's AI service (see “ForestChat”) and, if you have consented, through Google (see “Consent and analytics”).",
        chat: " Data can reach a country outside the EU only through ForestChat's AI service (see “ForestChat”).",
        google: " Data can reach a country outside the EU only through Google, if you have consented (see “Consent and analytics”).",
        none: " We do not transfer personal data to countries outside the EU.",
      },
    },
    rights: {
      title: "Your rights",
      intro: "You have the right to",
      list: [
        "access the data we process about you (Art. 15 GDPR),",
        "have incorrect data corrected (Art. 16 GDPR),",
        "erasure (Art. 17 GDPR),",
        "restriction of processing (Art. 18 GDPR),",
        "data portability: to receive your data in a common, machine-readable format (Art. 20 GDPR),",
        "object to processing (Art. 21 GDPR),",
        "withdraw consent with effect for the future (Art. 7(3) GDPR).",
      ],
      objection:
        "Right to object: where we process data on the basis of our legitimate interest (Art. 6(1)(f) GDPR), you may object at any time on grounds relating to your particular situation. We will then stop processing the data unless we can demonstrate compelling legitimate grounds that override your interests, or the processing serves to establish, exercise or defend legal claims.",
      writeTo: "Simply write to us at {email}.",
      complaint:
        "You also have the right to lodge a complaint with a data protection supervisory authority (Art. 77 GDPR). The authority responsible for us is the Unabhängiges Landeszentrum für Datenschutz Schleswig-Holstein (ULD), Holstenstraße 98, 24103 Kiel, Germany.",
      automated: "We do not use automated decision-making, including profiling (Art. 22 GDPR).",
    },
    changes: {
      title: "Changes to this policy",
      text: `Last updated: ${privacyVersion.en}. We update this policy when our website, its features or the law change. The version published here applies.`,
    },
  },
);
