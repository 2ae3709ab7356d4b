// Starts the server, in production and in development alike. Order: the configuration is read
// and checked, the port bound, the data folder and the database checked, and only then does
// anything change (migrations, admin password, seed articles). A database that is not reachable
// yet is asked again with growing pauses (DB_START_RETRY_SECONDS in all), each attempt logged.
// Until the start is done /healthz answers 200 (alive) and /readyz 503; other requests get a
// 503 while the database is awaited, and wait for the rest of the start (migrations, seeding).
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import path from "node:path";
import compression from "compression";
import express from "express";
import proxyAddr from "proxy-addr";
import type { ViteDevServer } from "vite";
import { env, type Env } from "~/config/env.server";
import { createAccessLog, type AccessLog } from "./access-log";
import { startingHealth, startingReadiness } from "./health";
import { summariseConsoleRepeats } from "./log-summary";
import { checkDataDir, listen, waitForDatabase } from "./preflight";
import { loadStaticAssets, staticAssetServer } from "./static-assets";

/** What server/app.ts exports. */
export interface SiteModule {
  app: express.Express;
  serveCachedPage(req: IncomingMessage, res: ServerResponse): boolean;
  startup(log?: (line: string) => void): Promise<void>;
  shutdown(): Promise<void>;
}

export interface ServeOptions {
  /** Created, not yet listening; in development Vite's hot-reload socket shares it. */
  server: Server;
  /** Development: Vite in middleware mode. */
  vite?: ViteDevServer;
  /** The site module: loaded once in production, again for each request in development (edits apply). */
  loadSite: () => Promise<SiteModule>;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * The visitor's address for the access log, by the same TRUST_PROXY rule as Express's `req.ip`:
 * also for the answers sent before Express (scripts, cached pages), which behind a proxy would
 * otherwise all carry the proxy's address.
 */
function visitorAddress(trustProxy: Env["TRUST_PROXY"]): (req: IncomingMessage) => string | undefined {
  const settings = express();
  if (trustProxy !== undefined) settings.set("trust proxy", trustProxy);
  const trust = settings.get("trust proxy fn") as Parameters<typeof proxyAddr>[1];
  return (req) => {
    try {
      return proxyAddr(req, trust);
    } catch {
      return req.socket.remoteAddress;
    }
  };
}

/** Throws EnvError or StartupError (one line each, for server.js to print) when the server cannot start. */
export async function serve({ server, vite, loadSite }: ServeOptions): Promise<void> {
  summariseConsoleRepeats();
  const config = env();
  const accessLog = createAccessLog(process.stdout, { clientAddress: visitorAddress(config.TRUST_PROXY) });

  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  let waitingForDatabase = true;
  let handle: Handler = (req, res) => {
    if (req.url === "/healthz" || req.url === "/readyz") {
      const alive = req.url === "/healthz";
      res.writeHead(alive ? 200 : 503, {
        "Content-Type": "application/json; charset=utf-8",
        "Cache-Control": "no-store",
        ...(alive ? {} : { "Retry-After": "1" }),
      });
      res.end(alive ? startingHealth : startingReadiness);
      return;
    }
    // The database may take minutes to come: answer now rather than hold every request that long.
    if (waitingForDatabase) {
      res.writeHead(503, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "Retry-After": "5" });
      res.end(
        "Die Website startet gerade. Bitte in einigen Sekunden erneut versuchen.\nThe site is starting. Please try again in a few seconds.\n",
      );
      return;
    }
    void ready.then(() => handle(req, res));
  };
  server.on("request", (req, res) => handle(req, res));

  await listen(server, config.PORT, config.HOST);
  checkDataDir(config.DATA_DIR);
  await waitForDatabase(config.DATABASE_URL, config.DB_START_RETRY_SECONDS, (line) => console.error(line));
  waitingForDatabase = false;

  let site: SiteModule | undefined = undefined;
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: closing`);
    // Still starting: no request has been answered yet, so there is nothing to finish.
    if (!site) process.exit(0);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    const finish = async () => {
      accessLog.flush();
      await site?.shutdown().catch((error: unknown) => console.error(error));
      await vite?.close().catch((error: unknown) => console.error(error));
      process.exit(0);
    };
    server.close(() => void finish());
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));

  const loaded = await loadSite();
  await loaded.startup(console.log);
  site = loaded;
  handle = vite ? developmentHandler(vite, loadSite, accessLog) : productionHandler(loaded, config, accessLog);
  markReady();
  console.log(`ForestCrew site listening on http://${config.HOST === "0.0.0.0" ? "localhost" : config.HOST}:${config.PORT}`);
}

function productionHandler(site: SiteModule, config: Env, accessLog: AccessLog): Handler {
  const clientDir = path.resolve(config.BUILD_DIR, "client");
  const serveAsset = staticAssetServer(loadStaticAssets(clientDir));

  // Images, fonts and videos (with range requests) from disk; everything else goes to the site.
  const app = express();
  app.disable("x-powered-by");
  if (config.TRUST_PROXY !== undefined) app.set("trust proxy", config.TRUST_PROXY);
  app.use(compression());
  const setHeaders = (res: ServerResponse) => res.setHeader("X-Content-Type-Options", "nosniff");
  app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false, setHeaders }));
  app.use(express.static(clientDir, { maxAge: "1d", index: false, redirect: false, setHeaders }));
  app.use(site.app);

  const quiet = (url: string) => url.startsWith("/assets/") || url === "/healthz" || url === "/readyz";
  return (req, res) => {
    if (!quiet(req.url ?? "")) accessLog.track(req, res);
    // Scripts, styles and cached pages straight from memory, before Express.
    if (serveAsset(req, res) || site.serveCachedPage(req, res)) return;
    app(req, res);
  };
}

function developmentHandler(vite: ViteDevServer, loadSite: () => Promise<SiteModule>, accessLog: AccessLog): Handler {
  const app = express();
  app.disable("x-powered-by");
  app.use(vite.middlewares);
  app.use(async (req, res, next) => {
    try {
      const site = await loadSite();
      site.app(req, res, next);
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      next(error);
    }
  });

  // Vite's own requests (modules, its client, dependencies) would drown the page requests.
  const quiet = (url: string) => /^\/(@|app\/|node_modules\/|assets\/|healthz$|readyz$)/.test(url);
  return (req, res) => {
    if (!quiet(req.url ?? "")) accessLog.track(req, res);
    app(req, res);
  };
}
