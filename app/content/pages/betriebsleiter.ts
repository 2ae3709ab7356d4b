import { introCopy } from "~/content/page-intro";

/** Hero and metadata of the page, German and English. */
export const intro = introCopy(
  {
    seo: {
      title: "Ein Tag als Betriebsleiter mit ForestCrew",
      description:
        "Vom Morgenbriefing bis zum Tagesabschluss: Wie Betriebsleiter im Forst mit ForestCrew Aufträge, Personal und Maschinen steuern – ohne hinterherzutelefonieren.",
      keywords: ["Betriebsleiter Forst", "Forstbetrieb Organisation", "Personalplanung Forst", "Maschinenplanung", "ForestCrew"],
    },
    hero: {
      eyebrow: "Für Betriebsleiter",
      title: "Ein Tag als Betriebsleiter – mit ForestCrew",
      lead: "Vom Morgenbriefing bis zum Tagesabschluss: So behalten Sie Aufträge, Teams und Maschinen im Blick, ohne den ganzen Tag hinterherzutelefonieren.",
      primary: { kind: "link", label: "Beratung vereinbaren", to: "/contact" },
      secondary: { kind: "link", label: "Preise ansehen", to: "/forestcrew-pricing" },
    },
  },
  {
    seo: {
      title: "A day as an operations manager with ForestCrew",
      description:
        "From the morning briefing to the end of the day: how forestry operations managers run jobs, staff and machines with ForestCrew – without chasing people on the phone.",
      keywords: ["forestry operations manager", "forestry business organisation", "staff planning", "machine planning", "ForestCrew"],
    },
    hero: {
      eyebrow: "For operations managers",
      title: "A day as an operations manager – with ForestCrew",
      lead: "From the morning briefing to the end of the day: keep jobs, teams and machines in view without spending your day chasing people on the phone.",
      primary: { kind: "link", label: "Book a consultation", to: "/contact" },
      secondary: { kind: "link", label: "See pricing", to: "/forestcrew-pricing" },
    },
  },
);
