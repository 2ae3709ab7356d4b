// Every public statement about prices, discounts, billing and the trial says the same thing:
// the pages rendered to HTML (and their loaders' data: the FAQ's structured data, the metadata),
// the chat's priming and knowledge, in German and English, checked against ~/content/facts.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { pages } from "~/config/pages";
import { defaultSite } from "~/config/site";
import { plans, trial } from "~/content/facts";
import { knowledgeArticles } from "~/content/knowledge";
import { knowledgePassages } from "~/features/chat/knowledge/article-passages";
import { contactAnswer, priceAnswer } from "~/features/chat/knowledge/fact-answers";
import { pagePassages } from "~/features/chat/knowledge/passages";
import { contactPassages, factPassages } from "~/features/chat/knowledge/site-passages";
import { buildPriming } from "~/features/chat/priming";
import type { Lang } from "~/lib/i18n";
import { pageKnowledge } from "~/pages/knowledge";
import { renderRegistryMeta } from "./support/registry-meta";
import { renderPage } from "./support/render-page";

// Pages that read the data folder (the session secret) write into a temporary one.
await vi.hoisted(async () => {
  const { mkdtempSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  process.env.DATA_DIR = mkdtempSync(`${tmpdir()}/claims-`);
});

// The blog list without a database: its loader answers with the "unavailable" state.
vi.mock("~/lib/db/db.server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("~/lib/db/db.server")>()),
  getDatabase: () => Promise.reject(new Error("no database in this test")),
  logDatabaseError: () => {},
}));

const langs: Lang[] = ["de", "en"];

interface Text {
  /** Where it was found: "de /forestcrew-pricing", "en chat priming" … */
  source: string;
  text: string;
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', nbsp: "\u00a0", shy: "" };

/** What a visitor reads (and a screen reader hears) of a page's HTML, one block per line. */
function visibleText(html: string): string {
  return html
    .replace(/<(script|style|template)[\s\S]*?<\/\1>/gi, "\n")
    .replace(/<[^>]*\b(?:alt|aria-label)="([^"]*)"[^>]*>/gi, "\n$1\n")
    .replace(/<\/?(?:p|li|h[1-6]|div|section|dt|dd|td|th|tr|summary|details|ul|ol|br|header|footer|article|figcaption)\b[^>]*>/gi, "\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (m, e: string) =>
      e.startsWith("#x")
        ? String.fromCodePoint(parseInt(e.slice(2), 16))
        : e.startsWith("#")
          ? String.fromCodePoint(Number(e.slice(1)))
          : (entities[e] ?? m),
    );
}

/** Every string in a value (loader data, structured data, meta tags), one a line. */
function strings(value: unknown): string {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.map(strings).join("\n");
  if (value && typeof value === "object") return Object.values(value).map(strings).join("\n");
  return "";
}

const texts: Text[] = [];

beforeAll(async () => {
  for (const page of pages) {
    for (const lang of langs) {
      const { html, data } = await renderPage(page.id, lang);
      texts.push({ source: `${lang} ${page.path}`, text: visibleText(html) });
      texts.push({ source: `${lang} ${page.path} (loader data)`, text: strings(data) });
    }
  }
  for (const meta of await renderRegistryMeta()) texts.push({ source: `${meta.lang} ${meta.id} (meta)`, text: strings(meta.tags) });
  for (const lang of langs) {
    const chat = (what: string, text: string) => texts.push({ source: `${lang} chat ${what}`, text });
    chat("priming", buildPriming(lang, defaultSite).text);
    const passages = [
      ...pagePassages(pageKnowledge, lang),
      ...contactPassages(defaultSite, lang),
      ...factPassages(lang),
      ...knowledgePassages(knowledgeArticles, lang),
    ];
    for (const p of passages) chat(`passage ${p.id}`, p.text);
    const ctx = { lang, site: defaultSite, retriever: undefined as never };
    for (const q of ["preise", "beta", "beta pro", "enterprise", "jahrlich", "prices", "yearly"])
      chat(`price answer "${q}"`, priceAnswer(q, ctx).markdown);
    chat("contact answer", contactAnswer(ctx).markdown);
  }
}, 120_000);

const pct = String.raw`(\d+(?:[.,]\d+)?)[\s\u00a0\u202f]?%`;
const discountWord = /Rabatt|günstiger|unter dem|sparen|spart|Preisvorteil|Nachlass|discount|\bsav(?:e|es|ing)\b|\bbelow\b|\boff\b/i;
/** A plan's name, not "Beta-Preise", "beta prices" or "Beta-Phase". */
const planName =
  /\bBeta Pro\b|\bBeta\b(?![-\u2011]|\s+(?:prices?|Preise|phase|Phase|partners?|Partner|programme|Programm|testers?|Tester))/g;
const savingOf = Object.fromEntries(plans.map((p) => [p.name, p.savingPercent]));
const savings = plans.flatMap((p) => (p.savingPercent ? [p.savingPercent] : []));

