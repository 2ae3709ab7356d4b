/**
 * Reading a visitor's question for the offline assistant: what it asks about (greeting, prices,
 * contact, legal matters, jobs) and what kind of answer it wants (a definition, yes or no, steps).
 * Word lists are compared on folded text (see foldText: lowercase, umlauts folded, " word" starts).
 */
import { plans, type BillingPeriod, type Plan } from "~/content/facts";
import type { Lang } from "~/lib/i18n";
import { analyse } from "~/lib/text/analyse";
import { foldText } from "~/lib/text/fold";
import { queryTerms } from "./retriever";

export const has = (folded: string, words: readonly string[]) => words.some((w) => folded.includes(` ${w}`));

export const greetingWords = [
  "hallo",
  "hi ",
  "hey",
  "moin",
  "servus",
  "guten tag",
  "guten morgen",
  "guten abend",
  "gruss gott",
  "gruezi",
  "hello",
  "good morning",
  "good afternoon",
  "good evening",
  "greetings",
];
export const thanksWords = ["danke", "vielen dank", "merci", "thank", "thanks", "cheers"];
export const capabilityPhrases = [
  "was kannst du",
  "was konnen sie",
  "was kannst",
  "wer bist du",
  "wer sind sie",
  "was bist du",
  "was ist forestchat",
  "wie hilfst du",
  "wobei hilfst",
  "wobei kannst",
  "hilfe",
  "what can you do",
  "what can you",
  "who are you",
  "what are you",
  "how can you help",
  "what is forestchat",
  "help",
];
const priceWords = [
  "preis",
  "kosten ",
  "kostet",
  "tarif",
  "euro",
  "eur ",
  "gebuhr",
  "abo ",
  "abonnement",
  "lizenz",
  "netto",
  "brutto",
  "mwst",
  "price",
  "pricing",
  "cost",
  "how much",
  "fee",
  "subscription",
  "plans",
  "vat",
];
export const contactWords = [
  "kontakt",
  "erreiche",
  "erreichen",
  "support",
  "telefon",
  "telefonnummer",
  "anrufen",
  "e mail",
  "email",
  "ansprechpartner",
  "ansprechperson",
  "servicedesk",
  "hotline",
  "contact",
  "reach",
  "phone",
  "call you",
  "service desk",
  "get in touch",
];
export const legalWords = [
  "rechtsberatung",
  "rechtlich",
  "rechtslage",
  "gesetz",
  "waldgesetz",
  "bundeswaldgesetz",
  "paragraph",
  "verordnung",
  "haftung",
  "haftet",
  "hafte",
  "anwalt",
  "klage",
  "erlaubt",
  "zulassig",
  "genehmigungspflicht",
  "legal",
  "law ",
  "laws",
  "lawyer",
  "liability",
  "liable",
  "regulation",
  "permitted",
  "allowed",
  "statute",
  "forest act",
];
/** Questions about money that is not our price list (CO₂ income, timber prices). */
const notOurPrices = [
  "co2",
  "hektar",
  "hectare",
  "nexus",
  "zertifikat",
  "certificat",
  "carbon",
  "holzpreis",
  "timber price",
  "wood price",
  "erlos",
  "earn",
  "income",
  "einnahm",
];
/** Our own contract terms are facts we can quote, not legal advice. */
export const ownTermsWords = [
  "agb",
  "geschaftsbedingungen",
  "kundigung",
  "kundigen",
  "vertrag",
  "laufzeit",
  "terms and conditions",
  "cancel",
  "notice period",
  "contract",
];

export const periodWords: Record<BillingPeriod, string[]> = {
  yearly: ["jahr", "jahrlich", "jahres", "year", "yearly", "annual", "annually", "per annum"],
  monthly: ["monat", "monatlich", "month", "monthly"],
};

/** The plans a question names ("Beta Pro" is not also "Beta"). */
export function plansIn(folded: string): Plan[] {
  const found: Plan[] = [];
  // "pro" alone is a preposition ("pro Monat"), not the plan: only "Beta Pro" names it.
  const betaPro = / beta ?pro /.test(folded);
  if (betaPro) found.push(plans.find((p) => p.id === "betaPro")!);
  if (/ beta (?!pro )/.test(folded.replace(/ beta ?pro /g, " "))) found.unshift(plans.find((p) => p.id === "beta")!);
  if (folded.includes(" enterprise")) found.push(plans.find((p) => p.id === "enterprise")!);
  return found;
}

export type QuestionType = "what" | "yesno" | "how" | "other";

const whatPattern =
  /^ (was (ist|sind|bedeutet|macht|genau ist)|wer (ist|sind) [^ ]+ $|wie funktioniert|what (is|are|s)|whats|how does [^ ]+ work|tell me about|erzahl(en sie)? mir (etwas )?uber) /;
const howPattern =
  / (wie (gehe|kann|konnen|beantrage|erkenne|melde|sollte|soll|muss|mache|plane|bereite)|was (muss|soll|sollte|kann) ich (jetzt |nun |dann )?(tun|machen|beachten)|was tun|how (do|can|should|to)|what (should|must|do) i do|steps|schritte|vorgehen|handlungsempfehlung)/;
const yesNoStart =
  /^ (ist|sind|gibt|kann|kannst|konnen|konnte|funktioniert|funktionieren|hat|habt|haben|muss|mussen|darf|durfen|brauche|brauchen|braucht|bietet|bieten|unterstutzt|unterstutzen|lauft|laufen|lasst|lassen|soll|sollte|wird|werden|is|are|does|do|did|can|could|has|have|will|would|should|must|may) /;
