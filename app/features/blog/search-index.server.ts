// Blog search (ADR 0026): an in-process MiniSearch index per language over title, summary and text
// of the posts a reader may see, with the German/English analysis of the chat's index (umlauts
// folded both ways, light stemming), prefix matching and the endings of compounds as terms of their
// own ("Käfer" finds "Borkenkäfer"). The index is rebuilt when the posts of its language change,
// which a one-row query tells on every search (so every instance, on SQLite or PostgreSQL, sees a
// post saved on another at once; no notification can be missed).
import { sql, type Kysely } from "kysely";
import MiniSearch, { type Query, type SearchResult } from "minisearch";
import { markdownToText } from "~/features/chat/knowledge/passages";
import { processTerm, tokenize } from "~/features/chat/knowledge/analyse";
import type { Database } from "~/lib/db/schema";
import { paginate, type PageInfo } from "./listing";
import { isLive, listPublishedPosts } from "./posts.server";
import { blocksToMarkdown } from "./rules";
import { compoundParts, highlight, hasHit, snippet, type Segment } from "./search";
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

const boost = { title: 3, summary: 1.5, text: 1, parts: 0.4 };

/** A search index over the posts of one language. Scheduled posts are indexed and found once their date has come. */
export class BlogSearchIndex {
  private readonly index: MiniSearch<SearchablePost>;
  private readonly byId = new Map<string, SearchablePost>();

  constructor(posts: readonly SearchablePost[]) {
    this.index = new MiniSearch<SearchablePost>({
      fields: ["title", "summary", "text", "parts"],
      idField: "id",
      // "parts": the endings of long words of every field, found with a lower weight.
      extractField: (doc, field) => (field === "parts" ? `${doc.title} ${doc.summary} ${doc.text}` : String(doc[field as keyof SearchablePost] ?? "")),
      tokenize,
      processTerm: (term, field) => (field === "parts" ? compoundParts(term) : processTerm(term)),
      searchOptions: {
        tokenize,
        processTerm,
        boost,
        prefix: (term) => term.length >= 3,
        fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
        weights: { prefix: 0.5, fuzzy: 0.3 },
      },
    });
    for (const post of posts) if (post.status !== "draft" && !this.byId.has(post.id)) this.byId.set(post.id, post);
    this.index.addAll([...this.byId.values()]);
  }

  get size(): number {
    return this.byId.size;
  }

  /**
   * The live posts matching every word of `q` (each word through its stems, prefixes, compound
   * endings and small typos), best first; equal scores newest first. [] for a query without a
   * searchable word.
   */
  search(q: string, now: Date = new Date()): { post: SearchablePost; terms: Set<string> }[] {
    const words = [...new Set(tokenize(q))].filter((w) => processTerm(w) !== null).slice(0, 12);
    if (words.length === 0) return [];
    const query: Query = { combineWith: "AND", queries: words.map((w) => ({ combineWith: "OR", queries: [w] })) };
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
  version: string;
  index: Promise<BlogSearchIndex>;
}

const FAR_FUTURE = new Date("9999-12-31T23:59:59.999Z");
const cache = new WeakMap<Db, Map<PostLang, Cached>>();

/**
 * What changes whenever a post of the language is created, edited, published, unpublished or
 * deleted: their count, their newest save and the sum of their revisions (every save adds one).
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

/** The index of a language, rebuilt when its posts changed since it was built. */
export async function searchIndex(db: Db, lang: PostLang): Promise<BlogSearchIndex> {
  let perDb = cache.get(db);
  if (!perDb) cache.set(db, (perDb = new Map()));
  const version = await versionOf(db, lang);
  const cached = perDb.get(lang);
  if (cached && cached.version === version) return cached.index;
  // Published posts and every scheduled one: a scheduled post is found once its date has come.
  const index = listPublishedPosts(db, lang, FAR_FUTURE).then((posts) => new BlogSearchIndex(posts.map(toSearchable)));
  const entry = { version, index };
  perDb.set(lang, entry);
  index.catch(() => {
    if (perDb.get(lang) === entry) perDb.delete(lang);
  });
  return index;
}

/** Searches the live posts of a language: one page of results, or null for a page beyond the last. */
export async function searchPosts(db: Db, lang: PostLang, q: string, page = 1, now: Date = new Date()): Promise<SearchPage | null> {
  return (await searchIndex(db, lang)).page(q, page, now);
}
