/**
 * The team's ForestChat overview (/blog/admin/chat): what visitors ask and what
 * the assistant could not answer, read from the chat's own tables. Counted per calendar day in
 * German time (Europe/Berlin), over the last 7 or 30 days and never beyond the retention period
 * (CHAT_RETENTION_DAYS): what the retention task has not deleted yet is not shown either. The
 * transcripts show questions and answers with their times; never the address hash, the browser's
 * user agent or the visitor id.
 */
import type { Kysely } from "kysely";
import { data } from "react-router";
import { z } from "zod";
import { NO_STORE } from "~/lib/http/no-store";
import { requirePermission } from "~/lib/auth/admin.server";
import { getDatabase } from "~/lib/db/db.server";
import type { Database } from "~/lib/db/schema";
import { isLang, type Lang } from "~/lib/i18n";
import { answerHtml } from "./chat.server";
import { OVERVIEW_LIST_LIMIT } from "./limits";
import { isSessionId } from "./request";
import { retentionDays as configuredRetentionDays } from "./store.server";
import { trackedTopics, type TopicId } from "./topics";

type Db = Kysely<Database>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The periods the overview offers, in days; the default is the longest that fits the retention period. */
export const OVERVIEW_PERIODS = [7, 30] as const;

/** The periods to choose from: 7 and 30 days, each cut to the retention period. */
export function periodOptions(retention: number): number[] {
  return [...new Set(OVERVIEW_PERIODS.map((days) => Math.min(days, retention)))];
}

/** The period `?days=` asks for when it is one of the options, else the longest option. */
export function readPeriod(url: URL, retention: number): number {
  const options = periodOptions(retention);
  const asked = Number(url.searchParams.get("days"));
  return options.includes(asked) ? asked : Math.max(...options);
}

// ------------------------------------------------------------------------------------ days

const berlinParts = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Berlin",
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

function wallClock(at: number): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  const parts = Object.fromEntries(berlinParts.formatToParts(new Date(at)).map((p) => [p.type, Number(p.value)]));
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
}

/** The calendar day in German time, YYYY-MM-DD. */
export function berlinDay(at: Date | number): string {
  const { year, month, day } = wallClock(typeof at === "number" ? at : at.getTime());
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** How far German time is ahead of UTC at an instant, in milliseconds (one or two hours). */
function berlinOffset(at: number): number {
  const w = wallClock(at);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(at / 1000) * 1000;
}

/**
 * The instant a German calendar day begins. German time changes at 02:00/03:00, never at
 * midnight, so the offset at 00:00 UTC of that day is the offset at its midnight.
 */
export function berlinMidnight(day: string): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const utc = Date.UTC(year, month - 1, date);
  return new Date(utc - berlinOffset(utc));
}

/** A calendar day `n` days after `day` (before, when negative). */
export function addDays(day: string, n: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + n)).toISOString().slice(0, 10);
}

/**
 * The period's days (today and the `days - 1` before it, German time) and the instant it starts:
 * the first day's midnight, or the start of the retention period when that is later (older chats
 * are deleted, or about to be).
 */
export function overviewWindow(days: number, retention: number, now: Date): { days: string[]; since: string } {
  const today = berlinDay(now);
  const first = addDays(today, -(days - 1));
  const since = Math.max(berlinMidnight(first).getTime(), now.getTime() - retention * DAY_MS);
  return { days: Array.from({ length: days }, (_, i) => addDays(first, i)), since: new Date(since).toISOString() };
}

// ---------------------------------------------------------------------------------- overview

export interface ChatDay {
  /** YYYY-MM-DD, German time. */
  day: string;
  /** Conversations begun that day. */
  sessions: number;
  /** Questions visitors asked that day. */
  questions: number;
}

export interface TopicCount {
  topic: TopicId;
  /** Conversations that mentioned it. */
  sessions: number;
}

export interface UnansweredQuestion {
  /** The answer's id (one answer, one question). */
  id: string;
  sessionId: string;
  /** When the assistant answered "I don't know" (ISO). */
  at: string;
  /** The visitor's question that answer replied to; null if it is gone. */
  question: string | null;
  lang: Lang;
}

