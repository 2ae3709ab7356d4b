import { useEffect } from "react";

/**
 * Scrolls to the top at each of the given delays after mount (spec section 9: the landing pages
 * retry at 0, 50, 100, 200 and 500 ms, /datahub immediately and at 0, 100, 300 and 500 ms), so
 * late layout shifts from media cannot leave the visitor mid-page. A link to an anchor wins.
 */
export function useScrollTopRetries(delaysMs: readonly number[], { immediately = false } = {}) {
  useEffect(() => {
    if (window.location.hash) return;
    const toTop = () => window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    if (immediately) toTop();
    const timers = delaysMs.map((ms) => window.setTimeout(toTop, ms));
    // A visitor who starts scrolling takes over; later retries would yank the page back.
    const cancel = () => timers.forEach((id) => window.clearTimeout(id));
    window.addEventListener("wheel", cancel, { once: true, passive: true });
    window.addEventListener("touchmove", cancel, { once: true, passive: true });
    window.addEventListener("keydown", cancel, { once: true });
    return () => {
      cancel();
      window.removeEventListener("wheel", cancel);
      window.removeEventListener("touchmove", cancel);
      window.removeEventListener("keydown", cancel);
    };
  }, [delaysMs, immediately]);
}
