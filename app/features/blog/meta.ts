// Page metadata of the blog pages (title, description, keywords, canonical path, cover image,
// BlogPosting data from the loader), always through seo().
import type { MetaDescriptor } from "react-router";
import type { RootData } from "~/lib/app-context";
import { rootFromMatches, seo } from "~/lib/meta";
import { DEFAULT_OG_IMAGE } from "~/lib/seo";
import { blogMetaCopy } from "./meta-copy";
import type { PostLang } from "./types";

type MetaArgs = Parameters<typeof seo>[0];

/** <link rel="alternate" type="application/rss+xml"> to the blog's feed on this language's site. */
export function feedLink(args: MetaArgs): MetaDescriptor {
  const root = rootFromMatches(args.matches);
  return {
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    title: `${root.site.brand} ${blogMetaCopy[root.lang].feedTitle}`,
    href: `${root.origins[root.lang]}/blog/feed.xml`,
  };
}

/** What the article's metadata needs of a post. */
export interface ArticleMetaPost {
  slug: string;
  title: string;
  author: string;
  date: string;
  lastModified: string;
  summary: string;
  excerpt?: string;
  tags: string[];
  coverImage?: string;
  lang: PostLang;
  /** Last material change after publication; JSON-LD dateModified (else the publish date). */
  updatedAt?: string;
  metaTitle?: string;
  metaDescription?: string;
  socialImage?: string;
}

/** The description: the meta description, else the excerpt, else the summary, else the default text. */
export function articleDescription(
  post: Pick<ArticleMetaPost, "excerpt" | "summary" | "metaDescription">,
  root: Pick<RootData, "lang">,
): string {
  return post.metaDescription?.trim() || post.excerpt?.trim() || post.summary.trim() || blogMetaCopy[root.lang].defaultDescription;
}

/** The image shown when the article is shared: the social image, else the cover, else the site's default. */
export function articleImage(post: Pick<ArticleMetaPost, "socialImage" | "coverImage">): string {
  return post.socialImage ?? post.coverImage ?? DEFAULT_OG_IMAGE;
}

/** The page title: the meta title when set, else '{title} | {brand} Forstblog'. */
export function articleTitle(post: Pick<ArticleMetaPost, "title" | "metaTitle">, brand: string): string {
  return post.metaTitle?.trim() || `${post.title} | ${brand} Forstblog`;
}

/**
 * Metadata of an article: the meta title (else '{title} | {brand} Forstblog'), the meta
 * description (else excerpt, else summary), canonical /blog/{slug} on this host, hreflang as
 * `alternates` says (articleAlternates), the social image (else cover) with its alt text. The
 * BlogPosting JSON-LD comes from the loader (structured-data.server.ts).
 */
export function articleMeta(
  args: MetaArgs,
  post: ArticleMetaPost,
  options: { alternates?: readonly { hreflang: string; href: string }[]; noindex?: boolean } = {},
): MetaDescriptor[] {
  return [
    ...seo(args, (root) => ({
      // The default title already names the brand, so seo() adds no second suffix.
      title: articleTitle(post, root.site.brand),
      description: articleDescription(post, root),
      keywords: [...new Set([...post.tags, ...blogMetaCopy[root.lang].keywords])],
      canonicalPath: `/blog/${encodeURIComponent(post.slug)}`,
      ogImage: articleImage(post),
      ogType: "article",
      ...(options.alternates ? { alternateLanguages: options.alternates } : {}),
      ...(options.noindex ? { noindex: true } : {}),
    })),
    { property: "og:image:alt", content: post.title },
    { name: "twitter:image:alt", content: post.title },
    { property: "article:published_time", content: post.date },
    ...(post.updatedAt ? [{ property: "article:modified_time", content: post.updatedAt }] : []),
    feedLink(args),
  ];
}
