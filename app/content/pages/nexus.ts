import { introCopy } from "~/content/page-intro";

/** Hero and metadata of the page, German and English. */
export const intro = introCopy(
  {
    seo: {
      title: "Nexus – Aus Walddaten wird Einkommen",
      description:
        "Nexus macht den Wert Ihres Waldes messbar und vermarktbar: CO2-Zertifikate, ESG-Compliance und Ökosystemleistungen auf Basis Ihrer Forstdaten. Jetzt auf die Warteliste.",
      keywords: ["Nexus", "CO2-Zertifikate Wald", "ESG Forst", "Ökosystemleistungen", "Waldmonetarisierung"],
    },
    hero: {
      badge: { kind: "new", label: "NEU" },
      eyebrow: "Datenmonetarisierung",
      title: "Nexus: Aus Walddaten wird Einkommen",
      lead: "CO2-Zertifikate, ESG-Nachweise und Ökosystemleistungen – Nexus macht den Wert Ihres Waldes messbar und erschließt neue Einnahmen für Waldbesitzer.",
      primary: { kind: "register", label: "Nexus entdecken" },
      secondary: { kind: "link", label: "Beratung anfragen", to: "/contact" },
    },
  },
  {
    seo: {
      title: "Nexus – Turn forest data into income",
      description:
        "Nexus makes the value of your forest measurable and marketable: carbon credits, ESG compliance and ecosystem services based on your forest data. Join the waitlist now.",
      keywords: ["Nexus", "forest carbon credits", "forestry ESG", "ecosystem services", "forest monetisation"],
    },
    hero: {
      badge: { kind: "new", label: "NEW" },
      eyebrow: "Data monetisation",
      title: "Nexus: turn forest data into income",
      lead: "Carbon credits, ESG evidence and ecosystem services – Nexus makes the value of your forest measurable and opens up new income for forest owners.",
      primary: { kind: "register", label: "Discover Nexus" },
      secondary: { kind: "link", label: "Ask for advice", to: "/contact" },
    },
  },
);
