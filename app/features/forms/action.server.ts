/**
 * What the contact and the application form's actions share: the checks in the order that
 * costs a visitor least and a bot most, storing before anything else, and answers that keep
 * everything the visitor typed.
 *
 * 1. POST only; a cross-site request is refused (403).
 * 2. The body is read with a byte limit that holds while reading (413 past it), a file streamed
 *    to disk with its own limit.
 * 3. A filled-in honeypot is answered like a success, and nothing is stored: a bot learns
 *    nothing to adapt to, and no data of the stranger whose address a bot typed is kept.
 * 4. Field rules (zod) and the file's checks: a person who filled the form in quickly (autofill)
 *    and made a mistake sees the mistake, not a spam guard.
 * 5. The signed start time: a form sent faster than a person can fill it in, or with a forged,
 *    stale or already spent token, is refused with a message and the values kept (a person just
 *    sends again, with the fresh token the answer carries). A good token is spent here, and given
 *    back when the submission is then not stored, so a visitor can always resend.
 * 6. The per-address rate limit (only storable submissions count).
 * 7. The submission, its file's row and its mails are stored in one transaction; only then is
 *    the outbox told to send (without waiting for it).
 *
 * Every answer carries the start time the form sends next (`started`).
 */
import { randomUUID } from "node:crypto";
import { mkdir, rename, rm } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { Kysely } from "kysely";
import { data } from "react-router";
import { isCrossSite } from "~/lib/auth/origin.server";
import { getDatabase } from "~/lib/db/db.server";
import type { Database } from "~/lib/db/schema";
import { clientKey } from "~/lib/http/client-address.server";
import type { Lang } from "~/lib/i18n";
import { formRateLimit, RateLimit } from "~/lib/rate-limit.server";
import { env } from "~/config/env.server";
import { BodyTooLargeError, MalformedBodyError, PartialBodyError, readForm, type ReceivedFile } from "~/lib/http/body.server";
import { formLimits, HONEYPOT_FIELD, STARTED_FIELD, type FormResult, type SubmissionKind } from "./fields";
import { mailSettings, submissionMails, type MailSettings } from "./mail.server";
import { nudgeOutbox } from "./outbox.server";
import { pdfFileName } from "./pdf-name";
import { checkStarted, nextStarted, releaseStarted, signStarted, spendStarted } from "./started.server";
import { echoValues, formatBytes, formMessages, type FormParse } from "./schema";
import { defaultFilesDir, storeSubmission, type NewAttachment, type NewSubmission } from "./submissions.server";

export interface FormActionContext {
  lang: Lang;
  /** The visitor's address as the server saw it (see clientKey). */
  clientAddress?: string;
  /** Path of the page the form is on, stored with the submission. */
  page: string;
}

/** For tests and special set-ups; each defaults to the process-wide one. */
export interface FormActionOptions {
  db?: Kysely<Database>;
  limiter?: RateLimit;
  now?: () => Date;
  /** Where uploaded files are kept: DATA_DIR/form-files by default. */
  filesDir?: string;
  /** Mail settings; from the environment when undefined, no mail when null. */
  mail?: MailSettings | null;
}

/** One counter per process for both forms; the key names the form. FORM_RATE_PER_10_MINUTES overrides the limit. */
const sharedLimiter = new RateLimit({ ...formRateLimit, limit: env().FORM_RATE_PER_10_MINUTES ?? formRateLimit.limit }, { name: "form" });

/** Everything but the file, with room for a long message in any script, URL-encoded. */
export const MAX_TEXT_BODY_BYTES = 128 * 1024;

export interface FormSpec<Field extends string, Input> {
  kind: Exclude<SubmissionKind, "waitlist">;
  fields: readonly Field[];
  /** Accept a PDF in this field. */
  pdfField?: Field;
  parse(fields: Record<string, string>, lang: Lang): FormParse<Input, Field>;
  toSubmission(input: Input): Omit<NewSubmission, "kind" | "lang" | "page">;
}

type Answer<Field extends string> = ReturnType<typeof data<FormResult<Field>>>;

const PDF_MAGIC = Buffer.from("%PDF-", "latin1");

