import { describe, expect, it } from "vitest";
import { renderMarkdown } from "~/features/blog/markdown.server";
import { postInputSchema } from "~/features/blog/index.server";
import { postLimits, slugPattern } from "~/features/blog/rules";
import { seedPosts } from "~/features/blog/seed-posts";
import { seedPostsEn } from "~/features/blog/seed-posts-en";

const germanById = new Map(seedPosts.map((p) => [p.id, p]));
const cases = seedPostsEn.map((p) => [p.slug, p] as const);

/** Words of the article as a reader sees them: Markdown syntax and link targets left out. */
function words(markdown: string): string[] {
  const text = markdown
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/\[\^\d+\]:?/g, " ")
    .replace(/^\s*\|?[-:| ]+\|?\s*$/gm, " ");
  return text.match(/[\p{L}\p{N}]+(?:[-'’.,][\p{L}\p{N}]+)*/gu) ?? [];
}

/** Everything a reader sees, without German names given in brackets, e.g. "(Bundeswaldgesetz)". */
function visibleText(post: (typeof seedPostsEn)[number]): string {
  return [post.title, post.author, post.summary, post.excerpt ?? "", ...post.tags, post.content.replace(/\]\([^)]*\)/g, "]")]
    .join("\n")
    .replace(/\([^)]*\)/g, " ");
}

/** Words and spellings that betray German left in the English text. */
const germanLeftovers = [
  " und ",
  " der ",
  " nicht ",
  " oder ",
  " für ",
  " mit ",
  " wird ",
  " werden ",
  " sich ",
  " auf ",
  "Forstbetrieb",
  "Revier",
  "Abteilung",
  "Polter ",
  "Festmeter",
  "Bestand",
  "Arbeitsauftrag",
  "Fazit",
  "Beitrag",
  "„",
  "ä",
  "ö",
  "ü",
  "ß",
];

/** How many of each Markdown feature an article uses, so the English keeps the German's structure. */
function structure(markdown: string) {
  const count = (re: RegExp) => markdown.match(re)?.length ?? 0;
  return {
    sections: count(/^## /gm),
    subsections: count(/^### /gm),
    tables: count(/^\|[-:| ]+\|\s*$/gm),
    tableRows: count(/^\|.*\|\s*$/gm),
    blockquotes: count(/^> /gm),
    tasks: count(/^- \[ \] /gm),
    bullets: count(/^- (?!\[ \])/gm),
    numbered: count(/^\d+\. /gm),
    footnotes: count(/^\[\^\d+\]: /gm),
    links: count(/\]\(\/[^)]*\)/g),
  };
}

