import { introCopy } from "~/content/page-intro";

/** Hero and metadata of the page, German and English. */
export const intro = introCopy(
  {
    seo: {
      title: "ForestCrew – Digitale Forstverwaltung und Forst-Software",
      description:
        "ForestCrew verbindet Auftragsplanung, Personal, Maschinen und GPS-Zeiterfassung in einer Plattform für Forstbetriebe – am Desktop und per App, auch offline. 5 Tage kostenlos testen.",
      keywords: ["Forst-Software", "Forstverwaltung", "digitale Arbeitsaufträge", "Forstbetrieb", "GPS-Zeiterfassung"],
    },
    hero: {
      badge: { kind: "beta", label: "Beta" },
      eyebrow: "Forst-Software aus Deutschland",
      title: "Die digitale Forstverwaltung für Ihren ganzen Betrieb",
      lead: "ForestCrew verbindet Auftragsplanung, Personal, Maschinen und Zeiterfassung in einer Plattform – im Büro am Desktop und im Wald per App, auch ohne Netz.",
      primary: { kind: "register", label: "5 Tage kostenlos testen" },
      secondary: { kind: "link", label: "Demo anfragen", to: "/contact" },
    },
  },
  {
    seo: {
      title: "ForestCrew – Digital forest management software",
      description:
        "ForestCrew brings job planning, staff, machines and GPS time tracking together on one platform for forestry businesses – on the desktop and in the app, even offline. Try it free for 5 days.",
      keywords: ["forestry software", "forest management", "digital work orders", "forestry business", "GPS time tracking"],
    },
    hero: {
      badge: { kind: "beta", label: "Beta" },
      eyebrow: "Forestry software made in Germany",
      title: "Digital forest management for your entire operation",
      lead: "ForestCrew brings job planning, staff, machines and time tracking together on one platform – on the desktop in the office and in the app out in the forest, even without signal.",
      primary: { kind: "register", label: "Try it free for 5 days" },
      secondary: { kind: "link", label: "Request a demo", to: "/contact" },
    },
  },
);
