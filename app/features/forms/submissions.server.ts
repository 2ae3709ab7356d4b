/**
 * Stored form submissions (contact, application, waitlist): storing one with its file and its
 * mails in one transaction, and what the inbox in the admin area does with them (list, detail,
 * status, CSV export, download of a CV, and erasure of everything a submission left behind).
 */
import { randomUUID } from "node:crypto";
import { readFile, rm } from "node:fs/promises";
import { isAbsolute, join, relative, resolve } from "node:path";
import { sql, type Expression, type ExpressionBuilder, type Kysely, type Selectable, type SqlBool } from "kysely";
import { env as serverEnv } from "~/config/env.server";
import type { Database, FormSubmissionsTable } from "~/lib/db/schema";
import { isLang, type Lang } from "~/lib/i18n";
import { submissionKinds, submissionStatuses, type SubmissionKind, type SubmissionStatus } from "./fields";
import { fieldOfWorkLabels, topicLabels } from "./copy";
import { productLabels, type OutboxMail } from "./mail.server";

/** Where uploaded files lie: `DATA_DIR/form-files`, never under a public folder. */
export function defaultFilesDir(): string {
  return join(serverEnv().DATA_DIR, "form-files");
}

export interface SubmissionRow {
  id: string;
  kind: SubmissionKind;
  status: SubmissionStatus;
  lang: Lang;
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  topic: string | null;
  field: string | null;
  product: string | null;
  message: string | null;
  details: Record<string, unknown>;
  page: string | null;
  createdAt: string;
  updatedAt: string;
  /** When the status last changed (the automatic erasure of done entries counts from it). */
  statusChangedAt: string;
}

export interface SubmissionDetail extends SubmissionRow {
  attachment: { id: string; fileName: string; contentType: string; size: number } | null;
  mails: {
    id: string;
    purpose: "notification" | "acknowledgement";
    to: string;
    status: "pending" | "sent" | "failed";
    attempts: number;
    lastError: string | null;
    sentAt: string | null;
    nextAttemptAt: string;
  }[];
}

/** A submission to store. */
export interface NewSubmission {
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
}

/** A file already on disk under the files folder, to be recorded with the submission. */
export interface NewAttachment {
  fileName: string;
  contentType: string;
  size: number;
  /** Path relative to the files folder. */
  storageKey: string;
}

/**
 * Stores a submission, its attachment row and its mails in one transaction: either all of it is
 * there or none. Returns the new submission's id.
 */
export async function storeSubmission(
  db: Kysely<Database>,
  input: NewSubmission,
  { attachment = null, mails = [], now = new Date() }: { attachment?: NewAttachment | null; mails?: OutboxMail[]; now?: Date } = {},
): Promise<string> {
  const id = randomUUID();
  const at = now.toISOString();
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto("form_submissions")
      .values({
        id,
        kind: input.kind,
        status: "new",
        lang: input.lang,
        name: input.name,
        email: input.email,
        company: input.company ?? null,
        phone: input.phone ?? null,
        topic: input.topic ?? null,
        field: input.field ?? null,
        product: input.product ?? null,
        message: input.message ?? null,
        details: input.details && Object.keys(input.details).length > 0 ? JSON.stringify(input.details) : null,
        page: input.page ?? null,
        created_at: at,
        updated_at: at,
        status_changed_at: at,
      })
      .execute();
    if (attachment) {
      await tx
        .insertInto("form_attachments")
        .values({
          id: randomUUID(),
          submission_id: id,
          file_name: attachment.fileName,
          content_type: attachment.contentType,
          size: attachment.size,
          storage_key: attachment.storageKey,
          created_at: at,
        })
        .execute();
    }
    if (mails.length > 0) {
      await tx
        .insertInto("mail_outbox")
        .values(
          mails.map((mail) => ({
            id: randomUUID(),
            submission_id: id,
            purpose: mail.purpose,
            to_address: mail.to,
            reply_to: mail.replyTo,
            subject: mail.subject,
            body_text: mail.text,
            status: "pending",
            attempts: 0,
            next_attempt_at: at,
            last_error: null,
            sent_at: null,
            created_at: at,
          })),
        )
        .execute();
    }
  });
  return id;
}

