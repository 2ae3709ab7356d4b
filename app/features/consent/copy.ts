/**
 * The consent dialog's texts (copy.de.ts, copy.en.ts). They reach the browser in the page's
 * language only, with the root loader's data, and only when a tag manager is configured (ADR 0007).
 */
export interface ConsentCopy {
  /** Heading of both layers. */
  title: string;
  /** The first layer: what is asked, each paragraph short. */
  intro: readonly string[];
  acceptAll: string;
  rejectAll: string;
  settings: string;
  save: string;
  close: string;
  privacyLink: string;
  /** Label of the group of categories. */
  categoriesLabel: string;
  alwaysOn: string;
  categories: Record<"necessary" | "statistics" | "marketing", { title: string; text: string }>;
  /** Shown with the id of the visitor's logged choice. */
  consentId: string;
}