describe("English seed articles", () => {
  it("offers at least four articles, among them the three other pages link to", () => {
    expect(seedPostsEn.length).toBeGreaterThanOrEqual(4);
    const translated = new Set(seedPostsEn.map((p) => germanById.get(p.translationOf)?.slug));
    for (const slug of [
      "digitale-arbeitsauftraege-im-forst",
      "borkenkaefer-monitoring-mit-drohnen-und-ki",
      "gps-zeiterfassung-im-forstbetrieb",
    ]) {
      expect(translated.has(slug), slug).toBe(true);
    }
  });

  it("uses unique ids and slugs, none of them a German one, and translates each German article at most once", () => {
    const germanSlugs = new Set(seedPosts.map((p) => p.slug));
    expect(new Set(seedPostsEn.map((p) => p.id)).size).toBe(seedPostsEn.length);
    expect(new Set(seedPostsEn.map((p) => p.slug)).size).toBe(seedPostsEn.length);
    expect(new Set(seedPostsEn.map((p) => p.translationOf)).size).toBe(seedPostsEn.length);
    for (const post of seedPostsEn) {
      expect(germanSlugs.has(post.slug), post.slug).toBe(false);
      expect(post.slug).toMatch(slugPattern);
      expect(post.slug).toMatch(/^[a-z0-9-]+$/);
    }
  });

  it.each(cases)("%s: is the translation of an existing German article, with its date, id and cover", (_slug, post) => {
    const german = germanById.get(post.translationOf);
    expect(german, post.translationOf).toBeDefined();
    expect(post.id).toBe(`${german!.id}-en`);
    expect(post.date).toBe(german!.date);
    expect(post.coverImage).toBe(german!.coverImage);
    expect(post.lang).toBe("en");
    expect(post.title).not.toBe(german!.title);
    expect(post.author.split(",")[0]).toBe(german!.author.split(",")[0]!.replace("Redaktion ForestCrew", "ForestCrew Editorial Team"));
  });

  it.each(cases)("%s: passes the editor's validation within the limits", (_slug, post) => {
    const parsed = postInputSchema.safeParse(post);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(parsed.data).toMatchObject({ lang: "en", slug: post.slug, title: post.title });
    expect(post.title.length).toBeLessThanOrEqual(postLimits.title);
    expect(post.slug.length).toBeLessThanOrEqual(postLimits.slug);
    expect(post.author.length).toBeLessThanOrEqual(postLimits.author);
    expect(post.summary.length).toBeLessThanOrEqual(postLimits.summary);
    expect(post.content.length).toBeLessThanOrEqual(postLimits.content);
    expect(post.excerpt!.trim()).not.toBe("");
    expect(post.excerpt!.length).toBeLessThanOrEqual(160);
    expect(post.tags.length).toBeGreaterThanOrEqual(3);
    expect(post.tags.length).toBeLessThanOrEqual(Math.min(5, postLimits.tags));
    expect(post.tags.every((t) => t.trim() === t && t !== "" && t.length <= postLimits.tag)).toBe(true);
  });

  it.each(cases)("%s: is a full article in the German original's structure", (_slug, post) => {
    const german = germanById.get(post.translationOf)!;
    const count = words(post.content).length;
    expect(count).toBeGreaterThanOrEqual(600);
    expect(count).toBeLessThanOrEqual(1300);
    // not a summary: at least 85 % of the German word count (English usually needs a few more words)
    expect(count).toBeGreaterThanOrEqual(words(german.content).length * 0.85);
    expect(post.content.trimStart().startsWith("##")).toBe(false);
    expect(structure(post.content)).toEqual(structure(german.content));
    expect(post.content.match(/ForestCrew/g)?.length ?? 0).toBeLessThanOrEqual(2);
    // typographic quotes, as in the German articles
    expect(post.content).not.toContain('"');
  });

  it.each(cases)("%s: has no German left in the visible text", (_slug, post) => {
    const text = visibleText(post);
    const found = germanLeftovers.filter((w) => text.includes(w));
    expect(found).toEqual([]);
  });

  it("links to other articles only through their English versions where one exists", () => {
    const englishSlugs = new Set(seedPostsEn.map((p) => p.slug));
    const germanSlugs = new Set(seedPosts.map((p) => p.slug));
    const translatedGerman = new Set(seedPostsEn.map((p) => germanById.get(p.translationOf)!.slug));
    const targets = seedPostsEn.flatMap((p) => [...p.content.matchAll(/\]\(\/blog\/([^)#]+)\)/g)].map((m) => m[1]!));
    expect(targets.length).toBeGreaterThan(0);
    for (const slug of targets) {
      expect(englishSlugs.has(slug) || (germanSlugs.has(slug) && !translatedGerman.has(slug)), slug).toBe(true);
    }
  });

  it("renders through the site's Markdown pipeline with the same headings, tables, quotes, tasks and footnotes as the German", async () => {
    const tags = (html: string) => ({
      h2: html.match(/<h2[\s>]/g)?.length ?? 0,
      h3: html.match(/<h3[\s>]/g)?.length ?? 0,
      tables: html.match(/<table>/g)?.length ?? 0,
      blockquotes: html.match(/<blockquote>/g)?.length ?? 0,
      checkboxes: html.match(/<input[^>]*type="checkbox"/g)?.length ?? 0,
      footnotes: html.match(/<section[^>]*data-footnotes/g)?.length ?? 0,
    });
    for (const post of seedPostsEn) {
      const [en, de] = await Promise.all([renderMarkdown(post.content), renderMarkdown(germanById.get(post.translationOf)!.content)]);
      expect(tags(en), post.slug).toEqual(tags(de));
      expect(en, post.slug).toContain("<h2");
    }
  }, 30_000); // twelve long articles through the full Markdown pipeline; slow on a busy machine
});
