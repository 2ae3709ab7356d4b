/**
 * Proof of consent: each choice made in the consent dialog is logged (table consent_log) so the
 * operator can show what a visitor agreed to, when and on which text. Logged: a random consent
 * id (kept in the visitor's consent cookie, the same for later changes), the time, the dialog
 * text's version, the choices and the dialog's language. Not logged: the address, the browser,
 * anything else that would identify the visitor. Kept CONSENT_LOG_RETENTION_DAYS (three years by
 * default), then deleted by a task that runs at start and daily.
 *
 * POST /api/consent `{ consentId?, version, statistics, marketing }` → 201 `{ consentId }`.
 * Refused: another method (405), a cross-site request (403), a body over 1 KB (413), anything
 * but that JSON (400), more than the rate limit per address (429).
 */
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { z } from "zod";
import { BodyTooLargeError, limitBody } from "~/lib/http/body.server";
import { requirePermission } from "~/lib/auth/admin.server";
import { isCrossSite } from "~/lib/auth/origin.server";
import { getDatabase } from "~/lib/db/db.server";
import type { Database } from "~/lib/db/schema";
import { clientKey } from "~/lib/http/client-address.server";
import type { Lang } from "~/lib/i18n";
import { consentLogRateLimit, RateLimit } from "~/lib/rate-limit.server";
import { runNowAndEvery } from "~/lib/repeat.server";
import { registerStartupTask } from "~/lib/startup.server";
import { DEFAULT_CONSENT_LOG_RETENTION_DAYS } from "./config";

type Db = Kysely<Database>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The largest body accepted: the JSON above is about 120 bytes. */
export const MAX_CONSENT_BODY_BYTES = 1024;

export const consentLogRequestSchema = z
  .object({
    consentId: z.uuid().optional(),
    version: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    statistics: z.boolean(),
    marketing: z.boolean(),
  })
  .strict();

export type ConsentChoiceKind = "accepted" | "rejected" | "custom";

/** Every optional category allowed, none, or some. */
export function choiceKind({ statistics, marketing }: { statistics: boolean; marketing: boolean }): ConsentChoiceKind {
  if (statistics && marketing) return "accepted";
  if (!statistics && !marketing) return "rejected";
  return "custom";
}

const noStore = { "Cache-Control": "no-store" };
const answer = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { ...noStore, ...headers } });

/**
 * The body as text, or null when it is larger than `max` bytes: declared or counted while reading
 * (a chunked body declares no length). The project's one body reader, limitBody, reads and drops
 * the rest of an oversized body, so the client gets the 413 instead of a cut connection.
 */
async function readLimited(request: Request, max: number): Promise<string | null> {
  const declared = Number(request.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > max) return null;
  if (!request.body) return "";
  try {
    return await new Response(limitBody(request.body, max)).text();
  } catch (error) {
    if (error instanceof BodyTooLargeError) return null;
    throw error;
  }
}

export interface ConsentLogContext {
  lang: Lang;
  clientAddress?: string;
}

export interface ConsentLogDeps {
  db?: Db;
  limiter?: RateLimit;
  now?: () => Date;
}

const sharedLimiter = new RateLimit(consentLogRateLimit, { name: "consent-log" });

