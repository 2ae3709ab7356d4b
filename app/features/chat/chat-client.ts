/**
 * The browser side of the ForestChat contract: `POST /api/forestchat` answered with
 * server-sent events (session, delta…, done | error), the history of a session, and the
 * ids the browser keeps in local storage. No React here, so it is tested on its own.
 */
import type { EventSourceMessage } from "eventsource-parser";
import { MAX_MESSAGES, MAX_USER_MESSAGE_CHARS } from "./limits";

export type ChatRole = "user" | "assistant";

export interface ChatTurn {
  role: ChatRole;
  content: string;
}

export interface ChatSource {
  title: string;
  href: string;
}

export interface ChatAnswer {
  /** The whole answer as plain text (the deltas joined). */
  text: string;
  /** The answer rendered and sanitised on the server. */
  html: string;
  sources: ChatSource[];
}

export interface HistoryMessage {
  role: ChatRole;
  content: string;
  html?: string;
  timestamp: string;
}

/** Limits the server enforces (contract); the client keeps within them so it is never refused for them. */
export const CHAT_LIMITS = { messageMaxChars: MAX_USER_MESSAGE_CHARS, historyMaxMessages: MAX_MESSAGES } as const;

export const STORAGE_KEYS = {
  visitorId: "forestchat:visitorId",
  sessionId: "forestchat:sessionId",
  /** The secret the server handed out with the session: reading or continuing it needs it. */
  sessionSecret: "forestchat:sessionSecret",
} as const;

/** The header the history request carries the secret in (never the URL, which logs and proxies keep). */
export const SESSION_SECRET_HEADER = "X-Chat-Session-Secret";

/**
 * Why a reply failed. `message` is the server's own text (in the site's language) when it sent
 * one the visitor should read (rate limit, invalid message); otherwise the UI uses its own copy.
 */
export type ChatFailureKind = "rate-limit" | "rejected" | "provider" | "network" | "aborted";

export class ChatError extends Error {
  constructor(
    readonly kind: ChatFailureKind,
    readonly status: number | null,
    readonly serverMessage: string | null = null,
  ) {
    super(serverMessage ?? `ForestChat request failed (${kind}${status ? ` ${status}` : ""})`);
    this.name = "ChatError";
  }
}

// ---------------------------------------------------------------------------------------------
// Local storage

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null; // Storage disabled (privacy settings): the chat works, nothing is remembered.
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string) {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Quota or privacy mode: the session simply is not remembered.
  }
}

function remove(key: string) {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing stored that could be removed.
  }
}

export function randomId(): string {
  const c = globalThis.crypto;
  if (typeof c.randomUUID === "function") return c.randomUUID();
  // randomUUID exists only in secure contexts; plain-http hosts fall back to the same format by hand.
  const b = c.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function visitorId(): string {
  const existing = read(STORAGE_KEYS.visitorId);
  if (existing) return existing;
  const id = randomId();
  write(STORAGE_KEYS.visitorId, id);
  return id;
}

export function storedSessionId(): string | null {
  return read(STORAGE_KEYS.sessionId);
}

export function storedSessionSecret(): string | null {
  return read(STORAGE_KEYS.sessionSecret);
}

/**
 * Keeps the session the server named. A new session comes with its secret; a continued one
 * without (the browser has it already). Another session without a secret (the server could not
 * store it) drops the old secret, which belongs to the old session.
 */
export function rememberSession(id: string, secret?: string) {
  const previous = read(STORAGE_KEYS.sessionId);
  write(STORAGE_KEYS.sessionId, id);
  if (secret) write(STORAGE_KEYS.sessionSecret, secret);
  else if (previous !== id) remove(STORAGE_KEYS.sessionSecret);
}

/**
 * Forgets the session in this browser (a new conversation, or one deleted): the next message
 * starts a new session. The visitor id stays.
 */
export function forgetSession() {
  remove(STORAGE_KEYS.sessionId);
  remove(STORAGE_KEYS.sessionSecret);
}

// ---------------------------------------------------------------------------------------------
// Requests

export interface StreamChatOptions {
  messages: ChatTurn[];
  page?: string;
  signal?: AbortSignal;
  onDelta?: (text: string, soFar: string) => void;
  fetch?: typeof fetch;
}

function failureKind(status: number): ChatFailureKind {
  if (status === 429) return "rate-limit";
  if (status === 400 || status === 403 || status === 413) return "rejected";
  return "provider";
}

async function errorMessageOf(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { error?: unknown };
    return typeof body.error === "string" && body.error.trim() !== "" ? body.error : null;
  } catch {
    return null;
  }
}

