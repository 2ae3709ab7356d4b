// The site as an Express app, and the entry of the server build: server.js imports what this
// module exports (the development server loads it through Vite, afresh after every edit).
import express, { type NextFunction, type Request, type Response } from "express";
import { env } from "~/config/env.server";
import { closeDatabase } from "~/lib/db/db.server";
import { canonicalPath } from "./canonical-path";
import { cachedPageMiddleware, warmPageCache } from "./cached-pages";
import { healthCheck, readinessCheck } from "./health";
import { reactRouterHandler } from "./render";
import { baseHeaders, dev, origins, trustProxy } from "./settings";
import { runStartup } from "./startup";

export const app = express();
app.disable("x-powered-by");
// Set here as well as on serve.ts's outer app: the development server calls this app directly.
if (trustProxy !== undefined) app.set("trust proxy", trustProxy);

app.get("/healthz", healthCheck);
app.get("/readyz", readinessCheck);

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

app.use(cachedPageMiddleware);
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
