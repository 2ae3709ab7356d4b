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
  },
);
