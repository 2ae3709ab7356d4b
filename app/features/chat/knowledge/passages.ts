/**
 * The offline assistant's knowledge: passages cut from our own content, each with the page
 * it comes from. Sources are the pages' bilingual copy (handed over by `app/pages/knowledge.ts`,
 * walked generically so new copy is picked up), the site configuration (contact) and the blog posts.
 */
import { paths, type PageId } from "~/config/pages";
import type { KnowledgeArticle } from "~/content/knowledge/types";
import type { SiteConfig } from "~/config/site";
import { betaProgramme, contactPromise, nexus, pricingTerms, trial } from "~/content/facts";
import { formatList } from "~/content/format";
import type { Lang } from "~/lib/i18n";
import { createSlugger } from "~/lib/heading-anchors";
import { markdownToText } from "~/lib/text/markdown";

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
  "forestcrew-betriebsleiter": { de: "Ein Tag als Betriebsleiter", en: "A day as operations manager" },
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
  blog: { de: "Forstblog", en: "Forest blog" },
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

function isRecord(value: unknown): value is Record<string, unknown> {
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
function asSentence(text: string): string {
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

/** How to reach us, from the site configuration: the answer to "how do I reach support?". */
export function contactPassages(site: SiteConfig, lang: Lang): Passage[] {
  const a = site.address;
  const de = lang === "de";
  const text = de
    ? [
        `Sie erreichen ${site.brand} per E-Mail an ${site.email} und telefonisch unter ${site.phone}, montags bis freitags von ${site.hours.open} bis ${site.hours.close} Uhr.`,
        `Wir antworten innerhalb von ${contactPromise.replyWithinWorkingDays} Werktag.`,
        `Für Fragen zur Nutzung und für technische Probleme gibt es das Support-Portal (Servicedesk): ${site.urls.support}.`,
        `Anschrift: ${site.company}, ${a.street}, ${a.postalCode} ${a.city}.`,
        "Über die Kontaktseite können Sie eine kostenlose Demo oder Beratung anfragen.",
      ]
    : [
        `You can reach ${site.brand} by email at ${site.email} and by phone on ${site.phone}, Monday to Friday from ${site.hours.open} to ${site.hours.close} (CET).`,
        `We reply within ${contactPromise.replyWithinWorkingDays} working day.`,
        `For questions about using the product and technical problems there is the support portal (service desk): ${site.urls.support}.`,
        `Address: ${site.company}, ${a.street}, ${a.postalCode} ${a.city}, Germany.`,
        "On the contact page you can request a free demo or consultation.",
      ];
  const meta = pageMeta("contact");
  return [
    {
      id: `${lang}:/contact#site`,
      lang,
      href: meta.href,
      page: meta.title[lang],
      heading: de ? "Kontakt und Support" : "Contact and support",
      text: text.join("\n"),
      keywords: de
        ? "Kontakt, Support, Hilfe, Servicedesk, Telefon, E-Mail, Ansprechpartner, erreichen, Demo, Beratung"
        : "contact, support, help, service desk, phone, email, reach, demo, consultation",
    },
  ];
}

/**
 * Figures of the facts module that pages show in components rather than in their copy
 * (Nexus potential, beta programme, trial), as sentences with the page that shows them.
 */
export function factPassages(lang: Lang): Passage[] {
  const de = lang === "de";
  const n = nexus;
  const passage = (name: KnownPage, key: string, heading: string, lines: string[], keywords: string): Passage => {
    const meta = pageMeta(name);
    return {
      id: `${lang}:${meta.href}#facts-${key}`,
      lang,
      href: meta.href,
      page: meta.title[lang],
      heading,
      text: lines.join("\n"),
      keywords,
    };
  };
  return [
    passage(
      "forestcrew-pricing",
      "payment",
      de ? "Zahlung und Abrechnung" : "Payment and billing",
      de
        ? [
            `Sie zahlen per Kreditkarte: ${formatList(pricingTerms.cards, lang)}; Lastschrift und ein Wallet-Dienst sind angekündigt.`,
            "Abgerechnet wird monatlich im Voraus nach der Zahl der aktiven Mitarbeiterkonten; Änderungen gelten ab dem nächsten Abrechnungszeitraum.",
          ]
        : [
            `You pay by credit card: ${formatList(pricingTerms.cards, lang)}; direct debit and a digital wallet service have been announced.`,
            "Billing is monthly in advance, by the number of active employee accounts; changes apply from the next billing period.",
          ],
      de
        ? "Zahlungsarten, Zahlungsmethoden, bezahlen, Kreditkarte, Rechnung"
        : "payment methods, pay, paying, credit card, invoice, billing",
    ),
    passage(
      "nexus",
      "nexus",
      de ? "Nexus in Zahlen" : "Nexus in figures",
      de
        ? [
            `Nexus beziffert das CO₂-Potenzial eines Waldes auf ${n.co2PerHectareYear.min}–${n.co2PerHectareYear.max} € pro Hektar und Jahr – ein Potenzial, keine Zusage.`,
            `Nexus richtet sich an Waldflächen ab ${n.minimumHectares} Hektar; der Zeitrahmen bis zum Markteintritt liegt bei ${n.timeframeYears.min}–${n.timeframeYears.max} Jahren.`,
            `Der Weg führt über ${n.phases} Phasen und ruht auf ${n.pillars} Säulen: CO₂-Zertifikate, ESG-Compliance und Ökosystemleistungen.`,
          ]
        : [
            `Nexus puts a forest's CO₂ potential at €${n.co2PerHectareYear.min}–${n.co2PerHectareYear.max} per hectare per year – a potential, not a promise.`,
            `Nexus is aimed at forest areas of ${n.minimumHectares} hectares or more; the time frame to market entry is ${n.timeframeYears.min}–${n.timeframeYears.max} years.`,
            `The path runs through ${n.phases} phases and rests on ${n.pillars} pillars: carbon credits, ESG compliance and ecosystem services.`,
          ],
      de ? "CO2, Erlös, Einnahmen, Hektar, Potenzial, Zertifikate" : "CO2, carbon, income, revenue, hectare, potential, credits",
    ),
    passage(
      "forstmanagement",
      "beta",
      de ? "Das Beta-Partner-Programm" : "The beta partner programme",
      de
        ? [
            "Beta-Partner erhalten lebenslangen Zugang zu allen aktuellen und künftigen Modulen von ForestCrew; die Plätze sind begrenzt.",
            `Das Programm passt zu Forstbetrieben mit ${betaProgramme.minEmployees}–${betaProgramme.maxEmployees} Mitarbeitenden sowie zu Landesforsten und Kommunen.`,
            `Der Einstieg beginnt mit ${trial.days} kostenlosen Testtagen.`,
          ]
        : [
            "Beta partners get lifetime access to all current and future ForestCrew modules; places are limited.",
            `The programme suits forestry businesses with ${betaProgramme.minEmployees}–${betaProgramme.maxEmployees} employees as well as state forests and municipalities.`,
            `It starts with a ${trial.days}-day free trial.`,
          ],
      de ? "Beta-Partner, Beta-Programm, Partnerprogramm" : "beta partner, beta programme, partner programme",
    ),
  ];
}

/**
 * Passages of the knowledge articles ("Wissen"), one per section, in the article's own language:
 * cited as /wissen/{slug}#{section id} under the article's title. Paragraphs are lines, list
 * items lines starting with "- ", so an answer can quote them as a list. The summary is searched
 * (with the article's keywords), not quoted.
 */
export function knowledgePassages(articles: readonly KnowledgeArticle[], lang: Lang): Passage[] {
  return articles.flatMap((article) => {
    const copy = article.copy[lang];
    const keywords = [copy.keywords.join(", "), copy.summary].filter(Boolean).join(" ");
    return copy.sections.map((section) => ({
      id: `${lang}:${paths.wissen}/${article.slug}#${section.id}`,
      lang,
      href: `${paths.wissen}/${article.slug}#${section.id}`,
      page: copy.title,
      heading: section.heading,
      text: [
        ...section.paragraphs.map((p) => asSentence(p)),
        ...(section.list ?? []).map((item) => `- ${item.replace(/\s+/g, " ").trim()}`),
      ].join("\n"),
      keywords,
      ...(article.legalNotice ? { legal: true } : {}),
    }));
  });
}

/** A blog post as the knowledge base needs it (a subset of the blog's BlogPost). */
export interface KnowledgePost {
  /** The post's language; a post without one is cited in both. */
  lang?: Lang;
  slug: string;
  title: string;
  summary: string;
  tags: string[];
  content: string | unknown[];
  excerpt?: string;
}

const listItem = /^\s{0,3}(?:[-*+]|\d+\.)\s+/;

/**
 * The lines of a Markdown section as plain text: each paragraph one line (a sentence or more),
 * each list item a line of its own starting with "- ", so answers never glue items together.
 */
export function markdownLines(markdown: string): string[] {
  const lines: string[] = [];
  for (const block of markdown.replace(/```[\s\S]*?```/g, " ").split(/\n\s*\n/)) {
    const rows = block.split("\n").filter((r) => r.trim());
    if (rows.length === 0 || /^\s*#/.test(rows[0]!)) continue;
    if (listItem.test(rows[0]!)) {
      const items: string[] = [];
      for (const row of rows) {
        if (listItem.test(row)) items.push(row.replace(listItem, ""));
        else if (items.length) items[items.length - 1] += ` ${row.trim()}`;
      }
      for (const item of items) {
        const text = markdownToText(item.replace(/^\[[ xX]\]\s*/, ""))
          .replace(/\s+/g, " ")
          .trim();
        if (text) lines.push(`- ${text}`);
      }
      continue;
    }
    const text = markdownToText(rows.join("\n")).replace(/\s+/g, " ").trim();
    if (text) lines.push(asSentence(text));
  }
  return lines;
}

function blocksToText(blocks: unknown[]): string {
  return blocks
    .map((b) => {
      if (!isRecord(b)) return "";
      const level = typeof b.level === "number" ? b.level : 2;
      if (b.type === "heading" && typeof b.content === "string") return `${"#".repeat(level)} ${b.content}`;
      if (Array.isArray(b.items))
        return b.items
          .filter((i) => typeof i === "string")
          .map((i) => `- ${i}`)
          .join("\n");
      return typeof b.content === "string" ? b.content : "";
    })
    .join("\n\n");
}

/**
 * Passages of blog posts in one language: the summary, then one passage per section (split at
 * Markdown headings of level 2 or 3), cited with the section's anchor (./anchors, as the article
 * page renders its headings' ids). A post of the other language is left out: on this host its
 * address would redirect to the other site (or to a translation with other anchors).
 */
export function blogPassages(posts: readonly KnowledgePost[], lang: Lang): Passage[] {
  const passages: Passage[] = [];
  for (const post of posts) {
    if (post.lang && post.lang !== lang) continue;
    const href = `/blog/${post.slug}`;
    const keywords = post.tags.join(", ");
    const markdown = typeof post.content === "string" ? post.content : blocksToText(post.content);
    passages.push({
      id: `${lang}:${href}#summary`,
      lang,
      href,
      page: post.title,
      heading: post.title,
      text: [post.summary, post.excerpt]
        .filter(Boolean)
        .map((t) => asSentence(t!))
        .join("\n"),
      keywords,
    });
    const slug = createSlugger();
    const sections = markdown.split(/^#{2,3}[ \t]+/m);
    sections.forEach((section, i) => {
      const [first, ...rest] = section.split("\n");
      const heading = i === 0 ? post.title : markdownToText(first ?? "").trim();
      const anchor = i === 0 ? "" : `#${encodeURIComponent(slug(heading))}`;
      const body = markdownLines(i === 0 ? section : rest.join("\n"));
      if (body.length === 0) return;
      passages.push({
        id: `${lang}:${href}#${i}`,
        lang,
        href: `${href}${anchor}`,
        page: post.title,
        heading,
        text: body.join("\n"),
        keywords,
      });
    });
  }
  return passages;
}
