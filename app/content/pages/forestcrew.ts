import { introCopy } from "~/content/page-intro";

/** Hero and metadata of the page, German and English. */
export const intro = introCopy(
  {
    seo: {
      title: "ForestCrew – Forstbetrieb digital steuern",
      description:
        "Digitale Arbeitsaufträge, GPS-gestützte Einsatzplanung, Zeiterfassung, Fotodokumentation und Offline-Karten: ForestCrew steuert Ihren Forstbetrieb vom Desktop bis zur App.",
      keywords: ["ForestCrew", "Einsatzplanung Forst", "Arbeitsaufträge", "Maschinenverwaltung", "Forst-App"],
    },
    hero: {
      badge: { kind: "beta", label: "Beta" },
      eyebrow: "Web-Leitstand und mobile App",
      title: "Ihren Forstbetrieb digital steuern",
      lead: "Digitale Arbeitsaufträge, GPS-gestützte Einsatzplanung, Zeiterfassung und Fotodokumentation – vom Schreibtisch bis zur Rückegasse in Echtzeit synchron.",
      primary: { kind: "register", label: "5 Tage kostenlos testen" },
      secondary: { kind: "link", label: "Preise ansehen", to: "/forestcrew-pricing" },
    },
  },
  {
    seo: {
      title: "ForestCrew – Run your forestry business digitally",
      description:
        "Digital work orders, GPS-based job planning, time tracking, photo documentation and offline maps: ForestCrew runs your forestry business from the desktop to the app.",
      keywords: ["ForestCrew", "forestry job planning", "work orders", "machine management", "forestry app"],
    },
    hero: {
      badge: { kind: "beta", label: "Beta" },
      eyebrow: "Web control centre and mobile app",
      title: "Run your forestry business digitally",
      lead: "Digital work orders, GPS-based job planning, time tracking and photo documentation – synchronised in real time from the office desk to the skid trail.",
      primary: { kind: "register", label: "Try it free for 5 days" },
      secondary: { kind: "link", label: "See pricing", to: "/forestcrew-pricing" },
    },
  },
);
