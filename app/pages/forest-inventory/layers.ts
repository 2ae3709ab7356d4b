/**
 * The layers of the inventory visualisation on /forest-inventory: their order,
 * the progress bar each one shows, and where the 3D camera starts. The static fallback uses the
 * ids and progress; the three.js scene of a later issue reads the camera and zoom values.
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

export const species = ["spruce", "pine", "beech", "oak"] as const;
export type Species = (typeof species)[number];

/** Only the AI-analysis layer shows the health legend. */
export function showsHealthLegend(layer: LayerId): boolean {
  return layer === "analysis";
}
