/**
 * The knowledge articles as pages: their addresses and the data the two routes send, in the
 * visitor's language only. Plain functions without React, so the sitemap and the page cache
 * (server code) use the same addresses as the pages.
 */
import { paths } from "~/config/pages";
import { findKnowledgeArticle, knowledgeArticles, type KnowledgeArticle, type KnowledgeSection } from "~/content/knowledge";
import { formatPostDate } from "~/features/blog";
import type { Lang } from "~/lib/i18n";

/** An article's address: /wissen/{slug}, the same on both language hosts. */
export function knowledgeArticlePath(slug: string): string {
  return `${paths.wissen}/${slug}`;
}

/** Every article's address, in the order /wissen lists them. */
export const knowledgeArticlePaths: readonly string[] = knowledgeArticles.map((a) => knowledgeArticlePath(a.slug));

/** "24. November 2026" / "24 November 2026". */
export function formatChecked(iso: string, lang: Lang): string {
  return formatPostDate(iso, lang);
}

/** One line of the overview. */
export interface ArticleTeaser {
  slug: string;
  href: string;
  title: string;
  summary: string;
  checked: string;
  checkedLabel: string;
  legalNotice: boolean;
}

export function articleTeasers(lang: Lang): ArticleTeaser[] {
  return knowledgeArticles.map((a) => ({
    slug: a.slug,
    href: knowledgeArticlePath(a.slug),
    title: a.copy[lang].title,
    summary: a.copy[lang].summary,
    checked: a.checked,
    checkedLabel: formatChecked(a.checked, lang),
    legalNotice: a.legalNotice,
  }));
}

/** What an article page shows, in one language. */
export interface ArticlePage {
  slug: string;
  path: string;
  title: string;
  summary: string;
  keywords: readonly string[];
  checked: string;
  checkedLabel: string;
  legalNotice: boolean;
  sections: readonly KnowledgeSection[];
  sources: KnowledgeArticle["sources"];
}

/** The article at a slug in one language, or undefined for an unknown slug. */
export function articlePage(slug: string, lang: Lang): ArticlePage | undefined {
  const found = findKnowledgeArticle(slug);
  if (!found) return undefined;
  const copy = found.copy[lang];
  return {
    slug: found.slug,
    path: knowledgeArticlePath(found.slug),
    title: copy.title,
    summary: copy.summary,
    keywords: copy.keywords,
    checked: found.checked,
    checkedLabel: formatChecked(found.checked, lang),
    legalNotice: found.legalNotice,
    sections: copy.sections,
    sources: found.sources,
  };
}
