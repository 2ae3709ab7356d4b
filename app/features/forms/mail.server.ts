/**
 * The mails a submission causes: a notification to the company's inbox (Reply-To the sender,
 * every field as plain text; a CV is named, never attached) and an acknowledgement to the sender
 * in the language of the page they used. Both go through the outbox (outbox.server.ts), never
 * straight from the request. Without SMTP_URL no mail is written at all: the inbox in the admin
 * area is then the only place submissions show up.
 */
import nodemailer from "nodemailer";
import { env as serverEnv, type Env } from "~/config/env.server";
import { siteConfig } from "~/config/site.server";
import type { SiteConfig } from "~/config/site";
import { contactPromise } from "~/content/facts";
import { bilingual, type Lang } from "~/lib/i18n";
// The labels the forms show, so a mail names a topic or a field of work as the visitor chose it.
import { fieldOfWorkLabels, segmentLabels, topicLabels } from "./copy";
import type { SubmissionKind } from "./fields";
import { greetingName } from "./name-text";
import { formatBytes } from "./schema";

export interface MailSettings {
  /** smtp://user:password@host:port or smtps://… */
  smtpUrl: string;
  /** Sender address of every mail. */
  from: string;
  /** Where notifications go. */
  inbox: string;
  site: SiteConfig;
}

/** The mail settings from the environment, or null when SMTP_URL is not set (no mail). */
export function mailSettings(e: Env = serverEnv()): MailSettings | null {
  if (!e.SMTP_URL) return null;
  const site = siteConfig(e);
  return { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? site.email, inbox: e.CONTACT_INBOX ?? site.email, site };
}

/** One mail as the outbox stores it. */
export interface OutboxMail {
  purpose: "notification" | "acknowledgement";
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
}

/** What a mail needs to know about a submission. */
export interface MailSubmission {
  kind: SubmissionKind;
  lang: Lang;
  name: string;
  email: string;
  company?: string | null;
  phone?: string | null;
  topic?: string | null;
  field?: string | null;
  product?: string | null;
  message?: string | null;
  details?: Record<string, unknown> | null;
  page?: string | null;
  createdAt: string;
  attachment?: { fileName: string; size: number } | null;
}

export const productLabels = bilingual<Record<string, string>>(
  { nexus: "Nexus", inventory: "KI-Waldinventur" },
  { nexus: "Nexus", inventory: "AI forest inventory" },
);

const label = (labels: Record<string, string>, key: string | null | undefined) => (key ? (labels[key] ?? key) : "");

function berlinTime(iso: string): string {
  return new Intl.DateTimeFormat("de-DE", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Berlin" }).format(new Date(iso));
}

/** Mail subjects are one line: a name with a line break must not add headers or lines. */
const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, " ").trim();

const kindTitle: Record<SubmissionKind, string> = {
  contact: "Kontaktanfrage",
  application: "Bewerbung",
  waitlist: "Wartelisten-Anmeldung",
};

/** The notification for the company's inbox (always German: the team reads it). */
export function notificationMail(s: MailSubmission, settings: MailSettings): OutboxMail {
  const lines: [string, string | null | undefined][] = [["Name", s.name]];
  if (s.kind === "contact") {
    lines.push(["Unternehmen", s.company], ["E-Mail", s.email], ["Telefon", s.phone], ["Thema", label(topicLabels.de, s.topic)]);
  } else if (s.kind === "application") {
    lines.push(["E-Mail", s.email], ["Arbeitsbereich", label(fieldOfWorkLabels.de, s.field)]);
  } else {
    const details = s.details ?? {};
    const hectares = typeof details.hectares === "number" ? `${new Intl.NumberFormat("de-DE").format(details.hectares)} ha` : null;
    lines.push(
      ["E-Mail", s.email],
      ["Unternehmen", s.company],
      ["Produkt", label(productLabels.de, s.product)],
      ["Waldfläche", hectares],
      ["Bereich", typeof details.segment === "string" ? label(segmentLabels.de, details.segment) : null],
    );
  }
  lines.push(["Sprache", s.lang === "de" ? "Deutsch" : "Englisch"], ["Seite", s.page], ["Eingegangen", `${berlinTime(s.createdAt)} Uhr`]);

  const about =
    s.kind === "contact"
      ? ` (${label(topicLabels.de, s.topic)})`
      : s.kind === "application"
        ? ` (${label(fieldOfWorkLabels.de, s.field)})`
        : ` (${label(productLabels.de, s.product)})`;
  let text = `Neue ${kindTitle[s.kind]} über die Website:\n\n`;
  text += lines
    .filter(([, value]) => value !== null && value !== undefined && value !== "")
    .map(([name, value]) => `${name}: ${value}`)
    .join("\n");
  if (s.message) text += `\n\nNachricht:\n${s.message}`;
  if (s.attachment) {
    text += `\n\nLebenslauf: ${s.attachment.fileName} (${formatBytes(s.attachment.size, "de")}), im Posteingang herunterladen`;
  }
  text += `\n\nAntworten Sie einfach auf diese E-Mail, um ${s.name} zu schreiben.\n`;
  return {
    purpose: "notification",
    to: settings.inbox,
    replyTo: s.email,
    subject: oneLine(`Neue ${kindTitle[s.kind]}${about}: ${s.name}`),
    text,
  };
}

