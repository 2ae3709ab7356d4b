import { contactFormAnchor } from "~/config/pages";
import { defaultSite, type SiteConfig } from "~/config/site";
import { introCopy } from "~/content/page-intro";
import { openingHours } from "~/i18n";
import { bilingual, type Lang } from "~/lib/i18n";

const hoursDe = defaultSite.hours;
const hoursEn = /* @__PURE__ */ openingHours(defaultSite.hours, "en");

const formAnchor = `#${contactFormAnchor}`;

/**
 * Hero and metadata of the page, German and English. Only the loader reads it, so the client
 * bundle drops it: the page receives one language.
 */
export const intro = /* @__PURE__ */ introCopy(
  {
    seo: {
      title: "Kontakt – Demo und Beratung anfragen",
      description: `Demo, Beratung oder eine Frage zu ForestCrew? Schreiben Sie uns oder rufen Sie an: Mo–Fr ${hoursDe.open}–${hoursDe.close} Uhr. Wir antworten innerhalb eines Werktages.`,
      keywords: ["Kontakt", "Demo anfragen", "Beratung Forst-Software", "ForestCrew Support", "Ahrensburg"],
    },
    hero: {
      eyebrow: "Kontakt",
      title: "Sprechen Sie mit uns",
      lead: "Ob Demo, Beratung oder eine Frage zu Ihrem Betrieb: Schreiben Sie uns oder rufen Sie an – wir antworten innerhalb eines Werktages.",
      primary: { kind: "link", label: "Nachricht schreiben", to: formAnchor },
      secondary: { kind: "phone", label: "Anrufen" },
    },
  },
  {
    seo: {
      title: "Contact – Request a demo or consultation",
      description: `A demo, advice or a question about ForestCrew? Write to us or call us, Mon–Fri, ${hoursEn.open}–${hoursEn.close} (German time). We reply within one working day.`,
      keywords: ["contact", "request a demo", "forestry software consultation", "ForestCrew support", "Germany"],
    },
    hero: {
      eyebrow: "Contact",
      title: "Talk to us",
      lead: "Whether it's a demo, advice or a question about your business: write to us or give us a call – we reply within one working day.",
      primary: { kind: "link", label: "Write to us", to: formAnchor },
      secondary: { kind: "phone", label: "Call" },
    },
  },
);

const page = /* @__PURE__ */ bilingual(
  {
    form: {
      eyebrow: "Kontaktformular",
      title: "Schreiben Sie uns",
      lead: "Erzählen Sie uns kurz, worum es geht. Für eine Demo nennen Sie gern, wie viele Menschen in Ihrem Betrieb mit ForestCrew arbeiten würden.",
    },
    info: {
      title: "So erreichen Sie uns",
      email: "E-Mail",
      phone: "Telefon",
      hours: (open: string, close: string) => `Mo–Fr ${open}–${close} Uhr`,
      address: "Anschrift",
      country: (country: string) => country,
      promiseTitle: "Antwort innerhalb eines Werktages",
      promise: "Ihre Nachricht geht direkt an unser Team. Sie bekommen spätestens am nächsten Werktag eine Antwort.",
    },
  },
  {
    form: {
      eyebrow: "Contact form",
      title: "Write to us",
      lead: "Tell us briefly what it is about. For a demo, it helps to know how many people in your business would work with ForestCrew.",
    },
    info: {
      title: "How to reach us",
      email: "Email",
      phone: "Phone",
      hours: (open: string, close: string) => `Mon–Fri, ${open}–${close} (German time)`,
      address: "Postal address",
      country: (country: string) => (country === "Deutschland" ? "Germany" : country),
      promiseTitle: "A reply within one working day",
      promise: "Your message goes straight to our team. You will hear back by the next working day at the latest.",
    },
  },
);

/** The page's texts in one language, with the contact details of the site configuration filled in. */
export function contactCopy(lang: Lang, site: SiteConfig) {
  const { form, info } = page[lang];
  const hours = openingHours(site.hours, lang);
  return {
    form,
    info: {
      title: info.title,
      labels: { email: info.email, phone: info.phone, address: info.address },
      email: site.email,
      phone: site.phone,
      hours: info.hours(hours.open, hours.close),
      company: site.company,
      address: [site.address.street, `${site.address.postalCode} ${site.address.city}`, info.country(site.address.country)],
      promiseTitle: info.promiseTitle,
      promise: info.promise,
    },
  };
}
export type ContactCopy = ReturnType<typeof contactCopy>;
