/**
 * The ForestChat endpoints (issue 5; contract in app/routes/api.forestchat*.ts):
 * POST /api/forestchat streams an answer as server-sent events, GET /api/forestchat/history
 * returns a stored conversation, POST /api/forestchat/translate translates a text.
 */
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { SiteConfig } from "~/config/site";
import { siteConfigFromEnv } from "~/config/site.server";
import { listPublishedPosts, renderMarkdown } from "~/features/blog/index.server";
import { BodyTooLargeError, limitBody } from "~/lib/http/body.server";
import { isCrossSite } from "~/lib/auth/origin.server";
import { onContentChanged } from "~/lib/content-events.server";
import { getDatabase } from "~/lib/db/db.server";
import type { Database } from "~/lib/db/schema";
import { clientKey } from "~/lib/http/client-address.server";
import type { Lang } from "~/lib/i18n";
import { chatRateLimits as policies, RateLimit, type RateLimitOptions, type RateLimitPolicy } from "~/lib/rate-limit.server";
// The header the browser sends a session's secret in when it reads the history (never the URL: URLs are logged).
import { SESSION_SECRET_HEADER } from "./chat-client";
import { createGeminiProvider } from "./gemini.server";
import { groundedProvider } from "./grounding.server";
import { boundHistory, type HistoryMessage } from "./history";
import { MAX_BODY_BYTES, MODEL_HISTORY_MESSAGES } from "./limits";
import type { PageKnowledge } from "./knowledge/passages";
import { createOfflineProvider, KnowledgeBase } from "./offline.server";
import { createOpenAIProvider } from "./openai.server";
import { buildPriming } from "./priming";
import { ChatProviderError, chooseProvider, type AnswerReport, type ChatProvider } from "./provider.server";
import { chatError, isSessionId, parseChatRequest, translateRequestSchema, type ChatErrorKey } from "./request";
import { sseEvent } from "./sse.server";
import {
  addChatMessage,
  chatIpSalt,
  createChatSession,
  deleteChatSession,
  findOwnChatSession,
  hashAddress,
  listChatMessages,
  newSessionSecret,
  recentChatMessages,
  refreshChatAnalytics,
} from "./store.server";

type Db = Kysely<Database>;

/** What the endpoints need from the load context. */
export interface ChatContext {
  lang: Lang;
  site: SiteConfig;
  clientAddress?: string;
}

// ---------------------------------------------------------------------------------------------
// Provider

const providerKey = Symbol.for("forestcrew.chat-provider");
type GlobalWithProvider = typeof globalThis & { [providerKey]?: ChatProvider };
const holder = globalThis as GlobalWithProvider;

/** The knowledge base over our pages, the site configuration and the published blog posts, rebuilt when content changes. */
function siteKnowledge(env: Record<string, string | undefined>, pages: PageKnowledge): KnowledgeBase {
  const knowledge = new KnowledgeBase({
    site: siteConfigFromEnv(env),
    pages,
    loadPosts: async () => listPublishedPosts((await getDatabase()).db),
  });
  onContentChanged(() => knowledge.invalidate());
  return knowledge;
}

/**
 * Builds the provider the environment asks for: Gemini or an OpenAI-compatible server, grounded in
 * the knowledge base (passages with ids in the request, citations as links; ./grounding.server.ts),
 * or the offline assistant answering from it. `knowledge` replaces the site's knowledge base (tests).
 */
export function createChatProvider(
  env: Record<string, string | undefined> = process.env,
  pages: PageKnowledge = {},
  knowledge?: KnowledgeBase,
): ChatProvider {
  const choice = chooseProvider(env);
  if (choice.note) console.warn(`ForestChat: ${choice.note}`);
  const base = () => knowledge ?? siteKnowledge(env, pages);
  switch (choice.name) {
    case "gemini":
      return groundedProvider(
        createGeminiProvider({ apiKey: env.GEMINI_API_KEY!.trim(), model: env.GEMINI_MODEL, base: env.GEMINI_API_BASE }),
        base(),
      );
    case "openai":
      return groundedProvider(
        createOpenAIProvider({ baseUrl: env.OPENAI_BASE_URL!.trim(), apiKey: env.OPENAI_API_KEY, model: env.OPENAI_MODEL }),
        base(),
      );
    case "offline":
      return createOfflineProvider(base());
  }
}

