import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Kysely } from "kysely";
import { env as serverEnv } from "~/config/env.server";
import type { Database } from "~/lib/db/schema";
import { registerStartupTask } from "~/lib/startup.server";

export const DEFAULT_SESSION_TTL_MS = 8 * 60 * 60 * 1000;
const LAST_SEEN_RESOLUTION_MS = 60 * 1000;
const MAX_USER_AGENT_LENGTH = 512;

/** Sessions are stored under this id, so a leaked database does not leak usable tokens. */
export function sessionIdFromToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export async function createSession(
  db: Kysely<Database>,
  { userAgent, ttlMs = DEFAULT_SESSION_TTL_MS }: { userAgent?: string | null; ttlMs?: number } = {},
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const now = new Date();
  const expiresAt = new Date(now.getTime() + ttlMs);
  await db
    .insertInto("sessions")
    .values({
      id: sessionIdFromToken(token),
      created_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
      last_seen_at: now.toISOString(),
      user_agent: userAgent ? userAgent.slice(0, MAX_USER_AGENT_LENGTH) : null,
    })
    .execute();
  return { token, expiresAt };
}

/** The live session for a token, or null (an expired one is deleted on the way). */
export async function findSession(db: Kysely<Database>, token: string | null | undefined): Promise<{ id: string; expiresAt: Date } | null> {
  if (!token) return null;
  const id = sessionIdFromToken(token);
  const row = await db.selectFrom("sessions").select(["expires_at", "last_seen_at"]).where("id", "=", id).executeTakeFirst();
  if (!row) return null;

  const now = new Date();
  const nowIso = now.toISOString();
  if (row.expires_at <= nowIso) {
    await db.deleteFrom("sessions").where("id", "=", id).execute();
    return null;
  }
  // Write at most once a minute, so ordinary page views stay read-only.
  if (now.getTime() - Date.parse(row.last_seen_at) >= LAST_SEEN_RESOLUTION_MS) {
    await db.updateTable("sessions").set({ last_seen_at: nowIso }).where("id", "=", id).execute();
  }
  return { id, expiresAt: new Date(row.expires_at) };
}

export async function deleteSession(db: Kysely<Database>, token: string): Promise<void> {
  await db.deleteFrom("sessions").where("id", "=", sessionIdFromToken(token)).execute();
}

/** Removes expired sessions; returns how many. */
export async function deleteExpiredSessions(db: Kysely<Database>): Promise<number> {
  const result = await db.deleteFrom("sessions").where("expires_at", "<=", new Date().toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Cookie-signing secrets, first one signs, all verify. SESSION_SECRET (comma-separated
 * for rotation) wins; otherwise `dataDir/session-secret`, generated on first use.
 */
export function loadSessionSecret(dataDir: string = serverEnv().DATA_DIR, env: { SESSION_SECRET?: string } = serverEnv()): string[] {
  const fromEnv = (env.SESSION_SECRET ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (fromEnv.length > 0) return fromEnv;

  const file = join(dataDir, "session-secret");
  try {
    return [readSecretFile(file)];
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("hex");
  try {
    // "wx": if another process created the file meanwhile, use its secret instead.
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
    return [secret];
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return [readSecretFile(file)];
  }
}

function readSecretFile(file: string): string {
  const secret = readFileSync(file, "utf8").trim();
  if (!secret) {
    throw new Error(`${file} is empty: delete it to generate a new secret, or set SESSION_SECRET.`);
  }
  return secret;
}

// At start rather than at the first login, so a secret file that cannot be written stops the start.
registerStartupTask("session secret", ({ env }) => loadSessionSecret(env.DATA_DIR, env));
registerStartupTask("expired sessions", ({ db }) => deleteExpiredSessions(db));
