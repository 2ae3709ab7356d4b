// The messages the inbox's actions answer with, German and English, by code.
import { bilingual, type Lang } from "~/lib/i18n";

export const inboxMessages = bilingual(
  {
    invalid: "Ungültige Eingabe.",
    notFound: "Diese Anfrage gibt es nicht (mehr).",
    saveError: "Der Status konnte nicht gespeichert werden.",
    deleteError: "Die Anfrage konnte nicht gelöscht werden.",
  },
  {
    invalid: "Invalid input.",
    notFound: "This enquiry does not exist (any more).",
    saveError: "The status could not be saved.",
    deleteError: "The enquiry could not be deleted.",
  },
);

export type InboxMessage = keyof (typeof inboxMessages)["de"];

/** The text of an inbox message in `lang`. */
export function inboxText(code: InboxMessage, lang: Lang): string {
  return inboxMessages[lang][code];
}
