// The messages the media capability answers with, German and English, by code: an upload that is
// refused or fails, and a deletion in the media library that is refused or fails.
import { bilingual, type Lang } from "~/lib/i18n";

export const uploadMessages = bilingual(
  {
    notAllowed: "Nur PNG, JPEG, WebP, AVIF oder GIF sind erlaubt.",
    tooLarge: "Das Bild ist größer als 5 MB.",
    missing: "Keine Datei erhalten.",
    failed: "Das Bild konnte nicht gespeichert werden.",
  },
  {
    notAllowed: "Only PNG, JPEG, WebP, AVIF or GIF images are allowed.",
    tooLarge: "The image is larger than 5 MB.",
    missing: "No file received.",
    failed: "The image could not be stored.",
  },
);

export type UploadMessage = keyof (typeof uploadMessages)["de"];

/** The text of an upload message in `lang`. */
export function uploadText(code: UploadMessage, lang: Lang): string {
  return uploadMessages[lang][code];
}

export const mediaMessages = bilingual(
  {
    inUse: (titles: string) => `Das Bild wird noch verwendet (${titles}) und wurde nicht gelöscht.`,
    missing: "Dieses Bild existiert nicht mehr.",
    deleteError: "Fehler beim Löschen des Bildes",
  },
  {
    inUse: (titles: string) => `The image is still in use (${titles}) and was not deleted.`,
    missing: "This image no longer exists.",
    deleteError: "The image could not be deleted",
  },
);

/** A media library message: its code, and for "inUse" the titles of the posts that use the image. */
export type MediaMessage = { code: "inUse"; titles: string[] } | { code: "missing" } | { code: "deleteError" };

/** The text of a media library message in `lang`; the posts' titles in „…“, each once. */
export function mediaText(message: MediaMessage, lang: Lang): string {
  const m = mediaMessages[lang];
  if (message.code === "inUse") return m.inUse([...new Set(message.titles)].map((t) => `„${t}“`).join(", "));
  return m[message.code];
}
