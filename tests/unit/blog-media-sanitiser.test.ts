import { describe, expect, it } from "vitest";
import { isProtocolRelative, renderMarkdown } from "~/features/blog/markdown.server";
import { isBlockedAddress } from "~/features/editor/remote-images.server";

/** The href/src values of the rendered HTML, entities as the browser reads them. */
function addresses(html: string, attribute: "href" | "src"): string[] {
  return [...html.matchAll(new RegExp(`\\s${attribute}="([^"]*)"`, "g"))].map((m) =>
    m[1]!.replace(/&#x9;/g, "\t").replace(/&#xA;/gi, "\n"),
  );
}

describe("protocol-relative addresses (//host) are emptied by the sanitiser", () => {
  const cases: [string, string][] = [
    ["Markdown link", "[Spiegel](//evil.example/pfad)"],
    ["Markdown image", "![Bild](//evil.example/bild.png)"],
    ["Markdown reference image", "![Bild][b]\n\n[b]: //evil.example/bild.png"],
    ["autolink-free HTML link", '<a href="//evil.example/">Link</a>'],
    ["HTML image", '<img src="//evil.example/p.gif" alt="Zähler">'],
    ["backslash form", '<a href="/\\evil.example/">Link</a>'],
    ["two backslashes", '<img src="\\\\evil.example/p.gif" alt="x">'],
    ["leading space", '<a href=" //evil.example/">Link</a>'],
    ["tab between the slashes", '<a href="/&#9;/evil.example/">Link</a>'],
    ["blockquote cite", '<blockquote cite="//evil.example/">Zitat</blockquote>'],
  ];
  it.each(cases)("%s", async (_name, markdown) => {
    const html = await renderMarkdown(markdown);
    for (const value of [...addresses(html, "href"), ...addresses(html, "src")]) {
      expect(isProtocolRelative(value), `${value} in ${html}`).toBe(false);
    }
    expect(html).not.toContain("evil.example/");
  });

  it("keeps the link text and the image's alt text, only the address goes", async () => {
    const html = await renderMarkdown("[Spiegel](//evil.example/) und ![Zähler](//evil.example/p.gif)");
    expect(html).toContain("<a>Spiegel</a>");
    expect(html).toMatch(/<img alt="Zähler"[^>]*>/);
    expect(html).not.toContain("src=");
  });

  it("leaves site paths, relative images, in-page and absolute https links alone", async () => {
    const html = await renderMarkdown(
      "[Kontakt](/kontakt) [oben](#start) [Wald](https://example.org/wald) ![a](/blog/images/2026/a.png) ![b](bild.png)",
    );
    expect(addresses(html, "href")).toEqual(["/kontakt", "#user-content-start", "https://example.org/wald"]);
    expect(addresses(html, "src")).toEqual(["/blog/images/2026/a.png", "/blog/images/bild.png"]);
  });
});

describe("addresses the external image fetch refuses", () => {
  it.each([
    "127.0.0.1",
    "127.8.9.10",
    "10.1.2.3",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "224.0.0.251",
    "255.255.255.255",
    "::1",
    "::",
    "fe80::1",
    "fd00::1",
    "fc12:3456::1",
    "ff02::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:10.0.0.1",
    "64:ff9b::a00:1",
    "2002:c0a8:101::1",
    "not-an-address",
  ])("refuses %s", (address) => {
    expect(isBlockedAddress(address)).toBe(true);
  });

  it.each(["93.184.216.34", "1.1.1.1", "172.32.0.1", "2606:4700:4700::1111", "::ffff:93.184.216.34", "2a00:1450:4001:82b::200e"])(
    "allows the public address %s",
    (address) => {
      expect(isBlockedAddress(address)).toBe(false);
    },
  );
});
