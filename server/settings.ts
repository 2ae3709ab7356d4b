// What the request-handling modules derive from the configuration, worked out once per load.
import { env } from "~/config/env.server";
import { siteConfig } from "~/config/site.server";
import type { SiteConfig } from "~/config/site";
import type { Origins } from "~/lib/i18n";
import { securityHeaders } from "./security";

const config = env();

/** Development: Vite serves the scripts; no CSP (Vite injects inline scripts), error details shown. */
export const dev = config.NODE_ENV === "development";
export const origins: Origins = { de: config.SITE_URL, en: config.SITE_URL_EN };
export const site: SiteConfig = siteConfig(config);
/** Served over https: HSTS and upgrade-insecure-requests. */
export const https = origins.de.startsWith("https:");
export const trustProxy = config.TRUST_PROXY;
/** Security headers of every page response, for Express and for the page cache's prepared answers. */
export const baseHeaders = securityHeaders({ https });
