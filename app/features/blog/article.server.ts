// What the public blog shows on which host (ADR 0018): a post lives only on its own language's
// site. The article route, the list, the sitemap and the preview ask this module, so that the
// rules are tested without a browser.
import type { Kysely } from "kysely";
import type { Database } from "~/lib/db/schema";
import type { Lang, Origins } from "~/lib/i18n";
import { resolveSlugRedirect } from "./posts/redirects.server";
import { listPublishedPosts } from "./posts/repository.server";
import { relatedPosts } from "./rules";
import type { BlogPost } from "./types";

type Db = Kysely<Database>;

export function articlePath(slug: string): string {
  return `/blog/${encodeURIComponent(slug)}`;
}

/** The article's address on its own language's site. */
export function articleUrl(origins: Origins, post: Pick<BlogPost, "slug" | "lang">): string {
  return `${origins[post.lang]}${articlePath(post.slug)}`;
}

/** A live post's linked translation, if that one is live too. */
function translationOf(post: BlogPost, live: readonly BlogPost[]): BlogPost | undefined {
  if (!post.translationId) return undefined;
  const other = live.find((p) => p.id === post.translationId);
  return other && other.lang !== post.lang ? other : undefined;
}

export type ArticleResolution =
  | { kind: "post"; post: BlogPost; translation?: BlogPost; related: BlogPost[] }
  /** 301: a path on this host (an old slug), or an absolute address on the other language's host. */
  | { kind: "redirect"; location: string }
  | { kind: "not-found" };

/**
 * What /blog/{slug} on the `lang` site answers:
 * - a live post of this language with the slug: the article (related posts of its language);
 * - an old slug of a live post (resolveSlugRedirect; the live post with the slug wins): 301 to
 *   its current address, in one hop;
 * - a post of the other language: 301 to its linked translation on this host, else to the post
 *   on its own language's host;
 * - anything else (drafts, scheduled posts not yet due, unknown slugs): not found.
 */
export async function resolveArticle(
  db: Db,
  slug: string,
  lang: Lang,
  origins: Origins,
  now: Date = new Date(),
): Promise<ArticleResolution> {
  const live = await listPublishedPosts(db, undefined, now);
  let post = live.find((p) => p.slug === slug);
  let moved = false;
  if (!post) {
    const current = await resolveSlugRedirect(db, slug, now);
    post = current === undefined ? undefined : live.find((p) => p.slug === current);
    if (!post) return { kind: "not-found" };
    moved = true;
  }
  const translation = translationOf(post, live);
  if (post.lang !== lang) {
    if (translation && translation.lang === lang) return { kind: "redirect", location: articlePath(translation.slug) };
    return { kind: "redirect", location: articleUrl(origins, post) };
  }
  if (moved) return { kind: "redirect", location: articlePath(post.slug) };
  const related = relatedPosts(
    post,
    live.filter((p) => p.lang === post.lang),
    3,
  );
  return translation ? { kind: "post", post, translation, related } : { kind: "post", post, related };
}

/** hreflang alternates of an article: a linked pair names both (x-default German); a single post only itself. */
export function articleAlternates(
  origins: Origins,
  post: Pick<BlogPost, "slug" | "lang">,
  translation?: Pick<BlogPost, "slug" | "lang">,
): { hreflang: string; href: string }[] {
  if (!translation || translation.lang === post.lang) {
    const own = articleUrl(origins, post);
    return [
      { hreflang: post.lang, href: own },
      { hreflang: "x-default", href: own },
    ];
  }
  const de = post.lang === "de" ? post : translation;
  const en = post.lang === "en" ? post : translation;
  return [
    { hreflang: "de", href: articleUrl(origins, de) },
    { hreflang: "en", href: articleUrl(origins, en) },
    { hreflang: "x-default", href: articleUrl(origins, de) },
  ];
}

export interface BlogListing {
  /** Live posts of this site's language, newest first. */
  posts: BlogPost[];
  /** Live posts of the other language without a live translation here, newest first. */
  otherLanguage: BlogPost[];
}

/** What /blog lists on the `lang` site. */
export async function listForSite(db: Db, lang: Lang, now: Date = new Date()): Promise<BlogListing> {
  const live = await listPublishedPosts(db, undefined, now);
  const posts = live.filter((p) => p.lang === lang);
  const otherLanguage = live.filter((p) => p.lang !== lang && translationOf(p, live)?.lang !== lang);
  return { posts, otherLanguage };
}

export interface SitemapArticle {
  /** The article's address on its own host. */
  loc: string;
  lastmod: string;
  alternates: { hreflang: string; href: string }[];
}

/** Every live article once, at its own host, with hreflang alternates for linked pairs. */
export async function sitemapArticles(db: Db, origins: Origins, now: Date = new Date()): Promise<SitemapArticle[]> {
  const live = await listPublishedPosts(db, undefined, now);
  return live.map((post) => ({
    loc: articleUrl(origins, post),
    lastmod: post.updatedAt ?? post.date,
    alternates: articleAlternates(origins, post, translationOf(post, live)),
  }));
}
