/**
 * Every number the site states (prices, trial, claims, contact promise), in one place. Pages,
 * structured data and the chat assistant import these; nothing is retyped.
 */
import type { Lang } from "~/lib/i18n";
import { localeOf } from "~/lib/i18n";

export const VAT_RATE = 0.19;

export const trial = {
  days: 5,
  /** docs/decisions/0004: a card is asked for at registration; nothing is charged during the trial. */
  creditCardAtRegistration: true,
  chargedDuringTrial: false,
} as const;

export type PlanId = "beta" | "betaPro" | "enterprise";
export type BillingPeriod = "monthly" | "yearly";

export interface Plan {
  id: PlanId;
  name: string;
  /** Gross prices in euro including 19 % VAT; null where the price is on request. */
  gross: Record<BillingPeriod, number> | null;
  /** Saving against the future list price, in percent. */
  savingPercent?: number;
  users: { min?: number; max?: number; recommendedMax?: number; unlimited?: boolean };
  /** Yearly billing equals this many free months. */
  freeMonthsYearly?: number;
}

export const plans: readonly Plan[] = [
  {
    id: "beta",
    name: "Beta",
    gross: { monthly: 99, yearly: 999 },
    savingPercent: 20,
    users: { min: 1, recommendedMax: 3 },
    freeMonthsYearly: 2,
  },
  {
    id: "betaPro",
    name: "Beta Pro",
    gross: { monthly: 999, yearly: 9999 },
    savingPercent: 30,
    users: { max: 30 },
  },
  { id: "enterprise", name: "Enterprise", gross: null, users: { unlimited: true } },
];

export function plan(id: PlanId): Plan {
  const found = plans.find((p) => p.id === id);
  if (!found) throw new Error(`Unknown plan ${id}`);
  return found;
}

/** Net price from a gross price at 19 % VAT, rounded to the cent. */
export function netFromGross(gross: number): number {
  return Math.round((gross / (1 + VAT_RATE)) * 100) / 100;
}

/** "9.999 €" / "83,19 €" in German, "€9,999" / "€83.19" in English; whole euros without decimals. */
export function formatEuro(amount: number, lang: Lang): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(localeOf(lang), {
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
}

export const pricingTerms = {
  /** Individual terms for companies above this many employees. */
  individualTermsAboveEmployees: 20,
  /** Extra discounts for contracts of at least this many years. */
  longTermDiscountFromYears: 3,
  monthlyNoticeDays: 30,
  yearlyMinimumMonths: 12,
  yearlyRenewalMonths: 12,
  yearlyNoticeMonths: 3,
  availabilityPercent: 99.5,
  termsChangeNoticeDays: 30,
  cards: ["Visa", "Mastercard", "American Express"],
  termsVersion: { de: "Januar 2025", en: "January 2025" },
} as const;

/** Advertising claims; every page that shows one also shows the advertising note. */
export const claims = {
  productivityPercent: 23,
  lessAdminPercent: 65,
  fewerWrongDecisionsPercent: 31,
  fasterOnboardingPercent: 30,
  betaTesters: 50,
  inventoryFasterPercent: 80,
} as const;

export const betaProgramme = {
  minEmployees: 1,
  maxEmployees: 50,
} as const;

export const nexus = {
  co2PerHectareYear: { min: 60, max: 80 },
  minimumHectares: 150,
  timeframeYears: { min: 2, max: 3 },
  phases: 5,
  pillars: 3,
} as const;

export const goals2030 = {
  forestHealthPercent: 30,
  timberLogisticsCo2ReductionPercent: 40,
  biodiversityPercent: 25,
} as const;

/** A number, not the literal 1: the texts word both the singular and the plural, for when it changes. */
export const contactPromise: { readonly replyWithinWorkingDays: number } = { replyWithinWorkingDays: 1 };

/**
 * The beta price promise, derived from the plans: each beta plan's saving against the future list
 * price (the figure its card shows), kept for as long as the subscription runs, also after the beta.
 */
export const betaPriceGuarantee = {
  savings: plans.flatMap((p) => (p.savingPercent ? [{ id: p.id, name: p.name, percent: p.savingPercent }] : [])),
  forTheWholeSubscription: true,
} as const;

/**
 * How a plan is billed: a flat price for the plan's users (not per account), in advance for the
 * chosen period; a change of plan applies from the next billing period.
 */
export const billing = {
  flatPricePerPlan: true,
  inAdvance: true,
  planChangeFromNextPeriod: true,
} as const;

/** The operations manager's day on /forestcrew-betriebsleiter: four phases, hours of the day (24 h). */
export const operationsDay = [
  { id: "morning", from: 7, to: 9 },
  { id: "lateMorning", from: 9, to: 12 },
  { id: "afternoon", from: 13, to: 17 },
  { id: "dayClose", from: 17, to: 18 },
] as const;

export type OperationsPhaseId = (typeof operationsDay)[number]["id"];
