import { bilingual } from "~/lib/i18n";

/** Texts of the blog's metadata (head and feed), which the meta functions need in the browser too. */
export const blogMetaCopy = bilingual(
  {
    defaultDescription: "Praxiswissen für die digitale Forstwirtschaft im ForestCrew Forstblog.",
    feedTitle: "Forstblog",
    keywords: ["Forstwirtschaft", "Forstbetrieb", "Waldbewirtschaftung", "Digitalisierung Forst", "Forstblog"],
  },
  {
    defaultDescription: "Practical know-how for digital forestry on the ForestCrew forestry blog.",
    feedTitle: "forestry blog",
    keywords: ["forestry", "forest management", "forest operations", "digital forestry", "forestry blog"],
  },
);
