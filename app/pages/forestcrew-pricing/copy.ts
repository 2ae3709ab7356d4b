/**
 * Copy of /forestcrew-pricing in German and English. Every figure is interpolated from
 * `~/content/facts`; the plan and FAQ texts are also the source of the page's structured data.
 * The page's loader hands over one language (`pricingPageData`); only `intro` reaches the bundle.
 */
import { introCopy } from "~/content/page-intro";
import { claims, plan, plans as allPlans, pricingTerms as terms, trial, type BillingPeriod, type Plan, type PlanId } from "~/content/facts";
import { formatList, formatPercent, formatRange } from "~/content/format";
import { betaDiscountTerms, billingTerms, priceDisplay, vatPercent, type PriceDisplay } from "~/content/prices";
import { trialShort, trialTerms } from "~/content/trial";
import { fill } from "~/i18n";
import { bilingual, type Lang } from "~/lib/i18n";

const beta = /* @__PURE__ */ plan("beta");
const betaPro = /* @__PURE__ */ plan("betaPro");

const pct = {
  de: (n: number) => formatPercent(n, "de"),
  en: (n: number) => formatPercent(n, "en"),
};

/** Hero and metadata of the page, German and English. */
export const intro = introCopy(
  {
    seo: {
      title: "Preise – ForestCrew Beta, Beta Pro und Enterprise",
      description: `Preise für ForestCrew: Beta, Beta Pro und Enterprise, monatlich oder jährlich, inklusive ${pct.de(vatPercent)} MwSt. Beta-Preise gelten dauerhaft. ${trial.days} Tage kostenlos testen.`,
      keywords: ["ForestCrew Preise", "Forst-Software Kosten", "Beta-Tarif", "Enterprise", "Forstverwaltung Preis"],
    },
    hero: {
      badge: { kind: "beta", label: "Beta" },
      eyebrow: "Preise",
      title: "Klare Preise für jeden Forstbetrieb",
      lead: `Testen Sie ForestCrew ${trial.days} Tage kostenlos und sichern Sie sich Beta-Preise, die dauerhaft gelten – für Selbstständige ebenso wie für den Landesforstbetrieb.`,
      primary: { kind: "register", label: `${trial.days} Tage kostenlos testen` },
      secondary: { kind: "link", label: "Tarife vergleichen", to: "#pricing" },
    },
  },
  {
    seo: {
      title: "Pricing – ForestCrew Beta, Beta Pro and Enterprise",
      description: `ForestCrew pricing: Beta, Beta Pro and Enterprise, billed monthly or yearly, including ${pct.en(vatPercent)} German VAT. Beta prices are yours for good. Try it free for ${trial.days} days.`,
      keywords: ["ForestCrew pricing", "forestry software cost", "beta plan", "enterprise", "forest management price"],
    },
    hero: {
      badge: { kind: "beta", label: "Beta" },
      eyebrow: "Pricing",
      title: "Clear pricing for every forestry business",
      lead: `Try ForestCrew free for ${trial.days} days and lock in beta prices for good – from the self-employed contractor to the state forest service.`,
      primary: { kind: "register", label: `Try it free for ${trial.days} days` },
      secondary: { kind: "link", label: "Compare plans", to: "#pricing" },
    },
  },
);

export interface PlanCopy {
  /** Short label above a highlighted card. */
  ribbon?: string;
  tagline: string;
  users: string;
  /** Saving against the future list price. */
  saving?: string;
  /** The free-months line of the yearly offer, worded for the period on show. */
  freeMonths?: Record<BillingPeriod, string>;
  /** Shown instead of a price. */
  onRequest?: { price: string; note: string };
  featuresTitle: string;
  features: string[];
  support: string;
  cta: string;
}

export interface PricingCopy {
  heroPoints: string[];
  /** Address bar of the subscription page drawn in the hero. */
  heroScreenUrl: string;
  /** The phone hero's line under the plans' monthly prices. */
  heroPricesNote: string;
  plans: {
    eyebrow: string;
    title: string;
    lead: string;
    periodLegend: string;
    period: Record<BillingPeriod, string>;
    per: Record<BillingPeriod, string>;
    shown: Record<BillingPeriod, string>;
    /** The line under a gross price; `{net}` is the formatted net amount. */
    vatNet: string;
    /** Accessible name of a footnote reference; `{n}` is its number. */
    noteRef: string;
    supportLabel: string;
    plan: Record<PlanId, PlanCopy>;
    allPlansTitle: string;
    allPlans: string[];
    largeTeams: { text: string; link: string };
  };
  faq: {
    eyebrow: string;
    title: string;
    lead: string;
    contactLead: string;
    contactLink: string;
    items: { question: string; answer: string }[];
  };
  notes: { title: string; items: [string, string, string, { before: string; link: string; after: string }] };
  cta: { eyebrow: string; title: string; lead: string; proof: { value: string; label: string }; contact: string; call: string };
  /** Words used in the Offer names of the structured data. */
  schemaPeriod: Record<BillingPeriod, string>;
}

