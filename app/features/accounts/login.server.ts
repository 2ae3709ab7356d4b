import type { Kysely } from "kysely";
import { createCookie, data, redirect } from "react-router";
import { env } from "~/config/env.server";
import { BodyTooLargeError, readForm } from "~/lib/http/body.server";
import { adminCookie, sessionToken } from "~/lib/auth/admin.server";
import { requireSameOrigin } from "~/lib/auth/origin.server";
import { verifyLogin, type Account } from "~/lib/auth/accounts.server";
import { createSession, deleteSession, loadSessionSecret } from "~/lib/auth/session.server";
import { getDatabase } from "~/lib/db/db.server";
import type { Database } from "~/lib/db/schema";
import type { Lang } from "~/lib/i18n";
import { clearHits, countHit, counterKey, loginRateLimit, releaseHit } from "~/lib/rate-limit.server";
import { loginText, type LoginMessage } from "./copy";
import { NO_STORE } from "~/lib/http/no-store";
import { adminPaths } from "~/config/admin-paths";

export interface LoginResult {
  error: string;
  /** Changes with every answer, so the password field is emptied each time. */
  attempt: number;
}

export interface LoginOptions {
  db?: Kysely<Database>;
  /** The visitor's address as the server saw it (Express req.ip); one shared bucket without it. */
  clientAddress?: string;
  now?: () => Date;
  /** The cap over all addresses (tests); 100 by default. */
  globalLimit?: number;
}

/** The login form is one password field: anything bigger is refused while it is read. */
export const LOGIN_BODY_MAX_BYTES = 8 * 1024;

/** Counter buckets (rate_limits): per address, and over all addresses under one key. */
const ADDRESS_BUCKET = "login";
const GLOBAL_BUCKET = "login-all";
const GLOBAL_KEY = "all";

const addressKey = (address: string | undefined) => address || "unknown";

/** Attempts counted for an address in its open window (tests, the admin overview). */
export async function loginAttempts(db: Kysely<Database>, address: string | undefined, now = new Date()): Promise<number> {
  const row = await db
    .selectFrom("rate_limits")
    .select("points")
    .where("bucket", "=", ADDRESS_BUCKET)
    .where("key_hash", "=", counterKey(ADDRESS_BUCKET, addressKey(address)))
    .where("window_end", ">", now.toISOString())
    .executeTakeFirst();
  return Number(row?.points ?? 0);
}

/** Attempts counted over all addresses in the open window. */
async function globalAttempts(db: Kysely<Database>, now: Date): Promise<number> {
  const row = await db
    .selectFrom("rate_limits")
    .select("points")
    .where("bucket", "=", GLOBAL_BUCKET)
    .where("key_hash", "=", counterKey(GLOBAL_BUCKET, GLOBAL_KEY))
    .where("window_end", ">", now.toISOString())
    .executeTakeFirst();
  return Number(row?.points ?? 0);
}

/**
 * Whether the next login attempt from `address` would be refused by the throttle, without counting
 * it: "address" past the address's limit, "everyone" past the cap over all addresses (unless the
 * browser has signed in before: `cookieHeader` carries its device cookie), else null. Read only,
 * so the server can answer a throttled address before the login page is rendered; the action
 * still counts every attempt it handles, so this check never lets one through that it would refuse.
 */
export async function loginThrottled(
  db: Kysely<Database>,
  address: string | undefined,
  cookieHeader: string | null,
  { now = new Date(), globalLimit = loginRateLimit.maxGlobalFailures }: { now?: Date; globalLimit?: number } = {},
): Promise<"address" | "everyone" | null> {
  if ((await loginAttempts(db, address, now)) >= loginRateLimit.maxFailures) return "address";
  if ((await globalAttempts(db, now)) < globalLimit) return null;
  const value: unknown = await deviceCookie().parse(cookieHeader);
  return value === "1" ? null : "everyone";
}

let deviceCookieInstance: ReturnType<typeof createCookie> | undefined;

/**
 * Set on a successful login, kept a year: a browser that has signed in before may still try while
 * the cap over all addresses holds, so an attack from many addresses cannot lock the owner out.
 * Signed with the session secret, so it cannot be made up; its address's limit still applies.
 */
export function deviceCookie() {
  deviceCookieInstance ??= createCookie("fc_admin_device", {
    httpOnly: true,
    sameSite: "lax",
    path: adminPaths.login,
    secure: env().SITE_URL.startsWith("https://"),
    secrets: loadSessionSecret(),
    maxAge: 365 * 24 * 60 * 60,
  });
  return deviceCookieInstance;
}

async function knownDevice(request: Request): Promise<boolean> {
  const value: unknown = await deviceCookie().parse(request.headers.get("Cookie"));
  return value === "1";
}

type Reservation = { ok: true } | { ok: false; reason: "address" | "everyone" };

/**
 * Counts this attempt before the password is looked at, with one atomic statement per counter,
 * so parallel guesses cannot all slip under the limit: the 11th of any number of simultaneous
 * attempts from one address is refused. An attempt refused by the cap over all addresses is
 * given back to its address.
 */