export interface RecentSession {
  id: string;
  start: string;
  lastActivity: string;
  lang: Lang;
  messages: number;
  topics: TopicId[];
  /** Answers in it that fell back to "I don't know". */
  unanswered: number;
}

export interface ChatOverview {
  days: number;
  retentionDays: number;
  /** Where the period starts (ISO). */
  since: string;
  perDay: ChatDay[];
  totals: {
    sessions: number;
    messages: number;
    questions: number;
    answers: number;
    unanswered: number;
    /** Mean milliseconds from a question to its complete answer; null without any answer. */
    averageResponseMs: number | null;
  };
  topics: TopicCount[];
  unanswered: UnansweredQuestion[];
  sessions: RecentSession[];
}

const topicsSchema = z.array(z.string()).catch([]);

/** A session's topics as stored (a JSON array), the tracked ones only, in their stored order. */
export function parseTopics(json: string | null | undefined): TopicId[] {
  let value: unknown = [];
  try {
    value = JSON.parse(json ?? "[]");
  } catch {
    // Unreadable: no topics.
  }
  return topicsSchema.parse(value).filter((t): t is TopicId => (trackedTopics as readonly string[]).includes(t));
}

const sourcesSchema = z.array(z.string().max(500)).max(20).catch([]);

/** An answer's cited addresses as stored; only addresses of this site (a path), so the page can link them. */
export function parseSources(json: string | null | undefined): string[] {
  if (!json) return [];
  let value: unknown = [];
  try {
    value = JSON.parse(json);
  } catch {
    return [];
  }
  return sourcesSchema.parse(value).filter((href) => href.startsWith("/") && !href.startsWith("//") && !/[\s\\]/.test(href));
}

const asLang = (value: string): Lang => (isLang(value) ? value : "de");
const count = (value: unknown) => Number(value ?? 0) || 0;

