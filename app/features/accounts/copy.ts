// The accounts capability's own texts, German and English: role names, the date format of its
// pages, the invitation mail, and the messages its actions answer with, by code (the owners'
// accounts page, one's own account, the sign-in).
import type { Role } from "~/lib/auth/permissions";
import { bilingual, type Lang } from "~/lib/i18n";

export const roleLabels = bilingual<Record<Role, string>>(
  { owner: "Inhaber", editor: "Redakteur", author: "Autor" },
  { owner: "Owner", editor: "Editor", author: "Author" },
);

/** "24.11.2026, 14:32" (German) or "24 Nov 2026, 14:32" (English), Berlin time. */
export function formatDateTime(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === "de" ? "de-DE" : "en-GB", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Europe/Berlin",
  }).format(new Date(iso));
}

/** The mail with an invitation or a password link, in the inviting owner's language. */
export function invitationMail(
  lang: Lang,
  m: { kind: "invite" | "reset"; name: string; inviter: string; role: Role; link: string; expiresAt: string; site: string },
): { subject: string; text: string } {
  const until = formatDateTime(m.expiresAt, lang);
  if (lang === "de") {
    return m.kind === "invite"
      ? {
          subject: `Einladung zum Forstblog von ${m.inviter}`,
          text: [
            `Hallo ${m.name},`,
            "",
            `${m.inviter} lädt Sie in den Admin-Bereich des Forstblogs (${m.site}) ein, mit der Rolle „${roleLabels.de[m.role]}“.`,
            "",
            "Mit diesem Link legen Sie Ihr Passwort fest und Ihr Konto an:",
            m.link,
            "",
            `Der Link ist gültig bis ${until} Uhr und funktioniert nur einmal.`,
            "Wenn Sie mit dieser Einladung nichts anfangen können, ignorieren Sie diese E-Mail einfach.",
          ].join("\n"),
        }
      : {
          subject: "Neues Passwort für den Forstblog",
          text: [
            `Hallo ${m.name},`,
            "",
            `${m.inviter} hat für Ihr Konto im Admin-Bereich des Forstblogs (${m.site}) einen Link zum Festlegen eines neuen Passworts erstellt:`,
            m.link,
            "",
            `Der Link ist gültig bis ${until} Uhr und funktioniert nur einmal. Danach sind alle bisherigen Sitzungen Ihres Kontos abgemeldet.`,
          ].join("\n"),
        };
  }
  return m.kind === "invite"
    ? {
        subject: `Invitation to the Forstblog from ${m.inviter}`,
        text: [
          `Hello ${m.name},`,
          "",
          `${m.inviter} invites you to the Forstblog's admin area (${m.site}) with the role "${roleLabels.en[m.role]}".`,
          "",
          "Use this link to choose your password and create your account:",
          m.link,
          "",
          `The link is valid until ${until} (Berlin time) and works once.`,
          "If this invitation means nothing to you, simply ignore this e-mail.",
        ].join("\n"),
      }
    : {
        subject: "New password for the Forstblog",
        text: [
          `Hello ${m.name},`,
          "",
          `${m.inviter} created a link for your account in the Forstblog's admin area (${m.site}) to choose a new password:`,
          m.link,
          "",
          `The link is valid until ${until} (Berlin time) and works once. Afterwards every earlier session of your account is signed out.`,
        ].join("\n"),
      };
}

/** What the owners' accounts page answers with when it refuses something. */
export const accountsMessages = bilingual(
  {
    invalid: "Bitte prüfen Sie die Eingaben.",
    name: "Bitte geben Sie einen Namen ein (höchstens 120 Zeichen).",
    email: "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
    role: "Bitte wählen Sie eine Rolle.",
    exists: "Für diese E-Mail-Adresse gibt es schon ein Konto. Ändern Sie dort die Rolle oder erstellen Sie einen Passwort-Link.",
    lastOwner:
      "Das ist das letzte aktive Inhaber-Konto: Es kann weder eine andere Rolle bekommen noch deaktiviert werden. Machen Sie zuerst eine andere Person zum Inhaber.",
    notFound: "Dieses Konto oder dieser Link existiert nicht mehr.",
    inactive: "Für ein deaktiviertes Konto gibt es keinen Passwort-Link. Aktivieren Sie es zuerst.",
    tooLarge: "Die Eingaben sind zu lang.",
  },
  {
    invalid: "Please check your entries.",
    name: "Please enter a name (at most 120 characters).",
    email: "Please enter a valid e-mail address.",
    role: "Please choose a role.",
    exists: "An account with this e-mail address exists already. Change its role there, or create a password link.",
    lastOwner:
      "This is the last active owner account: it can neither get another role nor be deactivated. Make someone else an owner first.",
    notFound: "This account or link no longer exists.",
    inactive: "A deactivated account gets no password link. Reactivate it first.",
    tooLarge: "The entries are too long.",
  },
);

