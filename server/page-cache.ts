import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import { deferHydration } from "~/lib/defer-hydration.server";
import { inlineScriptHashes } from "./security";

/** A fully rendered page held in memory, compressed once, revalidated by ETag. */
export interface CachedPage {
  status: number;
  contentType: string;
  body: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
  scriptHashes: string[];
  extraHeaders: Record<string, string>;
}

export type PageRenderer = (key: PageKey) => Promise<Response>;

export interface PageKey {
  lang: string;
  pathname: string;
}

// Compression runs on libuv's thread pool: brotli at quality 11 takes tens of milliseconds per
// page, which on the main thread would stall every other request while the cache warms up.
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

const keyOf = (k: PageKey) => `${k.lang}:${k.pathname}`;

/** Headers a cached page keeps from its render; everything else is set by the server. */
const KEPT_HEADERS = ["content-language", "link", "x-robots-tag"];

/** Kept as well on a 503 page: it must reach the client uncached and say when to come back. */
const UNAVAILABLE_HEADERS = [
  ["cache-control", "Cache-Control"],
  ["retry-after", "Retry-After"],
] as const;

/**
 * A render as a page the cache can send: a 200 (kept), or a 503 (sent once, never kept) so that
 * a page whose database is away is not rendered a second time by the request handler — with a
 * statement timeout that would double the wait.
 */
export async function toCachedPage(response: Response): Promise<CachedPage | null> {
  if ((response.status !== 200 && response.status !== 503) || response.headers.has("set-cookie")) return null;
  const contentType = response.headers.get("content-type") ?? "";
  if (!contentType.startsWith("text/html")) return null;
  const html = deferHydration(await response.text());
  const body = Buffer.from(html, "utf8");
  const extraHeaders: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = response.headers.get(name);
    if (value) extraHeaders[name] = value;
  }
  // Spelled as the server spells its own Cache-Control, so that this one replaces it.
  if (response.status !== 200) {
    for (const [name, spelled] of UNAVAILABLE_HEADERS) {
      const value = response.headers.get(name);
      if (value) extraHeaders[spelled] = value;
    }
  }
  const [gz, br] = await Promise.all([
    gzipAsync(body, { level: 9 }),
    brotliAsync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  ]);
  return {
    status: response.status,
    contentType,
    body,
    gzip: gz,
    br,
    etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
    scriptHashes: inlineScriptHashes(html),
    extraHeaders,
  };
}

/**
 * Pages that look the same for every visitor of a language, rendered once and kept.
 * Concurrent misses share one render; `invalidate` marks pages stale when content changes.
 *
 * A stale page is not served while a fresh one can be rendered, but it is kept as the fallback:
 * when the re-render fails (a 5xx or a throw: the database is away), the last good copy is
 * served instead of an error page, until a render succeeds again (ADR 0016). A render that says
 * the page is gone (any 4xx) or moved (3xx) drops the fallback.
 */
export class PageCache {
  private pages = new Map<string, CachedPage>();
  private stale = new Map<string, CachedPage>();
  private pending = new Map<string, Promise<CachedPage | null>>();
  private generation = 0;

  constructor(private readonly render: PageRenderer) {}

  get size(): number {
    return this.pages.size;
  }

  peek(key: PageKey): CachedPage | undefined {
    return this.pages.get(keyOf(key));
  }

  async get(key: PageKey): Promise<CachedPage | null> {
    const id = keyOf(key);
    const hit = this.pages.get(id);
    if (hit) return hit;
    const inFlight = this.pending.get(id);
    if (inFlight) return inFlight;
    const generation = this.generation;
    const job = this.render(key)
      .then(async (response) => {
        const page = await toCachedPage(response);
        // The page is unavailable (its database is away): the last good copy, else the 503 page.
        if (page && page.status !== 200) return this.stale.get(id) ?? page;
        if (page) {
          // A render that started before an invalidation may hold stale content: serve it once, keep it not.
          if (generation === this.generation) {
            this.pages.set(id, page);
            this.stale.delete(id);
          }
          return page;
        }
        if (response.status >= 500) return this.stale.get(id) ?? null;
        // Gone (4xx) or moved (3xx: a renamed article's old slug): the last copy must not come back.
        if (response.status >= 300) this.stale.delete(id);
        return null;
      })
      .catch((error: unknown) => {
        const fallback = this.stale.get(id);
        if (fallback) return fallback;
        throw error;
      })
      .finally(() => this.pending.delete(id));
    this.pending.set(id, job);
    return job;
  }

  invalidate(match: (key: PageKey) => boolean = () => true): number {
    this.generation += 1;
    let dropped = 0;
    for (const id of [...this.pages.keys()]) {
      const [lang = "", ...rest] = id.split(":");
      if (match({ lang, pathname: rest.join(":") })) {
        this.stale.set(id, this.pages.get(id)!);
        this.pages.delete(id);
        dropped += 1;
      }
    }
    return dropped;
  }

  async warm(keys: readonly PageKey[]): Promise<void> {
    for (const key of keys) await this.get(key);
  }
}
