/**
 * The offline assistant's knowledge: passages cut from our own content, each with the page
 * it comes from. Sources are the pages' bilingual copy (handed over by `app/pages/knowledge.ts`,
 * walked generically so new copy is picked up, here), the site configuration and facts
 * (./site-passages) and the knowledge articles and blog posts (./article-passages).
 */
import { paths, type PageId } from "~/config/pages";
import type { Lang } from "~/lib/i18n";

export interface Passage {
  id: string;
  lang: Lang;
  /** The page to cite: a page's address or an article's, e.g. `/blog/co2-markt-fuer-waldbesitzer`. */
  href: string;
  /** Short title of that page, the link text of a citation: "Preise". */
  page: string;
  /** The section or card the passage comes from. */
  heading: string;
  text: string;
  /** Search terms that describe the page without being prose (SEO keywords, blog tags). */
  keywords: string;
  /** Set for a knowledge article that touches law: an answer from it adds "not legal advice". */
  legal?: boolean;
}

/** Each page's name in citations; its address comes from the page registry. */
const pageTitles: Record<KnownPage, Record<Lang, string>> = {
  home: { de: "Startseite", en: "Home" },
  forestcrew: { de: "ForestCrew", en: "ForestCrew" },
  forstmanagement: { de: "Forstmanagement mit ForestCrew", en: "Forest management with ForestCrew" },
  "forestcrew-pricing": { de: "Preise", en: "Pricing" },
  "forestcrew-betriebsleiter": { de: "Ein Tag in der Betriebsleitung", en: "A day as operations manager" },
  datahub: { de: "DataHub", en: "DataHub" },
  "datahub-api": { de: "DataHub-API (Vorschau)", en: "DataHub API (preview)" },
  "forest-inventory": { de: "KI-Waldinventur", en: "AI forest inventory" },
  nexus: { de: "Nexus", en: "Nexus" },
  forestchat: { de: "ForestChat", en: "ForestChat" },
  "about-us": { de: "Über uns", en: "About us" },
  career: { de: "Karriere", en: "Careers" },
  contact: { de: "Kontakt", en: "Contact" },
  impressum: { de: "Impressum", en: "Legal notice" },
  datenschutz: { de: "Datenschutz", en: "Privacy policy" },
  agb: { de: "AGB", en: "Terms and conditions" },
  blog: { de: "Forstblog", en: "Blog" },
  wissen: { de: "Wissen", en: "Knowledge" },
};

/** The pages the assistant cites: every page but the campaign page, which repeats other pages' copy. */
export type KnownPage = Exclude<PageId, "instagram">;

/** What the assistant may read of each page: the copy modules' exports (plain data), by page. */
export type PageKnowledge = Partial<Record<KnownPage, Record<string, unknown>>>;

/** Where a page is shown and its name in citations. */
export function pageMeta(page: KnownPage): { href: string; title: Record<Lang, string> } {
  return { href: paths[page], title: pageTitles[page] };
}

/** Keys whose values are never prose: icons, ids, paths, button labels, example prompts. */
const skippedKeys = new Set([
  "icon",
  "id",
  "kind",
  "to",
  "href",
  "url",
  "screenUrl",
  "slug",
  "badge",
  "cta",
  "button",
  "link",
  "links",
  "register",
  "call",
  "open",
  "more",
  "moreLink",
  "read",
  "questions",
  "greeting",
  "image",
  "src",
  "video",
  "poster",
  "tone",
  "variant",
  "anchor",
  "readTime",
  "seo",
  "schemaPeriod",
  "noteRef",
  "vatNet",
  "per",
  "shown",
  "period",
  "periodLegend",
  "appName",
  "hubName",
  "contactLink",
  "demoButton",
  "toBeta",
  "toScreenshots",
]);

/**
 * Joins a card's heading to its section's ("Preise › Wie kann ich bezahlen?"). Not a dash: headings
 * contain dashes themselves ("Was man aus der Luft sieht – und was nicht"), and cutting one there
 * quoted half a heading as a label.
 */
export const HEADING_SEPARATOR = " › ";

/** Keys whose short values still name a passage. */
const headingKeys = ["title", "question", "name", "heading"] as const;

