import { introCopy } from "~/content/page-intro";

/** Hero and metadata of the page, German and English. */
export const intro = introCopy(
  {
    seo: {
      title: "Forstmanagement-Software für Forstbetriebe",
      description:
        "Planung, Ausführung, Kontrolle und Analyse in einem Werkzeug: ForestCrew bringt Ordnung in Aufträge, Teams und Maschinen – mit App für den Wald und Leitstand fürs Büro.",
      keywords: ["Forstmanagement", "Forstmanagement-Software", "Forstbetrieb digital", "Beta-Partner", "Forst-App"],
    },
    hero: {
      badge: { kind: "beta", label: "Beta" },
      eyebrow: "Forstmanagement",
      title: "Forstmanagement, das im Wald funktioniert",
      lead: "Planung, Ausführung, Kontrolle und Analyse in einem Werkzeug: ForestCrew bringt Ordnung in Aufträge, Teams und Maschinen – auch dort, wo kein Netz ist.",
      primary: { kind: "register", label: "5 Tage kostenlos testen" },
      secondary: { kind: "link", label: "Beratung vereinbaren", to: "/contact" },
    },
  },
  {
    seo: {
      title: "Forest management software for forestry businesses",
      description:
        "Planning, execution, control and analysis in one tool: ForestCrew brings order to jobs, teams and machines – with an app for the forest and a control centre for the office.",
      keywords: ["forest management", "forest management software", "digital forestry", "beta partner", "forestry app"],
    },
    hero: {
      badge: { kind: "beta", label: "Beta" },
      eyebrow: "Forest management",
      title: "Forest management that works in the forest",
      lead: "Planning, execution, control and analysis in one tool: ForestCrew brings order to jobs, teams and machines – even where there is no signal.",
      primary: { kind: "register", label: "Try it free for 5 days" },
      secondary: { kind: "link", label: "Book a consultation", to: "/contact" },
    },
  },
);
