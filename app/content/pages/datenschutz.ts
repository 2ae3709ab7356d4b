import { introCopy } from "~/content/page-intro";

/** Hero and metadata of the page, German and English. */
export const intro = introCopy(
  {
    seo: {
      title: "Datenschutzerklärung",
      description:
        "Wie ForestCrew personenbezogene Daten verarbeitet: Cookies, Analyse nur mit Einwilligung, Chat-Daten, Ihre Rechte nach DSGVO.",
      keywords: ["Datenschutz", "DSGVO", "Datenschutzerklärung", "Cookies"],
    },
    hero: {
      eyebrow: "Rechtliches",
      title: "Datenschutzerklärung",
      lead: "Welche Daten wir verarbeiten, wofür und wie lange – und welche Rechte Sie nach der DSGVO haben.",
    },
  },
  {
    seo: {
      title: "Privacy policy",
      description:
        "How ForestCrew processes personal data: cookies, analytics only with consent, chat data, and your rights under the GDPR.",
      keywords: ["privacy", "GDPR", "privacy policy", "cookies"],
    },
    hero: {
      eyebrow: "Legal",
      title: "Privacy policy",
      lead: "What data we process, why and for how long – and your rights under the GDPR.",
    },
  },
);
