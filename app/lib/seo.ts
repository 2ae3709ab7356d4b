import type { MetaDescriptor } from "react-router";
import type { Lang, Origins } from "./i18n";

export const TITLE_MAX = 60;
export const DEFAULT_OG_IMAGE = "/og-default.png";

/**
 * The document title: the brand suffix is appended only when the whole title
 * stays within 60 characters, and never to a title that already names the brand.
 */
export function pageTitle(title: string, brand: string): string {
  const clean = title.trim();
  if (clean.toLowerCase().includes(brand.toLowerCase())) return clean;
  const withBrand = `${clean} | ${brand}`;
  return withBrand.length <= TITLE_MAX ? withBrand : clean;
}

export interface SeoInput {
  title: string;
  description: string;
  keywords?: readonly string[];
  /** Path of the canonical address: a page's `paths.<id>`, or an article's /blog/{slug}. */
  canonicalPath: string;
  ogImage?: string;
  ogType?: "website" | "article";
  structuredData?: object | readonly object[];
  noindex?: boolean;
  /** Language versions of this page; by default the same path on both hosts plus x-default. */
  alternateLanguages?: readonly { hreflang: string; href: string }[];
}

export interface SeoContext {
  lang: Lang;
  brand: string;
  origins: Origins;
}

function absolute(origin: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${origin}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

export function seoTags(ctx: SeoContext, input: SeoInput): MetaDescriptor[] {
  const origin = ctx.origins[ctx.lang];
  const title = pageTitle(input.title, ctx.brand);
  const canonical = absolute(origin, input.canonicalPath);
  const image = absolute(origin, input.ogImage ?? DEFAULT_OG_IMAGE);
  const alternates = input.alternateLanguages ?? [
    { hreflang: "de", href: absolute(ctx.origins.de, input.canonicalPath) },
    { hreflang: "en", href: absolute(ctx.origins.en, input.canonicalPath) },
    { hreflang: "x-default", href: absolute(ctx.origins.de, input.canonicalPath) },
  ];
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { name: "robots", content: input.noindex ? "noindex, nofollow" : "index, follow" },
    { tagName: "link", rel: "canonical", href: canonical },
    ...alternates.map((a) => ({ tagName: "link", rel: "alternate", hrefLang: a.hreflang, href: a.href })),
    { property: "og:type", content: input.ogType ?? "website" },
    { property: "og:site_name", content: ctx.brand },
    { property: "og:locale", content: ctx.lang === "de" ? "de_DE" : "en_GB" },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: canonical },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
  ];
  if (input.keywords && input.keywords.length > 0) {
    tags.push({ name: "keywords", content: input.keywords.join(", ") });
  }
  const data = input.structuredData;
  if (data) {
    for (const item of [data].flat()) tags.push({ "script:ld+json": item });
  }
  return tags;
}
