/**
 * The visitor's stored choice in the browser: read from its cookie and applied to Consent Mode
 * and the tag manager on every page. Making a choice is ./choose.ts, which only the dialog loads.
 *
 * Applying a stored choice happens when this module is first evaluated, before React renders:
 * the Consent Mode update then follows the defaults directly in the data layer, before the first
 * event of the page (effects of pages run before the shell's).
 */
import { type ConsentChoices, pushConsentUpdate } from "~/lib/consent-mode";
import { CONSENT_COOKIE, CONSENT_VERSION } from "./config";
import { startTagManager } from "./tag-manager";

export interface StoredConsent extends ConsentChoices {
  /** The random id the server gave the choice when it logged it; absent until it answered. */
  id?: string;
  /** The dialog text's version the choice was given for. */
  version: string;
  /** When the choice was made (ISO). */
  at: string;
}

/** The stored choice, if there is one for the current text. */
export function readConsent(cookie: string = document.cookie): StoredConsent | null {
  const raw = cookie
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${CONSENT_COOKIE}=`))
    ?.slice(CONSENT_COOKIE.length + 1);
  if (!raw) return null;
  try {
    const value = JSON.parse(decodeURIComponent(raw)) as Partial<StoredConsent>;
    if (value.version !== CONSENT_VERSION || typeof value.statistics !== "boolean" || typeof value.marketing !== "boolean") return null;
    return {
      statistics: value.statistics,
      marketing: value.marketing,
      version: value.version,
      at: typeof value.at === "string" ? value.at : "",
      ...(typeof value.id === "string" ? { id: value.id } : {}),
    };
  } catch {
    return null;
  }
}

/** Whether the tag manager is wanted for a choice: it serves both optional categories. */
export function wantsTags(choices: ConsentChoices): boolean {
  return choices.statistics || choices.marketing;
}

/** Starts the tag manager for a stored choice that allows it (on load and after navigation). */
export function startTagsFor(consent: StoredConsent | null, gtmId: string): void {
  if (consent && wantsTags(consent)) startTagManager(gtmId);
}

// A stored choice is applied to Consent Mode before the page's first event (see above).
if (typeof document !== "undefined") {
  const stored = readConsent();
  if (stored) pushConsentUpdate(stored);
}
