/**
 * The pages' structured data (schema.org JSON-LD), built on the server only.
 *
 * A route's `meta` also runs in the browser, so JSON-LD built there would ship its builders (and
 * the texts they read) to every visitor. Loaders run on the server only: each page's loader returns
 * `structuredData` from these builders, and `seo()` (app/lib/meta.ts) renders it as
 * `<script type="application/ld+json">` (React Router escapes <, > and & inside it).
 *
 * One Organization node with the id `${origin}/#organization`; the other pages refer to it.
 * Offers come from the content (app/content/prices.ts), which knows the prices.
 * No aggregateRating or review anywhere: we have none. Preview products get a WebPage, never an
 * Offer with an invented price.
 */
import type { PageId } from "~/config/pages";
import { paths } from "~/config/pages";
import type { SiteConfig } from "~/config/site";
import type { Lang, Origins } from "./i18n";

/** One JSON-LD object. */
export type JsonLd = { [key: string]: unknown };

/** What the builders need of the request context (a loader's `context`). */
export interface StructuredDataContext {
  lang: Lang;
  origins: Origins;
  site: SiteConfig;
}

const SCHEMA = "https://schema.org";

function originOf(ctx: StructuredDataContext): string {
  return ctx.origins[ctx.lang];
}

function urlOf(ctx: StructuredDataContext, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${originOf(ctx)}${path.startsWith("/") ? "" : "/"}${path}`;
}

function inLanguage(lang: Lang): string {
  return lang === "de" ? "de-DE" : "en-GB";
}

/** The id of the one Organization node (defined in full on home, about us and contact). */
export function organizationId(ctx: StructuredDataContext): string {
  return `${originOf(ctx)}/#organization`;
}

/** A reference to the Organization node. */
export function organizationRef(ctx: StructuredDataContext): JsonLd {
  return { "@id": organizationId(ctx) };
}

function websiteId(ctx: StructuredDataContext): string {
  return `${originOf(ctx)}/#website`;
}

/** The company: name, address, contact and logo from the site configuration. */
export function organization(ctx: StructuredDataContext): JsonLd {
  const origin = originOf(ctx);
  const { site } = ctx;
  return {
    "@context": SCHEMA,
    "@type": "Organization",
    "@id": organizationId(ctx),
    name: site.company,
    brand: { "@type": "Brand", name: site.brand },
    url: `${origin}/`,
    logo: `${origin}/icon-512.png`,
    email: site.email,
    telephone: site.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      postalCode: site.address.postalCode,
      addressLocality: site.address.city,
      addressCountry: "DE",
    },
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      email: site.email,
      telephone: site.phone,
      availableLanguage: ["de", "en"],
    },
    sameAs: [site.urls.iosApp],
  };
}

/** The site itself. */
export function webSite(ctx: StructuredDataContext): JsonLd {
  return {
    "@context": SCHEMA,
    "@type": "WebSite",
    "@id": websiteId(ctx),
    name: ctx.site.brand,
    url: `${originOf(ctx)}/`,
    inLanguage: inLanguage(ctx.lang),
    publisher: organizationRef(ctx),
  };
}

/** Each page's name in a breadcrumb trail, in both languages. */
const pageNames: Record<PageId, Record<Lang, string>> = {
  home: { de: "Startseite", en: "Home" },
  forestchat: { de: "ForestChat", en: "ForestChat" },
  forestcrew: { de: "ForestCrew", en: "ForestCrew" },
  forstmanagement: { de: "Forstmanagement-Software", en: "Forest management software" },
  "forestcrew-pricing": { de: "Preise", en: "Pricing" },
  "forestcrew-betriebsleiter": { de: "Ein Tag in der Betriebsleitung", en: "A day as an operations manager" },
  datahub: { de: "DataHub", en: "DataHub" },
  "datahub-api": { de: "DataHub-API", en: "DataHub API" },
  "forest-inventory": { de: "KI-Waldinventur", en: "AI forest inventory" },
  nexus: { de: "Nexus", en: "Nexus" },
  instagram: { de: "Schluss mit dem Papierchaos", en: "An end to paper chaos" },
  "about-us": { de: "Über uns", en: "About us" },
  career: { de: "Karriere", en: "Careers" },
  contact: { de: "Kontakt", en: "Contact" },
  impressum: { de: "Impressum", en: "Legal notice" },
  datenschutz: { de: "Datenschutzerklärung", en: "Privacy policy" },
  agb: { de: "AGB", en: "Terms and conditions" },
  blog: { de: "Blog", en: "Blog" },
  wissen: { de: "Wissen", en: "Knowledge" },
};

/** A registry page's name for breadcrumbs in the visitor's language. */
export function pageName(ctx: StructuredDataContext, id: PageId): string {
  return pageNames[id][ctx.lang];
}

export interface Crumb {
  name: string;
  /** A path on the visitor's host, or an absolute address. */
  path: string;
}

/** Home → … : the trail of a sub-page, Home first, absolute addresses on the visitor's host. */
export function breadcrumbList(ctx: StructuredDataContext, trail: readonly Crumb[]): JsonLd {
  const all = [{ name: pageName(ctx, "home"), path: paths.home }, ...trail];
  return {
    "@context": SCHEMA,
    "@type": "BreadcrumbList",
    itemListElement: all.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: urlOf(ctx, crumb.path),
    })),
  };
}

/** Home → a registry page. */
export function pageBreadcrumbs(ctx: StructuredDataContext, id: Exclude<PageId, "home">): JsonLd {
  return breadcrumbList(ctx, [{ name: pageName(ctx, id), path: paths[id] }]);
}

/** A page's name and description: its SEO title and meta description. */
export interface PageInfo {
  title: string;
  description: string;
}