function parseJson<T>(text: string): T | null {
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

/** Sends the conversation and streams the reply. Resolves with the finished answer; rejects with a ChatError. */
export async function streamChat(options: StreamChatOptions): Promise<ChatAnswer> {
  // The stream's parser comes with the first question, not with every page (whose JavaScript
  // budget it would use): it loads while the request is on its way.
  const parserModule = import("eventsource-parser");
  parserModule.catch(() => {}); // Reported below, where it is needed.
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const sessionId = storedSessionId();
  const sessionSecret = sessionId ? storedSessionSecret() : null;
  const body = {
    ...(sessionId ? { sessionId } : {}),
    ...(sessionSecret ? { sessionSecret } : {}),
    visitorId: visitorId(),
    ...(options.page ? { page: options.page } : {}),
    messages: options.messages.slice(-CHAT_LIMITS.historyMaxMessages),
  };

  let response: Response;
  try {
    response = await doFetch("/api/forestchat", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
      body: JSON.stringify(body),
      signal: options.signal,
    });
  } catch {
    throw options.signal?.aborted ? new ChatError("aborted", null) : new ChatError("network", null);
  }

  if (!response.ok) {
    const kind = failureKind(response.status);
    const message = kind === "provider" ? null : await errorMessageOf(response);
    throw new ChatError(kind, response.status, message);
  }
  if (!response.body || !(response.headers.get("Content-Type") ?? "").includes("text/event-stream")) {
    throw new ChatError("provider", response.status);
  }

  let text = "";
  // Set by handle(); properties, because TypeScript would take variables assigned only inside it for always null.
  const end: { answer?: ChatAnswer; failure?: ChatError } = {};
  let createParser: typeof import("eventsource-parser").createParser;
  try {
    ({ createParser } = await parserModule);
  } catch {
    response.body.cancel().catch(() => {});
    throw new ChatError(options.signal?.aborted ? "aborted" : "network", null);
  }
  // An event the stream ends before completing is dropped (the standard's rule): without its
  // `done`, the answer counts as broken off.
  const events: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (e) => void events.push(e) });

  /** Handles one event; true when the stream is finished (answer or failure). */
  function handle({ event, data }: EventSourceMessage): boolean {
    if (event === "session") {
      const session = parseJson<{ sessionId?: unknown; sessionSecret?: unknown }>(data);
      const id = session?.sessionId;
      const secret = typeof session?.sessionSecret === "string" && session.sessionSecret !== "" ? session.sessionSecret : undefined;
      // Not once the visitor has stopped it (or started over, which stops it): the session is not theirs to keep then.
      if (typeof id === "string" && id !== "" && !options.signal?.aborted) rememberSession(id, secret);
    } else if (event === "delta") {
      const delta = parseJson<{ text?: unknown }>(data)?.text;
      if (typeof delta === "string" && delta !== "") {
        text += delta;
        options.onDelta?.(delta, text);
      }
    } else if (event === "done") {
      const done = parseJson<{ html?: unknown; sources?: unknown }>(data);
      const sources = Array.isArray(done?.sources)
        ? (done.sources as unknown[]).filter(
            (s): s is ChatSource =>
              typeof s === "object" &&
              s !== null &&
              typeof (s as ChatSource).title === "string" &&
              typeof (s as ChatSource).href === "string",
          )
        : [];
      end.answer = { text, html: typeof done?.html === "string" ? done.html : "", sources };
      return true;
    } else if (event === "error") {
      const message = parseJson<{ message?: unknown }>(data)?.message;
      end.failure = new ChatError("provider", 200, typeof message === "string" ? message : null);
      return true;
    }
    return false;
  }

  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    reading: for (let last = ""; ;) {
      const { value, done } = await reader.read();
      if (done && !last.endsWith("\r")) break;
      // A stream that ends on a CR ends a line there, but the parser holds the CR back until it
      // sees whether an LF follows; telling it that one does lets the last event through.
      const text = done ? "\n" : value;
      if (text !== "") last = text;
      parser.feed(text);
      while (events.length > 0) {
        const event = events.shift()!;
        if (handle(event)) break reading;
        // Several words arrived at once (a busy device, a buffering proxy): show them one after
        // another rather than all in one jump, as they were written.
        if (event.event === "delta" && events.length > 0) await yieldToBrowser();
      }
    }
  } catch {
    if (options.signal?.aborted) throw new ChatError("aborted", null);
    throw new ChatError("network", 200);
  } finally {
    reader.cancel().catch(() => {});
  }
  if (end.failure) throw end.failure;
  if (!end.answer) throw new ChatError(options.signal?.aborted ? "aborted" : "network", 200);
  return end.answer;
}

