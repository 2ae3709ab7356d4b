/**
 * Section anchors of /nexus; the hero's and the closing call's buttons scroll to them. The sections
 * (sections.tsx, a lazily loaded island) get them as a prop: importing this module there too would
 * make it a chunk of its own, one more request on the first load.
 */
export const anchors = {
  features: "funktionen",
  foundation: "fundament",
  pillars: "saeulen",
  roadmap: "fahrplan",
  requirements: "voraussetzungen",
  start: "loslegen",
  waitlist: "warteliste",
} as const;

export type Anchors = typeof anchors;
