import type { TreeSpecies } from "./demo-forest";

/**
 * The layers of the inventory visualisation on /forest-inventory (spec section 2): their order, the
 * progress bar each one shows, and where the 3D camera goes (it looks at the plot's centre).
 */
export const inventoryLayers = [
  { id: "satellite", progressPercent: 25, camera: [0, 15, 15] },
  { id: "drone", progressPercent: 50, camera: [0, 8, 8] },
  { id: "analysis", progressPercent: 75, camera: [0, 8, 8] },
  { id: "inventory", progressPercent: 100, camera: [0, 5, 5] },
] as const satisfies readonly { id: string; progressPercent: number; camera: readonly [number, number, number] }[];

export type LayerId = (typeof inventoryLayers)[number]["id"];

/** Zoom distance of the 3D camera. */
export const zoomDistance = { min: 3, max: 50 } as const;

/** The health legend of the AI-analysis layer, best to worst. */
export const healthClasses = ["veryGood", "good", "medium", "bad", "dead"] as const;
export type HealthClass = (typeof healthClasses)[number];

export const healthColours: Record<HealthClass, string> = {
  veryGood: "#1f9d55",
  good: "#8ccf4d",
  medium: "#f2c14e",
  bad: "#e8743b",
  dead: "#9a8c7a",
};

/** Crown colours of the species in their natural look (drone and inventory layers, the 2D drawing, the summary). */
export const speciesColours: Record<TreeSpecies, string> = {
  spruce: "#1f4d33",
  pine: "#4f7a3a",
  beech: "#6fa043",
  oak: "#8aa23c",
  maple: "#5d9a3c",
  birch: "#a4c15a",
  deadTree: "#8f8470",
};

/** Only the AI-analysis layer shows the health legend. */
export function showsHealthLegend(layer: LayerId): boolean {
  return layer === "analysis";
}
