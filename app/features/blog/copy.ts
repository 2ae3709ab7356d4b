import { bilingual } from "~/lib/i18n";

/** Interface texts of the public blog (list, article, error messages), German and English. */
export const blogCopy = bilingual(
  {
    readMore: "Weiterlesen",
    by: "von",
    tags: "Themen",
    notFound: "Blog-Beitrag nicht gefunden",
    notFoundLead: "Der Beitrag wurde verschoben oder gelöscht. In der Übersicht finden Sie alle aktuellen Artikel.",
    back: "← Zurück zur Blog-Übersicht",
    related: "Verwandte Artikel",
    continueTitle: "Weiterlesen",
    continueText:
      "Mehr Praxiswissen zu Digitalisierung, Waldschutz, Arbeitssicherheit und Holzmarkt finden Sie in der Übersicht aller Beiträge.",
    continueAction: "Alle Beiträge ansehen",
    defaultDescription: "Praxiswissen für die digitale Forstwirtschaft im ForestCrew Forstblog.",
    feedTitle: "Forstblog",
    feedDescription: "Praxiswissen für die digitale Forstwirtschaft: Digitalisierung, Waldschutz, Arbeitssicherheit und Holzmarkt.",
    publishedOn: "Veröffentlicht am",
    updatedOn: "Zuletzt aktualisiert am",
    previewBanner: "Vorschau – dieser Beitrag ist nicht veröffentlicht",
    previewHint: "Nur wer diesen Link hat, sieht die Vorschau. Suchmaschinen nehmen sie nicht auf.",
    previewNotFound: "Diese Vorschau gibt es nicht (mehr)",
    previewNotFoundLead: "Der Link wurde zurückgezogen oder ist falsch. Bitten Sie die Redaktion um einen neuen.",
    breadcrumb: "Forstblog",
    keywords: ["Forstwirtschaft", "Forstbetrieb", "Waldbewirtschaftung", "Digitalisierung Forst", "Forstblog"],
  },
  {
    readMore: "Read more",
    by: "by",
    tags: "Topics",
    notFound: "Blog post not found",
    notFoundLead: "The article has been moved or deleted. The overview lists all current articles.",
    back: "← Back to the blog overview",
    related: "Related articles",
    continueTitle: "Keep reading",
    continueText:
      "Find more practical know-how on digitalisation, forest protection, occupational safety and the timber market in the overview of all articles.",
    continueAction: "See all articles",
    defaultDescription: "Practical know-how for digital forestry on the ForestCrew forestry blog.",
    feedTitle: "forestry blog",
    feedDescription:
      "Practical know-how for digital forestry: digitalisation, forest protection, occupational safety and the timber market.",
    publishedOn: "Published on",
    updatedOn: "Updated on",
    previewBanner: "Preview – this post is not published",
    previewHint: "Only people with this link can see the preview. Search engines do not index it.",
    previewNotFound: "This preview does not exist (any more)",
    previewNotFoundLead: "The link has been withdrawn or is wrong. Please ask the editorial team for a new one.",
    breadcrumb: "Forestry blog",
    keywords: ["forestry", "forest management", "forest operations", "digital forestry", "forestry blog"],
  },
);

/** The note in an article's header when the post's language is not the site's: [site][post]. */
export const otherLanguageNote = bilingual(
  { de: "", en: "Dieser Artikel ist auf Englisch." },
  { de: "This article is in German.", en: "" },
);

/** The article's content error messages in English, keyed by the German message the server gives. */
export const contentErrorsEn: Record<string, string> = {
  "Fehler bei der Content-Konvertierung. Bitte kontaktieren Sie den Administrator.":
    "The content could not be converted. Please contact the administrator.",
  "Unbekanntes Content-Format": "Unknown content format",
  "Fehler beim Laden des Blog-Inhalts": "The article content could not be loaded",
  "Fehler beim Laden des Blog-Beitrags": "The blog post could not be loaded",
};
