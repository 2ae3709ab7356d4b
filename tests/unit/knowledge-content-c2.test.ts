/**
 * Content checks for three knowledge articles (occupational safety, tree species, timber prices):
 * the shape the /wissen pages and ForestChat rely on, the writing rules (whole sentences, no
 * repeats, no invented prices) and that visitors' typical questions find the right section.
 */
import { describe, expect, it } from "vitest";
import { arbeitssicherheitImWald } from "~/content/knowledge/arbeitssicherheit-im-wald";
import { baumartenUndKlima } from "~/content/knowledge/baumarten-und-klima";
import { holzpreiseVerstehen } from "~/content/knowledge/holzpreise-verstehen";
import type { KnowledgeArticle } from "~/content/knowledge/types";
import type { Passage } from "~/features/chat/knowledge/passages";
import { Retriever } from "~/features/chat/knowledge/retriever";
import { languages as langs, type Lang } from "~/lib/i18n";

const articles: readonly KnowledgeArticle[] = [arbeitssicherheitImWald, baumartenUndKlima, holzpreiseVerstehen];

/** Every block of prose in one language: paragraphs and list items. */
function blocks(article: KnowledgeArticle, lang: Lang): string[] {
  return article.copy[lang].sections.flatMap((s) => [...s.paragraphs, ...(s.list ?? [])]);
}

