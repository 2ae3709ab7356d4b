import { z } from "zod";
import { defaultSite, type SiteConfig } from "./site";

const url = z.url({ protocol: /^https?$/ });

/** Environment variables an operator may set, mapped onto the site config. */
const envSchema = z.object({
  SITE_BRAND: z.string().min(1).max(40).optional(),
  SITE_COMPANY: z.string().min(1).max(120).optional(),
  CONTACT_EMAIL: z.email().optional(),
  CONTACT_PHONE: z.string().regex(/^\+?[\d\s()/-]{6,25}$/).optional(),
  REGISTER_URL: url.optional(),
  APP_URL: url.optional(),
  IOS_APP_URL: url.optional(),
  DOCS_URL: url.optional(),
  SUPPORT_URL: url.optional(),
  TIMBER_URL: url.optional(),
});

export function siteConfigFromEnv(env: NodeJS.ProcessEnv = process.env): SiteConfig {
  const parsed = envSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([k, v]) => k in envSchema.shape && v !== "")),
  );
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => i.path.join(".")).join(", ");
    throw new Error(`Invalid site configuration in environment: ${fields}`);
  }
  const e = parsed.data;
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
