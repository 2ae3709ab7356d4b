import { phoneHref, type SiteConfig } from "~/config/site";
import { introCopy, type PageIntro } from "~/content/page-intro";
import { bilingual, type Lang } from "~/lib/i18n";

/**
 * Hero and metadata of the page, German and English. Only the loader reads it, so the client
 * bundle drops it: the page receives one language.
 */
export const intro = /* @__PURE__ */ introCopy(
  {
    seo: {
      title: "Impressum",
      description: "Impressum und Anbieterkennzeichnung der ForestCrew GmbH, Ahrensburg, gemäß § 5 DDG.",
      keywords: ["Impressum", "Anbieterkennzeichnung", "ForestCrew GmbH"],
    },
    hero: { eyebrow: "Rechtliches", title: "Impressum", lead: "Angaben gemäß § 5 Digitale-Dienste-Gesetz (DDG)." },
  },
  {
    seo: {
      title: "Legal notice",
      description:
        "Legal notice (Impressum) of ForestCrew GmbH, Ahrensburg, Germany, under section 5 of the German Digital Services Act (DDG).",
      keywords: ["legal notice", "Impressum", "ForestCrew GmbH"],
    },
    hero: {
      eyebrow: "Legal",
      title: "Legal notice",
      lead: "Information under section 5 of the German Digital Services Act (DDG).",
    },
  },
);

/** One line of the notice: a label and its value; `href` makes the value a link (e-mail, phone). */
export interface NoticeRow {
  label: string;
  value: string;
  href?: string;
}

export interface NoticeSection {
  id: string;
  title: string;
  /** The address block, line by line. */
  lines?: string[];
  rows?: NoticeRow[];
  text?: string[];
}

export interface ImpressumPage {
  intro: PageIntro;
  /** Only in English: the German text is the binding one. */
  bindingNote: string | null;
  sections: NoticeSection[];
}

interface ImpressumCopy {
  bindingNote: string | null;
  provider: string;
  legalForm: string;
  legalForms: Record<LegalFormId, string>;
  countries: Record<string, string>;
  /** The label of the directors' row, for one director or several. */
  managingDirectors: { one: string; many: string };
  register: string;
  registerCourt: string;
  registerNumber: string;
  vat: string;
  vatId: string;
  contact: string;
  email: string;
  phone: string;
  editorial: string;
  dispute: string;
  disputeText: string;
}

type LegalFormId = "gmbh" | "ug" | "ag";

/** The legal form a company name ends with; none when the name does not state one. */
function legalFormOf(company: string): LegalFormId | null {
  if (/\bGmbH$/.test(company)) return "gmbh";
  if (/\bUG \(haftungsbeschränkt\)$/.test(company)) return "ug";
  if (/\bAG$/.test(company)) return "ag";
  return null;
}

const copy = /* @__PURE__ */ bilingual<ImpressumCopy>(
  {
    bindingNote: null,
    provider: "Angaben gemäß § 5 DDG",
    legalForm: "Rechtsform",
    legalForms: {
      gmbh: "Gesellschaft mit beschränkter Haftung (GmbH)",
      ug: "Unternehmergesellschaft (haftungsbeschränkt)",
      ag: "Aktiengesellschaft (AG)",
    },
    countries: {},
    // Neutral wording: the names are the operator's, their number and gender are not known here.
    managingDirectors: { one: "Vertreten durch die Geschäftsführung", many: "Vertreten durch die Geschäftsführung" },
    register: "Registereintrag",
    registerCourt: "Registergericht",
    registerNumber: "Registernummer",
    vat: "Umsatzsteuer",
    vatId: "Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz",
    contact: "Kontakt",
    email: "E-Mail",
    phone: "Telefon",
    editorial: "Verantwortlich für redaktionelle Inhalte gemäß § 18 Abs. 2 MStV",
    // Soft hyphens: a phone breaks the word where German does, even without a hyphenation dictionary.
    dispute: "Verbraucher\u00adstreit\u00adbeilegung",
    disputeText:
      "Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen (§ 36 Verbraucherstreitbeilegungsgesetz).",
  },
  {
    bindingNote:
      "This is a translation for your convenience. Only the German version of this legal notice is legally binding; you can read it on our German website.",
    provider: "Information under section 5 DDG",
    legalForm: "Legal form",
    legalForms: {
      gmbh: "Private limited company under German law (Gesellschaft mit beschränkter Haftung, GmbH)",
      ug: "Entrepreneurial company with limited liability under German law (UG (haftungsbeschränkt))",
      ag: "Public limited company under German law (Aktiengesellschaft, AG)",
    },
    countries: { Deutschland: "Germany" },
    managingDirectors: { one: "Represented by the managing director", many: "Represented by the managing directors" },
    register: "Commercial register",
    registerCourt: "Register court",
    registerNumber: "Register number",
    vat: "VAT",
    vatId: "VAT identification number under section 27a of the German VAT Act (UStG)",
    contact: "Contact",
    email: "Email",
    phone: "Phone",
    editorial: "Responsible for editorial content under section 18(2) of the German Interstate Media Treaty (MStV)",
    dispute: "Consumer dispute resolution",
    disputeText:
      "We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board (section 36 of the German Consumer Dispute Resolution Act, VSBG).",
  },
);

/**
 * The notice from the site configuration. A value the operator has not set is left out with its
 * label (never an empty line); a section left without any line is left out as a whole.
 */
export function impressumPageData(lang: Lang, site: SiteConfig): ImpressumPage {
  const c = copy[lang];
  const { legal, address } = site;
  const form = legalFormOf(site.company);
  const country = c.countries[address.country] ?? address.country;

  const providerRows: NoticeRow[] = [];
  if (form) providerRows.push({ label: c.legalForm, value: c.legalForms[form] });
  if (legal.managingDirectors.length > 0) {
    const label = legal.managingDirectors.length > 1 ? c.managingDirectors.many : c.managingDirectors.one;
    providerRows.push({ label, value: legal.managingDirectors.join(", ") });
  }

  const registerRows: NoticeRow[] = [];
  if (legal.registerCourt) registerRows.push({ label: c.registerCourt, value: legal.registerCourt });
  if (legal.registerNumber) registerRows.push({ label: c.registerNumber, value: legal.registerNumber });

  const sections: NoticeSection[] = [
    {
      id: "anbieter",
      title: c.provider,
      lines: [site.company, address.street, `${address.postalCode} ${address.city}`, country],
      rows: providerRows,
    },
    { id: "register", title: c.register, rows: registerRows },
    { id: "umsatzsteuer", title: c.vat, rows: legal.vatId ? [{ label: c.vatId, value: legal.vatId }] : [] },
    {
      id: "kontakt",
      title: c.contact,
      rows: [
        { label: c.email, value: site.email, href: `mailto:${site.email}` },
        { label: c.phone, value: site.phone, href: phoneHref(site.phone) },
      ],
    },
    { id: "redaktion", title: c.editorial, text: legal.editorialResponsible ? [legal.editorialResponsible] : [] },
    { id: "streitbeilegung", title: c.dispute, text: [c.disputeText] },
  ];
  const filled = sections.filter((s) => (s.lines?.length ?? 0) + (s.rows?.length ?? 0) + (s.text?.length ?? 0) > 0);
  return { intro: intro[lang], bindingNote: c.bindingNote, sections: filled };
}