/** Sentences the way the chat's answer composer cuts them (after . ! ? and before a capital, digit or quote). */
function sentences(article: KnowledgeArticle, lang: Lang): string[] {
  return blocks(article, lang).flatMap((b) => b.split(/(?<=[.!?])\s+(?=[A-ZÄÖÜ0-9„"“])/u));
}

function words(article: KnowledgeArticle, lang: Lang): number {
  const copy = article.copy[lang];
  const text = [copy.title, ...copy.sections.map((s) => s.heading), ...blocks(article, lang)].join(" ");
  return text.split(/\s+/).filter(Boolean).length;
}

describe.each(articles.map((a) => [a.slug, a] as const))("knowledge article %s", (slug, article) => {
  it("is dated, sourced and addressed by its slug", () => {
    expect(article.checked).toBe("2026-11-24");
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(article.sources.length).toBeGreaterThanOrEqual(3);
    for (const source of article.sources) {
      expect(source.title.trim()).not.toBe("");
      expect(source.publisher.trim()).not.toBe("");
      if (source.url !== undefined) expect(source.url).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/\S*)?$/);
    }
  });

  it("has 4 to 6 sections whose anchors are the same in German and English", () => {
    const ids = (lang: Lang) => article.copy[lang].sections.map((s) => s.id);
    expect(ids("de").length).toBeGreaterThanOrEqual(4);
    expect(ids("de").length).toBeLessThanOrEqual(6);
    expect(ids("en")).toEqual(ids("de"));
    expect(new Set(ids("de")).size).toBe(ids("de").length);
    for (const id of ids("de")) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it.each(langs.map((l) => [l] as const))("in %s: a short summary, a real title and searchable keywords", (lang) => {
    const copy = article.copy[lang];
    expect(copy.summary.length).toBeLessThanOrEqual(160);
    expect(copy.summary.length).toBeGreaterThan(60);
    expect(copy.title).not.toBe(slug);
    expect(copy.keywords.length).toBeGreaterThanOrEqual(8);
    expect(new Set(copy.keywords.map((k) => k.toLowerCase())).size).toBe(copy.keywords.length);
  });

  it("is short: 350 to 600 words in German and about as long in English", () => {
    const de = words(article, "de");
    const en = words(article, "en");
    expect(de).toBeGreaterThanOrEqual(350);
    expect(de).toBeLessThanOrEqual(600);
    expect(en).toBeGreaterThanOrEqual(de * 0.8);
    expect(en).toBeLessThanOrEqual(de * 1.35);
  });

  it.each(langs.map((l) => [l] as const))("in %s: whole sentences only, none repeated", (lang) => {
    const all = sentences(article, lang);
    for (const sentence of all) {
      // A capital (or digit, §, quote) at the start and a full stop, question or exclamation mark (or a colon before a list) at the end.
      expect(sentence, sentence).toMatch(/^[A-ZÄÖÜ0-9§„“]/u);
      expect(sentence, sentence).toMatch(/[.!?:]$/u);
      // Abbreviations with a full stop would be cut into fragments by the answer composer.
      expect(sentence, sentence).not.toMatch(/\b(z\. ?B|u\. ?a|d\. ?h|bzw|ca|evtl|ggf|e\.g|i\.e|etc)\./iu);
    }
    const normalised = all.map((s) => s.toLowerCase().replace(/\s+/g, " "));
    expect(new Set(normalised).size).toBe(normalised.length);
  });

  it("writes German with Umlaute and typographic quotes", () => {
    const de = blocks(article, "de").join(" ");
    expect(de).toMatch(/[äöüß]/);
    expect(de).not.toMatch(/\b(fuer|ueber|koennen|muessen|waehrend|groess|baeume|haeufig)/iu);
    expect(de).not.toContain('"');
    expect((de.match(/„/g) ?? []).length).toBe((de.match(/“/g) ?? []).length);
  });
});

describe("what each article must say", () => {
  it("occupational safety names the binding rules and is marked as not legal advice", () => {
    expect(arbeitssicherheitImWald.legalNotice).toBe(true);
    for (const lang of langs) {
      const text = blocks(arbeitssicherheitImWald, lang).join(" ");
      expect(text).toContain("VSG 4.3");
      expect(text).toContain("114-018");
      expect(text).toContain("SVLFG");
      expect(text).toContain("KWF");
      expect(text).toContain("112");
    }
  });

  it("tree species and timber prices are not legal articles", () => {
    expect(baumartenUndKlima.legalNotice).toBe(false);
    expect(holzpreiseVerstehen.legalNotice).toBe(false);
  });

  it("timber prices invents no current figures and points software buyers to the pricing page", () => {
    for (const lang of langs) {
      const text = blocks(holzpreiseVerstehen, lang).join(" ");
      expect(text).not.toMatch(/\d\s*(€|euro|eur\b)|€\s*\d|\d+\s*%/iu);
      expect(text).toContain("/forestcrew-pricing");
      expect(text).toMatch(/RVR/);
      expect(text).toMatch(/Destatis/);
    }
  });
});

describe("visitors' questions find the right section", () => {
  const passages: Passage[] = articles.flatMap((article) =>
    langs.flatMap((lang) =>
      article.copy[lang].sections.map((section) => ({
        id: `${lang}:${article.slug}#${section.id}`,
        lang,
        href: `/wissen/${article.slug}#${section.id}`,
        page: article.copy[lang].title,
        heading: section.heading,
        text: [...section.paragraphs, ...(section.list ?? [])].join(" "),
        keywords: article.copy[lang].keywords.join(" "),
      })),
    ),
  );

  const cases: [Lang, string, string][] = [
    [
      "de",
      "Welche persönliche Schutzausrüstung ist bei der motormanuellen Holzernte vorgeschrieben?",
      "arbeitssicherheit-im-wald#schutzausruestung",
    ],
    ["de", "Brauche ich einen Motorsägenkurs, um Brennholz selbst zu machen?", "arbeitssicherheit-im-wald#ausbildung"],
    ["de", "Was ist ein Rettungspunkt im Wald?", "arbeitssicherheit-im-wald#rettungskette"],
    ["de", "Welche Baumarten eignen sich für einen trockenen, sandigen Standort im Klimawandel?", "baumarten-und-klima#baumarten"],
    ["de", "Woher weiß ich, welche Herkunft meine Pflanzen haben müssen?", "baumarten-und-klima#herkunft"],
    ["de", "Wie entwickeln sich die Preise für Fichtenstammholz derzeit?", "holzpreise-verstehen#aktuelle-preise"],
    ["de", "Was bedeutet frei Waldstraße?", "holzpreise-verstehen#preisbasis"],
    ["en", "What protective equipment do I need for chainsaw work?", "arbeitssicherheit-im-wald#schutzausruestung"],
    ["en", "Why is Norway spruce dying on dry sites?", "baumarten-und-klima#fichte"],
    ["en", "Where can I find current timber prices?", "holzpreise-verstehen#aktuelle-preise"],
  ];

  it.each(cases)("%s: %s → %s", (lang, question, expected) => {
    const retriever = new Retriever(passages.filter((p) => p.lang === lang));
    const [best] = retriever.search(question, 3);
    expect(best?.passage.href).toBe(`/wissen/${expected}`);
  });
});
