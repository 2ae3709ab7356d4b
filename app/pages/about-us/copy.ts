import { paths } from "~/config/pages";
import { introCopy } from "~/content/page-intro";

/**
 * Hero and metadata of the page, German and English. Only the loader reads it, so the client
 * bundle drops it: the page receives one language.
 */
export const intro = /* @__PURE__ */ introCopy(
  {
    seo: {
      title: "Über uns – Das Team hinter ForestCrew",
      description:
        "Forstleute und Softwareentwickler aus Ahrensburg: Wir bauen digitale Werkzeuge, die im Wald funktionieren – für gesündere Wälder und effizientere Forstbetriebe.",
      keywords: ["ForestCrew Team", "Über uns", "Forst-Software Ahrensburg", "Digitalisierung Forstwirtschaft", "Vision 2030"],
    },
    hero: {
      eyebrow: "Über uns",
      title: "Wir digitalisieren die Forstwirtschaft – aus Überzeugung",
      lead: "Forstleute und Softwareentwickler aus Ahrensburg, die Werkzeuge bauen, die im Wald wirklich funktionieren: für gesündere Wälder und Betriebe, die mehr Zeit für ihre Arbeit haben.",
      primary: { kind: "link", label: "Kontakt aufnehmen", to: paths.contact },
    },
  },
  {
    seo: {
      title: "About us – The team behind ForestCrew",
      description:
        "Foresters and software engineers from Ahrensburg, Germany: we build digital tools that work in the forest – for healthier forests and more efficient forestry businesses.",
      keywords: ["ForestCrew team", "about us", "forestry software Germany", "digital forestry", "vision 2030"],
    },
    hero: {
      eyebrow: "About us",
      title: "We are digitalising forestry – out of conviction",
      lead: "Foresters and software engineers from Ahrensburg building tools that genuinely work in the forest: for healthier forests and businesses with more time for their real work.",
      primary: { kind: "link", label: "Get in touch", to: paths.contact },
    },
  },
);
