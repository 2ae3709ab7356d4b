import "react-router";
import { createRequestHandler as createExpressHandler } from "@react-router/express";
import express, { type NextFunction, type Request as ExpressRequest, type Response as ExpressResponse } from "express";
import helmet from "helmet";
import { createRequestHandler, type ServerBuild } from "react-router";
import * as serverBuild from "virtual:react-router/server-build";
import type { AppLoadContext } from "react-router";
import "~/load-context";
import { staticPublicPaths } from "~/config/public-routes";
import { siteConfigFromEnv } from "~/config/site.server";
import { bootstrapAdminPassword } from "~/lib/auth/password.server";
import { deleteExpiredSessions, loadSessionSecret } from "~/lib/auth/session.server";
import { checkDatabase, closeDatabase, getDatabase } from "~/lib/db/db.server";
import { languages, langFromHost, normaliseOrigin, type Lang, type Origins } from "~/lib/i18n";
import { canonicalPath } from "./canonical-path";
import { etagMatches, negotiateEncoding, PageCache, type CachedPage } from "./page-cache";
import { contentSecurityPolicy, createNonce } from "./security";

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

const cacheablePaths = new Set<string>(staticPublicPaths);



export const app = express();

app.get("/healthz", async (_req, res) => {
  const database = await getDatabase()
    .then(({ db }) => checkDatabase(db))
    .catch(() => false);
  res.setHeader("Cache-Control", "no-store");
  res.status(database ? 200 : 503).json({ status: database ? "ok" : "unavailable", database: database ? "ok" : "error" });
});

app.use(
  helmet({
    contentSecurityPolicy: false, // set per response below: nonce for streamed pages, hashes for cached ones
    strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  }),
);
app.use((_req, res, next) => {
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
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

function sendCached(req: ExpressRequest, res: ExpressResponse, page: CachedPage) {
  if (!dev) res.setHeader("Content-Security-Policy", contentSecurityPolicy({ scriptHashes: page.scriptHashes, upgradeInsecure: https }));
  res.setHeader("Content-Type", page.contentType);
  res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
  res.setHeader("ETag", page.etag);
  res.setHeader("Vary", "Accept-Encoding");
  for (const [name, value] of Object.entries(page.extraHeaders)) res.setHeader(name, value);
  res.setHeader("X-Page-Cache", "hit");
  if (etagMatches(req.headers["if-none-match"], page.etag)) {
    res.status(304).end();
    return;
  }
  const encoding = negotiateEncoding(req.headers["accept-encoding"]);
  const body = encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : page.body;
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.status(page.status);
  if (req.method === "HEAD") res.end();
  else res.end(body);
}

app.use(async (req, res, next) => {
  if ((req.method !== "GET" && req.method !== "HEAD") || !cacheablePaths.has(req.path)) return next();
  try {
    const lang = langFromHost(req.get("host"), origins);
    const page = await pageCache.get({ lang, pathname: req.path });
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
    const nonce = res.locals.nonce as string;
    return context(langFromHost(req.get("host"), origins), nonce, false);
  },
});

app.use((req, res, next) => {
  const nonce = createNonce();
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
  const started = performance.now();
  await pageCache.warm(staticPublicPaths.flatMap((pathname) => languages.map((lang) => ({ lang, pathname }))));
  log(`page cache: ${pageCache.size} pages rendered in ${Math.round(performance.now() - started)} ms`);
  log(`German site: ${origins.de} · English site: ${origins.en}`);
}

export async function shutdown(): Promise<void> {
  await closeDatabase();
}
