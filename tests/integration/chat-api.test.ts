import { createHash } from "node:crypto";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { defaultSite } from "~/config/site";
import { seedPosts } from "~/features/blog/seed-posts";
import { ChatRateLimits, handleChatHistory, handleChatPost, handleTranslate, type ChatDeps } from "~/features/chat/index.server";
import { createGeminiProvider } from "~/features/chat/gemini.server";
import { createOpenAIProvider } from "~/features/chat/openai.server";
import { createOfflineProvider, KnowledgeBase } from "~/features/chat/offline.server";
import { MAX_BODY_BYTES } from "~/features/chat/limits";
import { ChatProviderError, type ChatProvider } from "~/features/chat/provider.server";
import { DRAIN_BYTES } from "~/lib/http/body.server";
import { readSse } from "~/features/chat/sse.server";
import { deleteOldChats, loadChatIpSalt, retentionDays } from "~/features/chat/store.server";
import type { Lang } from "~/lib/i18n";
import { pageKnowledge } from "~/pages/knowledge";
import { describeBackends, useDatabase } from "./support/backends";
import { gemini, geminiChunk, startFakeGemini } from "./support/fake-gemini";
import { startFakeOpenAI } from "./support/fake-openai";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const SITE = "http://localhost:4360";
const SITE_EN = "http://en.localhost:4360";
const SALT = "test-salt";
const RATE_MESSAGE_DE =
  "Sie haben in kurzer Zeit sehr viele Nachrichten gesendet. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.";

let knowledge: KnowledgeBase;
beforeAll(() => {
  knowledge = new KnowledgeBase({ site: defaultSite, pages: pageKnowledge, loadPosts: () => Promise.resolve(seedPosts) });
});

type Body = Record<string, unknown>;

