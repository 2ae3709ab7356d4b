// Page metadata of the blog pages (title, description, keywords, canonical path, cover image,
// BlogPosting data), always through seo().
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

function absolute(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
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

/** The `BlogPosting` structured data of an article. */
export function blogPosting(post: ArticleMetaPost, root: RootData): object {
  const origin = root.origins[root.lang];
  const url = `${origin}/blog/${encodeURIComponent(post.slug)}`;
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: articleDescription(post, root),
    datePublished: post.date,
    dateModified: post.updatedAt ?? post.date,
    author: { "@type": "Person", name: post.author },
    image: absolute(origin, articleImage(post)),
    inLanguage: post.lang === "en" ? "en" : "de",
    keywords: post.tags.join(", "),
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    publisher: {
      "@type": "Organization",
      name: root.site.brand,
      logo: { "@type": "ImageObject", url: `${origin}/icon-512.png` },
    },
  };
}

/**
 * Metadata of an article: the meta title (else '{title} | {brand} Forstblog'), the meta
 * description (else excerpt, else summary), canonical /blog/{slug} on this host, hreflang as
 * `alternates` says (articleAlternates), the social image (else cover) with its alt text, BlogPosting.
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
      structuredData: blogPosting(post, root),
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
