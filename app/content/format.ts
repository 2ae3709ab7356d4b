/**
 * How figures are written in the copy of both languages: percentages, ranges, "at least"
 * counts and lists. One definition, so that every page writes "65 %" the same way.
 */
import { localeOf, type Lang } from "~/lib/i18n";

/**
 * "65 %" and "99,5 %" in German: decimal comma and a narrow no-break space before the sign, as
 * DIN 5008 typesets it (the space never breaks the figure from its sign, and stays narrow);
 * "65%" and "99.5%" in English. At most one decimal.
 */
export function formatPercent(value: number, lang: Lang): string {
  const figure = new Intl.NumberFormat(localeOf(lang), { maximumFractionDigits: 1 }).format(value);
  return lang === "de" ? `${figure}\u202f%` : `${figure}%`;
}

/** "1–50": an en dash without spaces, as both languages write a range of numbers. */
export function formatRange(min: number, max: number): string {
  return `${min}\u2013${max}`;
}

/** "50+": at least this many. */
export function formatAtLeast(value: number): string {
  return `${value}+`;
}

/** "Visa, Mastercard und American Express" / "Visa, Mastercard and American Express". */
export function formatList(items: readonly string[], lang: Lang): string {
  return new Intl.ListFormat(localeOf(lang), { style: "long", type: "conjunction" }).format(items);
}

/**
 * Office hours as both languages write them, never with a fixed zone abbreviation (CET is wrong
 * half the year): "Mo–Fr 9:00–17:00 Uhr" / "Mon–Fri 9:00–17:00 (German time)".
 */
export function formatOfficeHours(hours: { open: string; close: string }, lang: Lang): string {
  return lang === "de" ? `Mo–Fr ${hours.open}–${hours.close} Uhr` : `Mon–Fri ${hours.open}–${hours.close} (German time)`;
}
