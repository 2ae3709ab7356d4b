/** Section anchors of /forest-inventory, in the page's order. */
export const inventorySections = ["vorteile", "technologie", "ablauf", "visualisierung", "anwendungen", "warteliste", "kontakt"] as const;

export type InventorySection = (typeof inventorySections)[number];

export const sectionTitleId = (id: InventorySection) => `${id}-title`;