const secondQuestion = / (was|wie|welche|welcher|welches|wann|wo|warum|what|how|which|when|where|why) /;

/** What kind of answer the question asks for: a definition, yes or no, steps, or information. */
export function questionType(question: string): QuestionType {
  const folded = foldText(question);
  // "Können Sie mir das Gesetz in Handlungsempfehlungen übersetzen?" asks for steps, not for yes or no.
  if (guidancePattern.test(folded)) return "how";
  if (yesNoStart.test(folded) && !secondQuestion.test(folded)) return "yesno";
  if (howPattern.test(folded)) return "how";
  if (whatPattern.test(folded)) return "what";
  return "other";
}

/** Words that make a sentence unfit to open with "Yes": negations and announcements. */
export const notAYes =
  /\b(nicht|kein|keine|keinen|keiner|keines|nie|niemals|noch nicht|geplant|angekundigt|demnachst|bald|kunftig|in entwicklung|not|no|never|cannot|cant|isnt|doesnt|dont|wont|planned|announced|future|in development|coming soon)\b/;

/** Question words that say how to answer, not what about: left out when checking what a passage covers. */
export const guidancePattern =
  /(handlungsempfehlung|handlungsanleitung|handlungsschritt|konkrete schritte|in die praxis|fur die praxis|umsetzen|action guidance|guidance|action steps|concrete steps|in practice|practical steps)/;

/**
 * The analysed terms of a question that name its subject: without brand names the whole site
 * shares and without the words that ask for guidance ("in Handlungsempfehlungen übersetzen").
 */
export function subjectTerms(question: string): string[] {
  const brand = new Set(["forestcrew", "forstcrew"]);
  const subject = foldText(question)
    .replace(new RegExp(`${guidancePattern.source}\\w*`, "g"), " ")
    .replace(/ (ubersetz\w*|translate\w*|turn|into) /g, " ");
  return queryTerms(subject).filter((t) => !brand.has(t));
}

/**
 * Words a visitor uses that our pages do not: the search looks for the pages' words as well.
 * "Turn the law into guidance" looks for practical steps as well as the subject.
 */
export const expansions: [RegExp, Record<Lang, string>][] = [
  [guidancePattern, { de: "Handlung Praxis Schritte", en: "action practice steps" }],
  [
    // Not "job" alone: in forestry a job is a work order ("plan jobs by drag and drop").
    / (hiring|vacanc|job opening|job offer|open positions|stellenangebot|stellenanzeige|ausschreibung|arbeiten bei|work for you|work with you)/,
    { de: "Karriere Bewerbung Initiativbewerbung", en: "careers application apply" },
  ],
];

/** Questions about working for us (not about "jobs" as work orders). */
export const jobsPattern =
  / (offene stellen|freie stellen|stellenangebot|stellenanzeige|stellenausschreibung|ausschreibung|arbeiten bei (euch|ihnen)|bei euch arbeiten|bei ihnen arbeiten|karriere|bewerben|bewerbung|initiativbewerbung|hiring|vacanc|job opening|job offer|open positions|careers?|apply for a job|work for you|work at forestcrew|join your team)/;
export const jobWords: Record<Lang, string> = {
  de: "Initiativbewerbung Bewerbung Ausschreibung Bereiche",
  en: "speculative application apply areas",
};

/** Strips a leading greeting ("Hallo, …") so that the question behind it is answered. */
export function withoutGreeting(question: string): string {
  return question.replace(
    /^\s*(hallo|hi|hey|moin|servus|guten (tag|morgen|abend)|hello|good (morning|afternoon|evening))\b[\s,!.:-]*/i,
    "",
  );
}

/** Words of a price question that name no other subject: with only these (or our products), it is about our prices. */
const priceScaffold = new Set(
  analyse(
    "preis preise kosten kostet kostest tarif tarife euro eur gebühr gebühren abo abonnement lizenz lizenzen netto brutto mwst " +
      "monat monatlich jahr jährlich pro viel wieviel teuer günstig price prices pricing cost costs much fee fees subscription plan plans vat " +
      "month monthly year yearly annual per expensive cheap insgesamt total",
  ),
);
const ownProducts = [" forestcrew", " beta", " enterprise", " software", " app ", " ihr", " euer", " eure", " your", " you ", " sie "];

/** Whether a question about money is about our prices: it names our product or nothing but prices. */
export function aboutOurPrices(folded: string, question: string): boolean {
  if (has(folded, notOurPrices)) return false;
  const asksPrice = has(folded, priceWords) || (plansIn(folded).length > 0 && / (kostet|cost|costs|price)/.test(folded));
  if (!asksPrice) return false;
  if (ownProducts.some((w) => folded.includes(w))) return true;
  return queryTerms(question).every((t) => priceScaffold.has(t));
}

/** Questions about someone's own legal dispute or proceedings: declined, with where to turn. */
export const disputeWords = [
  "verklag",
  "klage",
  "anwalt",
  "anwaltin",
  "widerspruch",
  "bussgeld",
  "bescheid",
  "gericht",
  "schadensersatz",
  "strafanzeige",
  "anzeige erstatten",
  "abmahnung",
  "sue ",
  "suing",
  "lawsuit",
  "court",
  "appeal",
  "fined",
  "penalty",
  "compensation",
  "my lawyer",
];
