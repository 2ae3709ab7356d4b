/**
 * POST /api/forestchat (contract in app/routes/api.forestchat.ts): streams an answer as
 * server-sent events and stores the conversation.
 */
import { randomUUID } from "node:crypto";
import { isCrossSite } from "~/lib/auth/origin.server";
import { clientKey } from "~/lib/http/client-address.server";
import {
  answerHtml,
  chatRateLimits,
  defaultDb,
  errorResponse,
  getChatProvider,
  json,
  logStorage,
  readJson,
  sourcesOf,
  type ChatContext,
  type ChatDeps,
  type Db,
} from "./chat.server";
import { boundHistory, type HistoryMessage } from "./history";
import { MODEL_HISTORY_MESSAGES } from "./limits";
import { buildPriming } from "./priming";
import { ChatProviderError, type AnswerReport } from "./provider.server";
import { chatError, isSessionId, parseChatRequest } from "./request";
import { sseEvent } from "./sse.server";
import {
  addChatMessage,
  chatIpSalt,
  createChatSession,
  findOwnChatSession,
  hashAddress,
  newSessionSecret,
  recentChatMessages,
  refreshChatAnalytics,
} from "./store.server";

/**
 * What the model is given: the session's stored messages, bounded by count and characters
 * (boundHistory). Without stored messages (the database is away) only the new question: the
 * conversation the browser sent is never passed on.
 */
async function modelHistory(db: Db | undefined, sessionId: string, stored: boolean, question: string): Promise<HistoryMessage[]> {
  const alone = [{ role: "user", content: question }];
  if (!db || !stored) return alone;
  try {
    const rows = await recentChatMessages(db, sessionId, MODEL_HISTORY_MESSAGES);
    const history = boundHistory(rows.map((r) => ({ role: r.role === "assistant" ? "assistant" : "user", content: r.content })));
    return history.at(-1)?.role === "user" && history.at(-1)?.content === question ? history : alone;
  } catch (error) {
    logStorage("the history for the model (reading)", error);
    return alone;
  }
}

