import { describe, expect, it } from "vitest";
import { addTag, blocksToMarkdown, formatPostDate, newPostId, relatedPosts, removeTag, slugify, slugPattern } from "~/features/blog/rules";
import { isArticlePath, showsBlogPosts } from "~/features/blog/paths";

describe("slugify (German umlauts transliterated)", () => {
  it.each([
    ["Größe & Übermaß – Wald!", "groesse-uebermass-wald"],
    ["Digitale Arbeitsaufträge im Forst", "digitale-arbeitsauftraege-im-forst"],
    ["ÄÖÜ äöü ß", "aeoeue-aeoeue-ss"],
    ["  Borkenkäfer   Monitoring  ", "borkenkaefer-monitoring"],
    ["CO2-Markt -- für Waldbesitzer", "co2-markt-fuer-waldbesitzer"],
    ["snake_case bleibt", "snake_case-bleibt"],
    ["Café & Forêt", "cafe-foret"],
    ["!!!", ""],
  ])("%s → %s", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it("produces slugs the editor accepts", () => {
    expect(slugPattern.test(slugify("Größe & Übermaß – Wald!"))).toBe(true);
    expect(slugPattern.test("Gross")).toBe(false);
    expect(slugPattern.test("a--b")).toBe(false);
  });
});

describe("tags", () => {
  it("adds a trimmed, non-empty, new tag", () => {
    expect(addTag(["Forst"], "  Borkenkäfer ")).toEqual(["Forst", "Borkenkäfer"]);
  });
  it("ignores empty and duplicate tags, returning the same list", () => {
    const tags = ["Forst"];
    expect(addTag(tags, "   ")).toBe(tags);
    expect(addTag(tags, " Forst ")).toBe(tags);
  });
  it("removes a tag", () => {
    expect(removeTag(["a", "b", "c"], "b")).toEqual(["a", "c"]);
    expect(removeTag(["a"], "x")).toEqual(["a"]);
  });
});

describe("related articles (at most 3 sharing a tag)", () => {
  const post = (id: string, tags: string[], date: string) => ({ id, tags, date });
  const current = post("p0", ["Forst", "GPS"], "2026-01-10T00:00:00Z");
  const all = [
    current,
    post("p1", ["Forst"], "2026-01-01T00:00:00Z"),
    post("p2", ["Holzmarkt"], "2026-03-01T00:00:00Z"),
    post("p3", ["GPS"], "2026-02-01T00:00:00Z"),
    post("p4", ["Forst", "GPS"], "2025-06-01T00:00:00Z"),
    post("p5", ["Forst"], "2026-04-01T00:00:00Z"),
  ];
  it("lists other posts sharing a tag: more shared tags first, then newest, at most 3", () => {
    expect(relatedPosts(current, all).map((p) => p.id)).toEqual(["p4", "p5", "p3"]);
  });
  it("never lists the post itself or posts without a shared tag", () => {
    const ids = relatedPosts(current, all, 10).map((p) => p.id);
    expect(ids).not.toContain("p0");
    expect(ids).not.toContain("p2");
    expect(ids).toHaveLength(4);
  });
  it("is empty for a post without tags", () => {
    expect(relatedPosts(post("x", [], "2026-01-01"), all)).toEqual([]);
  });
});

describe("blocksToMarkdown (the old site's content blocks)", () => {
  it("converts headings, paragraphs, lists and other blocks, joined by blank lines", () => {
    const md = blocksToMarkdown([
      { type: "heading", level: 2, content: "Titel" },
      { type: "paragraph", content: "Absatz mit **fett**." },
      { type: "list", items: ["eins", "zwei"] },
      { type: "quote", content: "Zitat" },
      { type: "divider" },
    ]);
    expect(md).toBe('## Titel\n\nAbsatz mit **fett**.\n\n- eins\n- zwei\n\nZitat\n\n{"type":"divider"}');
  });
  it("clamps heading levels to 1–6", () => {
    expect(blocksToMarkdown([{ type: "heading", level: 9, content: "x" }])).toBe("###### x");
    expect(blocksToMarkdown([{ type: "heading", content: "x" }])).toBe("# x");
  });
  it("throws on input it cannot convert", () => {
    expect(() => blocksToMarkdown("text")).toThrow();
    expect(() => blocksToMarkdown([null])).toThrow();
    expect(() => blocksToMarkdown([{ type: "list", items: "nope" }])).toThrow();
    expect(() => blocksToMarkdown([{ type: "paragraph", content: { x: 1 } }])).toThrow();
  });
});

describe("formatPostDate", () => {
  it("writes German long dates", () => {
    expect(formatPostDate("2026-11-21T10:00:00.000Z", "de")).toBe("21. November 2026");
    expect(formatPostDate("2026-03-01T10:00:00.000Z", "de")).toBe("1. März 2026");
  });
  it("writes English long dates", () => {
    expect(formatPostDate("2026-11-21T10:00:00.000Z", "en")).toBe("21 November 2026");
  });
  it("uses German time (a post saved late in the evening UTC is dated the next day)", () => {
    expect(formatPostDate("2026-11-21T23:30:00.000Z", "de")).toBe("22. November 2026");
  });
  it("is empty for an unparseable date", () => {
    expect(formatPostDate("kein Datum", "de")).toBe("");
  });
});

describe("newPostId", () => {
  it("is 'post-' plus the timestamp", () => {
    expect(newPostId(1763719200000)).toBe("post-1763719200000");
    expect(newPostId()).toMatch(/^post-\d{13}$/);
  });
});

describe("blog paths (page cache)", () => {
  it("treats /blog/{slug} as an article page, but not the admin pages or resources", () => {
    expect(isArticlePath("/blog/gps-zeiterfassung-im-forstbetrieb")).toBe(true);
    for (const path of [
      "/blog",
      "/blog/login",
      "/blog/admin",
      "/blog/admin/new",
      "/blog/index.json",
      "/blog/feed.xml",
      "/blog/images/a.png",
      "/blog/Gross",
      "/blog/a/b",
    ]) {
      expect(isArticlePath(path), path).toBe(false);
    }
  });
  it("drops the list, the articles and the sitemap when posts change, nothing else", () => {
    for (const path of ["/blog", "/blog/some-post", "/sitemap.xml"]) expect(showsBlogPosts(path), path).toBe(true);
    for (const path of ["/", "/forestcrew", "/blogger"]) expect(showsBlogPosts(path), path).toBe(false);
  });
});
