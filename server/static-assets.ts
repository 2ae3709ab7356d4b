// Compressible build assets (JS, CSS, SVG, manifests) held in memory, brotli- and gzip-compressed
// once at start at the highest levels, served with ETag revalidation. Hashed files under /assets/
// are immutable; everything else is revalidated daily.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { prepareResponse, sendPrepared, type PreparedResponse } from "./precompressed";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".ico": "image/x-icon",
  ".map": "application/json; charset=utf-8",
};

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/** The compressible files of the build's client folder, by URL path, ready to send. */
export function loadStaticAssets(clientDir: string): Map<string, PreparedResponse> {
  const assets = new Map<string, PreparedResponse>();
  for (const file of walk(clientDir)) {
    const type = TYPES[path.extname(file)];
    if (!type || statSync(file).size > 5 * 1024 * 1024) continue;
    const urlPath = "/" + path.relative(clientDir, file).split(path.sep).join("/");
    const body = readFileSync(file);
    const worthIt = body.length > 512;
    assets.set(
      urlPath,
      prepareResponse({
        body,
        br: worthIt
          ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
          : null,
        gzip: worthIt ? gzipSync(body, { level: 9 }) : null,
        etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
        // Scripts and styles need only nosniff and CORP of the page's security headers; every byte
        // of a header is paid again on each of a page's ~20 asset requests.
        headers: {
          "Content-Type": type,
          "Cache-Control": urlPath.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=86400",
          "X-Content-Type-Options": "nosniff",
          "Cross-Origin-Resource-Policy": "same-origin",
        },
      }),
    );
  }
  return assets;
}

/** A handler that answers GET and HEAD for a known asset and returns false for everything else. */
export function staticAssetServer(assets: ReadonlyMap<string, PreparedResponse>) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const url = req.url ?? "/";
    const q = url.indexOf("?");
    const asset = assets.get(q === -1 ? url : url.slice(0, q));
    if (!asset) return false;
    sendPrepared(req, res, asset);
    return true;
  };
}
