import type { Kysely } from "kysely";
import { data } from "react-router";
import { BodyTooLargeError, readForm } from "~/lib/http/body.server";
import {
  checkStarted,
  listSubmissions,
  mailSettings,
  type MailSettings,
  type NewSubmission,
  nextStarted,
  nudgeOutbox,
  releaseStarted,
  signStarted,
  spendStarted,
  storeSubmission,
  submissionMails,
} from "~/features/forms/index.server";
import { STARTED_FIELD } from "~/features/forms";
import { isCrossSite } from "~/lib/auth/origin.server";
import { getDatabase } from "~/lib/db/db.server";
import type { Database } from "~/lib/db/schema";
import { clientKey } from "~/lib/http/client-address.server";
import type { Lang } from "~/lib/i18n";
import { RateLimit, waitlistRateLimit } from "~/lib/rate-limit.server";
import { waitlistCopy } from "./copy";
import { HONEYPOT_FIELD, waitlistProducts, type SegmentKey, type WaitlistProduct, type WaitlistResult } from "./fields";
import { parseWaitlistForm, waitlistValues, type WaitlistInput } from "./schema";

export type { WaitlistProduct, WaitlistResult } from "./fields";
export { waitlistSchema, parseWaitlistForm } from "./schema";

/** A waitlist sign-up as the admin list shows it (stored as a form submission of kind "waitlist"). */
export interface WaitlistEntry {
  id: string;
  product: WaitlistProduct;
  name: string;
  email: string;
  company: string | null;
  /** Forest area in whole hectares. */
  hectares: number | null;
  segment: SegmentKey | null;
  message: string | null;
  lang: Lang;
  /** When the visitor gave privacy consent. */
  consent_at: string;
  created_at: string;
  updated_at: string;
}

/** Larger bodies are refused, also while they are read: the whole form is a few kilobytes at most. */
const MAX_BODY_BYTES = 32 * 1024;

/** The count of sign-ups per address and product, shared by every instance (in the database). */
const waitlistLimit = new RateLimit(waitlistRateLimit, { name: "waitlist" });

export interface WaitlistActionOptions {
  /** The database; the process-wide one by default. */
  db?: Kysely<Database>;
  /**
   * The visitor's network address as the server saw it (socket address, or the address a trusted
   * proxy reported). Without it the last X-Forwarded-For entry is used, else one shared bucket.
   */
  clientAddress?: string;
  limiter?: RateLimit;
  /** The time stored with the entry; the rate limit counts in real time. */
  now?: () => Date;
  /** Mail settings; from the environment when undefined, no mail when null. */
  mail?: MailSettings | null;
}

type WaitlistResponse = ReturnType<typeof data<WaitlistResult>>;

/**
 * The waitlist form's action, with the contact form's checks in the same order (see
 * app/features/forms/action.server.ts): a cross-site POST is refused (403, thrown), an oversized
 * body too (413, thrown); a filled-in honeypot is answered like a success and nothing is stored;
 * then the field rules, then the signed start time (too fast, missing, forged, expired or already
 * spent: "please send again", the values kept), then the rate limit, then storing. Otherwise it
 * answers the form's state as data: `{ ok: true }` (200) or `{ ok: false, errors, values }` with
 * 400 (invalid input, start time), 429 (rate limit) or 503 (database unavailable), so the visitor
 * sees why and keeps everything typed. Every answer carries the start time the form sends next
 * (`started`): the waitlist pages are cached, so without JavaScript the first post brings the
 * visitor their token, and with it the form fetched one from STARTED_PATH after hydration.
 *
 * A second sign-up with the same e-mail is stored as a second submission (the first one's data is
 * never overwritten) and answers like the first, so the form never reveals whether an address is
 * already on the list.
 *
 * Return it from the route's action unchanged; the data the form reads is `WaitlistResult`.
 */