export type AccountsMessage = keyof (typeof accountsMessages)["de"];

export function accountsText(code: AccountsMessage, lang: Lang): string {
  return accountsMessages[lang][code];
}

/** What one's own account page answers with when it refuses something. */
export const ownAccountMessages = bilingual(
  {
    name: "Bitte geben Sie Ihren Namen ein (höchstens 120 Zeichen).",
    email: "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
    emailTaken: "Diese E-Mail-Adresse gehört schon zu einem anderen Konto.",
    emailPassword: "Bitte bestätigen Sie die neue E-Mail-Adresse mit Ihrem aktuellen Passwort.",
    displayName: "Der Anzeigename darf höchstens 120 Zeichen lang sein.",
    wrongPassword: "Das aktuelle Passwort stimmt nicht.",
    tooManyAttempts: "Zu viele falsche Versuche mit dem aktuellen Passwort. Bitte versuchen Sie es in 15 Minuten erneut.",
    tooShort: "Das neue Passwort muss mindestens 12 Zeichen lang sein.",
    tooLong: "Das neue Passwort darf höchstens 1024 Zeichen lang sein.",
    mismatch: "Die beiden neuen Passwörter stimmen nicht überein.",
    busy: "Gerade werden viele Passwörter geprüft. Bitte versuchen Sie es in ein paar Sekunden noch einmal.",
    tooLarge: "Die Eingaben sind zu lang.",
    invalid: "Bitte prüfen Sie die Eingaben.",
  },
  {
    name: "Please enter your name (at most 120 characters).",
    email: "Please enter a valid e-mail address.",
    emailTaken: "This e-mail address belongs to another account already.",
    emailPassword: "Please confirm the new e-mail address with your current password.",
    displayName: "The display name may be at most 120 characters long.",
    wrongPassword: "The current password is not correct.",
    tooManyAttempts: "Too many wrong attempts with the current password. Please try again in 15 minutes.",
    tooShort: "The new password must be at least 12 characters long.",
    tooLong: "The new password may be at most 1024 characters long.",
    mismatch: "The two new passwords do not match.",
    busy: "Many passwords are being checked right now. Please try again in a few seconds.",
    tooLarge: "The entries are too long.",
    invalid: "Please check your entries.",
  },
);

export type OwnAccountMessage = keyof (typeof ownAccountMessages)["de"];

export function ownAccountText(code: OwnAccountMessage, lang: Lang): string {
  return ownAccountMessages[lang][code];
}

/** What the sign-in answers with when it does not sign in. */
export const loginMessages = bilingual(
  {
    invalid: "Ungültiges Passwort oder unbekannte E-Mail-Adresse",
    tooMany: "Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in 15 Minuten erneut.",
    unavailable: "Die Anmeldung ist gerade nicht möglich. Bitte versuchen Sie es später erneut.",
    lockedForAll:
      "Die Anmeldung ist wegen vieler fehlgeschlagener Versuche vorübergehend gesperrt. Bitte versuchen Sie es in 15 Minuten erneut oder setzen Sie das Passwort auf dem Server neu (npm run admin:password).",
    tooLarge: "Die Anfrage ist zu groß.",
    busy: "Der Server ist gerade ausgelastet. Bitte versuchen Sie es in einigen Sekunden erneut.",
  },
  {
    invalid: "Invalid password or unknown e-mail address",
    tooMany: "Too many failed sign-in attempts. Please try again in 15 minutes.",
    unavailable: "Signing in is not possible right now. Please try again later.",
    lockedForAll:
      "Signing in is paused after many failed attempts. Please try again in 15 minutes, or set the password anew on the server (npm run admin:password).",
    tooLarge: "The request is too large.",
    busy: "The server is busy. Please try again in a few seconds.",
  },
);

export type LoginMessage = keyof (typeof loginMessages)["de"];

export function loginText(code: LoginMessage, lang: Lang): string {
  return loginMessages[lang][code];
}
