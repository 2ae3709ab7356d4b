import { describe, expect, it } from "vitest";
import { hostileCorpus } from "~/features/blog/hostile-corpus.server";
import { contentMessages, renderMarkdown, renderPostContent, rewriteImageSrc } from "~/features/blog/markdown.server";

/** Everything in sanitised HTML that could run script or leave the page's control. */
function dangers(html: string): string[] {
  const found: string[] = [];
  // Tags with their quoted attribute values blanked: text inside a value is not markup.
  const markup = html.replace(/"[^"]*"/g, '""');
  if (/<script/i.test(markup)) found.push("script element");
  if (/<(iframe|object|embed|style|form|meta|base|link|svg|math|template|body|noscript|video|audio|button)\b/i.test(markup))
    found.push("forbidden element");
  if (/<[^>]*\s(on[a-z]+|style|srcdoc|formaction|srcset|xlink:href)\s*=/i.test(markup)) found.push("forbidden attribute");
  // Attribute values that are URLs with a forbidden protocol (entity-encoded forms are decoded by the serialiser).
  for (const m of html.matchAll(/\s(href|src|action|cite|data)="([^"]*)"/gi)) {
    const value = m[2]!
      .replace(/&#x?[0-9a-f]+;/gi, "")
      // eslint-disable-next-line no-control-regex -- browsers ignore control characters in a URL's scheme, so they are dropped before it is checked
      .replace(/[\s\u0000-\u001f]/g, "")
      .toLowerCase();
    if (/^(javascript|vbscript|data|file):/.test(value)) found.push(`${m[1]}=${m[2]}`);
  }
  if (/\sid="(?!user-content-)/i.test(html) || /\sname="(?!user-content-)/i.test(html)) found.push("unprefixed id/name");
  return found;
}

describe("sanitiser corpus", () => {
  it("has at least 30 hostile inputs", () => {
    expect(hostileCorpus.length).toBeGreaterThanOrEqual(30);
  });

  it.each(hostileCorpus.map((c) => [c.name, c.markdown] as const))("%s renders harmless HTML", async (_name, markdown) => {
    const html = await renderMarkdown(markdown);
    expect(dangers(html)).toEqual([]);
  });

  it("the danger check itself notices dangerous HTML", () => {
    expect(dangers('<img src="x" onerror="a()">')).not.toEqual([]);
    expect(dangers('<a href="javascript:alert(1)">x</a>')).not.toEqual([]);
    expect(dangers('<a href="jav&#x9;ascript:alert(1)">x</a>')).not.toEqual([]);
    expect(dangers("<script>x</script>")).not.toEqual([]);
    expect(dangers('<a id="x">x</a>')).not.toEqual([]);
  });

  it("keeps harmless text of hostile inputs", async () => {
    expect(await renderMarkdown("Text <script>window.__pwned=1</script> danach")).toContain("danach");
    expect(await renderMarkdown("[Klick mich](javascript:window.__pwned=1)")).toContain("Klick mich");
    // Code is shown, escaped, not executed.
    expect(await renderMarkdown("```html\n<script>x</script>\n```")).toContain("&#x3C;script>");
  });

  it("renders pathologically deep nesting quickly (50,000 '>' took minutes before the prefix cap)", async () => {
    const started = performance.now();
    await renderMarkdown(">".repeat(50_000) + " tief");
    expect(performance.now() - started).toBeLessThan(4000);
  });

  it("limits nesting to 100 levels and keeps the text", async () => {
    const html = await renderMarkdown(">".repeat(500) + " ganz tief");
    expect((html.match(/<blockquote>/g) ?? []).length).toBeLessThanOrEqual(100);
    expect(html).toContain("ganz tief");
  });
});

