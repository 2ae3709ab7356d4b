import { introCopy } from "~/content/page-intro";

/**
 * Hero and metadata of the page, German and English. Only the loader reads it, so the client
 * bundle drops it: the page receives one language.
 */
export const intro = /* @__PURE__ */ introCopy(
  {
    seo: {
      title: "Allgemeine Geschäftsbedingungen (AGB)",
      description: "Allgemeine Geschäftsbedingungen der ForestCrew GmbH für die Nutzung der ForestCrew-Plattform. Stand: Januar 2025.",
      keywords: ["AGB", "Geschäftsbedingungen", "Vertragsbedingungen ForestCrew"],
    },
    hero: {
      eyebrow: "Rechtliches",
      title: "Allgemeine Geschäftsbedingungen",
      lead: "Für die Nutzung der ForestCrew-Plattform durch Unternehmer. Stand: Januar 2025.",
    },
  },
  {
    seo: {
      title: "Terms and conditions",
      description: "General terms and conditions of ForestCrew GmbH for the use of the ForestCrew platform. Version of January 2025.",
      keywords: ["terms and conditions", "terms of service", "ForestCrew contract terms"],
    },
    hero: {
      eyebrow: "Legal",
      title: "Terms and conditions",
      lead: "For business customers using the ForestCrew platform. Version of January 2025.",
    },
  },
);
