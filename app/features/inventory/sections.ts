/** Section anchors of /forest-inventory, in the order of spec section 2. */
export const inventorySections = [
  "vorteile",
  "technologie",
  "ablauf",
  "visualisierung",
  "anwendungen",
  "warteliste",
  "kontakt",
] as const;

export type InventorySection = (typeof inventorySections)[number];

export const sectionTitleId = (id: InventorySection) => `${id}-title`;
