import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ChatError, deleteHistory, forgetSession, loadHistory, streamChat, STORAGE_KEYS } from "~/features/chat/chat-client";

/** A fetch that answers with a text/event-stream body delivered in the given chunks. */
function sseResponse(chunks: string[], init: ResponseInit = {}) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(encoder.encode(c));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { "Content-Type": "text/event-stream; charset=utf-8" }, ...init });
}

/** The JSON body of the first request a fake fetch received (streamChat sends a string). */
function sentJson(fetch: { mock: { calls: unknown[][] } }): unknown {
  const init = fetch.mock.calls[0]?.[1] as RequestInit | undefined;
  if (typeof init?.body !== "string") throw new Error("No JSON body was sent.");
  return JSON.parse(init.body);
}

describe("streamChat", () => {
  const store = new Map<string, string>();
  beforeEach(() => {
    store.clear();
    vi.stubGlobal("window", {
      localStorage: {
        getItem: (k: string) => store.get(k) ?? null,
        setItem: (k: string, v: string) => void store.set(k, v),
        removeItem: (k: string) => void store.delete(k),
      },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("posts the conversation with the stored ids and streams the answer, UTF-8 split mid-character", async () => {
    store.set(STORAGE_KEYS.sessionId, "old-session");
    store.set(STORAGE_KEYS.sessionSecret, "old-secret");
    const bytes = new TextEncoder().encode(
      'event: session\ndata: {"sessionId":"new-session","sessionSecret":"new-secret"}\n\nevent: delta\ndata: {"text":"Grüße "}\n\n',
    );
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        // "ü" is two bytes in UTF-8: the first chunk ends between them.
        const cut = bytes.indexOf(0xc3) + 1;
        controller.enqueue(bytes.slice(0, cut));
        controller.enqueue(bytes.slice(cut));
        controller.enqueue(
          new TextEncoder().encode(
            'event: delta\ndata: {"text":"aus dem Wald"}\n\nevent: done\ndata: {"html":"<p>Grüße aus dem Wald</p>","sources":[{"title":"Preise","href":"/forestcrew-pricing"}]}\n\n',
          ),
        );
        controller.close();
      },
    });
    const fetch = vi.fn(() => Promise.resolve(new Response(body, { headers: { "Content-Type": "text/event-stream; charset=utf-8" } })));
    const deltas: string[] = [];
    const answer = await streamChat({
      messages: [{ role: "user", content: "Hallo" }],
      page: "/forestcrew",
      fetch,
      onDelta: (_, soFar) => deltas.push(soFar),
    });

    expect(answer).toEqual({
      text: "Grüße aus dem Wald",
      html: "<p>Grüße aus dem Wald</p>",
      sources: [{ title: "Preise", href: "/forestcrew-pricing" }],
    });
    expect(deltas).toEqual(["Grüße ", "Grüße aus dem Wald"]);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/forestchat");
    expect(init.method).toBe("POST");
    expect(new Headers(init.headers).get("Content-Type")).toBe("application/json");
    const sent = sentJson(fetch);
    expect(sent).toEqual({
      sessionId: "old-session",
      sessionSecret: "old-secret",
      visitorId: store.get(STORAGE_KEYS.visitorId),
      page: "/forestcrew",
      messages: [{ role: "user", content: "Hallo" }],
    });
    expect(store.get(STORAGE_KEYS.visitorId)).toMatch(/^[0-9a-f-]{36}$/);
    // The server's session id replaces the stored one, with the secret that came with it.
    expect(store.get(STORAGE_KEYS.sessionId)).toBe("new-session");
    expect(store.get(STORAGE_KEYS.sessionSecret)).toBe("new-secret");
  });

  describe("reads the event stream however it arrives", () => {
    const stream =
      'event: session\ndata: {"sessionId":"s-1"}\n\nevent: delta\ndata: {"text":"Hallo "}\n\n: keep-alive\n\nevent: delta\ndata: {"text":"Wald"}\n\nevent: done\ndata: {"html":"<p>Hallo Wald</p>","sources":[]}\n\n';
    const ask = (chunks: string[]) => {
      const deltas: string[] = [];
      const answer = streamChat({
        messages: [{ role: "user", content: "x" }],
        fetch: vi.fn(() => Promise.resolve(sseResponse(chunks))),
        onDelta: (d) => deltas.push(d),
      });
      return answer.then((a) => ({ ...a, deltas, session: store.get(STORAGE_KEYS.sessionId) }));
    };
    const expected = { text: "Hallo Wald", html: "<p>Hallo Wald</p>", sources: [], deltas: ["Hallo ", "Wald"], session: "s-1" };

    it("in one piece or split anywhere, down to single characters, comments skipped", async () => {
      expect(await ask([stream])).toEqual(expected);
      for (const size of [1, 2, 3, 7, 16]) {
        const chunks: string[] = [];
        for (let i = 0; i < stream.length; i += size) chunks.push(stream.slice(i, i + size));
        expect(await ask(chunks), `chunks of ${size}`).toEqual(expected);
      }
    });

    it("with CRLF or CR line ends, also a CRLF split between chunks, and data over several lines", async () => {
      expect(await ask([stream.replaceAll("\n", "\r\n")])).toEqual(expected);
      expect(await ask([stream.replaceAll("\n", "\r")])).toEqual(expected);
      const crlf = stream.replaceAll("\n", "\r\n");
      const cut = crlf.indexOf("\r\n") + 1;
      expect(await ask([crlf.slice(0, cut), crlf.slice(cut)])).toEqual(expected);
      // Several data lines are one value, joined with a line feed (JSON does not mind).
      expect(await ask([stream.replace('data: {"text":"Wald"}', 'data: {"text":\ndata: "Wald"}')])).toEqual(expected);
    });

    it("treats a done event the stream ended before completing as no answer", async () => {
      const unfinished = stream.slice(0, stream.lastIndexOf("\n\n"));
      await expect(ask([unfinished])).rejects.toMatchObject({ kind: "network" });
    });
  });

  it("sends at most the last 40 messages", async () => {
    const messages = Array.from({ length: 45 }, (_, i) => ({ role: i % 2 ? "assistant" : "user", content: `m${i}` }) as const);
    const fetch = vi.fn(() => Promise.resolve(sseResponse(['event: done\ndata: {"html":"","sources":[]}\n\n'])));
    await streamChat({ messages, fetch });
    expect(sentJson(fetch)).toMatchObject({ messages: messages.slice(-40) });
  });

  it("turns a 429 into a rate-limit failure carrying the server's message", async () => {
    const message =
      "Sie haben in kurzer Zeit sehr viele Nachrichten gesendet. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.";
    const fetch = vi.fn(() => Promise.resolve(Response.json({ error: message }, { status: 429 })));
    const error = await streamChat({ messages: [{ role: "user", content: "x" }], fetch }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChatError);
    expect(error).toMatchObject({ kind: "rate-limit", status: 429, serverMessage: message });
  });

  it("treats a 502, an error event and a stream that ends without done as failures", async () => {
    const cases = [
      () => Response.json({ error: "Gemini API Fehler: 500" }, { status: 502 }),
      () =>
        sseResponse([
          'event: session\ndata: {"sessionId":"s"}\n\nevent: delta\ndata: {"text":"Teil"}\n\nevent: error\ndata: {"message":"Abgebrochen"}\n\n',
        ]),
      () => sseResponse(['event: delta\ndata: {"text":"Teil"}\n\n']),
      () => new Response("<html>", { status: 200, headers: { "Content-Type": "text/html" } }),
    ];
    const results = [];
    for (const answer of cases) {
      results.push(
        await streamChat({ messages: [{ role: "user", content: "x" }], fetch: vi.fn(() => Promise.resolve(answer())) }).catch(
          (e: ChatError) => [e.kind, e.serverMessage],
        ),
      );
    }
    expect(results).toEqual([
      ["provider", null],
      ["provider", "Abgebrochen"],
      ["network", null],
      ["provider", null],
    ]);
  });

  it("reports an abort as such", async () => {
    const controller = new AbortController();
    const fetch = vi.fn((_: RequestInfo | URL, init?: RequestInit) => {
      controller.abort();
      return Promise.reject(Object.assign(new Error("aborted"), { name: "AbortError", signal: init?.signal }));
    });
    await expect(streamChat({ messages: [{ role: "user", content: "x" }], fetch, signal: controller.signal })).rejects.toMatchObject({
      kind: "aborted",
    });
  });
});

describe("loadHistory", () => {
  it("returns the stored messages and an empty list on any failure", async () => {
    const messages = [
      { role: "user", content: "Was kostet Beta?", timestamp: "2026-01-01T10:00:00.000Z" },
      { role: "assistant", content: "99 €", html: "<p>99 €</p>", timestamp: "2026-01-01T10:00:02.000Z" },
      { role: "system", content: "ignored", timestamp: "2026-01-01T10:00:02.000Z" },
    ];
    const fetch = vi.fn(() => Promise.resolve(Response.json({ messages })));
    expect(await loadHistory("abc def", fetch, "s3cret")).toEqual(messages.slice(0, 2));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/forestchat/history?sessionId=abc%20def");
    // The secret travels in a header, never in the URL (which access logs and proxies keep).
    expect(new Headers(init.headers).get("X-Chat-Session-Secret")).toBe("s3cret");
    expect(
      await loadHistory(
        "x",
        vi.fn(() => Promise.resolve(new Response("nope", { status: 500 }))),
        "s3cret",
      ),
    ).toEqual([]);
    expect(
      await loadHistory(
        "x",
        vi.fn(() => Promise.reject(new Error("offline"))),
        "s3cret",
      ),
    ).toEqual([]);
    // Without a secret there is nothing the server would answer: no request at all.
    const unasked = vi.fn(() => Promise.resolve(Response.json({ messages })));
    expect(await loadHistory("abc", unasked, null)).toEqual([]);
    expect(unasked).not.toHaveBeenCalled();
  });
});

describe("deleteHistory", () => {
  const store = new Map<string, string>();
  beforeEach(() => {
    store.clear();
    vi.stubGlobal("window", {
      localStorage: {
        getItem: (k: string) => store.get(k) ?? null,
        setItem: (k: string, v: string) => void store.set(k, v),
        removeItem: (k: string) => void store.delete(k),
      },
    });
    store.set(STORAGE_KEYS.visitorId, "visitor-1");
    store.set(STORAGE_KEYS.sessionId, "session 1");
    store.set(STORAGE_KEYS.sessionSecret, "s3cret");
  });
  afterEach(() => vi.unstubAllGlobals());

  it("asks the server to delete the session with its secret in the header, then forgets it here (the visitor id stays)", async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    expect(await deleteHistory({ fetch })).toBe(true);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/forestchat/history?sessionId=session%201");
    expect(init.method).toBe("DELETE");
    expect(new Headers(init.headers).get("X-Chat-Session-Secret")).toBe("s3cret");
    expect(url).not.toContain("s3cret");
    expect([...store.keys()]).toEqual([STORAGE_KEYS.visitorId]);
  });

  it("keeps the session when the server could not delete it, so the visitor can try again", async () => {
    for (const fetch of [
      vi.fn(() => Promise.resolve(Response.json({ error: "Der Assistent ist gerade nicht erreichbar." }, { status: 503 }))),
      vi.fn(() => Promise.resolve(new Response("Forbidden", { status: 403 }))),
      vi.fn(() => Promise.reject(new TypeError("Failed to fetch"))),
    ]) {
      expect(await deleteHistory({ fetch })).toBe(false);
      expect(store.get(STORAGE_KEYS.sessionId)).toBe("session 1");
      expect(store.get(STORAGE_KEYS.sessionSecret)).toBe("s3cret");
    }
  });

  it("without a stored session or secret asks nothing and just forgets", async () => {
    store.delete(STORAGE_KEYS.sessionSecret);
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    expect(await deleteHistory({ fetch })).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
    expect(store.has(STORAGE_KEYS.sessionId)).toBe(false);
    expect(await deleteHistory({ fetch })).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("forgetSession leaves the next message to start a new session", async () => {
    forgetSession();
    const fetch = vi.fn(() =>
      Promise.resolve(
        new Response('event: session\ndata: {"sessionId":"new"}\n\nevent: done\ndata: {"html":"","sources":[]}\n\n', {
          headers: { "Content-Type": "text/event-stream" },
        }),
      ),
    );
    await streamChat({ messages: [{ role: "user", content: "Hallo" }], fetch });
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    const body = JSON.parse(init.body as string) as Record<string, unknown>;
    expect(body.sessionId).toBeUndefined();
    expect(body.sessionSecret).toBeUndefined();
    expect(body.visitorId).toBe("visitor-1");
  });
});
