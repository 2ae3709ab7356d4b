import { useEffect, useRef } from "react";
import { SCROLL_TOP_RETRIES_LANDING_MS } from "~/config/timings";
import { track } from "~/lib/analytics";
import { useScrollTopRetries } from "~/lib/use-scroll-top-retries";

/**
 * What both landing pages do on load: send their page_view event
 * once, and retry scrolling to the top at the landing-page delays.
 */
export function useLandingPage(page: "forstmanagement" | "instagram") {
  // A ref survives React's development double-run of effects, so the event is pushed once.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    track("page_view", { page });
  }, [page]);
  useScrollTopRetries(SCROLL_TOP_RETRIES_LANDING_MS);
}
