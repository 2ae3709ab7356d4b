import type { SiteConfig } from "~/config/site";
import type { PageIntro } from "~/content/page-intro";
import { fill } from "~/i18n";
import { localeOf, type Lang } from "~/lib/i18n";
import { chatPrivacy, intro, policyCopy, type ChatProviderName, type PolicyCopy } from "./copy";

/**
 * The privacy policy for the operator's settings. Every condition on the settings is written here
 * once and picks between the texts of ./copy.ts, which hold only strings: so the German and the
 * English policy cannot say different things about the same configuration.
 */

/** A part of a section: a paragraph, a list, or named entries (a cookie or storage key and what it is for). */
export type PrivacyBlock =
  { kind: "p"; text: string } | { kind: "list"; items: string[] } | { kind: "entries"; items: { name: string; text: string }[] };

export interface PrivacySection {
  id: string;
  title: string;
  blocks: PrivacyBlock[];
}

/** What the policy depends on besides the language: the operator's settings. */
export interface PrivacySettings {
  site: SiteConfig;
  chat: { retentionDays: number; provider: ChatProviderName };
  /** Form mails are sent (SMTP_URL is set). */
  mail: boolean;
  /** How long an admin sign-in lasts, and how long failed sign-ins count. */
  admin: { sessionHours: number; failedLoginMinutes: number; auditRetentionDays: number };
  /**
   * A tag manager is configured (GTM_ID): the consent dialog, Google's tags after consent and the
   * proof-of-consent log (app/features/consent). Absent: none of them exists.
   */
  tagManager?: { consentLogDays: number; consentCookie: string; consentMonths: number };
}

export interface DatenschutzPage {
  intro: PageIntro;
  bindingNote: string | null;
  contents: string;
  version: string;
  sections: PrivacySection[];
}

const p = (text: string): PrivacyBlock => ({ kind: "p", text });
const list = (...items: string[]): PrivacyBlock => ({ kind: "list", items });

/** "3 Jahren" / "3 years" for whole years, else days ("400 Tagen"). */
function period(days: number, t: PolicyCopy["period"], lang: Lang): string {
  const years = days / 365;
  if (Number.isInteger(years)) return fill(years === 1 ? t.year : t.years, { n: String(years) });
  return fill(t.days, { n: days.toLocaleString(localeOf(lang)) });
}

/** What ForestChat stores, for the configured provider and retention. */
function chatSection(lang: Lang, chat: PrivacySettings["chat"]): PrivacySection {
  const { retention, recipient, title, ...texts } = chatPrivacy[lang];
  return {
    id: "forestchat",
    title,
    blocks: [
      texts.stored,
      texts.ipHash,
      texts.purpose,
      fill(retention, { days: String(chat.retentionDays) }),
      recipient[chat.provider],
      texts.advice,
    ].map(p),
  };
}

