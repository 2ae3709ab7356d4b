import type { Lang } from "~/lib/i18n";
import { localeOf } from "~/lib/i18n";

/** "20 %" in German, "20%" in English; one decimal where the figure has one ("99,5 %"). */
export function formatPercent(value: number, lang: Lang): string {
  return new Intl.NumberFormat(localeOf(lang), { style: "percent", maximumFractionDigits: 1 }).format(value / 100);
}

/** "Visa, Mastercard und American Express" / "Visa, Mastercard and American Express". */
export function formatList(items: readonly string[], lang: Lang): string {
  return new Intl.ListFormat(localeOf(lang), { style: "long", type: "conjunction" }).format(items);
}

/** A range of whole numbers with an en dash: "1–3". */
export function formatRange(from: number, to: number): string {
  return `${from}\u2013${to}`;
}