interface ChatRequestOptions {
  /** null: no Origin header. */
  origin?: string | null;
  lang?: Lang;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

function chatRequest(body: Body | string, { origin = SITE, lang = "de", headers = {}, signal }: ChatRequestOptions = {}) {
  const site = lang === "en" ? SITE_EN : SITE;
  const h = new Headers({ "content-type": "application/json", "user-agent": "Vitest/4 (ForestChat)", ...headers });
  if (origin !== null) h.set("origin", origin === SITE && lang === "en" ? SITE_EN : origin);
  return new Request(`${site}/api/forestchat`, {
    method: "POST",
    headers: h,
    body: typeof body === "string" ? body : JSON.stringify(body),
    signal,
  });
}

async function events(response: Response): Promise<{ event: string; data: Record<string, unknown> }[]> {
  const out = [];
  for await (const e of readSse(response.body!)) out.push({ event: e.event, data: JSON.parse(e.data) as Record<string, unknown> });
  return out;
}

const user = (content: string) => ({ role: "user", content });

/** A provider that answers with fixed pieces, or fails as told. */
function scripted(pieces: string[], { failAt }: { failAt?: number } = {}): ChatProvider & { signals: AbortSignal[] } {
  const signals: AbortSignal[] = [];
  return {
    name: "offline",
    signals,
    // eslint-disable-next-line @typescript-eslint/require-await -- a provider's stream is an async iterable; these pieces are at hand at once
    async *stream({ signal }) {
      signals.push(signal);
      for (let i = 0; i < pieces.length; i++) {
        if (i === failAt) throw new ChatProviderError("kaputt");
        yield pieces[i]!;
      }
      if (failAt === pieces.length) throw new ChatProviderError("kaputt");
    },
  };
}

describeBackends("ForestChat API", (backend) => {
  const suite = useDatabase(backend);
  const db = () => suite.app().db;
  let ipCounter = 0;
  let deps: ChatDeps & { limits: ChatRateLimits };
  let ip: string;

  const ctx = (lang: Lang = "de", address = ip) => ({ lang, site: defaultSite, clientAddress: address });
  const post = (body: Body | string, options: Parameters<typeof chatRequest>[1] = {}, extra: Partial<ChatDeps> = {}) =>
    handleChatPost(chatRequest(body, options), ctx(options.lang), { ...deps, ...extra });

  beforeEach(async () => {
    ip = `198.51.100.${++ipCounter}`;
    deps = {
      db: () => Promise.resolve(db()),
      provider: createOfflineProvider(knowledge, { delayMs: 0 }),
      limits: new ChatRateLimits({}),
      ipSalt: () => SALT,
    };
    await db().deleteFrom("chat_analytics").execute();
    await db().deleteFrom("chat_messages").execute();
    await db().deleteFrom("chat_sessions").execute();
  });

  it("streams session, words and done with sanitised HTML and sources", async () => {
    const response = await post({ visitorId: "visitor-1", page: "/", messages: [user("Was kostet Beta?")] });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(response.headers.get("cache-control")).toContain("no-store");
    expect(response.headers.get("cache-control")).toContain("no-transform");
    expect(response.headers.get("x-accel-buffering")).toBe("no");
    const list = await events(response);
    expect(list[0]!.event).toBe("session");
    expect(list[0]!.data.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    const deltas = list.filter((e) => e.event === "delta");
    expect(deltas.length).toBeGreaterThan(5);
    const text = deltas.map((e) => e.data.text).join("");
    expect(text).toContain("99\u00a0€ pro Monat");
    const done = list.at(-1)!;
    expect(done.event).toBe("done");
    expect(done.data.html).toContain('<a href="/forestcrew-pricing">Preise</a>');
    expect(done.data.html).toContain("<strong>");
    expect(done.data.sources).toEqual([{ title: "Preise", href: "/forestcrew-pricing" }]);
  });

  it("stores the session, both messages and complete analytics", async () => {
    const list = await events(await post({ visitorId: "visitor-1", messages: [user("Gibt es Förderung gegen den Borkenkäfer?")] }));
    const sessionId = list[0]!.data.sessionId as string;
    const session = await db().selectFrom("chat_sessions").selectAll().where("id", "=", sessionId).executeTakeFirstOrThrow();
    expect(session).toMatchObject({
      visitor_id: "visitor-1",
      message_count: 2,
      user_agent: "Vitest/4 (ForestChat)",
      lang: "de",
      ip_hash: createHash("sha256").update(`${SALT}:${ip}`).digest("hex"),
    });
    expect(JSON.parse(session.topics)).toEqual(["funding", "barkBeetle"]);
    expect(session.ip_hash).not.toContain(ip);
    const messages = await db().selectFrom("chat_messages").selectAll().where("session_id", "=", sessionId).orderBy("timestamp").execute();
    expect(messages.map((m) => m.role)).toEqual(["user", "assistant"]);
    expect(messages[0]!.response_ms).toBeNull();
    expect(messages[1]!.response_ms).toBeGreaterThanOrEqual(0);
    expect(messages[1]!.content).toBe(
      list
        .filter((e) => e.event === "delta")
        .map((e) => e.data.text)
        .join(""),
    );
    const analytics = await db().selectFrom("chat_analytics").selectAll().where("session_id", "=", sessionId).executeTakeFirstOrThrow();
    expect(analytics).toMatchObject({ total_messages: 2, user_messages: 1, assistant_messages: 1 });
    expect(analytics.average_response_time).toBe(messages[1]!.response_ms);
    expect(JSON.parse(analytics.top_topics)).toEqual(["funding", "barkBeetle"]);
  });

  it("continues a known session and starts a new one for an unknown id", async () => {
    const first = await events(await post({ messages: [user("Was ist Nexus?")] }));
    const sessionId = first[0]!.data.sessionId as string;
    const sessionSecret = first[0]!.data.sessionSecret as string;
    const again = await events(
      await post({
        sessionId,
        sessionSecret,
        messages: [user("Was ist Nexus?"), { role: "assistant", content: "Nexus …" }, user("Und ForestCrew?")],
      }),
    );
    expect(again[0]!.data.sessionId).toBe(sessionId);
    const session = await db().selectFrom("chat_sessions").selectAll().where("id", "=", sessionId).executeTakeFirstOrThrow();
    expect(session.message_count).toBe(4);
    expect(JSON.parse(session.topics)).toEqual(["nexus", "forestcrew"]);
    const analytics = await db().selectFrom("chat_analytics").selectAll().where("session_id", "=", sessionId).executeTakeFirstOrThrow();
    expect(analytics.total_messages).toBe(4);

    const unknown = await events(await post({ sessionId: "0b7e2f5c-1a2b-4c3d-8e9f-0a1b2c3d4e5f", messages: [user("Hallo")] }));
    expect(unknown[0]!.data.sessionId).not.toBe("0b7e2f5c-1a2b-4c3d-8e9f-0a1b2c3d4e5f");
    expect(await db().selectFrom("chat_sessions").select("id").execute()).toHaveLength(2);
  });

  it("refuses a message over 2,000 characters and 41 messages with 400, stores nothing", async () => {
    const long = await post({ messages: [user("a".repeat(2001))] });
    expect(long.status).toBe(400);
    expect(((await long.json()) as { error: string }).error).toContain("2.000 Zeichen");
    const many = Array.from({ length: 41 }, (_, i) => (i % 2 === 0 ? user(`Frage ${i}`) : { role: "assistant", content: "…" }));
    const tooMany = await post({ messages: many });
    expect(tooMany.status).toBe(400);
    expect(((await tooMany.json()) as { error: string }).error).toMatch(/höchstens 40 Nachrichten/);
    const english = await post({ messages: [user("a".repeat(2001))] }, { lang: "en" });
    expect(((await english.json()) as { error: string }).error).toContain("2,000 characters");
    expect(await db().selectFrom("chat_messages").select("id").execute()).toHaveLength(0);
  });

  it("refuses empty messages, broken JSON and a foreign Origin", async () => {
    expect((await post({ messages: [user("   ")] })).status).toBe(400);
    const broken = await post("{not json");
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ error: expect.stringMatching(/konnte nicht gelesen werden/) as unknown });
    const foreign = await post({ messages: [user("Hallo")] }, { origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    const crossSiteNoOrigin = await post({ messages: [user("Hallo")] }, { origin: null, headers: { "sec-fetch-site": "cross-site" } });
    expect(crossSiteNoOrigin.status).toBe(403);
    const serverToServer = await post({ messages: [user("Hallo")] }, { origin: null });
    expect(serverToServer.status).toBe(200);
    await serverToServer.body?.cancel();
  });

  it("answers 429 with the German message once an address exceeds its limit", async () => {
    deps.limits = new ChatRateLimits({ CHAT_RATE_PER_MINUTE: "3" });
    for (let i = 0; i < 3; i++) {
      const ok = await post({ messages: [user("Was ist Nexus?")] });
      expect(ok.status).toBe(200);
      await ok.body?.cancel();
    }
    const limited = await post({ messages: [user("Was ist Nexus?")] });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("60");
    expect(await limited.json()).toEqual({ error: RATE_MESSAGE_DE });
    // Another address is not affected.
    const other = await handleChatPost(chatRequest({ messages: [user("Hallo")] }), ctx("de", "203.0.113.250"), deps);
    expect(other.status).toBe(200);
    await other.body?.cancel();
  });

  it("limits one session even across addresses", async () => {
    deps.limits = new ChatRateLimits({ CHAT_RATE_PER_SESSION_MINUTE: "2" });
    const first = await events(await post({ messages: [user("Hallo")] }));
    const sessionId = first[0]!.data.sessionId as string;
    const sessionSecret = first[0]!.data.sessionSecret as string;
    const second = await handleChatPost(
      chatRequest({ sessionId, sessionSecret, messages: [user("Was ist Nexus?")] }),
      ctx("de", "203.0.113.251"),
      deps,
    );
    expect(second.status).toBe(200);
    await second.body?.cancel();
    const third = await handleChatPost(
      chatRequest({ sessionId, sessionSecret, messages: [user("Und DataHub?")] }),
      ctx("de", "203.0.113.252"),
      deps,
    );
    expect(third.status).toBe(429);
  });

  it("answers 502 when the provider fails before the first word, and an error event mid-answer", async () => {
    const before = await post({ messages: [user("Hallo")] }, {}, { provider: scripted(["a"], { failAt: 0 }) });
    expect(before.status).toBe(502);
    expect(await before.json()).toEqual({ error: expect.stringMatching(/nicht erreichbar/) as unknown });

    const mid = await post({ messages: [user("Hallo")] }, {}, { provider: scripted(["Erste ", "Worte"], { failAt: 2 }) });
    expect(mid.status).toBe(200);
    const list = await events(mid);
    expect(list.map((e) => e.event)).toEqual(["session", "delta", "delta", "error"]);
    expect(list.at(-1)!.data.message).toMatch(/nicht vollständig/);
    const roles = await db().selectFrom("chat_messages").select("role").execute();
    expect(roles.map((r) => r.role)).not.toContain("assistant");
  });

  it("passes a Gemini failure on as 502 (and logs the 'Gemini API Fehler' message)", async () => {
    const fake = await startFakeGemini();
    try {
      fake.handle(gemini.error(500, "Internal Server Error", { error: { message: "Backend down" } }));
      const logged: unknown[] = [];
      const original = console.error;
      console.error = (...args: unknown[]) => void logged.push(args.join(" "));
      try {
        const response = await post(
          { messages: [user("Hallo")] },
          {},
          { provider: createGeminiProvider({ apiKey: "k", base: fake.base }) },
        );
        expect(response.status).toBe(502);
      } finally {
        console.error = original;
      }
      expect(logged.join("\n")).toContain("Gemini API Fehler: 500 Internal Server Error - Backend down");
    } finally {
      await fake.close();
    }
  });

  it("streams a Gemini answer through to the visitor", async () => {
    const fake = await startFakeGemini([geminiChunk("Beta kostet "), geminiChunk("99 € im Monat. Siehe [Preise](/forestcrew-pricing).")]);
    try {
      const list = await events(
        await post({ messages: [user("Was kostet Beta?")] }, {}, { provider: createGeminiProvider({ apiKey: "k", base: fake.base }) }),
      );
      expect(list.filter((e) => e.event === "delta").map((e) => e.data.text)).toEqual([
        "Beta kostet ",
        "99 € im Monat. Siehe [Preise](/forestcrew-pricing).",
      ]);
      expect(list.at(-1)!.data.sources).toEqual([{ title: "Preise", href: "/forestcrew-pricing" }]);
    } finally {
      await fake.close();
    }
  });

  it("sanitises the model's HTML in the done event", async () => {
    const provider = scripted(['Hallo <script>alert(1)</script><img src=x onerror="alert(2)"> [x](javascript:alert(3))']);
    const list = await events(await post({ messages: [user("Hallo")] }, {}, { provider }));
    const html = list.at(-1)!.data.html as string;
    expect(html).not.toMatch(/<script|onerror|javascript:/i);
  });

  it("aborts the provider when the visitor disconnects", async () => {
    const controller = new AbortController();
    let seen: AbortSignal | undefined;
    const provider: ChatProvider = {
      name: "offline",
      async *stream({ signal }) {
        seen = signal;
        yield "Erstes Wort";
        await new Promise((_, reject) => signal.addEventListener("abort", () => reject(new Error("aborted")), { once: true }));
      },
    };
    const response = await handleChatPost(chatRequest({ messages: [user("Hallo")] }, { signal: controller.signal }), ctx(), {
      ...deps,
      provider,
    });
    const reader = response.body!.getReader();
    await reader.read();
    controller.abort();
    await expect.poll(() => seen?.aborted).toBe(true);
    await reader.cancel().catch(() => {});
  });

  it("keeps chatting when the database is unavailable", async () => {
    const response = await post({ messages: [user("Was ist Nexus?")] }, {}, { db: () => Promise.reject(new Error("database down")) });
    expect(response.status).toBe(200);
    const list = await events(response);
    expect(list.at(-1)!.event).toBe("done");
  });

  it("returns the stored conversation from the history endpoint", async () => {
    const first = await events(await post({ messages: [user("Was kostet Beta?")] }));
    const sessionId = first[0]!.data.sessionId as string;
    const secret = first[0]!.data.sessionSecret as string;
    const response = await handleChatHistory(
      new Request(`${SITE}/api/forestchat/history?sessionId=${sessionId}`, { headers: { "X-Chat-Session-Secret": secret } }),
      ctx(),
      deps,
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    const { messages } = (await response.json()) as { messages: { role: string; content: string; html?: string; timestamp: string }[] };
    expect(messages.map((m) => m.role)).toEqual(["user", "assistant"]);
    expect(messages[0]).toMatchObject({ content: "Was kostet Beta?" });
    expect(messages[0]!.html).toBeUndefined();
    expect(messages[1]!.html).toContain('<a href="/forestcrew-pricing">');
    expect(Date.parse(messages[1]!.timestamp)).toBeGreaterThan(0);

    const unknown = await handleChatHistory(
      new Request(`${SITE}/api/forestchat/history?sessionId=0b7e2f5c-1a2b-4c3d-8e9f-0a1b2c3d4e5f`),
      ctx(),
      deps,
    );
    expect(await unknown.json()).toEqual({ messages: [] });
    const invalid = await handleChatHistory(new Request(`${SITE}/api/forestchat/history?sessionId=' or 1=1`), ctx(), deps);
    expect(await invalid.json()).toEqual({ messages: [] });
  });

  it("binds a session to the browser that started it: without its secret nobody reads or extends it", async () => {
    const first = await events(await post({ messages: [user("Meine Frage an Nexus: Revier Nord, Abteilung 7")] }));
    expect(first[0]!.event).toBe("session");
    const sessionId = first[0]!.data.sessionId as string;
    const secret = first[0]!.data.sessionSecret as string;
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits
    // Only its hash is stored.
    const row = await db().selectFrom("chat_sessions").selectAll().where("id", "=", sessionId).executeTakeFirstOrThrow();
    expect(row.secret_hash).toBe(createHash("sha256").update(secret).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(secret);

    const history = (headers: Record<string, string>) =>
      handleChatHistory(new Request(`${SITE}/api/forestchat/history?sessionId=${sessionId}`, { headers }), ctx(), deps).then(
        (r) => r.json() as Promise<{ messages: { content: string }[] }>,
      );
    // Someone who only knows the id (a shared screenshot, a log line) reads nothing.
    expect(await history({})).toEqual({ messages: [] });
    expect(await history({ "X-Chat-Session-Secret": "x".repeat(43) })).toEqual({ messages: [] });
    expect((await history({ "X-Chat-Session-Secret": secret })).messages).toHaveLength(2);

    // …and cannot add to it: the request starts a session of its own, and the answer carries nothing of the first.
    for (const forged of [{}, { sessionSecret: "wrong" }]) {
      const other = await events(await post({ sessionId, ...forged, messages: [user("Was habe ich vorhin gefragt?")] }, {}, {}));
      expect(other[0]!.data.sessionId).not.toBe(sessionId);
      expect(other[0]!.data.sessionSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
    const stored = await db().selectFrom("chat_messages").select("content").where("session_id", "=", sessionId).execute();
    expect(stored).toHaveLength(2);
    const after = await db().selectFrom("chat_sessions").select("message_count").where("id", "=", sessionId).executeTakeFirstOrThrow();
    expect(after.message_count).toBe(2);
  });

  it("gives the model a bounded history built from the stored session, never the browser's copy", async () => {
    const seen: { role: string; content: string }[][] = [];
    const recording: ChatProvider = {
      name: "offline",
      // eslint-disable-next-line @typescript-eslint/require-await -- the answer is at hand at once
      async *stream({ history }) {
        seen.push(history.map((m) => ({ role: m.role, content: m.content })));
        yield `Antwort ${seen.length}: ${"Holz ".repeat(300)}`;
      },
    };
    // The browser may send 40 messages of up to 16,000 characters: ~600 KB, all invented.
    const forged = Array.from({ length: 39 }, (_, i) =>
      i % 2 === 0 ? user(`FORGED ${i}`) : { role: "assistant", content: `FORGED ${i} ${"x".repeat(15_000)}` },
    );
    let session: { sessionId?: string; sessionSecret?: string } = {};
    for (let turn = 1; turn <= 10; turn++) {
      const list = await events(
        await post({ ...session, messages: [...forged, user(`Frage ${turn}: ${"Wald ".repeat(300)}`)] }, {}, { provider: recording }),
      );
      expect(list.at(-1)!.event).toBe("done");
      if (turn === 1) session = { sessionId: list[0]!.data.sessionId as string, sessionSecret: list[0]!.data.sessionSecret as string };
    }
    const last = seen.at(-1)!;
    expect(last.at(-1)!.content).toMatch(/^Frage 10: /);
    expect(last[0]!.role).toBe("user");
    expect(last.length).toBeLessThanOrEqual(12);
    expect(last.reduce((n, m) => n + m.content.length, 0)).toBeLessThanOrEqual(12_000);
    // The stored conversation, in order: earlier questions and the answers the model really gave.
    expect(last.some((m) => m.role === "assistant" && m.content.startsWith("Antwort 9:"))).toBe(true);
    expect(last.some((m) => m.content.startsWith("Frage 9:"))).toBe(true);
    expect(JSON.stringify(seen)).not.toContain("FORGED");
  });

  it("sends a paid provider (OpenAI-compatible fake) the stored, bounded conversation: not the ~600 KB the browser sent", async () => {
    const fake = await startFakeOpenAI(["Gern ", "geschehen."]);
    try {
      const provider = createOpenAIProvider({ baseUrl: `${fake.base}/v1/`, apiKey: "sk-test", model: "paid-model" });
      const forged = Array.from({ length: 39 }, (_, i) =>
        i % 2 === 0 ? user(`FORGED ${i}`) : { role: "assistant", content: `FORGED ${i} ${"x".repeat(15_000)}` },
      );
      const first = await events(await post({ messages: [user("Was ist Nexus?")] }, {}, { provider }));
      const session = { sessionId: first[0]!.data.sessionId as string, sessionSecret: first[0]!.data.sessionSecret as string };
      const request = chatRequest({ ...session, messages: [...forged, user("Und was kostet es?")] });
      expect(Number((await request.clone().arrayBuffer()).byteLength)).toBeGreaterThan(250_000);
      expect((await events(await handleChatPost(request, ctx(), { ...deps, provider }))).at(-1)!.event).toBe("done");

      const body = fake.requests.at(-1)!.body as { messages: { role: string; content: string }[] };
      expect(body.messages.slice(1)).toEqual([
        { role: "user", content: "Was ist Nexus?" },
        { role: "assistant", content: "Gern geschehen." },
        { role: "user", content: "Und was kostet es?" },
      ]);
      expect(JSON.stringify(fake.requests.map((r) => r.body))).not.toContain("FORGED");
    } finally {
      await fake.close();
    }
  });

  it("refuses a chunked body over 1 MB while reading it (413), without reading it all", async () => {
    const chunk = new TextEncoder().encode(`${"a".repeat(64 * 1024 - 1)},`);
    const total = MAX_BODY_BYTES + DRAIN_BYTES + 8 * 1024 * 1024;
    let sent = 0;
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"messages":[{"role":"user","content":"'));
      },
      pull(controller) {
        if (sent >= total) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
      cancel() {
        cancelled = true;
      },
    });
    const request = new Request(`${SITE}/api/forestchat`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: SITE },
      body,
      duplex: "half",
    } as RequestInit);
    const response = await handleChatPost(request, ctx(), deps);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "Die Anfrage ist zu groß." });
    await expect.poll(() => cancelled, { timeout: 5000 }).toBe(true);
    expect(sent).toBeLessThan(total);
    expect(await db().selectFrom("chat_sessions").select("id").execute()).toHaveLength(0);
  });

  it("deletes chat data older than the retention period", async () => {
    const now = new Date("2026-06-01T12:00:00.000Z");
    const days = (n: number) => new Date(now.getTime() - n * 86_400_000).toISOString();
    await db()
      .insertInto("chat_sessions")
      .values([
        {
          id: "old",
          visitor_id: null,
          start_time: days(120),
          last_activity: days(100),
          message_count: 1,
          topics: "[]",
          user_agent: null,
          ip_hash: null,
          lang: "de",
        },
        {
          id: "active",
          visitor_id: null,
          start_time: days(95),
          last_activity: days(1),
          message_count: 2,
          topics: "[]",
          user_agent: null,
          ip_hash: null,
          lang: "de",
        },
      ])
      .execute();
    await db()
      .insertInto("chat_messages")
      .values([
        { id: "m1", session_id: "old", visitor_id: null, role: "user", content: "alt", timestamp: days(100), response_ms: null },
        {
          id: "m2",
          session_id: "active",
          visitor_id: null,
          role: "user",
          content: "alt, aber aktive Sitzung",
          timestamp: days(95),
          response_ms: null,
        },
        { id: "m3", session_id: "active", visitor_id: null, role: "user", content: "neu", timestamp: days(1), response_ms: null },
      ])
      .execute();
    await db()
      .insertInto("chat_analytics")
      .values({
        session_id: "old",
        total_messages: 1,
        user_messages: 1,
        assistant_messages: 0,
        average_response_time: null,
        top_topics: "[]",
        session_duration: 0,
        updated_at: days(100),
      })
      .execute();

    expect(await deleteOldChats(db(), 90, now)).toEqual({ sessions: 1, messages: 2 });
    expect((await db().selectFrom("chat_sessions").select("id").execute()).map((r) => r.id)).toEqual(["active"]);
    expect((await db().selectFrom("chat_messages").select("id").execute()).map((r) => r.id)).toEqual(["m3"]);
    expect(await db().selectFrom("chat_analytics").select("session_id").execute()).toEqual([]);
  });

  it("translates with the provider, and returns the original text offline or on failure", async () => {
    const translateRequest = (body: Body) =>
      new Request(`${SITE}/api/forestchat/translate`, {
        method: "POST",
        headers: { origin: SITE, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    const offline = await handleTranslate(translateRequest({ text: "Guten Morgen", targetLanguage: "en" }), ctx(), deps);
    expect(await offline.json()).toEqual({ translation: "Guten Morgen" });

    const fake = await startFakeGemini();
    try {
      const provider = createGeminiProvider({ apiKey: "k", base: fake.base });
      fake.handle(gemini.json(geminiChunk("Good morning")));
      const ok = await handleTranslate(translateRequest({ text: "Guten Morgen", targetLanguage: "en" }), ctx(), { ...deps, provider });
      expect(await ok.json()).toEqual({ translation: "Good morning" });
      fake.handle(gemini.error(500, "Internal Server Error", { error: { message: "down" } }));
      const failed = await handleTranslate(translateRequest({ text: "Guten Morgen", targetLanguage: "en" }), ctx(), { ...deps, provider });
      expect(await failed.json()).toEqual({ translation: "Guten Morgen" });
    } finally {
      await fake.close();
    }
    const invalid = await handleTranslate(translateRequest({ text: "x", targetLanguage: "fr" }), ctx(), deps);
    expect(invalid.status).toBe(400);
  });
});

describe("chat storage settings", () => {
  it("generates and keeps an IP salt in the data folder when CHAT_IP_SALT is unset", () => {
    const dir = mkdtempSync(join(tmpdir(), "forestchat-salt-"));
    try {
      const salt = loadChatIpSalt(dir, {});
      expect(salt).toMatch(/^[0-9a-f]{64}$/);
      expect(readFileSync(join(dir, "chat-ip-salt"), "utf8").trim()).toBe(salt);
      expect(loadChatIpSalt(dir, {})).toBe(salt);
      expect(loadChatIpSalt(dir, { CHAT_IP_SALT: "from-env" })).toBe("from-env");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("reads CHAT_RETENTION_DAYS, defaulting to 90", () => {
    expect(retentionDays({})).toBe(90);
    expect(retentionDays({ CHAT_RETENTION_DAYS: "30" })).toBe(30);
    expect(retentionDays({ CHAT_RETENTION_DAYS: "soon" })).toBe(90);
  });
});
