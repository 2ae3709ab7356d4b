/**
 * Passages the offline assistant knows from the site configuration and the facts module rather
 * than from a page's copy: how to reach us, payment terms, Nexus figures, the beta programme.
 */
import type { SiteConfig } from "~/config/site";
import { betaProgramme, contactPromise, nexus, pricingTerms, trial } from "~/content/facts";
import { formatList } from "~/content/format";
import { billingTerms } from "~/content/prices";
import type { Lang } from "~/lib/i18n";
import { pageMeta, type KnownPage, type Passage } from "./passages";

/** How to reach us, from the site configuration: the answer to "how do I reach support?". */
export function contactPassages(site: SiteConfig, lang: Lang): Passage[] {
  const a = site.address;
  const de = lang === "de";
  const text = de
    ? [
        `Sie erreichen ${site.brand} per E-Mail an ${site.email} und telefonisch unter ${site.phone}, montags bis freitags von ${site.hours.open} bis ${site.hours.close} Uhr.`,
        `Wir antworten innerhalb von ${contactPromise.replyWithinWorkingDays} Werktag.`,
        `Für Fragen zur Nutzung und für technische Probleme gibt es das Support-Portal (Servicedesk): ${site.urls.support}.`,
        `Anschrift: ${site.company}, ${a.street}, ${a.postalCode} ${a.city}.`,
        "Über die Kontaktseite können Sie eine kostenlose Demo oder Beratung anfragen.",
      ]
    : [
        `You can reach ${site.brand} by email at ${site.email} and by phone on ${site.phone}, Monday to Friday from ${site.hours.open} to ${site.hours.close} (German time).`,
        `We reply within ${contactPromise.replyWithinWorkingDays} working day.`,
        `For questions about using the product and technical problems there is the support portal (service desk): ${site.urls.support}.`,
        `Address: ${site.company}, ${a.street}, ${a.postalCode} ${a.city}, Germany.`,
        "On the contact page you can request a free demo or consultation.",
      ];
  const meta = pageMeta("contact");
  return [
    {
      id: `${lang}:/contact#site`,
      lang,
      href: meta.href,
      page: meta.title[lang],
      heading: de ? "Kontakt und Support" : "Contact and support",
      text: text.join("\n"),
      keywords: de
        ? "Kontakt, Support, Hilfe, Servicedesk, Telefon, E-Mail, Ansprechpartner, erreichen, Demo, Beratung"
        : "contact, support, help, service desk, phone, email, reach, demo, consultation",
    },
  ];
}

/**
 * Figures of the facts module that pages show in components rather than in their copy
 * (Nexus potential, beta programme, trial), as sentences with the page that shows them.
 */
export function factPassages(lang: Lang): Passage[] {
  const de = lang === "de";
  const n = nexus;
  const passage = (name: KnownPage, key: string, heading: string, lines: string[], keywords: string): Passage => {
    const meta = pageMeta(name);
    return {
      id: `${lang}:${meta.href}#facts-${key}`,
      lang,
      href: meta.href,
      page: meta.title[lang],
      heading,
      text: lines.join("\n"),
      keywords,
    };
  };
  return [
    passage(
      "forestcrew-pricing",
      "payment",
      de ? "Zahlung und Abrechnung" : "Payment and billing",
      de
        ? [
            `Sie zahlen per Kreditkarte: ${formatList(pricingTerms.cards, lang)}; Lastschrift und ein Wallet-Dienst sind angekündigt.`,
            billingTerms("de"),
          ]
        : [
            `You pay by credit card: ${formatList(pricingTerms.cards, lang)}; direct debit and a digital wallet service have been announced.`,
            billingTerms("en"),
          ],
      de
        ? "Zahlungsarten, Zahlungsmethoden, bezahlen, Kreditkarte, Rechnung"
        : "payment methods, pay, paying, credit card, invoice, billing",
    ),
    passage(
      "nexus",
      "nexus",
      de ? "Nexus in Zahlen" : "Nexus in figures",
      de
        ? [
            `Nexus beziffert das CO₂-Potenzial eines Waldes auf ${n.co2PerHectareYear.min}–${n.co2PerHectareYear.max} € pro Hektar und Jahr – ein Potenzial, keine Zusage.`,
            `Nexus richtet sich an Waldflächen ab ${n.minimumHectares} Hektar; der Zeitrahmen bis zum Markteintritt liegt bei ${n.timeframeYears.min}–${n.timeframeYears.max} Jahren.`,
            `Der Weg führt über ${n.phases} Phasen und ruht auf ${n.pillars} Säulen: CO₂-Zertifikate, ESG-Compliance und Ökosystemleistungen.`,
          ]
        : [
            `Nexus puts a forest's CO₂ potential at €${n.co2PerHectareYear.min}–${n.co2PerHectareYear.max} per hectare per year – a potential, not a promise.`,
            `Nexus is aimed at forest areas of ${n.minimumHectares} hectares or more; the time frame to market entry is ${n.timeframeYears.min}–${n.timeframeYears.max} years.`,
            `The path runs through ${n.phases} phases and rests on ${n.pillars} pillars: carbon credits, ESG compliance and ecosystem services.`,
          ],
      de ? "CO2, Erlös, Einnahmen, Hektar, Potenzial, Zertifikate" : "CO2, carbon, income, revenue, hectare, potential, credits",
    ),
    passage(
      "forstmanagement",
      "beta",
      de ? "Das Beta-Partner-Programm" : "The beta partner programme",
      de
        ? [
            "Beta-Partner erhalten lebenslangen Zugang zu allen aktuellen und künftigen Modulen von ForestCrew; die Plätze sind begrenzt.",
            `Das Programm passt zu Forstbetrieben mit ${betaProgramme.minEmployees}–${betaProgramme.maxEmployees} Mitarbeitenden sowie zu Landesforsten und Kommunen.`,
            `Der Einstieg beginnt mit ${trial.days} kostenlosen Testtagen.`,
          ]
        : [
            "Beta partners get lifetime access to all current and future ForestCrew modules; places are limited.",
            `The programme suits forestry businesses with ${betaProgramme.minEmployees}–${betaProgramme.maxEmployees} employees as well as state forests and municipalities.`,
            `It starts with a ${trial.days}-day free trial.`,
          ],
      de ? "Beta-Partner, Beta-Programm, Partnerprogramm" : "beta partner, beta programme, partner programme",
    ),
  ];
}
