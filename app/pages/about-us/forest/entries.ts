/**
 * The interactive forest's layout: which trees and animals it holds, where they stand, and the
 * seeded terrain and ground cover around them. Pure data and arithmetic (no three.js), so the page,
 * the scene chunk and the tests share one source. Scene units: the terrain spans 100 × 100 units
 * (−50…50 on x and z), y is up; the entries stand near the centre, where the camera looks.
 */

export const treeTypes = ["pine", "oak", "birch", "maple", "spruce", "beech", "deadTree"] as const;
export const animalTypes = ["deer", "fox", "rabbit", "squirrel", "boar", "owl"] as const;

export type TreeType = (typeof treeTypes)[number];
export type AnimalType = (typeof animalTypes)[number];
export type EntryId = TreeType | AnimalType;
export type EntryKind = "tree" | "animal";

export interface EntryLayout {
  id: EntryId;
  kind: EntryKind;
  /** Foot of the model on the ground plane: [x, z]; its height is the terrain's there (plus `perch`). */
  position: [number, number];
  /** Uniform scale of the model. */
  scale: number;
  /** Trees: height of the model in scene units (stylised, not to scale with the animals). */
  height: number;
  /** Turn about the vertical axis, radians. */
  rotation: number;
  /** Sits this far above the ground (the owl on the dead tree's branch). */
  perch?: number;
}

/** Trees in a loose arc behind, animals in the clearing in front: from the starting view none hides another. */
export const entries: readonly EntryLayout[] = [
  { id: "spruce", kind: "tree", position: [-10, -7], scale: 1, height: 9.5, rotation: 0.3 },
  { id: "pine", kind: "tree", position: [-4.5, -9.5], scale: 1, height: 9, rotation: 1.1 },
  { id: "beech", kind: "tree", position: [1.5, -7.5], scale: 1, height: 8.5, rotation: 2.2 },
  { id: "oak", kind: "tree", position: [8, -5.5], scale: 1, height: 7.5, rotation: 0.7 },
  { id: "birch", kind: "tree", position: [-8, -1], scale: 1, height: 7.5, rotation: 1.9 },
  { id: "maple", kind: "tree", position: [4.5, -1], scale: 1, height: 7, rotation: 2.8 },
  { id: "deadTree", kind: "tree", position: [11, 1], scale: 1, height: 5.5, rotation: 0.2 },
  { id: "deer", kind: "animal", position: [-2.5, 3.5], scale: 1.3, height: 0, rotation: 0.5 },
  { id: "fox", kind: "animal", position: [-7.5, 5.5], scale: 1.3, height: 0, rotation: -0.6 },
  { id: "rabbit", kind: "animal", position: [2, 7], scale: 1.6, height: 0, rotation: 2.4 },
  { id: "squirrel", kind: "animal", position: [6.5, 3], scale: 1.8, height: 0, rotation: -2.2 },
  { id: "boar", kind: "animal", position: [8.5, 7.5], scale: 1.3, height: 0, rotation: -2.6 },
  { id: "owl", kind: "animal", position: [11.55, 1.1], scale: 1.5, height: 0, rotation: 0.4, perch: 3.7 },
];

export const entryIds: readonly EntryId[] = entries.map((e) => e.id);

export function isEntryId(value: unknown): value is EntryId {
  return typeof value === "string" && (entryIds as readonly string[]).includes(value);
}

export const TERRAIN_SIZE = 100;
export const TERRAIN_SEGMENTS = 64;
export const FOREST_SEED = 20_130;

/** Mulberry32: a small, fast, deterministic generator; the same seed gives the same sequence everywhere. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A lattice point's value in [0, 1), from integer hashing only (no floating-point drift between engines). */
function lattice(ix: number, iz: number, seed: number): number {
  let h = Math.imul(ix, 374_761_393) ^ Math.imul(iz, 668_265_263) ^ Math.imul(seed, 1_274_126_177);
  h = Math.imul(h ^ (h >>> 13), 1_274_126_177);
  return ((h ^ (h >>> 16)) >>> 0) / 4_294_967_296;
}

