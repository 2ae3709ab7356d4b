/**
 * The consent feature's fixed settings, shared by the browser (dialog, tag loader), the server
 * (proof-of-consent log, Content-Security-Policy) and the privacy policy.
 */
import type { ConsentCopy } from "./copy";

/**
 * The version of the dialog's text. A stored choice counts only for the version it was given
 * for: when the text changes materially, raise it (a date) and every visitor is asked again.
 * tests/unit/consent.test.ts fails when the text changes and this stays the same.
 */
export const CONSENT_VERSION = "2026-11-28";

/** The cookie that keeps the visitor's choice (strictly necessary: it records the choice itself). */
export const CONSENT_COOKIE = "fc_consent";

/** How long a choice is kept before the visitor is asked again: about six months. */
export const CONSENT_MAX_AGE_DAYS = 182;

/** The endpoint that logs each choice (proof of consent). */
export const CONSENT_LOG_PATH = "/api/consent";

/** How long the proof of consent is kept by default: three years, the regular limitation period (§ 195 BGB). */
export const DEFAULT_CONSENT_LOG_RETENTION_DAYS = 1095;

/** Where the tag manager's script comes from. */
export const TAG_MANAGER_ORIGIN = "https://www.googletagmanager.com";

/**
 * The origins the tag manager and the Google tags it loads (Google Analytics 4) need, per CSP
 * directive, as Google's CSP guide lists them. Allowed only when GTM_ID is set.
 */
export const tagManagerSources = {
  script: ["https://*.googletagmanager.com"],
  img: ["https://*.googletagmanager.com", "https://*.google-analytics.com"],
  connect: ["https://*.googletagmanager.com", "https://*.google-analytics.com", "https://*.analytics.google.com"],
} as const;

/** Public pages only: no dialog and no tags in the blog's administration. */
export function consentAppliesTo(pathname: string): boolean {
  return !/^\/blog\/(admin|login|visual-editor)(\/|$)/.test(pathname);
}

/** What the browser needs when a tag manager is configured: the container id and the dialog's texts in the page's language. */
export interface ConsentClientConfig {
  gtmId: string;
  copy: ConsentCopy;
  /** CONSENT_COOKIE_DOMAIN: the domain both language hosts share the choice on; absent, host-only. */
  cookieDomain?: string;
}
