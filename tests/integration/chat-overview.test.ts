import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { beforeEach, expect, it } from "vitest";
import { defaultSite } from "~/config/site";

// The admin cookie is signed with SESSION_SECRET; set before the cookie is first created.
process.env.SESSION_SECRET ??= "integration-test-secret-for-the-chat-overview";

const { ChatRateLimits, handleChatPost } = await import("~/features/chat/index.server");
const { berlinMidnight, chatOverview, chatTranscript, loadChatOverview, loadChatTranscript, overviewWindow, periodOptions } =
  await import("~/features/chat/overview.server");
const { addChatMessage, createChatSession } = await import("~/features/chat/store.server");
const { adminCookie } = await import("~/lib/auth/admin.server");
const { sessionFor } = await import("./support/accounts");
const { createDatabase } = await import("~/lib/db/db.server");
const { createMigrator } = await import("~/lib/db/migrations.server");
const { describeBackends, useDatabase } = await import("./support/backends");
type ChatProvider = import("~/features/chat/provider.server").ChatProvider;
type AnswerReport = import("~/features/chat/provider.server").AnswerReport;
type Db = ReturnType<ReturnType<typeof useDatabase>["app"]>["db"];

/**
 * The team's chat overview (/blog/admin/chat) and its transcripts: what the provider reported is
 * stored with each answer; the overview counts per German day over the chosen period and never
 * beyond the retention period; transcripts show questions and answers, nothing about the visitor;
 * both pages are for signed-in editors only.
 */

const SITE = "http://localhost:4360";
/** 11:00 in Berlin on Tuesday, 24 November 2026. */
const NOW = new Date("2026-11-24T10:00:00.000Z");

type Seed = [
  role: "user" | "assistant",
  content: string,
  at: string,
  extra?: { responseMs?: number; unanswered?: boolean; sources?: string[] },
];

async function seed(db: Db, start: string, messages: Seed[], { lang }: { lang: "de" | "en" } = { lang: "de" }): Promise<string> {
  const id = randomUUID();
  await createChatSession(db, {
    id,
    lang,
    now: new Date(start),
    userAgent: "Secret-Browser/1.0",
    ipHash: "ip-hash-never-shown",
    visitorId: "visitor-never-shown",
  });
  for (const [role, content, at, extra = {}] of messages) {
    await addChatMessage(db, { sessionId: id, role, content, timestamp: new Date(at), visitorId: "visitor-never-shown", ...extra });
  }
  return id;
}

/** What a loader answered or threw: its status, data and where it redirects. */
async function outcome(promise: Promise<unknown>): Promise<{ status: number; location?: string | null; data?: unknown }> {
  const read = (value: unknown) => {
    if (value instanceof Response) return { status: value.status, location: value.headers.get("location") };
    const v = value as { data?: unknown; init?: ResponseInit | null };
    return { status: v.init?.status ?? 200, data: v.data };
  };
  try {
    return read(await promise);
  } catch (error) {
    if (error instanceof Response || (typeof error === "object" && error !== null && "init" in error)) return read(error);
    throw error;
  }
}

/** A provider that reports as told (or not at all) and answers with one sentence. */
function reporting(reports: AnswerReport[]): ChatProvider {
  return {
    name: "offline",
    // eslint-disable-next-line @typescript-eslint/require-await -- a provider's stream is an async iterable; this answer is at hand at once
    async *stream({ report }) {
      for (const info of reports) report?.(info);
      yield "Eine Antwort.";
    },
  };
}

