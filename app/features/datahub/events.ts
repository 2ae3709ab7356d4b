import { track } from "~/lib/analytics";

/** The DataHub click events of spec section 7: category DataHub, these labels exactly. */
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

/** The page-view event the page sends on mount (spec section 2, /datahub). */
export function trackDatahubPageView(): void {
  track("page_view", { page: "datahub" });
}
