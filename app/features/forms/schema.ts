/**
 * Server-side rules of the contact and application forms, with their messages in German and
 * English: what is wrong and how to put it right, shown next to the field.
 */
import { z } from "zod";
import { bilingual, localeOf, type Lang } from "~/lib/i18n";
import { containsLink, hasControlCharacters } from "./name-text";
import {
  applicationFields,
  contactFields,
  contactTopics,
  fieldsOfWork,
  formLimits as limits,
  PRIVACY_VALUE,
  type ApplicationField,
  type ContactField,
  type ContactTopic,
  type FieldOfWork,
} from "./fields";

export interface FormMessages {
  nameRequired: string;
  nameShort: (min: number) => string;
  nameLong: (max: number) => string;
  /** A name with a line break, a link or an address: no person types that into a name field. */
  nameInvalid: string;
  emailRequired: string;
  email: string;
  companyLong: (max: number) => string;
  phone: string;
  topic: string;
  field: string;
  messageRequired: string;
  messageShort: (min: number) => string;
  messageLong: (max: string) => string;
  privacy: string;
  cvNotPdf: string;
  cvTooLarge: (max: string) => string;
  /** The file input cannot be filled in again by the page: the visitor must choose the file again. */
  cvChooseAgain: string;
  tooFast: string;
  expired: string;
  rejected: string;
  rateLimited: string;
  unavailable: string;
  tooLarge: (max: string) => string;
  crossSite: string;
}

