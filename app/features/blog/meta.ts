// Page metadata of the blog pages (title, description, keywords, canonical path, cover image,
// BlogPosting data), always through seo().
import type { MetaDescriptor } from "react-router";
import type { RootData } from "~/lib/app-context";
import { rootFromMatches, seo } from "~/lib/meta";
import { DEFAULT_OG_IMAGE } from "~/lib/seo";
import { blogCopy } from "./copy";
import type { PostLang } from "./types";

type MetaArgs = Parameters<typeof seo>[0];

/** <link rel="alternate" type="application/rss+xml"> to the blog's feed on this language's site. */
export function feedLink(args: MetaArgs): MetaDescriptor {
  const root = rootFromMatches(args.matches);
  return {
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    title: `${root.site.brand} ${blogCopy[root.lang].feedTitle}`,
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
}

function absolute(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

/** The description: the excerpt, else the summary, else the default text. */
export function articleDescription(post: Pick<ArticleMetaPost, "excerpt" | "summary">, root: Pick<RootData, "lang">): string {
  return post.excerpt?.trim() || post.summary.trim() || blogCopy[root.lang].defaultDescription;
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
    dateModified: post.lastModified || post.date,
    author: { "@type": "Person", name: post.author },
    image: absolute(origin, post.coverImage ?? DEFAULT_OG_IMAGE),
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

/** Metadata of an article: '{title} | {brand} Forstblog', canonical /blog/{slug}, BlogPosting. */
export function articleMeta(args: MetaArgs, post: ArticleMetaPost): MetaDescriptor[] {
  return [
    ...seo(args, (root) => ({
      // Already names the brand, so seo() adds no second suffix.
      title: `${post.title} | ${root.site.brand} Forstblog`,
      description: articleDescription(post, root),
      keywords: [...new Set([...post.tags, ...blogCopy[root.lang].keywords])],
      canonicalPath: `/blog/${encodeURIComponent(post.slug)}`,
      ogImage: post.coverImage,
      ogType: "article",
      structuredData: blogPosting(post, root),
    })),
    feedLink(args),
  ];
}