/** The sentences of a text: split at line breaks and sentence ends ("99,5 %" and "z. B." stay whole). */
function sentences(text: string): string[] {
  return text
    .split(/\n|(?<=[.!?])\s+(?=[A-ZÄÖÜ])/)
    .map((s) => s.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

/** The plan a percentage at `at` in a sentence speaks of: the nearest plan name in the sentence, else the last one before it. */
function planAt(sentence: string, at: number, before: string): string | undefined {
  const inSentence = [...sentence.matchAll(planName)].map((m) => ({ name: m[0], distance: Math.abs(m.index - at) }));
  if (inSentence.length) return inSentence.sort((a, b) => a.distance - b.distance)[0]!.name;
  return [...before.slice(-300).matchAll(planName)].at(-1)?.[0];
}

/** Discount percentages that differ from the plan's saving: "de /x: "…30 % unter dem…" (Beta: 20)". */
function wrongDiscounts(t: Text): string[] {
  const problems: string[] = [];
  let before = "";
  for (const sentence of sentences(t.text)) {
    for (const m of sentence.matchAll(new RegExp(pct, "g"))) {
      const near = sentence.slice(Math.max(0, m.index - 60), m.index + m[0].length + 60);
      if (!discountWord.test(near)) continue;
      const value = Number(m[1]!.replace(",", "."));
      const plan = planAt(sentence, m.index, before);
      const expected = plan ? savingOf[plan] : undefined;
      const ok = expected !== undefined ? value === expected : savings.includes(value);
      if (!ok) problems.push(`${t.source}: "${sentence}" (${plan ?? "no plan"}: ${expected ?? savings.join(" or ")})`);
    }
    before += `${sentence}\n`;
  }
  return problems;
}

/** Lines of every text that match. */
function matching(pattern: RegExp): string[] {
  return texts.flatMap((t) => sentences(t.text).flatMap((s) => (pattern.test(s) ? [`${t.source}: "${s}"`] : [])));
}

describe("claims about prices, billing and the trial, on every page and in the chat", () => {
  it("reads every public page in both languages, and the chat's texts", () => {
    for (const page of pages) for (const lang of langs) expect(texts.some((t) => t.source === `${lang} ${page.path}`)).toBe(true);
    const pricing = texts.find((t) => t.source === "de /forestcrew-pricing")!.text;
    expect(pricing).toContain("Beta Pro");
    expect(texts.filter((t) => t.source.includes("chat")).length).toBeGreaterThan(50);
  });

  it("a discount next to a plan is that plan's saving against the future list price", () => {
    expect(texts.flatMap(wrongDiscounts)).toEqual([]);
    // The pricing page, the terms and the chat state both plans' savings.
    for (const source of ["de /forestcrew-pricing", "en /forestcrew-pricing", "de /agb", "en /agb", "de chat priming", "en chat priming"]) {
      const text = texts.find((t) => t.source === source)!.text;
      for (const p of plans.filter((x) => x.savingPercent))
        expect(text, `${source}: ${p.name}`).toMatch(new RegExp(`${p.savingPercent}[\\s\\u202f]?%`));
    }
  });

  it("no text promises a discount of 'up to 20 %'", () => {
    expect(matching(/bis zu 20[\s\u00a0\u202f]?%|up to 20[\s\u00a0\u202f]?%/i)).toEqual([]);
  });

  it("no text bills per active account or per employee: a flat price per plan", () => {
    const perAccount =
      /aktive[nms]? (?:Mitarbeiter|Benutzer|Nutzer)?konto|aktive[nms]? (?:Mitarbeiter|Benutzer|Nutzer)konten|pro (?:aktivem )?(?:Mitarbeiter|Benutzer|Nutzer)konto|pro (?:Mitarbeite|Nutzer|Person)|je (?:Mitarbeite|Nutzer)|active (?:employee |user )?accounts?|per (?:active )?(?:employee |user )?(?:account|seat|user|employee)/i;
    expect(matching(perAccount)).toEqual([]);
    for (const lang of langs) {
      const pricing = texts.find((t) => t.source === `${lang} /forestcrew-pricing`)!.text;
      expect(pricing).toMatch(lang === "de" ? /Festpreis/ : /flat price/);
    }
  });

  it("the trial is the same everywhere: a card at registration, nothing charged, and its length from the facts", () => {
    expect(trial.creditCardAtRegistration).toBe(true);
    expect(
      matching(
        /keine Kreditkarte|ohne Kreditkarte|Kreditkarte nicht nötig|no credit card|without a (?:credit )?card|no card (?:needed|required)/i,
      ),
    ).toEqual([]);
    const days =
      /(\d+)[\s\u00a0-](?:Tage (?:lang )?kostenlos|Testtage|days? free|free for|-?day trial|trial days)|free for (\d+) days|(\d+) Tage (?:lang )?(?:gratis|kostenlos)/gi;
    const wrongDays = texts.flatMap((t) =>
      [...t.text.matchAll(days)].flatMap((m) => (Number(m[1] ?? m[2] ?? m[3]) === trial.days ? [] : [`${t.source}: "${m[0]}"`])),
    );
    expect(wrongDays).toEqual([]);
    // The charge during the trial: never "charged" without a "nothing"/"nichts"/"keine".
    expect(matching(/(?:während|in) (?:des Tests|der Testphase|den \d+ Testtagen) wird (?!nichts)\w+ (?:berechnet|abgebucht)/i)).toEqual(
      [],
    );
  });
});

describe("the checker itself", () => {
  const t = (text: string) => wrongDiscounts({ source: "test", text });

  it("finds a plan's discount that differs from its saving, in a sentence or under the plan's heading", () => {
    expect(t("Beta Pro: 30 % unter dem künftigen Listenpreis.")).toEqual([]);
    expect(t("Beta Pro: 20 % unter dem künftigen Listenpreis.")).toHaveLength(1);
    expect(t("Beta\n99 €\n30 % unter dem künftigen Listenpreis")).toHaveLength(1);
    expect(t("Compared with the future list price, you save 20% on Beta and 30% on Beta Pro.")).toEqual([]);
    expect(t("Compared with the future list price, you save 30% on Beta and 20% on Beta Pro.")).toHaveLength(2);
    expect(t("Beta-Kunden erhalten einen Rabatt von 25 %.")).toHaveLength(1);
    expect(t("65 % weniger Verwaltungsaufwand, 99,5 % Verfügbarkeit")).toEqual([]);
  });
});
