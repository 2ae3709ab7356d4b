import { claims, trial } from "~/content/facts";
import type { Lang } from "~/lib/i18n";

/** "65 %" in German (narrow no-break space, as DIN 5008 asks), "65%" in English. */
export function percent(value: number, lang: Lang): string {
  return lang === "de" ? `${value}\u202f%` : `${value}%`;
}

/** "1–50" with an en dash, as both languages write ranges. */
export function range(min: number, max: number): string {
  return `${min}\u2013${max}`;
}

/** "50+" beta testers. */
export function atLeast(value: number): string {
  return `${value}+`;
}

/** The advertising figures of spec section 1, ready to show next to a `ClaimMarker`. */
export function claimFigures(lang: Lang) {
  const de = lang === "de";
  return {
    lessAdmin: { value: percent(claims.lessAdminPercent, lang), label: de ? "weniger Verwaltungsaufwand" : "less admin work" },
    productivity: { value: percent(claims.productivityPercent, lang), label: de ? "höhere Produktivität" : "higher productivity" },
    fewerWrongDecisions: {
      value: percent(claims.fewerWrongDecisionsPercent, lang),
      label: de ? "weniger Fehlentscheidungen" : "fewer wrong decisions",
    },
    fasterOnboarding: {
      value: percent(claims.fasterOnboardingPercent, lang),
      label: de ? "schnellere Einarbeitung neuer Mitarbeitender" : "faster onboarding of new staff",
    },
    betaTesters: { value: atLeast(claims.betaTesters), label: de ? "aktive Beta-Tester" : "active beta testers" },
  } as const;
}

export type ClaimFigure = ReturnType<typeof claimFigures>[keyof ReturnType<typeof claimFigures>];

/**
 * The trial as decision record 0004 reads it: a card is asked for at registration,
 * nothing is charged during the test days, the customer decides afterwards, cancel any time.
 */
export function trialNote(lang: Lang): string {
  const d = trial.days;
  return lang === "de"
    ? `${d} Tage kostenlos testen: Bei der Registrierung hinterlegen Sie eine Kreditkarte, in den ${d} Testtagen wird nichts berechnet. Danach entscheiden Sie, ob Sie ein Abo buchen – jederzeit kündbar.`
    : `Try it free for ${d} days: you enter a credit card when you register, and nothing is charged during the ${d} trial days. Afterwards you decide whether to subscribe – cancel any time.`;
}