const smooth = (t: number) => t * t * (3 - 2 * t);

/** Smooth value noise in [0, 1). */
function valueNoise(x: number, z: number, seed: number): number {
  const ix = Math.floor(x);
  const iz = Math.floor(z);
  const fx = smooth(x - ix);
  const fz = smooth(z - iz);
  const a = lattice(ix, iz, seed);
  const b = lattice(ix + 1, iz, seed);
  const c = lattice(ix, iz + 1, seed);
  const d = lattice(ix + 1, iz + 1, seed);
  return a + (b - a) * fx + (c - a) * fz + (a - b - c + d) * fx * fz;
}

/**
 * The ground's height at (x, z): gentle hills from two octaves of seeded noise, nearly flat in the
 * clearing where the entries stand and rising towards the edge, so the forest sits in a shallow bowl.
 */
export function terrainHeight(x: number, z: number, seed = FOREST_SEED): number {
  const n = valueNoise(x / 14, z / 14, seed) * 0.7 + valueNoise(x / 5, z / 5, seed + 1) * 0.3;
  const r = Math.hypot(x, z);
  const rim = Math.min(1, Math.max(0, (r - 14) / 30));
  return (n - 0.5) * (0.8 + 5 * rim) + rim * rim * 4;
}

export interface Scatter {
  position: [number, number];
  rotation: number;
  scale: number;
}

export interface GroundCover {
  grass: Scatter[];
  rocks: Scatter[];
  flowers: Scatter[];
  /** Plain trees (not entries) that turn the clearing into a forest: conifers and broadleaves. */
  backdrop: (Scatter & { conifer: boolean })[];
}

export const groundCoverCounts = { grass: 50, rocks: 20, flowers: 30, backdrop: 46 } as const;

/** Keeps scattered things off the entries, so nothing covers a model the visitor should click. */
const clearOfEntries = (x: number, z: number, gap: number) => entries.every((e) => Math.hypot(e.position[0] - x, e.position[1] - z) >= gap);

function scatter(random: () => number, count: number, minR: number, maxR: number, gap: number, scale: [number, number]): Scatter[] {
  const out: Scatter[] = [];
  // Bounded: positions too close to an entry are drawn again, at most 50 times per item.
  for (let tries = 0; out.length < count && tries < count * 50; tries++) {
    const angle = random() * Math.PI * 2;
    const r = minR + Math.sqrt(random()) * (maxR - minR);
    const x = Math.cos(angle) * r;
    const z = Math.sin(angle) * r;
    const rotation = random() * Math.PI * 2;
    const s = scale[0] + random() * (scale[1] - scale[0]);
    if (!clearOfEntries(x, z, gap)) continue;
    out.push({ position: [round(x), round(z)], rotation: round(rotation), scale: round(s) });
  }
  return out;
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/** The ground cover for a seed: always the same for the same seed. */
export function groundCover(seed = FOREST_SEED): GroundCover {
  const random = seededRandom(seed);
  const grass = scatter(random, groundCoverCounts.grass, 2, 26, 1.4, [0.7, 1.3]);
  const rocks = scatter(random, groundCoverCounts.rocks, 3, 34, 2, [0.4, 1.2]);
  const flowers = scatter(random, groundCoverCounts.flowers, 2, 20, 1.2, [0.7, 1.2]);
  // Behind and beside the clearing (never between the camera's start and the entries, which face +z).
  const backdrop = scatter(random, groundCoverCounts.backdrop * 3, 17, 46, 4, [0.8, 1.35])
    .filter((s) => !(s.position[1] > 0 && Math.abs(s.position[0]) < 22))
    .slice(0, groundCoverCounts.backdrop)
    .map((s, i) => ({ ...s, conifer: i % 5 < 3 }));
  return { grass, rocks, flowers, backdrop };
}
