/**
 * The signed render time of a form (the hidden STARTED_FIELD): a person needs a few seconds to
 * fill in a form, a bot posting straight away does not. The value is `<ms since epoch>.<hmac>`,
 * signed with the session secret, so a bot cannot simply post an old time.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { env as serverEnv } from "~/config/env.server";
import { loadSessionSecret } from "~/lib/auth/session.server";
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

function mac(key: Buffer, time: string): Buffer {
  return createHmac("sha256", key).update(time).digest();
}

/** The value of the hidden STARTED_FIELD; the route's loader puts it into the page. */
export function signStarted(now: Date = new Date()): string {
  const time = String(now.getTime());
  return `${time}.${mac(signingKeys()[0]!, time).toString("base64url")}`;
}

/**
 * Why a started value is refused: `invalid` (missing, forged or expired; the visitor should just
 * send again: the page they get back carries a fresh value) or `tooFast`.
 */
export type StartedCheck = { ok: true } | { ok: false; reason: "invalid" | "tooFast" };

export function checkStarted(value: string | null | undefined, now: Date = new Date()): StartedCheck {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(value ?? "");
  if (!match) return { ok: false, reason: "invalid" };
  const [, time, signature] = match as unknown as [string, string, string];
  const given = Buffer.from(signature, "base64url");
  if (!signingKeys().some((key) => timingSafeEqual(mac(key, time), given))) return { ok: false, reason: "invalid" };
  const age = now.getTime() - Number(time);
  if (age > STARTED_MAX_AGE_MS || age < -60_000) return { ok: false, reason: "invalid" };
  if (age < formLimits.minSecondsToSubmit * 1000) return { ok: false, reason: "tooFast" };
  return { ok: true };
}
