import { plans, trial } from "~/content/facts";
import type { Lang } from "~/lib/i18n";

/** "65 %" in German (narrow no-break space, DIN 5008), "65%" in English. */
export function percent(value: number, lang: Lang): string {
  return lang === "de" ? `${value}\u202f%` : `${value}%`;
}

/** "1–50" with an en dash. */
export function range(min: number, max: number): string {
  return `${min}\u2013${max}`;
}

/** "50+". */
export function atLeast(value: number): string {
  return `${value}+`;
}

/** The lowest monthly gross price of any plan with a published price (the Beta plan). */
export function lowestMonthlyGross(): number {
  const prices = plans.flatMap((p) => (p.gross ? [p.gross.monthly] : []));
  return Math.min(...prices);
}

/**
 * The trial as decision record 0004 reads it: a card is asked for at registration, nothing is
 * charged during the test days, the customer decides afterwards and can cancel at any time.
 */
export function trialTerms(lang: Lang): string {
  const d = trial.days;
  return lang === "de"
    ? `Bei der Registrierung hinterlegen Sie eine Kreditkarte; in den ${d} Testtagen wird nichts berechnet. Danach entscheiden Sie, ob Sie ein Abo buchen – jederzeit kündbar.`
    : `You enter a credit card when you register; nothing is charged during the ${d} trial days. Afterwards you decide whether to subscribe – and you can cancel at any time.`;
}

/** One line under a trial button: the same reading as `trialTerms`, shortened. */
export function trialShort(lang: Lang): string {
  const d = trial.days;
  return lang === "de"
    ? `Kreditkarte bei der Registrierung, keine Abbuchung in den ${d} Testtagen, jederzeit kündbar.`
    : `Credit card at sign-up, nothing charged during the ${d} trial days, cancel any time.`;
}
