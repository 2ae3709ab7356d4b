import {
  betaPriceGuarantee as guarantee,
  formatEuro,
  plan,
  pricingTerms as terms,
  trial,
  type BillingPeriod,
  type PlanId,
} from "~/content/facts";
import { formatList, formatPercent, formatRange } from "~/content/format";
import { introCopy, type PageIntro } from "~/content/page-intro";
import { vatPercent } from "~/content/prices";
import { bilingual, type Lang } from "~/lib/i18n";

/**
 * Hero and metadata of the page, German and English. Only the loader reads it, so the client
 * bundle drops it: the page receives one language.
 */
export const intro = /* @__PURE__ */ introCopy(
  {
    seo: {
      title: "Allgemeine Geschäftsbedingungen (AGB)",
      description: `Allgemeine Geschäftsbedingungen der ForestCrew GmbH für die Nutzung der ForestCrew-Plattform. Stand: ${terms.termsVersion.de}.`,
      keywords: ["AGB", "Geschäftsbedingungen", "Vertragsbedingungen ForestCrew"],
    },
    hero: {
      eyebrow: "Rechtliches",
      // A soft hyphen: a phone breaks the word where German does, even without a hyphenation dictionary.
      title: "Allgemeine Geschäfts\u00adbedingungen",
      lead: `Für die Nutzung der ForestCrew-Plattform durch Unternehmer. Stand: ${terms.termsVersion.de}.`,
    },
  },
  {
    seo: {
      title: "Terms and conditions",
      description: `General terms and conditions of ForestCrew GmbH for the use of the ForestCrew platform. Version of ${terms.termsVersion.en}.`,
      keywords: ["terms and conditions", "terms of service", "ForestCrew contract terms"],
    },
    hero: {
      eyebrow: "Legal",
      title: "Terms and conditions",
      lead: `For business customers using the ForestCrew platform. Version of ${terms.termsVersion.en}.`,
    },
  },
);

/** One section ("§ 4 Tarife und Preise") with its numbered paragraphs. */
export interface TermsSection {
  id: string;
  number: number;
  title: string;
  paragraphs: string[];
  /** The label of a link to the privacy policy under the paragraphs. */
  privacyLink?: string;
}

export interface AgbPage {
  intro: PageIntro;
  /** Only in English: the German text is the binding one. */
  bindingNote: string | null;
  version: string;
  sections: TermsSection[];
}

/** What the terms take from the site configuration. */
export interface TermsParty {
  company: string;
  city: string;
}

const euro = (id: PlanId, period: BillingPeriod, lang: Lang) => {
  const gross = plan(id).gross;
  if (!gross) throw new Error(`Plan ${id} has no published price`);
  return formatEuro(gross[period], lang);
};

const pct = (n: number, lang: Lang) => formatPercent(n, lang);

/** Each beta plan's saving, worded for § 4: "im Tarif Beta um 20 % und …" / "by 20% for Beta and …". */
const savings = (lang: Lang) =>
  formatList(
    guarantee.savings.map((s) =>
      lang === "de" ? `im Tarif ${s.name} um ${pct(s.percent, lang)}` : `by ${pct(s.percent, lang)} for ${s.name}`,
    ),
    lang,
  );

/** The plans' users as the cards state them. */
const users = (lang: Lang) => {
  const b = plan("beta");
  const pro = plan("betaPro");
  const range = formatRange(b.users.min ?? 1, b.users.recommendedMax ?? 3);
  return lang === "de"
    ? `Der Tarif ${b.name} ist für ${range} Personen empfohlen, der Tarif ${pro.name} umfasst bis zu ${pro.users.max} Personen, der Tarif ${plan("enterprise").name} beliebig viele. Die Preise sind Festpreise je Tarif und schließen alle Personen im Tarif ein.`
    : `The ${b.name} plan is recommended for ${range} users, the ${pro.name} plan covers up to ${pro.users.max} users and the ${plan("enterprise").name} plan any number of users. Prices are flat prices per plan and cover all of the plan's users.`;
};

type Section = Omit<TermsSection, "number">;

