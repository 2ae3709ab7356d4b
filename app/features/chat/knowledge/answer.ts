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
import { foldText } from "../topics";
import { analyse, processTerm, tokenize } from "./analyse";
import { paths } from "~/config/pages";
import { pageMeta, type KnownPage } from "./passages";
import { type Hit, queryTerms, type Retriever } from "./retriever";

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
  const betaPro = / beta ?pro /.test(folded) || / pro /.test(folded);
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

/** The last part of a composed heading ("Preise – Wie kann ich bezahlen?" → "Wie kann ich bezahlen?"). */
function shortHeading(heading: string): string {
  return heading.split(" – ").at(-1)!.trim();
}

const sameText = (a: string, b: string) => a.replace(/[\s.!?:…]+$/u, "").toLowerCase() === b.replace(/[\s.!?:…]+$/u, "").toLowerCase();

/**
 * Sentences of a passage that share the most terms with the question, in their original
 * order, topped up with the passage's next sentences when they say too little on their own.
 */
function bestSentences(text: string, heading: string, terms: ReadonlySet<string>): string {
  const sentences = text
    .split(/\n|(?<=[.!?])\s+(?=[A-ZÄÖÜ0-9„"])/u)
    .map((s) => s.trim())
    .filter((s) => s && !heading.split(" – ").some((h) => sameText(s, h)));
  const scored = sentences.map((sentence, index) => {
    const words = analyse(sentence);
    const hits = words.filter((w) => [...terms].some((t) => w.startsWith(t))).length;
    return { sentence, index, hits };
  });
  const picked = new Set(
    scored
      .filter((s) => s.hits > 0)
      .sort((a, b) => b.hits - a.hits || a.index - b.index)
      .slice(0, MAX_SENTENCES_PER_PASSAGE)
      .map((s) => s.index),
  );
  const length = () => [...picked].reduce((n, i) => n + sentences[i]!.length, 0);
  for (let i = 0; i < sentences.length && length() < MIN_CHARS_PER_PASSAGE && picked.size < MAX_SENTENCES_PER_PASSAGE + 1; i++) {
    picked.add(i);
  }
  let out = "";
  for (const i of [...picked].sort((a, b) => a - b)) {
    const sentence = sentences[i]!;
    if (out && out.length + sentence.length > MAX_CHARS_PER_PASSAGE) break;
    out += (out ? " " : "") + sentence;
  }
  return out;
}

/** "**Offline-Karten:** …", "**Wie kann ich bezahlen?** …". */
function block(heading: string, text: string): string {
  const h = shortHeading(heading);
  return /[?!.:]$/.test(h) ? `**${h}** ${text}` : `**${h}:** ${text}`;
}

const claimPattern = new RegExp(
  `\\b(${[claims.productivityPercent, claims.lessAdminPercent, claims.fewerWrongDecisionsPercent, claims.fasterOnboardingPercent, claims.inventoryFasterPercent].join("|")})\\s?%`,
);

function retrievalAnswer(question: string, hits: Hit[], ctx: AnswerContext): ComposedAnswer {
  const { lang } = ctx;
  const de = lang === "de";
  const terms = new Set(queryTerms(question));
  const best = hits[0]!;
  const chosen: Hit[] = [best];
  const second = hits.find((h) => h.passage.href !== best.passage.href);
  if (second && second.score >= best.score * SECOND_SOURCE_SHARE) chosen.push(second);
  // A second passage of the best page, when it is nearly as good, adds detail.
  const sibling = hits.find(
    (h) => h !== best && h.passage.href === best.passage.href && shortHeading(h.passage.heading) !== shortHeading(best.passage.heading),
  );
  if (sibling && sibling.score >= best.score * 0.8 && chosen.length < 3) chosen.splice(1, 0, sibling);

  const blocks = chosen.map((h) =>
    block(h.passage.heading, bestSentences(h.passage.text, h.passage.heading, terms) || shortHeading(h.passage.heading)),
  );
  const sources: Source[] = [];
  for (const h of chosen) {
    if (!sources.some((s) => s.href === h.passage.href)) sources.push({ title: h.passage.page, href: h.passage.href });
  }
  const intro = de ? "Das steht dazu auf unseren Seiten:" : "Here's what our pages say about that:";
  const parts = [intro, ...blocks];
  if (blocks.some((b) => claimPattern.test(b))) {
    parts.push(
      de
        ? "_Prozentangaben sind Werbeaussagen aus unseren Marketingunterlagen, keine garantierten Ergebnisse._"
        : "_Percentages are advertising claims from our marketing material, not guaranteed results._",
    );
  }
  const links = sources.map((s) => link(s.title, s.href)).join(", ");
  parts.push(de ? `Mehr dazu: ${links}` : `Read more: ${links}`);
  return { kind: "retrieval", markdown: parts.join("\n\n"), sources };
}

/** Strips a leading greeting ("Hallo, …") so that the question behind it is answered. */
function withoutGreeting(question: string): string {
  return question.replace(
    /^\s*(hallo|hi|hey|moin|servus|guten (tag|morgen|abend)|hello|good (morning|afternoon|evening))\b[\s,!.:-]*/i,
    "",
  );
}

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
  if (restFolded.trim().split(" ").length <= 6 && capabilityPhrases.some((p) => restFolded.includes(` ${p}`))) {
    return capabilitiesAnswer(ctx, false);
  }
  const aboutOwnTerms = has(restFolded, ownTermsWords);
  if (has(restFolded, legalWords) && !aboutOwnTerms) return legalAnswer(ctx);
  const aboutPrices = has(restFolded, priceWords) || (plansIn(restFolded).length > 0 && / (kostet|cost|costs|price)/.test(restFolded));
  if (aboutPrices && !has(restFolded, notOurPrices)) {
    return priceAnswer(restFolded, ctx);
  }
  if (has(restFolded, contactWords)) return contactAnswer(ctx);

  const hits = ctx.retriever.search(rest);
  const words = tokenize(rest).filter((t) => processTerm(t) !== null).length;
  const threshold = MIN_SCORE_PER_TERM * Math.min(Math.max(words, 1), 3);
  if (hits.length === 0 || hits[0]!.score < threshold) return unknownAnswer(ctx);
  return retrievalAnswer(rest, hits, ctx);
}

// M: stub until A lands
/**
 * True when the offline assistant would say "I don't know" for these hits: none, or the best scores
 * below MIN_SCORE_PER_TERM per searched word of the question (at most three words counted).
 */
export function isWeakRetrieval(question: string, hits: Hit[]): boolean {
  const words = tokenize(withoutGreeting(question)).filter((t) => processTerm(t) !== null).length;
  const threshold = MIN_SCORE_PER_TERM * Math.min(Math.max(words, 1), 3);
  return hits.length === 0 || hits[0]!.score < threshold;
}
