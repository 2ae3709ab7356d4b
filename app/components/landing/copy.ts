import type { ClaimFigure } from "~/content/claim-figure";
import { betaProgramme, claims, trial } from "~/content/facts";
import { formatAtLeast, formatPercent, formatRange } from "~/content/format";
import { trialNote } from "~/content/trial";
import { bilingual, type Lang } from "~/lib/i18n";
import { desktopModules, mobileScreens } from "./modules";

const employees = /* @__PURE__ */ formatRange(betaProgramme.minEmployees, betaProgramme.maxEmployees);

/** The beta-partner programme, as both landing pages present it: lifetime access, limited places, 1-50 employees. */
export const betaCopy = /* @__PURE__ */ bilingual(
  {
    eyebrow: "Beta-Partner-Programm",
    limited: "Begrenzte Plätze",
    title: "Werden Sie Beta-Partner – mit Vorteilen auf Lebenszeit",
    lead: "Wir entwickeln ForestCrew gemeinsam mit Betrieben aus der Praxis. Als Beta-Partner arbeiten Sie ab dem ersten Tag mit der Plattform, sagen uns, was im Wald wirklich gebraucht wird – und behalten Ihre Vorteile dauerhaft.",
    benefitsTitle: "Ihre Vorteile als Beta-Partner",
    benefits: [
      {
        title: "Lebenslanger Zugang",
        text: "Dauerhafter Zugang zu allen heutigen Modulen von ForestCrew – und zu allen, die noch kommen.",
      },
      {
        title: "Premium-Module ohne Aufpreis",
        text: "Was wir neu entwickeln, nutzen Sie ohne Zusatzkosten.",
      },
      {
        title: "Einfluss auf die Entwicklung",
        text: "Ihre Abläufe und Ihr Feedback bestimmen mit, was wir als Nächstes bauen.",
      },
      {
        title: "Priorisierter Support",
        text: "Mit einer festen Ansprechperson, die Ihren Betrieb kennt.",
      },
    ],
    audienceTitle: "Für wen das Programm gedacht ist",
    audiences: [
      {
        title: "Forstbetriebe und Forstdienstleister",
        text: `Ideal für Betriebe mit ${employees} Mitarbeitenden – vom Ein-Personen-Betrieb bis zum Betrieb mit mehreren Rotten.`,
      },
      {
        title: "Staatsforsten und Kommunen",
        text: "Für Forstverwaltungen und kommunale Forstbetriebe, die Reviere, Aufträge und beauftragte Unternehmen digital steuern wollen.",
      },
    ],
    suitedFor: `Geeignet für Betriebe mit ${employees} Mitarbeitenden: Forstbetriebe, Forstdienstleister, Staatsforsten und Kommunen.`,
    employeesLabel: "Mitarbeitende",
    employees,
    cta: "Jetzt Beta-Partner werden",
    testersLabel: "aktive Testerinnen und Tester",
  },
  {
    eyebrow: "Beta partner programme",
    limited: "Limited places",
    title: "Become a beta partner – with benefits for life",
    lead: "We build ForestCrew together with businesses that work in the forest every day. As a beta partner you use the platform from day one, tell us what is really needed out there – and keep your benefits for good.",
    benefitsTitle: "What beta partners get",
    benefits: [
      {
        title: "Lifetime access",
        text: "Permanent access to every ForestCrew module available today – and to every one still to come.",
      },
      {
        title: "Premium modules at no extra cost",
        text: "Whatever we build next is included, with no surcharge.",
      },
      {
        title: "A say in the roadmap",
        text: "Your workflows and your feedback shape what we build next.",
      },
      {
        title: "Priority support",
        text: "With a personal contact who knows your business.",
      },
    ],
    audienceTitle: "Who the programme is for",
    audiences: [
      {
        title: "Forestry businesses and contractors",
        text: `Ideal for teams of ${employees} employees – from the one-person business to the contractor running several crews.`,
      },
      {
        title: "State forests and municipalities",
        text: "For forest administrations and municipal forest enterprises that want to run districts, jobs and contractors digitally.",
      },
    ],
    suitedFor: `Suited to teams of ${employees} employees: forestry businesses, contractors, state forests and municipalities.`,
    employeesLabel: "employees",
    employees,
    cta: "Become a beta partner now",
    testersLabel: "active beta testers",
  },
);

/** Labels both pages use around the screenshots and calls to action. */
export const landingUi = /* @__PURE__ */ bilingual(
  {
    /** `{minutes}` is replaced. */
    readTime: "{minutes} Min. Lesezeit",
    callUs: "Lieber erst sprechen?",
    demo: "Kostenlose Demo vereinbaren",
    register: `${trial.days} Tage kostenlos testen`,
    galleryLabel: "App-Screenshots",
    galleryHint: "Zum Blättern wischen",
    modulesLabel: "Module des Leitstands",
  },
  {
    readTime: "{minutes} min read",
    callUs: "Rather talk first?",
    demo: "Book a free demo",
    register: `Try it free for ${trial.days} days`,
    galleryLabel: "App screenshots",
    galleryHint: "Swipe to browse",
    modulesLabel: "Control centre modules",
  },
);

/** What the advertising figures measure; every page that shows one also shows the advertising note. */
const claimLabels = /* @__PURE__ */ bilingual(
  {
    lessAdmin: "weniger Verwaltungsaufwand",
    productivity: "höhere Produktivität",
    fewerWrongDecisions: "weniger Fehlentscheidungen",
    fasterOnboarding: "schnellere Einarbeitung neuer Mitarbeitender",
    betaTesters: "aktive Testerinnen und Tester",
  },
  {
    lessAdmin: "less admin work",
    productivity: "higher productivity",
    fewerWrongDecisions: "fewer wrong decisions",
    fasterOnboarding: "faster onboarding of new staff",
    betaTesters: "active beta testers",
  },
);

/** The advertising figures of the facts module, ready to show next to a `ClaimMarker`. */
function claimFigures(lang: Lang) {
  const label = claimLabels[lang];
  return {
    lessAdmin: { value: formatPercent(claims.lessAdminPercent, lang), label: label.lessAdmin },
    productivity: { value: formatPercent(claims.productivityPercent, lang), label: label.productivity },
    fewerWrongDecisions: { value: formatPercent(claims.fewerWrongDecisionsPercent, lang), label: label.fewerWrongDecisions },
    fasterOnboarding: { value: formatPercent(claims.fasterOnboardingPercent, lang), label: label.fasterOnboarding },
    betaTesters: { value: formatAtLeast(claims.betaTesters), label: label.betaTesters },
  } satisfies Record<string, ClaimFigure>;
}

export type ClaimId = keyof ReturnType<typeof claimFigures>;

/**
 * The texts /forstmanagement and /instagram share, in one language: each page's loader hands
 * them over (as `landing`), and the page passes each shared section its part.
 */
export function landingCopy(lang: Lang) {
  return {
    beta: betaCopy[lang],
    ui: landingUi[lang],
    modules: desktopModules[lang],
    screens: mobileScreens[lang],
    claims: claimFigures(lang),
    trialNote: trialNote(lang),
  };
}
export type LandingCopy = ReturnType<typeof landingCopy>;
export type BetaCopy = LandingCopy["beta"];
export type LandingUi = LandingCopy["ui"];