export const formMessages = /* @__PURE__ */ bilingual<FormMessages>(
  {
    nameRequired: "Bitte geben Sie Ihren Namen an.",
    nameShort: (min) => `Der Name muss mindestens ${min} Zeichen lang sein.`,
    nameLong: (max) => `Der Name darf höchstens ${max} Zeichen lang sein.`,
    nameInvalid: "Bitte geben Sie nur Ihren Namen in einer Zeile an, ohne Links, Web- oder E-Mail-Adressen.",
    emailRequired: "Bitte geben Sie Ihre E-Mail-Adresse an, damit wir Ihnen antworten können.",
    email: "Bitte geben Sie eine gültige E-Mail-Adresse an, zum Beispiel name@beispiel.de.",
    companyLong: (max) => `Der Name des Unternehmens darf höchstens ${max} Zeichen lang sein.`,
    phone: "Bitte geben Sie die Telefonnummer nur mit Ziffern, Leerzeichen und + ( ) / - an, zum Beispiel +49 4102 123456.",
    topic: "Bitte wählen Sie ein Thema aus der Liste.",
    field: "Bitte wählen Sie einen Arbeitsbereich aus der Liste.",
    messageRequired: "Bitte schreiben Sie uns eine Nachricht.",
    messageShort: (min) => `Bitte schreiben Sie mindestens ${min} Zeichen, damit wir Ihr Anliegen verstehen.`,
    messageLong: (max) => `Ihre Nachricht darf höchstens ${max} Zeichen lang sein.`,
    privacy: "Bitte bestätigen Sie, dass Sie die Datenschutzerklärung gelesen haben.",
    cvNotPdf: "Der Lebenslauf muss eine PDF-Datei sein. Die gewählte Datei ist keine PDF-Datei.",
    cvTooLarge: (max) => `Der Lebenslauf darf höchstens ${max} groß sein. Bitte wählen Sie eine kleinere PDF-Datei.`,
    cvChooseAgain: "Bitte wählen Sie Ihren Lebenslauf erneut aus: Aus Sicherheitsgründen kann das Formular eine Datei nicht behalten.",
    tooFast:
      "Das Formular wurde schneller abgeschickt, als es sich ausfüllen lässt. Bitte prüfen Sie Ihre Angaben und senden Sie es noch einmal.",
    expired: "Das Formular ist abgelaufen. Ihre Angaben sind erhalten: Bitte senden Sie es noch einmal.",
    rejected: "Ihre Nachricht konnte nicht gelesen werden. Bitte laden Sie die Seite neu und versuchen Sie es noch einmal.",
    rateLimited: "Von Ihrem Anschluss kamen in kurzer Zeit zu viele Nachrichten. Bitte versuchen Sie es in einigen Minuten erneut.",
    unavailable:
      "Ihre Nachricht konnte gerade nicht gespeichert werden. Bitte versuchen Sie es in einigen Minuten erneut; Ihre Angaben bleiben im Formular erhalten.",
    tooLarge: (max) =>
      `Die gesendeten Daten sind zu umfangreich (höchstens ${max}). Bitte kürzen Sie Ihre Nachricht oder wählen Sie eine kleinere Datei.`,
    crossSite: "Anfrage abgelehnt: Das Formular wurde nicht von dieser Website gesendet.",
  },
  {
    nameRequired: "Please enter your name.",
    nameShort: (min) => `Your name must be at least ${min} characters long.`,
    nameLong: (max) => `Your name can be at most ${max} characters long.`,
    nameInvalid: "Please enter just your name, on one line, without links, web or email addresses.",
    emailRequired: "Please enter your email address so that we can reply.",
    email: "Please enter a valid email address, for example name@example.com.",
    companyLong: (max) => `The company name can be at most ${max} characters long.`,
    phone: "Please enter the phone number using only digits, spaces and + ( ) / -, for example +44 20 7946 0000.",
    topic: "Please choose a topic from the list.",
    field: "Please choose a field of work from the list.",
    messageRequired: "Please write us a message.",
    messageShort: (min) => `Please write at least ${min} characters so that we understand what you need.`,
    messageLong: (max) => `Your message can be at most ${max} characters long.`,
    privacy: "Please confirm that you have read the privacy policy.",
    cvNotPdf: "Your CV must be a PDF file. The file you chose is not a PDF.",
    cvTooLarge: (max) => `Your CV can be at most ${max}. Please choose a smaller PDF file.`,
    cvChooseAgain: "Please choose your CV again: for security reasons the form cannot keep a file.",
    tooFast: "The form was sent faster than it can be filled in. Please check your details and send it again.",
    expired: "The form has expired. Your details are still here: please send it again.",
    rejected: "We could not read your message. Please reload the page and try again.",
    rateLimited: "We have received too many messages from your connection in a short time. Please try again in a few minutes.",
    unavailable: "We could not save your message just now. Please try again in a few minutes; your details stay in the form.",
    tooLarge: (max) => `The data sent is too large (at most ${max}). Please shorten your message or choose a smaller file.`,
    crossSite: "Request refused: the form was not sent from this website.",
  },
);

/** Bytes as people read them: "10 MB", "120 KB" (binary units, as file managers count). */
export function formatBytes(bytes: number, lang: Lang): string {
  const number = (n: number) => new Intl.NumberFormat(localeOf(lang), { maximumFractionDigits: 1 }).format(n);
  if (bytes >= 1024 * 1024) return `${number(bytes / (1024 * 1024))} MB`;
  return `${number(Math.max(1, Math.round(bytes / 1024)))} KB`;
}

/**
 * zod's e-mail rule with letters and digits of any script, so that addresses with umlauts
 * ("jörg@waldbesitz-müller.de") pass; still one "@", dotted labels, a TLD.
 */