/** The process-wide provider, created on first use. */
export function getChatProvider(pages: PageKnowledge): ChatProvider {
  if (!holder[providerKey]) {
    holder[providerKey] = createChatProvider(process.env, pages);
    console.log(`ForestChat: provider ${holder[providerKey].name}`);
  }
  return holder[providerKey];
}

// ---------------------------------------------------------------------------------------------
// Rate limits

/** The policy with the limit the environment sets, if it sets a whole number above zero. */
function fromEnv(env: Record<string, string | undefined>, name: string, policy: RateLimitPolicy): RateLimitPolicy {
  const value = Number(env[name]);
  return Number.isInteger(value) && value > 0 ? { ...policy, limit: value } : policy;
}

export class ChatRateLimits {
  readonly addressMinute: RateLimit;
  readonly addressDay: RateLimit;
  readonly sessionMinute: RateLimit;
  readonly translateMinute: RateLimit;

  /** `shared`: counted in the database, so every instance shares the limits (the process's limits are). */
  constructor(
    env: Record<string, string | undefined> = process.env,
    { shared: inDatabase = false, db }: { shared?: boolean; db?: RateLimitOptions["db"] } = {},
  ) {
    const shared = (name: string): RateLimitOptions => (inDatabase ? { name, db } : {});
    this.addressMinute = new RateLimit(fromEnv(env, "CHAT_RATE_PER_MINUTE", policies.addressMinute), shared("chat-address-minute"));
    this.addressDay = new RateLimit(fromEnv(env, "CHAT_RATE_PER_DAY", policies.addressDay), shared("chat-address-day"));
    this.sessionMinute = new RateLimit(fromEnv(env, "CHAT_RATE_PER_SESSION_MINUTE", policies.sessionMinute), shared("chat-session-minute"));
    this.translateMinute = new RateLimit(
      fromEnv(env, "CHAT_RATE_TRANSLATE_PER_MINUTE", policies.translateMinute),
      shared("chat-translate-minute"),
    );
  }
}

let processLimits: ChatRateLimits | undefined;
const chatRateLimits = () => (processLimits ??= new ChatRateLimits(process.env, { shared: true }));

// ---------------------------------------------------------------------------------------------
// Helpers

export interface ChatDeps {
  /** The pages' copy the offline assistant answers from; the routes hand over `pageKnowledge`. */
  pages?: PageKnowledge;
  db?: () => Promise<Db>;
  provider?: ChatProvider;
  limits?: ChatRateLimits;
  ipSalt?: () => string;
  now?: () => Date;
}

const defaultDb = async () => (await getDatabase()).db;

const noStore = { "Cache-Control": "no-store" };

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...noStore, ...headers } });
}

function errorResponse(key: ChatErrorKey, lang: Lang, status: number, headers: Record<string, string> = {}): Response {
  return json({ error: chatError(key, lang) }, status, headers);
}

function logStorage(what: string, error: unknown) {
  console.error(`ForestChat: ${what} could not be stored:`, error instanceof Error ? error.message : error);
}

/**
 * The JSON body, limited while it is read: a chunked body has no Content-Length, and one that
 * lies about it is cut off at the limit all the same.
 */
async function readJson(request: Request): Promise<{ ok: true; body: unknown } | { ok: false; status: 400 | 413 }> {
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES) return { ok: false, status: 413 };
  let text: string;
  try {
    text = request.body ? await new Response(limitBody(request.body, MAX_BODY_BYTES)).text() : "";
  } catch (error) {
    return { ok: false, status: isTooLarge(error) ? 413 : 400 };
  }
  try {
    return { ok: true, body: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, status: 400 };
  }
}

function isTooLarge(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof BodyTooLargeError) return true;
  }
  return false;
}

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

export interface Source {
  title: string;
  href: string;
}

