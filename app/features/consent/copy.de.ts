import { CONSENT_COOKIE } from "./config";
import type { ConsentCopy } from "./copy";

// A change here is a new text: raise CONSENT_VERSION in ./config (tests/unit/consent.test.ts checks it).
export const copy: ConsentCopy = {
  title: "Cookies und Statistik",
  intro: [
    "Mit Ihrer Einwilligung laden wir den Google Tag Manager und darüber Google Analytics. Dabei werden Cookies gesetzt und Nutzungsdaten an Google übermittelt, auch in die USA. So sehen wir, welche Inhalte gefragt sind.",
    "Ohne Einwilligung lädt nichts davon. Ihre Wahl können Sie jederzeit über „Cookie-Einstellungen“ am Seitenende ändern.",
  ],
  acceptAll: "Alle akzeptieren",
  rejectAll: "Nur notwendige",
  settings: "Einstellungen",
  save: "Auswahl speichern",
  close: "Schließen",
  privacyLink: "Mehr in der Datenschutzerklärung",
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
};
