/** Interface timings and thresholds, in one place. */
export const HEADER_SCROLL_THRESHOLD_PX = 50;
export const DROPDOWN_CLOSE_DELAY_MS = 300;
export const CHAT_AUTO_OPEN_DELAY_MS = 800;
export const CHAT_FOCUS_DELAY_MS = 100;
/** The chat widget loads once the page is idle, at the latest this long after the load event. */
export const CHAT_WIDGET_IDLE_TIMEOUT_MS = 2000;
export const CONTACT_FORM_DELAY_MS = 500;
export const SUCCESS_NOTICE_MS = 3000;
/**
 * Scroll-to-top retries after navigation, in ms after mount: the landing pages and /datahub pull
 * the view back to the top while late layout shifts could still move it.
 */
export const SCROLL_TOP_RETRIES_LANDING_MS = [0, 50, 100, 200, 500] as const;
export const SCROLL_TOP_RETRIES_DATAHUB_MS = [0, 100, 300, 500] as const;
