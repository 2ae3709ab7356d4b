/**
 * Content checks for the knowledge articles on forest law, funding and bark beetles: what a reader
 * (and ForestChat, which cites them section by section) relies on — dated, the same sections in both
 * languages, whole sentences, no repeats, sources named, the legal notice where law is discussed.
 */
import { describe, expect, it } from "vitest";
import { borkenkaeferErkennen } from "~/content/knowledge/borkenkaefer-erkennen";
import { foerderungImWald } from "~/content/knowledge/foerderung-im-wald";
import type { KnowledgeArticle, KnowledgeArticleCopy } from "~/content/knowledge/types";
import { waldrechtGrundlagen } from "~/content/knowledge/waldrecht-grundlagen";

interface Expectation {
  article: KnowledgeArticle;
  legalNotice: boolean;
  /** Terms a visitor types that must find the article (text or keywords). */
  findableBy: { de: string[]; en: string[] };
  /** Sections ForestChat and other pages link to by id. */
  sectionIds: string[];
}

const expectations: Expectation[] = [
  {
    article: borkenkaeferErkennen,
    legalNotice: false,
    findableBy: {
      de: ["Buchdrucker", "Kupferstecher", "Bohrmehl", "Käferholz", "16,5 °C", "Pheromonfalle"],
      en: ["spruce bark beetle", "boring dust", "16.5 °C", "pheromone trap"],
    },
    sectionIds: ["anzeichen", "kontrolle", "massnahmen", "monitoring"],
  },
  {
    article: waldrechtGrundlagen,
    legalNotice: true,
    findableBy: {
      de: ["Bundeswaldgesetz", "§ 11", "§ 9", "§ 14", "Aufforstungspflicht", "Kahlschlag", "Landeswaldgesetz"],
      en: ["Federal Forest Act", "replanting", "clear-cut", "conversion"],
    },
    sectionIds: ["wiederbewaldungspflicht", "umwandlung", "betretungsrecht", "vom-gesetz-zur-handlung"],
  },
  {
    article: foerderungImWald,
    legalNotice: true,
    findableBy: {
      de: ["GAK", "Klimaangepasstes Waldmanagement", "FNR", "ELER", "Fördermittel", "Zuschuss", "vorzeitig"],
      en: ["grants", "funding", "FNR", "EAFRD", "before you start"],
    },
    sectionIds: ["gak", "klimaangepasstes-waldmanagement", "antrag-vorbereiten"],
  },
];

function allText(copy: KnowledgeArticleCopy): string[] {
  return copy.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.list ?? [])]);
}

function bodyText(copy: KnowledgeArticleCopy): string[] {
  return copy.sections.flatMap((s) => [...s.paragraphs, ...(s.list ?? [])]);
}

function words(copy: KnowledgeArticleCopy): number {
  return [copy.summary, ...allText(copy)].join(" ").split(/\s+/).filter(Boolean).length;
}

/** Splits prose into sentences at ". ", "? ", "! " and ": " followed by a capital letter. */
function sentences(copy: KnowledgeArticleCopy): string[] {
  return bodyText(copy).flatMap((p) =>
    p
      .split(/(?<=[.!?])\s+(?=[A-ZÄÖÜ„])/u)
      .map((s) => s.trim())
      .filter(Boolean),
  );
}

describe.each(expectations)("knowledge article $article.slug", (e) => {
  const { article } = e;
  const { de, en } = article.copy;

  it("is dated and carries the legal notice exactly where law is discussed", () => {
    expect(article.checked).toBe("2026-11-24");
    expect(article.legalNotice).toBe(e.legalNotice);
  });

  it("has 4 to 6 sections with the same stable ids in German and English", () => {
    const ids = de.sections.map((s) => s.id);
    expect(ids.length).toBeGreaterThanOrEqual(4);
    expect(ids.length).toBeLessThanOrEqual(6);
    expect(en.sections.map((s) => s.id)).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    for (const id of e.sectionIds) expect(ids).toContain(id);
  });

  it("keeps the summary short enough for a meta description", () => {
    for (const copy of [de, en]) {
      expect(copy.summary.length).toBeGreaterThan(40);
      expect(copy.summary.length).toBeLessThanOrEqual(160);
    }
  });

  it("is short: 350–600 words in German, about as long in English", () => {
    expect(words(de)).toBeGreaterThanOrEqual(350);
    expect(words(de)).toBeLessThanOrEqual(600);
    expect(words(en)).toBeGreaterThanOrEqual(330);
    expect(words(en)).toBeLessThanOrEqual(650);
  });

  it("writes whole sentences: capital start, closing punctuation, no fragments", () => {
    for (const copy of [de, en]) {
      for (const text of bodyText(copy)) {
        expect(text, text).toMatch(/^[A-ZÄÖÜ„0-9§]/u);
        expect(text, text).toMatch(/[.!?:“]$/u);
        expect(text, text).not.toMatch(/^(und|oder|aber|and|or|but)\b/iu);
        expect(text, text).not.toMatch(/\s{2,}|…/u);
      }
    }
  });

  it("never repeats a sentence", () => {
    for (const copy of [de, en]) {
      const all = sentences(copy);
      expect(all.length).toBeGreaterThan(10);
      const seen = new Set<string>();
      for (const s of all) {
        const key = s.toLowerCase();
        expect(seen.has(key), `repeated: ${s}`).toBe(false);
        seen.add(key);
      }
    }
  });

  it("writes German with Umlaute and typographic quotes", () => {
    const text = [de.title, de.summary, ...allText(de), ...article.sources.map((s) => s.title)].join("\n");
    expect(text).not.toMatch(/"/);
    expect(text).not.toMatch(/\b\w*(fuer|Foerder|foerder|Kaefer|kaefer|Massnahme|massnahme|Gruende)\w*/u);
    expect(text).toMatch(/[äöüß]/u);
  });

  it("is findable by the words visitors type", () => {
    const haystack = (copy: KnowledgeArticleCopy) =>
      [copy.title, copy.summary, ...allText(copy), ...copy.keywords].join("\n").toLowerCase();
    for (const term of e.findableBy.de) expect(haystack(de)).toContain(term.toLowerCase());
    for (const term of e.findableBy.en) expect(haystack(en)).toContain(term.toLowerCase());
  });

  it("names its sources, with an exact https address only where one is given", () => {
    expect(article.sources.length).toBeGreaterThanOrEqual(3);
    for (const source of article.sources) {
      expect(source.title.length).toBeGreaterThan(5);
      expect(source.publisher.length).toBeGreaterThan(3);
      if (source.url !== undefined) expect(source.url).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}\//);
    }
  });

  it("invents no amounts: no euro figures or percentages", () => {
    for (const copy of [de, en]) {
      const text = allText(copy).join("\n");
      expect(text).not.toMatch(/€|\bEuro\b|\beuros?\b|%|Prozent|per cent/iu);
    }
  });
});
