/**
 * What the pricing page shows and tells search engines, derived from the facts module:
 * gross and net prices per plan, period and language, and the Product/Offer and FAQPage data.
 */
import { VAT_RATE, betaPriceGuarantee, formatEuro, netFromGross, plans, type BillingPeriod, type Plan, type PlanId } from "~/content/facts";
import { formatList, formatPercent } from "~/content/format";
import type { Lang } from "~/lib/i18n";

export const billingPeriods: readonly BillingPeriod[] = ["monthly", "yearly"];

/** The VAT rate as a whole percentage, e.g. 19. */
export const vatPercent = Math.round(VAT_RATE * 100);

export interface PriceDisplay {
  /** Gross amount including VAT, formatted for the language: "9.999 €" / "€9,999". */
  gross: string;
  /** Net amount, formatted: "8.402,52 €" / "€8,402.52". */
  net: string;
  grossValue: number;
  netValue: number;
}

/** The price a plan card shows for a period; null for a plan priced on request. */
export function priceDisplay(plan: Plan, period: BillingPeriod, lang: Lang): PriceDisplay | null {
  if (!plan.gross) return null;
  const grossValue = plan.gross[period];
  const netValue = netFromGross(grossValue);
  return { gross: formatEuro(grossValue, lang), net: formatEuro(netValue, lang), grossValue, netValue };
}

/** Plans with a published price, in the order of the page. */
export function pricedPlans(): (Plan & { gross: Record<BillingPeriod, number> })[] {
  return plans.filter((p): p is Plan & { gross: Record<BillingPeriod, number> } => p.gross !== null);
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface PricingSchemaInput {
  /** Canonical address of the pricing page. */
  pageUrl: string;
  /** Absolute address of the preview image. */
  image: string;
  brand: string;
  description: string;
  lang: Lang;
  /** "monatlich" / "monthly" … */
  periodLabel: Record<BillingPeriod, string>;
  planName?: Partial<Record<PlanId, string>>;
}

const unitCode: Record<BillingPeriod, string> = { monthly: "MON", yearly: "ANN" };

/** What an offer's price means, as the pages say it: the gross price including VAT, billed per period. */
export function offerTerms(lang: Lang, period: BillingPeriod): string {
  if (lang === "de") return `Bruttopreis inkl. ${vatPercent} % MwSt., ${period === "monthly" ? "monatliche" : "jährliche"} Abrechnung`;
  return `Gross price including ${vatPercent}% VAT, billed ${period}`;
}

/**
 * One schema.org Offer for each priced plan and billing period (or only the given periods),
 * gross prices with VAT included.
 */
export function pricingOffers(
  input: Pick<PricingSchemaInput, "pageUrl" | "periodLabel" | "planName" | "lang">,
  periods: readonly BillingPeriod[] = billingPeriods,
) {
  return pricedPlans().flatMap((p) =>
    periods.map((period) => {
      const price = p.gross[period].toFixed(2);
      return {
        "@type": "Offer",
        name: `${input.planName?.[p.id] ?? p.name} (${input.periodLabel[period]})`,
        description: offerTerms(input.lang, period),
        price,
        priceCurrency: "EUR",
        availability: "https://schema.org/InStock",
        url: `${input.pageUrl}#pricing`,
        priceSpecification: {
          "@type": "UnitPriceSpecification",
          price,
          priceCurrency: "EUR",
          valueAddedTaxIncluded: true,
          referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: unitCode[period] },
        },
      };
    }),
  );
}

/** The pricing page's product with its offers (the FAQ and the rest: app/lib/structured-data.server.ts). */
export function pricingProduct(input: PricingSchemaInput) {
  return {
    "@type": "Product",
    name: input.brand,
    brand: { "@type": "Brand", name: input.brand },
    description: input.description,
    image: input.image,
    url: input.pageUrl,
    category: input.lang === "de" ? "Software für die Forstverwaltung" : "Forest management software",
    offers: pricingOffers(input),
  };
}

/** "im Tarif Beta 20 % und im Tarif Beta Pro 30 %" / "20% on Beta and 30% on Beta Pro": each beta plan's saving. */
export function betaSavingsList(lang: Lang): string {
  return formatList(
    betaPriceGuarantee.savings.map((s) =>
      lang === "de" ? `im Tarif ${s.name} ${formatPercent(s.percent, lang)}` : `${formatPercent(s.percent, lang)} on ${s.name}`,
    ),
    lang,
  );
}

/**
 * The beta discount as the pricing page and the assistant say it: per plan, against the future
 * list price, for as long as the subscription runs (the terms' § 4 words it for contracts).
 */
export function betaDiscountTerms(lang: Lang): string {
  return lang === "de"
    ? `Gegenüber dem künftigen Listenpreis sparen Sie ${betaSavingsList(lang)}. Ihr Beta-Preis gilt, solange Ihr Abonnement läuft – auch nach dem Ende der Beta-Phase.`
    : `Compared with the future list price, you save ${betaSavingsList(lang)}. Your beta price stays for as long as your subscription runs, even after the beta ends.`;
}

/** How a plan is billed, as the pricing page and the assistant say it (`billing` in the facts). */
export function billingTerms(lang: Lang): string {
  return lang === "de"
    ? "Jeder Tarif hat einen Festpreis, der alle Personen im Tarif einschließt. Wir rechnen monatlich oder jährlich im Voraus ab; ein Tarifwechsel gilt ab dem nächsten Abrechnungszeitraum."
    : "Each plan has a flat price that covers all of the plan's users. We bill monthly or yearly in advance; a change of plan applies from the next billing period.";
}
