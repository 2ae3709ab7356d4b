import { bilingual, type Lang } from "~/lib/i18n";

/** Texts of the blog search (the form on /blog and the results page), German and English; loaders send one language. */
export const searchCopy = bilingual(
  {
    label: "Blog durchsuchen",
    placeholder: "z. B. Borkenkäfer, Rückegasse, Holzmarkt",
    submit: "Suchen",
    title: "Blog durchsuchen",
    titleFor: (q: string) => `Suche: „${q}“`,
    description: "Durchsuchen Sie alle Artikel des ForestCrew Forstblogs.",
    count: (n: number, q: string) => (n === 1 ? `1 Treffer für „${q}“` : `${n} Treffer für „${q}“`),
    truncated: (max: number) => `Ihre Suche war länger als ${max} Zeichen; gesucht wurde nach den ersten ${max}.`,
    emptyQuery: "Geben Sie einen Suchbegriff ein, etwa „Borkenkäfer“ oder „Zeiterfassung“.",
    noResults: (q: string) => `Keine Beiträge zu „${q}“ gefunden.`,
    noResultsHint: "Prüfen Sie die Schreibweise, versuchen Sie ein anderes oder kürzeres Wort – oder stöbern Sie in den Themen:",
    allPosts: "← Alle Beiträge",
    browseAll: "Alle Beiträge ansehen",
    topics: "Themen",
  },
  {
    label: "Search the blog",
    placeholder: "e.g. bark beetle, skid trail, timber market",
    submit: "Search",
    title: "Search the blog",
    titleFor: (q: string) => `Search: “${q}”`,
    description: "Search every article of the ForestCrew forestry blog.",
    count: (n: number, q: string) => (n === 1 ? `1 result for “${q}”` : `${n} results for “${q}”`),
    truncated: (max: number) => `Your search was longer than ${max} characters; we searched for the first ${max}.`,
    emptyQuery: "Enter a search term, such as “bark beetle” or “time tracking”.",
    noResults: (q: string) => `No articles found for “${q}”.`,
    noResultsHint: "Check the spelling, try another or a shorter word – or browse the topics:",
    allPosts: "← All articles",
    browseAll: "Browse all articles",
    topics: "Topics",
  },
);

export type SearchCopy = (typeof searchCopy)[Lang];

/** What the search form shows (plain strings, sent with the page that has the form). */
export interface SearchFormText {
  label: string;
  placeholder: string;
  submit: string;
}

export function searchFormText(lang: Lang): SearchFormText {
  const c = searchCopy[lang];
  return { label: c.label, placeholder: c.placeholder, submit: c.submit };
}