/** Everything the overview page shows, for the last `days` days (cut to the retention period). */
export async function chatOverview(db: Db, { days, retentionDays, now = new Date() }: { days: number; retentionDays: number; now?: Date }) {
  const window = overviewWindow(Math.min(days, retentionDays), retentionDays, now);
  const { since } = window;

  // Per hour in the database (German time differs from UTC by whole hours), per day here.
  const sessionHours = await db
    .selectFrom("chat_sessions")
    .select((eb) => [eb.fn<string>("substr", ["start_time", eb.val(1), eb.val(13)]).as("hour"), eb.fn.countAll<number>().as("n")])
    .where("start_time", ">=", since)
    .groupBy("hour")
    .execute();
  const questionHours = await db
    .selectFrom("chat_messages")
    .select((eb) => [eb.fn<string>("substr", ["timestamp", eb.val(1), eb.val(13)]).as("hour"), eb.fn.countAll<number>().as("n")])
    .where("timestamp", ">=", since)
    .where("role", "=", "user")
    .groupBy("hour")
    .execute();
  const perDay = new Map<string, ChatDay>(window.days.map((day) => [day, { day, sessions: 0, questions: 0 }]));
  const add = (hour: string, n: unknown, key: "sessions" | "questions") => {
    const entry = perDay.get(berlinDay(new Date(`${hour}:00:00Z`)));
    if (entry) entry[key] += count(n);
  };
  for (const { hour, n } of sessionHours) add(hour, n, "sessions");
  for (const { hour, n } of questionHours) add(hour, n, "questions");

  const totals = await db
    .selectFrom("chat_messages")
    .select((eb) => [
      eb.fn.countAll<number>().as("messages"),
      eb.fn.sum<number | null>(eb.case().when("role", "=", "user").then(eb.lit(1)).else(eb.lit(0)).end()).as("questions"),
      eb.fn.sum<number | null>(eb.case().when("role", "=", "assistant").then(eb.lit(1)).else(eb.lit(0)).end()).as("answers"),
      eb.fn
        .sum<number | null>(
          eb
            .case()
            .when(eb.and([eb("role", "=", "assistant"), eb("unanswered", "=", 1)]))
            .then(eb.lit(1))
            .else(eb.lit(0))
            .end(),
        )
        .as("unanswered"),
      eb.fn
        .avg<number | string | null>(
          eb
            .case()
            .when(eb.and([eb("role", "=", "assistant"), eb("response_ms", ">=", 0)]))
            .then(eb.ref("response_ms"))
            .end(),
        )
        .as("average"),
    ])
    .where("timestamp", ">=", since)
    .executeTakeFirst();
  const sessionsTotal = await db
    .selectFrom("chat_sessions")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("start_time", ">=", since)
    .executeTakeFirst();

  // Identical topic lists are counted together in the database; each list counts once per topic.
  const topicRows = await db
    .selectFrom("chat_sessions")
    .select((eb) => ["topics", eb.fn.countAll<number>().as("n")])
    .where("start_time", ">=", since)
    .groupBy("topics")
    .execute();
  const topicCounts = new Map<TopicId, number>();
  for (const { topics, n } of topicRows) {
    for (const topic of new Set(parseTopics(topics))) topicCounts.set(topic, (topicCounts.get(topic) ?? 0) + count(n));
  }
  const topics: TopicCount[] = [...topicCounts.entries()]
    .map(([topic, sessions]) => ({ topic, sessions }))
    .sort((a, b) => b.sessions - a.sessions || trackedTopics.indexOf(a.topic) - trackedTopics.indexOf(b.topic));

  const unansweredRows = await db
    .selectFrom("chat_messages as a")
    .innerJoin("chat_sessions as s", "s.id", "a.session_id")
    .select((eb) => [
      "a.id",
      "a.session_id",
      "a.timestamp",
      "s.lang",
      // The question it answered: the visitor's latest message up to the answer.
      eb
        .selectFrom("chat_messages as u")
        .select("u.content")
        .whereRef("u.session_id", "=", "a.session_id")
        .where("u.role", "=", "user")
        .whereRef("u.timestamp", "<=", "a.timestamp")
        .orderBy("u.timestamp", "desc")
        .limit(1)
        .as("question"),
    ])
    .where("a.role", "=", "assistant")
    .where("a.unanswered", "=", 1)
    .where("a.timestamp", ">=", since)
    .orderBy("a.timestamp", "desc")
    .orderBy("a.id")
    .limit(OVERVIEW_LIST_LIMIT)
    .execute();

  const sessionRows = await db
    .selectFrom("chat_sessions as s")
    .select((eb) => [
      "s.id",
      "s.start_time",
      "s.last_activity",
      "s.lang",
      "s.message_count",
      "s.topics",
      eb
        .selectFrom("chat_messages as m")
        .select((inner) => inner.fn.countAll<number>().as("n"))
        .whereRef("m.session_id", "=", "s.id")
        .where("m.role", "=", "assistant")
        .where("m.unanswered", "=", 1)
        .where("m.timestamp", ">=", since)
        .as("unanswered"),
    ])
    .where("s.last_activity", ">=", since)
    .orderBy("s.start_time", "desc")
    .orderBy("s.id")
    .limit(OVERVIEW_LIST_LIMIT)
    .execute();

  const average = totals?.average;
  return {
    days: window.days.length,
    retentionDays,
    since,
    perDay: [...perDay.values()],
    totals: {
      sessions: count(sessionsTotal?.n),
      messages: count(totals?.messages),
      questions: count(totals?.questions),
      answers: count(totals?.answers),
      unanswered: count(totals?.unanswered),
      averageResponseMs: average === null || average === undefined ? null : Math.round(Number(average)),
    },
    topics,
    unanswered: unansweredRows.map((r) => ({
      id: r.id,
      sessionId: r.session_id,
      at: r.timestamp,
      question: r.question ?? null,
      lang: asLang(r.lang),
    })),
    sessions: sessionRows.map((r) => ({
      id: r.id,
      start: r.start_time,
      lastActivity: r.last_activity,
      lang: asLang(r.lang),
      messages: count(r.message_count),
      topics: parseTopics(r.topics),
      unanswered: count(r.unanswered),
    })),
  } satisfies ChatOverview;
}

// -------------------------------------------------------------------------------- transcript

