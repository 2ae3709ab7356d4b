// The site as an Express app, and the entry of the server build: server.js imports what this
// module exports (the development server loads it through Vite, afresh after every edit).
import express, { type NextFunction, type Request, type Response } from "express";
import { env } from "~/config/env.server";
import { INVITATION_BODY_MAX_BYTES } from "~/admin/invitation/invitation.server";
import { LOGIN_BODY_MAX_BYTES, loginThrottled } from "~/features/accounts/index.server";
import { SEARCH_PATH } from "~/features/blog";
import { closeDatabase, getDatabase } from "~/lib/db/db.server";
import { RateLimit, searchRateLimit } from "~/lib/rate-limit.server";
import { canonicalPath } from "./canonical-path";
import { cachedPageMiddleware, warmPageCache } from "./cached-pages";
import { healthCheck, readinessCheck } from "./health";
import { noStoreUnlessDeclared } from "./http-cache";
import { refusalGuard, routeTable } from "./refusals";
import { build, reactRouterHandler } from "./render";
import { baseHeaders, dev, origins, trustProxy } from "./settings";
import { runStartup } from "./startup";
import { adminPaths } from "~/config/admin-paths";

const CROSS_SITE_REFUSED = "Anfrage von einer fremden Website abgelehnt. / Cross-site request refused.";

/** Whether `origin` (an Origin header) names the same origin as `own`; an unreadable one does not. */
function sameOrigin(origin: string, own: string): boolean {
  try {
    return new URL(origin).origin === new URL(own).origin;
  } catch {
    return false;
  }
}

export const app = express();
app.disable("x-powered-by");
// Set here as well as on serve.ts's outer app: the development server calls this app directly.
if (trustProxy !== undefined) app.set("trust proxy", trustProxy);

/**
 * Behind a trusted proxy the host the visitor asked for is `X-Forwarded-Host` (Express `req.host`),
 * while `Host` may name the proxy's upstream ("127.0.0.1:3000"). React Router takes the request
 * URL's port from `Host` when the forwarded host has none, and the language comes from the host:
 * both must see the visitor's host, or every form post fails the origin check (400).
 */
app.use((req, _res, next) => {
  const host = req.host;
  if (host !== undefined && host !== req.headers.host) req.headers.host = host;
  next();
});

app.get("/healthz", healthCheck);
app.get("/readyz", readinessCheck);

app.use((_req, res, next) => {
  res.set(baseHeaders);
  next();
});

/**
 * A POST (or PUT, PATCH, DELETE) whose `Origin` is not this site's origin is refused here, with a
 * short 403 and no log line beyond the access log's. React Router refuses the same requests, but
 * logs a 14-line stack trace for each: anyone could flood the log with them.
 */
app.use((req, res, next) => {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
  const origin = req.get("origin");
  if (origin === undefined || origin === "" || sameOrigin(origin, `${req.protocol}://${req.host ?? ""}`)) return next();
  res.status(403).set("Cache-Control", "no-store").type("text/plain").send(CROSS_SITE_REFUSED);
});

/**
 * Logins in progress at once; more answer 503 at once. A login costs a page render on this thread
 * and an argon2 hash (one at a time, see password.server.ts): a burst of hundreds delayed every
 * page and /healthz by seconds while they were all taken in. Eight keep the line short (well under
 * a second of work) and cost nothing to refuse: no render, no hash, no log line.
 */
export const MAX_LOGINS_IN_FLIGHT = 8;
let loginsInFlight = 0;
const LOGIN_BUSY_PAGE =
  '<!DOCTYPE html><html lang="de"><meta charset="utf-8"><title>Bitte gleich noch einmal</title>' +
  "<p>Gerade werden zu viele Anmeldungen geprüft. Bitte in ein paar Sekunden erneut anmelden.</p>" +
  '<p lang="en">Too many sign-ins are being checked right now. Please try again in a few seconds.</p>' +
  `<p><a href="${adminPaths.login}">Zur Anmeldung / To the sign-in</a></p></html>`;

app.post([adminPaths.login, `${adminPaths.login}.data`], (_req, res, next) => {
  if (loginsInFlight >= MAX_LOGINS_IN_FLIGHT) {
    res.status(503).set({ "Cache-Control": "no-store", "Retry-After": "2" }).type("html").send(LOGIN_BUSY_PAGE);
    return;
  }
  loginsInFlight++;
  res.once("close", () => loginsInFlight--);
  next();
});

/**
 * Refusals before rendering (ADR 0031): a submission to an address without an action (405), an
 * oversized login or invitation form (413), a throttled login, a search past its limit and a
 * repeated submission from an address the app has just answered 429 get a small static answer.
 * After the login gate above, so that a burst of logins is cut to eight before anything else.
 */
const routes = routeTable(build.routes);
const routeId = (path: string) => routes.target(path)?.id ?? path;
const searchLimit = new RateLimit(searchRateLimit);
app.use(
  refusalGuard({
    routes,
    origins,
    bodyLimits: { [routeId(adminPaths.login)]: LOGIN_BODY_MAX_BYTES, [routeId(adminPaths.invitation("x"))]: INVITATION_BODY_MAX_BYTES },
    search: {
      routeId: routeId(SEARCH_PATH),
      take: (address) => searchLimit.take(address),
      retryAfterSeconds: searchRateLimit.windowMs / 1000,
    },
    throttles: {
      // Read only: the action still counts each attempt it handles. A database that cannot be
      // asked lets the request through to the action, which answers 503 in the form.
      [routeId(adminPaths.login)]: async (req) => {
        try {
          const { db } = await getDatabase();
          const reason = await loginThrottled(db, req.ip, req.get("cookie") ?? null);
          return reason ? { retryAfterSeconds: 60, forAddress: reason === "address" } : null;
        } catch {
          return null;
        }
      },
    },
  }),
);

/** One address per page: "/forestcrew/" and "/FORESTCREW" move to "/forestcrew" (301, query kept). */
app.use((req, res, next) => {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  const target = canonicalPath(req.path);
  if (target === req.path) return next();
  const q = req.originalUrl.indexOf("?");
  res.redirect(301, target + (q >= 0 ? req.originalUrl.slice(q) : ""));
});

app.use(cachedPageMiddleware);
app.use(noStoreUnlessDeclared);
app.use(reactRouterHandler);

app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
  console.error(error);
  if (!res.headersSent) res.status(500).type("text/plain").send("Internal Server Error");
});

/** Everything the server does before it accepts requests; called once per process. */
export async function startup(log: (line: string) => void = console.log): Promise<void> {
  await runStartup(env(), log);
  log(`German site: ${origins.de} · English site: ${origins.en}`);
  // Development renders each page when it is asked for: a warm-up would compete with the first
  // compile and render pages that the next edit makes stale.
  if (!dev) warmPageCache(log);
}

export async function shutdown(): Promise<void> {
  await closeDatabase();
}

export { serveCachedPage } from "./cached-pages";
export { serve } from "./serve";
