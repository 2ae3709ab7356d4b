/**
 * Quoting passages in an answer: prose cut into whole sentences, the sentences and list items of a
 * passage that match the question picked (nothing said twice), and a quote rendered as a block.
 */
import { analyse } from "~/lib/text/analyse";
import { foldText } from "~/lib/text/fold";
import { HEADING_SEPARATOR, type Passage } from "./passages";
import type { QuestionType } from "./question";

const MAX_LIST_ITEMS = 6;
const MAX_SENTENCES_PER_PASSAGE = 3;
const MAX_CHARS_PER_PASSAGE = 520;
const MIN_CHARS_PER_PASSAGE = 160;

/** The card's own heading of a composed one ("Preise › Wie kann ich bezahlen?" → "Wie kann ich bezahlen?"). */
export function shortHeading(heading: string): string {
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

/** Openings of sentences that refer to the sentence before them. */
const backReference =
  /^(Diese|Dieser|Dieses|Diesen|Diesem|Dies|Dort|Deshalb|Daher|Dafür|Dabei|Damit|Davon|Dazu|Darum|Trotzdem|Außerdem|This|These|Those|That|They|It|Such|Therefore|However|Also)\b/;

export interface Quote {
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
export function quote(passage: Passage, terms: readonly string[], type: QuestionType, said: Set<string>, keepHeading = false): Quote {
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

export function markSaid(q: Quote, said: Set<string>): void {
  for (const t of [...q.sentences, ...q.items]) said.add(normalised(t));
}

/** "**Offline-Karten:** …", "**Wie kann ich bezahlen?** …", list items below. */
export function block(heading: string, q: Quote): string {
  const h = shortHeading(heading);
  const label = /[?!.:]$/.test(h) ? `**${h}**` : `**${h}:**`;
  const list = q.items.map((i) => `- ${i}`).join("\n");
  const prose = q.sentences.join(" ");
  if (!prose) return `${label}\n${list}`;
  return list ? `${label} ${prose}\n${list}` : `${label} ${prose}`;
}
