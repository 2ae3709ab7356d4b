import type { MetaDescriptor } from "react-router";
import { pages } from "~/config/pages";
import type { Lang, Origins } from "./i18n";

export const TITLE_MAX = 60;
/** The site's social image for addresses without one of their own (German; English: `defaultOgImage("en")`). */
export const DEFAULT_OG_IMAGE = "/og-default.png";

/** The default social image in a language: public/og-default.png, public/og-default-en.png. */
export function defaultOgImage(lang: Lang): string {
  return lang === "en" ? "/og-default-en.png" : DEFAULT_OG_IMAGE;
}

/** A short, stable name for a text (FNV-1a, 32 bits, hex): the build and the pages compute it alike. */
export function textHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16).padStart(8, "0");
}

/**
 * The social image of a registry page in a language, showing `title`: /og/<lang>/<page>-<hash of
 * the title>.png, drawn by the build for every title a page's copy can show (scripts/build/, into
 * build/client/og/), so a page whose title depends on the configuration (ForestChat with or without
 * a model) shows the image of the title it has. A later page of a list (?seite=2, title "… (Seite
 * 2 von 3)") shows its first page's. The development server has none of them: the default image.
 */
export function pageOgImage(canonicalPath: string, lang: Lang, title: string): string | undefined {
  if (import.meta.env.MODE === "development") return undefined;
  const [path = "", query] = canonicalPath.split(/[?#]/, 2);
  const page = pages.find((p) => p.path === path);
  if (!page) return undefined;
  const shown = query === undefined ? title : title.replace(/ \([^()]*\)$/, "");
  return `/og/${lang}/${page.id}-${textHash(shown.trim())}.png`;
}

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
  /** The social image; by default the page's own (a registry page) or the language's default image. */
  ogImage?: string;
  /** Its text alternative (og:image:alt, twitter:image:alt); by default the title for the images the site makes. */
  ogImageAlt?: string;
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
  // A registry page shows its own image (its title, drawn by the build), other addresses without an
  // image the language's default: both the site's own, 1200×630. Articles bring their cover.
  const pageImage = input.ogImage === undefined ? pageOgImage(input.canonicalPath, ctx.lang, input.title) : undefined;
  const siteImage = pageImage ?? (input.ogImage === undefined || input.ogImage === DEFAULT_OG_IMAGE ? defaultOgImage(ctx.lang) : undefined);
  const image = absolute(origin, siteImage ?? input.ogImage ?? DEFAULT_OG_IMAGE);
  // A page's own image shows its title; an image passed in is described by its caller (articles: the
  // post's title); the default images go without (their claim is no page's title).
  const imageAlt = input.ogImageAlt ?? (pageImage ? title : undefined);
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
    ...(siteImage
      ? [
          { property: "og:image:width", content: "1200" },
          { property: "og:image:height", content: "630" },
        ]
      : []),
    ...(imageAlt ? [{ property: "og:image:alt", content: imageAlt }] : []),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
    ...(imageAlt ? [{ name: "twitter:image:alt", content: imageAlt }] : []),
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
