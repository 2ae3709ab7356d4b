import { env as serverEnv, parseEnv, type Env } from "./env.server";
import { defaultSite, type LegalDetails, type SiteConfig } from "./site";

type SiteEnv = Pick<
  Env,
  | "SITE_BRAND"
  | "SITE_COMPANY"
  | "CONTACT_EMAIL"
  | "CONTACT_PHONE"
  | "REGISTER_URL"
  | "APP_URL"
  | "IOS_APP_URL"
  | "DOCS_URL"
  | "SUPPORT_URL"
  | "TIMBER_URL"
  | LegalVariable
>;

/** The variables behind the legal notice; each one is required for a public site. */
export const legalVariables = [
  "COMPANY_MANAGING_DIRECTORS",
  "COMPANY_REGISTER_COURT",
  "COMPANY_REGISTER_NUMBER",
  "COMPANY_VAT_ID",
  "EDITORIAL_RESPONSIBLE",
] as const;
type LegalVariable = (typeof legalVariables)[number];

/** The legal details from the environment: only what is set, nothing invented. */
export function legalDetails(e: Pick<Env, LegalVariable>): LegalDetails {
  const managingDirectors = (e.COMPANY_MANAGING_DIRECTORS ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter((name) => name !== "");
  return {
    managingDirectors,
    ...(e.COMPANY_REGISTER_COURT ? { registerCourt: e.COMPANY_REGISTER_COURT } : {}),
    ...(e.COMPANY_REGISTER_NUMBER ? { registerNumber: e.COMPANY_REGISTER_NUMBER } : {}),
    ...(e.COMPANY_VAT_ID ? { vatId: e.COMPANY_VAT_ID.replace(/\s+/g, "") } : {}),
    ...(e.EDITORIAL_RESPONSIBLE ? { editorialResponsible: e.EDITORIAL_RESPONSIBLE } : {}),
  };
}

/**
 * The start-up warning when the legal notice lacks a required value, naming the variables; null
 * when all are set. The pages leave the missing lines out, so the site still starts.
 */
export function legalNoticeWarning(e: Pick<Env, LegalVariable> = serverEnv()): string | null {
  const details = legalDetails(e);
  const missing = legalVariables.filter((name) => {
    switch (name) {
      case "COMPANY_MANAGING_DIRECTORS":
        return details.managingDirectors.length === 0;
      case "COMPANY_REGISTER_COURT":
        return !details.registerCourt;
      case "COMPANY_REGISTER_NUMBER":
        return !details.registerNumber;
      case "COMPANY_VAT_ID":
        return !details.vatId;
      case "EDITORIAL_RESPONSIBLE":
        return !details.editorialResponsible;
    }
  });
  if (missing.length === 0) return null;
  return `warning: the legal notice (/impressum) is incomplete, set ${missing.join(", ")} (see README); the page leaves those lines out`;
}

/** The site config with an operator's overrides (validated by the environment schema). */
export function siteConfig(e: SiteEnv = serverEnv()): SiteConfig {
  return {
    ...defaultSite,
    brand: e.SITE_BRAND ?? defaultSite.brand,
    company: e.SITE_COMPANY ?? defaultSite.company,
    email: e.CONTACT_EMAIL ?? defaultSite.email,
    phone: e.CONTACT_PHONE ?? defaultSite.phone,
    urls: {
      app: e.APP_URL ?? defaultSite.urls.app,
      register: e.REGISTER_URL ?? defaultSite.urls.register,
      iosApp: e.IOS_APP_URL ?? defaultSite.urls.iosApp,
      docs: e.DOCS_URL ?? defaultSite.urls.docs,
      support: e.SUPPORT_URL ?? defaultSite.urls.support,
      timber: e.TIMBER_URL ?? defaultSite.urls.timber,
    },
    legal: legalDetails(e),
  };
}

/** The site config from a raw environment (a test's record); throws EnvError naming a bad variable. */
export function siteConfigFromEnv(raw?: Readonly<Record<string, string | undefined>>): SiteConfig {
  return siteConfig(raw ? parseEnv(raw) : serverEnv());
}
