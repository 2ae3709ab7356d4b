// Entry point: `node server.js` serves the production build (`npm run build` first);
// NODE_ENV=development serves the app through Vite with hot reload.
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import compression from "compression";
import express from "express";
import { createAccessLog } from "./server/access-log.js";
import { loadStaticAssets } from "./server/static-assets.js";

const DEV = process.env.NODE_ENV === "development";
const PORT = Number(process.env.PORT ?? 3000);
const HOST = process.env.HOST ?? "0.0.0.0";
const BUILD_DIR = process.env.BUILD_DIR ?? "build";

const accessLog = createAccessLog(process.stdout);
const quiet = (url) => url.startsWith("/assets/") || url === "/healthz";

const app = express();
app.disable("x-powered-by");
if (process.env.TRUST_PROXY) app.set("trust proxy", process.env.TRUST_PROXY);

let site;
let handler;
if (DEV) {
  const vite = await import("vite").then((v) => v.createServer({ server: { middlewareMode: true } }));
  app.use(vite.middlewares);
  app.use(async (req, res, next) => {
    try {
      const mod = await vite.ssrLoadModule("./server/app.ts");
      return mod.app(req, res, next);
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      next(error);
    }
  });
  handler = (req, res) => {
    if (!quiet(req.url)) accessLog.track(req, res);
    app(req, res);
  };
} else {
  const clientDir = path.resolve(BUILD_DIR, "client");
  site = await import(pathToFileURL(path.resolve(BUILD_DIR, "server/index.js")).href);
  await site.startup();
  const assets = loadStaticAssets(clientDir);

  // Images, fonts and videos (with range requests) from disk; everything else goes to the app.
  app.use(compression());
  const setHeaders = (res) => res.setHeader("X-Content-Type-Options", "nosniff");
  app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false, setHeaders }));
  app.use(express.static(clientDir, { maxAge: "1d", index: false, redirect: false, setHeaders }));
  if (process.env.TRUST_PROXY) site.app.set("trust proxy", process.env.TRUST_PROXY);
  app.use(site.app);

  /** Compressible assets straight from memory: pre-compressed, ETag, security headers. */
  const serveAsset = (req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const q = req.url.indexOf("?");
    const asset = assets.get(q === -1 ? req.url : req.url.slice(0, q));
    if (!asset) return false;
    // Scripts and styles need only nosniff and CORP of the page's security headers; every byte
    // of a header is paid again on each of a page's ~20 asset requests.
    const headers = {
      "Content-Type": asset.type,
      "Cache-Control": asset.cacheControl,
      ETag: asset.etag,
      Vary: "Accept-Encoding",
      "X-Content-Type-Options": "nosniff",
      "Cross-Origin-Resource-Policy": "same-origin",
    };
    if (site.etagMatches(req.headers["if-none-match"], asset.etag)) {
      res.writeHead(304, headers);
      res.end();
      return true;
    }
    const encoding = site.negotiateEncoding(req.headers["accept-encoding"]);
    const body = (encoding === "br" && asset.br) || (encoding === "gzip" && asset.gzip) || asset.body;
    if (body !== asset.body) headers["Content-Encoding"] = encoding;
    headers["Content-Length"] = String(body.length);
    res.writeHead(200, headers);
    res.end(req.method === "HEAD" ? undefined : body);
    return true;
  };

  handler = (req, res) => {
    if (!quiet(req.url)) accessLog.track(req, res);
    if (serveAsset(req, res) || site.serveCachedPage(req, res)) return;
    app(req, res);
  };
}

const server = http.createServer(handler);
server.listen(PORT, HOST, () => {
  console.log(`ForestCrew site listening on http://${HOST === "0.0.0.0" ? "localhost" : HOST}:${PORT}`);
});

let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received: closing`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  server.close(async () => {
    accessLog.flush();
    await site?.shutdown().catch((error) => console.error(error));
    process.exit(0);
  });
  server.closeIdleConnections();
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));
