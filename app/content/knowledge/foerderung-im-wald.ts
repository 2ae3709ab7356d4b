import type { KnowledgeArticle } from "./types";

/** Skeleton: the content helper replaces this file with the full article. */
export const foerderungImWald: KnowledgeArticle = {
  slug: "foerderung-im-wald",
  checked: "2026-11-24",
  legalNotice: false,
  sources: [],
  copy: {
    de: {
      title: "foerderung-im-wald",
      summary: "Entwurf.",
      sections: [{ id: "ueberblick", heading: "Überblick", paragraphs: ["Entwurf."] }],
      keywords: [],
    },
    en: {
      title: "foerderung-im-wald",
      summary: "Draft.",
      sections: [{ id: "ueberblick", heading: "Overview", paragraphs: ["Draft."] }],
      keywords: [],
    },
  },
};