export interface TranscriptMessage {
  id: string;
  role: "user" | "assistant";
  timestamp: string;
  /** The visitor's question as typed (shown as text), or the answer's Markdown. */
  content: string;
  /** Answers: the sanitised HTML the chat shows. */
  html?: string;
  /** Answers: milliseconds from the question to the complete answer. */
  responseMs: number | null;
  /** Answers: true for "I don't know", false when answered, null when not reported. */
  unanswered: boolean | null;
  /** Answers: the addresses of this site it cites. */
  sources: string[];
}

export interface ChatTranscript {
  session: { id: string; start: string; lastActivity: string; lang: Lang; topics: TopicId[] };
  messages: TranscriptMessage[];
}

/**
 * A conversation as the team may read it, or undefined when there is none: an unknown id, or a
 * session older than the retention period (deleted, or about to be). Messages older than the
 * retention period are left out as well (the retention task deletes those of active sessions).
 */
export async function chatTranscript(
  db: Db,
  id: string,
  { retentionDays, now = new Date() }: { retentionDays: number; now?: Date },
): Promise<ChatTranscript | undefined> {
  if (!isSessionId(id)) return undefined;
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS).toISOString();
  const session = await db
    .selectFrom("chat_sessions")
    .select(["id", "start_time", "last_activity", "lang", "topics"])
    .where("id", "=", id)
    .where("last_activity", ">=", cutoff)
    .executeTakeFirst();
  if (!session) return undefined;
  const rows = await db
    .selectFrom("chat_messages")
    .select(["id", "role", "content", "timestamp", "response_ms", "unanswered", "sources"])
    .where("session_id", "=", id)
    .where("timestamp", ">=", cutoff)
    .orderBy("timestamp")
    .orderBy("role", "desc") // a question and its answer in the same millisecond: the question first
    .execute();
  const messages = await Promise.all(
    rows.map(async (row): Promise<TranscriptMessage> => {
      const answer = row.role === "assistant";
      return {
        id: row.id,
        role: answer ? "assistant" : "user",
        timestamp: row.timestamp,
        content: row.content,
        ...(answer ? { html: await answerHtml(row.content) } : {}),
        responseMs: answer && row.response_ms !== null ? Number(row.response_ms) : null,
        unanswered: answer && row.unanswered !== null ? Number(row.unanswered) === 1 : null,
        sources: answer ? parseSources(row.sources) : [],
      };
    }),
  );
  return {
    session: {
      id: session.id,
      start: session.start_time,
      lastActivity: session.last_activity,
      lang: asLang(session.lang),
      topics: parseTopics(session.topics),
    },
    messages,
  };
}

// ------------------------------------------------------------------------------------ loaders

export interface OverviewDeps {
  db?: Db;
  now?: Date;
  /** CHAT_RETENTION_DAYS as configured, unless given. */
  retentionDays?: number;
}

const database = async (deps: OverviewDeps) => deps.db ?? (await getDatabase()).db;

/** The overview page's data; signed-in editors only (others go to the login). Null parts could not be read. */
export async function loadChatOverview(request: Request, deps: OverviewDeps = {}) {
  const db = await database(deps);
  await requirePermission(request, "chat.overview", db);
  const retention = deps.retentionDays ?? configuredRetentionDays();
  const days = readPeriod(new URL(request.url), retention);
  const overview = await chatOverview(db, { days, retentionDays: retention, now: deps.now }).catch((error: unknown) => {
    console.error("ForestChat overview: could not be loaded:", error);
    return null;
  });
  return data({ days, retentionDays: retention, options: periodOptions(retention), overview }, { headers: NO_STORE });
}

/** A transcript page's data; signed-in editors only. Unknown, deleted or expired: 404. */
export async function loadChatTranscript(request: Request, id: string, deps: OverviewDeps = {}) {
  const db = await database(deps);
  await requirePermission(request, "chat.overview", db);
  const retention = deps.retentionDays ?? configuredRetentionDays();
  const transcript = await chatTranscript(db, id, { retentionDays: retention, now: deps.now });
  if (!transcript) throw data(null, { status: 404, headers: NO_STORE });
  return data({ transcript, retentionDays: retention }, { headers: NO_STORE });
}
