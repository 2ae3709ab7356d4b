import "react-router";
import { createRequestHandler as createExpressHandler } from "@react-router/express";
import express, { type NextFunction, type Request as ExpressRequest, type Response as ExpressResponse } from "express";
import { createRequestHandler, type ServerBuild } from "react-router";
import * as serverBuild from "virtual:react-router/server-build";
import type { AppLoadContext } from "react-router";
import "~/load-context";
import { staticPagePaths } from "~/config/pages";
import { siteConfigFromEnv } from "~/config/site.server";
import { bootstrapAdminPassword } from "~/lib/auth/password.server";
import { deleteExpiredSessions, loadSessionSecret } from "~/lib/auth/session.server";
import { checkDatabase, closeDatabase, getDatabase } from "~/lib/db/db.server";
import { scheduleChatRetention } from "~/features/chat/store.server";
import { languages, langFromHost, normaliseOrigin, type Lang, type Origins } from "~/lib/i18n";
import { onContentChanged } from "~/lib/content-events.server";
import { isArticlePath, showsBlogPosts } from "~/features/blog/paths";
import { seedPostsIfEmpty } from "~/features/blog/seed.server";
import { canonicalPath } from "./canonical-path";
import { etagMatches, negotiateEncoding, PageCache, type CachedPage } from "./page-cache";
import type { IncomingMessage, ServerResponse } from "node:http";
import { contentSecurityPolicy, createNonce, securityHeaders } from "./security";

const build = serverBuild as unknown as ServerBuild;
const dev = process.env.NODE_ENV === "development";
const port = Number(process.env.PORT ?? 3000);

const origins: Origins = {
  de: normaliseOrigin(process.env.SITE_URL ?? `http://localhost:${port}`),
  en: normaliseOrigin(process.env.SITE_URL_EN ?? `http://en.localhost:${port}`),
};
const site = siteConfigFromEnv();
const https = origins.de.startsWith("https:");

function context(lang: Lang, nonce: string | undefined, renderForCache: boolean): AppLoadContext {
  return { lang, origins, site, nonce, renderForCache, dev };
}

const render = createRequestHandler(build, dev ? "development" : "production");

/** Static public pages, rendered once per language without a nonce; CSP vouches for their scripts by hash. */
export const pageCache = new PageCache(({ lang, pathname }) => {
  const origin = origins[lang as Lang];
  const request = new Request(`${origin}${pathname}`, { headers: { host: new URL(origin).host } });
  return render(request, context(lang as Lang, undefined, true));
});

const cacheablePaths = new Set<string>(staticPagePaths);

// Blog posts changed (saved, deleted, imported): /blog and the articles are rendered afresh.
onContentChanged(() => {
  pageCache.invalidate(({ pathname }) => showsBlogPosts(pathname));
});



export const app = express();
app.disable("x-powered-by");

app.get("/healthz", async (_req, res) => {
  const database = await getDatabase()
    .then(({ db }) => checkDatabase(db))
    .catch(() => false);
  res.setHeader("Cache-Control", "no-store");
  res.status(database ? 200 : 503).json({ status: database ? "ok" : "unavailable", database: database ? "ok" : "error" });
});

export const baseHeaders = securityHeaders({ https });

app.use((_req, res, next) => {
  res.set(baseHeaders);
  next();
});

/** One address per page: "/forestcrew/" and "/FORESTCREW" move to "/forestcrew" (301, query kept). */
app.use((req, res, next) => {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  const target = canonicalPath(req.path);
  if (target === req.path) return next();
  const q = req.originalUrl.indexOf("?");
  res.redirect(301, target + (q >= 0 ? req.originalUrl.slice(q) : ""));
});

type Encoding = "br" | "gzip" | "identity";
interface PreparedPage {
  /** Flat [name, value, …] header lists per encoding, and for 304; built once per page. */
  headers: Record<Encoding | "notModified", string[]>;
  bodies: Record<Encoding, Buffer>;
}
const prepared = new WeakMap<CachedPage, PreparedPage>();