const emailPattern = /^(?:[\p{L}\p{N}_'+-]+\.)*[\p{L}\p{N}_'+-]*[\p{L}\p{N}_+-]@(?:[\p{L}\p{N}][\p{L}\p{N}-]*\.)+\p{L}{2,}$/u;

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((v) => (v === "" ? null : v));

function common(lang: Lang) {
  const m = formMessages[lang];
  const number = (n: number) => new Intl.NumberFormat(localeOf(lang)).format(n);
  return {
    name: z
      .string()
      .trim()
      .min(1, m.nameRequired)
      .min(limits.nameMin, m.nameShort(limits.nameMin))
      .max(limits.nameMax, m.nameLong(limits.nameMax))
      .refine((v) => !hasControlCharacters(v) && !containsLink(v), m.nameInvalid),
    email: z
      .string()
      .trim()
      .min(1, m.emailRequired)
      .max(limits.emailMax, m.email)
      .toLowerCase()
      .pipe(z.email({ pattern: emailPattern, error: m.email })),
    message: z
      .string()
      .trim()
      .min(1, m.messageRequired)
      .min(limits.messageMin, m.messageShort(limits.messageMin))
      .max(limits.messageMax, m.messageLong(number(limits.messageMax))),
    privacy: z.string().refine((v) => v === PRIVACY_VALUE || v === "on", m.privacy),
  };
}

export function contactSchema(lang: Lang) {
  const m = formMessages[lang];
  return z.object({
    ...common(lang),
    company: optionalText(limits.companyMax, m.companyLong(limits.companyMax)),
    phone: z
      .string()
      .trim()
      .max(limits.phoneMax, m.phone)
      .refine((v) => v === "" || (/^\+?[\d\s()/.-]+$/.test(v) && (v.match(/\d/g)?.length ?? 0) >= 5), m.phone)
      .transform((v) => (v === "" ? null : v)),
    topic: z.enum(contactTopics, { error: m.topic }),
  });
}

export function applicationSchema(lang: Lang) {
  const m = formMessages[lang];
  return z.object({
    ...common(lang),
    field: z.enum(fieldsOfWork, { error: m.field }),
  });
}

export interface ContactInput {
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  topic: ContactTopic;
  message: string;
}

export interface ApplicationInput {
  name: string;
  email: string;
  field: FieldOfWork;
  message: string;
}

export type FormParse<Input, Field extends string> =
  { success: true; data: Input } | { success: false; errors: Partial<Record<Field, string>>; values: Partial<Record<Field, string>> };

/** Longest value echoed back to the form: enough for every field, bounded for a hostile post. */
const ECHO_MAX = limits.messageMax + 500;

/** The visitor's values to show again (never the honeypot or the signed time), bounded in length. */
export function echoValues<Field extends string>(names: readonly Field[], fields: Record<string, string>): Partial<Record<Field, string>> {
  const values: Partial<Record<Field, string>> = {};
  for (const name of names) {
    const value = fields[name] ?? "";
    if (value !== "") values[name] = value.slice(0, ECHO_MAX);
  }
  return values;
}

function parseWith<Input, Field extends string>(
  schema: z.ZodType<Input>,
  names: readonly Field[],
  fields: Record<string, string>,
): FormParse<Input, Field> {
  const input: Record<string, string> = {};
  for (const name of names) input[name] = fields[name] ?? "";
  const result = schema.safeParse(input);
  if (result.success) return { success: true, data: result.data };
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0]) as Field;
    errors[key] ??= issue.message;
  }
  return { success: false, errors, values: echoValues(names, fields) };
}

/** Validates the contact form's fields (strings as posted). */
export function parseContactForm(fields: Record<string, string>, lang: Lang): FormParse<ContactInput, ContactField> {
  const parsed = parseWith(contactSchema(lang), contactFields, fields);
  if (!parsed.success) return parsed;
  const { name, email, company, phone, topic, message } = parsed.data;
  return { success: true, data: { name, email, company, phone, topic, message } };
}

/** Validates the application form's text fields; the CV is checked while it is read. */
export function parseApplicationForm(fields: Record<string, string>, lang: Lang): FormParse<ApplicationInput, ApplicationField> {
  const names = applicationFields.filter((f) => f !== "cv");
  const parsed = parseWith(applicationSchema(lang), names, fields);
  if (!parsed.success) return parsed;
  const { name, email, field, message } = parsed.data;
  return { success: true, data: { name, email, field, message } };
}
