import { gtagClickLabels, track } from "~/lib/analytics";

export type DatahubClick = keyof typeof gtagClickLabels.DataHub;

/** A DataHub call to action: the gtag click event, category "DataHub", with its fixed label. */
export function trackDatahubClick(which: DatahubClick): void {
  track("click", { event_category: "DataHub", event_label: gtagClickLabels.DataHub[which] });
}

/** The page-view event the page sends once per visit, on mount. */
export function trackDatahubPageView(): void {
  track("page_view", { page: "datahub" });
}
