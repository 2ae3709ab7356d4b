import { beforeEach, expect, it } from "vitest";
import { defaultSite } from "~/config/site";
import { ChatRateLimits, handleChatHistory, handleChatHistoryDelete, handleChatPost, type ChatDeps } from "~/features/chat/index.server";
import type { ChatProvider } from "~/features/chat/provider.server";
import { readSse } from "~/features/chat/sse.server";
import type { Lang } from "~/lib/i18n";
import { describeBackends, useDatabase } from "./support/backends";

/** "Verlauf löschen": DELETE /api/forestchat/history deletes a conversation on the server, for its own browser only. */

const SITE = "http://localhost:4360";
const SITE_EN = "http://en.localhost:4360";
const UNKNOWN_ID = "0b7e2f5c-1a2b-4c3d-8e9f-0a1b2c3d4e5f";

/** A provider that answers at once with a fixed text. */
const provider: ChatProvider = {
  name: "offline",
  // eslint-disable-next-line @typescript-eslint/require-await -- the answer is at hand at once
  async *stream() {
    yield "Beta kostet 99 € pro Monat.";
  },
};

interface Session {
  id: string;
  secret: string;
}

describeBackends("Deleting a ForestChat conversation", (backend) => {
  const suite = useDatabase(backend);
  const db = () => suite.app().db;
  let deps: ChatDeps;
  const ctx = (lang: Lang = "de") => ({ lang, site: defaultSite, clientAddress: "198.51.100.7" });

  beforeEach(async () => {
    deps = { db: () => Promise.resolve(db()), provider, limits: new ChatRateLimits({}), ipSalt: () => "salt" };
    await db().deleteFrom("chat_analytics").execute();
    await db().deleteFrom("chat_messages").execute();
    await db().deleteFrom("chat_sessions").execute();
  });

  /** A conversation of two questions and answers, as a browser holds it: the session's id and secret. */
  async function conversation(): Promise<Session> {
    const ask = async (content: string, session?: Session) => {
      const response = await handleChatPost(
        new Request(`${SITE}/api/forestchat`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: SITE },
          body: JSON.stringify({
            ...(session ? { sessionId: session.id, sessionSecret: session.secret } : {}),
            visitorId: "visitor-1",
            messages: [{ role: "user", content }],
          }),
        }),
        ctx(),
        deps,
      );
      expect(response.status).toBe(200);
      for await (const event of readSse(response.body!)) {
        if (event.event === "session" && !session) {
          const data = JSON.parse(event.data) as { sessionId: string; sessionSecret: string };
          session = { id: data.sessionId, secret: data.sessionSecret };
        }
      }
      return session!;
    };
    const session = await ask("Was kostet Beta?");
    await ask("Und Beta Pro?", session);
    return session;
  }

  function remove(
    sessionId: string,
    { secret, headers = {}, site = SITE }: { secret?: string; headers?: Record<string, string>; site?: string } = {},
  ) {
    const h = new Headers(headers);
    if (secret !== undefined) h.set("X-Chat-Session-Secret", secret);
    return new Request(`${site}/api/forestchat/history?sessionId=${encodeURIComponent(sessionId)}`, { method: "DELETE", headers: h });
  }

  async function stored(sessionId: string) {
    const [sessions, messages, analytics] = await Promise.all([
      db().selectFrom("chat_sessions").select("id").where("id", "=", sessionId).execute(),
      db().selectFrom("chat_messages").select("id").where("session_id", "=", sessionId).execute(),
      db().selectFrom("chat_analytics").select("session_id").where("session_id", "=", sessionId).execute(),
    ]);
    return { sessions: sessions.length, messages: messages.length, analytics: analytics.length };
  }

  const history = async (session: Session) =>
    (
      (await (
        await handleChatHistory(
          new Request(`${SITE}/api/forestchat/history?sessionId=${session.id}`, { headers: { "X-Chat-Session-Secret": session.secret } }),
          ctx(),
          deps,
        )
      ).json()) as { messages: unknown[] }
    ).messages;

  it("deletes the session, its messages and its analytics for the browser holding its secret, and no other conversation", async () => {
    const mine = await conversation();
    const other = await conversation();
    expect(await stored(mine.id)).toEqual({ sessions: 1, messages: 4, analytics: 1 });
    expect(await history(mine)).toHaveLength(4);

    const response = await handleChatHistoryDelete(remove(mine.id, { secret: mine.secret, headers: { origin: SITE } }), ctx(), deps);
    expect(response.status).toBe(204);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.text()).toBe("");

    expect(await stored(mine.id)).toEqual({ sessions: 0, messages: 0, analytics: 0 });
    expect(await history(mine)).toEqual([]);
    // The other visitor's conversation is untouched.
    expect(await stored(other.id)).toEqual({ sessions: 1, messages: 4, analytics: 1 });
    expect(await history(other)).toHaveLength(4);

    // Deleting again answers the same: nothing tells whether there was anything to delete.
    expect((await handleChatHistoryDelete(remove(mine.id, { secret: mine.secret }), ctx(), deps)).status).toBe(204);

    // The old id and secret no longer continue anything: the next message starts a new session.
    const again = await handleChatPost(
      new Request(`${SITE}/api/forestchat`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: SITE },
        body: JSON.stringify({ sessionId: mine.id, sessionSecret: mine.secret, messages: [{ role: "user", content: "Hallo" }] }),
      }),
      ctx(),
      deps,
    );
    for await (const event of readSse(again.body!)) {
      if (event.event === "session") expect((JSON.parse(event.data) as { sessionId: string }).sessionId).not.toBe(mine.id);
    }
    expect(await stored(mine.id)).toEqual({ sessions: 0, messages: 0, analytics: 0 });
  });

  it("deletes nothing without the session's own secret, and answers 204 all the same", async () => {
    const mine = await conversation();
    const other = await conversation();
    for (const secret of [undefined, "", "x".repeat(43), other.secret]) {
      const response = await handleChatHistoryDelete(remove(mine.id, { secret }), ctx(), deps);
      expect(response.status, `secret ${String(secret)}`).toBe(204);
    }
    // An unknown or malformed id: 204 too.
    expect((await handleChatHistoryDelete(remove(UNKNOWN_ID, { secret: mine.secret }), ctx(), deps)).status).toBe(204);
    expect((await handleChatHistoryDelete(remove("' or 1=1 --", { secret: mine.secret }), ctx(), deps)).status).toBe(204);
    expect(await stored(mine.id)).toEqual({ sessions: 1, messages: 4, analytics: 1 });
    expect(await stored(other.id)).toEqual({ sessions: 1, messages: 4, analytics: 1 });
  });

  it("refuses a request from another site with 403 and deletes nothing, even with the right secret", async () => {
    const mine = await conversation();
    const forged: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { "sec-fetch-site": "cross-site" },
      // The English site is the same site but another origin: refused as well.
      { "sec-fetch-site": "same-site" },
      { referer: "https://evil.example/page" },
    ];
    for (const headers of forged) {
      const response = await handleChatHistoryDelete(remove(mine.id, { secret: mine.secret, headers }), ctx(), deps);
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(((await response.json()) as { error: string }).error).toBeTruthy();
    }
    const english = await handleChatHistoryDelete(
      remove(mine.id, { secret: mine.secret, headers: { origin: SITE }, site: SITE_EN }),
      ctx("en"),
      deps,
    );
    expect(english.status).toBe(403);
    expect(await stored(mine.id)).toEqual({ sessions: 1, messages: 4, analytics: 1 });
  });

  it("answers other methods with 405, and a failing database with 503 rather than a false 204", async () => {
    const mine = await conversation();
    const post = await handleChatHistoryDelete(
      new Request(`${SITE}/api/forestchat/history?sessionId=${mine.id}`, {
        method: "POST",
        headers: { "X-Chat-Session-Secret": mine.secret },
      }),
      ctx(),
      deps,
    );
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, DELETE");

    const down = await handleChatHistoryDelete(remove(mine.id, { secret: mine.secret }), ctx("en"), {
      ...deps,
      db: () => Promise.reject(new Error("database down")),
    });
    expect(down.status).toBe(503);
    expect(((await down.json()) as { error: string }).error).toBe("The assistant is not available right now. Please try again later.");
    expect(await stored(mine.id)).toEqual({ sessions: 1, messages: 4, analytics: 1 });
  });
});
