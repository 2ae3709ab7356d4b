import { contactPromise } from "~/content/facts";
import { bilingual, localeOf, type Lang } from "~/lib/i18n";
import { formLimits, type ContactTopic, type FieldOfWork, type SegmentKey } from "./fields";
import { formMessages } from "./schema";

/**
 * What the contact and application forms show, German and English: labels, hints, choices and
 * the success texts. The error messages come from the server, which validates (`schema.ts`).
 * Only loaders read this module (through `contactFormCopy` / `applicationFormCopy`), so the page
 * receives one language as plain data; the labels of the topics and the fields of work are
 * exported for the inbox too.
 */
interface SharedCopy {
  optional: string;
  choose: string;
  honeypot: string;
  /** The privacy acknowledgement: text before the link, the link, text after it. */
  privacy: { before: string; link: string; after: string };
  confidential: string;
  submit: string;
  sending: string;
  summaryTitle: string;
  reply: (days: string) => string;
}

interface ContactCopy extends SharedCopy {
  labels: { name: string; company: string; email: string; phone: string; topic: string; message: string };
  hints: { phone: string; message: (min: string, max: string) => string };
  successTitle: string;
}

interface ApplicationCopy extends SharedCopy {
  labels: { name: string; email: string; field: string; message: string; cv: string };
  hints: { message: (min: string, max: string) => string; cv: (max: string) => string };
  /** The CV picker's own button and its line before a file is chosen (the browser's would follow the browser's language). */
  file: { choose: string; none: string };
  successTitle: string;
}

/** The contact form's topics, as the form and the inbox name them. */
export const topicLabels = /* @__PURE__ */ bilingual<Record<ContactTopic, string>>(
  { demo: "Demo", pricing: "Preise", support: "Support", partnership: "Partnerschaft", other: "Sonstiges" },
  { demo: "Demo", pricing: "Pricing", support: "Support", partnership: "Partnership", other: "Other" },
);

/** Who signs up for a waitlist, as the waitlist form and the notification mail name them. */
export const segmentLabels = /* @__PURE__ */ bilingual<Record<SegmentKey, string>>(
  {
    owner: "Waldbesitzende",
    company: "Forstbetrieb",
    contractor: "Forstdienstleister",
    public: "Landesforst/Kommune",
    research: "Forschung/Behörde",
    other: "Sonstiges",
  },
  {
    owner: "Forest owner",
    company: "Forestry business",
    contractor: "Forestry contractor",
    public: "State forest / municipality",
    research: "Research / public authority",
    other: "Other",
  },
);

/** The six fields of work, as the application form and the inbox name them. */
export const fieldOfWorkLabels = /* @__PURE__ */ bilingual<Record<FieldOfWork, string>>(
  {
    software: "Softwareentwicklung",
    "data-ai": "Daten & KI",
    gis: "GIS & Fernerkundung",
    forestry: "Forstliche Fachberatung",
    customers: "Vertrieb & Kundenbetreuung",
    design: "UX/UI-Design",
  },
  {
    software: "Software development",
    "data-ai": "Data & AI",
    gis: "GIS & remote sensing",
    forestry: "Forestry consulting",
    customers: "Sales & customer care",
    design: "UX/UI design",
  },
);

const days = (n: number, lang: Lang) =>
  lang === "de" ? (n === 1 ? "eines Werktages" : `von ${n} Werktagen`) : n === 1 ? "one working day" : `${n} working days`;

const shared = /* @__PURE__ */ bilingual<SharedCopy>(
  {
    optional: "optional",
    choose: "Bitte wählen",
    honeypot: "Website (bitte leer lassen)",
    privacy: {
      before: "Ich habe die",
      link: "Datenschutzerklärung",
      after: "zur Kenntnis genommen. Meine Angaben werden nur zur Bearbeitung meiner Anfrage gespeichert.",
    },
    confidential: "Ihre Angaben behandeln wir vertraulich und geben sie nicht an Dritte weiter.",
    submit: "Absenden",
    sending: "Wird gesendet …",
    summaryTitle: "Bitte prüfen Sie Ihre Angaben",
    reply: (d) => `Wir antworten innerhalb ${d}.`,
  },
  {
    optional: "optional",
    choose: "Please choose",
    honeypot: "Website (please leave empty)",
    privacy: {
      before: "I have read the",
      link: "privacy policy",
      after: "and understand that my details are stored only to handle my request.",
    },
    confidential: "We treat your details confidentially and do not pass them on to third parties.",
    submit: "Send",
    sending: "Sending …",
    summaryTitle: "Please check your details",
    reply: (d) => `We reply within ${d}.`,
  },
);

