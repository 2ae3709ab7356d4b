/**
 * The offline assistant's answers: composed from our own content only. Prices come from the
 * facts module (exact, gross and net); everything else from the best passages of the search
 * index, quoted with links to their pages. When nothing fits well enough, it says so and
 * offers the contact page; it never gives legal advice.
 */
import type { SiteConfig } from "~/config/site";
import { claims, plans, pricingTerms, trial, type BillingPeriod, type Plan } from "~/content/facts";
import { formatPercent } from "~/content/format";
import { priceDisplay, vatPercent } from "~/content/prices";
import type { Lang } from "~/lib/i18n";
import { foldText } from "~/lib/text/fold";
import { analyse, processTerm, tokenize } from "~/lib/text/analyse";
import { paths } from "~/config/pages";
import { HEADING_SEPARATOR, pageMeta, type KnownPage, type Passage } from "./passages";
import { type Hit, pageOfHref, queryTerms, type Retriever } from "./retriever";

export interface Source {
  title: string;
  href: string;
}

export interface ComposedAnswer {
  markdown: string;
  sources: Source[];
  /** How the answer was found, for tests and logs. */
  kind: "greeting" | "thanks" | "capabilities" | "price" | "contact" | "legal" | "retrieval" | "unknown";
}

export interface AnswerContext {
  lang: Lang;
  site: SiteConfig;
  retriever: Retriever;
}

/**
 * Minimum BM25 score of the best passage, per searched word of the question (capped at 3), for
 * an answer from the search index. Below it the assistant says it does not know.
 * Calibrated on tests/unit/chat-offline.test.ts's question set and its off-topic questions.
 */
export const MIN_SCORE_PER_TERM = 9;
/** A second page is cited when its best passage scores at least this share of the best one. */
const SECOND_SOURCE_SHARE = 0.6;
/** Another section of the best page is quoted when it scores at least this share of the best one. */
const SIBLING_SHARE = 0.8;
const MAX_LIST_ITEMS = 6;
/** For "how" questions, a section with steps is preferred when it scores at least this share of the best one. */
const STEPS_SHARE = 0.5;
const MAX_SENTENCES_PER_PASSAGE = 3;
const MAX_CHARS_PER_PASSAGE = 520;
const MIN_CHARS_PER_PASSAGE = 160;

const has = (folded: string, words: readonly string[]) => words.some((w) => folded.includes(` ${w}`));

