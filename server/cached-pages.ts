// The page cache in service: which requests it answers, the fast path server/serve.ts calls before
// Express, the Express middleware for a page not rendered yet, and the warm-up at start.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import { staticPagePaths } from "~/config/pages";
import { isArticlePath, isTagPath, PAGE_PARAM, showsBlogPosts } from "~/features/blog";
import { onContentChanged } from "~/lib/content-events.server";
import { knowledgeArticlePaths } from "~/pages/wissen/articles";
import { pageCacheControl, PUBLIC_VARY } from "~/lib/http-cache.server";
import { langFromHost, languages, type Lang } from "~/lib/i18n";
import { PageCache, type CachedPage } from "./page-cache";
import { prepareResponse, sendPrepared, type PreparedResponse } from "./precompressed";
import { renderForCache } from "./render";
import { contentSecurityPolicy } from "./security";
import { baseHeaders, dev, https, origins } from "./settings";

/** Static public pages, rendered once per language without a nonce; CSP vouches for their scripts by hash. */
export const pageCache = new PageCache(({ lang, pathname }) => renderForCache(lang as Lang, pathname));

// Blog posts changed (saved, deleted, imported): /blog and the articles are rendered afresh.
// The development server loads this module again after an edit: the old cache stops listening.
const subscription = Symbol.for("forestcrew.page-cache-subscription");
const holder = globalThis as typeof globalThis & { [subscription]?: () => void };
holder[subscription]?.();
holder[subscription] = onContentChanged(() => {
  pageCache.invalidate(({ pathname }) => showsBlogPosts(pathname));
});

/** Pages the same for every visitor of a language: the registry's static pages and the knowledge articles. */
const staticPaths: readonly string[] = [...staticPagePaths, ...knowledgeArticlePaths];
const cacheablePaths = new Set<string>(staticPaths);

const prepared = new WeakMap<CachedPage, PreparedResponse>();

function responseOf(page: CachedPage): PreparedResponse {
  let response = prepared.get(page);
  if (response) return response;
  response = prepareResponse({
    status: page.status,
    body: page.body,
    br: page.br,
    gzip: page.gzip,
    etag: page.etag,
    vary: PUBLIC_VARY,
    headers: {
      ...baseHeaders,
      ...(dev ? {} : { "Content-Security-Policy": contentSecurityPolicy({ scriptHashes: page.scriptHashes, upgradeInsecure: https }) }),
      "Content-Type": page.contentType,
      // Shared by CDNs and proxies in front of the site (PAGE_CACHE_CONTROL); ETag makes revalidation a 304.
      "Cache-Control": pageCacheControl(),
      "X-Page-Cache": "hit",
      ...page.extraHeaders,
    },
  });
  prepared.set(page, response);
  return response;
}

// The language of a host, remembered for the few hosts a site is reached by (bounded, so made-up
// Host headers cannot grow it).
const hostLangs = new Map<string, Lang>();
function langOf(host: string | undefined): Lang {
  if (host === undefined) return langFromHost(host, origins);
  let lang = hostLangs.get(host);
  if (lang) return lang;
  lang = langFromHost(host, origins);
  if (hostLangs.size < 64) hostLangs.set(host, lang);
  return lang;
}

function cacheKey(req: IncomingMessage): { lang: Lang; pathname: string } | null {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  const url = req.url ?? "/";
  const q = url.indexOf("?");
  const pathname = q === -1 ? url : url.slice(0, q);
  // Article pages too: an unknown slug renders a 404, which the page cache never keeps.
  // Tag pages too: only a tag's canonical address answers 200 (other spellings move there), so the cache holds one page per tag.
  if (!cacheablePaths.has(pathname) && !isArticlePath(pathname) && !isTagPath(pathname)) return null;
  // A list's later page (/blog?seite=2) is rendered for its request: the cache keeps the first page
  // only (it renders the bare path), so it must neither answer nor store a paginated address.
  if (q !== -1 && new URLSearchParams(url.slice(q + 1)).has(PAGE_PARAM)) return null;
  return { lang: langOf(req.headers.host), pathname };
}

/**
 * The fast path, called before Express: answers a request for a page that is already in the
 * cache straight from memory. Returns false when Express must handle it.
 */
export function serveCachedPage(req: IncomingMessage, res: ServerResponse): boolean {
  const key = cacheKey(req);
  const page = key && pageCache.peek(key);
  if (!page) return false;
  sendPrepared(req, res, responseOf(page));
  return true;
}

/** A cacheable page that is not in memory yet: render it once, keep it, send it. */
export const cachedPageMiddleware: RequestHandler = async (req, res, next) => {
  const key = cacheKey(req);
  if (!key) return next();
  try {
    const page = await pageCache.get(key);
    if (!page) return next();
    sendPrepared(req, res, responseOf(page));
  } catch (error) {
    next(error);
  }
};

/**
 * Renders every static page and knowledge article in both languages in the background: the server answers at once, and
 * a page asked for before its turn is rendered on demand (concurrent renders of a page are shared).
 */
export function warmPageCache(log: (line: string) => void): void {
  const started = performance.now();
  void pageCache
    .warm(staticPaths.flatMap((pathname) => languages.map((lang) => ({ lang, pathname }))))
    .then(() => log(`page cache: ${pageCache.size} pages rendered in ${Math.round(performance.now() - started)} ms`))
    .catch((error: unknown) => console.error("page cache warm-up failed", error));
}
