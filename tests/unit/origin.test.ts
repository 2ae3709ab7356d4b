import { describe, expect, it } from "vitest";
import { isCrossSite, requireSameOrigin } from "~/lib/auth/origin.server";

/** A POST to the English site, as a browser (or another client) would send it. */
function post(headers: Record<string, string>, url = "http://en.example.de/contact") {
  return new Request(url, { method: "POST", headers });
}

describe("isCrossSite", () => {
  it("decides by Sec-Fetch-Site when the browser sends it: only same-origin and the visitor's own action pass", () => {
    expect(isCrossSite(post({ "sec-fetch-site": "same-origin", origin: "http://en.example.de" }))).toBe(false);
    expect(isCrossSite(post({ "sec-fetch-site": "none" }))).toBe(false);
    // The German site, or a sibling subdomain we may not control: same site, other origin.
    expect(isCrossSite(post({ "sec-fetch-site": "same-site", origin: "http://example.de" }))).toBe(true);
    expect(isCrossSite(post({ "sec-fetch-site": "same-site", origin: "http://shop.example.de" }))).toBe(true);
    expect(isCrossSite(post({ "sec-fetch-site": "same-site" }))).toBe(true);
    expect(isCrossSite(post({ "sec-fetch-site": "cross-site", origin: "https://evil.example" }))).toBe(true);
    expect(isCrossSite(post({ "sec-fetch-site": "cross-site" }))).toBe(true);
    // A value no browser sends is refused, not waved through.
    expect(isCrossSite(post({ "sec-fetch-site": "whatever" }))).toBe(true);
  });

  it("trusts the browser's Sec-Fetch-Site over a host the proxy rewrote", () => {
    const behindProxy = post({ "sec-fetch-site": "same-origin", origin: "https://en.example.de" }, "http://127.0.0.1:3000/contact");
    expect(isCrossSite(behindProxy)).toBe(false);
  });

  it("without Sec-Fetch-Site, needs Origin to name the request's host (any scheme)", () => {
    expect(isCrossSite(post({ origin: "http://en.example.de" }))).toBe(false);
    expect(isCrossSite(post({ origin: "https://en.example.de" }))).toBe(false);
    expect(isCrossSite(post({ origin: "http://example.de" }))).toBe(true);
    expect(isCrossSite(post({ origin: "http://en.example.de:8080" }))).toBe(true);
    expect(isCrossSite(post({ origin: "https://evil.example" }))).toBe(true);
    expect(isCrossSite(post({ origin: "null" }))).toBe(true);
  });

  it("without Sec-Fetch-Site and Origin, needs Referer to name the request's host", () => {
    expect(isCrossSite(post({ referer: "http://en.example.de/contact?x=1" }))).toBe(false);
    expect(isCrossSite(post({ referer: "http://example.de/kontakt" }))).toBe(true);
    expect(isCrossSite(post({ referer: "not a url" }))).toBe(true);
    // Origin wins over Referer when both are there.
    expect(isCrossSite(post({ origin: "https://evil.example", referer: "http://en.example.de/" }))).toBe(true);
  });

  it("lets a request through that no browser page sent (no Sec-Fetch-Site, Origin or Referer)", () => {
    expect(isCrossSite(post({}))).toBe(false);
  });
});

describe("requireSameOrigin", () => {
  it("throws a 403 that no cache keeps for a cross-site request, and nothing otherwise", () => {
    expect(() => requireSameOrigin(post({ "sec-fetch-site": "same-origin" }))).not.toThrow();
    let thrown: unknown;
    try {
      requireSameOrigin(post({ "sec-fetch-site": "same-site" }));
    } catch (error) {
      thrown = error;
    }
    const init = (thrown as { init?: ResponseInit }).init;
    expect(init?.status).toBe(403);
    expect(new Headers(init?.headers).get("cache-control")).toBe("no-store");
  });
});
