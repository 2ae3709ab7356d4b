import { describe, expect, it } from "vitest";
import { operationsDay, plan, pricingTerms, trial } from "~/content/facts";
import { betriebsleiterCopy, betriebsleiterPageData, clockTime } from "~/pages/forestcrew-betriebsleiter/copy";
import { intro, pricingCopy, pricingPageData } from "~/pages/forestcrew-pricing/copy";
import { formatList, formatPercent } from "~/content/format";
import { priceDisplay, pricingOffers, pricingProduct, vatPercent } from "~/content/prices";
import { defaultSite } from "~/config/site";
import { pricingPageStructuredData } from "~/lib/structured-data.server";

const nbsp = "\u00a0";
/** Before a percent sign, as DIN 5008 typesets it. */
const narrowNbsp = "\u202f";

describe("price display per plan, period and language", () => {
  it("shows the gross and net prices in German", () => {
    expect(priceDisplay(plan("beta"), "monthly", "de")).toMatchObject({ gross: `99${nbsp}€`, net: `83,19${nbsp}€` });
    expect(priceDisplay(plan("beta"), "yearly", "de")).toMatchObject({ gross: `999${nbsp}€`, net: `839,50${nbsp}€` });
    expect(priceDisplay(plan("betaPro"), "monthly", "de")).toMatchObject({ gross: `999${nbsp}€`, net: `839,50${nbsp}€` });
    expect(priceDisplay(plan("betaPro"), "yearly", "de")).toMatchObject({ gross: `9.999${nbsp}€`, net: `8.402,52${nbsp}€` });
  });

  it("formats the same prices the English way", () => {
    expect(priceDisplay(plan("beta"), "monthly", "en")).toMatchObject({ gross: "€99", net: "€83.19" });
    expect(priceDisplay(plan("betaPro"), "yearly", "en")).toMatchObject({ gross: "€9,999", net: "€8,402.52" });
  });

  it("has no price for Enterprise (on request)", () => {
    expect(priceDisplay(plan("enterprise"), "monthly", "de")).toBeNull();
    expect(priceDisplay(plan("enterprise"), "yearly", "en")).toBeNull();
  });
});

describe("number words", () => {
  it("formats percentages per language", () => {
    expect(formatPercent(vatPercent, "de")).toBe(`19${narrowNbsp}%`);
    expect(formatPercent(vatPercent, "en")).toBe("19%");
    expect(formatPercent(pricingTerms.availabilityPercent, "de")).toBe(`99,5${narrowNbsp}%`);
    expect(formatPercent(pricingTerms.availabilityPercent, "en")).toBe("99.5%");
  });

  it("joins the card brands as a sentence", () => {
    expect(formatList(pricingTerms.cards, "de")).toBe("Visa, Mastercard und American Express");
    expect(formatList(pricingTerms.cards, "en")).toBe("Visa, Mastercard and American Express");
  });
});

describe("structured data", () => {
  const periodLabel = pricingCopy.de.schemaPeriod;

  it("offers each priced plan per period at the gross price, VAT included", () => {
    const offers = pricingOffers({ pageUrl: "https://forestcrew.de/forestcrew-pricing", periodLabel, lang: "de" });
    expect(offers.map((o) => [o.name, o.price])).toEqual([
      ["Beta (monatlich)", "99.00"],
      ["Beta (jährlich)", "999.00"],
      ["Beta Pro (monatlich)", "999.00"],
      ["Beta Pro (jährlich)", "9999.00"],
    ]);
    for (const o of offers) {
      expect(o.priceCurrency).toBe("EUR");
      expect(o.priceSpecification.valueAddedTaxIncluded).toBe(true);
      expect(o.priceSpecification.price).toBe(o.price);
      expect(Number.isFinite(Number(o.price))).toBe(true);
      expect(o.url).toBe("https://forestcrew.de/forestcrew-pricing#pricing");
      expect(o.description).toMatch(/^Bruttopreis inkl\. 19 % MwSt\., (monatliche|jährliche) Abrechnung$/);
    }
    expect(offers.map((o) => o.priceSpecification.referenceQuantity.unitCode)).toEqual(["MON", "ANN", "MON", "ANN"]);
  });

  it("describes the product and the eight questions of the page in each language", () => {
    for (const lang of ["de", "en"] as const) {
      const ctx = { lang, origins: { de: "https://x.test", en: "https://en.x.test" }, site: defaultSite };
      const offered = pricingProduct({
        pageUrl: "https://x.test/forestcrew-pricing",
        image: "https://x.test/og-default.png",
        brand: "ForestCrew",
        description: intro[lang].seo.description,
        lang,
        periodLabel: pricingCopy[lang].schemaPeriod,
      });
      const [product, faq] = pricingPageStructuredData(ctx, offered, pricingCopy[lang].faq.items) as [
        Record<string, unknown>,
        { "@type": string; mainEntity: { name: string; acceptedAnswer: { text: string } }[] },
      ];
      expect(product["@type"]).toBe("Product");
      expect(product.name).toBe("ForestCrew");
      expect(product.offers).toHaveLength(4);
      expect(faq["@type"]).toBe("FAQPage");
      expect(faq.mainEntity).toHaveLength(8);
      expect(faq.mainEntity.map((q) => q.name)).toEqual(pricingCopy[lang].faq.items.map((i) => i.question));
      for (const q of faq.mainEntity) expect(q.acceptedAnswer.text.length).toBeGreaterThan(60);
    }
  });
});

