import { describe, expect, it, vi } from "vitest";
import { etagMatches, negotiateEncoding, PageCache, toCachedPage } from "../../server/page-cache";
import { contentSecurityPolicy, inlineScriptHashes } from "../../server/security";

const html = (body: string) => new Response(`<!DOCTYPE html><html><body>${body}</body></html>`, { headers: { "content-type": "text/html; charset=utf-8" } });

describe("content security policy", () => {
  it("never allows unsafe-inline scripts", () => {
    const csp = contentSecurityPolicy({ nonce: "abc" });
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src "));
    expect(scriptSrc).toBe("script-src 'self' 'nonce-abc'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("upgrade-insecure-requests");
    expect(contentSecurityPolicy({ upgradeInsecure: true })).toContain("upgrade-insecure-requests");
  });

  it("hashes inline scripts and skips external ones", () => {
    const hashes = inlineScriptHashes('<script>alert(1)</script><script src="/a.js"></script><script type="module">import "/b.js";</script>');
    // sha256 of "alert(1)"
    expect(hashes).toContain("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
    expect(hashes).toHaveLength(2);
  });
});

describe("page cache", () => {
  it("renders a page once, also for concurrent requests, and compresses it", async () => {
    const render = vi.fn(async () => html("<h1>Hallo</h1><script>x()</script>"));
    const cache = new PageCache(render);
    const [a, b] = await Promise.all([cache.get({ lang: "de", pathname: "/" }), cache.get({ lang: "de", pathname: "/" })]);
    expect(render).toHaveBeenCalledTimes(1);
    expect(a).toBe(b);
    expect(a?.gzip.length).toBeGreaterThan(0);
    expect(a?.br.length).toBeGreaterThan(0);
    expect(a?.scriptHashes).toHaveLength(1);
    expect(a?.etag).toMatch(/^"[\w-]+"$/);
  });

  it("keeps languages apart and renders again after invalidation", async () => {
    const render = vi.fn(async ({ lang }: { lang: string }) => html(lang));
    const cache = new PageCache(render);
    await cache.get({ lang: "de", pathname: "/blog" });
    await cache.get({ lang: "en", pathname: "/blog" });
    expect(render).toHaveBeenCalledTimes(2);
    expect(cache.invalidate((k) => k.pathname.startsWith("/blog"))).toBe(2);
    await cache.get({ lang: "de", pathname: "/blog" });
    expect(render).toHaveBeenCalledTimes(3);
  });

  it("does not keep errors, redirects or responses that set cookies", async () => {
    expect(await toCachedPage(new Response("x", { status: 500, headers: { "content-type": "text/html" } }))).toBeNull();
    expect(await toCachedPage(new Response(null, { status: 301, headers: { location: "/" } }))).toBeNull();
    expect(await toCachedPage(new Response("x", { headers: { "content-type": "text/html", "set-cookie": "a=b" } }))).toBeNull();
  });

  it("negotiates encodings and matches ETags", () => {
    expect(negotiateEncoding("gzip, deflate, br")).toBe("br");
    expect(negotiateEncoding("gzip")).toBe("gzip");
    expect(negotiateEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(negotiateEncoding(undefined)).toBe("identity");
    expect(etagMatches('"a", W/"b"', '"b"')).toBe(true);
    expect(etagMatches('"a"', '"b"')).toBe(false);
    expect(etagMatches(undefined, '"b"')).toBe(false);
  });
});

describe("canonical paths", async () => {
  // The rule lives in its own module, so this test does not load the React Router build.
  const { canonicalPath } = await import("../../server/canonical-path");
  it("drops trailing slashes and lowercases known pages", () => {
    expect(canonicalPath("/forestcrew/")).toBe("/forestcrew");
    expect(canonicalPath("/FORESTCREW")).toBe("/forestcrew");
    expect(canonicalPath("/")).toBe("/");
    expect(canonicalPath("/blog/Mein-Beitrag")).toBe("/blog/Mein-Beitrag");
  });
  it("never produces a protocol-relative address", () => {
    expect(canonicalPath("//evil.example/")).toBe("/evil.example");
    expect(canonicalPath("///")).toBe("/");
  });
});
