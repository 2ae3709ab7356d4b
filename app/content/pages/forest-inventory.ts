import { introCopy } from "~/content/page-intro";

/** Hero and metadata of the page, German and English. */
export const intro = introCopy(
  {
    seo: {
      title: "KI-Waldinventur – Drohne, LiDAR und KI",
      description:
        "Die KI-Waldinventur von ForestCrew erfasst Bestände mit Drohne, LiDAR und Satellitenbildern und wertet sie mit KI aus. In Entwicklung – jetzt auf die Warteliste.",
      keywords: ["KI-Waldinventur", "Waldinventur Drohne", "LiDAR Wald", "Forstinventur", "Satellitenbilder Wald"],
    },
    hero: {
      badge: { kind: "soon", label: "In Entwicklung" },
      eyebrow: "KI-Waldinventur",
      title: "Waldinventur mit Drohne, LiDAR und KI",
      lead: "Satellitenbilder, Drohnenflüge und LiDAR-Daten, ausgewertet von KI: Bestände, Baumarten und Vitalität in einem Bruchteil der bisherigen Zeit erfassen.",
      primary: { kind: "link", label: "Interesse anmelden", to: "/contact" },
    },
  },
  {
    seo: {
      title: "AI forest inventory – drones, LiDAR and AI",
      description:
        "ForestCrew's AI forest inventory captures stands with drones, LiDAR and satellite imagery and analyses them with AI. In development – join the waitlist now.",
      keywords: ["AI forest inventory", "drone forest inventory", "forest LiDAR", "forest inventory", "satellite imagery"],
    },
    hero: {
      badge: { kind: "soon", label: "In development" },
      eyebrow: "AI forest inventory",
      title: "Forest inventory with drones, LiDAR and AI",
      lead: "Satellite imagery, drone flights and LiDAR data, analysed by AI: capture stands, tree species and vitality in a fraction of the time it takes today.",
      primary: { kind: "link", label: "Register your interest", to: "/contact" },
    },
  },
);