/** The page's copy in one language, completed for the operator's settings: loader data must be plain text. */
export function datenschutzPageData(lang: Lang, s: PrivacySettings): DatenschutzPage {
  const t = policyCopy[lang];
  const { site } = s;
  const a = site.address;
  const address = `${a.street}, ${a.postalCode} ${a.city}, ${t.countries[a.country] ?? a.country}`;
  const directors = site.legal.managingDirectors;
  const external = s.chat.provider === "gemini";
  const tags = s.tagManager;
  const cookie = tags?.consentCookie ?? "";

  const before: PrivacySection[] = [
    {
      id: "ueberblick",
      title: t.overview.title,
      blocks: [p(t.overview.scope), p(tags ? fill(t.overview.shortWithTags, { cookie }) : t.overview.shortWithoutTags)],
    },
    {
      id: "verantwortlicher",
      title: t.controller.title,
      blocks: [
        p(fill(t.controller.controller, { company: site.company, address })),
        ...(directors.length > 0 ? [p(fill(t.controller.directors, { names: directors.join(", ") }))] : []),
        p(fill(t.controller.contact, { email: site.email, phone: site.phone })),
      ],
    },
    {
      id: "hosting",
      title: t.hosting.title,
      blocks: [p(t.hosting.server), p((tags ? t.hosting.cspWithTags : t.hosting.cspWithoutTags) + t.hosting.links)],
    },
    { id: "server-protokolle", title: t.serverLogs.title, blocks: t.serverLogs.paragraphs.map(p) },
  ];

  const transfer = t.recipients.transfer;
  const after: PrivacySection[] = [
    { id: "kontaktformular", title: t.contactForm.title, blocks: t.contactForm.paragraphs.map(p) },
    { id: "bewerbungen", title: t.applications.title, blocks: t.applications.paragraphs.map(p) },
    { id: "wartelisten", title: t.waitlists.title, blocks: t.waitlists.paragraphs.map(p) },
    { id: "posteingang", title: t.inbox.title, blocks: t.inbox.paragraphs.map(p) },
    {
      id: "verwaltungskonten",
      title: t.accounts.title,
      blocks: [
        p(t.accounts.accounts + (s.mail ? t.accounts.invitationMail : "")),
        p(fill(t.accounts.audit, { period: period(s.admin.auditRetentionDays, t.period, lang) })),
      ],
    },
    ...(s.mail ? [{ id: "e-mail-versand", title: t.mailing.title, blocks: [p(t.mailing.text)] }] : []),
    {
      id: "cookies",
      title: t.cookies.title,
      blocks: [
        p(tags ? t.cookies.introWithTags : t.cookies.introWithoutTags),
        {
          kind: "entries",
          items: [
            ...(tags ? [{ name: tags.consentCookie, text: fill(t.cookies.consentCookie, { months: String(tags.consentMonths) }) }] : []),
            {
              name: "fc_admin",
              text: fill(t.cookies.adminCookie, { hours: String(s.admin.sessionHours), minutes: String(s.admin.failedLoginMinutes) }),
            },
          ],
        },
        p(t.cookies.storageIntro),
        { kind: "entries", items: t.cookies.storage },
        p(fill(t.cookies.basis, { cookies: tags ? t.cookies.cookiesWithTags : t.cookies.cookiesWithoutTags })),
      ],
    },
    {
      id: "analyse",
      title: t.analytics.title,
      blocks: tags
        ? [
            p(t.analytics.withTags.intro),
            list(...t.analytics.withTags.categories.map((c) => fill(c, { cookie }))),
            p(t.analytics.withTags.beforeConsent),
            p(t.analytics.withTags.basis),
            p(fill(t.analytics.withTags.proof, { cookie, period: period(tags.consentLogDays, t.period, lang) })),
          ]
        : t.analytics.withoutTags.map(p),
    },
    {
      id: "empfaenger",
      title: t.recipients.title,
      blocks: [
        p(t.recipients.intro),
        list(
          t.recipients.processors,
          ...(s.mail ? [t.recipients.mail] : []),
          ...(s.chat.provider !== "offline" ? [t.recipients.chat] : []),
          ...(tags ? [t.recipients.google] : []),
          t.recipients.authorities,
        ),
        p(
          (tags ? t.recipients.noSaleWithTags : t.recipients.noSaleWithoutTags) +
            (external && tags ? transfer.chatAndGoogle : external ? transfer.chat : tags ? transfer.google : transfer.none),
        ),
      ],
    },
    {
      id: "rechte",
      title: t.rights.title,
      blocks: [
        p(t.rights.intro),
        list(...t.rights.list),
        p(t.rights.objection),
        p(fill(t.rights.writeTo, { email: site.email })),
        p(t.rights.complaint),
        p(t.rights.automated),
      ],
    },
    { id: "stand", title: t.changes.title, blocks: [p(t.changes.text)] },
  ];

  return {
    intro: intro[lang],
    bindingNote: t.bindingNote,
    contents: t.contents,
    version: t.version,
    sections: [...before, chatSection(lang, s.chat), ...after],
  };
}
