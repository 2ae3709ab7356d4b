import { introCopy } from "~/content/page-intro";

/** Hero and metadata of the page, German and English. */
export const intro = introCopy(
  {
    seo: {
      title: "ForestChat – KI-Assistent für die Forstwirtschaft",
      description:
        "ForestChat beantwortet Fragen zu Forstrecht, Förderung, Schädlingen, Arbeitssicherheit und Holzpreisen in Sekunden. Kostenlos testbar in der Alpha-Phase.",
      keywords: ["ForestChat", "KI Forstwirtschaft", "Forstrecht", "Förderung Wald", "Borkenkäfer"],
    },
    hero: {
      badge: { kind: "alpha", label: "Alpha" },
      eyebrow: "KI-Assistent",
      title: "ForestChat – Ihr KI-Assistent für die Forstpraxis",
      lead: "Fragen zu Bundeswaldgesetz, Fördermitteln, Schädlingen oder Arbeitssicherheit? ForestChat antwortet in Sekunden – in der Alpha-Phase kostenlos.",
      primary: { kind: "link", label: "ForestCrew entdecken", to: "/forestcrew" },
    },
  },
  {
    seo: {
      title: "ForestChat – AI assistant for forestry",
      description:
        "ForestChat answers questions on forest law, funding, pests, occupational safety and timber prices in seconds. Free to try during the alpha phase.",
      keywords: ["ForestChat", "AI forestry", "forest law", "forest funding", "bark beetle"],
    },
    hero: {
      badge: { kind: "alpha", label: "Alpha" },
      eyebrow: "AI assistant",
      title: "ForestChat – your AI assistant for forestry practice",
      lead: "Questions about the Federal Forest Act, funding, pests or occupational safety? ForestChat answers in seconds – free of charge during the alpha phase.",
      primary: { kind: "link", label: "Discover ForestCrew", to: "/forestcrew" },
    },
  },
);
