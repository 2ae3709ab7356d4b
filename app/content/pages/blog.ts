import { introCopy } from "~/content/page-intro";

/** Hero and metadata of the page, German and English. */
export const intro = introCopy(
  {
    seo: {
      title: "Forstblog – Praxiswissen für die digitale Forstwirtschaft",
      description:
        "Der ForestCrew Forstblog: Praxiswissen zu digitalen Arbeitsaufträgen, Borkenkäfer-Monitoring, GPS-Zeiterfassung, CO2-Markt und Arbeitssicherheit im Forst.",
      keywords: ["Forstblog", "Forstwirtschaft", "Digitalisierung Forst", "Borkenkäfer", "Holzmarkt"],
    },
    hero: {
      eyebrow: "Forstblog",
      title: "Praxiswissen für die digitale Forstwirtschaft",
      lead: "Von Forstleuten für Forstleute: Digitalisierung im Betrieb, Waldschutz, Arbeitssicherheit und Holzmarkt – verständlich und praxisnah.",
    },
  },
  {
    seo: {
      title: "Forestry blog – Practical know-how for digital forestry",
      description:
        "The ForestCrew forestry blog: practical know-how on digital work orders, bark beetle monitoring, GPS time tracking, the carbon market and safety in forestry.",
      keywords: ["forestry blog", "forestry", "digital forestry", "bark beetle", "timber market"],
    },
    hero: {
      eyebrow: "Forestry blog",
      title: "Practical know-how for digital forestry",
      lead: "By foresters, for foresters: digitalisation in the business, forest protection, occupational safety and the timber market – clear and practical.",
    },
  },
);
