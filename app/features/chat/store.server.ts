/**
 * ForestChat's storage: sessions, messages and session analytics in our
 * database. Callers treat every function here as best effort: a storage failure is logged and
 * never breaks the chat.
 */
import { createHash, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Kysely, Selectable } from "kysely";
import { env as serverEnv } from "~/config/env.server";
import type { ChatMessagesTable, ChatSessionsTable, Database } from "~/lib/db/schema";
import type { Lang } from "~/lib/i18n";
import { registerStartupTask } from "~/lib/startup.server";
import { runNowAndEvery } from "~/lib/repeat.server";
import { computeAnalytics, type SessionAnalytics } from "./analytics";
import { DEFAULT_RETENTION_DAYS } from "./limits";
import type { ChatRole } from "./request";
import { detectTopics, trackedTopics, type TopicId } from "./topics";

type Db = Kysely<Database>;
export type ChatSessionRow = Selectable<ChatSessionsTable>;
export type ChatMessageRow = Selectable<ChatMessagesTable>;

const MAX_USER_AGENT_LENGTH = 512;
const MAX_VISITOR_ID_LENGTH = 100;

/**
 * The salt of the address hash: CHAT_IP_SALT, else `dataDir/chat-ip-salt`, generated on first
 * use (like the session secret), so hashes stay comparable across restarts but cannot be
 * reversed by trying every address without the salt.
 */
export function loadChatIpSalt(dataDir: string = serverEnv().DATA_DIR, env: { CHAT_IP_SALT?: string } = serverEnv()): string {
  const fromEnv = env.CHAT_IP_SALT?.trim();
  if (fromEnv) return fromEnv;
  const file = join(dataDir, "chat-ip-salt");
  try {
    const salt = readFileSync(file, "utf8").trim();
    if (salt) return salt;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const salt = randomBytes(32).toString("hex");
  try {
    writeFileSync(file, `${salt}\n`, { mode: 0o600, flag: "wx" });
    return salt;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return readFileSync(file, "utf8").trim();
  }
}

/** Salted SHA-256 of a client address, hex. */
export function hashAddress(address: string, salt: string): string {
  return createHash("sha256").update(`${salt}:${address}`).digest("hex");
}

let cachedSalt: string | undefined;
/** The process-wide salt (DATA_DIR, CHAT_IP_SALT), read once. */
export function chatIpSalt(): string {
  return (cachedSalt ??= loadChatIpSalt());
}

export async function findChatSession(db: Db, id: string): Promise<ChatSessionRow | undefined> {
  return db.selectFrom("chat_sessions").selectAll().where("id", "=", id).executeTakeFirst();
}

/** A new session secret: 256 random bits, for the browser; only its hash is stored. */
export function newSessionSecret(): string {
  return randomBytes(32).toString("base64url");
}

/** SHA-256 hex of a session secret: a secret of 256 random bits needs no salt or slow hash. */
export function hashSessionSecret(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

/**
 * The session, if it exists and `secret` is the one handed out with it. A session without a
 * stored secret (from before secrets) matches no secret. Compared in constant time.
 */
export async function findOwnChatSession(db: Db, id: string, secret: string | null | undefined): Promise<ChatSessionRow | undefined> {
  if (!secret) return undefined;
  const session = await findChatSession(db, id);
  if (!session?.secret_hash) return undefined;
  const given = Buffer.from(hashSessionSecret(secret), "hex");
  const stored = Buffer.from(session.secret_hash, "hex");
  return given.length === stored.length && timingSafeEqual(given, stored) ? session : undefined;
}

export interface NewChatSession {
  id?: string;
  visitorId?: string | null;
  userAgent?: string | null;
  ipHash?: string | null;
  lang: Lang;
  now?: Date;
  /** The secret handed to the browser; stored as its hash. */
  secret?: string | null;
}

export async function createChatSession(db: Db, input: NewChatSession): Promise<string> {
  const id = input.id ?? randomUUID();
  const at = (input.now ?? new Date()).toISOString();
  await db
    .insertInto("chat_sessions")
    .values({
      id,
      visitor_id: input.visitorId ? input.visitorId.slice(0, MAX_VISITOR_ID_LENGTH) : null,
      start_time: at,
      last_activity: at,
      message_count: 0,
      topics: "[]",
      user_agent: input.userAgent ? input.userAgent.slice(0, MAX_USER_AGENT_LENGTH) : null,
      ip_hash: input.ipHash ?? null,
      lang: input.lang,
      secret_hash: input.secret ? hashSessionSecret(input.secret) : null,
    })
    .execute();
  return id;
}

export interface NewChatMessage {
  sessionId: string;
  visitorId?: string | null;
  role: ChatRole;
  content: string;
  timestamp?: Date;
  responseMs?: number | null;
}

function parseTopics(json: string): TopicId[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value)
      ? value.filter((t: unknown): t is TopicId => typeof t === "string" && (trackedTopics as readonly string[]).includes(t))
      : [];
  } catch {
    return [];
  }
}

