import type { KnowledgeArticle } from "./types";

/** Skeleton: the content helper replaces this file with the full article. */
export const holzpreiseVerstehen: KnowledgeArticle = {
  slug: "holzpreise-verstehen",
  checked: "2026-11-24",
  legalNotice: false,
  sources: [],
  copy: {
    de: {
      title: "holzpreise-verstehen",
      summary: "Entwurf.",
      sections: [{ id: "ueberblick", heading: "Überblick", paragraphs: ["Entwurf."] }],
      keywords: [],
    },
    en: {
      title: "holzpreise-verstehen",
      summary: "Draft.",
      sections: [{ id: "ueberblick", heading: "Overview", paragraphs: ["Draft."] }],
      keywords: [],
    },
  },
};
