import { introCopy } from "~/content/page-intro";

/** Hero and metadata of the page, German and English. */
export const intro = introCopy(
  {
    seo: {
      title: "Schluss mit dem Papierchaos im Forst",
      description:
        "Digitale Aufträge, GPS-Navigation und automatische Zeiterfassung statt Zettelwirtschaft: Werden Sie Beta-Partner von ForestCrew – begrenzte Plätze, lebenslange Vorteile.",
      keywords: ["Beta-Partner", "Forst-App", "Zettelwirtschaft Forst", "Zeiterfassung Forst", "ForestCrew Beta"],
    },
    hero: {
      badge: { kind: "beta", label: "Beta" },
      eyebrow: "Für Forstbetriebe und Dienstleister",
      title: "Schluss mit dem Papierchaos im Forst",
      lead: "Aufträge, Zeiten und Fotos digital – direkt aus dem Bestand. Werden Sie jetzt Beta-Partner und sichern Sie sich lebenslange Vorteile.",
      primary: { kind: "register", label: "Beta-Partner werden" },
    },
  },
  {
    seo: {
      title: "An end to paper chaos in forestry",
      description:
        "Digital jobs, GPS navigation and automatic time tracking instead of paperwork: become a ForestCrew beta partner – limited places, lifetime benefits.",
      keywords: ["beta partner", "forestry app", "forestry paperwork", "forestry time tracking", "ForestCrew beta"],
    },
    hero: {
      badge: { kind: "beta", label: "Beta" },
      eyebrow: "For forestry businesses and contractors",
      title: "An end to paper chaos in forestry",
      lead: "Jobs, hours and photos recorded digitally – straight from the stand. Become a beta partner now and secure lifetime benefits.",
      primary: { kind: "register", label: "Become a beta partner" },
    },
  },
);
