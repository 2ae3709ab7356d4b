import type { Lang } from "~/lib/i18n";

/** "80 %" in German (with a narrow no-break space), "80%" in English. */
export function formatPercent(value: number, lang: Lang): string {
  return lang === "de" ? `${value}\u202f%` : `${value}%`;
}
