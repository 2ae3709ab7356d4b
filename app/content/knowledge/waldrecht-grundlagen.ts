import type { KnowledgeArticle } from "./types";

/** Skeleton: the content helper replaces this file with the full article. */
export const waldrechtGrundlagen: KnowledgeArticle = {
  slug: "waldrecht-grundlagen",
  checked: "2026-11-24",
  legalNotice: false,
  sources: [],
  copy: {
    de: {
      title: "waldrecht-grundlagen",
      summary: "Entwurf.",
      sections: [{ id: "ueberblick", heading: "Überblick", paragraphs: ["Entwurf."] }],
      keywords: [],
    },
    en: {
      title: "waldrecht-grundlagen",
      summary: "Draft.",
      sections: [{ id: "ueberblick", heading: "Overview", paragraphs: ["Draft."] }],
      keywords: [],
    },
  },
};