describeBackends("ForestChat overview", (backend) => {
  const suite = useDatabase(backend);
  const db = () => suite.app().db;
  const overview = (days: number, retentionDays = 90) => chatOverview(db(), { days, retentionDays, now: NOW });

  beforeEach(async () => {
    await db().deleteFrom("chat_analytics").execute();
    await db().deleteFrom("chat_messages").execute();
    await db().deleteFrom("chat_sessions").execute();
  });

  it("stores with each answer whether the provider found one and which pages it cites; the first report counts", async () => {
    const ask = async (provider: ChatProvider, address: string) => {
      const request = new Request(`${SITE}/api/forestchat`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: SITE },
        body: JSON.stringify({ page: "/", messages: [{ role: "user", content: "Wie wird das Wetter morgen in Kassel?" }] }),
      });
      const response = await handleChatPost(
        request,
        { lang: "de", site: defaultSite, clientAddress: address },
        { db: () => Promise.resolve(db()), provider, limits: new ChatRateLimits({}), ipSalt: () => "salt" },
      );
      await response.text();
    };
    await ask(
      reporting([
        { unanswered: true, sources: ["/kontakt"] },
        { unanswered: false, sources: ["/forestcrew"] },
      ]),
      "198.51.100.1",
    );
    await ask(
      reporting([{ unanswered: false, sources: ["/wissen/borkenkaefer-erkennen#anzeichen", "/forestcrew-pricing"] }]),
      "198.51.100.2",
    );
    await ask(reporting([]), "198.51.100.3");
    const rows = await db()
      .selectFrom("chat_messages")
      .select(["role", "unanswered", "sources"])
      .orderBy("timestamp")
      .orderBy("role", "desc")
      .execute();
    const answers = rows.filter((r) => r.role === "assistant").map(({ unanswered, sources }) => ({ unanswered, sources }));
    expect(answers).toEqual(
      expect.arrayContaining([
        { unanswered: 1, sources: '["/kontakt"]' },
        { unanswered: 0, sources: '["/wissen/borkenkaefer-erkennen#anzeichen","/forestcrew-pricing"]' },
        { unanswered: null, sources: null },
      ]),
    );
    expect(answers).toHaveLength(3);
    // The visitor's questions carry neither.
    expect(rows.filter((r) => r.role === "user").every((r) => r.unanswered === null && r.sources === null)).toBe(true);
  });

  it("counts conversations and questions per calendar day in German time, every day of the period, oldest first", async () => {
    await seed(db(), "2026-11-23T22:30:00.000Z", [["user", "Hallo", "2026-11-23T22:30:00.000Z"]]); // 23:30 in Berlin: the 23rd
    await seed(db(), "2026-11-23T23:30:00.000Z", [
      ["user", "Eins", "2026-11-23T23:30:00.000Z"], // 00:30 in Berlin: the 24th
      ["assistant", "A", "2026-11-23T23:30:01.000Z", { responseMs: 1000 }],
      ["user", "Zwei", "2026-11-24T08:00:00.000Z"],
    ]);
    await seed(db(), "2026-11-20T09:00:00.000Z", [["user", "Drei", "2026-11-20T09:00:00.000Z"]]);
    await seed(db(), "2026-11-10T09:00:00.000Z", [["user", "Vor 14 Tagen", "2026-11-10T09:00:00.000Z"]]);

    const month = await overview(30);
    expect(month.days).toBe(30);
    expect(month.perDay).toHaveLength(30);
    expect(month.perDay[0]?.day).toBe("2026-10-26");
    expect(month.perDay.at(-1)?.day).toBe("2026-11-24");
    const days = Object.fromEntries(month.perDay.filter((d) => d.sessions || d.questions).map((d) => [d.day, [d.sessions, d.questions]]));
    expect(days).toEqual({ "2026-11-10": [1, 1], "2026-11-20": [1, 1], "2026-11-23": [1, 1], "2026-11-24": [1, 2] });
    expect(month.totals).toMatchObject({ sessions: 4, questions: 5, answers: 1, messages: 6 });
    // The period starts at midnight in Berlin (CET: 23:00 UTC the day before).
    expect(month.since).toBe("2026-10-25T23:00:00.000Z");

    const week = await overview(7);
    expect(week.perDay.map((d) => d.day)).toEqual([
      "2026-11-18",
      "2026-11-19",
      "2026-11-20",
      "2026-11-21",
      "2026-11-22",
      "2026-11-23",
      "2026-11-24",
    ]);
    expect(week.totals).toMatchObject({ sessions: 3, questions: 4 });
    expect(week.sessions).toHaveLength(3);
  });

  it("shows nothing older than the retention period, even before the daily deletion has run", async () => {
    const old = await seed(db(), "2026-11-12T09:00:00.000Z", [["user", "Zu alt für zehn Tage", "2026-11-12T09:00:00.000Z"]]);
    const kept = await seed(db(), "2026-11-16T09:00:00.000Z", [["user", "Noch da", "2026-11-16T09:00:00.000Z"]]);
    // With ten days kept, "30 days" is cut to ten, and the period starts exactly ten days ago.
    expect(periodOptions(10)).toEqual([7, 10]);
    const cut = await overview(30, 10);
    expect(cut.days).toBe(10);
    expect(cut.since).toBe("2026-11-14T23:00:00.000Z");
    expect(cut.sessions.map((s) => s.id)).toEqual([kept]);
    expect(cut.totals).toMatchObject({ sessions: 1, questions: 1 });
    expect(await chatTranscript(db(), old, { retentionDays: 10, now: NOW })).toBeUndefined();
    expect(await chatTranscript(db(), kept, { retentionDays: 10, now: NOW })).toBeDefined();
    // A short retention period cuts the period's first day: it starts ten days back, not at midnight.
    expect(overviewWindow(10, 10, new Date("2026-11-24T15:30:00.000Z")).since).toBe("2026-11-14T23:00:00.000Z");
    expect(overviewWindow(11, 10, new Date("2026-11-24T15:30:00.000Z")).since).toBe("2026-11-14T15:30:00.000Z");
  });

  it("averages the response time of the period's answers and ranks the topics by conversations", async () => {
    await seed(db(), "2026-11-24T08:00:00.000Z", [
      ["user", "Wie erkenne ich Borkenkäferbefall?", "2026-11-24T08:00:00.000Z"],
      ["assistant", "So.", "2026-11-24T08:00:01.000Z", { responseMs: 1000 }],
      ["user", "Und welche Förderprogramme gibt es?", "2026-11-24T08:01:00.000Z"],
      ["assistant", "Diese.", "2026-11-24T08:01:02.000Z", { responseMs: 2000 }],
    ]);
    await seed(db(), "2026-11-23T08:00:00.000Z", [
      ["user", "Borkenkäfer im Frühjahr?", "2026-11-23T08:00:00.000Z"],
      ["assistant", "Ja.", "2026-11-23T08:00:05.000Z", { responseMs: 4500 }],
    ]);
    await seed(db(), "2026-11-22T08:00:00.000Z", [["user", "Wie entstehen Holzpreise?", "2026-11-22T08:00:00.000Z"]]);
    // Outside the period: neither its slow answer nor its topic counts.
    await seed(db(), "2026-09-30T08:00:00.000Z", [
      ["user", "Arbeitssicherheit?", "2026-09-30T08:00:00.000Z"],
      ["assistant", "Langsam.", "2026-09-30T08:02:00.000Z", { responseMs: 120_000 }],
    ]);
    const { totals, topics } = await overview(30);
    expect(totals.averageResponseMs).toBe(2500);
    expect(topics).toEqual([
      { topic: "barkBeetle", sessions: 2 },
      { topic: "funding", sessions: 1 },
      { topic: "timberPrice", sessions: 1 },
    ]);

    await db().deleteFrom("chat_messages").where("role", "=", "assistant").execute();
    expect((await overview(30)).totals.averageResponseMs).toBeNull();
  });

  it("lists unanswered questions newest first with the question asked and its conversation; answered ones stay out", async () => {
    const a = await seed(db(), "2026-11-20T09:00:00.000Z", [
      ["user", "Wie wird das Wetter morgen in Kassel?", "2026-11-20T09:00:00.000Z"],
      ["assistant", "Das weiß ich leider nicht.", "2026-11-20T09:00:01.000Z", { unanswered: true, sources: ["/kontakt"] }],
      ["user", "Was kostet ForestCrew?", "2026-11-20T09:01:00.000Z"],
      ["assistant", "Beta kostet …", "2026-11-20T09:01:01.000Z", { unanswered: false }],
    ]);
    const b = await seed(
      db(),
      "2026-11-23T09:00:00.000Z",
      [
        ["user", "Who won the match yesterday?", "2026-11-23T09:00:00.000Z"],
        // Question and answer in the same millisecond: still paired.
        ["assistant", "I don't know.", "2026-11-23T09:00:00.000Z", { unanswered: true }],
      ],
      { lang: "en" },
    );
    await seed(db(), "2026-10-01T09:00:00.000Z", [
      ["user", "Zu alt für den Zeitraum", "2026-10-01T09:00:00.000Z"],
      ["assistant", "Weiß ich nicht.", "2026-10-01T09:00:01.000Z", { unanswered: true }],
    ]);
    const { unanswered, totals, sessions } = await overview(30);
    expect(unanswered.map(({ sessionId, at, question, lang }) => ({ sessionId, at, question, lang }))).toEqual([
      { sessionId: b, at: "2026-11-23T09:00:00.000Z", question: "Who won the match yesterday?", lang: "en" },
      { sessionId: a, at: "2026-11-20T09:00:01.000Z", question: "Wie wird das Wetter morgen in Kassel?", lang: "de" },
    ]);
    expect(totals.unanswered).toBe(2);
    expect(sessions.map(({ id, lang, messages, unanswered: n }) => ({ id, lang, messages, unanswered: n }))).toEqual([
      { id: b, lang: "en", messages: 2, unanswered: 1 },
      { id: a, lang: "de", messages: 4, unanswered: 1 },
    ]);
    expect(sessions[1]?.topics).toEqual(["weather", "forestcrew"]);
  });

  it("shows a transcript in order with the chat's sanitised answers, and nothing about the visitor", async () => {
    const id = await seed(db(), "2026-11-24T08:00:00.000Z", [
      ["user", "Zeig mir <script>alert(1)</script> bitte", "2026-11-24T08:00:00.000Z"],
      [
        "assistant",
        "Mehr dazu: [Borkenkäfer erkennen](/wissen/borkenkaefer-erkennen#anzeichen) <script>alert(2)</script><img src=x onerror=alert(3)>",
        "2026-11-24T08:00:02.000Z",
        {
          responseMs: 1800,
          unanswered: false,
          sources: ["/wissen/borkenkaefer-erkennen#anzeichen", "https://evil.example/", "//evil.example"],
        },
      ],
      ["user", "Und das Wetter?", "2026-11-24T08:01:00.000Z"],
      ["assistant", "Das weiß ich nicht.", "2026-11-24T08:01:01.000Z", { unanswered: true }],
    ]);
    // An older message of a conversation that is still active is past the retention period: left out.
    await db()
      .insertInto("chat_messages")
      .values({
        id: randomUUID(),
        session_id: id,
        visitor_id: null,
        role: "user",
        content: "Uralt",
        timestamp: "2026-08-01T08:00:00.000Z",
        response_ms: null,
      })
      .execute();

    const transcript = await chatTranscript(db(), id, { retentionDays: 90, now: NOW });
    expect(transcript?.session).toMatchObject({ id, lang: "de", start: "2026-11-24T08:00:00.000Z" });
    const messages = transcript!.messages;
    expect(messages.map((m) => [m.role, m.unanswered, m.responseMs])).toEqual([
      ["user", null, null],
      ["assistant", false, 1800],
      ["user", null, null],
      ["assistant", true, null],
    ]);
    expect(messages[0]?.content).toBe("Zeig mir <script>alert(1)</script> bitte");
    expect(messages[0]?.html).toBeUndefined();
    expect(messages[1]?.html).toContain('<a href="/wissen/borkenkaefer-erkennen#anzeichen">Borkenkäfer erkennen</a>');
    expect(messages[1]?.html).not.toMatch(/<script|onerror/i);
    expect(messages[1]?.sources).toEqual(["/wissen/borkenkaefer-erkennen#anzeichen"]);
    const json = JSON.stringify(transcript);
    for (const secret of ["ip-hash-never-shown", "Secret-Browser", "visitor-never-shown", "Uralt"]) expect(json).not.toContain(secret);

    expect(await chatTranscript(db(), randomUUID(), { retentionDays: 90, now: NOW })).toBeUndefined();
    expect(await chatTranscript(db(), "not-a-session", { retentionDays: 90, now: NOW })).toBeUndefined();
  });

  it("both pages are for signed-in editors only; a missing or expired conversation is a 404", async () => {
    const id = await seed(db(), "2026-11-24T08:00:00.000Z", [["user", "Hallo", "2026-11-24T08:00:00.000Z"]]);
    const old = await seed(db(), "2026-07-01T08:00:00.000Z", [["user", "Alt", "2026-07-01T08:00:00.000Z"]]);
    const get = (path: string, cookie?: string) => new Request(`${SITE}${path}`, { headers: cookie ? { cookie } : {} });
    const deps = { db: db(), now: NOW, retentionDays: 90 };

    for (const attempt of [
      loadChatOverview(get("/blog/admin/chat"), deps),
      loadChatTranscript(get(`/blog/admin/chat/${id}`), id, deps),
      loadChatOverview(get("/blog/admin/chat", "fc_admin=forged"), deps),
    ]) {
      expect(await outcome(attempt)).toMatchObject({ status: 302, location: "/blog/login" });
    }

    const { token } = await sessionFor(db());
    const cookie = (await adminCookie().serialize(token)).split(";")[0]!;
    const page = await outcome(loadChatOverview(get("/blog/admin/chat", cookie), deps));
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({ days: 30, options: [7, 30], overview: { totals: { sessions: 1 } } });
    expect((await outcome(loadChatOverview(get("/blog/admin/chat?days=7", cookie), deps))).data).toMatchObject({ days: 7 });
    // An unknown period falls back to 30 days.
    expect((await outcome(loadChatOverview(get("/blog/admin/chat?days=3650", cookie), deps))).data).toMatchObject({ days: 30 });

    const transcript = await outcome(loadChatTranscript(get(`/blog/admin/chat/${id}`, cookie), id, deps));
    expect(transcript).toMatchObject({ status: 200, data: { transcript: { session: { id } } } });
    for (const missing of [old, randomUUID(), "../../etc"]) {
      expect((await outcome(loadChatTranscript(get(`/blog/admin/chat/${missing}`, cookie), missing, deps))).status).toBe(404);
    }
  });
});

