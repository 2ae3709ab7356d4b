// The messages the editor's server side answers with (a refused save, autosave, revisions, the
// preview link, a database outage), German and English, by code; the editor screens show them too.
import { bilingual, type Lang } from "~/lib/i18n";

export const editorMessages = bilingual(
  {
    required: "Bitte füllen Sie alle Pflichtfelder aus",
    dateInvalid: "Das Datum ist ungültig.",
    scheduleMissing: "Bitte geben Sie an, wann der Beitrag erscheinen soll (Datum und Uhrzeit).",
    scheduleInPast: "Für „Geplant“ muss der Zeitpunkt in der Zukunft liegen. Zum sofortigen Erscheinen wählen Sie „Veröffentlicht“.",
    slugTaken: "Dieser Slug wird bereits von einem anderen Beitrag verwendet.",
    notFound: "Blog-Beitrag konnte nicht geladen werden",
    translationNotAllowed:
      "Nicht gespeichert: Diese Übersetzung können Sie nicht verknüpfen, denn dafür müsste ein Beitrag geändert werden, den Sie nicht bearbeiten dürfen (ein veröffentlichter oder der eines anderen Kontos). Wählen Sie eine andere Übersetzung oder bitten Sie die Redaktion, die Beiträge zu verknüpfen.",
    autosaveError: "Automatisches Speichern fehlgeschlagen. Ihr Text ist noch da; bitte speichern Sie von Hand.",
    autosaveStale:
      "Automatisches Speichern angehalten: Der Beitrag wurde inzwischen anderswo gespeichert. Sichern Sie Ihren Text und laden Sie die Seite neu.",
    autosaveNotDraft: "Automatisch gespeichert werden nur Entwürfe. Bitte speichern Sie von Hand.",
    restoreMissing: "Diese Version gibt es nicht (mehr).",
    previewLinkError: "Der Vorschaulink konnte nicht geändert werden.",
    saveDatabaseDown:
      "Speichern fehlgeschlagen: Die Datenbank ist gerade nicht erreichbar. Ihr Text ist noch da – bitte in einem Moment erneut speichern.",
    loadDatabaseDown:
      "Der Editor kann gerade nicht geladen werden: Die Datenbank ist nicht erreichbar. Bitte versuchen Sie es gleich erneut.",
  },
  {
    required: "Please fill in all required fields",
    dateInvalid: "The date is not valid.",
    scheduleMissing: "Please say when the post should go live (date and time).",
    scheduleInPast: "For “Scheduled” the time must lie in the future. To publish now, choose “Published”.",
    slugTaken: "This slug is already used by another post.",
    notFound: "The blog post could not be loaded",
    translationNotAllowed:
      "Not saved: you cannot link this translation, because that would change a post you may not edit (a published one, or another account's). Choose another translation or ask an editor to link the posts.",
    autosaveError: "Automatic saving failed. Your text is still here; please save by hand.",
    autosaveStale:
      "Automatic saving paused: the post has been saved elsewhere in the meantime. Keep a copy of your text and reload the page.",
    autosaveNotDraft: "Only drafts are saved automatically. Please save by hand.",
    restoreMissing: "This revision does not exist (any more).",
    previewLinkError: "The preview link could not be changed.",
    saveDatabaseDown: "Saving failed: the database cannot be reached right now. Your text is still here – please save again in a moment.",
    loadDatabaseDown: "The editor cannot be loaded right now: the database is unreachable. Please try again shortly.",
  },
);

export type EditorMessage = keyof (typeof editorMessages)["de"];

/** The text of an editor message in `lang`. */
export function editorText(code: EditorMessage, lang: Lang): string {
  return editorMessages[lang][code];
}
