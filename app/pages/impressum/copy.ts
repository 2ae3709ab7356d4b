import { introCopy } from "~/content/page-intro";

/**
 * Hero and metadata of the page, German and English. Only the loader reads it, so the client
 * bundle drops it: the page receives one language.
 */
export const intro = /* @__PURE__ */ introCopy(
  {
    seo: {
      title: "Impressum",
      description: "Impressum und Anbieterkennzeichnung der ForestCrew GmbH, Ahrensburg, gemäß § 5 DDG.",
      keywords: ["Impressum", "Anbieterkennzeichnung", "ForestCrew GmbH"],
    },
    hero: { eyebrow: "Rechtliches", title: "Impressum", lead: "Angaben gemäß § 5 Digitale-Dienste-Gesetz (DDG)." },
  },
  {
    seo: {
      title: "Legal notice",
      description:
        "Legal notice (Impressum) of ForestCrew GmbH, Ahrensburg, Germany, under section 5 of the German Digital Services Act (DDG).",
      keywords: ["legal notice", "Impressum", "ForestCrew GmbH"],
    },
    hero: {
      eyebrow: "Legal",
      title: "Legal notice",
      lead: "Information under section 5 of the German Digital Services Act (DDG).",
    },
  },
);