describeBackends("migration 0013_chat_answer_report", (backend) => {
  const suite = useDatabase(backend, { migrate: false });

  it("leaves earlier answers without a report, and goes back down", async () => {
    const app = createDatabase(suite.env().url);
    try {
      const migrator = createMigrator(app.db, suite.env().schema);
      expect((await migrator.migrateTo("0012_blog_editorial")).error).toBeUndefined();
      await sql`insert into chat_sessions (id, start_time, last_activity, message_count, topics, lang) values ('s', '2026-11-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z', 1, '[]', 'de')`.execute(
        app.db,
      );
      await sql`insert into chat_messages (id, session_id, role, content, timestamp, response_ms) values ('m', 's', 'assistant', 'Alt', '2026-11-01T00:00:00.000Z', 900)`.execute(
        app.db,
      );
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      expect(await app.db.selectFrom("chat_messages").select(["id", "unanswered", "sources", "response_ms"]).execute()).toEqual([
        { id: "m", unanswered: null, sources: null, response_ms: 900 },
      ]);
      expect((await migrator.migrateTo("0012_blog_editorial")).error).toBeUndefined();
      const columns = (await app.db.introspection.getTables()).find((t) => t.name === "chat_messages")?.columns.map((c) => c.name);
      expect(columns).not.toContain("unanswered");
      expect(columns).not.toContain("sources");
      expect(await app.db.selectFrom("chat_messages").select("id").execute()).toEqual([{ id: "m" }]);
    } finally {
      await app.close();
    }
  });
});

it("a German day begins at local midnight, in winter and in summer time", () => {
  expect(berlinMidnight("2026-11-24").toISOString()).toBe("2026-11-23T23:00:00.000Z");
  expect(berlinMidnight("2026-07-01").toISOString()).toBe("2026-06-30T22:00:00.000Z");
  // The days the clocks change (at 02:00 and 03:00, not at midnight).
  expect(berlinMidnight("2026-03-29").toISOString()).toBe("2026-03-28T23:00:00.000Z");
  expect(berlinMidnight("2026-10-25").toISOString()).toBe("2026-10-24T22:00:00.000Z");
});
