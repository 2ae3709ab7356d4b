/**
 * What the ForestChat endpoints share (contract in app/routes/api.forestchat*.ts): the provider
 * and its knowledge base, the rate limits, the dependencies tests replace, JSON responses and
 * bodies, and the answer as HTML. The endpoints: ./api-chat.server.ts (POST /api/forestchat,
 * the answer as server-sent events), ./api-history.server.ts (GET and DELETE
 * /api/forestchat/history) and ./api-translate.server.ts (POST /api/forestchat/translate).
 */
import type { Kysely } from "kysely";
import type { SiteConfig } from "~/config/site";
import { siteConfigFromEnv } from "~/config/site.server";
import { listPublishedPosts, renderMarkdown } from "~/features/blog/index.server";
import { BodyTooLargeError, limitBody } from "~/lib/http/body.server";
import { onContentChanged } from "~/lib/content-events.server";
import { getDatabase } from "~/lib/db/db.server";
import type { Database } from "~/lib/db/schema";
import type { Lang } from "~/lib/i18n";
import { chatRateLimits as policies, RateLimit, type RateLimitOptions, type RateLimitPolicy } from "~/lib/rate-limit.server";
import { createGeminiProvider } from "./gemini.server";
import { groundedProvider } from "./grounding.server";
import { MAX_BODY_BYTES } from "./limits";
import type { PageKnowledge } from "./knowledge/passages";
import { createOfflineProvider, KnowledgeBase } from "./offline.server";
import { createOpenAIProvider } from "./openai.server";
import { chooseProvider, type ChatProvider } from "./provider.server";
import { chatError, type ChatErrorKey } from "./request";

export type Db = Kysely<Database>;

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
export const chatRateLimits = () => (processLimits ??= new ChatRateLimits(process.env, { shared: true }));

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

export const defaultDb = async () => (await getDatabase()).db;

export const noStore = { "Cache-Control": "no-store" };

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...noStore, ...headers } });
}

export function errorResponse(key: ChatErrorKey, lang: Lang, status: number, headers: Record<string, string> = {}): Response {
  return json({ error: chatError(key, lang) }, status, headers);
}

export function logStorage(what: string, error: unknown) {
  console.error(`ForestChat: ${what} could not be stored:`, error instanceof Error ? error.message : error);
}

/**
 * The JSON body, limited while it is read: a chunked body has no Content-Length, and one that
 * lies about it is cut off at the limit all the same.
 */
export async function readJson(request: Request): Promise<{ ok: true; body: unknown } | { ok: false; status: 400 | 413 }> {
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
