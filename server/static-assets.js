// Compressible build assets (JS, CSS, SVG, manifests) held in memory, brotli- and gzip-compressed
// once at start at the highest levels, served with ETag revalidation. Hashed files under /assets/
// are immutable; everything else is revalidated daily.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const TYPES = {
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

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/** @param {string} clientDir the build's client folder */
export function loadStaticAssets(clientDir) {
  /** @type {Map<string, {type: string, body: Buffer, br: Buffer | null, gzip: Buffer | null, etag: string, cacheControl: string}>} */
  const assets = new Map();
  for (const file of walk(clientDir)) {
    const type = TYPES[path.extname(file)];
    if (!type || statSync(file).size > 5 * 1024 * 1024) continue;
    const urlPath = "/" + path.relative(clientDir, file).split(path.sep).join("/");
    const body = readFileSync(file);
    const worthIt = body.length > 512;
    assets.set(urlPath, {
      type,
      body,
      br: worthIt ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }) : null,
      gzip: worthIt ? gzipSync(body, { level: 9 }) : null,
      etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
      cacheControl: urlPath.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=86400",
    });
  }
  return assets;
}