/** The pages of this site an answer links to (relative Markdown links), in order, once each. */
export function sourcesOf(markdown: string): Source[] {
  const sources: Source[] = [];
  for (const match of markdown.matchAll(/\[([^\]\n]{1,200})\]\((\/(?!\/)[^)\s]*)\)/g)) {
    const [, title, href] = match;
    if (title && href && !sources.some((s) => s.href === href)) sources.push({ title: title.replace(/[*_`]/g, ""), href });
  }
  return sources;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** The answer as sanitised HTML; plain escaped paragraphs should the renderer fail. */
export async function answerHtml(markdown: string): Promise<string> {
  try {
    return await renderMarkdown(markdown);
  } catch (error) {
    console.error("ForestChat: Markdown could not be rendered:", error instanceof Error ? error.message : error);
    return markdown
      .split(/\n{2,}/)
      .map((p) => `<p>${escapeHtml(p)}</p>`)
      .join("\n");
  }
}

// ---------------------------------------------------------------------------------------------
// POST /api/forestchat

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

// ---------------------------------------------------------------------------------------------
// GET /api/forestchat/history

export interface HistoryEntry {
  role: "user" | "assistant";
  content: string;
  html?: string;
  timestamp: string;
}

export async function handleChatHistory(request: Request, _context: ChatContext, deps: ChatDeps = {}): Promise<Response> {
  const sessionId = new URL(request.url).searchParams.get("sessionId");
  if (!isSessionId(sessionId)) return json({ messages: [] });
  try {
    const db = await (deps.db ?? defaultDb)();
    // Without the session's secret it is as unknown as any other id: no messages, no hint it exists.
    if (!(await findOwnChatSession(db, sessionId, request.headers.get(SESSION_SECRET_HEADER)))) return json({ messages: [] });
    const rows = await listChatMessages(db, sessionId);
    const messages: HistoryEntry[] = await Promise.all(
      rows.map(async (row): Promise<HistoryEntry> => {
        const role = row.role === "assistant" ? "assistant" : "user";
        return role === "assistant"
          ? { role, content: row.content, html: await answerHtml(row.content), timestamp: row.timestamp }
          : { role, content: row.content, timestamp: row.timestamp };
      }),
    );
    return json({ messages });
  } catch (error) {
    console.error("ForestChat: the history could not be read:", error instanceof Error ? error.message : error);
    return json({ messages: [] });
  }
}

// ---------------------------------------------------------------------------------------------
// POST /api/forestchat/translate

export async function handleTranslate(request: Request, context: ChatContext, deps: ChatDeps = {}): Promise<Response> {
  const { lang } = context;
  if (request.method !== "POST") return json({ error: "Method Not Allowed" }, 405, { Allow: "POST" });
  if (isCrossSite(request)) return errorResponse("crossSite", lang, 403);
  const read = await readJson(request);
  if (!read.ok) return errorResponse(read.status === 413 ? "tooLarge" : "invalid", lang, read.status);
  const parsed = translateRequestSchema.safeParse(read.body);
  if (!parsed.success) return errorResponse("invalid", lang, 400);
  const { text, targetLanguage } = parsed.data;

  const limits = deps.limits ?? chatRateLimits();
  if (!(await limits.translateMinute.take(clientKey(request, context.clientAddress)))) {
    return errorResponse("rateLimited", lang, 429, { "Retry-After": "60" });
  }
  const provider = deps.provider ?? getChatProvider(deps.pages ?? {});
  if (!provider.translate) return json({ translation: text });
  try {
    const translation = await provider.translate(text, targetLanguage, request.signal);
    return json({ translation: translation || text });
  } catch (error) {
    console.error(`ForestChat (${provider.name}): translation failed:`, error instanceof Error ? error.message : error);
    return json({ translation: text });
  }
}

// ---------------------------------------------------------------------------------------------
// DELETE /api/forestchat/history

/**
 * Deletes a conversation: the session's messages, analytics and the session itself, for the
 * browser holding the session's secret (the same header as the history's GET). 204 whether or not
 * there was such a session: an unknown id or a wrong secret deletes nothing and gives no hint.
 * 403 for a request from another site; 503 when the database fails, so the visitor is not told
 * that something was deleted that was not.
 */
export async function handleChatHistoryDelete(request: Request, context: ChatContext, deps: ChatDeps = {}): Promise<Response> {
  const { lang } = context;
  if (request.method !== "DELETE") return json({ error: "Method Not Allowed" }, 405, { Allow: "GET, DELETE" });
  if (isCrossSite(request)) return errorResponse("crossSite", lang, 403);
  const done = () => new Response(null, { status: 204, headers: noStore });
  const sessionId = new URL(request.url).searchParams.get("sessionId");
  if (!isSessionId(sessionId)) return done();
  try {
    const db = await (deps.db ?? defaultDb)();
    if (await findOwnChatSession(db, sessionId, request.headers.get(SESSION_SECRET_HEADER))) await deleteChatSession(db, sessionId);
    return done();
  } catch (error) {
    console.error("ForestChat: the conversation could not be deleted:", error instanceof Error ? error.message : error);
    return errorResponse("unavailable", lang, 503);
  }
}
