// How public answers may be kept by a CDN or reverse proxy in front of the site, and by browsers.
// One policy for every public page and resource, set by PAGE_CACHE_CONTROL; everything else (admin,
// API, forms with a signed render time, errors) is answered with `no-store` by server/app.ts.
import { createHash } from "node:crypto";
import { env } from "~/config/env.server";

/**
 * Shared caches keep a public answer for a minute and may serve it stale for ten while they
 * revalidate; browsers revalidate every time (max-age=0), which the ETag makes a cheap 304.
 */
export const DEFAULT_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";

/** The configured Cache-Control of public pages and resources. */
export function pageCacheControl(): string {
  return env().PAGE_CACHE_CONTROL ?? DEFAULT_PAGE_CACHE_CONTROL;
}

/** The language comes from the host, the bytes from the encoding: a shared cache must key on both. */
export const PUBLIC_VARY = "Host, Accept-Encoding";

/** For answers no cache may keep: personal, session-dependent, or different on every request. */
export const NO_STORE = "no-store";

/** A strong validator of a body (base64url SHA-1, as the page cache uses). */
export function etagOf(body: string | Buffer): string {
  return `"${createHash("sha1").update(body).digest("base64url")}"`;
}

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks for GET). */
export function etagMatches(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const bare = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === bare);
}

/**
 * A public resource (feed, sitemap, robots.txt, the blog's JSON files): the page policy, Vary and
 * an ETag, and 304 without a body when the client (or the CDN) already holds these bytes.
 */
export function publicResource(request: Request, body: string, headers: Record<string, string>, status = 200): Response {
  const etag = etagOf(body);
  const caching = { "Cache-Control": pageCacheControl(), Vary: PUBLIC_VARY, ETag: etag };
  if (status === 200 && etagMatches(request.headers.get("if-none-match"), etag))
    return new Response(null, { status: 304, headers: caching });
  return new Response(body, { status, headers: { ...headers, ...caching } });
}