describe("pricing copy", () => {
  const all = (lang: "de" | "en") => JSON.stringify({ intro: intro[lang], copy: pricingCopy[lang] });

  it("never promises a trial without a card (decision 0004)", () => {
    expect(trial.creditCardAtRegistration).toBe(true);
    expect(all("de")).not.toMatch(/ohne Kreditkarte|keine Kreditkarte/i);
    expect(all("en")).not.toMatch(/no credit card|without a (credit )?card/i);
    expect(pricingCopy.de.faq.items[0]?.answer).toMatch(/Kreditkarte.*nichts berechnet/);
    expect(pricingCopy.en.faq.items[0]?.answer).toMatch(/credit card.*nothing is charged/);
  });

  it("states the contract terms from the facts module", () => {
    const cancel = pricingCopy.de.faq.items[2]?.answer ?? "";
    expect(cancel).toContain(`${pricingTerms.monthlyNoticeDays} Tagen zum Monatsende`);
    expect(cancel).toContain(`Mindestlaufzeit von ${pricingTerms.yearlyMinimumMonths} Monaten`);
    expect(cancel).toContain(`${pricingTerms.yearlyNoticeMonths} Monaten`);
    expect(pricingCopy.en.faq.items[2]?.answer).toContain(`${pricingTerms.yearlyNoticeMonths} months' notice`);
    expect(pricingCopy.de.notes.items[3].after).toContain("Januar 2025");
    expect(pricingCopy.en.notes.items[3].after).toContain("January 2025");
  });

  it("has eight questions and four notes in both languages", () => {
    for (const lang of ["de", "en"] as const) {
      expect(pricingCopy[lang].faq.items).toHaveLength(8);
      expect(pricingCopy[lang].notes.items).toHaveLength(4);
    }
  });
});

describe("the operations manager's day", () => {
  it("has four phases: 7–9, 9–12, 13–17 and 17–18", () => {
    expect(operationsDay.map((p) => [p.from, p.to])).toEqual([
      [7, 9],
      [9, 12],
      [13, 17],
      [17, 18],
    ]);
    expect(clockTime(7)).toBe("07:00");
    expect(clockTime(17)).toBe("17:00");
  });

  it("names every phase and has six benefit cards in both languages", () => {
    expect(operationsDay.map((p) => betriebsleiterCopy.de.day.phases[p.id].label)).toEqual([
      "Morgen",
      "Vormittag",
      "Nachmittag",
      "Tagesabschluss",
    ]);
    for (const lang of ["de", "en"] as const) expect(betriebsleiterCopy[lang].benefits.cards).toHaveLength(6);
  });
});

describe("what the pages' loaders hand over", () => {
  /** Loader data travels as serialised data: a function or a missed placeholder would not survive or would show. */
  const plain = (data: unknown) => expect(JSON.parse(JSON.stringify(data))).toEqual(data);

  it("pricing: one language, prices and VAT lines formatted on the server", () => {
    const de = pricingPageData("de");
    plain(de);
    const [beta, betaPro, enterprise] = de.plans.cards;
    expect(beta?.prices?.monthly).toEqual({
      gross: `99${nbsp}€`,
      vatNet: `inkl. ${formatPercent(vatPercent, "de")} MwSt. · netto 83,19${nbsp}€`,
    });
    expect(betaPro?.prices?.yearly.gross).toBe(`9.999${nbsp}€`);
    expect(enterprise?.prices).toBeNull();
    expect(de.plans.noteRefs).toEqual({ 1: "Preishinweis 1", 2: "Preishinweis 2" });
    expect(JSON.stringify(de)).not.toMatch(/\{\w+\}/);

    const en = pricingPageData("en");
    plain(en);
    expect(en.plans.cards[0]?.prices?.monthly.vatNet).toBe(`incl. ${formatPercent(vatPercent, "en")} VAT · €83.19 net`);
    expect(en.faq.items.map((i) => i.question)).toEqual(pricingCopy.en.faq.items.map((i) => i.question));
    expect(JSON.stringify(en)).not.toContain(pricingCopy.de.faq.items[0]?.answer);
  });

  it("operations manager: the phases in the day's order with their hours", () => {
    for (const lang of ["de", "en"] as const) {
      const data = betriebsleiterPageData(lang);
      plain(data);
      expect(data.day.phases.map((p) => [p.id, p.from, p.to])).toEqual([
        ["morning", "07:00", "09:00"],
        ["lateMorning", "09:00", "12:00"],
        ["afternoon", "13:00", "17:00"],
        ["dayClose", "17:00", "18:00"],
      ]);
      expect(data.day.phases[0]?.title).toBe(betriebsleiterCopy[lang].day.phases.morning.title);
    }
  });
});
