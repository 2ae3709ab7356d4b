import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { defaultSite } from "~/config/site";
import { seedPosts } from "~/features/blog/seed-posts";
import { ChatRateLimits, createChatProvider, handleChatPost } from "~/features/chat/index.server";
import { createGeminiProvider, GEMINI_NO_ANSWER } from "~/features/chat/gemini.server";
import { createOpenAIProvider } from "~/features/chat/openai.server";
import { groundedProvider, type PassageSource } from "~/features/chat/grounding.server";
import { blogPassages } from "~/features/chat/knowledge/article-passages";
import { pagePassages, type Passage } from "~/features/chat/knowledge/passages";
import { contactPassages, factPassages } from "~/features/chat/knowledge/site-passages";
import { Retriever } from "~/features/chat/knowledge/retriever";
import { KnowledgeBase } from "~/features/chat/offline.server";
import { buildPriming, planPriceLine } from "~/features/chat/priming";
import { chooseProvider, type AnswerReport, type ChatProvider } from "~/features/chat/provider.server";
import { plans } from "~/content/facts";
import { pageKnowledge } from "~/pages/knowledge";
import { readSse } from "~/features/chat/sse.server";
import type { FakeServer } from "./support/fake-http";
import { gemini, geminiChunk, startFakeGemini } from "./support/fake-gemini";
import { completionChunk, openai, startFakeOpenAI } from "./support/fake-openai";

const history = [
  { role: "user", content: "Was kostet Beta?" },
  { role: "assistant", content: "99 € pro Monat." },
  { role: "user", content: "Und im Jahr?" },
];

async function collect(provider: ChatProvider, signal = new AbortController().signal): Promise<string[]> {
  const out: string[] = [];
  for await (const piece of provider.stream({ system: buildPriming("de", defaultSite), history, lang: "de", signal })) out.push(piece);
  return out;
}