export async function handleConsentLog(request: Request, ctx: ConsentLogContext, deps: ConsentLogDeps = {}): Promise<Response> {
  if (request.method !== "POST") return answer({ error: "Method Not Allowed" }, 405, { Allow: "POST" });
  if (isCrossSite(request)) return answer({ error: "Cross-site request refused" }, 403);
  const text = await readLimited(request, MAX_CONSENT_BODY_BYTES);
  if (text === null) return answer({ error: "Request body too large" }, 413);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return answer({ error: "Invalid JSON" }, 400);
  }
  const parsed = consentLogRequestSchema.safeParse(body);
  if (!parsed.success) return answer({ error: "Invalid consent record" }, 400);
  if (!(await (deps.limiter ?? sharedLimiter).take(clientKey(request, ctx.clientAddress)))) {
    return answer({ error: "Too many requests" }, 429, { "Retry-After": "600" });
  }
  const { consentId = randomUUID(), version, statistics, marketing } = parsed.data;
  try {
    const db = deps.db ?? (await getDatabase()).db;
    await db
      .insertInto("consent_log")
      .values({
        id: randomUUID(),
        consent_id: consentId,
        created_at: (deps.now?.() ?? new Date()).toISOString(),
        version,
        choice: choiceKind({ statistics, marketing }),
        statistics: statistics ? 1 : 0,
        marketing: marketing ? 1 : 0,
        lang: ctx.lang,
      })
      .execute();
  } catch (error) {
    console.error("Consent log: a choice could not be stored:", error instanceof Error ? error.message : error);
    return answer({ error: "Not stored" }, 500);
  }
  return answer({ consentId }, 201);
}

/** Deletes choices older than `days`; returns how many. */
export async function deleteOldConsentLog(db: Db, days: number, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - days * DAY_MS).toISOString();
  const result = await db.deleteFrom("consent_log").where("created_at", "<", cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export interface ConsentDay {
  /** The calendar day in German time, YYYY-MM-DD. */
  day: string;
  accepted: number;
  rejected: number;
  custom: number;
}

const berlinDate = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin", year: "numeric", month: "2-digit", day: "2-digit" });

/**
 * Choices per day (German time) over the last `days` days, newest first, each day with at least
 * one choice. Counted per hour in the database (German time differs from UTC by whole hours), so
 * the rows themselves never leave it.
 */
export async function consentChoicesPerDay(db: Db, days = 30, now: Date = new Date()): Promise<ConsentDay[]> {
  const since = new Date(now.getTime() - days * DAY_MS).toISOString();
  const hours = await db
    .selectFrom("consent_log")
    .select((eb) => [eb.fn<string>("substr", ["created_at", eb.val(1), eb.val(13)]).as("hour"), "choice", eb.fn.countAll<number>().as("n")])
    .where("created_at", ">=", since)
    .groupBy(["hour", "choice"])
    .execute();
  const byDay = new Map<string, ConsentDay>();
  for (const { hour, choice, n } of hours) {
    const day = berlinDate.format(new Date(`${hour}:00:00Z`));
    const entry = byDay.get(day) ?? { day, accepted: 0, rejected: 0, custom: 0 };
    if (choice === "accepted" || choice === "rejected" || choice === "custom") entry[choice] += Number(n);
    byDay.set(day, entry);
  }
  return [...byDay.values()].sort((a, b) => b.day.localeCompare(a.day));
}

/** Deletes old choices now and then once a day. Returns a stop function. */
export function scheduleConsentLogRetention(getDb: () => Promise<Db>, days: number, log: (line: string) => void = console.log): () => void {
  return runNowAndEvery("consent log retention", DAY_MS, async () => {
    const deleted = await deleteOldConsentLog(await getDb(), days);
    if (deleted) log(`consent log retention: deleted ${deleted} choices older than ${days} days`);
  });
}

registerStartupTask("consent log retention", ({ database, env, log }) => {
  scheduleConsentLogRetention(database, env.CONSENT_LOG_RETENTION_DAYS ?? DEFAULT_CONSENT_LOG_RETENTION_DAYS, log);
});

/** What the admin overview shows: choices per day, or null when they could not be read. */
export async function loadConsentOverview(request: Request, days = 30, deps: { db?: Db; now?: Date } = {}) {
  const db = deps.db ?? (await getDatabase()).db;
  await requirePermission(request, "consent.log", db);
  const perDay = await consentChoicesPerDay(db, days, deps.now).catch((error: unknown) => {
    console.error("Consent log: the overview could not be loaded:", error);
    return null;
  });
  return { days, perDay };
}
