// Blog search (ADR 0026): an in-process MiniSearch index per language over title, summary and text
// of the posts a reader may see, with the German/English analysis of the chat's index (umlauts
// folded both ways, light stemming), prefix matching and the endings of compounds as terms of their
// own ("Käfer" finds "Borkenkäfer"). The index is rebuilt when the posts of its language change,
// which a one-row query tells on every search (so every instance, on SQLite or PostgreSQL, sees a
// post saved on another at once; no notification can be missed).
import { sql, type Kysely } from "kysely";
import MiniSearch, { type Query, type SearchResult } from "minisearch";
import { markdownToText } from "~/lib/text/markdown";
import { tokenize } from "~/lib/text/analyse";
import type { Database } from "~/lib/db/schema";
import { paginate, type PageInfo } from "./listing";
import { isLive, listPublishedPosts } from "./posts/repository.server";
import { blocksToMarkdown } from "./rules";
import { compoundParts, highlight, hasHit, snippet, wordStems, type Segment } from "./search";
import type { BlogPost, PostLang } from "./types";

type Db = Kysely<Database>;

/** What the index keeps of a post (the rest is dropped: it needs no content HTML, no revisions). */
export interface SearchablePost {
  id: string;
  slug: string;
  title: string;
  date: string;
  summary: string;
  status: BlogPost["status"];
  lang: PostLang;
  /** The content as plain text. */
  text: string;
}

/** One result as the page shows it: the post's address parts and its texts with the matches marked. */
export interface SearchHit {
  id: string;
  slug: string;
  date: string;
  lang: PostLang;
  title: Segment[];
  summary: Segment[];
  /** A window of the content around its first match; null when only title or summary matched. */
  snippet: Segment[] | null;
}

export interface SearchPage {
  /** Results in all (every page). */
  total: number;
  hits: SearchHit[];
  info: PageInfo;
}

