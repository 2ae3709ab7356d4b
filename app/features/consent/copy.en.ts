import { CONSENT_COOKIE } from "./config";
import type { ConsentCopy } from "./copy";

// A change here is a new text: raise CONSENT_VERSION in ./config (tests/unit/consent.test.ts checks it).
export const copy: ConsentCopy = {
  title: "Cookies and statistics",
  intro: [
    "With your consent we load Google Tag Manager and, through it, Google Analytics. This sets cookies and sends usage data to Google, including to the United States. It shows us which content people find useful.",
    "Without your consent none of this loads. You can change your choice at any time under “Cookie settings” at the bottom of every page.",
  ],
  acceptAll: "Accept all",
  rejectAll: "Necessary only",
  settings: "Settings",
  save: "Save my choice",
  close: "Close",
  privacyLink: "More in our privacy policy",
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
};
