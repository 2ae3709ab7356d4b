import type { Kysely } from "kysely";
import { createCookie, replace } from "react-router";
import { env } from "~/config/env.server";
import type { Database } from "~/lib/db/schema";
import { getDatabase } from "~/lib/db/db.server";
import { DEFAULT_SESSION_TTL_MS, findSession, loadSessionSecret } from "./session.server";

let cookie: ReturnType<typeof createCookie> | undefined;

/** The admin session cookie: HttpOnly, SameSite=Lax, signed, Secure when the site is served over https. */
export function adminCookie() {
  cookie ??= createCookie("fc_admin", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: env().SITE_URL.startsWith("https://"),
    secrets: loadSessionSecret(),
    maxAge: Math.floor(DEFAULT_SESSION_TTL_MS / 1000),
  });
  return cookie;
}

export async function sessionToken(request: Request): Promise<string | null> {
  const value: unknown = await adminCookie().parse(request.headers.get("Cookie"));
  return typeof value === "string" ? value : null;
}

/** The live admin session of a request, or null. `db` defaults to the process-wide database. */
export async function currentAdmin(request: Request, db?: Kysely<Database>): Promise<{ sessionId: string } | null> {
  const token = await sessionToken(request);
  const session = await findSession(db ?? (await getDatabase()).db, token);
  return session ? { sessionId: session.id } : null;
}

/** Guards admin loaders and actions: without a live session the visitor goes to the login (replace). */
export async function requireAdmin(request: Request, db?: Kysely<Database>): Promise<{ sessionId: string }> {
  const admin = await currentAdmin(request, db);
  // no-store: the redirect depends on the cookie, so no cache may keep it.
  if (!admin) throw replace("/blog/login", { headers: { "Cache-Control": "no-store" } });
  return admin;
}
