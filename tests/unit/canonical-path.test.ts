import { describe, expect, it } from "vitest";
import { canonicalPath } from "../../server/canonical-path";

describe("canonicalPath", () => {
  it("drops trailing slashes and lower-cases known pages", () => {
    expect(canonicalPath("/forestcrew/")).toBe("/forestcrew");
    expect(canonicalPath("/FORESTCREW")).toBe("/forestcrew");
    expect(canonicalPath("/")).toBe("/");
    expect(canonicalPath("/Wissen/Borkenkaefer-Erkennen")).toBe("/wissen/borkenkaefer-erkennen");
    expect(canonicalPath("/Wissen/Unbekannt")).toBe("/Wissen/Unbekannt");
  });

  // Browsers read "\" as "/" and drop tabs and line breaks: such a Location would leave the site.
  it.each([
    ["//evil.example/", "/evil.example"],
    ["/\\evil.example/", "/%5Cevil.example"],
    ["/\\\\evil.example", "/%5C%5Cevil.example"],
    ["/\t/evil.example/", "/%09/evil.example"],
    ["/\n/evil.example", "/%0A/evil.example"],
    ["/ /evil.example", "/%20/evil.example"],
  ])("never points a redirect at another host: %j → %j", (path, target) => {
    expect(canonicalPath(path)).toBe(target);
    const resolved = new URL(canonicalPath(path), "https://www.example.test");
    expect(resolved.host).toBe("www.example.test");
  });
});
