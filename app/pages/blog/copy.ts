import { introCopy } from "~/content/page-intro";
import { bilingual, type Lang } from "~/lib/i18n";

/**
 * Hero and metadata of the page, German and English. Only the loader reads these texts, so the
 * client bundle drops them: the page receives one language.
 */
export const intro = /* @__PURE__ */ introCopy(
  {
    seo: {
      title: "Forstblog – Praxiswissen für die digitale Forstwirtschaft",
      description:
        "Der ForestCrew Forstblog: Praxiswissen zu digitalen Arbeitsaufträgen, Borkenkäfer-Monitoring, GPS-Zeiterfassung, CO2-Markt und Arbeitssicherheit im Forst.",
      keywords: ["Forstblog", "Forstwirtschaft", "Digitalisierung Forst", "Borkenkäfer", "Holzmarkt"],
    },
    hero: {
      eyebrow: "Forstblog",
      title: "Praxiswissen für die digitale Forstwirtschaft",
      lead: "Von Forstleuten für Forstleute: Digitalisierung im Betrieb, Waldschutz, Arbeitssicherheit und Holzmarkt – verständlich und praxisnah.",
    },
  },
  {
    seo: {
      title: "Forestry blog – Practical know-how for digital forestry",
      description:
        "The ForestCrew forestry blog: practical know-how on digital work orders, bark beetle monitoring, GPS time tracking, the carbon market and safety in forestry.",
      keywords: ["forestry blog", "forestry", "digital forestry", "bark beetle", "timber market"],
    },
    hero: {
      eyebrow: "Forestry blog",
      title: "Practical know-how for digital forestry",
      lead: "By foresters, for foresters: going digital, forest protection, safety at work and the timber market – clear and practical.",
    },
  },
);

/** The list of articles below the hero: its heading, the feed link and the empty and error states. */
export const list = /* @__PURE__ */ bilingual(
  {
    title: "Alle Beiträge",
    lead: "Neue Artikel aus Forstpraxis, Technik und Holzmarkt – von unserem Team und in Gastbeiträgen.",
    feedLink: "RSS-Feed",
    empty: "Noch keine Blog-Beiträge vorhanden",
    emptyHint: "Schauen Sie bald wieder vorbei – die ersten Artikel sind in Arbeit.",
    loadError: "Fehler beim Laden der Blog-Beiträge",
    loadErrorHint: "Bitte laden Sie die Seite in einem Moment neu.",
    otherLanguageTitle: "Beiträge auf Englisch",
    otherLanguageLead: "Diese Artikel gibt es bisher nur auf Englisch. Sie öffnen sich auf unserer englischen Website.",
  },
  {
    title: "All articles",
    lead: "New articles on forestry practice, technology and the timber market – from our team and guest writers.",
    feedLink: "RSS feed",
    empty: "No blog posts yet",
    emptyHint: "Check back soon – the first articles are on their way.",
    loadError: "The blog posts could not be loaded",
    loadErrorHint: "Please reload the page in a moment.",
    otherLanguageTitle: "Articles in German",
    otherLanguageLead: "These articles are only available in German so far. They open on our German website.",
  },
);

export type BlogListCopy = (typeof list)[Lang];

/** The page's copy in one language. */
export function blogPageCopy(lang: Lang) {
  return { intro: intro[lang], list: list[lang] };
}

export type BlogPageCopy = ReturnType<typeof blogPageCopy>;