export async function handleWaitlistAction(
  request: Request,
  product: WaitlistProduct,
  lang: Lang,
  options: WaitlistActionOptions = {},
): Promise<WaitlistResponse> {
  const m = waitlistCopy[lang].errors;
  if (request.method !== "POST") throw data(null, { status: 405, headers: { Allow: "POST" } });
  if (isCrossSite(request)) throw data(m.crossSite, { status: 403 });

  // The start time is checked in real time; `now` is only the time stored with the entry.
  const checkedAt = new Date();
  let form: Record<string, string> = {};
  // The form's own token goes back while it is good; else, and before the form is read, a fresh one.
  const reply = (result: WaitlistResult, status = 200): WaitlistResponse =>
    data({ ...result, started: result.started ?? nextStarted(form[STARTED_FIELD], checkedAt) }, { status });

  try {
    form = (await readForm(request, { maxBytes: MAX_BODY_BYTES })).fields;
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw data(m.tooLarge, { status: 413 });
    return reply({ ok: false, errors: { form: m.rejected }, values: {} }, 400);
  }

  if ((form[HONEYPOT_FIELD] ?? "") !== "") {
    console.warn(`Waitlist (${product}): the honeypot field was filled in; nothing stored.`);
    return reply({ ok: true, started: signStarted(checkedAt) });
  }

  const parsed = parseWaitlistForm(form, lang);
  if (!parsed.success) return reply({ ok: false, errors: parsed.errors, values: parsed.values }, 400);
  const values = waitlistValues(form);

  const token = form[STARTED_FIELD] ?? "";
  const started = checkStarted(token, checkedAt);
  if (!started.ok) return reply({ ok: false, errors: { form: started.reason === "tooFast" ? m.tooFast : m.expired }, values }, 400);
  const unavailable = (error: unknown) => {
    console.error(`Waitlist (${product}): the sign-up could not be stored:`, error instanceof Error ? error.message : error);
    return reply({ ok: false, errors: { form: m.unavailable }, values }, 503);
  };
  let db: Kysely<Database>;
  try {
    db = options.db ?? (await getDatabase()).db;
    if (!(await spendStarted(db, token, checkedAt))) {
      await releaseStarted(db, token, checkedAt);
      return reply({ ok: false, errors: { form: m.expired }, values, started: signStarted(checkedAt) }, 400);
    }
  } catch (error) {
    return unavailable(error);
  }

  const limiter = options.limiter ?? waitlistLimit;
  const now = (options.now ?? (() => new Date()))();
  if (!(await limiter.take(`${product}:${clientKey(request, options.clientAddress)}`))) {
    await releaseStarted(db, token, checkedAt);
    return reply({ ok: false, errors: { form: m.rateLimited }, values }, 429);
  }

  try {
    const page = new URL(request.url).pathname;
    await saveWaitlistEntry(db, product, lang, parsed.data, {
      now,
      page,
      mail: options.mail === undefined ? mailSettings() : options.mail,
    });
  } catch (error) {
    await releaseStarted(db, token, checkedAt);
    return unavailable(error);
  }
  nudgeOutbox();
  return reply({ ok: true, started: signStarted(checkedAt) });
}

/**
 * Stores a sign-up as a form submission (kind "waitlist") with its mails. A second sign-up with
 * the same address is a second submission: nothing the visitor sent before is overwritten.
 */
export async function saveWaitlistEntry(
  db: Kysely<Database>,
  product: WaitlistProduct,
  lang: Lang,
  input: WaitlistInput,
  { now = new Date(), page = null, mail = null }: { now?: Date; page?: string | null; mail?: MailSettings | null } = {},
): Promise<string> {
  if (!waitlistProducts.includes(product)) throw new Error(`Unknown waitlist product: ${product}`);
  const details: Record<string, unknown> = { consentAt: now.toISOString() };
  if (input.hectares !== null) details.hectares = input.hectares;
  if (input.segment !== null) details.segment = input.segment;
  const submission: NewSubmission = {
    kind: "waitlist",
    lang,
    name: input.name,
    email: input.email,
    company: input.company,
    product,
    message: input.message,
    details,
    page,
  };
  const mails = submissionMails({ ...submission, createdAt: now.toISOString() }, mail);
  return storeSubmission(db, submission, { mails, now });
}

/** Waitlist sign-ups, newest first; all products or one. For the admin view. */
export async function listWaitlist(db: Kysely<Database>, product?: WaitlistProduct): Promise<WaitlistEntry[]> {
  const entries: WaitlistEntry[] = [];
  const pageSize = 1000;
  for (let offset = 0; ; offset += pageSize) {
    const { rows } = await listSubmissions(db, { kind: "waitlist", limit: pageSize, offset });
    for (const r of rows) {
      const p = r.product as WaitlistProduct;
      if (product && p !== product) continue;
      const hectares = typeof r.details.hectares === "number" ? r.details.hectares : null;
      const segment = typeof r.details.segment === "string" ? (r.details.segment as SegmentKey) : null;
      const consentAt = typeof r.details.consentAt === "string" ? r.details.consentAt : r.createdAt;
      entries.push({
        id: r.id,
        product: p,
        name: r.name,
        email: r.email,
        company: r.company,
        hectares,
        segment,
        message: r.message,
        lang: r.lang,
        consent_at: consentAt,
        created_at: r.createdAt,
        updated_at: r.updatedAt,
      });
    }
    if (rows.length < pageSize) break;
  }
  return entries;
}