function prepare(page: CachedPage): PreparedPage {
  let ready = prepared.get(page);
  if (ready) return ready;
  const common: Record<string, string> = {
    ...baseHeaders,
    ...(dev ? {} : { "Content-Security-Policy": contentSecurityPolicy({ scriptHashes: page.scriptHashes, upgradeInsecure: https }) }),
    "Content-Type": page.contentType,
    "Cache-Control": "public, max-age=0, must-revalidate",
    ETag: page.etag,
    Vary: "Accept-Encoding",
    "X-Page-Cache": "hit",
    ...page.extraHeaders,
  };
  const flat = (extra: Record<string, string>) => Object.entries({ ...common, ...extra }).flat();
  const bodies = { br: page.br, gzip: page.gzip, identity: page.body };
  ready = {
    bodies,
    headers: {
      br: flat({ "Content-Encoding": "br", "Content-Length": String(page.br.length) }),
      gzip: flat({ "Content-Encoding": "gzip", "Content-Length": String(page.gzip.length) }),
      identity: flat({ "Content-Length": String(page.body.length) }),
      notModified: flat({}),
    },
  };
  prepared.set(page, ready);
  return ready;
}

function sendCached(req: IncomingMessage, res: ServerResponse, page: CachedPage) {
  const { headers, bodies } = prepare(page);
  if (etagMatches(req.headers["if-none-match"], page.etag)) {
    res.writeHead(304, headers.notModified);
    res.end();
    return;
  }
  const encoding = negotiateEncoding(req.headers["accept-encoding"]);
  res.writeHead(page.status, headers[encoding]);
  res.end(req.method === "HEAD" ? undefined : bodies[encoding]);
}

function cacheKey(req: IncomingMessage): { lang: Lang; pathname: string } | null {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  const url = req.url ?? "/";
  const q = url.indexOf("?");
  const pathname = q === -1 ? url : url.slice(0, q);
  // Article pages too: an unknown slug renders a 404, which the page cache never keeps.
  if (!cacheablePaths.has(pathname) && !isArticlePath(pathname)) return null;
  return { lang: langFromHost(req.headers.host, origins), pathname };
}

/**
 * The fast path, called by server.js before Express: answers a request for a page that is
 * already in the cache straight from memory. Returns false when Express must handle it.
 */
export function serveCachedPage(req: IncomingMessage, res: ServerResponse): boolean {
  const key = cacheKey(req);
  const page = key && pageCache.peek(key);
  if (!page) return false;
  sendCached(req, res, page);
  return true;
}

// A cacheable page that is not in memory yet: render it once, keep it, send it.
app.use(async (req, res, next) => {
  const key = cacheKey(req);
  if (!key) return next();
  try {
    const page = await pageCache.get(key);
    if (!page) return next();
    sendCached(req, res, page);
  } catch (error) {
    next(error);
  }
});

const handler = createExpressHandler({
  build,
  mode: dev ? "development" : "production",
  getLoadContext(req, res) {
    const nonce = res.locals.nonce as string | undefined;
    return { ...context(langFromHost(req.get("host"), origins), nonce, false), clientAddress: req.ip };
  },
});

app.use((req, res, next) => {
  // Development sends no CSP (Vite injects its own scripts), so it needs no nonce either.
  const nonce = dev ? undefined : createNonce();
  res.locals.nonce = nonce;
  if (!dev) res.setHeader("Content-Security-Policy", contentSecurityPolicy({ nonce, upgradeInsecure: https }));
  return handler(req, res, next);
});

app.use((error: unknown, _req: ExpressRequest, res: ExpressResponse, _next: NextFunction) => {
  console.error(error);
  if (!res.headersSent) res.status(500).type("text/plain").send("Internal Server Error");
});

/** Everything the server does before it accepts requests. */
export async function startup(log: (line: string) => void = console.log): Promise<void> {
  loadSessionSecret(process.env.DATA_DIR ?? "./data");
  const { db, dialect } = await getDatabase();
  log(`database: ${dialect}, migrations applied`);
  await bootstrapAdminPassword(db, process.env, log);
  await deleteExpiredSessions(db);
  // Chat data older than CHAT_RETENTION_DAYS: deleted now and once a day (unref'd timer).
  scheduleChatRetention(async () => (await getDatabase()).db, log);
  // First start: the blog gets its seed articles (an empty table only).
  const seeded = await seedPostsIfEmpty(db);
  if (seeded > 0) log(`blog: ${seeded} seed articles added`);
  log(`German site: ${origins.de} · English site: ${origins.en}`);
  // Rendered in the background: the server answers at once; a page asked for before its turn
  // is rendered on demand (concurrent renders of one page are shared).
  const started = performance.now();
  void pageCache
    .warm(staticPagePaths.flatMap((pathname) => languages.map((lang) => ({ lang, pathname }))))
    .then(() => log(`page cache: ${pageCache.size} pages rendered in ${Math.round(performance.now() - started)} ms`))
    .catch((error: unknown) => console.error("page cache warm-up failed", error));
}

export { etagMatches, negotiateEncoding } from "./page-cache";

export async function shutdown(): Promise<void> {
  await closeDatabase();
}