async function reserveAttempt(
  db: Kysely<Database>,
  address: string,
  { now, trusted, globalLimit }: { now: Date; trusted: boolean; globalLimit: number },
): Promise<Reservation> {
  const { windowMs, maxFailures } = loginRateLimit;
  if ((await countHit(db, ADDRESS_BUCKET, address, windowMs, { now })) > maxFailures) return { ok: false, reason: "address" };
  if (trusted) return { ok: true };
  if ((await countHit(db, GLOBAL_BUCKET, GLOBAL_KEY, windowMs, { now })) > globalLimit) {
    await releaseHit(db, ADDRESS_BUCKET, address, { now });
    return { ok: false, reason: "everyone" };
  }
  return { ok: true };
}

/**
 * The password checks' queue is full (PasswordBusyError from password.server.ts, which keeps
 * hashing from starving the rest of the server): recognised by name, so this module does not
 * depend on that error class being present.
 */
function isPasswordBusy(error: unknown): boolean {
  return error instanceof Error && error.name === "PasswordBusyError";
}

const answer = (error: string, status: number) =>
  data<LoginResult>({ error, attempt: Date.now() + Math.random() }, { status, headers: NO_STORE });

/**
 * The login form's action. Order: Origin check (403), the body read with an 8 KB limit (413),
 * the attempt counted (429 past 10 from the address or 100 from everyone, before the password
 * is even looked at), e-mail address and password (401 'Ungültiges Passwort'; an empty e-mail
 * address signs in the primary owner, as the single admin password did), then a new session, its cookie and
 * a redirect to /blog/admin. A success clears the address's count and gives back its share of
 * the count over all addresses, so only failures stay counted.
 */
export async function handleLogin(request: Request, lang: Lang, options: LoginOptions = {}) {
  const say = (code: LoginMessage) => loginText(code, lang);
  if (request.method !== "POST") throw data(null, { status: 405, headers: { Allow: "POST" } });
  requireSameOrigin(request);

  let password = "";
  let email = "";
  try {
    const { fields } = await readForm(request, { maxBytes: LOGIN_BODY_MAX_BYTES });
    password = typeof fields.password === "string" ? fields.password : "";
    email = typeof fields.email === "string" ? fields.email.slice(0, 320) : "";
  } catch (error) {
    if (error instanceof BodyTooLargeError) return answer(say("tooLarge"), 413);
    // An unreadable body is a failed attempt like any other.
  }

  const now = (options.now ?? (() => new Date()))();
  const address = addressKey(options.clientAddress);
  const globalLimit = options.globalLimit ?? loginRateLimit.maxGlobalFailures;
  const trusted = await knownDevice(request);
  let db: Kysely<Database>;
  try {
    db = options.db ?? (await getDatabase()).db;
    const reservation = await reserveAttempt(db, address, { now, trusted, globalLimit });
    if (!reservation.ok) return answer(say(reservation.reason === "address" ? "tooMany" : "lockedForAll"), 429);
  } catch (error) {
    console.error("Login: the database is unavailable:", error instanceof Error ? error.message : error);
    return answer(say("unavailable"), 503);
  }

  let account: Account | null;
  try {
    // Capped so a huge body cannot make argon2 work hard; real passwords are far shorter.
    account = password !== "" && password.length <= 1024 ? await verifyLogin(db, email, password) : null;
  } catch (error) {
    if (!isPasswordBusy(error)) throw error;
    // The password was not checked: the attempt is given back, and the visitor told to retry.
    await releaseHit(db, ADDRESS_BUCKET, address, { now });
    if (!trusted) await releaseHit(db, GLOBAL_BUCKET, GLOBAL_KEY, { now });
    return data<LoginResult>(
      { error: say("busy"), attempt: Date.now() + Math.random() },
      { status: 503, headers: { ...NO_STORE, "Retry-After": "5" } },
    );
  }
  if (!account) return answer(say("invalid"), 401);

  await clearHits(db, ADDRESS_BUCKET, address);
  if (!trusted) await releaseHit(db, GLOBAL_BUCKET, GLOBAL_KEY, { now });
  const { token } = await createSession(db, { accountId: account.id, userAgent: request.headers.get("user-agent") });
  const headers = new Headers(NO_STORE);
  headers.append("Set-Cookie", await adminCookie().serialize(token));
  headers.append("Set-Cookie", await deviceCookie().serialize("1"));
  return redirect(adminPaths.list, { headers });
}

/** Logout: deletes the server session and clears the cookie, then back to the login. */
export async function handleLogout(request: Request, options: { db?: Kysely<Database> } = {}) {
  if (request.method !== "POST") throw data(null, { status: 405, headers: { Allow: "POST" } });
  requireSameOrigin(request);
  const token = await sessionToken(request);
  if (token) {
    const db = options.db ?? (await getDatabase()).db;
    await deleteSession(db, token);
  }
  return redirect(adminPaths.login, {
    headers: { "Set-Cookie": await adminCookie().serialize("", { maxAge: 0, expires: new Date(0) }), ...NO_STORE },
  });
}
