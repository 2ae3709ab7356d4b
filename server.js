// Entry point: `node server.js` serves the production build (`npm run build` first);
// NODE_ENV=development serves the app through Vite with hot reload.
import compression from "compression";
import express from "express";
import morgan from "morgan";
import path from "node:path";
import { pathToFileURL } from "node:url";

const DEV = process.env.NODE_ENV === "development";
const PORT = Number(process.env.PORT ?? 3000);
const HOST = process.env.HOST ?? "0.0.0.0";
const BUILD_DIR = process.env.BUILD_DIR ?? "build";

const server = express();
server.disable("x-powered-by");
if (process.env.TRUST_PROXY) server.set("trust proxy", process.env.TRUST_PROXY);

// One line a request; assets are left out to keep the log about pages and API calls.
server.use(
  morgan(":remote-addr :method :url :status :res[content-length] :response-time ms", {
    skip: (req) => req.url.startsWith("/assets/") || req.url === "/healthz",
  }),
);

let site;
if (DEV) {
  const vite = await import("vite").then((v) => v.createServer({ server: { middlewareMode: true } }));
  server.use(vite.middlewares);
  server.use(async (req, res, next) => {
    try {
      const mod = await vite.ssrLoadModule("./server/app.ts");
      return mod.app(req, res, next);
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      next(error);
    }
  });
} else {
  site = await import(pathToFileURL(path.resolve(BUILD_DIR, "server/index.js")).href);
  await site.startup();
  // Cached pages arrive compressed already; compression skips responses with Content-Encoding set.
  server.use(compression());
  server.use("/assets", express.static(path.resolve(BUILD_DIR, "client/assets"), { immutable: true, maxAge: "1y", index: false }));
  server.use(express.static(path.resolve(BUILD_DIR, "client"), { maxAge: "1d", index: false, redirect: false }));
  server.use(site.app);
}

const listener = server.listen(PORT, HOST, () => {
  console.log(`ForestCrew site listening on http://${HOST === "0.0.0.0" ? "localhost" : HOST}:${PORT}`);
});

let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received: closing`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  listener.close(async () => {
    await site?.shutdown().catch((error) => console.error(error));
    process.exit(0);
  });
  listener.closeIdleConnections();
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));
