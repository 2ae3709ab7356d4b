import { bilingual } from "~/lib/i18n";

/**
 * The sign-in page's texts, in a module of their own: /blog/login is a public page, and the rest of
 * the admin copy (copy.ts, which includes these) would add 8 KB to its JavaScript.
 */
export const loginCopy = bilingual(
  {
    title: "Blog-Admin Login",
    lead: "Anmeldung für die Redaktion des Forstblogs.",
    email: "E-Mail-Adresse",
    emailHint: "Das Inhaber-Konto kann dieses Feld leer lassen und sich allein mit dem Admin-Passwort anmelden.",
    password: "Passwort",
    submit: "Anmelden",
    submitting: "Anmeldung läuft …",
    back: "Zurück zum Blog",
    invalid: "Ungültiges Passwort oder unbekannte E-Mail-Adresse",
    tooMany: "Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in 15 Minuten erneut.",
    unavailable: "Die Anmeldung ist gerade nicht möglich. Bitte versuchen Sie es später erneut.",
    lockedForAll:
      "Die Anmeldung ist wegen vieler fehlgeschlagener Versuche vorübergehend gesperrt. Bitte versuchen Sie es in 15 Minuten erneut oder setzen Sie das Passwort auf dem Server neu (npm run admin:password).",
    tooLarge: "Die Anfrage ist zu groß.",
    busy: "Der Server ist gerade ausgelastet. Bitte versuchen Sie es in einigen Sekunden erneut.",
  },
  {
    title: "Blog admin sign-in",
    lead: "Sign-in for the forestry blog's editors.",
    email: "E-mail address",
    emailHint: "The owner account may leave this field empty and sign in with the admin password alone.",
    password: "Password",
    submit: "Sign in",
    submitting: "Signing in …",
    back: "Back to the blog",
    invalid: "Invalid password or unknown e-mail address",
    tooMany: "Too many failed sign-in attempts. Please try again in 15 minutes.",
    unavailable: "Signing in is not possible right now. Please try again later.",
    lockedForAll:
      "Signing in is paused after many failed attempts. Please try again in 15 minutes, or set the password anew on the server (npm run admin:password).",
    tooLarge: "The request is too large.",
    busy: "The server is busy. Please try again in a few seconds.",
  },
);
