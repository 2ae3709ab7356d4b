// The page cache while the database is away (ADR 0016): an invalidated page whose re-render fails
// is served from its last good copy; a 503 render is sent once and never kept.
import { describe, expect, it } from "vitest";
import { PageCache, type PageKey } from "../../server/page-cache";

const page = (body: string, status = 200, headers: Record<string, string> = {}) =>
  new Response(`<!DOCTYPE html><html><body>${body}</body></html>`, {
    status,
    headers: { "content-type": "text/html; charset=utf-8", ...headers },
  });

const blog: PageKey = { lang: "de", pathname: "/blog" };
const text = (p: { body: Buffer } | null) => p?.body.toString("utf8") ?? "";

/** A cache whose renderer answers what `next` holds: a page, a 503 page, or a thrown error. */
function cacheWith() {
  let next: () => Promise<Response> = () => Promise.resolve(page("v1"));
  let renders = 0;
  const cache = new PageCache(() => {
    renders += 1;
    return next();
  });
  const answer = (fn: () => Promise<Response>) => {
    next = fn;
  };
  return { cache, renders: () => renders, answer };
}

describe("page cache with the database away", () => {
  it("serves the last good copy when the re-render after an invalidation answers 503", async () => {
    const { cache, answer } = cacheWith();
    expect(text(await cache.get(blog))).toContain("v1");
    cache.invalidate();
    answer(() => Promise.resolve(page("Der Blog ist gerade nicht erreichbar", 503, { "retry-after": "30" })));
    const served = await cache.get(blog);
    expect(served?.status).toBe(200);
    expect(text(served)).toContain("v1");
    // Not fresh: the fast path misses, so the next request tries to render again.
    expect(cache.peek(blog)).toBeUndefined();
  });

  it("serves the last good copy when the re-render throws", async () => {
    const { cache, answer } = cacheWith();
    await cache.get(blog);
    cache.invalidate();
    answer(() => Promise.reject(new Error("connect ECONNREFUSED")));
    expect(text(await cache.get(blog))).toContain("v1");
  });

  it("takes the new page once the database is back, and forgets the old copy", async () => {
    const { cache, answer } = cacheWith();
    await cache.get(blog);
    cache.invalidate();
    answer(() => Promise.resolve(page("down", 503)));
    await cache.get(blog);
    answer(() => Promise.resolve(page("v2")));
    expect(text(await cache.get(blog))).toContain("v2");
    expect(text(cache.peek(blog) ?? null)).toContain("v2");
    cache.invalidate();
    answer(() => Promise.resolve(page("down", 503)));
    expect(text(await cache.get(blog))).toContain("v2");
  });

  it("drops the copy when the page is gone (404), instead of serving a deleted article", async () => {
    const { cache, answer } = cacheWith();
    const article: PageKey = { lang: "de", pathname: "/blog/old" };
    await cache.get(article);
    cache.invalidate();
    answer(() => Promise.resolve(page("nicht gefunden", 404)));
    expect(await cache.get(article)).toBeNull();
    answer(() => Promise.resolve(page("down", 503)));
    expect((await cache.get(article))?.status).toBe(503);
  });

  it("sends a 503 page without a copy once, with its no-store and Retry-After, and never keeps it", async () => {
    const { cache, answer, renders } = cacheWith();
    answer(() => Promise.resolve(page("Der Blog ist gerade nicht erreichbar", 503, { "retry-after": "30", "cache-control": "no-store" })));
    const served = await cache.get(blog);
    expect(served?.status).toBe(503);
    expect(served?.extraHeaders).toMatchObject({ "Retry-After": "30", "Cache-Control": "no-store" });
    expect(cache.peek(blog)).toBeUndefined();
    expect(cache.size).toBe(0);
    await cache.get(blog);
    expect(renders()).toBe(2);
  });
});
