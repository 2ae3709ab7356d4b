/** Section anchors of /nexus; the hero's and the closing call's buttons scroll to them. */
export const anchors = {
  features: "funktionen",
  foundation: "fundament",
  pillars: "saeulen",
  roadmap: "fahrplan",
  requirements: "voraussetzungen",
  start: "loslegen",
  waitlist: "warteliste",
} as const;
