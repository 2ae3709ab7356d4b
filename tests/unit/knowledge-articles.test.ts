import { describe, expect, it } from "vitest";
import { findKnowledgeArticle, knowledgeArticles } from "../../app/content/knowledge";
import { languages } from "../../app/lib/i18n";
import { articlePage, articleTeasers, knowledgeArticlePath, knowledgeArticlePaths } from "../../app/pages/wissen/articles";

// The knowledge articles are pages (/wissen/{slug}), meta descriptions and the anchors ForestChat
// cites (/wissen/{slug}#{section.id}): what a reader and a search engine would notice if wrong.

const sectionIdPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Ids the page itself uses: a section with one of them would make its anchor jump elsewhere. */
const reservedIds = new Set(["main", "mobile-menu"]);

describe("the knowledge articles", () => {
  it("are the six the overview lists, each at its own address", () => {
    expect(knowledgeArticles.map((a) => a.slug)).toEqual([
      "waldrecht-grundlagen",
      "foerderung-im-wald",
      "borkenkaefer-erkennen",
      "arbeitssicherheit-im-wald",
      "baumarten-und-klima",
      "holzpreise-verstehen",
    ]);
    expect(new Set(knowledgeArticlePaths).size).toBe(knowledgeArticles.length);
    expect(knowledgeArticlePath("borkenkaefer-erkennen")).toBe("/wissen/borkenkaefer-erkennen");
    expect(findKnowledgeArticle("gibt-es-nicht")).toBeUndefined();
  });

  for (const a of knowledgeArticles) {
    describe(a.slug, () => {
      it("has section ids that are unique, usable as anchors and the same in German and English", () => {
        const de = a.copy.de.sections.map((s) => s.id);
        const en = a.copy.en.sections.map((s) => s.id);
        expect(de.length).toBeGreaterThan(1);
        expect(new Set(de).size, "ids unique").toBe(de.length);
        expect(en).toEqual(de);
        for (const id of de) {
          expect(id, id).toMatch(sectionIdPattern);
          expect(reservedIds.has(id) || id.startsWith("wissen-"), `${id} is an id the page uses itself`).toBe(false);
        }
      });

      it("was checked on a real date, not in the future", () => {
        expect(a.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        const date = new Date(`${a.checked}T00:00:00Z`);
        expect(date.toISOString().slice(0, 10), "a calendar date that exists").toBe(a.checked);
        expect(date.getTime()).toBeLessThanOrEqual(Date.now());
      });

      it("names its sources, each with a publisher and, where linked, an https address", () => {
        expect(a.sources.length).toBeGreaterThan(0);
        for (const source of a.sources) {
          expect(source.title.trim().length, JSON.stringify(source)).toBeGreaterThan(3);
          expect(source.publisher.trim().length, JSON.stringify(source)).toBeGreaterThan(1);
          if (source.url !== undefined) expect(new URL(source.url).protocol, source.url).toBe("https:");
        }
        const keys = a.sources.map((s) => `${s.publisher}|${s.title}`);
        expect(new Set(keys).size, "no source listed twice").toBe(keys.length);
      });

      for (const lang of languages) {
        it(`has a title, a summary fit for a meta description and whole paragraphs (${lang})`, () => {
          const copy = a.copy[lang];
          expect(copy.title.trim().length).toBeGreaterThan(5);
          expect(copy.title, "not the skeleton's placeholder").not.toBe(a.slug);
          expect(copy.summary.length, copy.summary).toBeGreaterThanOrEqual(50);
          expect(copy.summary.length, copy.summary).toBeLessThanOrEqual(160);
          for (const section of copy.sections) {
            expect(section.heading.trim().length, section.id).toBeGreaterThan(2);
            expect(section.paragraphs.length, section.id).toBeGreaterThan(0);
            const texts = [copy.title, copy.summary, section.heading, ...section.paragraphs, ...(section.list ?? [])];
            for (const text of texts) {
              expect(text, "plain text, no Markdown or HTML").not.toMatch(/\*\*|__|<\/?[a-z]|\]\(|^#/);
              expect(text, "no doubled spaces or stray whitespace").toBe(text.replace(/\s+/g, " ").trim());
            }
            for (const paragraph of section.paragraphs) {
              expect(paragraph, "a paragraph ends like a sentence").toMatch(/[.!?:…“”"')]$/);
            }
          }
          if (lang === "de") {
            // German copy quotes „so“, as the rest of the site does.
            for (const text of [copy.summary, ...copy.sections.flatMap((s) => [...s.paragraphs, ...(s.list ?? [])])]) {
              expect(text, "typographic quotes in German").not.toMatch(/"/);
            }
          }
        });
      }
    });
  }

  it("mark the forest-law article as not legal advice", () => {
    expect(findKnowledgeArticle("waldrecht-grundlagen")?.legalNotice).toBe(true);
  });
});

describe("what the pages receive", () => {
  it("the overview lists every article in the visitor's language with its long date", () => {
    const de = articleTeasers("de");
    const en = articleTeasers("en");
    expect(de.map((t) => t.href)).toEqual(knowledgeArticlePaths);
    expect(de.map((t) => t.title)).toEqual(knowledgeArticles.map((a) => a.copy.de.title));
    expect(en.map((t) => t.title)).toEqual(knowledgeArticles.map((a) => a.copy.en.title));
    const first = knowledgeArticles[0]!;
    const [year, month, day] = first.checked.split("-").map(Number) as [number, number, number];
    const monthDe = new Intl.DateTimeFormat("de-DE", { month: "long", timeZone: "UTC" }).format(Date.UTC(year, month - 1, day));
    const monthEn = new Intl.DateTimeFormat("en-GB", { month: "long", timeZone: "UTC" }).format(Date.UTC(year, month - 1, day));
    expect(de[0]!.checkedLabel).toBe(`${day}. ${monthDe} ${year}`);
    expect(en[0]!.checkedLabel).toBe(`${day} ${monthEn} ${year}`);
  });

  it("an article page carries one language only, and nothing for an unknown slug", () => {
    const a = knowledgeArticles[0]!;
    const en = articlePage(a.slug, "en");
    expect(en?.title).toBe(a.copy.en.title);
    expect(en?.sections.map((s) => s.heading)).toEqual(a.copy.en.sections.map((s) => s.heading));
    expect(JSON.stringify(en)).not.toContain(a.copy.de.sections[0]!.paragraphs[0]!);
    expect(en?.path).toBe(`/wissen/${a.slug}`);
    expect(articlePage("WALDRECHT-GRUNDLAGEN", "de")).toBeUndefined();
    expect(articlePage("../etc/passwd", "de")).toBeUndefined();
  });
});