const replyDays = (lang: Lang, n = contactPromise.replyWithinWorkingDays) =>
  lang === "de" ? (n === 1 ? "eines Werktags" : `von ${n} Werktagen`) : n === 1 ? "one working day" : `${n} working days`;

/** A label of the site's own, or null for a key it does not know (never the key as posted). */
const knownLabel = (labels: Record<string, string>, key: string | null | undefined) =>
  key && Object.hasOwn(labels, key) ? labels[key]! : null;

/**
 * The acknowledgement to the sender, whose address nobody has verified. It carries no free text
 * of theirs: no message, company, phone or file name, only the site's own labels for what they
 * chose, and the name only when it is fit to repeat (`greetingName`: one line, short, without
 * links or numbers; else a generic greeting). Whoever typed someone else's address cannot use us
 * to mail them text.
 */
export function acknowledgementMail(s: MailSubmission, settings: MailSettings): OutboxMail {
  const { site } = settings;
  const de = s.lang === "de";
  let subject: string;
  let received: string;
  if (s.kind === "contact") {
    const topic = knownLabel(topicLabels[s.lang], s.topic);
    const about = topic ? (de ? ` zum Thema „${topic}“` : ` about “${topic}”`) : "";
    subject = de ? `Ihre Anfrage bei ${site.brand} ist eingegangen` : `We have received your message – ${site.brand}`;
    received = de
      ? `vielen Dank für Ihre Nachricht${about}. Sie ist bei uns eingegangen, und wir antworten Ihnen innerhalb ${replyDays("de")}.`
      : `Thank you for your message${about}. It has reached us, and we will reply within ${replyDays("en")}.`;
  } else if (s.kind === "application") {
    const field = knownLabel(fieldOfWorkLabels[s.lang], s.field);
    const about = field ? (de ? ` für den Bereich „${field}“` : ` for “${field}”`) : "";
    const cv = s.attachment
      ? de
        ? ` Ihren Lebenslauf (PDF, ${formatBytes(s.attachment.size, "de")}) haben wir ebenfalls erhalten.`
        : ` We have also received your CV (PDF, ${formatBytes(s.attachment.size, "en")}).`
      : "";
    subject = de ? `Ihre Bewerbung bei ${site.brand} ist eingegangen` : `We have received your application – ${site.brand}`;
    received = de
      ? `vielen Dank für Ihre Bewerbung${about}. Sie ist bei uns eingegangen.${cv} Wir melden uns innerhalb ${replyDays("de")} bei Ihnen.`
      : `Thank you for your application${about}. It has reached us.${cv} We will get back to you within ${replyDays("en")}.`;
  } else {
    // The product is the page's, never the visitor's (saveWaitlistEntry refuses any other).
    const product = label(productLabels[s.lang], s.product);
    subject = de ? `Sie stehen auf der Warteliste für ${product}` : `You are on the waitlist for ${product}`;
    received = de
      ? `vielen Dank für Ihre Anmeldung zur Warteliste für ${product}. Wir melden uns, sobald ${product} verfügbar ist. Haben Sie vorher Fragen, antworten wir Ihnen innerhalb ${replyDays("de")}.`
      : `Thank you for joining the waitlist for the ${product}. We will be in touch as soon as it is available. If you have questions before then, we will reply within ${replyDays("en")}.`;
  }
  const address = `${site.address.street}, ${site.address.postalCode} ${site.address.city}`;
  const name = greetingName(s.name);
  const greeting = de ? (name ? `Guten Tag ${name},` : "Guten Tag,") : name ? `Hello ${name},` : "Hello,";
  const text = de
    ? `${greeting}\n\n${received}\n\nDiese E-Mail wurde automatisch versandt. Wenn Sie etwas ergänzen möchten, antworten Sie einfach auf diese E-Mail.\n\nMit freundlichen Grüßen\nIhr ${site.brand}-Team\n\n${site.company} · ${address}\n${site.email} · ${site.phone} (Mo–Fr ${site.hours.open}–${site.hours.close} Uhr)\n`
    : `${greeting}\n\n${received}\n\nThis email was sent automatically. If you would like to add anything, simply reply to it.\n\nKind regards\nThe ${site.brand} team\n\n${site.company} · ${address}, Germany\n${site.email} · ${site.phone} (Mon–Fri ${site.hours.open}–${site.hours.close}, German time)\n`;
  return { purpose: "acknowledgement", to: s.email, replyTo: settings.inbox, subject: oneLine(subject), text };
}

/** The mails for a submission: none without mail settings. */
export function submissionMails(s: MailSubmission, settings: MailSettings | null): OutboxMail[] {
  if (!settings) return [];
  return [notificationMail(s, settings), acknowledgementMail(s, settings)];
}

/** Sends one stored mail. Throws the SMTP error. */
export type SendMail = (mail: { to: string; replyTo: string | null; subject: string; text: string }) => Promise<void>;

/** A sender over SMTP_URL (nodemailer keeps the connection details; one connection per mail). */
export function smtpSender(settings: Pick<MailSettings, "smtpUrl" | "from">): SendMail {
  const transport = nodemailer.createTransport({
    url: settings.smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return async (mail) => {
    await transport.sendMail({
      from: settings.from,
      to: mail.to,
      replyTo: mail.replyTo ?? undefined,
      subject: mail.subject,
      text: mail.text,
    });
  };
}
