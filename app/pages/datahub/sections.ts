/** Section anchors of /datahub, in the order of the page. */
export const datahubSections = [
  "problem",
  "loesung",
  "integrationen",
  "funktionen",
  "nutzen",
  "ausblick",
  "erstberatung",
  "vertrauen",
] as const;

export type DatahubSection = (typeof datahubSections)[number];

export const sectionTitleId = (id: DatahubSection) => `${id}-title`;
