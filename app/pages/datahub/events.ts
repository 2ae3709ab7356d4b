import { track } from "~/lib/analytics";

/** The DataHub click events: category "DataHub" and these labels, exactly, as the analytics reports filter by them. */
export const DATAHUB_EVENT_CATEGORY = "DataHub";
export const datahubClickLabels = {
  heroDemo: "Hero CTA - Live Demo",
  finalConsultation: "Final CTA - Erstberatung",
  finalContact: "Final CTA - Kontakt",
} as const;

export type DatahubClick = keyof typeof datahubClickLabels;

export function trackDatahubClick(which: DatahubClick): void {
  track("click", { event_category: DATAHUB_EVENT_CATEGORY, event_label: datahubClickLabels[which] });
}

/** The page-view event the page sends once per visit, on mount. */
export function trackDatahubPageView(): void {
  track("page_view", { page: "datahub" });
}
