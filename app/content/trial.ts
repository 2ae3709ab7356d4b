import { trial } from "~/content/facts";
import type { Lang } from "~/lib/i18n";

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

/** The landing pages' version: an invitation to try, then the same terms. */
export function trialNote(lang: Lang): string {
  const d = trial.days;
  return lang === "de"
    ? `${d} Tage kostenlos testen: Bei der Registrierung hinterlegen Sie eine Kreditkarte, in den ${d} Testtagen wird nichts berechnet. Danach entscheiden Sie, ob Sie ein Abo buchen – jederzeit kündbar.`
    : `Try it free for ${d} days: you enter a credit card when you register, and nothing is charged during the ${d} trial days. Afterwards you decide whether to subscribe – cancel any time.`;
}