/** The content of a post as plain text (Markdown or an import's blocks). */
export function plainText(content: BlogPost["content"]): string {
  let markdown: string;
  if (typeof content === "string") markdown = content;
  else {
    try {
      markdown = blocksToMarkdown(content);
    } catch {
      markdown = "";
    }
  }
  // Heading marks too: a snippet reads as running text.
  return markdownToText(markdown.replace(/^\s{0,3}#{1,6}\s+/gm, ""))
    .replace(/\s+/g, " ")
    .trim();
}

export function toSearchable(post: BlogPost): SearchablePost {
  const { id, slug, title, date, summary, status, lang } = post;
  return { id, slug, title, date, summary, status, lang, text: plainText(post.content) };
}

const boost = { title: 3, summary: 1.5, text: 1 };

/** The weight of a compound found by its ending ("Käfer" → "Borkenkäfer") against the word itself. */
const PART_WEIGHT = 0.4;

/** The most compounds one query word is widened to. */
const MAX_COMPOUNDS = 200;

/** Documents added between two turns of the event loop while an index is built. */
const CHUNK = 25;

const identity = (term: string) => term;
const splitSpaces = (text: string) => text.split(" ");

/** A search index over the posts of one language. Scheduled posts are indexed and found once their date has come. */
export class BlogSearchIndex {
  private readonly index: MiniSearch<SearchablePost>;
  private readonly byId = new Map<string, SearchablePost>();
  /** Compound ending → the stems of the indexed words ending so ("kaf" → "borkenkaf", "kaferbefall" …). */
  private readonly parts = new Map<string, Set<string>>();
  private readonly seen = new Set<string>();
  /** Every stem of the indexed words (to try "Kaefer" also as "Käfer" only where such a word exists). */
  private readonly stems = new Set<string>();
  /** The keys of `parts`, sorted, for the compounds that end in a word beginning with the query ("Käfer" → "…käferbefall"). */
  private sortedParts: string[] | null = null;

  constructor(posts: readonly SearchablePost[] = []) {
    this.index = new MiniSearch<SearchablePost>({
      fields: ["title", "summary", "text"],
      idField: "id",
      tokenize,
      processTerm: (word) => {
        if (!this.seen.has(word)) this.learn(word);
        return wordStems(word);
      },
      searchOptions: {
        tokenize,
        processTerm: wordStems,
        boost,
        prefix: (term) => term.length >= 3,
        // Small typos of longer words only, at most two edits; never in numbers or codes.
        fuzzy: (term) => (term.length >= 6 && !/\d/.test(term) ? 0.2 : false),
        maxFuzzy: 2,
        weights: { prefix: 0.5, fuzzy: 0.3 },
      },
    });
    this.index.addAll(this.accept(posts));
  }

  /** Builds an index without holding the event loop for long: CHUNK posts at a time. */
  static async build(posts: readonly SearchablePost[]): Promise<BlogSearchIndex> {
    const index = new BlogSearchIndex();
    await index.index.addAllAsync(index.accept(posts), { chunkSize: CHUNK });
    return index;
  }

  /** Brings the index to `posts` (every post of its language that is not a draft or in review): re-indexes changed posts, drops removed ones. */
  async update(posts: readonly SearchablePost[], version: (p: SearchablePost) => string, versions: Map<string, string>): Promise<void> {
    const wanted = new Map(posts.filter((p) => p.status !== "draft" && p.status !== "review").map((p) => [p.id, p]));
    for (const id of [...this.byId.keys()]) {
      const next = wanted.get(id);
      if (!next || versions.get(id) !== version(next)) {
        this.index.discard(id);
        this.byId.delete(id);
      }
    }
    const added = [...wanted.values()].filter((p) => !this.byId.has(p.id));
    await this.index.addAllAsync(this.accept(added), { chunkSize: CHUNK });
  }

  private accept(posts: readonly SearchablePost[]): SearchablePost[] {
    const accepted: SearchablePost[] = [];
    for (const post of posts) {
      if (post.status === "draft" || post.status === "review" || this.byId.has(post.id)) continue;
      this.byId.set(post.id, post);
      accepted.push(post);
    }
    return accepted;
  }

  /** Remembers which compound endings a new word has (once per distinct word, not per occurrence). */
  private learn(word: string): void {
    this.seen.add(word);
    const stems = wordStems(word);
    if (!stems) return;
    for (const s of stems) this.stems.add(s);
    const parts = compoundParts(word);
    if (!parts) return;
    this.sortedParts = null;
    for (const part of parts) {
      let set = this.parts.get(part);
      if (!set) this.parts.set(part, (set = new Set()));
      for (const s of stems) if (s !== part) set.add(s);
    }
  }

  /** The stems a query word is searched by: its own, and with "ae/oe/ue" read as umlauts when the blog has such words ("Borkenkaefer" → "borkenkaf"). */
  private queryStems(word: string): string[] {
    const own = wordStems(word) ?? [];
    if (!/ae|oe|ue/i.test(word)) return own;
    const umlauts = wordStems(word.replace(/ae/gi, "ä").replace(/oe/gi, "ö").replace(/ue/gi, "ü")) ?? [];
    return [...new Set([...own, ...umlauts.filter((s) => this.stems.has(s))])];
  }

  /** The stems of indexed compounds whose ending starts with `stem` (at most MAX_COMPOUNDS). */
  private compoundsOf(stem: string): string[] {
    const keys = (this.sortedParts ??= [...this.parts.keys()].sort());
    let lo = 0;
    let hi = keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (keys[mid]! < stem) lo = mid + 1;
      else hi = mid;
    }
    const found = new Set<string>();
    for (let i = lo; i < keys.length && keys[i]!.startsWith(stem) && found.size < MAX_COMPOUNDS; i++) {
      for (const s of this.parts.get(keys[i]!) ?? []) found.add(s);
    }
    return [...found];
  }

  get size(): number {
    return this.byId.size;
  }

  /**
   * The live posts matching every word of `q` (each word through its stems, prefixes, small typos
   * and the compounds it ends: "Käfer" → "Borkenkäfer"), best first; equal scores newest first.
   * [] for a query without a searchable word.
   */
  search(q: string, now: Date = new Date()): { post: SearchablePost; terms: Set<string> }[] {
    const words = [...new Set(tokenize(q))].filter((w) => wordStems(w) !== null).slice(0, 12);
    if (words.length === 0) return [];
    const query: Query = {
      combineWith: "AND",
      queries: words.map((w) => {
        const stems = this.queryStems(w);
        const compounds = [...new Set(stems.flatMap((s) => this.compoundsOf(s)))].filter((s) => !stems.includes(s));
        const alternatives: Query[] = [{ queries: [stems.join(" ")], combineWith: "OR", tokenize: splitSpaces, processTerm: identity }];
        if (compounds.length > 0) {
          alternatives.push({
            queries: [compounds.join(" ")],
            combineWith: "OR",
            tokenize: splitSpaces,
            processTerm: identity,
            prefix: false,
            fuzzy: false,
            boostTerm: () => PART_WEIGHT,
          });
        }
        return { combineWith: "OR", queries: alternatives };
      }),
    };
    const results: SearchResult[] = this.index.search(query, {
      filter: (r) => {
        const post = this.byId.get(String(r.id));
        return post !== undefined && isLive(post, now);
      },
    });
    return results
      .map((r) => ({ r, post: this.byId.get(String(r.id)) }))
      .filter((x): x is { r: SearchResult; post: SearchablePost } => x.post !== undefined)
      .sort((a, b) => b.r.score - a.r.score || Date.parse(b.post.date) - Date.parse(a.post.date))
      .map(({ r, post }) => ({ post, terms: new Set(r.terms) }));
  }

  /** One page (12 results) of a search with the matches marked; null for a page beyond the last. */
  page(q: string, page: number, now: Date = new Date()): SearchPage | null {
    const found = this.search(q, now);
    const slice = paginate(found, page);
    if (!slice) return null;
    return { total: found.length, hits: slice.items.map(({ post, terms }) => toHit(post, terms)), info: slice.info };
  }
}

function toHit(post: SearchablePost, terms: Set<string>): SearchHit {
  const inText = snippet(post.text, terms);
  return {
    id: post.id,
    slug: post.slug,
    date: post.date,
    lang: post.lang,
    title: highlight(post.title, terms),
    summary: highlight(post.summary, terms),
    snippet: hasHit(inText) ? inText : null,
  };
}

// ---------------------------------------------------------------------------------------------
// The indexes of this process, one per database and language

interface Cached {
  /** The version of the language's posts the index shows (versionOf). */
  version: string;
  index: BlogSearchIndex;
  /** Each indexed post's revision and last save, to re-index only what changed. */
  versions: Map<string, string>;
}

const FAR_FUTURE = new Date("9999-12-31T23:59:59.999Z");
const cache = new WeakMap<Db, Map<PostLang, Promise<Cached>>>();

/**
 * What changes whenever a post of the language is created, edited, published, unpublished or
 * deleted: their count, their newest save, the sum of their revisions (every save adds one) and
 * how many are not drafts.
 */
async function versionOf(db: Db, lang: PostLang): Promise<string> {
  const row = await db
    .selectFrom("blog_posts")
    .select([
      sql<string>`count(*)`.as("n"),
      sql<string | null>`max(last_modified)`.as("m"),
      sql<string | null>`sum(revision)`.as("r"),
      sql<string>`sum(case when status = 'draft' then 0 else 1 end)`.as("v"),
    ])
    .where("lang", "=", lang)
    .executeTakeFirstOrThrow();
  return `${row.n}:${row.m ?? ""}:${row.r ?? ""}:${row.v}`;
}

const postVersion = (p: BlogPost) => `${p.revision}:${p.lastModified}:${p.status}`;

/** Published posts and every scheduled one (a scheduled post is found once its date has come). */
async function loadPosts(db: Db, lang: PostLang): Promise<{ posts: SearchablePost[]; versions: Map<string, string> }> {
  const posts = await listPublishedPosts(db, lang, FAR_FUTURE);
  return { posts: posts.map(toSearchable), versions: new Map(posts.map((p) => [p.id, postVersion(p)])) };
}

/**
 * The index of a language, brought up to date when its posts changed since (the first search of a
 * process builds it; later changes re-index only the posts that changed). Concurrent searches
 * share one build or update.
 */
export async function searchIndex(db: Db, lang: PostLang): Promise<BlogSearchIndex> {
  let perDb = cache.get(db);
  if (!perDb) cache.set(db, (perDb = new Map<PostLang, Promise<Cached>>()));
  const version = await versionOf(db, lang);
  const current = perDb.get(lang);
  const known = current && (await current.catch(() => undefined));
  if (known && known.version === version) return known.index;
  if (current && perDb.get(lang) !== current) return searchIndex(db, lang);
  const next = (async (): Promise<Cached> => {
    const { posts, versions } = await loadPosts(db, lang);
    if (known) {
      const oldVersions = known.versions;
      const lookup = new Map(posts.map((p) => [p.id, versions.get(p.id) ?? ""]));
      await known.index.update(posts, (p) => lookup.get(p.id) ?? "", oldVersions);
      return { version, index: known.index, versions };
    }
    return { version, index: await BlogSearchIndex.build(posts), versions };
  })();
  perDb.set(lang, next);
  next.catch(() => {
    if (perDb.get(lang) === next) perDb.delete(lang);
  });
  return (await next).index;
}

/** Searches the live posts of a language: one page of results, or null for a page beyond the last. */
export async function searchPosts(db: Db, lang: PostLang, q: string, page = 1, now: Date = new Date()): Promise<SearchPage | null> {
  return (await searchIndex(db, lang)).page(q, page, now);
}
