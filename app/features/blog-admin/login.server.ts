import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import { data, redirect } from "react-router";
import { adminCookie, sessionToken } from "~/lib/auth/admin.server";
import { requireSameOrigin } from "~/lib/auth/origin.server";
import { verifyAdminPassword } from "~/lib/auth/password.server";
import { createSession, deleteSession } from "~/lib/auth/session.server";
import { getDatabase } from "~/lib/db/db.server";
import type { Database } from "~/lib/db/schema";
import type { Lang } from "~/lib/i18n";
import { loginAllowed, loginWindowStart } from "~/lib/rate-limit.server";
import { adminCopy } from "./copy";
import { NO_STORE } from "./http";

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
}

/** The rate limit counts under a hash of the address: the address itself is never stored. */
export function addressHash(address: string | undefined): string {
  return createHash("sha256")
    .update(`login:${address || "unknown"}`)
    .digest("hex");
}

export async function countRecentFailures(db: Kysely<Database>, hash: string, now: Date): Promise<number> {
  const row = await db
    .selectFrom("login_attempts")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("address_hash", "=", hash)
    .where("attempted_at", ">", loginWindowStart(now))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

async function recordFailure(db: Kysely<Database>, hash: string, now: Date): Promise<void> {
  await db.insertInto("login_attempts").values({ address_hash: hash, attempted_at: now.toISOString() }).execute();
  // Attempts older than the window never count again: drop them on the way (all addresses).
  await db.deleteFrom("login_attempts").where("attempted_at", "<=", loginWindowStart(now)).execute();
}

const answer = (error: string, status: number) =>
  data<LoginResult>({ error, attempt: Date.now() + Math.random() }, { status, headers: NO_STORE });

/**
 * The login form's action. Order: Origin check (403), rate limit (429, before the password is
 * even looked at), password (401 'Ungültiges Passwort'), then a new session, its cookie and a
 * redirect to /blog/admin. A success clears the address's failures.
 */
export async function handleLogin(request: Request, lang: Lang, options: LoginOptions = {}) {
  const m = adminCopy[lang].login;
  if (request.method !== "POST") throw data(null, { status: 405, headers: { Allow: "POST" } });
  requireSameOrigin(request);

  const now = (options.now ?? (() => new Date()))();
  const hash = addressHash(options.clientAddress);
  let db: Kysely<Database>;
  try {
    db = options.db ?? (await getDatabase()).db;
    if (!loginAllowed(await countRecentFailures(db, hash, now))) return answer(m.tooMany, 429);
  } catch (error) {
    console.error("Login: the database is unavailable:", error instanceof Error ? error.message : error);
    return answer(m.unavailable, 503);
  }

  let password = "";
  try {
    const form = await request.formData();
    const value = form.get("password");
    password = typeof value === "string" ? value : "";
  } catch {
    // An unreadable body is a failed attempt like any other.
  }

  // Capped so a huge body cannot make argon2 work hard; real passwords are far shorter.
  const ok = password !== "" && password.length <= 1024 && (await verifyAdminPassword(db, password));
  if (!ok) {
    await recordFailure(db, hash, now);
    return answer(m.invalid, 401);
  }

  await db.deleteFrom("login_attempts").where("address_hash", "=", hash).execute();
  const { token } = await createSession(db, { userAgent: request.headers.get("user-agent") });
  return redirect("/blog/admin", {
    headers: { "Set-Cookie": await adminCookie().serialize(token), ...NO_STORE },
  });
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
  return redirect("/blog/login", {
    headers: { "Set-Cookie": await adminCookie().serialize("", { maxAge: 0, expires: new Date(0) }), ...NO_STORE },
  });
}
