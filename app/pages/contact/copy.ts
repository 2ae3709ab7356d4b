import { introCopy } from "~/content/page-intro";

/**
 * Hero and metadata of the page, German and English. Only the loader reads it, so the client
 * bundle drops it: the page receives one language.
 */
export const intro = /* @__PURE__ */ introCopy(
  {
    seo: {
      title: "Kontakt – Demo und Beratung anfragen",
      description:
        "Demo, Beratung oder Frage zu ForestCrew? Schreiben Sie uns oder rufen Sie an: Mo–Fr 9:00–17:00 Uhr. Wir antworten innerhalb eines Werktages.",
      keywords: ["Kontakt", "Demo anfragen", "Beratung Forst-Software", "ForestCrew Support", "Ahrensburg"],
    },
    hero: {
      eyebrow: "Kontakt",
      title: "Sprechen Sie mit uns",
      lead: "Ob Demo, Beratung oder eine Frage zu Ihrem Betrieb: Schreiben Sie uns oder rufen Sie an – wir antworten innerhalb eines Werktages.",
      primary: { kind: "phone", label: "Jetzt anrufen" },
    },
  },
  {
    seo: {
      title: "Contact – Request a demo or consultation",
      description:
        "Demo, consultation or a question about ForestCrew? Write to us or call, Mon–Fri 9:00–17:00 CET. We reply within one working day.",
      keywords: ["contact", "request a demo", "forestry software consultation", "ForestCrew support", "Germany"],
    },
    hero: {
      eyebrow: "Contact",
      title: "Talk to us",
      lead: "Whether it's a demo, advice or a question about your business: write to us or give us a call – we reply within one working day.",
      primary: { kind: "phone", label: "Call us now" },
    },
  },
);