const greetingWords = [
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
const thanksWords = ["danke", "vielen dank", "merci", "thank", "thanks", "cheers"];
const capabilityPhrases = [
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
const contactWords = [
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
const legalWords = [
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
const ownTermsWords = [
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

const periodWords: Record<BillingPeriod, string[]> = {
  yearly: ["jahr", "jahrlich", "jahres", "year", "yearly", "annual", "annually", "per annum"],
  monthly: ["monat", "monatlich", "month", "monthly"],
};

/** The plans a question names ("Beta Pro" is not also "Beta"). */
function plansIn(folded: string): Plan[] {
  const found: Plan[] = [];
  // "pro" alone is a preposition ("pro Monat"), not the plan: only "Beta Pro" names it.
  const betaPro = / beta ?pro /.test(folded);
  if (betaPro) found.push(plans.find((p) => p.id === "betaPro")!);
  if (/ beta (?!pro )/.test(folded.replace(/ beta ?pro /g, " "))) found.unshift(plans.find((p) => p.id === "beta")!);
  if (folded.includes(" enterprise")) found.push(plans.find((p) => p.id === "enterprise")!);
  return found;
}

function link(title: string, href: string): string {
  return `[${title}](${href})`;
}

function pageSource(name: KnownPage, lang: Lang): Source {
  const meta = pageMeta(name);
  return { title: meta.title[lang], href: meta.href };
}

function contactLine(site: SiteConfig, lang: Lang): string {
  const contact = pageSource("contact", lang);
  return lang === "de"
    ? `Schreiben Sie uns über die Seite ${link(contact.title, contact.href)}, per E-Mail an ${site.email} oder rufen Sie an: ${site.phone} (Mo–Fr ${site.hours.open}–${site.hours.close} Uhr).`
    : `Get in touch through our ${link(contact.title, contact.href)} page, by email at ${site.email} or by phone on ${site.phone} (Mon–Fri ${site.hours.open}–${site.hours.close} CET).`;
}

function priceLine(p: Plan, lang: Lang, first: BillingPeriod): string {
  const de = lang === "de";
  const order: BillingPeriod[] = first === "yearly" ? ["yearly", "monthly"] : ["monthly", "yearly"];
  const parts = order.flatMap((period) => {
    const d = priceDisplay(p, period, lang);
    if (!d) return [];
    const per = de ? (period === "monthly" ? "pro Monat" : "pro Jahr") : period === "monthly" ? "per month" : "per year";
    return [de ? `${d.gross} ${per} (netto ${d.net})` : `${d.gross} ${per} (${d.net} net)`];
  });
  if (parts.length === 0) {
    return de
      ? `**${p.name}**: Preis auf Anfrage – ein individuelles Angebot, unbegrenzte Nutzerzahl`
      : `**${p.name}**: price on request – a tailored offer with unlimited users`;
  }
  const extras: string[] = [];
  if (p.users.recommendedMax)
    extras.push(
      de
        ? `empfohlen für ${p.users.min ?? 1}–${p.users.recommendedMax} Nutzer`
        : `recommended for ${p.users.min ?? 1}–${p.users.recommendedMax} users`,
    );
  if (p.users.max) extras.push(de ? `bis zu ${p.users.max} Nutzer zum Festpreis` : `up to ${p.users.max} users at a flat price`);
  if (p.freeMonthsYearly)
    extras.push(de ? `jährlich zahlen = ${p.freeMonthsYearly} Monate gratis` : `paying yearly = ${p.freeMonthsYearly} months free`);
  return `**${p.name}**: ${parts.join(de ? " oder " : " or ")}${extras.length ? ` – ${extras.join(", ")}` : ""}`;
}

function priceAnswer(folded: string, ctx: AnswerContext): ComposedAnswer {
  const { lang } = ctx;
  const de = lang === "de";
  const named = plansIn(folded);
  const wantsYearly = has(folded, periodWords.yearly) && !has(folded, periodWords.monthly);
  const shown = named.length ? named : [...plans];
  const pricing = pageSource("forestcrew-pricing", lang);
  const vat = formatPercent(vatPercent, lang);
  const lines: string[] = [];
  if (named.length === 1 && named[0]!.gross) {
    const p = named[0]!;
    const first: BillingPeriod = wantsYearly ? "yearly" : "monthly";
    const main = priceDisplay(p, first, lang)!;
    const other = priceDisplay(p, first === "yearly" ? "monthly" : "yearly", lang)!;
    lines.push(
      de
        ? `${p.name} kostet **${main.gross} ${first === "yearly" ? "pro Jahr" : "pro Monat"}** (netto ${main.net}, inklusive ${vat} MwSt.). ${first === "yearly" ? "Monatlich" : "Jährlich"} sind es ${other.gross} (netto ${other.net}).`
        : `${p.name} costs **${main.gross} ${first === "yearly" ? "per year" : "per month"}** (${main.net} net, including ${vat} German VAT). ${first === "yearly" ? "Billed monthly" : "Billed yearly"} it is ${other.gross} (${other.net} net).`,
    );
    const notes: string[] = [];
    if (p.freeMonthsYearly)
      notes.push(
        de
          ? `Bei jährlicher Zahlung erhalten Sie ${p.freeMonthsYearly} Monate gratis.`
          : `Paying yearly gives you ${p.freeMonthsYearly} months free.`,
      );
    if (p.users.recommendedMax)
      notes.push(
        de
          ? `Empfohlen für ${p.users.min ?? 1}–${p.users.recommendedMax} Nutzer.`
          : `Recommended for ${p.users.min ?? 1}–${p.users.recommendedMax} users.`,
      );
    if (p.users.max) notes.push(de ? `Bis zu ${p.users.max} Nutzer zum Festpreis.` : `Up to ${p.users.max} users at a flat price.`);
    if (p.savingPercent)
      notes.push(
        de
          ? `Das sind ${formatPercent(p.savingPercent, lang)} unter dem künftigen Listenpreis; Beta-Preise gelten dauerhaft.`
          : `That is ${formatPercent(p.savingPercent, lang)} below the future list price; beta prices apply for good.`,
      );
    if (notes.length) lines.push(notes.join(" "));
  } else {
    lines.push(
      de
        ? `Die Preise von ForestCrew (brutto inklusive ${vat} MwSt., netto in Klammern):`
        : `ForestCrew's prices (gross including ${vat} German VAT, net in brackets):`,
    );
    lines.push(shown.map((p) => `- ${priceLine(p, lang, wantsYearly ? "yearly" : "monthly")}`).join("\n"));
    lines.push(de ? "Beta-Preise gelten dauerhaft." : "Beta prices apply for good.");
  }
  lines.push(
    de
      ? `Sie können ForestCrew ${trial.days} Tage kostenlos testen: Bei der Registrierung hinterlegen Sie eine Kreditkarte, während des Tests wird nichts abgebucht. Ab mehr als ${pricingTerms.individualTermsAboveEmployees} Mitarbeitenden vereinbaren wir individuelle Konditionen.`
      : `You can try ForestCrew free for ${trial.days} days: you enter a credit card when you register, and nothing is charged during the trial. For more than ${pricingTerms.individualTermsAboveEmployees} employees we agree individual terms.`,
  );
  lines.push(de ? `Alle Details: ${link(pricing.title, pricing.href)}` : `All the details: ${link(pricing.title, pricing.href)}`);
  return { kind: "price", markdown: lines.join("\n\n"), sources: [pricing] };
}

function contactAnswer(ctx: AnswerContext): ComposedAnswer {
  const { lang, site } = ctx;
  const de = lang === "de";
  const contact = pageSource("contact", lang);
  const markdown = de
    ? [
        `So erreichen Sie uns:`,
        `- **Telefon:** ${site.phone} (Mo–Fr ${site.hours.open}–${site.hours.close} Uhr)\n- **E-Mail:** ${site.email}\n- **Support-Portal:** ${site.urls.support}`,
        `Wir antworten innerhalb eines Werktages. Eine kostenlose Demo oder Beratung können Sie über die Seite ${link(contact.title, contact.href)} anfragen.`,
      ]
    : [
        `Here's how to reach us:`,
        `- **Phone:** ${site.phone} (Mon–Fri ${site.hours.open}–${site.hours.close} CET)\n- **Email:** ${site.email}\n- **Support portal:** ${site.urls.support}`,
        `We reply within one working day. You can request a free demo or consultation on our ${link(contact.title, contact.href)} page.`,
      ];
  return { kind: "contact", markdown: markdown.join("\n\n"), sources: [contact] };
}

function legalAnswer(ctx: AnswerContext): ComposedAnswer {
  const { lang, site } = ctx;
  const de = lang === "de";
  const agb = pageSource("agb", lang);
  const impressum = pageSource("impressum", lang);
  const markdown = de
    ? [
        "Eine Rechtsberatung kann und darf ich nicht geben. Für Ihren Einzelfall wenden Sie sich bitte an eine Fachanwältin oder einen Fachanwalt, Ihre zuständige Forstbehörde oder Ihren Waldbesitzerverband.",
        `Unsere eigenen Vertragsbedingungen finden Sie in den ${link(agb.title, agb.href)}, die Angaben zum Anbieter im ${link(impressum.title, impressum.href)}.`,
        `Wenn es um den Einsatz von ForestCrew in Ihrem Betrieb geht, sprechen wir gern mit Ihnen. ${contactLine(site, lang)}`,
      ]
    : [
        "I can't give legal advice. For your individual case, please turn to a specialist lawyer, your forestry authority or your forest owners' association.",
        `Our own contract terms are in our ${link(agb.title, agb.href)}, and the provider's details are in the ${link(impressum.title, impressum.href)}.`,
        `If it's about using ForestCrew in your business, we're happy to talk. ${contactLine(site, lang)}`,
      ];
  return { kind: "legal", markdown: markdown.join("\n\n"), sources: [agb, impressum, pageSource("contact", lang)] };
}

function capabilitiesAnswer(ctx: AnswerContext, greeting: boolean): ComposedAnswer {
  const { lang } = ctx;
  const de = lang === "de";
  const s = (name: KnownPage) => pageSource(name, lang);
  const pricing = s("forestcrew-pricing");
  const blog = s("blog");
  const markdown = de
    ? [
        `${greeting ? "Hallo! " : ""}Ich bin ForestChat, der Assistent von ${ctx.site.brand}. Ich beantworte Fragen zu unseren Produkten und Seiten, zum Beispiel:`,
        `- was ForestCrew kann und was es kostet (${link(pricing.title, pricing.href)})\n- wie der kostenlose Test und das Beta-Programm funktionieren\n- ${link("DataHub", paths.datahub)}, ${link("Nexus", paths.nexus)} und die ${link("KI-Waldinventur", paths["forest-inventory"])}\n- Themen aus unserem ${link(blog.title, blog.href)}, etwa Borkenkäfer-Monitoring oder den CO₂-Markt`,
        `Ich antworte aus den Inhalten dieser Website und nenne Ihnen die Seiten, auf die ich mich stütze. Rechtsberatung gebe ich nicht. Mehr über mich: ${link("ForestChat", paths.forestchat)}. Was möchten Sie wissen?`,
      ]
    : [
        `${greeting ? "Hello! " : ""}I'm ForestChat, ${ctx.site.brand}'s assistant. I answer questions about our products and pages, for example:`,
        `- what ForestCrew does and what it costs (${link(pricing.title, pricing.href)})\n- how the free trial and the beta programme work\n- ${link("DataHub", paths.datahub)}, ${link("Nexus", paths.nexus)} and the ${link("AI forest inventory", paths["forest-inventory"])}\n- topics from our ${link(blog.title, blog.href)}, such as bark beetle monitoring or the carbon market`,
        `I answer from the content of this website and tell you which pages I drew on. I don't give legal advice. More about me: ${link("ForestChat", paths.forestchat)}. What would you like to know?`,
      ];
  return { kind: greeting ? "greeting" : "capabilities", markdown: markdown.join("\n\n"), sources: [s("forestchat")] };
}

function unknownAnswer(ctx: AnswerContext): ComposedAnswer {
  const { lang, site } = ctx;
  const markdown =
    lang === "de"
      ? `Dazu finde ich in den Inhalten unserer Website keine verlässliche Antwort – und raten möchte ich nicht. Unser Team hilft Ihnen gern weiter. ${contactLine(site, lang)}`
      : `I couldn't find a reliable answer to that in our website's content – and I'd rather not guess. Our team will be glad to help. ${contactLine(site, lang)}`;
  return { kind: "unknown", markdown, sources: [pageSource("contact", lang)] };
}

/** The card's own heading of a composed one ("Preise › Wie kann ich bezahlen?" → "Wie kann ich bezahlen?"). */
function shortHeading(heading: string): string {
  return heading.split(HEADING_SEPARATOR).at(-1)!.trim();
}

/** A sentence or heading reduced to its words, for finding repeats ("Offline-Karten." = "offline karten"). */
export function normalised(text: string): string {
  return foldText(text).trim();
}

/** Abbreviations after which a full stop does not end a sentence. */
const abbreviation =
  /(?:^|[\s(])(?:z|d|u|o|s|v|bzw|ca|ggf|evtl|inkl|max|min|Nr|Abs|Art|bspw|etc|usw|vgl|e\.g|i\.e|approx|no|St|Dr|Mio|Mrd|Std)\.$/i;

/** Splits prose into sentences at . ! ? followed by a capital, a digit or an opening quote, but not after "z. B." or "ca.". */
export function sentencesOf(text: string): string[] {
  const pieces = text.split(/(?<=[.!?…]["“”»)]?)\s+(?=[\p{Lu}\p{N}„"“«(§])/u);
  const out: string[] = [];
  for (const piece of pieces) {
    const last = out.at(-1);
    // Not after "z. B.", an initial ("J. Müller") or a day ("vom 2. Oktober").
    if (last !== undefined && (abbreviation.test(last) || /\b[A-ZÄÖÜ]\.$/.test(last) || /(^|\s)\d{1,2}\.$/.test(last))) {
      out[out.length - 1] = `${last} ${piece}`;
    } else out.push(piece);
  }
  return out.map((p) => p.trim()).filter(Boolean);
}

/** A whole sentence: starts with a capital, a digit or a quote and ends with . ! or ? (a colon only before a list). */
function isWholeSentence(sentence: string, beforeList = false): boolean {
  const starts = /^[\p{Lu}\p{N}„"“«(§]/u.test(sentence);
  const ends = beforeList ? /[.!?:]["“”»)]?$/.test(sentence) : /[.!?]["“”»)]?$/.test(sentence);
  return starts && ends && !sentence.startsWith("…");
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
const notAYes =
  /\b(nicht|kein|keine|keinen|keiner|keines|nie|niemals|noch nicht|geplant|angekundigt|demnachst|bald|kunftig|in entwicklung|not|no|never|cannot|cant|isnt|doesnt|dont|wont|planned|announced|future|in development|coming soon)\b/;

/** Question words that say how to answer, not what about: left out when checking what a passage covers. */
const guidancePattern =
  /(handlungsempfehlung|handlungsanleitung|handlungsschritt|konkrete schritte|in die praxis|fur die praxis|umsetzen|action guidance|guidance|action steps|concrete steps|in practice|practical steps)/;

/**
 * The analysed terms of a question that name its subject: without brand names the whole site
 * shares and without the words that ask for guidance ("in Handlungsempfehlungen übersetzen").
 */
function subjectTerms(question: string): string[] {
  const brand = new Set(["forestcrew", "forstcrew"]);
  const subject = foldText(question)
    .replace(new RegExp(`${guidancePattern.source}\\w*`, "g"), " ")
    .replace(/ (ubersetz\w*|translate\w*|turn|into) /g, " ");
  return queryTerms(subject).filter((t) => !brand.has(t));
}

/** Share of the question's terms that the best page's top passages match. */
function coverage(question: string, hits: Hit[]): number {
  const terms = subjectTerms(question);
  if (terms.length === 0 || hits.length === 0) return 0;
  const page = pageOfHref(hits[0]!.passage.href);
  const matched = new Set(hits.filter((h) => pageOfHref(h.passage.href) === page).flatMap((h) => h.matched));
  return terms.filter((t) => matched.has(t)).length / terms.length;
}

/**
 * Below this share of the question's words found on the best page, the best page is about
 * something else (a shared word like "Hamburg" or "best"): the assistant says it does not know.
 * Calibrated on tests/fixtures/chat-eval/calibration.json.
 */
export const MIN_COVERAGE = 0.34;

/**
 * True when the search found nothing the offline assistant would answer from: the best
 * passage scores below MIN_SCORE_PER_TERM per searched word (up to 3), or the best page covers
 * too few of the question's words. The model path uses it to flag unanswered questions the same way.
 */
export function isWeakRetrieval(asked: string, hits: Hit[]): boolean {
  const question = withoutGreeting(asked);
  const words = tokenize(question).filter((t) => processTerm(t) !== null).length;
  const threshold = MIN_SCORE_PER_TERM * Math.min(Math.max(words, 1), 3);
  if (hits.length === 0 || hits[0]!.score < threshold) return true;
  return subjectTerms(question).length >= 2 && coverage(question, hits) < MIN_COVERAGE;
}

/** Openings of sentences that refer to the sentence before them. */
const backReference =
  /^(Diese|Dieser|Dieses|Diesen|Diesem|Dies|Dort|Deshalb|Daher|Dafür|Dabei|Damit|Davon|Dazu|Darum|Trotzdem|Außerdem|This|These|Those|That|They|It|Such|Therefore|However|Also)\b/;

interface Quote {
  /** Whole sentences of the passage's prose, in order. */
  sentences: string[];
  /** List items (without "- "), in order. */
  items: string[];
}

interface Line {
  text: string;
  item: boolean;
  index: number;
  hits: number;
  blocked: boolean;
}

/**
 * The sentences (and list items) of a passage that share the most terms with the question, in
 * their original order, topped up with the passage's next sentences when they say too little.
 * Only whole sentences; none that an earlier block already said (`said`, normalised).
 */
function quote(passage: Passage, terms: readonly string[], type: QuestionType, said: Set<string>, keepHeading = false): Quote {
  const heading = keepHeading ? "" : normalised(shortHeading(passage.heading));
  const lines: Line[] = [];
  const raw = passage.text.split("\n").map((l) => l.trim());
  raw.forEach((line, li) => {
    if (!line || normalised(line) === heading) return;
    const item = line.startsWith("- ");
    const nextIsItem = raw[li + 1]?.startsWith("- ") ?? false;
    const parts = item ? [line.slice(2).trim()] : sentencesOf(line);
    parts.forEach((text, pi) => {
      if (!item && !isWholeSentence(text, nextIsItem && pi === parts.length - 1)) return;
      const key = normalised(text);
      if (!key || key === heading) return;
      const words = analyse(text);
      const hits = words.filter((w) => terms.some((t) => w.startsWith(t))).length;
      // Kept in place but never quoted: what an earlier block said, and a page's own questions
      // ("Sie suchen die Preise der Software?"), which lead elsewhere; an answer does not ask them.
      const blocked = said.has(key) || (!item && text.endsWith("?"));
      lines.push({ text, item, index: lines.length, hits, blocked });
    });
  });
  const prose = lines.filter((l) => !l.item && !l.blocked);
  const items = lines.filter((l) => l.item && !l.blocked);
  const picked = new Set(
    prose
      .filter((l) => l.hits > 0)
      .sort((a, b) => b.hits - a.hits || a.index - b.index)
      .slice(0, MAX_SENTENCES_PER_PASSAGE)
      .map((l) => l.index),
  );
  const length = () => [...picked].reduce((n, i) => n + lines[i]!.text.length, 0);
  for (const l of prose) {
    if (length() >= MIN_CHARS_PER_PASSAGE || picked.size > MAX_SENTENCES_PER_PASSAGE) break;
    picked.add(l.index);
  }
  // A sentence that points back ("Diese finden Sie …", "This means …") only with the sentence before it.
  for (const l of prose) {
    if (picked.has(l.index) && backReference.test(l.text) && !(l.index > 0 && picked.has(l.index - 1) && !lines[l.index - 1]!.item)) {
      picked.delete(l.index);
    }
  }
  // A list is quoted whole for "how" questions and when its items match; else only its matching items.
  // So is a list whose introduction ("… finden Sie hier:") matches the question itself.
  const introMatches = prose.some((l) => picked.has(l.index) && l.hits > 0 && l.text.endsWith(":"));
  const wantedItems =
    type === "how" || introMatches || items.filter((i) => i.hits > 0).length >= 2 ? items : items.filter((i) => i.hits > 0);
  const chosenItems = wantedItems.slice(0, MAX_LIST_ITEMS);
  let chars = 0;
  const sentences: string[] = [];
  for (const l of prose) {
    if (!picked.has(l.index)) continue;
    // A sentence that introduces a list (ends with ":") only with its list.
    if (l.text.endsWith(":") && chosenItems.length === 0) continue;
    if (sentences.length && chars + l.text.length > MAX_CHARS_PER_PASSAGE) break;
    sentences.push(l.text);
    chars += l.text.length;
  }
  return { sentences, items: chosenItems.map((i) => i.text) };
}

function markSaid(q: Quote, said: Set<string>): void {
  for (const t of [...q.sentences, ...q.items]) said.add(normalised(t));
}

/** "**Offline-Karten:** …", "**Wie kann ich bezahlen?** …", list items below. */
function block(heading: string, q: Quote): string {
  const h = shortHeading(heading);
  const label = /[?!.:]$/.test(h) ? `**${h}**` : `**${h}:**`;
  const list = q.items.map((i) => `- ${i}`).join("\n");
  const prose = q.sentences.join(" ");
  if (!prose) return `${label}\n${list}`;
  return list ? `${label} ${prose}\n${list}` : `${label} ${prose}`;
}

const claimPattern = new RegExp(
  `\\b(${[claims.productivityPercent, claims.lessAdminPercent, claims.fewerWrongDecisionsPercent, claims.fasterOnboardingPercent, claims.inventoryFasterPercent].join("|")})\\s?%`,
);

/** The link text of a citation: the page, and the section where the link leads to one. */
function sourceTitle(p: Passage): string {
  const section = shortHeading(p.heading);
  return p.href.includes("#") && normalised(section) !== normalised(p.page) ? `${p.page} – ${section}` : p.page;
}

/**
 * The passage that says what X is, for "what is X": X's own page opens with it (its hero: title
 * and lead), so when X names a page, that page's first passage; when X names a section (a heading
 * such as "Buchdrucker und Kupferstecher"), that section.
 */
function definingPassage(question: string, hits: Hit[], retriever: Retriever): Passage | undefined {
  const subject = queryTerms(question.replace(/^.*?\b(ist|sind|is|are|about|über|uber|funktioniert|does)\b/i, "").replace(/\bwork\b/i, ""));
  if (subject.length === 0) return undefined;
  const names = (text: string) => {
    const words = analyse(text);
    return subject.every((t) => words.some((w) => w.startsWith(t)));
  };
  const page = hits.find((h) => names(h.passage.page));
  if (page) return retriever.passagesOf(pageOfHref(page.passage.href))[0];
  return hits.find((h) => names(shortHeading(h.passage.heading)))?.passage;
}

function retrievalAnswer(question: string, found: Hit[], ctx: AnswerContext, legalTopic: boolean): ComposedAnswer {
  const { lang } = ctx;
  const de = lang === "de";
  const terms = queryTerms(question);
  const type = questionType(question);
  let hits = found;
  let best = hits[0]!;
  const bestPage = pageOfHref(best.passage.href);
  const chosen: Passage[] = [];
  const said = new Set<string>();
  const parts: string[] = [];

  // "What is X": open with what X is, from X's own page.
  const defining = type === "what" ? definingPassage(question, hits, ctx.retriever) : undefined;
  if (defining) {
    // The page's title says what it is ("DataHub: Alle Forstdaten an einem Ort"), the lead how.
    const q = quote(defining, [], "other", said, true);
    const lead = q.sentences.slice(0, 3).join(" ");
    if (lead) {
      // Named first, so the answer opens with what it is about ("**ForestCrew:** Ihren Forstbetrieb digital steuern. …").
      // A page's hero is named by the page; an article's section by its heading.
      const name = defining.href.includes("#") ? shortHeading(defining.heading) : defining.page;
      parts.push(normalised(lead).startsWith(normalised(name)) ? lead : `**${name}:** ${lead}`);
      markSaid(q, said);
      chosen.push(defining);
    }
  }

  // "How" questions: a section of the best page that gives steps (a list) comes first when it is nearly as good.
  const steps =
    type === "how"
      ? hits.find((h) => pageOfHref(h.passage.href) === bestPage && h.passage.text.includes("\n- ") && h.score >= best.score * STEPS_SHARE)
      : undefined;
  if (steps && steps !== best) {
    hits = [steps, ...hits.filter((h) => h !== steps)];
    best = steps;
  }
  const candidates: Hit[] = [best];
  // After a definition, one more section of the same page at most: the rest matched only the name.
  const onlyTheName = defining !== undefined && subjectTerms(question).every((t) => analyse(defining.page).some((w) => w.startsWith(t)));
  // A second section of the best page, when it is nearly as good, adds detail.
  const sibling = hits.find(
    (h) =>
      h !== best &&
      pageOfHref(h.passage.href) === bestPage &&
      normalised(shortHeading(h.passage.heading)) !== normalised(shortHeading(best.passage.heading)),
  );
  if (sibling && sibling.score >= best.score * SIBLING_SHARE) candidates.push(sibling);
  const second = hits.find((h) => pageOfHref(h.passage.href) !== bestPage);
  if (second && second.score >= best.score * SECOND_SOURCE_SHARE) candidates.push(second);

  const blocks: { passage: Passage; q: Quote }[] = [];
  for (const h of candidates) {
    if (chosen.some((p) => p.id === h.passage.id)) continue;
    if (defining && (blocks.length >= 1 || (onlyTheName && pageOfHref(h.passage.href) !== pageOfHref(defining.href)))) continue;
    const q = quote(h.passage, terms, type, said);
    if (q.sentences.length === 0 && q.items.length === 0) continue;
    markSaid(q, said);
    blocks.push({ passage: h.passage, q });
    chosen.push(h.passage);
  }
  // A question in two parts ("Wie entwickeln sich die Preise …, und wann lohnt sich der Verkauf?"):
  // a section of the same page that covers at least two of the words the chosen ones leave out
  // answers the other part.
  if (blocks.length > 0 && blocks.length < 3 && !defining) {
    const covered = new Set(chosen.flatMap((p) => hits.find((h) => h.passage.id === p.id)?.matched ?? []));
    const missing = subjectTerms(question).filter((t) => !covered.has(t));
    const other = hits.find(
      (h) =>
        !chosen.some((p) => p.id === h.passage.id) &&
        pageOfHref(h.passage.href) === bestPage &&
        h.matched.filter((t) => missing.includes(t)).length >= 2,
    );
    if (other) {
      const q = quote(other.passage, terms, type, said);
      if (q.sentences.length > 0 || q.items.length > 0) {
        markSaid(q, said);
        blocks.push({ passage: other.passage, q });
        chosen.push(other.passage);
      }
    }
  }
  // None of the best sections had a sentence to quote for this question (only an introduction to a
  // list that did not match, or what was already said): the next ones that do, else "I don't know" —
  // never an answer that is nothing but its opening line and links.
  if (chosen.length === 0) {
    for (const h of hits.slice(0, 6)) {
      if (candidates.includes(h)) continue;
      const q = quote(h.passage, terms, "how", said);
      if (q.sentences.length === 0 && q.items.length === 0) continue;
      markSaid(q, said);
      blocks.push({ passage: h.passage, q });
      chosen.push(h.passage);
      break;
    }
  }
  if (chosen.length === 0) return legalTopic ? legalAnswer(ctx) : unknownAnswer(ctx);

  // Yes or no: only when the best passage covers every word of the question and its first sentence says so plainly.
  if (type === "yesno" && !defining && blocks.length > 0) {
    const first = blocks[0]!;
    const lead = first.q.sentences[0];
    // Every word of the question in the section's heading or in the very sentence that follows the "yes".
    const said = analyse(`${shortHeading(first.passage.heading)} ${lead ?? ""}`);
    const fullyCovered = subjectTerms(question).every((t) => said.some((w) => w.startsWith(t) || t.startsWith(w)));
    const plain = lead !== undefined && !notAYes.test(foldText(`${first.passage.heading} ${lead}`));
    if (fullyCovered && plain) {
      parts.push(`${de ? "Ja." : "Yes."} ${lead}`);
      first.q = { sentences: first.q.sentences.slice(1), items: first.q.items };
    }
  }
  if (parts.length === 0) parts.push(de ? "Das steht dazu auf unseren Seiten:" : "Here's what our pages say about that:");
  for (const b of blocks) {
    if (b.q.sentences.length === 0 && b.q.items.length === 0) continue;
    parts.push(block(b.passage.heading, b.q));
  }

  const sources: Source[] = [];
  for (const p of chosen) {
    if (!sources.some((s) => s.href === p.href)) sources.push({ title: sourceTitle(p), href: p.href });
  }
  const quoted = parts.join(" ");
  if (claimPattern.test(quoted)) {
    parts.push(
      de
        ? "_Prozentangaben sind Werbeaussagen aus unseren Marketingunterlagen, keine garantierten Ergebnisse._"
        : "_Percentages are advertising claims from our marketing material, not guaranteed results._",
    );
  }
  if (legalTopic || chosen.some((p) => p.legal)) parts.push(notLegalAdvice(lang));
  const links = sources.map((s) => link(s.title, s.href)).join(", ");
  parts.push(de ? `Mehr dazu: ${links}` : `Read more: ${links}`);
  return { kind: "retrieval", markdown: parts.join("\n\n"), sources };
}

function notLegalAdvice(lang: Lang): string {
  return lang === "de"
    ? "_Das ist eine allgemeine Information und keine Rechtsberatung. Für Ihren Einzelfall fragen Sie bitte Ihre untere Forstbehörde, Ihre Revierförsterin oder Ihren Revierförster oder eine Fachanwältin oder einen Fachanwalt._"
    : "_This is general information, not legal advice. For your own case, please ask your local forestry authority, your district forester or a specialist lawyer._";
}

/**
 * Words a visitor uses that our pages do not: the search looks for the pages' words as well.
 * "Turn the law into guidance" looks for practical steps as well as the subject.
 */
const expansions: [RegExp, Record<Lang, string>][] = [
  [guidancePattern, { de: "Handlung Praxis Schritte", en: "action practice steps" }],
  [
    // Not "job" alone: in forestry a job is a work order ("plan jobs by drag and drop").
    / (hiring|vacanc|job opening|job offer|open positions|stellenangebot|stellenanzeige|ausschreibung|arbeiten bei|work for you|work with you)/,
    { de: "Karriere Bewerbung Initiativbewerbung", en: "careers application apply" },
  ],
];

/** Questions about working for us (not about "jobs" as work orders). */
const jobsPattern =
  / (offene stellen|freie stellen|stellenangebot|stellenanzeige|stellenausschreibung|ausschreibung|arbeiten bei (euch|ihnen)|bei euch arbeiten|bei ihnen arbeiten|karriere|bewerben|bewerbung|initiativbewerbung|hiring|vacanc|job opening|job offer|open positions|careers?|apply for a job|work for you|work at forestcrew|join your team)/;
const jobWords: Record<Lang, string> = {
  de: "Initiativbewerbung Bewerbung Ausschreibung Bereiche",
  en: "speculative application apply areas",
};

/** Strips a leading greeting ("Hallo, …") so that the question behind it is answered. */
function withoutGreeting(question: string): string {
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
function aboutOurPrices(folded: string, question: string): boolean {
  if (has(folded, notOurPrices)) return false;
  const asksPrice = has(folded, priceWords) || (plansIn(folded).length > 0 && / (kostet|cost|costs|price)/.test(folded));
  if (!asksPrice) return false;
  if (ownProducts.some((w) => folded.includes(w))) return true;
  return queryTerms(question).every((t) => priceScaffold.has(t));
}

/** Questions about someone's own legal dispute or proceedings: declined, with where to turn. */
const disputeWords = [
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

export function composeAnswer(question: string, ctx: AnswerContext): ComposedAnswer {
  const folded = foldText(question);
  const wordCount = folded.trim().split(" ").filter(Boolean).length;
  const rest = withoutGreeting(question);
  const restFolded = foldText(rest);
  const isGreeting = has(folded, greetingWords) && rest.trim().length < 3;
  if (isGreeting) return capabilitiesAnswer(ctx, true);
  if (wordCount <= 5 && has(folded, thanksWords)) {
    return {
      kind: "thanks",
      markdown:
        ctx.lang === "de"
          ? "Gern geschehen! Wenn Sie noch etwas zu ForestCrew, unseren Preisen oder unseren Themen wissen möchten, fragen Sie einfach."
          : "You're welcome! If there's anything else you'd like to know about ForestCrew, our prices or our topics, just ask.",
      sources: [],
    };
  }
  if (restFolded.trim().split(" ").length <= 6 && capabilityPhrases.some((p) => restFolded.includes(` ${p} `))) {
    return capabilitiesAnswer(ctx, false);
  }
  const aboutOwnTerms = has(restFolded, ownTermsWords);
  const legalTopic = (has(restFolded, legalWords) || has(restFolded, disputeWords)) && !aboutOwnTerms;
  if (legalTopic && has(restFolded, disputeWords)) return legalAnswer(ctx);
  if (!legalTopic && aboutOurPrices(restFolded, rest)) return priceAnswer(restFolded, ctx);
  if (has(restFolded, contactWords) && !legalTopic) return contactAnswer(ctx);

  // Jobs at our company: answered from the careers page only ("offene Stellen" would otherwise
  // find "offene REST-APIs"; "job" alone is a work order in forestry, so it is not a trigger).
  if (jobsPattern.test(restFolded)) {
    const careerHits = ctx.retriever.search(`${rest} ${jobWords[ctx.lang]}`, 40).filter((h) => pageOfHref(h.passage.href) === paths.career);
    if (careerHits.length > 0) return retrievalAnswer(rest, careerHits, ctx, false);
  }

  // "Turn the law into guidance": search for the practical steps as well as the subject.
  const query = [rest, ...expansions.filter(([pattern]) => pattern.test(restFolded)).map(([, words]) => words[ctx.lang])].join(" ");
  const hits = ctx.retriever.search(query, 12);
  if (isWeakRetrieval(rest, hits)) return legalTopic ? legalAnswer(ctx) : unknownAnswer(ctx);
  return retrievalAnswer(rest, hits, ctx, legalTopic);
}
