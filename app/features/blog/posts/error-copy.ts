// What the post storage's refusals say, in both languages. The German texts are also the errors'
// .message (tests and older callers read it); the edge shows postErrorText(error, lang) instead.
import { bilingual } from "~/lib/i18n";

/** What a text may name: the limit that was exceeded, or the id that is taken. */
export interface PostErrorParams {
  max?: number;
  id?: string;
}

type P = PostErrorParams;

export const postErrorCopy = bilingual(
  {
    "slug-taken": "Dieser Slug wird bereits von einem anderen Beitrag verwendet. Bitte wählen Sie einen anderen.",
    "stale-edit":
      "Dieser Beitrag wurde inzwischen von jemand anderem gespeichert. Ihre Änderungen wurden nicht übernommen: " +
      "Bitte sichern Sie Ihren Text, laden Sie die Seite neu und übertragen Sie Ihre Änderungen in die aktuelle Fassung.",
    "post-not-found": "Blog-Beitrag konnte nicht geladen werden",
    "not-a-draft": "Automatisch gespeichert werden nur Entwürfe. Bitte speichern Sie den Beitrag von Hand.",
    "revision-not-found": "Diese Fassung des Beitrags gibt es nicht (mehr).",
    "translation-not-allowed":
      "Diese Übersetzung können Sie nicht verknüpfen: Dafür müsste ein Beitrag geändert werden, den Sie nicht bearbeiten dürfen.",
    "id-taken": (p: P) => `Ein Beitrag mit der ID „${p.id}“ existiert bereits.`,
    required: "Bitte füllen Sie alle Pflichtfelder aus",
    "title-too-long": (p: P) => `Der Titel darf höchstens ${p.max} Zeichen lang sein.`,
    "slug-too-long": (p: P) => `Der Slug darf höchstens ${p.max} Zeichen lang sein.`,
    "slug-format": "Der Slug darf nur Kleinbuchstaben, Ziffern, Unterstriche und einzelne Bindestriche enthalten.",
    "slug-reserved": "Dieser Slug ist für eine Seite des Blogs reserviert. Bitte wählen Sie einen anderen.",
    "author-too-long": (p: P) => `Der Autor darf höchstens ${p.max} Zeichen lang sein.`,
    "tag-too-long": (p: P) => `Ein Tag darf höchstens ${p.max} Zeichen lang sein.`,
    "too-many-tags": (p: P) => `Höchstens ${p.max} Tags sind möglich.`,
    "summary-too-long": (p: P) => `Die Zusammenfassung darf höchstens ${p.max} Zeichen lang sein.`,
    "content-too-long": (p: P) => `Der Inhalt darf höchstens ${p.max} Zeichen lang sein.`,
    "excerpt-too-long": (p: P) => `Der Auszug darf höchstens ${p.max} Zeichen lang sein.`,
    "cover-image-too-long": "Die Adresse des Titelbilds ist zu lang.",
    "cover-image-invalid": "Das Titelbild muss unter /blog/images/ liegen oder eine http(s)-Adresse sein.",
    "date-invalid": "Das Datum ist ungültig.",
    "status-invalid": "Der Status ist ungültig.",
    "meta-title-too-long": (p: P) => `Der Meta-Titel darf höchstens ${p.max} Zeichen lang sein.`,
    "meta-description-too-long": (p: P) => `Die Meta-Beschreibung darf höchstens ${p.max} Zeichen lang sein.`,
    "social-image-too-long": "Die Adresse des Social-Media-Bilds ist zu lang.",
    "social-image-invalid": "Das Social-Media-Bild muss unter /blog/images/ liegen oder eine http(s)-Adresse sein.",
    "translation-invalid": "Die Übersetzung muss ein vorhandener Beitrag in der anderen Sprache sein.",
    "schedule-date-missing": "Bitte geben Sie an, wann der Beitrag erscheinen soll (Datum und Uhrzeit).",
    // Input the schema's own messages do not cover (a wrong type from a script, not from the editor).
    invalid: "Die Eingaben sind ungültig.",
  },
  {
    "slug-taken": "Another post already uses this slug. Please choose a different one.",
    "stale-edit":
      "Someone else has saved this post in the meantime, so your changes were not saved. " +
      "Please copy your text somewhere safe, reload the page and carry your changes over to the current version.",
    "post-not-found": "The blog post could not be loaded",
    "not-a-draft": "Only drafts are saved automatically. Please save this post manually.",
    "revision-not-found": "This version of the post cannot be found. It may have been deleted.",
    "translation-not-allowed": "You can't link this translation: it would change a post you are not allowed to edit.",
    "id-taken": (p: P) => `A post with the ID "${p.id}" already exists.`,
    required: "Please fill in all required fields",
    "title-too-long": (p: P) => `The title can be at most ${p.max} characters long.`,
    "slug-too-long": (p: P) => `The slug can be at most ${p.max} characters long.`,
    "slug-format": "The slug may only contain lowercase letters, digits, underscores and single hyphens.",
    "slug-reserved": "This slug is reserved for a page of the blog. Please choose a different one.",
    "author-too-long": (p: P) => `The author's name can be at most ${p.max} characters long.`,
    "tag-too-long": (p: P) => `A tag can be at most ${p.max} characters long.`,
    "too-many-tags": (p: P) => `A post can have at most ${p.max} tags.`,
    "summary-too-long": (p: P) => `The summary can be at most ${p.max} characters long.`,
    "content-too-long": (p: P) => `The content can be at most ${p.max} characters long.`,
    "excerpt-too-long": (p: P) => `The excerpt can be at most ${p.max} characters long.`,
    "cover-image-too-long": "The cover image address is too long.",
    "cover-image-invalid": "The cover image must be in /blog/images/ or have an http(s) address.",
    "date-invalid": "The date is not valid.",
    "status-invalid": "The status is not valid.",
    "meta-title-too-long": (p: P) => `The meta title can be at most ${p.max} characters long.`,
    "meta-description-too-long": (p: P) => `The meta description can be at most ${p.max} characters long.`,
    "social-image-too-long": "The social media image address is too long.",
    "social-image-invalid": "The social media image must be in /blog/images/ or have an http(s) address.",
    "translation-invalid": "The translation must be an existing post in the other language.",
    "schedule-date-missing": "Please enter when the post should go live (date and time).",
    invalid: "Some of the input is not valid.",
  },
);

export type PostErrorCode = keyof (typeof postErrorCopy)["de"];
