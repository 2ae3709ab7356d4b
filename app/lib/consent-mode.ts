/**
 * Google Consent Mode v2 in the data layer, and the request to open the consent settings.
 *
 * The data layer starts with Consent Mode's defaults, every signal denied: a tag manager loaded
 * later reads them before any event. A choice is written as an update right after. Both are gtag
 * commands (`gtag("consent", …)`), which the tag manager recognises only as `arguments` objects,
 * not as plain arrays. The consent dialog itself lives in app/features/consent; this module is
 * here so that the footer link and the event catalogue (lower layers) can reach it.
 */

/** The optional categories a visitor can allow; "necessary" is always on and never asked. */
export interface ConsentChoices {
  statistics: boolean;
  marketing: boolean;
}

type ConsentSignal = "granted" | "denied";

/** Consent Mode's signals for a choice: statistics → analytics_storage, marketing → the three advertising signals. */
export function consentSignals(choices: ConsentChoices): Record<string, ConsentSignal> {
  const ads: ConsentSignal = choices.marketing ? "granted" : "denied";
  return {
    ad_storage: ads,
    ad_user_data: ads,
    ad_personalization: ads,
    analytics_storage: choices.statistics ? "granted" : "denied",
  };
}

/** How long a tag waits for an update after the defaults, in milliseconds. */
export const CONSENT_WAIT_FOR_UPDATE_MS = 500;

const DEFAULT_SET = Symbol.for("forestcrew.consent-default");

/** The gtag command form: `gtag(...args)` pushes its `arguments` object. */
function gtagPush(layer: unknown[], ...args: unknown[]): void {
  const gtag = function () {
    // eslint-disable-next-line prefer-rest-params -- the tag manager accepts only a real arguments object as a gtag command
    layer.push(arguments);
  } as (...params: unknown[]) => void;
  gtag(...args);
}

/** Puts the defaults (everything denied, wait_for_update) at the start of a data layer, once. */
export function ensureConsentDefault(layer: unknown[]): void {
  const marked = layer as unknown[] & { [DEFAULT_SET]?: true };
  if (marked[DEFAULT_SET]) return;
  marked[DEFAULT_SET] = true;
  const start = layer.length;
  gtagPush(layer, "consent", "default", {
    ...consentSignals({ statistics: false, marketing: false }),
    wait_for_update: CONSENT_WAIT_FOR_UPDATE_MS,
  });
  // Entries pushed before the data layer was first used through the catalogue (none today) stay after it.
  if (start > 0) layer.unshift(layer.pop());
}

/** Writes a visitor's choice as a Consent Mode update. */
export function pushConsentUpdate(choices: ConsentChoices): void {
  window.dataLayer = window.dataLayer ?? [];
  ensureConsentDefault(window.dataLayer);
  gtagPush(window.dataLayer, "consent", "update", consentSignals(choices));
}

/** The event the consent dialog listens for (app/features/consent). */
export const OPEN_CONSENT_SETTINGS_EVENT = "forestcrew:open-consent-settings";

/**
 * Asks the consent dialog to open. Returns false when nothing answered: no tag manager is
 * configured (no dialog exists), or the page has not hydrated yet; the caller then follows its
 * link to the privacy policy's cookie section instead.
 */
export function openConsentSettings(trigger?: HTMLElement | null): boolean {
  if (typeof window === "undefined") return false;
  const request = new CustomEvent<{ trigger?: HTMLElement | null }>(OPEN_CONSENT_SETTINGS_EVENT, { cancelable: true, detail: { trigger } });
  // A listener that opens the dialog cancels the event.
  return !window.dispatchEvent(request);
}

/** Dispatched when the first consent question is answered or dismissed. */
const CONSENT_SETTLED_EVENT = "forestcrew:consent-settled";
let consentPending = false;

/**
 * Marks the first consent question as open (true) or answered/dismissed (false). While it is open,
 * other things that would claim the visitor's attention wait (the chat launcher): one question at
 * a time, and no code for them before the visitor has acted.
 */
export function setConsentPending(pending: boolean): void {
  if (consentPending === pending) return;
  consentPending = pending;
  if (!pending) window.dispatchEvent(new Event(CONSENT_SETTLED_EVENT));
}

/** Runs `run` now, or once the open consent question is settled. Returns a function that cancels the wait. */
export function whenConsentSettled(run: () => void): () => void {
  if (!consentPending) {
    run();
    return () => {};
  }
  window.addEventListener(CONSENT_SETTLED_EVENT, run, { once: true });
  return () => window.removeEventListener(CONSENT_SETTLED_EVENT, run);
}