/** A page described as itself (WebPage, AboutPage, ContactPage, CollectionPage), part of the site. */
export function webPage(
  ctx: StructuredDataContext,
  id: Exclude<PageId, "home">,
  info: PageInfo,
  type: "WebPage" | "AboutPage" | "ContactPage" | "CollectionPage" = "WebPage",
  extra: JsonLd = {},
): JsonLd {
  const url = urlOf(ctx, paths[id]);
  return {
    "@context": SCHEMA,
    "@type": type,
    "@id": url,
    name: info.title,
    description: info.description,
    url,
    inLanguage: inLanguage(ctx.lang),
    isPartOf: { "@id": websiteId(ctx) },
    publisher: organizationRef(ctx),
    ...extra,
  };
}

/** A plain page's JSON-LD: WebPage and its breadcrumb trail. */
export function plainPage(ctx: StructuredDataContext, id: Exclude<PageId, "home">, info: PageInfo): JsonLd[] {
  return [webPage(ctx, id, info), pageBreadcrumbs(ctx, id)];
}

/** The questions and answers exactly as the page shows them. */
export function faqPage(ctx: StructuredDataContext, items: readonly { question: string; answer: string }[]): JsonLd {
  return {
    "@context": SCHEMA,
    "@type": "FAQPage",
    inLanguage: inLanguage(ctx.lang),
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// Pages

/** Home: the company and the site. */
export function homeStructuredData(ctx: StructuredDataContext): JsonLd[] {
  return [organization(ctx), webSite(ctx)];
}

/**
 * ForestCrew: the application with its offers (app/content/prices.ts: monthly gross prices),
 * published by the company.
 */
export function forestcrewStructuredData(ctx: StructuredDataContext, info: PageInfo, offers: readonly JsonLd[]): JsonLd[] {
  return [
    {
      "@context": SCHEMA,
      "@type": "SoftwareApplication",
      name: ctx.site.brand,
      applicationCategory: "BusinessApplication",
      operatingSystem: "Web, iOS",
      description: info.description,
      url: urlOf(ctx, paths.forestcrew),
      inLanguage: inLanguage(ctx.lang),
      offers,
      publisher: organizationRef(ctx),
    },
    pageBreadcrumbs(ctx, "forestcrew"),
  ];
}

/** The address of a page on the visitor's host. */
export function pageUrl(ctx: StructuredDataContext, id: PageId): string {
  return urlOf(ctx, paths[id]);
}

/** The pricing page: the product with its offers (from the content), the visible FAQ, the trail. */
export function pricingPageStructuredData(
  ctx: StructuredDataContext,
  product: JsonLd,
  faq: readonly { question: string; answer: string }[],
): JsonLd[] {
  return [
    { "@context": SCHEMA, ...product, manufacturer: organizationRef(ctx) },
    faqPage(ctx, faq),
    pageBreadcrumbs(ctx, "forestcrew-pricing"),
  ];
}

/** About us: an AboutPage about the company (in full). */
export function aboutStructuredData(ctx: StructuredDataContext, info: PageInfo): JsonLd[] {
  return [
    webPage(ctx, "about-us", info, "AboutPage", { about: organizationRef(ctx), mainEntity: organizationRef(ctx) }),
    organization(ctx),
    pageBreadcrumbs(ctx, "about-us"),
  ];
}

/** Contact: a ContactPage whose main entity is the company with its contact data. */
export function contactStructuredData(ctx: StructuredDataContext, info: PageInfo): JsonLd[] {
  return [
    webPage(ctx, "contact", info, "ContactPage", { mainEntity: organizationRef(ctx) }),
    organization(ctx),
    pageBreadcrumbs(ctx, "contact"),
  ];
}

/** The blog's index: a Blog published by the company. */
export function blogStructuredData(ctx: StructuredDataContext, info: PageInfo): JsonLd[] {
  const url = urlOf(ctx, paths.blog);
  return [
    {
      "@context": SCHEMA,
      "@type": "Blog",
      "@id": url,
      name: info.title,
      description: info.description,
      url,
      inLanguage: inLanguage(ctx.lang),
      publisher: organizationRef(ctx),
    },
    pageBreadcrumbs(ctx, "blog"),
  ];
}

/** What BlogPosting needs of a post. */
export interface PostingInput {
  slug: string;
  title: string;
  author: string;
  date: string;
  updatedAt?: string;
  description: string;
  /** A path on this host or an absolute address. */
  image: string;
  lang: Lang;
  tags: readonly string[];
}

/** An article of the blog: BlogPosting and the trail Home → Blog → article. */
export function blogPostingStructuredData(ctx: StructuredDataContext, post: PostingInput): JsonLd[] {
  const origin = originOf(ctx);
  const path = `${paths.blog}/${encodeURIComponent(post.slug)}`;
  const url = urlOf(ctx, path);
  return [
    {
      "@context": SCHEMA,
      "@type": "BlogPosting",
      headline: post.title,
      description: post.description,
      datePublished: post.date,
      dateModified: post.updatedAt ?? post.date,
      author: { "@type": "Person", name: post.author },
      image: urlOf(ctx, post.image),
      inLanguage: post.lang,
      keywords: post.tags.join(", "),
      url,
      mainEntityOfPage: { "@type": "WebPage", "@id": url },
      publisher: {
        "@type": "Organization",
        "@id": organizationId(ctx),
        name: ctx.site.company,
        url: `${origin}/`,
        logo: { "@type": "ImageObject", url: `${origin}/icon-512.png` },
      },
    },
    breadcrumbList(ctx, [
      { name: pageName(ctx, "blog"), path: paths.blog },
      { name: post.title, path },
    ]),
  ];
}
