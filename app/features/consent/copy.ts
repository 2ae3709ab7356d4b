import { bilingual } from "~/lib/i18n";
import { CONSENT_COOKIE } from "./config";

/**
 * The consent dialog's texts. They reach the browser in the page's language only, with the root
 * loader's data, and only when a tag manager is configured (ADR 0007).
 */
export interface ConsentCopy {
  /** Heading of both layers. */
  title: string;
  /** The first layer: what is asked, each paragraph short. */
  intro: readonly string[];
  acceptAll: string;
  rejectAll: string;
  settings: string;
  save: string;
  close: string;
  privacyLink: string;
  /** Label of the group of categories. */
  categoriesLabel: string;
  alwaysOn: string;
  categories: Record<"necessary" | "statistics" | "marketing", { title: string; text: string }>;
  /** Shown with the id of the visitor's logged choice. */
  consentId: string;
}

// A change here is a new text: raise CONSENT_VERSION in ./config (tests/unit/consent.test.ts checks it).
export const consentCopy = /* @__PURE__ */ bilingual<ConsentCopy>(
  {
    title: "Cookies für Statistik und Marketing",
    intro: [
      "Mit Ihrer Einwilligung nutzen wir Google Analytics für Statistik und Google-Dienste für Marketing (Werbung messen und personalisieren). Google setzt dabei Cookies und erhält Nutzungsdaten, auch in den USA. Ohne Einwilligung lädt nichts davon. Widerrufen können Sie jederzeit über „Cookie-Einstellungen“ am Seitenende.",
    ],
    acceptAll: "Alle akzeptieren",
    rejectAll: "Nur notwendige",
    settings: "Einstellungen",
    save: "Auswahl speichern",
    close: "Schließen",
    privacyLink: "Datenschutzerklärung",
    categoriesLabel: "Kategorien",
    alwaysOn: "Immer aktiv",
    categories: {
      necessary: {
        title: "Notwendig",
        text: `Speichert Ihre Wahl in diesem Dialog (Cookie ${CONSENT_COOKIE}, 6 Monate). Funktionen wie ForestChat legen Daten nur an, wenn Sie sie nutzen.`,
      },
      statistics: {
        title: "Statistik",
        text: "Google Analytics über den Google Tag Manager zählt Seitenaufrufe und Klicks. Cookies _ga und _ga_… (bis zu 2 Jahre); Empfänger ist Google.",
      },
      marketing: {
        title: "Marketing",
        text: "Erlaubt Google, Ihren Besuch zur Messung und Personalisierung von Werbung zu nutzen. Cookies wie _gcl_au (bis zu 90 Tage); Empfänger ist Google.",
      },
    },
    consentId: "Ihre Einwilligungs-ID",
  },
  {
    title: "Cookies for statistics and marketing",
    intro: [
      "With your consent we use Google Analytics for statistics and Google services for marketing (measuring and personalising ads). Google then sets cookies and receives usage data, including in the US. Without your consent none of this loads. You can withdraw at any time under “Cookie settings” at the bottom of the page.",
    ],
    acceptAll: "Accept all",
    rejectAll: "Necessary only",
    settings: "Settings",
    save: "Save my choice",
    close: "Close",
    privacyLink: "Privacy policy",
    categoriesLabel: "Categories",
    alwaysOn: "Always on",
    categories: {
      necessary: {
        title: "Necessary",
        text: `Keeps your choice in this dialog (cookie ${CONSENT_COOKIE}, 6 months). Features such as ForestChat store data only when you use them.`,
      },
      statistics: {
        title: "Statistics",
        text: "Google Analytics, loaded through Google Tag Manager, counts page views and clicks. Cookies _ga and _ga_… (up to 2 years); the recipient is Google.",
      },
      marketing: {
        title: "Marketing",
        text: "Lets Google use your visit to measure and personalise advertising. Cookies such as _gcl_au (up to 90 days); the recipient is Google.",
      },
    },
    consentId: "Your consent ID",
  },
);
