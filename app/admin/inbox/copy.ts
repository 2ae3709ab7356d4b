import { bilingual } from "~/lib/i18n";

/**
 * The inbox texts about failed mails and automatic erasure, German and English (the rest of the
 * inbox's texts are in copy.ts, `adminCopy[lang].inbox`).
 */
export const inboxMailCopy = bilingual(
  {
    failedHeading: "E-Mail nicht zugestellt",
    /** One failed mail: which one (purpose label) and the mail server's answer, short. */
    failedLine: (purpose: string, error: string) => `${purpose}: ${error}`,
    refusedForGood: "Vom Mailserver abgelehnt, es folgt kein weiterer Versuch.",
    gaveUp: (attempts: number) => `Nach ${attempts} Versuchen aufgegeben.`,
    noError: "ohne Fehlermeldung",
    erasesOn: (date: string) => `Wird automatisch gelöscht am ${date}.`,
    erasesAfter: (months: number) => `Als „Erledigt“ markiert, wird der Eintrag ${months} Monate danach automatisch gelöscht.`,
    keptUntilLaunch: "Wartelisten-Einträge werden nicht automatisch gelöscht: Löschen Sie sie nach dem Start des Produkts.",
  },
  {
    failedHeading: "E-mail not delivered",
    failedLine: (purpose: string, error: string) => `${purpose}: ${error}`,
    refusedForGood: "Refused by the mail server; it will not be tried again.",
    gaveUp: (attempts: number) => `Given up after ${attempts} attempts.`,
    noError: "no error message",
    erasesOn: (date: string) => `Deleted automatically on ${date}.`,
    erasesAfter: (months: number) => `Once marked “Done”, the entry is deleted automatically ${months} months later.`,
    keptUntilLaunch: "Waitlist entries are not deleted automatically: delete them after the product launch.",
  },
);

export type InboxMailCopy = (typeof inboxMailCopy)["de"];