export async function handleChatPost(request: Request, context: ChatContext, deps: ChatDeps = {}): Promise<Response> {
  const started = Date.now();
  const { lang, site } = context;
  const now = deps.now ?? (() => new Date());
  if (request.method !== "POST") return json({ error: "Method Not Allowed" }, 405, { Allow: "POST" });
  if (isCrossSite(request)) return errorResponse("crossSite", lang, 403);

  const read = await readJson(request);
  if (!read.ok) return errorResponse(read.status === 413 ? "tooLarge" : "invalid", lang, read.status);
  const parsed = parseChatRequest(read.body);
  if (!parsed.success) return errorResponse(parsed.error, lang, 400);
  const input = parsed.data;

  const limits = deps.limits ?? chatRateLimits();
  const address = clientKey(request, context.clientAddress);
  const rateLimited = () => errorResponse("rateLimited", lang, 429, { "Retry-After": "60" });
  if (!(await limits.addressMinute.take(address)) || !(await limits.addressDay.take(address))) return rateLimited();

  // The session: the one the visitor sent if we know it, else a new one.
  let db: Db | undefined;
  try {
    db = await (deps.db ?? defaultDb)();
  } catch (error) {
    logStorage("the chat (database unavailable)", error);
  }
  let sessionId: string | undefined;
  let known = false;
  // A session is continued only by the browser holding its secret; anyone else starts a new one.
  if (db && isSessionId(input.sessionId)) {
    try {
      known = (await findOwnChatSession(db, input.sessionId, input.sessionSecret)) !== undefined;
    } catch (error) {
      logStorage("the session lookup", error);
      // Storage is failing: keep the visitor's id so the conversation carries on.
      sessionId = input.sessionId;
    }
    if (known) sessionId = input.sessionId;
  }
  // A new session's secret goes to this browser once (in the "session" event); only its hash is kept.
  const secret = sessionId ? undefined : newSessionSecret();
  sessionId ??= randomUUID();
  if (!(await limits.sessionMinute.take(sessionId))) return rateLimited();

  const question = input.messages.at(-1)!.content;
  let stored = Boolean(db);
  if (db && !known) {
    try {
      const salt = (deps.ipSalt ?? chatIpSalt)();
      await createChatSession(db, {
        id: sessionId,
        visitorId: input.visitorId,
        userAgent: request.headers.get("user-agent"),
        ipHash: context.clientAddress || address !== "unknown" ? hashAddress(address, salt) : null,
        lang,
        now: now(),
        secret,
      });
    } catch (error) {
      stored = false;
      logStorage("the session", error);
    }
  }
  if (db && stored) {
    await addChatMessage(db, { sessionId, visitorId: input.visitorId, role: "user", content: question, timestamp: now() }).catch(
      (error: unknown) => {
        stored = false;
        logStorage("the visitor's message", error);
      },
    );
  }

  // Ask the provider; refuse with 502/503 if it fails before the first words.
  const provider = deps.provider ?? getChatProvider(deps.pages ?? {});
  const abort = new AbortController();
  const onClientGone = () => abort.abort(request.signal.reason);
  if (request.signal.aborted) abort.abort(request.signal.reason);
  request.signal.addEventListener("abort", onClientGone, { once: true });
  const history = await modelHistory(db, sessionId, stored, question);
  // How the provider found its answer (its first report counts): stored with the answer for the team's chat overview.
  let answerReport: AnswerReport | undefined;
  const onReport = (info: AnswerReport) => {
    answerReport ??= info;
  };
  const stream = provider.stream({ system: buildPriming(lang, site), history, lang, signal: abort.signal, report: onReport });
  const iterator = stream[Symbol.asyncIterator]();
  let first: IteratorResult<string>;
  try {
    first = await iterator.next();
  } catch (error) {
    request.signal.removeEventListener("abort", onClientGone);
    console.error(`ForestChat (${provider.name}):`, error instanceof Error ? error.message : error);
    const status = error instanceof ChatProviderError ? error.status : 502;
    return errorResponse("unavailable", lang, status);
  }

  const encoder = new TextEncoder();
  const finalSessionId = sessionId;
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (event: string, data: unknown) => controller.enqueue(encoder.encode(sseEvent(event, data)));
      const parts: string[] = [];
      try {
        send("session", secret ? { sessionId: finalSessionId, sessionSecret: secret } : { sessionId: finalSessionId });
        let next = first;
        while (!next.done) {
          if (next.value) {
            parts.push(next.value);
            send("delta", { text: next.value });
          }
          next = await iterator.next();
        }
        const answer = parts.join("");
        // Stored before "done": a visitor who reloads as soon as the answer is complete finds it in
        // the history. The analytics can follow.
        let answerStored = false;
        if (db && stored) {
          try {
            await addChatMessage(db, {
              sessionId: finalSessionId,
              visitorId: input.visitorId,
              role: "assistant",
              content: answer,
              timestamp: now(),
              responseMs: Date.now() - started,
              unanswered: answerReport?.unanswered,
              sources: answerReport?.sources,
            });
            answerStored = true;
          } catch (error) {
            logStorage("the answer", error);
          }
        }
        send("done", { html: await answerHtml(answer), sources: sourcesOf(answer) });
        if (db && answerStored) {
          try {
            await refreshChatAnalytics(db, finalSessionId, now());
          } catch (error) {
            logStorage("the session's analytics", error);
          }
        }
      } catch (error) {
        if (abort.signal.aborted) {
          // The visitor left or pressed stop: nothing more to send.
        } else {
          console.error(`ForestChat (${provider.name}) failed mid-answer:`, error instanceof Error ? error.message : error);
          try {
            send("error", { message: chatError("failed", lang) });
          } catch {
            // The stream is already closed.
          }
        }
      } finally {
        request.signal.removeEventListener("abort", onClientGone);
        try {
          controller.close();
        } catch {
          // Cancelled by the client.
        }
      }
    },
    cancel(reason) {
      abort.abort(reason);
      void iterator.return?.();
    },
  });

  return new Response(body, {
    status: 200,
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      // no-transform: the compression middleware must not buffer the stream.
      "Cache-Control": "no-store, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
}
