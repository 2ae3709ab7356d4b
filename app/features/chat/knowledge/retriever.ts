/**
 * BM25+ retrieval over the knowledge passages (MiniSearch: BM25+ scoring, prefix and fuzzy
 * matching), with the German/English analysis of ./analyse.
 */
import MiniSearch, { type SearchResult } from "minisearch";
import { processTerm, tokenize } from "~/lib/text/analyse";
import type { Passage } from "./passages";

export interface Hit {
  passage: Passage;
  score: number;
  /** Query terms (after analysis) that this passage matched. */
  matched: string[];
}

const fields = ["heading", "text", "keywords", "page"] as const;

export class Retriever {
  private readonly index: MiniSearch<Passage>;
  private readonly byId = new Map<string, Passage>();

  constructor(passages: readonly Passage[]) {
    this.index = new MiniSearch<Passage>({
      fields: [...fields],
      idField: "id",
      tokenize,
      processTerm,
      searchOptions: {
        boost: { heading: 2, keywords: 1.5, page: 1.2, text: 1 },
        prefix: (term) => term.length >= 4,
        fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
        combineWith: "OR",
      },
    });
    for (const p of passages) {
      if (this.byId.has(p.id)) continue;
      this.byId.set(p.id, p);
    }
    this.index.addAll([...this.byId.values()]);
  }

  get size(): number {
    return this.byId.size;
  }

  /** Every passage of one page or article (its href before "#"), in the order they were added. */
  passagesOf(page: string): Passage[] {
    return [...this.byId.values()].filter((p) => pageOfHref(p.href) === page);
  }

  /** The best passages for a question, best first. */
  search(question: string, limit = 8): Hit[] {
    const results: SearchResult[] = this.index.search(question);
    return results.slice(0, limit).flatMap((r) => {
      const passage = this.byId.get(String(r.id));
      return passage ? [{ passage, score: r.score, matched: r.queryTerms }] : [];
    });
  }
}

/** The analysed terms of a question (what the index compares). */
export function queryTerms(question: string): string[] {
  return [...new Set(tokenize(question).flatMap((t) => processTerm(t) ?? []))];
}

/** The page of a citation address: "/wissen/borkenkaefer-erkennen#anzeichen" → "/wissen/borkenkaefer-erkennen". */
export function pageOfHref(href: string): string {
  const i = href.indexOf("#");
  return i === -1 ? href : href.slice(0, i);
}
