import type { Kysely } from "kysely";
import { createCookie, data, replace } from "react-router";
import { env } from "~/config/env.server";
import type { Database } from "~/lib/db/schema";
import { getDatabase } from "~/lib/db/db.server";
import { getAccount, type Account } from "./accounts.server";
import { requireSameOrigin } from "./origin.server";
import { can, type Permission } from "./permissions";
import { DEFAULT_SESSION_TTL_MS, findSession, loadSessionSecret } from "./session.server";
import { adminPaths } from "~/config/admin-paths";

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

/** A signed-in request: its session and the (active) account it belongs to. */
export interface AdminContext {
  sessionId: string;
  account: Account;
}

/**
 * The live session of a request and its account, or null (no cookie, an ended session, or an
 * account an owner deactivated). `db` defaults to the process-wide database.
 */
export async function currentAdmin(request: Request, db?: Kysely<Database>): Promise<AdminContext | null> {
  const database = db ?? (await getDatabase()).db;
  const token = await sessionToken(request);
  const session = await findSession(database, token);
  if (!session) return null;
  const account = await getAccount(database, session.accountId);
  if (!account || !account.active) return null;
  return { sessionId: session.id, account };
}

/** Guards admin loaders and actions: without a live session the visitor goes to the login (replace). */
export async function requireAdmin(request: Request, db?: Kysely<Database>): Promise<AdminContext> {
  const admin = await currentAdmin(request, db);
  // no-store: the redirect depends on the cookie, so no cache may keep it.
  if (!admin) throw replace(adminPaths.login, { headers: { "Cache-Control": "no-store" } });
  return admin;
}

/** What a refused request answers: 403, never cached. Route error boundaries show "Keine Berechtigung". */
export function forbidden(): never {
  throw data("Forbidden", { status: 403, headers: { "Cache-Control": "no-store" } });
}

/**
 * Guards a loader or action that needs `permission`: the login without a session (as requireAdmin),
 * 403 for a signed-in account whose role lacks it.
 */
export async function requirePermission(request: Request, permission: Permission, db?: Kysely<Database>): Promise<AdminContext> {
  const admin = await requireAdmin(request, db);
  if (!can(admin.account.role, permission)) forbidden();
  return admin;
}

/** Session (redirect to /blog/login), the right to write posts (403) and, for mutations, same origin (403). */
export async function guardMutation(request: Request, db: Kysely<Database>): Promise<AdminContext> {
  const admin = await requirePermission(request, "posts.write", db);
  requireSameOrigin(request);
  return admin;
}
