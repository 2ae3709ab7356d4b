import type { KnowledgeArticle } from "./types";

/** Skeleton: the content helper replaces this file with the full article. */
export const baumartenUndKlima: KnowledgeArticle = {
  slug: "baumarten-und-klima",
  checked: "2026-11-24",
  legalNotice: false,
  sources: [],
  copy: {
    de: {
      title: "baumarten-und-klima",
      summary: "Entwurf.",
      sections: [{ id: "ueberblick", heading: "Überblick", paragraphs: ["Entwurf."] }],
      keywords: [],
    },
    en: {
      title: "baumarten-und-klima",
      summary: "Draft.",
      sections: [{ id: "ueberblick", heading: "Overview", paragraphs: ["Draft."] }],
      keywords: [],
    },
  },
};
