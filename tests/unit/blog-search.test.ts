// Blog search without a database: the query from the address, the marked matches and their
// escaping, snippets, and what the index finds (umlaut variants, compounds, stems, live posts only).
import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { pageHref } from "~/features/blog/listing";
import { searchHref } from "~/features/blog/search-form";
import { isArticlePath } from "~/features/blog/paths";
import { highlight, parseSearchQuery, queryTerms, snippet, type Segment } from "~/features/blog/search";
import { searchCopy } from "~/features/blog/search-copy";
import { BlogSearchIndex, plainText, type SearchablePost } from "~/features/blog/search-index.server";

const params = (s: string) => new URLSearchParams(s);
const marked = (segments: Segment[]) => segments.filter((s) => s.hit).map((s) => s.text);
const render = (segments: Segment[]) => segments.map((s) => (s.hit ? `<mark>${escape(s.text)}</mark>` : escape(s.text))).join("");
const escape = (s: string) => renderToStaticMarkup(createElement("span", null, s)).slice(6, -7);

const post = (id: string, over: Partial<SearchablePost> = {}): SearchablePost => ({
  id,
  slug: id,
  title: `Beitrag ${id}`,
  date: "2026-01-01T08:00:00.000Z",
  summary: "Eine Zusammenfassung.",
  status: "published",
  lang: "de",
  text: "Ein Text über Forstwirtschaft.",
  ...over,
});

describe("the query", () => {
  it("is trimmed, whitespace collapsed, the first q taken; none is the empty query", () => {
    expect(parseSearchQuery(params("q=%20%20Borken%0Ak%C3%A4fer%20%20"))).toEqual({ q: "Borken käfer", truncated: false });
    expect(parseSearchQuery(params("q=wald&q=holz"))).toEqual({ q: "wald", truncated: false });
    expect(parseSearchQuery(params(""))).toEqual({ q: "", truncated: false });
    expect(parseSearchQuery(params("q=%20"))).toEqual({ q: "", truncated: false });
  });

  it("longer than 200 characters is cut to 200 (never an error), and says so", () => {
    const long = "ä".repeat(250);
    const parsed = parseSearchQuery(params(`q=${encodeURIComponent(long)}`));
    expect(parsed.truncated).toBe(true);
    expect(Array.from(parsed.q)).toHaveLength(200);
  });

  it("of stop words only has no terms", () => {
    expect(queryTerms("der die das")).toEqual([]);
    expect(queryTerms("Käfer")).toEqual(["kaf", "kaef"]);
  });

  it("results address keeps the query, later pages add ?seite=N", () => {
    expect(searchHref("bark beetle")).toBe("/blog/suche?q=bark+beetle");
    expect(pageHref(searchHref("wald"), 2)).toBe("/blog/suche?q=wald&seite=2");
    expect(pageHref("/blog", 2)).toBe("/blog?seite=2");
  });

  it("/blog/suche is no article: the page cache never keeps it", () => {
    expect(isArticlePath("/blog/suche")).toBe(false);
  });
});

describe("count line", () => {
  it("says Treffer / result(s) with the plural right", () => {
    expect(searchCopy.de.count(1, "Borkenkäfer")).toBe("1 Treffer für „Borkenkäfer“");
    expect(searchCopy.de.count(3, "Borkenkäfer")).toBe("3 Treffer für „Borkenkäfer“");
    expect(searchCopy.en.count(1, "bark beetle")).toBe("1 result for “bark beetle”");
    expect(searchCopy.en.count(3, "bark beetle")).toBe("3 results for “bark beetle”");
  });
});

describe("highlighting", () => {
  const terms = (q: string) => new Set(new BlogSearchIndex([post("p", { text: q })]).search(q)[0]?.terms ?? []);

  it("marks whole words whose stems, umlaut variants or compound endings matched", () => {
    const t = new Set(["kaf", "kaef"]);
    expect(marked(highlight("Der Borkenkäfer und die Käfer, kein Kaefer-Befall? Käfers!", t))).toEqual([
      "Borkenkäfer",
      "Käfer",
      "Kaefer",
      "Käfers",
    ]);
    expect(marked(highlight("Wald und Bäume", terms("Wald")))).toEqual(["Wald"]);
  });

  it("renders a post's markup and the query as text: <script> and <b> come out escaped", () => {
    const text = 'Vorsicht <script>alert("x")</script> und <b>fett</b>';
    const query = "<b>fett</b> <script>";
    const html = render(highlight(text, new Set(queryTerms(query))));
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<b>");
    expect(html).toContain("&lt;<mark>script</mark>&gt;");
    expect(html).toContain("&lt;b&gt;<mark>fett</mark>&lt;/b&gt;");
    expect(renderToStaticMarkup(createElement("p", null, searchCopy.de.count(1, query)))).toBe(
      "<p>1 Treffer für „&lt;b&gt;fett&lt;/b&gt; &lt;script&gt;“</p>",
    );
  });

  it("keeps every character: the segments joined give the text back", () => {
    const text = "„Käfer“ – im Wald, 24/7 & <i>CO₂</i>!";
    expect(
      highlight(text, new Set(["kaf", "co2"]))
        .map((s) => s.text)
        .join(""),
    ).toBe(text);
    expect(marked(highlight(text, new Set(["co2"])))).toEqual(["CO₂"]);
  });
});