/** Stores a message and updates its session: last activity, message count, topics of the visitor's messages. */
export async function addChatMessage(db: Db, input: NewChatMessage): Promise<void> {
  const at = (input.timestamp ?? new Date()).toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("chat_messages")
      .values({
        id: randomUUID(),
        session_id: input.sessionId,
        visitor_id: input.visitorId ? input.visitorId.slice(0, MAX_VISITOR_ID_LENGTH) : null,
        role: input.role,
        content: input.content,
        timestamp: at,
        response_ms: input.role === "assistant" ? (input.responseMs ?? null) : null,
      })
      .execute();
    const session = await trx.selectFrom("chat_sessions").select(["topics"]).where("id", "=", input.sessionId).executeTakeFirst();
    const topics = parseTopics(session?.topics ?? "[]");
    if (input.role === "user") {
      for (const topic of detectTopics(input.content)) if (!topics.includes(topic)) topics.push(topic);
    }
    await trx
      .updateTable("chat_sessions")
      .set((eb) => ({
        last_activity: at,
        message_count: eb("message_count", "+", 1),
        topics: JSON.stringify(topics),
      }))
      .where("id", "=", input.sessionId)
      .execute();
  });
}

/** The messages of a session, oldest first. */
export async function listChatMessages(db: Db, sessionId: string): Promise<ChatMessageRow[]> {
  return db
    .selectFrom("chat_messages")
    .selectAll()
    .where("session_id", "=", sessionId)
    .orderBy("timestamp")
    .orderBy("role", "desc") // a user message and its answer in the same millisecond: question first
    .execute();
}

/** The newest `limit` messages of a session, oldest first (what a model is given: see boundHistory). */
export async function recentChatMessages(db: Db, sessionId: string, limit: number): Promise<ChatMessageRow[]> {
  const rows = await db
    .selectFrom("chat_messages")
    .selectAll()
    .where("session_id", "=", sessionId)
    .orderBy("timestamp", "desc")
    .orderBy("role", "asc")
    .limit(limit)
    .execute();
  return rows.reverse();
}

/** Recomputes a session's analytics from its stored messages and stores them. */
export async function refreshChatAnalytics(db: Db, sessionId: string, now = new Date()): Promise<SessionAnalytics | undefined> {
  const session = await findChatSession(db, sessionId);
  if (!session) return undefined;
  const analytics = computeAnalytics(await listChatMessages(db, sessionId), session.start_time);
  const values = {
    total_messages: analytics.totalMessages,
    user_messages: analytics.userMessages,
    assistant_messages: analytics.assistantMessages,
    average_response_time: analytics.averageResponseTime,
    top_topics: JSON.stringify(analytics.topTopics),
    session_duration: analytics.sessionDuration,
    updated_at: now.toISOString(),
  };
  await db
    .insertInto("chat_analytics")
    .values({ session_id: sessionId, ...values })
    .onConflict((oc) => oc.column("session_id").doUpdateSet(values))
    .execute();
  return analytics;
}

/** Retention days from CHAT_RETENTION_DAYS (a positive whole number), else the default. */
export function retentionDays(env: { CHAT_RETENTION_DAYS?: string | number } = serverEnv()): number {
  const raw = env.CHAT_RETENTION_DAYS?.toString().trim();
  if (!raw) return DEFAULT_RETENTION_DAYS;
  const days = Number(raw);
  if (!Number.isInteger(days) || days < 1) {
    console.warn(`CHAT_RETENTION_DAYS="${raw}" is not a positive whole number: keeping chats ${DEFAULT_RETENTION_DAYS} days`);
    return DEFAULT_RETENTION_DAYS;
  }
  return days;
}

/**
 * Deletes chat data older than `days`: sessions without activity since then (with their
 * messages and analytics) and older messages of sessions that are still active.
 */
export async function deleteOldChats(db: Db, days: number, now = new Date()): Promise<{ sessions: number; messages: number }> {
  const cutoff = new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();
  return db.transaction().execute(async (trx) => {
    const old = trx.selectFrom("chat_sessions").select("id").where("last_activity", "<", cutoff);
    await trx.deleteFrom("chat_analytics").where("session_id", "in", old).execute();
    const messages = await trx
      .deleteFrom("chat_messages")
      .where((eb) => eb.or([eb("timestamp", "<", cutoff), eb("session_id", "in", old)]))
      .executeTakeFirst();
    const sessions = await trx.deleteFrom("chat_sessions").where("last_activity", "<", cutoff).executeTakeFirst();
    return { sessions: Number(sessions.numDeletedRows), messages: Number(messages.numDeletedRows) };
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes old chat data now and then once a day (the timer does not keep the process alive).
 * Returns a function that stops the timer.
 */
export function scheduleChatRetention(
  getDb: () => Promise<Db>,
  log: (line: string) => void = console.log,
  env: { CHAT_RETENTION_DAYS?: string | number } = serverEnv(),
): () => void {
  const days = retentionDays(env);
  return runNowAndEvery("chat retention", DAY_MS, async () => {
    const { sessions, messages } = await deleteOldChats(await getDb(), days);
    if (sessions || messages) log(`chat retention: deleted ${sessions} sessions and ${messages} messages older than ${days} days`);
  });
}

registerStartupTask("chat retention", ({ database, env, log }) => {
  scheduleChatRetention(database, log, env);
});

/**
 * Deletes a session with everything stored about it: its messages, its analytics and the session
 * row, in one transaction (the visitor's "Verlauf löschen"). True when a session was deleted.
 * The caller checks first that the session is the visitor's own (findOwnChatSession).
 */
export async function deleteChatSession(db: Db, id: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom("chat_analytics").where("session_id", "=", id).execute();
    await trx.deleteFrom("chat_messages").where("session_id", "=", id).execute();
    const sessions = await trx.deleteFrom("chat_sessions").where("id", "=", id).executeTakeFirst();
    return Number(sessions.numDeletedRows) > 0;
  });
}