const contact = /* @__PURE__ */ bilingual<Omit<ContactCopy, keyof SharedCopy>>(
  {
    labels: {
      name: "Name",
      company: "Unternehmen oder Forstbetrieb",
      email: "E-Mail-Adresse",
      phone: "Telefon",
      topic: "Worum geht es?",
      message: "Ihre Nachricht",
    },
    hints: {
      phone: "Falls Sie lieber einen Rückruf möchten.",
      message: (min, max) => `Mindestens ${min}, höchstens ${max} Zeichen.`,
    },
    successTitle: "Danke, Ihre Nachricht ist angekommen.",
  },
  {
    labels: {
      name: "Name",
      company: "Company or forest enterprise",
      email: "Email address",
      phone: "Phone",
      topic: "What is it about?",
      message: "Your message",
    },
    hints: {
      phone: "If you would rather we called you back.",
      message: (min, max) => `At least ${min} and at most ${max} characters.`,
    },
    successTitle: "Thank you, your message has arrived.",
  },
);

const application = /* @__PURE__ */ bilingual<Omit<ApplicationCopy, keyof SharedCopy>>(
  {
    labels: {
      name: "Name",
      email: "E-Mail-Adresse",
      field: "Arbeitsbereich",
      message: "Über Sie",
      cv: "Lebenslauf",
    },
    hints: {
      message: (min, max) =>
        `Was reizt Sie an ForestCrew, und was bringen Sie mit? Gern auch Links zu Projekten. Mindestens ${min}, höchstens ${max} Zeichen.`,
      cv: (max) => `PDF, höchstens ${max}.`,
    },
    file: { choose: "Datei auswählen", none: "Keine Datei ausgewählt" },
    successTitle: "Danke für Ihre Bewerbung!",
  },
  {
    labels: {
      name: "Name",
      email: "Email address",
      field: "Field of work",
      message: "About you",
      cv: "CV",
    },
    hints: {
      message: (min, max) =>
        `What draws you to ForestCrew, and what would you bring? Links to your projects are welcome. At least ${min} and at most ${max} characters.`,
      cv: (max) => `PDF, ${max} at most.`,
    },
    file: { choose: "Choose file", none: "No file chosen" },
    successTitle: "Thank you for your application!",
  },
);

const successBodies = {
  contact: {
    de: (reply: string) => `${reply} Ist es eilig, rufen Sie uns gern an.`,
    en: (reply: string) => `${reply} If it is urgent, just give us a call.`,
  },
  application: {
    de: (reply: string) => `Wir lesen jede Bewerbung persönlich. ${reply}`,
    en: (reply: string) => `We read every application ourselves. ${reply}`,
  },
};

function sharedFor(lang: Lang) {
  const { reply, ...rest } = shared[lang];
  return { ...rest, replyPromise: reply(days(contactPromise.replyWithinWorkingDays, lang)) };
}

const number = (n: number, lang: Lang) => new Intl.NumberFormat(localeOf(lang)).format(n);

/** The contact form's texts in one language, as plain data for the page's loader. */
export function contactFormCopy(lang: Lang) {
  const base = sharedFor(lang);
  const { hints, ...rest } = contact[lang];
  return {
    ...base,
    ...rest,
    topics: topicLabels[lang],
    hints: { phone: hints.phone, message: hints.message(number(formLimits.messageMin, lang), number(formLimits.messageMax, lang)) },
    successBody: successBodies.contact[lang](base.replyPromise),
  };
}
export type ContactFormCopy = ReturnType<typeof contactFormCopy>;

/** The application form's texts in one language, as plain data for the page's loader. */
export function applicationFormCopy(lang: Lang) {
  const base = sharedFor(lang);
  const { hints, ...rest } = application[lang];
  const privacy = {
    ...base.privacy,
    after:
      lang === "de"
        ? "zur Kenntnis genommen. Meine Angaben werden nur zur Bearbeitung meiner Bewerbung gespeichert."
        : "and understand that my details are stored only to handle my application.",
  };
  const megabytes = formLimits.cvMaxBytes / (1024 * 1024);
  return {
    ...base,
    ...rest,
    fields: fieldOfWorkLabels[lang],
    // The form leaves this request of the action out while its file input still holds the file.
    cvChooseAgain: formMessages[lang].cvChooseAgain,
    privacy,
    hints: {
      message: hints.message(number(formLimits.messageMin, lang), number(formLimits.messageMax, lang)),
      cv: hints.cv(`${number(megabytes, lang)} MB`),
    },
    successBody: successBodies.application[lang](base.replyPromise),
  };
}
export type ApplicationFormCopy = ReturnType<typeof applicationFormCopy>;
