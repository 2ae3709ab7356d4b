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
  { accountId, userAgent, ttlMs = DEFAULT_SESSION_TTL_MS }: { accountId: string; userAgent?: string | null; ttlMs?: number },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const now = new Date();
  const expiresAt = new Date(now.getTime() + ttlMs);
  await db
    .insertInto("sessions")
    .values({
      id: sessionIdFromToken(token),
      account_id: accountId,
      created_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
      last_seen_at: now.toISOString(),
      user_agent: userAgent ? userAgent.slice(0, MAX_USER_AGENT_LENGTH) : null,
    })
    .execute();
  return { token, expiresAt };
}

export interface LiveSession {
  id: string;
  accountId: string;
  expiresAt: Date;
}

/** The live session for a token, or null (an expired one is deleted on the way). */
export async function findSession(db: Kysely<Database>, token: string | null | undefined): Promise<LiveSession | null> {
  if (!token) return null;
  const id = sessionIdFromToken(token);
  const row = await db.selectFrom("sessions").select(["account_id", "expires_at", "last_seen_at"]).where("id", "=", id).executeTakeFirst();
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
  return { id, accountId: row.account_id, expiresAt: new Date(row.expires_at) };
}

export interface SessionInfo {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  userAgent: string | null;
}

/** An account's live sessions, the most recently used first. */
export async function listSessions(db: Kysely<Database>, accountId: string, now = new Date()): Promise<SessionInfo[]> {
  const rows = await db
    .selectFrom("sessions")
    .select(["id", "created_at", "last_seen_at", "expires_at", "user_agent"])
    .where("account_id", "=", accountId)
    .where("expires_at", ">", now.toISOString())
    .orderBy("last_seen_at", "desc")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    createdAt: r.created_at,
    lastSeenAt: r.last_seen_at,
    expiresAt: r.expires_at,
    userAgent: r.user_agent,
  }));
}

/** Signs an account out everywhere, or everywhere but `exceptSessionId`; returns how many sessions ended. */
export async function deleteAccountSessions(db: Kysely<Database>, accountId: string, exceptSessionId?: string): Promise<number> {
  let query = db.deleteFrom("sessions").where("account_id", "=", accountId);
  if (exceptSessionId) query = query.where("id", "!=", exceptSessionId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Ends one session of an account (a session of someone else is left alone); true if it ended. */
export async function deleteAccountSession(db: Kysely<Database>, accountId: string, sessionId: string): Promise<boolean> {
  const result = await db.deleteFrom("sessions").where("account_id", "=", accountId).where("id", "=", sessionId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
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
