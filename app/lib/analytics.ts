/** Events go to the tag manager's data layer; nothing is sent anywhere before consent. */
export type AnalyticsParams = Record<string, string | number | boolean | undefined>;

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

export function track(event: string, params: AnalyticsParams = {}): void {
  if (typeof window === "undefined") return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ event, ...params });
}

/** The virtual pageview sent on every route change: path, title, query and full address. */
export function trackPageview(location: { pathname: string; search: string }): void {
  if (typeof window === "undefined") return;
  track("virtual_pageview", {
    page_path: location.pathname,
    page_title: document.title,
    page_search: location.search,
    page_location: window.location.href,
  });
}