function sectionsDe({ company, city }: TermsParty): Section[] {
  const beta = plan("beta").name;
  const betaPro = plan("betaPro").name;
  const enterprise = plan("enterprise").name;
  return [
    {
      id: "geltungsbereich",
      title: "Geltungsbereich",
      paragraphs: [
        `Diese Allgemeinen Geschäftsbedingungen (AGB) gelten für alle Verträge über die Nutzung der ForestCrew-Plattform zwischen der ${company} („ForestCrew“, „wir“) und ihren Kunden.`,
        "Unser Angebot richtet sich ausschließlich an Unternehmer im Sinne des § 14 BGB, juristische Personen des öffentlichen Rechts und öffentlich-rechtliche Sondervermögen. Verbrauchern bieten wir keine Verträge an.",
        "Abweichende oder ergänzende Bedingungen des Kunden werden nicht Vertragsbestandteil, auch wenn wir ihnen nicht ausdrücklich widersprechen.",
      ],
    },
    {
      id: "vertragsgegenstand",
      title: "Vertragsgegenstand",
      paragraphs: [
        "ForestCrew ist eine Software für die Organisation von Forstbetrieben, die wir als Online-Dienst bereitstellen (Software as a Service). Sie besteht aus einer Web-Anwendung und einer mobilen App für iOS.",
        "Der Funktionsumfang richtet sich nach dem gebuchten Tarif und der Leistungsbeschreibung auf unserer Preisseite zum Zeitpunkt der Buchung. Wir entwickeln die Plattform laufend weiter; dabei bleiben die wesentlichen Funktionen des gebuchten Tarifs erhalten.",
        "Der Kunde erhält für die Vertragslaufzeit das nicht ausschließliche, nicht übertragbare Recht, die Plattform für seine eigenen geschäftlichen Zwecke zu nutzen und seinen Mitarbeitenden Zugänge einzurichten.",
      ],
    },
    {
      id: "vertragsschluss",
      title: "Registrierung, Testphase und Vertragsschluss",
      paragraphs: [
        `Nach der Registrierung kann der Kunde ForestCrew ${trial.days} Tage lang kostenlos testen. Bei der Registrierung hinterlegt der Kunde eine Kreditkarte; während der Testphase wird nichts berechnet.`,
        "Nach der Testphase entscheidet der Kunde, ob er einen kostenpflichtigen Tarif bucht. Der Vertrag über die kostenpflichtige Nutzung kommt erst mit der ersten kostenpflichtigen Buchung des Kunden zustande. Bucht der Kunde keinen Tarif, endet die Testphase, ohne dass Kosten entstehen.",
        "Der Kunde versichert, dass seine Angaben bei der Registrierung zutreffen und dass er als Unternehmer handelt.",
      ],
    },
    {
      id: "preise",
      title: "Tarife und Preise",
      paragraphs: [
        `Wir bieten die Tarife ${beta}, ${betaPro} und ${enterprise} an. ${beta} kostet ${euro("beta", "monthly", "de")} im Monat oder ${euro("beta", "yearly", "de")} im Jahr, ${betaPro} ${euro("betaPro", "monthly", "de")} im Monat oder ${euro("betaPro", "yearly", "de")} im Jahr. Für ${enterprise} erstellen wir ein individuelles Angebot.`,
        users("de"),
        `Alle Preise verstehen sich in Euro, brutto einschließlich ${pct(vatPercent, "de")} Umsatzsteuer.`,
        `Für Betriebe mit mehr als ${terms.individualTermsAboveEmployees} Mitarbeitenden vereinbaren wir individuelle Konditionen; bei Vertragslaufzeiten ab ${terms.longTermDiscountFromYears} Jahren gewähren wir zusätzliche Rabatte.`,
        `Die Preise der Beta-Tarife liegen unter dem künftigen Listenpreis, und zwar ${savings("de")}. Dieser Preisvorteil gilt für die gesamte Laufzeit des Abonnements, auch nach dem Ende der Beta-Phase.`,
      ],
    },
    {
      id: "abrechnung",
      title: "Abrechnung und Zahlung",
      paragraphs: [
        "Wir rechnen den Festpreis des gebuchten Tarifs je nach gewähltem Abrechnungszeitraum monatlich oder jährlich im Voraus ab. Wechselt der Kunde den Tarif, gilt der neue Tarif ab dem nächsten Abrechnungszeitraum.",
        `Die Zahlung erfolgt per Kreditkarte (${formatList(terms.cards, "de")}). Die Zahlung wickelt ein Zahlungsdienstleister für Kartenzahlungen ab.`,
        "Die Vergütung ist zu Beginn des jeweiligen Abrechnungszeitraums fällig.",
      ],
    },
    {
      id: "laufzeit",
      title: "Laufzeit und Kündigung",
      paragraphs: [
        `Monatstarife laufen auf unbestimmte Zeit und können von beiden Seiten mit einer Frist von ${terms.monthlyNoticeDays} Tagen zum Monatsende gekündigt werden.`,
        `Jahrestarife haben eine Mindestlaufzeit von ${terms.yearlyMinimumMonths} Monaten. Sie verlängern sich jeweils um ${terms.yearlyRenewalMonths} Monate, wenn sie nicht mit einer Frist von ${terms.yearlyNoticeMonths} Monaten zum Ende der Laufzeit gekündigt werden.`,
        "Das Recht beider Seiten zur außerordentlichen Kündigung aus wichtigem Grund bleibt unberührt. Kündigungen bedürfen der Textform (zum Beispiel E-Mail).",
      ],
    },
    {
      id: "verfuegbarkeit",
      title: "Verfügbarkeit und Wartung",
      paragraphs: [
        `Wir streben eine Verfügbarkeit der Plattform von ${pct(terms.availabilityPercent, "de")} an.`,
        "Nicht als Ausfall gelten angekündigte Wartungsarbeiten sowie Störungen, die wir nicht zu vertreten haben, insbesondere Störungen des Internets oder der Netze Dritter und höhere Gewalt.",
        "Wartungsarbeiten planen wir nach Möglichkeit außerhalb der üblichen Arbeitszeiten und kündigen sie rechtzeitig an.",
      ],
    },
    {
      id: "pflichten",
      title: "Pflichten des Kunden",
      paragraphs: [
        "Der Kunde hält die Zugangsdaten seiner Konten geheim und sorgt dafür, dass seine Mitarbeitenden dies ebenfalls tun. Bei Verdacht auf Missbrauch informiert er uns unverzüglich.",
        "Der Kunde nutzt die Plattform nur im Rahmen der geltenden Gesetze und stellt keine rechtswidrigen Inhalte ein. Für die Inhalte und Daten, die er und seine Mitarbeitenden einstellen, ist er selbst verantwortlich.",
      ],
    },
    {
      id: "datenschutz",
      title: "Datenschutz",
      paragraphs: [
        "Wir verarbeiten personenbezogene Daten nach der Datenschutz-Grundverordnung (DSGVO) und dem Bundesdatenschutzgesetz (BDSG). Einzelheiten zur Datenverarbeitung auf unserer Website stehen in unserer Datenschutzerklärung.",
        "Soweit wir im Rahmen der Plattform personenbezogene Daten im Auftrag des Kunden verarbeiten, etwa Daten seiner Mitarbeitenden, schließen die Parteien einen Vertrag zur Auftragsverarbeitung nach Art. 28 DSGVO. Verantwortlicher für diese Daten bleibt der Kunde.",
      ],
      privacyLink: "Zur Datenschutzerklärung",
    },
    {
      id: "haftung",
      title: "Haftung",
      paragraphs: [
        "Wir haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit, bei der Verletzung von Leben, Körper oder Gesundheit, nach dem Produkthaftungsgesetz sowie im Umfang einer übernommenen Garantie.",
        "Bei leichter Fahrlässigkeit haften wir nur für die Verletzung wesentlicher Vertragspflichten, also solcher Pflichten, deren Erfüllung die ordnungsgemäße Durchführung des Vertrags erst ermöglicht und auf deren Einhaltung der Kunde regelmäßig vertrauen darf. In diesem Fall ist die Haftung auf den bei Vertragsschluss vorhersehbaren, vertragstypischen Schaden begrenzt.",
        "Im Übrigen ist die Haftung ausgeschlossen. Diese Beschränkungen gelten auch zugunsten unserer Mitarbeitenden und Erfüllungsgehilfen.",
      ],
    },
    {
      id: "aenderungen",
      title: "Änderungen dieser AGB",
      paragraphs: [
        `Wir können diese AGB mit Wirkung für die Zukunft ändern, wenn dafür ein sachlicher Grund besteht, etwa eine Änderung der Rechtslage oder neue Funktionen. Änderungen kündigen wir dem Kunden mindestens ${terms.termsChangeNoticeDays} Tage vor ihrem Inkrafttreten in Textform an.`,
        `Die Änderungen gelten als angenommen, wenn der Kunde nicht innerhalb von ${terms.termsChangeNoticeDays} Tagen nach Zugang der Ankündigung widerspricht. Auf diese Frist, das Widerspruchsrecht und die Folge eines ausbleibenden Widerspruchs weisen wir in der Ankündigung gesondert hin.`,
        "Widerspricht der Kunde fristgerecht, gilt der Vertrag zu den bisherigen Bedingungen fort. Das Recht beider Seiten zur ordentlichen Kündigung bleibt unberührt.",
      ],
    },
    {
      id: "schlussbestimmungen",
      title: "Schlussbestimmungen",
      paragraphs: [
        "Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts.",
        `Ist der Kunde Kaufmann, juristische Person des öffentlichen Rechts oder öffentlich-rechtliches Sondervermögen, ist ausschließlicher Gerichtsstand für alle Streitigkeiten aus dem Vertrag unser Sitz in ${city}.`,
        "Sollte eine Bestimmung dieser AGB unwirksam sein oder werden, bleibt die Wirksamkeit der übrigen Bestimmungen unberührt. An die Stelle der unwirksamen Bestimmung tritt die gesetzliche Regelung.",
      ],
    },
  ];
}

