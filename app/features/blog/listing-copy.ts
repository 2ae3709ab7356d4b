import { bilingual, type Lang } from "~/lib/i18n";

/** Texts of the tag pages and of the page navigation, German and English; the loaders send one language. */
export const listingCopy = bilingual(
  {
    tagTitle: (tag: string) => `Beiträge zum Thema „${tag}“`,
    tagDescription: (tag: string) => `Alle Artikel des ForestCrew Forstblogs zum Thema „${tag}“.`,
    count: (n: number) => (n === 1 ? "1 Beitrag" : `${n} Beiträge`),
    allPosts: "← Alle Beiträge",
    navLabel: "Seitennavigation",
    newer: "Neuere Beiträge",
    older: "Ältere Beiträge",
    pageOf: (page: number, count: number) => `Seite ${page} von ${count}`,
    pageSuffix: (page: number, count: number) => ` – Seite ${page} von ${count}`,
  },
  {
    tagTitle: (tag: string) => `Articles tagged “${tag}”`,
    tagDescription: (tag: string) => `Every article of the ForestCrew forestry blog tagged “${tag}”.`,
    count: (n: number) => (n === 1 ? "1 article" : `${n} articles`),
    allPosts: "← All articles",
    navLabel: "Pagination",
    newer: "Newer articles",
    older: "Older articles",
    pageOf: (page: number, count: number) => `Page ${page} of ${count}`,
    pageSuffix: (page: number, count: number) => ` – page ${page} of ${count}`,
  },
);

export type ListingCopy = (typeof listingCopy)[Lang];

/** What the page navigation shows, as plain strings (loader data). */
export interface PaginationText {
  label: string;
  newer: string;
  older: string;
  pageOf: string;
}

export function paginationText(lang: Lang, page: number, pageCount: number): PaginationText {
  const c = listingCopy[lang];
  return { label: c.navLabel, newer: c.newer, older: c.older, pageOf: c.pageOf(page, pageCount) };
}