describe("snippet", () => {
  const words = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `wort${i + from}`).join(" ");

  it("is a window around the first match, cut at words, with … where cut", () => {
    const text = `${words(80)} Borkenkäfer ${words(80, 100)}`;
    const s = snippet(text, new Set(["kaf"]));
    const joined = s.map((x) => x.text).join("");
    expect(joined.startsWith("… ")).toBe(true);
    expect(joined.endsWith(" …")).toBe(true);
    expect(marked(s)).toEqual(["Borkenkäfer"]);
    expect(joined.length).toBeLessThanOrEqual(230);
    expect(joined).not.toMatch(/… \S*ort\d+\S* …$/); // not empty around the match
    expect(joined.split(" ").every((w) => w === "…" || /^(wort\d+|Borkenkäfer)$/.test(w))).toBe(true);
  });

  it("of a short text is the whole text; without a match its beginning", () => {
    expect(
      snippet("Kurzer Text über Käfer.", new Set(["kaf"]))
        .map((s) => s.text)
        .join(""),
    ).toBe("Kurzer Text über Käfer.");
    const s = snippet(words(100), new Set(["kaf"]));
    expect(
      s
        .map((x) => x.text)
        .join("")
        .startsWith("wort0 wort1"),
    ).toBe(true);
    expect(marked(s)).toEqual([]);
  });
});

describe("the index", () => {
  const index = new BlogSearchIndex([
    post("beetle", {
      title: "Borkenkäfer-Monitoring mit Drohnen",
      summary: "Befall früh erkennen.",
      text: "Der Borkenkäfer vermehrt sich in warmen Sommern stark. Die Bohrmehlsuche bleibt wichtig.",
    }),
    post("body", { title: "Sturmschäden aufarbeiten", text: "Nach dem Sturm droht Borkenkäferbefall in liegendem Holz." }),
    post("plural", { title: "Waldschutz im Sommer", text: "Die Entwicklung des Borkenkäfers hängt vom Wetter ab." }),
    post("draft", { title: "Borkenkäfer-Entwurf", status: "draft" }),
    post("later", { title: "Borkenkäfer im Herbst", status: "scheduled", date: "2099-01-01T00:00:00.000Z" }),
    post("due", { title: "Borkenkäfer im Frühjahr", status: "scheduled", date: "2020-01-01T00:00:00.000Z" }),
    post("holz", { title: "Brennholz richtig lagern", text: "Brennholz trocknet zwei Sommer." }),
  ]);
  const found = (q: string) => index.search(q, new Date("2026-06-01T00:00:00Z")).map((r) => r.post.id);

  it("finds the live posts only: no draft, no scheduled post before its date, a scheduled one after it", () => {
    const ids = found("Borkenkäfer");
    expect(ids).not.toContain("draft");
    expect(ids).not.toContain("later");
    expect(ids).toContain("due");
  });

  it("ranks a title match above a match in the text only", () => {
    const ids = found("Borkenkäfer");
    expect(ids.indexOf("beetle")).toBeLessThan(ids.indexOf("body"));
    expect(ids.indexOf("beetle")).toBeLessThan(ids.indexOf("plural"));
  });

  it("is tolerant of case, umlaut spellings and inflection: Kaefer, kafer, Borkenkäfers", () => {
    for (const q of ["borkenkäfer", "BORKENKAEFER", "borkenkafer", "Borkenkäfers"]) {
      expect(found(q), q).toEqual(expect.arrayContaining(["beetle", "plural", "body"]));
    }
  });

  it("finds compounds by their ending or beginning: Käfer → Borkenkäfer, Holz → Brennholz, Borken → Borkenkäfer", () => {
    expect(found("Käfer")).toEqual(expect.arrayContaining(["beetle", "body", "plural"]));
    expect(found("Holz")).toContain("holz");
    expect(found("Borken")).toContain("beetle");
  });

  it("needs every word of the query; stop words are left out", () => {
    expect(found("Borkenkäfer Drohnen")).toEqual(["beetle"]);
    expect(found("Käfer im Sommer")).toEqual(expect.arrayContaining(["beetle", "plural"]));
    expect(found("Käfer im Sommer")).not.toContain("body");
    expect(found("der die das")).toEqual([]);
    expect(found("Zauberwald")).toEqual([]);
  });

  it("pages 12 results at a time and marks the matches in title, summary and snippet", () => {
    const many = new BlogSearchIndex(Array.from({ length: 14 }, (_, i) => post(`p${i}`, { text: `Mischwald Nummer ${i}` })));
    const first = many.page("Mischwald", 1)!;
    expect(first.total).toBe(14);
    expect(first.hits).toHaveLength(12);
    expect(first.info).toEqual({ page: 1, pageCount: 2 });
    expect(many.page("Mischwald", 2)!.hits).toHaveLength(2);
    expect(many.page("Mischwald", 3)).toBeNull();
    const hit = index.page("Borkenkäfer Drohnen", 1, new Date("2026-06-01T00:00:00Z"))!.hits[0]!;
    expect(marked(hit.title)).toEqual(["Borkenkäfer", "Drohnen"]);
    expect(marked(hit.snippet ?? [])).toContain("Borkenkäfer");
  });
});

describe("plain text of a post", () => {
  it("drops Markdown: headings, links, emphasis, HTML tags", () => {
    expect(plainText("## Fazit\n\nDer **Borkenkäfer** und [Drohnen](https://x.de) <script>alert(1)</script>")).toBe(
      "Fazit Der Borkenkäfer und Drohnen alert(1)",
    );
  });
});

describe("typos", () => {
  const index = new BlogSearchIndex([post("typo", { title: "Borkenkäfer im Einsatz" }), post("code", { title: "Probe PINE1234567890" })]);
  it("finds a word with a small typo, but never a word or code that differs by more", () => {
    expect(index.search("Borkenkäfr").map((r) => r.post.id)).toEqual(["typo"]);
    expect(index.search("ZIRB1234567890")).toEqual([]);
    expect(index.search("Barkenkifr")).toEqual([]);
  });
});