function sectionsEn({ company, city }: TermsParty): Section[] {
  const beta = plan("beta").name;
  const betaPro = plan("betaPro").name;
  const enterprise = plan("enterprise").name;
  return [
    {
      id: "geltungsbereich",
      title: "Scope",
      paragraphs: [
        `These general terms and conditions (terms) apply to all contracts for the use of the ForestCrew platform between ${company} (“ForestCrew”, “we”) and its customers.`,
        "Our offer is made exclusively to businesses within the meaning of section 14 of the German Civil Code (BGB), legal entities under public law and special funds under public law. We do not offer contracts to consumers.",
        "Deviating or additional terms of the customer do not become part of the contract, even if we do not expressly object to them.",
      ],
    },
    {
      id: "vertragsgegenstand",
      title: "Subject matter of the contract",
      paragraphs: [
        "ForestCrew is software for organising forestry businesses that we provide as an online service (software as a service). It consists of a web application and a mobile app for iOS.",
        "The range of functions depends on the plan booked and the service description on our pricing page at the time of booking. We develop the platform continuously; the essential functions of the plan booked are retained.",
        "For the term of the contract, the customer receives the non-exclusive, non-transferable right to use the platform for its own business purposes and to set up accounts for its employees.",
      ],
    },
    {
      id: "vertragsschluss",
      title: "Registration, trial and conclusion of the contract",
      paragraphs: [
        `After registering, the customer can try ForestCrew free of charge for ${trial.days} days. The customer enters a credit card when registering; nothing is charged during the trial.`,
        "After the trial, the customer decides whether to book a paid plan. The contract for paid use is concluded only with the customer's first paid booking. If the customer books no plan, the trial ends without any costs.",
        "The customer confirms that the details given when registering are correct and that it is acting as a business.",
      ],
    },
    {
      id: "preise",
      title: "Plans and prices",
      paragraphs: [
        `We offer the plans ${beta}, ${betaPro} and ${enterprise}. ${beta} costs ${euro("beta", "monthly", "en")} a month or ${euro("beta", "yearly", "en")} a year, ${betaPro} ${euro("betaPro", "monthly", "en")} a month or ${euro("betaPro", "yearly", "en")} a year. For ${enterprise} we prepare an individual quote.`,
        users("en"),
        `All prices are in euros, gross, including ${pct(vatPercent, "en")} VAT.`,
        `For businesses with more than ${terms.individualTermsAboveEmployees} employees we agree individual terms; for contract terms of ${terms.longTermDiscountFromYears} years or more we grant additional discounts.`,
        `The prices of the beta plans are below the future list price, ${savings("en")}. This price advantage applies for the entire term of the subscription, including after the end of the beta phase.`,
      ],
    },
    {
      id: "abrechnung",
      title: "Billing and payment",
      paragraphs: [
        "We bill the flat price of the booked plan monthly or yearly in advance, depending on the billing period chosen. If the customer changes plan, the new plan applies from the next billing period.",
        `Payment is made by credit card (${formatList(terms.cards, "en")}). Payments are handled by a card payment provider.`,
        "Fees are due at the start of each billing period.",
      ],
    },
    {
      id: "laufzeit",
      title: "Term and cancellation",
      paragraphs: [
        `Monthly plans run for an indefinite period and can be cancelled by either party with ${terms.monthlyNoticeDays} days' notice to the end of a month.`,
        `Yearly plans have a minimum term of ${terms.yearlyMinimumMonths} months. They renew for ${terms.yearlyRenewalMonths} months at a time unless cancelled with ${terms.yearlyNoticeMonths} months' notice before the end of the term.`,
        "Either party's right to terminate for good cause remains unaffected. Notice of cancellation must be given in text form (for example by e-mail).",
      ],
    },
    {
      id: "verfuegbarkeit",
      title: "Availability and maintenance",
      paragraphs: [
        `We aim for the platform to be available ${pct(terms.availabilityPercent, "en")} of the time.`,
        "Announced maintenance and disruptions for which we are not responsible – in particular disruptions of the internet or of third-party networks, and force majeure – do not count as downtime.",
        "Where possible, we schedule maintenance outside normal working hours and announce it in good time.",
      ],
    },
    {
      id: "pflichten",
      title: "Customer obligations",
      paragraphs: [
        "The customer keeps the sign-in details of its accounts secret and ensures that its employees do the same. If it suspects misuse, it informs us without delay.",
        "The customer uses the platform only within the law and does not upload unlawful content. It is responsible for the content and data that it and its employees enter.",
      ],
    },
    {
      id: "datenschutz",
      title: "Data protection",
      paragraphs: [
        "We process personal data in accordance with the General Data Protection Regulation (GDPR) and the German Federal Data Protection Act (BDSG). Details of data processing on our website are given in our privacy policy.",
        "Where we process personal data on the customer's behalf within the platform, such as data about its employees, the parties conclude a data processing agreement under Art. 28 GDPR. The customer remains the controller of this data.",
      ],
      privacyLink: "Read our privacy policy",
    },
    {
      id: "haftung",
      title: "Liability",
      paragraphs: [
        "We are liable without limitation for intent and gross negligence, for injury to life, body or health, under the German Product Liability Act and to the extent of any guarantee we have given.",
        "In the case of slight negligence, we are liable only for breaches of essential contractual obligations, that is, obligations whose fulfilment makes the proper performance of the contract possible in the first place and on whose observance the customer may regularly rely. In this case, liability is limited to the damage typical of the contract and foreseeable when the contract was concluded.",
        "Otherwise, liability is excluded. These limitations also apply in favour of our employees and agents.",
      ],
    },
    {
      id: "aenderungen",
      title: "Changes to these terms",
      paragraphs: [
        `We may change these terms with effect for the future where there is a valid reason, such as a change in the law or new features. We announce changes to the customer in text form at least ${terms.termsChangeNoticeDays} days before they take effect.`,
        `The changes are deemed accepted unless the customer objects within ${terms.termsChangeNoticeDays} days of receiving the announcement. The announcement points out this period, the right to object and the consequence of not objecting.`,
        "If the customer objects in time, the contract continues on the previous terms. Either party's right to cancel with notice remains unaffected.",
      ],
    },
    {
      id: "schlussbestimmungen",
      title: "Final provisions",
      paragraphs: [
        "The law of the Federal Republic of Germany applies, excluding the UN Convention on Contracts for the International Sale of Goods.",
        `If the customer is a merchant, a legal entity under public law or a special fund under public law, the exclusive place of jurisdiction for all disputes arising from the contract is our registered office in ${city}.`,
        "Should any provision of these terms be or become invalid, the validity of the remaining provisions is unaffected. The invalid provision is replaced by the statutory provision.",
      ],
    },
  ];
}

const words = /* @__PURE__ */ bilingual<{ bindingNote: string | null; version: string }>(
  { bindingNote: null, version: `Stand: ${terms.termsVersion.de}` },
  {
    bindingNote:
      "This is a translation for your convenience. Only the German version of these terms is legally binding; you can read it on our German website.",
    version: `Version of ${terms.termsVersion.en}`,
  },
);

/** The terms in one language, numbered § 1 to § 12. */
export function agbPageData(lang: Lang, party: TermsParty): AgbPage {
  const sections = (lang === "de" ? sectionsDe(party) : sectionsEn(party)).map((s, i) => ({ ...s, number: i + 1 }));
  return { intro: intro[lang], bindingNote: words[lang].bindingNote, version: words[lang].version, sections };
}