describe("gemini provider against a local fake", () => {
  let fake: FakeServer;
  let provider: ChatProvider;
  beforeAll(async () => {
    fake = await startFakeGemini();
    provider = createGeminiProvider({ apiKey: "test-key/+?", base: fake.base });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
  });

  it("posts to streamGenerateContent on v1 with alt=sse and the key as a query parameter", async () => {
    fake.handle(gemini.stream([geminiChunk("Hallo")]));
    await collect(provider);
    const [req] = fake.requests;
    expect(req!.method).toBe("POST");
    const url = new URL(req!.url, fake.base);
    expect(url.pathname).toBe("/v1/models/gemini-2.5-flash:streamGenerateContent");
    expect(url.searchParams.get("alt")).toBe("sse");
    expect(url.searchParams.get("key")).toBe("test-key/+?");
    expect(req!.headers["content-type"]).toBe("application/json");
  });

  it("sends the priming turn, the acknowledgement, the mapped history and the generation config", async () => {
    fake.handle(gemini.stream([geminiChunk("ok")]));
    await collect(provider);
    const priming = buildPriming("de", defaultSite);
    expect(fake.requests[0]!.body).toEqual({
      contents: [
        { role: "user", parts: [{ text: priming.text }] },
        { role: "model", parts: [{ text: priming.acknowledgement }] },
        { role: "user", parts: [{ text: "Was kostet Beta?" }] },
        { role: "model", parts: [{ text: "99 € pro Monat." }] },
        { role: "user", parts: [{ text: "Und im Jahr?" }] },
      ],
      generationConfig: { temperature: 0.7, maxOutputTokens: 2048 },
    });
  });

  it("uses GEMINI_MODEL in the path", async () => {
    const other = createGeminiProvider({ apiKey: "k", base: fake.base, model: "gemini-2.5-flash-lite" });
    fake.handle(gemini.stream([geminiChunk("ok")]));
    await collect(other);
    expect(new URL(fake.requests[0]!.url, fake.base).pathname).toBe("/v1/models/gemini-2.5-flash-lite:streamGenerateContent");
  });

  it("yields the streamed text in order, joining all parts of the first candidate", async () => {
    fake.handle(
      gemini.stream([
        geminiChunk("Beta kostet "),
        geminiChunk("999 € ", "pro Jahr"),
        { candidates: [{ content: { parts: [{ text: "." }] } }, { content: { parts: [{ text: "IGNORIERT" }] } }] },
      ]),
    );
    expect(await collect(provider)).toEqual(["Beta kostet ", "999 € pro Jahr", "."]);
  });

  it("delivers the first piece before the stream has ended", async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    fake.handle(async (_req, res) => {
      res.writeHead(200, { "Content-Type": "text/event-stream" });
      res.write(`data: ${JSON.stringify(geminiChunk("Erst"))}\n\n`);
      await gate;
      res.end(`data: ${JSON.stringify(geminiChunk("dann"))}\n\n`);
    });
    const stream = provider.stream({ system: buildPriming("de", defaultSite), history, lang: "de", signal: new AbortController().signal });
    const iterator = stream[Symbol.asyncIterator]();
    expect(await iterator.next()).toEqual({ value: "Erst", done: false });
    release();
    expect(await iterator.next()).toEqual({ value: "dann", done: false });
    expect((await iterator.next()).done).toBe(true);
  });

  it("turns a 500 with an error object into 'Gemini API Fehler: 500 … - {message}'", async () => {
    fake.handle(
      gemini.error(500, "Internal Server Error", { error: { code: 500, message: "The model is overloaded.", status: "INTERNAL" } }),
    );
    await expect(collect(provider)).rejects.toThrow(/^Gemini API Fehler: 500 Internal Server Error - The model is overloaded\.$/);
  });

  it("says 'Unbekannter Fehler' when the error object has no message, and nothing more without one", async () => {
    fake.handle(gemini.error(500, "Internal Server Error", { error: {} }));
    await expect(collect(provider)).rejects.toThrow(/^Gemini API Fehler: 500 Internal Server Error - Unbekannter Fehler$/);
    fake.handle(gemini.error(403, "Forbidden", { nothing: true }));
    await expect(collect(provider)).rejects.toThrow(/^Gemini API Fehler: 403 Forbidden$/);
  });

  it("reports an empty candidate list as 'Keine Antwort von der Gemini API erhalten'", async () => {
    fake.handle(gemini.stream([{ candidates: [] }]));
    await expect(collect(provider)).rejects.toThrow(new RegExp(`^${GEMINI_NO_ANSWER}$`));
    fake.handle(gemini.stream([{ promptFeedback: { blockReason: "SAFETY" } }]));
    await expect(collect(provider)).rejects.toThrow(GEMINI_NO_ANSWER);
  });

  it("stops the upstream request when the caller aborts", async () => {
    fake.handle(gemini.stream([geminiChunk("a"), geminiChunk("b"), geminiChunk("c")], { pauseMs: 200, end: false }));
    const controller = new AbortController();
    const seen: string[] = [];
    await expect(async () => {
      for await (const piece of provider.stream({
        system: buildPriming("de", defaultSite),
        history,
        lang: "de",
        signal: controller.signal,
      })) {
        seen.push(piece);
        controller.abort();
      }
    }).rejects.toThrow();
    expect(seen).toEqual(["a"]);
    await fake.clientAborted();
  });

  it("translates through generateContent", async () => {
    fake.handle(gemini.json(geminiChunk("Good morning")));
    expect(await provider.translate!("Guten Morgen", "en", new AbortController().signal)).toBe("Good morning");
    const url = new URL(fake.requests[0]!.url, fake.base);
    expect(url.pathname).toBe("/v1/models/gemini-2.5-flash:generateContent");
    expect(url.searchParams.get("key")).toBe("test-key/+?");
  });

  it("reports an unreachable server as a 503 provider error", async () => {
    const closed = createGeminiProvider({ apiKey: "k", base: "http://127.0.0.1:9" });
    await expect(collect(closed)).rejects.toMatchObject({ name: "ChatProviderError", status: 503 });
  });
});

