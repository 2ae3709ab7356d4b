/**
 * Making a choice in the dialog: stored in the cookie (shared by both language hosts where
 * CONSENT_COOKIE_DOMAIN is set, so a withdrawal on one reaches the other), applied at once (Consent Mode update, tag
 * manager started or stopped, cookies of withdrawn categories deleted) and logged on the server
 * as proof (the server takes the language from the host). Loaded with the dialog only.
 */
import { type ConsentChoices, pushConsentUpdate } from "~/lib/consent-mode";
import { CONSENT_LOG_PATH, CONSENT_VERSION } from "./config";
import { consentCookieLines } from "./cookie";
import { readConsent, wantsTags, type StoredConsent } from "./state";
import { startTagManager, stopTagManager, tagManagerLoaded } from "./tag-manager";

/** Cookies the tags of each category set on our domain; withdrawing the category deletes them. */
export const categoryCookies = {
  statistics: /^(_ga|_ga_\w+|_gid|_gat\w*|_dc_gtm_\w+)$/,
  marketing: /^(_gcl_\w+|_gac_\w+)$/,
} as const;

function writeConsent(consent: StoredConsent, domain: string | undefined): void {
  const value = encodeURIComponent(JSON.stringify(consent));
  const target = { hostname: window.location.hostname, secure: window.location.protocol === "https:", domain };
  for (const line of consentCookieLines(value, target)) document.cookie = line;
}

/**
 * A choice made in the dialog: stored, applied at once (Consent Mode update, tag manager started
 * or stopped, cookies of withdrawn categories deleted) and logged on the server.
 */
export function chooseConsent(choices: ConsentChoices, gtmId: string, cookieDomain?: string): StoredConsent {
  const previous = readConsent();
  const consent: StoredConsent = {
    statistics: choices.statistics,
    marketing: choices.marketing,
    version: CONSENT_VERSION,
    at: new Date().toISOString(),
    ...(previous?.id ? { id: previous.id } : {}),
  };
  writeConsent(consent, cookieDomain);
  const tags = wantsTags(choices);
  // A tag manager stopped earlier in this page is attached again first, so that it receives the update.
  if (tags && tagManagerLoaded()) startTagManager(gtmId);
  pushConsentUpdate(choices);
  // Loaded after the update (the first time), stopped after it (a withdrawal it must still hear).
  if (tags) startTagManager(gtmId);
  else if (tagManagerLoaded()) stopTagManager();
  if (!choices.statistics) deleteCategoryCookies("statistics");
  if (!choices.marketing) deleteCategoryCookies("marketing");
  void logConsent(consent, cookieDomain);
  return consent;
}

/** Sends the choice to the proof-of-consent log; keeps the id the server returns in the cookie. */
async function logConsent(consent: StoredConsent, cookieDomain: string | undefined): Promise<void> {
  try {
    const response = await fetch(CONSENT_LOG_PATH, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        ...(consent.id ? { consentId: consent.id } : {}),
        version: consent.version,
        statistics: consent.statistics,
        marketing: consent.marketing,
      }),
      keepalive: true,
    });
    if (!response.ok) return;
    const { consentId } = (await response.json()) as { consentId?: unknown };
    // Only if the choice is still the current one (the visitor may have chosen again meanwhile).
    const current = readConsent();
    if (typeof consentId === "string" && current?.at === consent.at) writeConsent({ ...current, id: consentId }, cookieDomain);
  } catch {
    // Offline or refused: the choice applies all the same; only its proof is missing.
  }
}

/** Deletes the cookies a category's tags set, on this host and on each parent domain they may have used. */
export function deleteCategoryCookies(category: keyof typeof categoryCookies): void {
  const pattern = categoryCookies[category];
  const labels = window.location.hostname.split(".");
  // Host-only, then ".en.example.de", ".example.de" (never the bare top-level domain).
  const domains = ["", ...labels.slice(0, -1).map((_, i) => `; domain=.${labels.slice(i).join(".")}`)];
  for (const part of document.cookie.split(";")) {
    const name = part.split("=")[0]?.trim() ?? "";
    if (!pattern.test(name)) continue;
    for (const domain of domains) document.cookie = `${name}=; Max-Age=0; path=/${domain}`;
  }
}