describe("renderMarkdown: GitHub-flavoured Markdown", () => {
  it("renders tables in a scroll wrapper", async () => {
    const html = await renderMarkdown("| Baumart | Anteil |\n|---|---:|\n| Fichte | 40 % |");
    // Scrolls sideways on phones: reachable by keyboard and named by its column heads.
    expect(html).toContain('<div class="table-scroll" tabindex="0" role="region" aria-label="Baumart, Anteil"><table>');
    expect(html).toContain("<th>Baumart</th>");
    expect(html).toContain('<td align="right">40 %</td>');
  });

  it("renders task lists with disabled checkboxes", async () => {
    const html = await renderMarkdown("- [x] Polter erfasst\n- [ ] Abfuhr geplant");
    expect(html).toContain('class="contains-task-list"');
    // Each checkbox is named by its item, so a screen reader says what is done (and axe's "label" rule holds).
    expect(html).toContain('<input type="checkbox" checked disabled aria-label="Polter erfasst">');
    expect(html).toContain('<input type="checkbox" disabled aria-label="Abfuhr geplant">');
  });

  it("renders strikethrough", async () => {
    expect(await renderMarkdown("~~alt~~ neu")).toContain("<del>alt</del>");
  });

  it("prefixes footnote ids once and points the links at them", async () => {
    const html = await renderMarkdown("Satz mit Quelle[^q].\n\n[^q]: Die Quelle.");
    expect(html).toContain('id="user-content-fn-q"');
    expect(html).toContain('href="#user-content-fn-q"');
    expect(html).toContain('id="user-content-fnref-q"');
    expect(html).toContain('href="#user-content-fnref-q"');
    expect(html).not.toContain("user-content-user-content-");
  });

  it("points in-page links at the prefixed ids of raw HTML anchors", async () => {
    const html = await renderMarkdown('[Nach unten](#ziel)\n\n<a id="ziel">Ziel</a>');
    expect(html).toContain('href="#user-content-ziel"');
    expect(html).toContain('id="user-content-ziel"');
  });

  it("keeps allowed link protocols and relative links", async () => {
    const html = await renderMarkdown(
      "[w](https://example.org) [m](mailto:info@example.org) [i](irc://irc.example.org) [x](xmpp:a@example.org) [r](/forestcrew)",
    );
    for (const href of ["https://example.org", "mailto:info@example.org", "irc://irc.example.org", "xmpp:a@example.org", "/forestcrew"]) {
      expect(html).toContain(`href="${href}"`);
    }
  });

  it("empties other link protocols", async () => {
    const html = await renderMarkdown("[f](ftp://example.org/datei) [t](tel:+49123)");
    expect(html).not.toContain("ftp:");
    expect(html).not.toContain("tel:");
  });

  it("rewrites relative image paths to /blog/images/ and loads images lazily", async () => {
    const html = await renderMarkdown("![Polter](polter.webp) ![Drohne](./fotos/drohne.jpg) ![Web](https://example.org/a.png)");
    expect(html).toContain('src="/blog/images/polter.webp"');
    expect(html).toContain('src="/blog/images/fotos/drohne.jpg"');
    expect(html).toContain('src="https://example.org/a.png"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('decoding="async"');
  });

  it("drops images with protocols other than http and https", async () => {
    const html = await renderMarkdown("![a](ftp://example.org/a.png)");
    expect(html).not.toContain("ftp:");
  });

  it("rewriteImageSrc leaves absolute paths and URLs and drops '..'", () => {
    expect(rewriteImageSrc("/blog/images/a.png")).toBe("/blog/images/a.png");
    expect(rewriteImageSrc("http://example.org/a.png")).toBe("http://example.org/a.png");
    expect(rewriteImageSrc("../../geheim.png")).toBe("/blog/images/geheim.png");
  });
});

describe("renderPostContent", () => {
  it("renders Markdown", async () => {
    expect(await renderPostContent("## Hallo")).toEqual({ html: '<h2 id="hallo">Hallo</h2>' });
  });
  it("gives h2 and h3 headings the anchors ForestChat cites (umlauts kept, repeats numbered, no user-content prefix)", async () => {
    const result = await renderPostContent("## Käfer – was tun?\n\n### Fazit\n\n## Fazit\n\n#### Klein");
    expect(result).toEqual({
      html: '<h2 id="käfer--was-tun">Käfer – was tun?</h2>\n<h3 id="fazit">Fazit</h3>\n<h2 id="fazit-1">Fazit</h2>\n<h4>Klein</h4>',
    });
  });
  it("converts blocks to Markdown first", async () => {
    const result = await renderPostContent([
      { type: "heading", level: 2, content: "Titel" },
      { type: "list", items: ["a", "b"] },
    ]);
    expect(result).toEqual({ html: '<h2 id="titel">Titel</h2>\n<ul>\n<li>a</li>\n<li>b</li>\n</ul>' });
  });
  it("reports blocks it cannot convert", async () => {
    expect(await renderPostContent([{ type: "list", items: 3 }])).toEqual({ error: contentMessages.conversion });
  });
  it("reports an unknown content format", async () => {
    expect(await renderPostContent({ html: "<p>x</p>" })).toEqual({ error: "Unbekanntes Content-Format" });
    expect(await renderPostContent(null)).toEqual({ error: "Unbekanntes Content-Format" });
  });
});
