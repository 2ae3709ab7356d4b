import { bilingual, type Lang } from "~/lib/i18n";
import type { PostLang } from "./types";

/**
 * Interface texts of the public blog (list, article, error messages), German and English. They
 * reach the browser through the loaders, one language at a time (blogText; ADR 0007), never in
 * the JavaScript: the components read them with useBlogText() (text.tsx).
 */
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
    feedDescription: "Praxiswissen für die digitale Forstwirtschaft: Digitalisierung, Waldschutz, Arbeitssicherheit und Holzmarkt.",
    publishedOn: "Veröffentlicht am",
    updatedOn: "Zuletzt aktualisiert am",
    previewBanner: "Vorschau – dieser Beitrag ist nicht veröffentlicht",
    previewHint: "Nur wer diesen Link hat, sieht die Vorschau. Suchmaschinen nehmen sie nicht auf.",
    previewNotFound: "Diese Vorschau gibt es nicht (mehr)",
    previewNotFoundLead: "Der Link wurde zurückgezogen oder ist falsch. Bitten Sie die Redaktion um einen neuen.",
    breadcrumb: "Forstblog",
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
    feedDescription:
      "Practical know-how for digital forestry: digitalisation, forest protection, occupational safety and the timber market.",
    publishedOn: "Published on",
    updatedOn: "Updated on",
    previewBanner: "Preview – this post is not published",
    previewHint: "Only people with this link can see the preview. Search engines do not index it.",
    previewNotFound: "This preview does not exist (any more)",
    previewNotFoundLead: "The link has been withdrawn or is wrong. Please ask the editorial team for a new one.",
    breadcrumb: "Forestry blog",
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

/** The blog's page while its database is away (unavailable.tsx). */
export const unavailableCopy = {
  de: {
    title: "Der Blog ist gerade nicht erreichbar",
    text: "Unsere Beiträge sind in wenigen Minuten wieder da. Bitte versuchen Sie es gleich noch einmal.",
    retry: "Erneut versuchen",
    home: "Zur Startseite",
  },
  en: {
    title: "The blog is unavailable right now",
    text: "Our articles will be back in a few minutes. Please try again shortly.",
    retry: "Try again",
    home: "Go to the home page",
  },
} satisfies Record<Lang, Record<string, string>>;

/** The blog's interface texts in one language, as the loaders hand them to the components. */
export type BlogText = (typeof blogCopy)["de"] & {
  otherLanguageNote: Record<PostLang, string>;
  unavailable: (typeof unavailableCopy)["de"];
};

export function blogText(lang: Lang): BlogText {
  return { ...blogCopy[lang], otherLanguageNote: otherLanguageNote[lang], unavailable: unavailableCopy[lang] };
}

/** A content error message in the site's language (the server's messages are German). */
export function contentErrorIn(lang: Lang, message: string): string {
  return lang === "en" ? (contentErrorsEn[message] ?? message) : message;
}