export const pricingCopy = /* @__PURE__ */ bilingual<PricingCopy>(
  {
    heroPoints: ["Beta-Preise gelten dauerhaft", trialShort("de"), "Hosting in Deutschland, DSGVO-konform"],
    heroScreenUrl: "app.forestcrew.de/einstellungen/abonnement",
    heroPricesNote: `Preise pro Monat, inkl. ${pct.de(vatPercent)} MwSt.`,
    plans: {
      eyebrow: "Tarife",
      title: "Der passende Tarif für Ihre Betriebsgröße",
      lead: `Alle Preise verstehen sich inklusive ${pct.de(vatPercent)} MwSt. Sie testen zuerst ${trial.days} Tage kostenlos und entscheiden danach, welcher Tarif zu Ihrem Betrieb passt.`,
      periodLegend: "Abrechnungszeitraum",
      period: { monthly: "Monatlich", yearly: "Jährlich" },
      per: { monthly: "pro Monat", yearly: "pro Jahr" },
      shown: { monthly: "Monatliche Preise werden angezeigt.", yearly: "Jährliche Preise werden angezeigt." },
      vatNet: `inkl. ${pct.de(vatPercent)} MwSt. · netto {net}`,
      noteRef: "Preishinweis {n}",
      supportLabel: "Support",
      plan: {
        beta: {
          tagline: "Für Selbstständige und kleine Forstbetriebe, die ihre Abläufe digital organisieren wollen.",
          users: `Empfohlen für ${formatRange(beta.users.min ?? 1, beta.users.recommendedMax ?? 3)} Personen`,
          saving: `${pct.de(beta.savingPercent ?? 0)} unter dem künftigen Listenpreis`,
          freeMonths: {
            monthly: `Bei jährlicher Zahlung ${beta.freeMonthsYearly} Monate gratis`,
            yearly: `${beta.freeMonthsYearly} Monate gratis gegenüber monatlicher Zahlung`,
          },
          featuresTitle: "Enthalten",
          features: [
            "Web-Leitstand und mobile App für iOS",
            "Digitale Arbeitsaufträge mit GPS-Standort",
            "Zeiterfassung und Fotodokumentation mit GPS",
            "Teamchat für Büro und Außendienst",
            "Karten, Offline-Modus und Offline-Karten",
            "Dokumente und Echtzeit-Abgleich",
          ],
          support: "Support-Portal und E-Mail",
          cta: `${trial.days} Tage kostenlos testen`,
        },
        betaPro: {
          ribbon: "Für Betriebe mit mehreren Trupps",
          tagline: "Für Forstbetriebe und Dienstleister, die mehrere Teams und Maschinen koordinieren.",
          users: `Bis zu ${betaPro.users.max} Personen zum Festpreis`,
          saving: `${pct.de(betaPro.savingPercent ?? 0)} unter dem künftigen Listenpreis`,
          featuresTitle: "Alles aus Beta, dazu",
          features: [
            "Einsatzplanung per Drag-and-drop auf der Zeitleiste",
            "Erkennung von Ressourcenkonflikten",
            "Qualifikationen und Verfügbarkeiten im Blick",
            "Personal- und Maschinenverwaltung",
            "Berichte, Kennzahlen und GeoJSON-Export",
          ],
          support: "Support-Portal, E-Mail und Telefon",
          cta: `${trial.days} Tage kostenlos testen`,
        },
        enterprise: {
          tagline: "Für Landesforsten, Kommunen und große Betriebe mit eigenen Anforderungen.",
          users: "Beliebig viele Personen",
          onRequest: { price: "Auf Anfrage", note: "Zugeschnitten auf Ihre Organisation" },
          featuresTitle: "Alles aus Beta Pro, dazu",
          features: [
            `Individuelle Konditionen für mehr als ${terms.individualTermsAboveEmployees} Beschäftigte`,
            `Zusätzlicher Rabatt bei Verträgen ab ${terms.longTermDiscountFromYears} Jahren Laufzeit`,
            "Mehrere Betriebe oder Reviere in einem Zugang (mandantenfähig)",
            "Persönliche Begleitung bei der Einführung",
          ],
          support: "Feste Ansprechperson",
          cta: "Angebot anfragen",
        },
      },
      allPlansTitle: "In allen Tarifen",
      allPlans: [
        "Web-Leitstand und mobile App",
        "Echtzeit-Abgleich zwischen Büro und Wald",
        "Hosting in Deutschland, DSGVO-konform",
        `Verfügbarkeitsziel ${pct.de(terms.availabilityPercent)}`,
      ],
      largeTeams: {
        text: `Mehr als ${terms.individualTermsAboveEmployees} Beschäftigte? Wir vereinbaren individuelle Konditionen – bei Verträgen ab ${terms.longTermDiscountFromYears} Jahren Laufzeit mit zusätzlichem Rabatt.`,
        link: "Konditionen anfragen",
      },
    },
    faq: {
      eyebrow: "Häufige Fragen",
      title: "Test, Vertrag und Abrechnung",
      lead: "Die wichtigsten Antworten, bevor Sie sich registrieren. Die vollständigen Regelungen finden Sie in unseren AGB.",
      contactLead: "Ihre Frage ist nicht dabei?",
      contactLink: "Schreiben Sie uns",
      items: [
        {
          question: "Wie funktioniert der kostenlose Test?",
          answer: `Sie registrieren sich in der ForestCrew-Web-Anwendung und nutzen ForestCrew ${trial.days} Tage lang kostenlos. ${trialTerms("de")}`,
        },
        {
          question: `Was passiert nach den ${trial.days} Testtagen?`,
          answer:
            "Nach dem Test entscheiden Sie, ob Sie einen kostenpflichtigen Tarif buchen. Ein Vertrag kommt laut unseren AGB erst mit Ihrer ersten kostenpflichtigen Buchung zustande. Buchen Sie keinen Tarif, entstehen Ihnen keine Kosten.",
        },
        {
          question: "Welche Laufzeiten und Kündigungsfristen gelten?",
          answer: `Monatstarife kündigen Sie mit einer Frist von ${terms.monthlyNoticeDays} Tagen zum Monatsende. Jahrestarife haben eine Mindestlaufzeit von ${terms.yearlyMinimumMonths} Monaten und verlängern sich danach automatisch um jeweils ${terms.yearlyRenewalMonths} Monate, wenn Sie nicht mit einer Frist von ${terms.yearlyNoticeMonths} Monaten zum Laufzeitende kündigen.`,
        },
        {
          question: "Wie kann ich bezahlen?",
          answer: `Sie zahlen per Kreditkarte: ${formatList(terms.cards, "de")}. Die Zahlung wickelt ein Zahlungsdienstleister für Kartenzahlungen ab. Lastschrift und die Zahlung über einen Wallet-Dienst sind angekündigt.`,
        },
        {
          question: "Wie wird abgerechnet?",
          answer: billingTerms("de"),
        },
        {
          question: "Bleiben die Beta-Preise wirklich dauerhaft?",
          answer: `Ja. ${betaDiscountTerms("de")} So steht es auch in § 4 unserer AGB.`,
        },
        {
          question: `Wir haben mehr als ${terms.individualTermsAboveEmployees} Beschäftigte. Was gilt für uns?`,
          answer: `Für Betriebe mit mehr als ${terms.individualTermsAboveEmployees} Beschäftigten vereinbaren wir individuelle Konditionen. Bei Vertragslaufzeiten ab ${terms.longTermDiscountFromYears} Jahren gewähren wir zusätzliche Rabatte. Sprechen Sie uns an – wir erstellen Ihnen ein Angebot.`,
        },
        {
          question: "Wo liegen unsere Daten?",
          answer: `ForestCrew wird in Deutschland gehostet und DSGVO-konform betrieben. Für die Plattform gilt ein Verfügbarkeitsziel von ${pct.de(terms.availabilityPercent)}.`,
        },
      ],
    },
    notes: {
      title: "Preishinweise",
      items: [
        `Alle Preise in Euro, brutto inklusive ${pct.de(vatPercent)} Mehrwertsteuer für Deutschland. Die Nettopreise sind jeweils zusätzlich angegeben.`,
        betaDiscountTerms("de"),
        billingTerms("de"),
        {
          before: "Es gelten unsere ",
          link: "Allgemeinen Geschäftsbedingungen",
          after: `, Stand ${terms.termsVersion.de}. Änderungen kündigen wir ${terms.termsChangeNoticeDays} Tage im Voraus an.`,
        },
      ],
    },
    cta: {
      eyebrow: "Persönliche Beratung",
      title: "Welcher Tarif passt zu Ihrem Betrieb?",
      lead: "Wir sehen uns mit Ihnen Teams, Maschinen und Abläufe an und empfehlen den passenden Tarif – oder erstellen ein individuelles Angebot.",
      proof: { value: `${claims.betaTesters}+`, label: "aktive Beta-Tester arbeiten bereits mit ForestCrew" },
      contact: "Beratung anfragen",
      call: "Anrufen",
    },
    schemaPeriod: { monthly: "monatlich", yearly: "jährlich" },
  },
  {
    heroPoints: ["Beta prices locked in for good", trialShort("en"), "Hosted in Germany, GDPR-compliant"],
    heroScreenUrl: "app.forestcrew.de/settings/subscription",
    heroPricesNote: `Prices per month, incl. ${pct.en(vatPercent)} VAT`,
    plans: {
      eyebrow: "Plans",
      title: "The right plan for the size of your business",
      lead: `All prices include ${pct.en(vatPercent)} VAT. You try ForestCrew free for ${trial.days} days first, then decide which plan suits your business.`,
      periodLegend: "Billing period",
      period: { monthly: "Monthly", yearly: "Yearly" },
      per: { monthly: "per month", yearly: "per year" },
      shown: { monthly: "Showing monthly prices.", yearly: "Showing yearly prices." },
      vatNet: `incl. ${pct.en(vatPercent)} VAT · {net} net`,
      noteRef: "Price note {n}",
      supportLabel: "Support",
      plan: {
        beta: {
          tagline: "For self-employed contractors and small forestry businesses moving their work to digital tools.",
          users: `${formatRange(beta.users.min ?? 1, beta.users.recommendedMax ?? 3)} users recommended`,
          saving: `${pct.en(beta.savingPercent ?? 0)} below the future list price`,
          freeMonths: {
            monthly: `Pay yearly and get ${beta.freeMonthsYearly} months free`,
            yearly: `${beta.freeMonthsYearly} months free compared with monthly billing`,
          },
          featuresTitle: "Included",
          features: [
            "Web control centre and mobile app for iOS",
            "Digital work orders with GPS location",
            "Time tracking and photo records with GPS",
            "Team chat between office and field",
            "Maps, offline mode and offline maps",
            "Documents and real-time sync",
          ],
          support: "Support portal and email",
          cta: `Try it free for ${trial.days} days`,
        },
        betaPro: {
          ribbon: "For businesses running several crews",
          tagline: "For forestry businesses and contractors coordinating several teams and machines.",
          users: `Up to ${betaPro.users.max} users at a flat price`,
          saving: `${pct.en(betaPro.savingPercent ?? 0)} below the future list price`,
          featuresTitle: "Everything in Beta, plus",
          features: [
            "Drag-and-drop scheduling on the timeline",
            "Resource-conflict detection",
            "Qualifications and availability at a glance",
            "Staff and machine management",
            "Reports, KPIs and GeoJSON export",
          ],
          support: "Support portal, email and phone",
          cta: `Try it free for ${trial.days} days`,
        },
        enterprise: {
          tagline: "For state forests, municipalities and large businesses with their own requirements.",
          users: "Any number of users",
          onRequest: { price: "On request", note: "Tailored to your organisation" },
          featuresTitle: "Everything in Beta Pro, plus",
          features: [
            `Individual terms for more than ${terms.individualTermsAboveEmployees} employees`,
            `An extra discount on contracts of ${terms.longTermDiscountFromYears} years or more`,
            "Several businesses or districts under one login (multi-tenant)",
            "Hands-on help with the roll-out",
          ],
          support: "Your own named contact",
          cta: "Request a quote",
        },
      },
      allPlansTitle: "In every plan",
      allPlans: [
        "Web control centre and mobile app",
        "Real-time sync between office and forest",
        "Hosted in Germany, GDPR-compliant",
        `${pct.en(terms.availabilityPercent)} availability target`,
      ],
      largeTeams: {
        text: `More than ${terms.individualTermsAboveEmployees} employees? We agree individual terms, with an extra discount on contracts of ${terms.longTermDiscountFromYears} years or more.`,
        link: "Ask about terms",
      },
    },
    faq: {
      eyebrow: "Frequently asked questions",
      title: "Trial, contract and billing",
      lead: "The key answers before you sign up. The full rules are in our terms and conditions.",
      contactLead: "Question not answered here?",
      contactLink: "Get in touch",
      items: [
        {
          question: "How does the free trial work?",
          answer: `You sign up in the ForestCrew web app and use ForestCrew free of charge for ${trial.days} days. ${trialTerms("en")}`,
        },
        {
          question: `What happens after the ${trial.days}-day trial?`,
          answer:
            "Once the trial is over, you decide whether to book a paid plan. Under our terms, a contract only comes into being with your first paid booking. If you don't book a plan, you pay nothing.",
        },
        {
          question: "What are the contract terms and notice periods?",
          answer: `Monthly plans can be cancelled with ${terms.monthlyNoticeDays} days' notice to the end of a month. Yearly plans run for at least ${terms.yearlyMinimumMonths} months and then renew automatically for ${terms.yearlyRenewalMonths} months at a time, unless you cancel with ${terms.yearlyNoticeMonths} months' notice before the end of the term.`,
        },
        {
          question: "How can I pay?",
          answer: `You pay by credit card: ${formatList(terms.cards, "en")}. Payments are handled by a card payment provider. Direct debit and payment through a digital wallet service have been announced.`,
        },
        {
          question: "How does billing work?",
          answer: billingTerms("en"),
        },
        {
          question: "Do beta prices really stay the same for good?",
          answer: `Yes. ${betaDiscountTerms("en")} Section 4 of our terms and conditions says the same.`,
        },
        {
          question: `We have more than ${terms.individualTermsAboveEmployees} employees. What applies to us?`,
          answer: `For businesses with more than ${terms.individualTermsAboveEmployees} employees we agree individual terms. Contracts of ${terms.longTermDiscountFromYears} years or more earn additional discounts. Talk to us and we will put together an offer.`,
        },
        {
          question: "Where is our data kept?",
          answer: `ForestCrew is hosted in Germany and run in compliance with the GDPR. The platform has an availability target of ${pct.en(terms.availabilityPercent)}.`,
        },
      ],
    },
    notes: {
      title: "Price notes",
      items: [
        `All prices in euros, gross including ${pct.en(vatPercent)} German VAT. Net prices are shown alongside.`,
        betaDiscountTerms("en"),
        billingTerms("en"),
        {
          before: "Our ",
          link: "terms and conditions",
          after: ` apply, as of ${terms.termsVersion.en}. We announce changes ${terms.termsChangeNoticeDays} days in advance.`,
        },
      ],
    },
    cta: {
      eyebrow: "Personal advice",
      title: "Which plan suits your business?",
      lead: "We look at your teams, machines and workflows with you and recommend the right plan – or put together a tailored offer.",
      proof: { value: `${claims.betaTesters}+`, label: "active beta testers already work with ForestCrew" },
      contact: "Ask for advice",
      call: "Call us",
    },
    schemaPeriod: { monthly: "monthly", yearly: "yearly" },
  },
);

