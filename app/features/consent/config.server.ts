import { env } from "~/config/env.server";
import type { Lang } from "~/lib/i18n";
import { DEFAULT_CONSENT_LOG_RETENTION_DAYS, type ConsentClientConfig } from "./config";
import { consentCopy } from "./copy";

/** Whether a tag manager is configured (GTM_ID): then, and only then, the site asks for consent. */
export function tagManagerConfigured(): boolean {
  return env().GTM_ID !== undefined;
}

/** The browser's part, for the root loader: null when GTM_ID is unset (no dialog, no tags, no texts). */
export function consentClientConfig(lang: Lang): ConsentClientConfig | null {
  const { GTM_ID: gtmId, CONSENT_COOKIE_DOMAIN: cookieDomain } = env();
  if (!gtmId) return null;
  return cookieDomain ? { gtmId, copy: consentCopy[lang], cookieDomain } : { gtmId, copy: consentCopy[lang] };
}

/** Days the proof-of-consent log keeps a choice (CONSENT_LOG_RETENTION_DAYS). */
export function consentLogRetentionDays(): number {
  return env().CONSENT_LOG_RETENTION_DAYS ?? DEFAULT_CONSENT_LOG_RETENTION_DAYS;
}
