/**
 * Loads the tag manager after consent and stops it again when consent is withdrawn, without a
 * reload. A script cannot be unloaded; what stops it:
 * - Consent Mode's update (pushed first, while the tag manager still listens): Google's tags stop
 *   using cookies and identifiers;
 * - the data layer is detached from it: the tag manager receives events through its own `push`
 *   on the array, which is removed, so later events stay in the page;
 * - the cookies of the withdrawn categories are deleted on this host and its parent domains
 *   (./choose.ts).
 * Consent given again in the same page attaches it again.
 */
import { dataLayer } from "~/lib/analytics";
import { TAG_MANAGER_ORIGIN } from "./config";

type Push = (...items: Record<string, unknown>[]) => number;

let loadedId: string | null = null;
let detachedPush: Push | null = null;

/** Whether the tag manager's script was added to this page. */
export function tagManagerLoaded(): boolean {
  return loadedId !== null;
}

/** Adds the tag manager's script (once), or attaches it again after it was stopped. */
export function startTagManager(gtmId: string): void {
  const layer = dataLayer();
  if (loadedId !== null) {
    if (detachedPush) {
      Object.defineProperty(layer, "push", { value: detachedPush, writable: true, configurable: true, enumerable: false });
      detachedPush = null;
    }
    return;
  }
  loadedId = gtmId;
  layer.push({ "gtm.start": Date.now(), event: "gtm.js" });
  const script = document.createElement("script");
  script.async = true;
  script.src = `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(gtmId)}`;
  // Pages rendered per request carry a nonce; the tag manager passes it on to the scripts it adds.
  // Pages from the page cache have none (their scripts are allowed by hash): there the origin in
  // the Content-Security-Policy allows the script, and the container's custom HTML stays blocked.
  const nonce = document.querySelector<HTMLElement>("script[nonce]")?.nonce;
  if (nonce) script.nonce = nonce;
  document.head.appendChild(script);
}

/** Detaches the data layer from the tag manager (see above). */
export function stopTagManager(): void {
  const layer = window.dataLayer;
  if (!layer || detachedPush || !Object.prototype.hasOwnProperty.call(layer, "push")) return;
  detachedPush = layer.push.bind(layer);
  delete (layer as { push?: unknown }).push;
}