function parseDetails(raw: string | null): Record<string, unknown> {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function toRow(r: Selectable<FormSubmissionsTable>): SubmissionRow {
  return {
    id: r.id,
    kind: (submissionKinds as readonly string[]).includes(r.kind) ? (r.kind as SubmissionKind) : "contact",
    status: (submissionStatuses as readonly string[]).includes(r.status) ? (r.status as SubmissionStatus) : "new",
    lang: isLang(r.lang) ? r.lang : "de",
    name: r.name,
    email: r.email,
    company: r.company,
    phone: r.phone,
    topic: r.topic,
    field: r.field,
    product: r.product,
    message: r.message,
    details: parseDetails(r.details),
    page: r.page,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    statusChangedAt: r.status_changed_at ?? r.updated_at,
  };
}

export interface SubmissionFilter {
  kind?: SubmissionKind;
  status?: SubmissionStatus;
}

/** Submissions, newest first, with whether a mail failed and whether a file is attached. */
export async function listSubmissions(
  db: Kysely<Database>,
  filter: SubmissionFilter & { limit?: number; offset?: number },
): Promise<{ rows: (SubmissionRow & { mailFailed: boolean; hasAttachment: boolean })[]; total: number }> {
  let base = db.selectFrom("form_submissions");
  if (filter.kind) base = base.where("kind", "=", filter.kind);
  if (filter.status) base = base.where("status", "=", filter.status);
  const [rows, count] = await Promise.all([
    base
      .selectAll("form_submissions")
      .select((eb) => [
        eb
          .exists(
            eb
              .selectFrom("mail_outbox")
              .select("mail_outbox.id")
              .whereRef("mail_outbox.submission_id", "=", "form_submissions.id")
              .where("mail_outbox.status", "=", "failed"),
          )
          .as("mail_failed"),
        eb
          .exists(
            eb
              .selectFrom("form_attachments")
              .select("form_attachments.id")
              .whereRef("form_attachments.submission_id", "=", "form_submissions.id"),
          )
          .as("has_attachment"),
      ])
      .orderBy("created_at", "desc")
      .orderBy("id")
      .limit(Math.max(1, Math.min(filter.limit ?? 50, 1000)))
      .offset(Math.max(0, filter.offset ?? 0))
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return {
    // SQLite answers exists() with 0/1, PostgreSQL with a boolean.
    rows: rows.map(({ mail_failed, has_attachment, ...r }) => ({
      ...toRow(r),
      mailFailed: Boolean(Number(mail_failed)),
      hasAttachment: Boolean(Number(has_attachment)),
    })),
    total: Number(count.n),
  };
}

/** One submission with its attachment and mails, or null. */
export async function getSubmission(db: Kysely<Database>, id: string): Promise<SubmissionDetail | null> {
  const row = await db.selectFrom("form_submissions").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  const [attachment, mails] = await Promise.all([
    db.selectFrom("form_attachments").selectAll().where("submission_id", "=", id).orderBy("created_at").executeTakeFirst(),
    db.selectFrom("mail_outbox").selectAll().where("submission_id", "=", id).orderBy("created_at").orderBy("purpose", "desc").execute(),
  ]);
  return {
    ...toRow(row),
    attachment: attachment
      ? { id: attachment.id, fileName: attachment.file_name, contentType: attachment.content_type, size: Number(attachment.size) }
      : null,
    mails: mails.map((m) => ({
      id: m.id,
      purpose: m.purpose === "acknowledgement" ? "acknowledgement" : "notification",
      to: m.to_address,
      status: m.status === "sent" || m.status === "failed" ? m.status : "pending",
      attempts: Number(m.attempts),
      lastError: m.last_error,
      sentAt: m.sent_at,
      nextAttemptAt: m.next_attempt_at,
    })),
  };
}

/**
 * Sets a submission's status; false when there is no such submission. The time of the last status
 * change moves only when the status gets a new value: saving "done" again does not put off the
 * entry's automatic erasure. (SET expressions read the row as it was before the update.)
 */
export async function setSubmissionStatus(db: Kysely<Database>, id: string, status: SubmissionStatus, now = new Date()): Promise<boolean> {
  if (!submissionStatuses.includes(status)) throw new Error(`Unknown submission status: ${String(status)}`);
  const at = now.toISOString();
  const result = await db
    .updateTable("form_submissions")
    .set({
      status,
      updated_at: at,
      status_changed_at: sql<string>`case when status = ${status} then coalesce(status_changed_at, updated_at) else ${at} end`,
    })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A condition on a submission's row, e.g. the retention rule's "done long enough ago". */
export type SubmissionCondition = (eb: ExpressionBuilder<Database, "form_submissions">) => Expression<SqlBool>;

/** The absolute path of a stored file; refuses a key that would leave the files folder. */
function filePath(filesDir: string, storageKey: string): string {
  const root = resolve(filesDir);
  const path = resolve(root, storageKey);
  const rel = relative(root, path);
  if (rel === "" || rel.startsWith("..") || isAbsolute(rel)) throw new Error(`Invalid storage key: ${storageKey}`);
  return path;
}

/**
 * Erases a submission: its files on disk first (so that a failure leaves the entry there to
 * delete again, never a file nobody can find any more), then the row, its attachment rows and
 * its mails. False when there is no such submission, or when `onlyIf` is given and the row no
 * longer meets it (checked before the files go and again as the row is deleted, so an entry
 * reopened meanwhile stays). Two instances erasing the same entry at once do no harm: the
 * second finds nothing left.
 */
export async function deleteSubmission(
  db: Kysely<Database>,
  id: string,
  filesDir: string = defaultFilesDir(),
  { onlyIf }: { onlyIf?: SubmissionCondition } = {},
): Promise<boolean> {
  const row = db.selectFrom("form_submissions").select("id").where("id", "=", id);
  const exists = await (onlyIf ? row.where(onlyIf) : row).executeTakeFirst();
  if (!exists) return false;
  const files = await db.selectFrom("form_attachments").select("storage_key").where("submission_id", "=", id).execute();
  for (const file of files) await rm(filePath(filesDir, file.storage_key), { force: true });
  return db.transaction().execute(async (tx) => {
    const erase = tx.deleteFrom("form_submissions").where("id", "=", id);
    const deleted = await (onlyIf ? erase.where(onlyIf) : erase).executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) return false;
    // The foreign keys cascade; deleting explicitly also covers a database without them enforced.
    await tx.deleteFrom("mail_outbox").where("submission_id", "=", id).execute();
    await tx.deleteFrom("form_attachments").where("submission_id", "=", id).execute();
    return true;
  });
}

/** A submission's attachment (its CV) as stored; null when it has none or the file is gone. */
export async function readAttachment(
  db: Kysely<Database>,
  submissionId: string,
  filesDir: string = defaultFilesDir(),
): Promise<{ fileName: string; contentType: string; body: Buffer } | null> {
  const row = await db
    .selectFrom("form_attachments")
    .selectAll()
    .where("submission_id", "=", submissionId)
    .orderBy("created_at")
    .executeTakeFirst();
  if (!row) return null;
  try {
    const body = await readFile(filePath(filesDir, row.storage_key));
    return { fileName: row.file_name, contentType: row.content_type, body };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/* ------------------------------------------------------------------- CSV */

const kindNames: Record<SubmissionKind, string> = { contact: "Kontakt", application: "Bewerbung", waitlist: "Warteliste" };
const statusNames: Record<SubmissionStatus, string> = { new: "neu", in_progress: "in Bearbeitung", done: "erledigt" };

/**
 * One CSV cell: a value that a spreadsheet would run as a formula (starting with = + - @, or a
 * tab or carriage return that hides one) gets a leading apostrophe; a cell with the separator,
 * a quote or a line break is quoted, quotes doubled.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** "12.03.2026 10:15" in German time: the form Excel reads as a date in a German locale. */
function csvTime(iso: string): string {
  const parts = new Intl.DateTimeFormat("de-DE", {
    timeZone: "Europe/Berlin",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("day")}.${part("month")}.${part("year")} ${part("hour")}:${part("minute")}`;
}

/**
 * The submissions as CSV for Excel: UTF-8 with a byte order mark (else Excel reads the umlauts
 * as Windows-1252), ";" between cells (what Excel expects in a German locale, where "," is the
 * decimal comma), CRLF between rows, newest first.
 */
export async function submissionsCsv(db: Kysely<Database>, filter: SubmissionFilter): Promise<string> {
  let query = db
    .selectFrom("form_submissions")
    .leftJoin("form_attachments", "form_attachments.submission_id", "form_submissions.id")
    .selectAll("form_submissions")
    .select(["form_attachments.file_name as attachment_name"]);
  if (filter.kind) query = query.where("form_submissions.kind", "=", filter.kind);
  if (filter.status) query = query.where("form_submissions.status", "=", filter.status);
  const rows = await query.orderBy("form_submissions.created_at", "desc").orderBy("form_submissions.id").execute();

  const header = [
    "Eingang",
    "Art",
    "Status",
    "Name",
    "E-Mail",
    "Unternehmen",
    "Telefon",
    "Thema",
    "Arbeitsbereich",
    "Produkt",
    "Nachricht",
    "Lebenslauf",
    "Weitere Angaben",
    "Sprache",
    "Seite",
    "ID",
  ];
  const lines = [header.map(csvCell).join(";")];
  for (const raw of rows) {
    const r = toRow(raw);
    const details = Object.keys(r.details).length > 0 ? JSON.stringify(r.details) : "";
    lines.push(
      [
        csvTime(r.createdAt),
        kindNames[r.kind],
        statusNames[r.status],
        r.name,
        r.email,
        r.company,
        r.phone,
        r.topic ? ((topicLabels.de as Record<string, string>)[r.topic] ?? r.topic) : "",
        r.field ? ((fieldOfWorkLabels.de as Record<string, string>)[r.field] ?? r.field) : "",
        r.product ? (productLabels.de[r.product] ?? r.product) : "",
        r.message,
        raw.attachment_name,
        details,
        r.lang,
        r.page,
        r.id,
      ]
        .map(csvCell)
        .join(";"),
    );
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
