import type { KnowledgeArticle } from "./types";

/** Skeleton: the content helper replaces this file with the full article. */
export const borkenkaeferErkennen: KnowledgeArticle = {
  slug: "borkenkaefer-erkennen",
  checked: "2026-11-24",
  legalNotice: false,
  sources: [],
  copy: {
    de: {
      title: "borkenkaefer-erkennen",
      summary: "Entwurf.",
      sections: [{ id: "ueberblick", heading: "Überblick", paragraphs: ["Entwurf."] }],
      keywords: [],
    },
    en: {
      title: "borkenkaefer-erkennen",
      summary: "Draft.",
      sections: [{ id: "ueberblick", heading: "Overview", paragraphs: ["Draft."] }],
      keywords: [],
    },
  },
};
