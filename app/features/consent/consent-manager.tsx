import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { OPEN_CONSENT_SETTINGS_EVENT, setConsentPending, type ConsentChoices } from "~/lib/consent-mode";
import { chooseConsent } from "./choose";
import { consentAppliesTo, type ConsentClientConfig } from "./config";
import type { DialogLayer } from "./consent-dialog";
import { readConsent, startTagsFor, type StoredConsent } from "./state";

// The dialog is fetched only when it opens (first visit, or the footer link): a visitor who has
// chosen never downloads it, and no page waits for it to paint (ADR 0006).
const loadDialog = () => import("./consent-dialog");
const ConsentDialog = lazy(() => loadDialog().then((m) => ({ default: m.ConsentDialog })));

interface OpenState {
  layer: DialogLayer;
  /** Where the focus returns when the dialog closes. */
  returnTo: HTMLElement | null;
}

/**
 * The consent dialog's place in the page shell. With no tag manager configured it renders nothing
 * and does not answer the footer link, which then leads to the privacy policy. Otherwise, after
 * hydration: a stored choice starts the tag manager if it allows it; without one the dialog opens.
 */
export function ConsentManager({ config }: { config: ConsentClientConfig | null }) {
  const { pathname } = useLocation();
  const gtmId = config?.gtmId;
  const applies = gtmId !== undefined && consentAppliesTo(pathname);
  const [open, setOpen] = useState<OpenState | null>(null);
  const [consent, setConsent] = useState<StoredConsent | null>(null);
  const asked = useRef(false);
  // A request to open outlives the effect that received it (a navigation may run the effect
  // again meanwhile); only unmounting cancels it.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (!applies) return;
    const stored = readConsent();
    startTagsFor(stored, gtmId);
    // Opens once the dialog's code is there, so it appears whole.
    const show = (layer: DialogLayer, returnTo: HTMLElement | null) =>
      void loadDialog().then(() => {
        if (!mounted.current) return;
        setConsent(readConsent());
        setOpen({ layer, returnTo });
      });
    if (!stored && !asked.current) {
      asked.current = true;
      // Until the visitor answers, the chat launcher waits (~/lib/consent-mode).
      setConsentPending(true);
      show("first", null);
    }
    const onOpen = (event: Event) => {
      event.preventDefault();
      show("settings", (event as CustomEvent<{ trigger?: HTMLElement | null }>).detail?.trigger ?? null);
    };
    window.addEventListener(OPEN_CONSENT_SETTINGS_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_CONSENT_SETTINGS_EVENT, onOpen);
  }, [applies, gtmId]);

  if (!applies || !config || !open) return null;

  const close = () => {
    const target = open.returnTo;
    setOpen(null);
    setConsentPending(false);
    // The dialog's element is gone after this render; the focus goes back to the link that opened it.
    if (target?.isConnected) requestAnimationFrame(() => target.focus());
  };
  const choose = (choices: ConsentChoices) => {
    setConsent(chooseConsent(choices, config.gtmId, config.cookieDomain));
    close();
  };

  return (
    <Suspense fallback={null}>
      <ConsentDialog copy={config.copy} layer={open.layer} current={consent} consentId={consent?.id} onChoose={choose} onClose={close} />
    </Suspense>
  );
}