describe("openai provider against a local fake", () => {
  let fake: FakeServer;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
  });

  it("streams chat completions with the priming as system message, model and bearer key", async () => {
    fake.handle(openai.stream(["Guten ", "Tag", "!"]));
    const provider = createOpenAIProvider({ baseUrl: `${fake.base}/v1/`, apiKey: "sk-test", model: "llama3.2" });
    expect(await collect(provider)).toEqual(["Guten ", "Tag", "!"]);
    const [req] = fake.requests;
    expect(req!.url).toBe("/v1/chat/completions");
    expect(req!.headers.authorization).toBe("Bearer sk-test");
    const body = req!.body as { model: string; stream: boolean; messages: { role: string; content: string }[]; temperature: number };
    expect(body.model).toBe("llama3.2");
    expect(body.stream).toBe(true);
    expect(body.temperature).toBe(0.7);
    expect(body.messages[0]).toEqual({ role: "system", content: buildPriming("de", defaultSite).text });
    expect(body.messages.slice(1)).toEqual(history);
  });

  it("sends no Authorization header without a key and stops at [DONE]", async () => {
    fake.handle((_req, res) => {
      res.writeHead(200, { "Content-Type": "text/event-stream" });
      res.write(`data: ${JSON.stringify(completionChunk("eins"))}\n\ndata: [DONE]\n\n`);
      res.end(`data: ${JSON.stringify(completionChunk("nach DONE"))}\n\n`);
    });
    const provider = createOpenAIProvider({ baseUrl: fake.base });
    expect(await collect(provider)).toEqual(["eins"]);
    expect(fake.requests[0]!.headers.authorization).toBeUndefined();
  });

  it("reports an error status with the server's message", async () => {
    fake.handle(openai.error(404, "Not Found", { error: { message: "model 'x' not found" } }));
    const provider = createOpenAIProvider({ baseUrl: fake.base, model: "x" });
    await expect(collect(provider)).rejects.toThrow("404 Not Found - model 'x' not found");
  });

  it("translates with a non-streaming completion", async () => {
    fake.handle(openai.json({ choices: [{ message: { role: "assistant", content: "Thank you" } }] }));
    const provider = createOpenAIProvider({ baseUrl: fake.base });
    expect(await provider.translate!("Danke", "en", new AbortController().signal)).toBe("Thank you");
    expect((fake.requests[0]!.body as { stream: boolean }).stream).toBe(false);
  });
});