/** Lets the browser render before the next event; a message, not a timer, so background tabs are not slowed. */
function yieldToBrowser(): Promise<void> {
  if (typeof MessageChannel === "undefined") return Promise.resolve();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * The stored conversation of a session; an empty list when it is unknown or cannot be loaded.
 * The secret goes in a header, never in the URL.
 */
export async function loadHistory(
  sessionId: string,
  doFetch: typeof fetch = globalThis.fetch.bind(globalThis),
  secret: string | null = storedSessionSecret(),
): Promise<HistoryMessage[]> {
  if (!secret) return [];
  try {
    const response = await doFetch(`/api/forestchat/history?sessionId=${encodeURIComponent(sessionId)}`, {
      headers: { Accept: "application/json", [SESSION_SECRET_HEADER]: secret },
    });
    if (!response.ok) return [];
    const body = (await response.json()) as { messages?: unknown };
    if (!Array.isArray(body.messages)) return [];
    return body.messages.filter(
      (m): m is HistoryMessage =>
        typeof m === "object" &&
        m !== null &&
        ((m as HistoryMessage).role === "user" || (m as HistoryMessage).role === "assistant") &&
        typeof (m as HistoryMessage).content === "string",
    );
  } catch {
    return [];
  }
}

/**
 * Deletes the stored conversation on the server (DELETE, the secret in the same header as the
 * history's GET) and then forgets it in this browser. Resolves true when it is gone: deleted, or
 * nothing to delete (no session, or none this browser can open); false when the server could not
 * be reached or failed, and the session is kept, so the visitor can try again.
 */
export async function deleteHistory({
  fetch: doFetch = globalThis.fetch.bind(globalThis),
  sessionId = storedSessionId(),
  secret = sessionId ? storedSessionSecret() : null,
}: { fetch?: typeof fetch; sessionId?: string | null; secret?: string | null } = {}): Promise<boolean> {
  // A session without a secret (from before secrets) cannot be proven this browser's: the server
  // keeps it until the retention period ends; here it is forgotten all the same.
  if (sessionId && secret) {
    try {
      const response = await doFetch(`/api/forestchat/history?sessionId=${encodeURIComponent(sessionId)}`, {
        method: "DELETE",
        headers: { [SESSION_SECRET_HEADER]: secret },
      });
      if (!response.ok) return false;
    } catch {
      return false;
    }
  }
  forgetSession();
  return true;
}
