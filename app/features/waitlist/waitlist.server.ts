import { randomUUID } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import { data } from "react-router";
import { isCrossSite } from "~/lib/auth/origin.server";
import { getDatabase } from "~/lib/db/db.server";
import type { Database, WaitlistEntriesTable } from "~/lib/db/schema";
import { clientKey } from "~/lib/http/client-address.server";
import type { Lang } from "~/lib/i18n";
import { RateLimit, waitlistRateLimit } from "~/lib/rate-limit.server";
import { waitlistCopy } from "./copy";
import { waitlistProducts, type WaitlistProduct, type WaitlistResult } from "./fields";
import { parseWaitlistForm, waitlistValues, type WaitlistInput } from "./schema";

export type { WaitlistProduct, WaitlistResult } from "./fields";
export { waitlistSchema, parseWaitlistForm } from "./schema";

export type WaitlistEntry = Selectable<WaitlistEntriesTable>;

/** Larger bodies are refused before they are read: the whole form is a few kilobytes at most. */
const MAX_BODY_BYTES = 32 * 1024;

/** The process-wide count of sign-ups per address and product. */
const waitlistLimit = new RateLimit(waitlistRateLimit);

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
}

type WaitlistResponse = ReturnType<typeof data<WaitlistResult>>;

const reply = (result: WaitlistResult, status = 200): WaitlistResponse => data(result, { status });

/**
 * The waitlist form's action. Refuses a cross-site POST (403, thrown) and an oversized body
 * (413, thrown). Otherwise answers the form's state as data: `{ ok: true }` (200) or
 * `{ ok: false, errors, values }` with 400 (invalid input), 429 (rate limit) or 503 (database
 * unavailable), so the visitor sees why and keeps everything typed. A second sign-up with the
 * same e-mail for the same product updates the entry and answers like the first, so the form
 * never reveals whether an address is already on the list.
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
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES) throw data(m.tooLarge, { status: 413 });

  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return reply({ ok: false, errors: { form: m.rejected }, values: {} }, 400);
  }

  const parsed = parseWaitlistForm(form, lang);
  if (!parsed.success) return reply({ ok: false, errors: parsed.errors, values: parsed.values }, 400);

  const limiter = options.limiter ?? waitlistLimit;
  const now = (options.now ?? (() => new Date()))();
  if (!(await limiter.take(`${product}:${clientKey(request, options.clientAddress)}`))) {
    return reply({ ok: false, errors: { form: m.rateLimited }, values: waitlistValues(form) }, 429);
  }

  try {
    const db = options.db ?? (await getDatabase()).db;
    await saveWaitlistEntry(db, product, lang, parsed.data, now);
  } catch (error) {
    console.error(`Waitlist (${product}): the sign-up could not be stored:`, error instanceof Error ? error.message : error);
    return reply({ ok: false, errors: { form: m.unavailable }, values: waitlistValues(form) }, 503);
  }
  return reply({ ok: true });
}

/**
 * Stores a sign-up, or updates the existing entry for the same product and address: the new
 * name, language and consent time win; optional details left empty keep their earlier value.
 */
export async function saveWaitlistEntry(
  db: Kysely<Database>,
  product: WaitlistProduct,
  lang: Lang,
  input: WaitlistInput,
  now = new Date(),
): Promise<void> {
  if (!waitlistProducts.includes(product)) throw new Error(`Unknown waitlist product: ${product}`);
  const at = now.toISOString();
  await db
    .insertInto("waitlist_entries")
    .values({
      id: randomUUID(),
      product,
      name: input.name,
      email: input.email,
      company: input.company,
      hectares: input.hectares,
      segment: input.segment,
      message: input.message,
      lang,
      consent_at: at,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) =>
      oc.columns(["product", "email"]).doUpdateSet((eb) => ({
        name: eb.ref("excluded.name"),
        company: eb.fn.coalesce(eb.ref("excluded.company"), eb.ref("waitlist_entries.company")),
        hectares: eb.fn.coalesce(eb.ref("excluded.hectares"), eb.ref("waitlist_entries.hectares")),
        segment: eb.fn.coalesce(eb.ref("excluded.segment"), eb.ref("waitlist_entries.segment")),
        message: eb.fn.coalesce(eb.ref("excluded.message"), eb.ref("waitlist_entries.message")),
        lang: eb.ref("excluded.lang"),
        consent_at: eb.ref("excluded.consent_at"),
        updated_at: eb.ref("excluded.updated_at"),
      })),
    )
    .execute();
}

/** Waitlist entries, newest first; all products or one. For the admin view. */
export async function listWaitlist(db: Kysely<Database>, product?: WaitlistProduct): Promise<WaitlistEntry[]> {
  let query = db.selectFrom("waitlist_entries").selectAll();
  if (product) query = query.where("product", "=", product);
  return query.orderBy("created_at", "desc").orderBy("id").execute();
}