const MIN_OWN_PASSAGE_CHARS = 80;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isProse(key: string, value: string): boolean {
  if (/^(\/|#|https?:|mailto:|tel:)/.test(value)) return false;
  if (key === "eyebrow") return false; // a label above a heading; it names passages, it is not quoted
  if ((headingKeys as readonly string[]).includes(key)) return true;
  return value.trim().split(/\s+/).length >= 3;
}

function headingOf(node: Record<string, unknown>): string | undefined {
  for (const key of [...headingKeys, "eyebrow"]) {
    const v = node[key];
    if (typeof v === "string" && v.trim()) return v.trim();
  }
  return undefined;
}

/** Ends a line with a full stop when it has no closing punctuation, so lists read as sentences. */
export function asSentence(text: string): string {
  const t = text.replace(/\s+/g, " ").trim();
  return /[.!?:…]$/.test(t) ? t : `${t}.`;
}

/**
 * The DOM ids of page sections, by the copy section they show (page → copy key → id), for the
 * sections whose id is a fixed string in the page's components (tests/unit/chat-offline.test.ts
 * checks each id is still there). A citation of such a passage leads to the section.
 */
export const sectionAnchors: Partial<Record<KnownPage, Record<string, string>>> = {
  "forestcrew-pricing": { plans: "pricing", faq: "faq", notes: "price-notes" },
  forestcrew: {
    goals: "goals",
    screens: "screens",
    features: "features",
    tech: "technology",
    mobile: "app",
    future: "roadmap",
    manager: "operations-manager",
  },
  datahub: {
    problem: "problem",
    solution: "loesung",
    integrations: "integrationen",
    functions: "funktionen",
    value: "nutzen",
    outlook: "ausblick",
    trust: "vertrauen",
  },
  "forest-inventory": {
    benefits: "vorteile",
    technology: "technologie",
    process: "ablauf",
    visualisation: "visualisierung",
    useCases: "anwendungen",
  },
  career: {
    reasons: "warum",
    benefits: "angebot",
    culture: "kultur",
    fields: "bereiche",
    process: "initiativbewerbung",
    requirements: "anforderungen",
    apply: "bewerbung",
  },
  home: { platform: "platform", mobile: "app", chat: "forestchat", audiences: "why-forestcrew", modules: "modules" },
  forestchat: { specialities: "specialities", features: "features" },
  "forestcrew-betriebsleiter": { challenges: "herausforderung", dashboard: "dashboard", day: "tagesablauf", benefits: "nutzen" },
};

interface Draft {
  heading: string;
  lines: string[];
  /** The section's DOM id on the page, when it has a fixed one. */
  anchor?: string;
  /** Set for a teaser of another page (a blog teaser with its slug): cite that page instead. */
  target?: { href: string; page: string };
  extraKeywords?: string;
}

/**
 * Walks one section of a page's copy. Nested cards (objects with a title or question and
 * enough text of their own) become passages of their own; everything else joins the section.
 */
function walkSection(node: unknown, key: string, current: Draft, out: Draft[], depth = 0): void {
  if (depth > 8 || skippedKeys.has(key) || /Label$/.test(key)) return;
  if (typeof node === "string") {
    if (isProse(key, node)) current.lines.push(node);
    return;
  }
  if (Array.isArray(node)) {
    for (const item of node) walkSection(item, key, current, out, depth + 1);
    return;
  }
  if (!isRecord(node)) return;
  const heading = headingOf(node);
  // A blog teaser ({ title, slug, excerpt }) describes the article: cite the article.
  if (typeof node.slug === "string" && typeof node.title === "string" && /^[a-z0-9_-]+$/.test(node.slug)) {
    const lines = Object.entries(node)
      .filter(([k, v]) => typeof v === "string" && !skippedKeys.has(k) && isProse(k, v))
      .map(([, v]) => v as string);
    out.push({ heading: node.title, lines, target: { href: `/blog/${node.slug}`, page: node.title } });
    return;
  }
  if (heading && depth > 0) {
    const own: Draft = { heading: `${current.heading}${HEADING_SEPARATOR}${heading}`, lines: [] };
    const nested: Draft[] = [];
    for (const [k, v] of Object.entries(node)) walkSection(v, k, own, nested, depth + 1);
    if (own.lines.join(" ").length >= MIN_OWN_PASSAGE_CHARS) {
      out.push(own, ...nested);
      return;
    }
    // A small card joins its section as one line, "Heading: text", so its title is not quoted as a sentence.
    const [first, ...more] = own.lines;
    if (first === heading && more.length > 0) current.lines.push(`${heading.replace(/[.:]$/, "")}: ${more.join(" ")}`);
    else current.lines.push(...own.lines);
    out.push(...nested);
    return;
  }
  for (const [k, v] of Object.entries(node)) walkSection(v, k, current, out, depth + 1);
}

function isLocalized(value: unknown): value is Record<Lang, Record<string, unknown>> {
  return isRecord(value) && isRecord(value.de) && isRecord(value.en);
}

/** Passages of every page's copy, in one language. */
export function pagePassages(pages: PageKnowledge, lang: Lang): Passage[] {
  const passages: Passage[] = [];
  for (const [name, namespace] of Object.entries(pages) as [KnownPage, Record<string, unknown>][]) {
    const intro = namespace.intro;
    const introCopy = isLocalized(intro) ? intro[lang] : undefined;
    const meta = pageMeta(name);
    const hero = isRecord(introCopy?.hero) ? introCopy.hero : {};
    const seo = isRecord(introCopy?.seo) ? introCopy.seo : {};
    const page = meta.title[lang];
    const href = meta.href;
    const keywords = Array.isArray(seo.keywords) ? seo.keywords.filter((k) => typeof k === "string").join(", ") : "";
    const drafts: Draft[] = [];

    if (introCopy) {
      // The meta description repeats the lead in other words: searched (as keywords), not quoted.
      const lines = [hero.title, hero.lead].filter((v): v is string => typeof v === "string");
      drafts.push({
        heading: typeof hero.title === "string" ? hero.title : page,
        lines,
        extraKeywords: typeof seo.description === "string" ? seo.description : "",
      });
    }
    for (const [exportName, value] of Object.entries(namespace)) {
      if (exportName === "intro" || !isLocalized(value)) continue;
      for (const [section, node] of Object.entries(value[lang])) {
        if (skippedKeys.has(section)) continue;
        const heading = isRecord(node) ? (headingOf(node) ?? page) : page;
        const draft: Draft = { heading, lines: [] };
        const nested: Draft[] = [];
        walkSection(node, section, draft, nested);
        const anchor = sectionAnchors[name]?.[section];
        if (anchor) for (const d of [draft, ...nested]) d.anchor = anchor;
        drafts.push(draft, ...nested);
      }
    }
    drafts
      .filter((d) => d.lines.length > 0)
      .forEach((d, i) => {
        passages.push({
          id: `${lang}:${href}#${i}`,
          lang,
          href: d.target?.href ?? (d.anchor ? `${href}#${d.anchor}` : href),
          page: d.target?.page ?? page,
          heading: d.heading,
          text: [...new Set(d.lines)].map(asSentence).join("\n"),
          keywords: [keywords, d.extraKeywords].filter(Boolean).join(" "),
        });
      });
  }
  return passages;
}
