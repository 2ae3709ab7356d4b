import { createCookie, replace } from "react-router";
import { getDatabase } from "~/lib/db/db.server";
import { DEFAULT_SESSION_TTL_MS, findSession, loadSessionSecret } from "./session.server";

let cookie: ReturnType<typeof createCookie> | undefined;

/** The admin session cookie: HttpOnly, SameSite=Lax, signed, Secure when the site is served over https. */
export function adminCookie() {
  cookie ??= createCookie("fc_admin", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: (process.env.SITE_URL ?? "").startsWith("https://"),
    secrets: loadSessionSecret(process.env.DATA_DIR ?? "./data"),
    maxAge: Math.floor(DEFAULT_SESSION_TTL_MS / 1000),
  });
  return cookie;
}

export async function sessionToken(request: Request): Promise<string | null> {
  const value: unknown = await adminCookie().parse(request.headers.get("Cookie"));
  return typeof value === "string" ? value : null;
}

/** Guards admin loaders and actions: without a live session the visitor goes to the login (replace). */
export async function requireAdmin(request: Request): Promise<{ sessionId: string }> {
  const token = await sessionToken(request);
  const { db } = await getDatabase();
  const session = await findSession(db, token);
  if (!session) throw replace("/blog/login");
  return { sessionId: session.id };
}
