import { env as serverEnv, parseEnv, type Env } from "./env.server";
import { defaultSite, type SiteConfig } from "./site";

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
>;

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
  };
}

/** The site config from a raw environment (a test's record); throws EnvError naming a bad variable. */
export function siteConfigFromEnv(raw?: Readonly<Record<string, string | undefined>>): SiteConfig {
  return siteConfig(raw ? parseEnv(raw) : serverEnv());
}
