import { introCopy } from "~/content/page-intro";

/** Hero and metadata of the page, German and English. */
export const intro = introCopy(
  {
    seo: {
      title: "Preise – ForestCrew Beta, Beta Pro und Enterprise",
      description:
        "Transparente Preise für ForestCrew: Beta, Beta Pro und Enterprise, monatlich oder jährlich, inklusive 19 % MwSt. Beta-Preise gelten dauerhaft. 5 Tage kostenlos testen.",
      keywords: ["ForestCrew Preise", "Forst-Software Kosten", "Beta-Tarif", "Enterprise", "Forstverwaltung Preis"],
    },
    hero: {
      badge: { kind: "beta", label: "Beta" },
      eyebrow: "Preise",
      title: "Faire Preise für jeden Forstbetrieb",
      lead: "Starten Sie mit 5 Tagen kostenlosem Test und sichern Sie sich Beta-Konditionen, die dauerhaft gelten – ob Kleinbetrieb oder Landesforst.",
      primary: { kind: "register", label: "Jetzt registrieren" },
      secondary: { kind: "link", label: "Enterprise anfragen", to: "/contact" },
    },
  },
  {
    seo: {
      title: "Pricing – ForestCrew Beta, Beta Pro and Enterprise",
      description:
        "Transparent pricing for ForestCrew: Beta, Beta Pro and Enterprise, monthly or yearly, including 19% German VAT. Beta prices are locked in for good. Try it free for 5 days.",
      keywords: ["ForestCrew pricing", "forestry software cost", "beta plan", "enterprise", "forest management price"],
    },
    hero: {
      badge: { kind: "beta", label: "Beta" },
      eyebrow: "Pricing",
      title: "Fair pricing for every forestry business",
      lead: "Start with a free 5-day trial and lock in beta terms for good – whether you run a small contracting firm or a state forest.",
      primary: { kind: "register", label: "Sign up now" },
      secondary: { kind: "link", label: "Ask about Enterprise", to: "/contact" },
    },
  },
);