/** A plan card as the page shows it, its prices already formatted for the visitor's language. */
export interface PlanCardData {
  id: PlanId;
  name: string;
  /** Gross price and the line with VAT and net amount, per period; null for a plan priced on request. */
  prices: Record<BillingPeriod, { gross: string; vatNet: string }> | null;
  copy: PlanCopy;
}

export type PlansCopy = Omit<PricingCopy["plans"], "plan" | "vatNet" | "noteRef"> & {
  /** Accessible names of the references to price notes 1 and 2. */
  noteRefs: Record<1 | 2, string>;
  cards: PlanCardData[];
};

/** What the page's loader hands over: the copy in one language, sentences completed, prices formatted. */
export interface PricingPageData {
  heroPoints: string[];
  heroScreenUrl: string;
  heroPricesNote: string;
  plans: PlansCopy;
  faq: PricingCopy["faq"];
  notes: PricingCopy["notes"];
  cta: PricingCopy["cta"];
  schemaPeriod: PricingCopy["schemaPeriod"];
}

function planPrices(p: Plan, lang: Lang, vatNet: string): PlanCardData["prices"] {
  const monthly = priceDisplay(p, "monthly", lang);
  const yearly = priceDisplay(p, "yearly", lang);
  if (!monthly || !yearly) return null;
  const shown = (price: PriceDisplay) => ({ gross: price.gross, vatNet: fill(vatNet, { net: price.net }) });
  return { monthly: shown(monthly), yearly: shown(yearly) };
}

export function pricingPageData(lang: Lang): PricingPageData {
  const copy = pricingCopy[lang];
  const { plan: planCopy, vatNet, noteRef, ...plans } = copy.plans;
  const cards = allPlans.map((p) => ({ id: p.id, name: p.name, prices: planPrices(p, lang, vatNet), copy: planCopy[p.id] }));
  const noteRefs = { 1: fill(noteRef, { n: "1" }), 2: fill(noteRef, { n: "2" }) };
  return { ...copy, plans: { ...plans, noteRefs, cards } };
}
