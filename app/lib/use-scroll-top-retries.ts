import { useEffect } from "react";

/**
 * Scrolls to the top at each of the given delays after mount (the landing pages retry at 0, 50,
 * 100, 200 and 500 ms, /datahub immediately and at 0, 100, 300 and 500 ms), so late layout
 * shifts from media cannot leave the visitor mid-page. A link to an anchor wins.
 */
export function useScrollTopRetries(delaysMs: readonly number[], { immediately = false } = {}) {
  useEffect(() => {
    if (window.location.hash) return;
    const toTop = () => window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    if (immediately) toTop();
    const timers = delaysMs.map((ms) => window.setTimeout(toTop, ms));
    // A visitor who starts scrolling, clicks (e.g. an in-page anchor) or follows a hash takes
    // over; later retries would yank the page back.
    const cancel = () => timers.forEach((id) => window.clearTimeout(id));
    const events = ["wheel", "touchmove", "keydown", "pointerdown", "hashchange"] as const;
    for (const type of events) window.addEventListener(type, cancel, { once: true, passive: true });
    return () => {
      cancel();
      for (const type of events) window.removeEventListener(type, cancel);
    };
  }, [delaysMs, immediately]);
}