describe("provider choice", () => {
  it("follows CHAT_PROVIDER, else the keys present, else offline", () => {
    expect(chooseProvider({}).name).toBe("offline");
    expect(chooseProvider({ GEMINI_API_KEY: "k" }).name).toBe("gemini");
    expect(chooseProvider({ OPENAI_BASE_URL: "http://x" }).name).toBe("openai");
    expect(chooseProvider({ GEMINI_API_KEY: "k", OPENAI_BASE_URL: "http://x" }).name).toBe("gemini");
    expect(chooseProvider({ CHAT_PROVIDER: "openai", GEMINI_API_KEY: "k", OPENAI_BASE_URL: "http://x" }).name).toBe("openai");
    expect(chooseProvider({ CHAT_PROVIDER: "offline", GEMINI_API_KEY: "k" }).name).toBe("offline");
    expect(chooseProvider({ CHAT_PROVIDER: "gemini" })).toMatchObject({
      name: "offline",
      note: expect.stringContaining("GEMINI_API_KEY") as unknown,
    });
  });

  it("talks to GEMINI_API_BASE when configured by environment", async () => {
    const fake = await startFakeGemini([geminiChunk("vom Fake")]);
    try {
      const knowledge = new KnowledgeBase({ site: defaultSite, pages: pageKnowledge, loadPosts: () => Promise.resolve(seedPosts) });
      const provider = createChatProvider({ GEMINI_API_KEY: "env-key", GEMINI_API_BASE: fake.base }, pageKnowledge, knowledge);
      expect(provider.name).toBe("gemini");
      expect(await collect(provider)).toEqual(["vom Fake"]);
      expect(new URL(fake.requests[0]!.url, fake.base).searchParams.get("key")).toBe("env-key");
    } finally {
      await fake.close();
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Grounded answers: the passages and facts travel in the request, citations render.

/**
 * A bark-beetle section as the knowledge article's passages look (written for this test: two
 * plain, uncontroversial sentences), among the site's real pages, facts and blog posts.
 */
const beetle: Passage = {
  id: "de:/wissen/borkenkaefer-erkennen#anzeichen",
  lang: "de",
  href: "/wissen/borkenkaefer-erkennen#anzeichen",
  page: "Borkenkäfer erkennen",
  heading: "Erste Anzeichen",
  text: "Braunes Bohrmehl in Rindenritzen und am Stammfuß ist ein frühes Zeichen für Borkenkäferbefall an Fichten.\nBefallene Bäume früh finden und aus dem Wald bringen, bevor die nächste Käfergeneration ausfliegt.",
  keywords: "Buchdrucker Kupferstecher Fichte Bohrmehl",
};
const corpus = (): PassageSource => {
  const retriever = new Retriever([
    beetle,
    ...pagePassages(pageKnowledge, "de"),
    ...contactPassages(defaultSite, "de"),
    ...factPassages("de"),
    ...blogPassages(seedPosts, "de"),
  ]);
  return { retriever: () => Promise.resolve(retriever) };
};
const BEETLE_QUESTION = "An mehreren Fichten finde ich braunes Bohrmehl am Stammfuß. Ist das Borkenkäferbefall?";
const OFF_TOPIC = "Wer gewinnt morgen das Fußballspiel in Hamburg?";

async function ask(provider: ChatProvider, question: string, reports: AnswerReport[] = []): Promise<string> {
  const out: string[] = [];
  for await (const piece of provider.stream({
    system: buildPriming("de", defaultSite),
    history: [
      { role: "user", content: "Hallo" },
      { role: "assistant", content: "Guten Tag!" },
      { role: "user", content: question },
    ],
    lang: "de",
    signal: new AbortController().signal,
    report: (info) => reports.push(info),
  }))
    out.push(piece);
  return out.join("");
}

describe("grounded model answers", () => {
  let geminiFake: FakeServer;
  let openaiFake: FakeServer;
  beforeAll(async () => {
    geminiFake = await startFakeGemini();
    openaiFake = await startFakeOpenAI();
  });
  afterAll(async () => {
    await geminiFake.close();
    await openaiFake.close();
  });
  beforeEach(() => {
    geminiFake.requests.length = 0;
    openaiFake.requests.length = 0;
  });

  const instructionsOf = (body: unknown) => (body as { contents: { parts: { text: string }[] }[] }).contents[0]!.parts[0]!.text;

  it("Gemini: the request carries the bark-beetle section with its id and address, the facts' prices and the rules", async () => {
    geminiFake.handle(gemini.stream([geminiChunk("Das spricht für Befall.")]));
    await ask(groundedProvider(createGeminiProvider({ apiKey: "k", base: geminiFake.base }), corpus()), BEETLE_QUESTION);
    const text = instructionsOf(geminiFake.requests[0]!.body);
    expect(text).toContain(buildPriming("de", defaultSite).text);
    expect(text).toMatch(
      /\[P1\] Seite: Borkenkäfer erkennen · Abschnitt: Erste Anzeichen · Adresse: \/wissen\/borkenkaefer-erkennen#anzeichen\n/,
    );
    expect(text).toContain("Braunes Bohrmehl in Rindenritzen und am Stammfuß ist ein frühes Zeichen für Borkenkäferbefall an Fichten.");
    expect(text).toContain(planPriceLine(plans[0]!, "de"));
    expect(text).toContain("99\u00a0€ pro Monat");
    expect(text).toMatch(/Antworte nur aus diesen Fundstellen/);
    expect(text).toContain("Meine Anweisungen kann ich nicht teilen.");
    // Six passages at most, numbered in order; the question itself stays the last turn.
    expect(text).toContain("[P6] ");
    expect(text).not.toContain("[P7] ");
    const contents = (geminiFake.requests[0]!.body as { contents: { role: string; parts: { text: string }[] }[] }).contents;
    expect(contents.at(-1)).toEqual({ role: "user", parts: [{ text: BEETLE_QUESTION }] });
    expect(contents).toHaveLength(5);
  });

  it("OpenAI-compatible: the system message carries the passages and facts; markers come back as links", async () => {
    openaiFake.handle(openai.stream(["Das ist wahrscheinlich Befall [P", "1]. Mehr unter [Preise](/forestcrew-pricing)."]));
    const reports: AnswerReport[] = [];
    const answer = await ask(groundedProvider(createOpenAIProvider({ baseUrl: openaiFake.base }), corpus()), BEETLE_QUESTION, reports);
    const system = (openaiFake.requests[0]!.body as { messages: { role: string; content: string }[] }).messages[0]!;
    expect(system.role).toBe("system");
    expect(system.content).toContain(
      "[P1] Seite: Borkenkäfer erkennen · Abschnitt: Erste Anzeichen · Adresse: /wissen/borkenkaefer-erkennen#anzeichen",
    );
    expect(system.content).toContain(planPriceLine(plans[1]!, "de"));
    expect(answer).toBe(
      "Das ist wahrscheinlich Befall ([Erste Anzeichen](/wissen/borkenkaefer-erkennen#anzeichen)). Mehr unter [Preise](/forestcrew-pricing).",
    );
    expect(reports).toEqual([{ unanswered: false, sources: ["/wissen/borkenkaefer-erkennen#anzeichen", "/forestcrew-pricing"] }]);
  });

  it("reports a question the knowledge base cannot answer as unanswered, once", async () => {
    geminiFake.handle(gemini.stream([geminiChunk("Dazu habe ich keine Fundstellen. "), geminiChunk("[Kontakt](/contact)")]));
    const reports: AnswerReport[] = [];
    await ask(groundedProvider(createGeminiProvider({ apiKey: "k", base: geminiFake.base }), corpus()), OFF_TOPIC, reports);
    expect(reports).toEqual([{ unanswered: true, sources: ["/contact"] }]);
  });

  it("through the endpoint: [P1] and a Markdown link render as links to the section, in the HTML and the sources", async () => {
    geminiFake.handle(
      gemini.stream([
        geminiChunk("Braunes Bohrmehl am Stammfuß spricht für Borkenkäferbefall [P"),
        geminiChunk("1]. Was zu tun ist: [Erste Anzeichen](/wissen/borkenkaefer-erkennen#anzeichen) und [P2]."),
      ]),
    );
    const provider = groundedProvider(createGeminiProvider({ apiKey: "k", base: geminiFake.base }), corpus());
    const request = new Request("http://localhost:4360/api/forestchat", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost:4360" },
      body: JSON.stringify({ visitorId: "visitor-grounded", page: "/forestchat", messages: [{ role: "user", content: BEETLE_QUESTION }] }),
    });
    const response = await handleChatPost(
      request,
      { lang: "de", site: defaultSite, clientAddress: "198.51.100.77" },
      { provider, db: () => Promise.reject(new Error("no database in this test")), limits: new ChatRateLimits({}) },
    );
    expect(response.status).toBe(200);
    const list: { event: string; data: Record<string, unknown> }[] = [];
    for await (const e of readSse(response.body!)) list.push({ event: e.event, data: JSON.parse(e.data) as Record<string, unknown> });
    const streamed = list.filter((e) => e.event === "delta").map((e) => String(e.data.text));
    expect(streamed.join("")).not.toContain("[P");
    const done = list.find((e) => e.event === "done")!.data as { html: string; sources: { title: string; href: string }[] };
    expect(done.html).toContain('<a href="/wissen/borkenkaefer-erkennen#anzeichen"');
    expect(done.html).not.toContain("[P");
    expect(done.sources[0]).toEqual({ title: "Erste Anzeichen", href: "/wissen/borkenkaefer-erkennen#anzeichen" });
    expect(done.sources.length).toBeGreaterThanOrEqual(2);
  });

  /**
   * With the site's own knowledge base (knowledge articles included once they are indexed): a
   * bark-beetle question brings the article's sections into the request.
   */
  it("the site's knowledge base puts the bark-beetle article's sections into the request", async () => {
    geminiFake.handle(gemini.stream([geminiChunk("ok")]));
    const knowledge = new KnowledgeBase({ site: defaultSite, pages: pageKnowledge, loadPosts: () => Promise.resolve(seedPosts) });
    const provider = createChatProvider({ GEMINI_API_KEY: "k", GEMINI_API_BASE: geminiFake.base }, pageKnowledge, knowledge);
    await ask(provider, "Woran erkenne ich Borkenkäferbefall an Fichten, und was ist dann zu tun?");
    expect(instructionsOf(geminiFake.requests[0]!.body)).toMatch(
      /\[P1\] Seite: [^\n]+ · Adresse: \/wissen\/borkenkaefer-erkennen#[a-z0-9-]+\n/,
    );
  });
});

describe("SSE reader", () => {
  it("reassembles events split across chunks, CRLF line ends and multi-line data", async () => {
    const encoder = new TextEncoder();
    const parts = ['data: {"a":', "1}\r\n\r\nevent: x\ndata: line1\nda", "ta: line2\n\n: comment\n\ndata: end"];
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        for (const p of parts) c.enqueue(encoder.encode(p));
        c.close();
      },
    });
    const events = [];
    for await (const e of readSse(body)) events.push(e);
    expect(events).toEqual([
      { event: "message", data: '{"a":1}' },
      { event: "x", data: "line1\nline2" },
      { event: "message", data: "end" },
    ]);
  });
});
