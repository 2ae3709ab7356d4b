/**
 * The offline assistant's answers: composed from our own content only. Prices come from the
 * facts module (exact, gross and net; ./fact-answers); everything else from the best passages of
 * the search index, quoted with links to their pages (./quote). When nothing fits well enough, it
 * says so and offers the contact page; it never gives legal advice. The question is read in ./question.
 */
import { paths } from "~/config/pages";
import { claims } from "~/content/facts";
import { analyse, processTerm, tokenize } from "~/lib/text/analyse";
import { foldText } from "~/lib/text/fold";
import type { AnswerContext, ComposedAnswer, Source } from "./answer-types";
import { capabilitiesAnswer, contactAnswer, legalAnswer, link, notLegalAdvice, priceAnswer, unknownAnswer } from "./fact-answers";
import type { Passage } from "./passages";
import {
  aboutOurPrices,
  capabilityPhrases,
  contactWords,
  disputeWords,
  expansions,
  greetingWords,
  has,
  jobsPattern,
  jobWords,
  legalWords,
  notAYes,
  ownTermsWords,
  questionType,
  subjectTerms,
  thanksWords,
  withoutGreeting,
} from "./question";
import { block, markSaid, normalised, quote, shortHeading, type Quote } from "./quote";
import { type Hit, pageOfHref, queryTerms, type Retriever } from "./retriever";

export type { AnswerContext, ComposedAnswer, Source } from "./answer-types";

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
/** For "how" questions, a section with steps is preferred when it scores at least this share of the best one. */
const STEPS_SHARE = 0.5;

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
