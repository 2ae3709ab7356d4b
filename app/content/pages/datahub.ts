import { introCopy } from "~/content/page-intro";

/** Hero and metadata of the page, German and English. */
export const intro = introCopy(
  {
    seo: {
      title: "DataHub – Alle Forstdaten an einem Ort",
      description:
        "Der ForestCrew DataHub verbindet Forst-ERP, GIS, Holzverkauf und Maschinendaten über offene REST-APIs mit OpenAPI-Dokumentation. DSGVO-konform, gehostet in Deutschland.",
      keywords: ["DataHub", "Forstdaten", "REST-API Forst", "Datenintegration", "OpenAPI"],
    },
    hero: {
      eyebrow: "Datenintegration",
      title: "DataHub: Alle Forstdaten an einem Ort",
      lead: "Verbinden Sie Forst-ERP, GIS, Holzverkauf und Maschinendaten über offene REST-APIs – DSGVO-konform, in Deutschland gehostet und rund um die Uhr betreut.",
      primary: { kind: "link", label: "Live-Demo anfragen", to: "/contact" },
      secondary: { kind: "link", label: "Kostenlose Erstberatung", to: "/contact" },
    },
  },
  {
    seo: {
      title: "DataHub – All your forest data in one place",
      description:
        "The ForestCrew DataHub connects forestry ERP, GIS, timber sales and machine data through open REST APIs with OpenAPI documentation. GDPR-compliant, hosted in Germany.",
      keywords: ["DataHub", "forest data", "forestry REST API", "data integration", "OpenAPI"],
    },
    hero: {
      eyebrow: "Data integration",
      title: "DataHub: all your forest data in one place",
      lead: "Connect forestry ERP, GIS, timber sales and machine data through open REST APIs – GDPR-compliant, hosted in Germany and supported around the clock.",
      primary: { kind: "link", label: "Request a live demo", to: "/contact" },
      secondary: { kind: "link", label: "Free initial consultation", to: "/contact" },
    },
  },
);
