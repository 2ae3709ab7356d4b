import { bilingual } from "~/lib/i18n";

/** The admin overview of logged consent choices (/blog/admin/einwilligungen). */
export interface ConsentAdminCopy {
  title: string;
  lead: (days: number, retentionDays: number) => string;
  backToBlog: string;
  logout: string;
  heading: string;
  day: string;
  accepted: string;
  rejected: string;
  custom: string;
  total: string;
  empty: string;
  loadError: string;
  notConfigured: string;
}

export const consentAdminCopy = /* @__PURE__ */ bilingual<ConsentAdminCopy>(
  {
    title: "Einwilligungen",
    lead: (days, retention) =>
      `Entscheidungen im Cookie-Dialog je Tag (deutsche Zeit), letzte ${days} Tage. Jede Entscheidung wird mit zufälliger ID, Zeitpunkt, Textversion, Auswahl und Sprache ${retention} Tage lang als Nachweis gespeichert, ohne IP-Adresse.`,
    backToBlog: "Zur Blog-Verwaltung",
    logout: "Abmelden",
    heading: "Entscheidungen je Tag",
    day: "Tag",
    accepted: "Alle akzeptiert",
    rejected: "Nur notwendige",
    custom: "Eigene Auswahl",
    total: "Summe",
    empty: "In diesem Zeitraum wurde keine Entscheidung gespeichert.",
    loadError: "Die Einwilligungen konnten nicht geladen werden.",
    notConfigured: "Es ist kein Tag-Manager eingerichtet (GTM_ID): Besucherinnen und Besucher sehen keinen Cookie-Dialog.",
  },
  {
    title: "Consents",
    lead: (days, retention) =>
      `Choices made in the cookie dialog per day (German time), last ${days} days. Each choice is kept as proof for ${retention} days with a random ID, its time, the text version, the selection and the language, without an IP address.`,
    backToBlog: "Back to the blog admin",
    logout: "Sign out",
    heading: "Choices per day",
    day: "Day",
    accepted: "Accepted all",
    rejected: "Necessary only",
    custom: "Own selection",
    total: "Total",
    empty: "No choice was stored in this period.",
    loadError: "The consents could not be loaded.",
    notConfigured: "No tag manager is configured (GTM_ID): visitors see no cookie dialog.",
  },
);
