/**
 * The signed render time of a form (the hidden STARTED_FIELD): a person needs a few seconds to
 * fill in a form, a bot posting straight away does not. The value is
 * `<ms since epoch>.<random nonce>.<hmac>`, signed with the session secret, so a bot cannot simply
 * post an old time. A token is spent by the submission stored with it (`spendStarted`), so one
 * token cannot carry a bot's posts from many addresses; the nonce keeps two tokens signed in the
 * same millisecond apart.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import { env as serverEnv } from "~/config/env.server";
import { loadSessionSecret } from "~/lib/auth/session.server";
import type { Database } from "~/lib/db/schema";
import { countHit, releaseHit } from "~/lib/rate-limit.server";
import { formLimits } from "./fields";

/** A token older than this is refused too: reusing one rendered page's token for days is a bot's trick. */
export const STARTED_MAX_AGE_MS = 24 * 60 * 60 * 1000;

let cachedKeys: { fingerprint: string; keys: Buffer[] } | undefined;

/**
 * HMAC keys derived from every session secret (the first signs, all verify, so rotating the
 * secret does not refuse forms rendered just before). Derived, not the secret itself: a token
 * must never be usable as a session signature.
 */
function signingKeys(): Buffer[] {
  const e = serverEnv();
  const fingerprint = `${e.DATA_DIR}\0${e.SESSION_SECRET ?? ""}`;
  if (cachedKeys?.fingerprint !== fingerprint) {
    const keys = loadSessionSecret(e.DATA_DIR, e).map((secret) => createHmac("sha256", secret).update("form-started/v1").digest());
    cachedKeys = { fingerprint, keys };
  }
  return cachedKeys.keys;
}

function mac(key: Buffer, signed: string): Buffer {
  return createHmac("sha256", key).update(signed).digest();
}

/**
 * The value of the hidden STARTED_FIELD: a route's loader puts it into the page, the token
 * endpoint (/api/form-started) hands it to a form on a cached page, every action's answer carries
 * the next one.
 */
export function signStarted(now: Date = new Date()): string {
  const signed = `${now.getTime()}.${randomBytes(9).toString("base64url")}`;
  return `${signed}.${mac(signingKeys()[0]!, signed).toString("base64url")}`;
}

/**
 * Why a started value is refused: `invalid` (missing, forged or expired; the visitor should just
 * send again: the page they get back carries a fresh value) or `tooFast`.
 */
export type StartedCheck = { ok: true } | { ok: false; reason: "invalid" | "tooFast" };

export function checkStarted(value: string | null | undefined, now: Date = new Date()): StartedCheck {
  const match = /^((\d{1,15})\.[A-Za-z0-9_-]{12})\.([A-Za-z0-9_-]{43})$/.exec(value ?? "");
  if (!match) return { ok: false, reason: "invalid" };
  const [, signed, time, signature] = match as unknown as [string, string, string, string];
  const given = Buffer.from(signature, "base64url");
  if (!signingKeys().some((key) => timingSafeEqual(mac(key, signed), given))) return { ok: false, reason: "invalid" };
  const age = now.getTime() - Number(time);
  if (age > STARTED_MAX_AGE_MS || age < -60_000) return { ok: false, reason: "invalid" };
  if (age < formLimits.minSecondsToSubmit * 1000) return { ok: false, reason: "tooFast" };
  return { ok: true };
}

/**
 * The token an answer gives the form back: the one it sent while that is still good (so the
 * minimum time is not started again for a visitor correcting a field), else a fresh one.
 */
export function nextStarted(value: string | null | undefined, now: Date = new Date()): string {
  const check = checkStarted(value, now);
  return check.ok || check.reason === "tooFast" ? value! : signStarted(now);
}

/**
 * The bucket of spent tokens in `rate_limits`: one counter per token (stored as a hash), open as
 * long as the token could be accepted, so every instance on the database sees it spent.
 */
const SPENT_BUCKET = "form-started";
const SPENT_WINDOW_MS = STARTED_MAX_AGE_MS + 60_000;

/**
 * Spends a valid token for one submission: true for the first use. Concurrent uses on any
 * instance count atomically, so only one of them gets true. Call `releaseStarted` when the
 * submission is then not stored (rate limit, database), and when it is refused as spent, so the
 * count stays the number of submissions stored (or being stored) with the token.
 */
export async function spendStarted(db: Kysely<Database>, value: string, now: Date = new Date()): Promise<boolean> {
  return (await countHit(db, SPENT_BUCKET, value, SPENT_WINDOW_MS, { now })) === 1;
}

/** Gives back a use counted by `spendStarted`; never throws (the token then just stays spent). */
export async function releaseStarted(db: Kysely<Database>, value: string, now: Date = new Date()): Promise<void> {
  try {
    await releaseHit(db, SPENT_BUCKET, value, { now });
  } catch (error) {
    console.error("Forms: a form token could not be given back:", error instanceof Error ? error.message : error);
  }
}
