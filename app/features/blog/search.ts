// Blog search: the query from the address, and the matches of a text marked for display. Pure; the index lives in ./search-index.server.ts. Text leaves here as segments (plain
// strings, some flagged as a match) that React renders as text and <mark>: no HTML is built, so
// neither a post nor a query can inject markup. Used by loaders only (zod stays out of the browser).
import { z } from "zod";
import { processTerm, stem, tokenize } from "~/lib/text/analyse";
import { MAX_QUERY_LENGTH_CHARS, QUERY_PARAM } from "./listing";

/** The longest query that is searched; a longer one is cut here (and the page says so). */
export const MAX_QUERY_LENGTH = MAX_QUERY_LENGTH_CHARS;

/** Results per page, as on /blog and the tag pages. */
export { PAGE_SIZE as SEARCH_PAGE_SIZE } from "./listing";

const querySchema = z
  .string()
  .transform((raw) =>
    raw
      .replace(/\p{Cc}+/gu, " ")
      .replace(/\s+/g, " ")
      .trim(),
  )
  .transform((q) => ({ q: Array.from(q).slice(0, MAX_QUERY_LENGTH).join("").trim(), truncated: Array.from(q).length > MAX_QUERY_LENGTH }));

export interface SearchQuery {
  /** The query as searched: whitespace collapsed, at most MAX_QUERY_LENGTH characters; "" for none. */
  q: string;
  /** Whether the reader's query was longer and has been cut. */
  truncated: boolean;
}

/** The query of a results address: the first `q` (others ignored), cleaned and cut to 200 characters. */
export function parseSearchQuery(search: URLSearchParams): SearchQuery {
  const parsed = querySchema.safeParse(search.get(QUERY_PARAM) ?? "");
  return parsed.success ? parsed.data : { q: "", truncated: false };
}

// ---------------------------------------------------------------------------------------------
// Analysis shared by the index and the highlighting

/** Words shorter than this are not split into the parts a compound ends with. */
const COMPOUND_MIN = 8;
/** The shortest ending of a compound that is indexed as a part: "Borkenkäfer" → "käfer", "enkäfer" … */
const PART_MIN = 4;

function fold(word: string): string[] {
  const lower = word.toLowerCase().replace(/ß/g, "ss");
  const plain = lower.normalize("NFD").replace(/\p{M}/gu, "");
  if (!/[äöü]/.test(lower)) return [plain];
  return [plain, lower.replace(/ä/g, "ae").replace(/ö/g, "oe").replace(/ü/g, "ue").normalize("NFD").replace(/\p{M}/gu, "")];
}

/**
 * The endings of a long word, stemmed, as index terms of their own: a search for "Käfer" finds
 * "Borkenkäfer", "Holz" finds "Brennholz". Only endings that start ≥ 3 characters into the word
 * and are ≥ 4 characters long; the word itself is left to processTerm.
 */
export function compoundParts(word: string): string[] | null {
  if (word.length < COMPOUND_MIN || /\d/.test(word)) return null;
  return cached(partsCache, word, () => {
    const parts = new Set<string>();
    for (const folded of fold(word)) {
      for (let i = 3; i <= folded.length - PART_MIN; i++) {
        const part = stem(folded.slice(i));
        if (part.length >= 3) parts.add(part);
      }
    }
    return parts.size ? [...parts] : null;
  });
}

/** The stems of a word (processTerm of the chat's analysis), remembered: a blog has a few thousand distinct words. */
export function wordStems(word: string): string[] | null {
  return cached(stemCache, word, () => processTerm(word));
}

// Word → analysis, bounded (made-up words in queries must not grow them without end).
const CACHE_LIMIT = 50_000;
const partsCache = new Map<string, string[] | null>();
const stemCache = new Map<string, string[] | null>();
function cached(cache: Map<string, string[] | null>, word: string, compute: () => string[] | null): string[] | null {
  let value = cache.get(word);
  if (value !== undefined) return value;
  value = compute();
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(word, value);
  return value;
}

/** Every index term a word yields (its stems and the parts of a compound). */
function termsOfWord(raw: string): string[] {
  const word = raw.replace(/₂/g, "2");
  return [...(wordStems(word) ?? []), ...(compoundParts(word) ?? [])];
}

/** Whether a word yields one of `terms`. */
function isHit(word: string, terms: ReadonlySet<string>): boolean {
  return terms.size > 0 && termsOfWord(word).some((t) => terms.has(t));
}

/** The analysed terms of a query (what the index compares); empty for a query of stop words only. */
export function queryTerms(q: string): string[] {
  return [...new Set(tokenize(q).flatMap((t) => wordStems(t) ?? []))];
}

// ---------------------------------------------------------------------------------------------
// Highlighting

export interface Segment {
  text: string;
  /** Whether this piece is a match (rendered in <mark>). */
  hit?: true;
}

const wordPattern = /[\p{L}\p{N}₂]+/gu;

/**
 * `text` cut into segments, each word whose index terms include one of `terms` (the index terms a
 * result matched, as MiniSearch reports them) flagged as a hit. Neighbouring pieces are merged.
 */
export function highlight(text: string, terms: ReadonlySet<string>): Segment[] {
  const segments: Segment[] = [];
  const push = (piece: string, hit: boolean) => {
    if (piece === "") return;
    const last = segments.at(-1);
    if (last && Boolean(last.hit) === hit) last.text += piece;
    else segments.push(hit ? { text: piece, hit: true } : { text: piece });
  };
  let at = 0;
  for (const match of text.matchAll(wordPattern)) {
    const word = match[0];
    push(text.slice(at, match.index), false);
    push(word, isHit(word, terms));
    at = match.index + word.length;
  }
  push(text.slice(at), false);
  return segments;
}

/** Whether any segment is a hit. */
export function hasHit(segments: readonly Segment[]): boolean {
  return segments.some((s) => s.hit);
}

/** Characters of a snippet, about two lines of a result. */
export const SNIPPET_LENGTH = 220;

/**
 * A window of `text` (about `length` characters, cut at word boundaries) around its first match,
 * with "…" where it was cut; the text's beginning when nothing matches. Matches highlighted.
 */
export function snippet(text: string, terms: ReadonlySet<string>, length = SNIPPET_LENGTH): Segment[] {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= length) return highlight(clean, terms);
  // The first matching word (the rest of the text is not analysed).
  let firstHit = -1;
  for (const match of clean.matchAll(wordPattern)) {
    if (isHit(match[0], terms)) {
      firstHit = match.index;
      break;
    }
  }
  if (firstHit === -1) firstHit = 0;
  // Start a little before the first match, at a word boundary.
  let start = Math.max(0, firstHit - Math.floor(length / 4));
  if (start > 0) {
    const space = clean.indexOf(" ", start);
    start = space === -1 || space >= firstHit ? firstHit : space + 1;
  }
  let end = Math.min(clean.length, start + length);
  if (end < clean.length) {
    const space = clean.lastIndexOf(" ", end);
    if (space > firstHit && space > start) end = space;
  }
  const window = highlight(clean.slice(start, end), terms);
  if (start > 0) window.unshift({ text: "… " });
  if (end < clean.length) window.push({ text: " …" });
  return mergePlain(window);
}

function mergePlain(segments: Segment[]): Segment[] {
  const out: Segment[] = [];
  for (const s of segments) {
    const last = out.at(-1);
    if (last && !last.hit && !s.hit) last.text += s.text;
    else out.push({ ...s });
  }
  return out;
}