export async function handleFormAction<Field extends string, Input>(
  spec: FormSpec<Field, Input>,
  request: Request,
  ctx: FormActionContext,
  options: FormActionOptions = {},
): Promise<Answer<Field>> {
  const m = formMessages[ctx.lang];
  const now = (options.now ?? (() => new Date()))();
  let fields: Record<string, string> = {};
  // The form's own token goes back while it is good; else, and before the form is read, a fresh one.
  const reply = (result: FormResult<Field>, status = 200): Answer<Field> =>
    data({ ...result, started: result.started ?? nextStarted(fields[STARTED_FIELD], now) }, { status });
  type Errors = Partial<Record<Field | "form", string>>;
  const formError = (message: string) => ({ form: message }) as Errors;
  if (request.method !== "POST") throw data(null, { status: 405, headers: { Allow: "POST" } });
  if (isCrossSite(request)) throw data(m.crossSite, { status: 403 });

  const filesDir = options.filesDir ?? defaultFilesDir();
  const maxBytes = MAX_TEXT_BODY_BYTES + (spec.pdfField ? formLimits.cvMaxBytes : 0);
  let file: ReceivedFile | null;
  try {
    ({ fields, file } = await readForm(request, {
      maxBytes,
      file: spec.pdfField ? { field: spec.pdfField, maxBytes: formLimits.cvMaxBytes, dir: join(filesDir, "incoming") } : undefined,
    }));
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      const errors = formError(m.tooLarge(formatBytes(maxBytes, ctx.lang)));
      const values = error instanceof PartialBodyError ? echoValues(spec.fields, error.partial) : {};
      if (spec.pdfField && error instanceof PartialBodyError && error.fileName) {
        errors[spec.pdfField] = m.cvTooLarge(formatBytes(formLimits.cvMaxBytes, ctx.lang));
      }
      return reply({ ok: false, errors, values }, 413);
    }
    if (error instanceof MalformedBodyError) return reply({ ok: false, errors: formError(m.rejected), values: {} }, 400);
    throw error;
  }

  const discard = async () => {
    if (file) await rm(file.path, { force: true });
  };
  const values = echoValues(spec.fields, fields);
  if (spec.pdfField && file) values[spec.pdfField] = file.fileName;

  if ((fields[HONEYPOT_FIELD] ?? "") !== "") {
    await discard();
    console.warn(`Forms (${spec.kind}): the honeypot field was filled in; nothing stored.`);
    return reply({ ok: true, started: signStarted(now) });
  }

  const parsed = spec.parse(fields, ctx.lang);
  const errors: Errors = parsed.success ? {} : ({ ...parsed.errors } as Errors);
  if (spec.pdfField && file) {
    if (file.truncated) errors[spec.pdfField] = m.cvTooLarge(formatBytes(formLimits.cvMaxBytes, ctx.lang));
    else if (!file.head.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) errors[spec.pdfField] = m.cvNotPdf;
    // The file was fine, but the page cannot give it back with the other values.
    else if (Object.keys(errors).length > 0) errors[spec.pdfField] = m.cvChooseAgain;
  }
  if (!parsed.success || Object.keys(errors).length > 0) {
    await discard();
    return reply({ ok: false, errors, values }, 400);
  }

  const token = fields[STARTED_FIELD] ?? "";
  const started = checkStarted(token, now);
  if (!started.ok) {
    await discard();
    return reply({ ok: false, errors: formError(started.reason === "tooFast" ? m.tooFast : m.expired), values }, 400);
  }
  const unavailable = (error: unknown) => {
    console.error(`Forms (${spec.kind}): the submission could not be stored:`, error instanceof Error ? error.message : error);
    const failed = formError(m.unavailable);
    if (spec.pdfField && file) failed[spec.pdfField] = m.cvChooseAgain;
    return reply({ ok: false, errors: failed, values }, 503);
  };
  let db: Kysely<Database>;
  try {
    db = options.db ?? (await getDatabase()).db;
    if (!(await spendStarted(db, token, now))) {
      await releaseStarted(db, token, now);
      await discard();
      return reply({ ok: false, errors: formError(m.expired), values, started: signStarted(now) }, 400);
    }
  } catch (error) {
    await discard();
    return unavailable(error);
  }

  const limiter = options.limiter ?? sharedLimiter;
  if (!(await limiter.take(`${spec.kind}:${clientKey(request, ctx.clientAddress)}`))) {
    await releaseStarted(db, token, now);
    await discard();
    return reply({ ok: false, errors: formError(m.rateLimited), values }, 429);
  }

  let storedPath: string | null = null;
  try {
    let attachment: NewAttachment | null = null;
    if (file) {
      const storageKey = `${now.getUTCFullYear()}/${randomUUID()}.pdf`;
      storedPath = join(filesDir, storageKey);
      await mkdir(dirname(storedPath), { recursive: true });
      await rename(file.path, storedPath);
      // Stored as the PDF it is: whatever name the sender's file had, it is downloaded as .pdf.
      attachment = { fileName: pdfFileName(file.fileName), contentType: "application/pdf", size: file.size, storageKey };
    }
    const submission: NewSubmission = { ...spec.toSubmission(parsed.data), kind: spec.kind, lang: ctx.lang, page: ctx.page };
    const settings = options.mail === undefined ? mailSettings() : options.mail;
    const mails = submissionMails({ ...submission, createdAt: now.toISOString(), attachment }, settings);
    await storeSubmission(db, submission, { attachment, mails, now });
  } catch (error) {
    await releaseStarted(db, token, now);
    await discard();
    if (storedPath) await rm(storedPath, { force: true });
    return unavailable(error);
  }
  nudgeOutbox();
  return reply({ ok: true, started: signStarted(now) });
}
