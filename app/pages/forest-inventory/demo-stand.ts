import type { HealthClass } from "./layers";

type Species = "spruce" | "pine" | "beech" | "oak";

/**
 * A made-up sample stand for the hero's layer diagram (layer-stack.tsx): about sixty trees on a jittered grid,
 * a forest road and a clearing, a beetle-damaged spruce group in the north-east. Generated from a
 * fixed seed so that server and browser draw exactly the same picture.
 */
export interface DemoTree {
  id: number;
  x: number;
  y: number;
  /** Crown radius in view-box units. */
  r: number;
  species: Species;
  health: HealthClass;
  heightM: number;
}

export const STAND_WIDTH = 400;
export const STAND_HEIGHT = 260;

/** The forest road, as an SVG path across the stand. */
export const ROAD_PATH = "M-10 205 C 80 190, 130 150, 200 150 S 330 120, 410 60";
/** A clearing in the north-west. */
export const CLEARING = { cx: 70, cy: 70, rx: 34, ry: 26 };
/** Centre of the damaged spruce group. */
const HOTSPOT = { x: 318, y: 150 };

function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Distance from a point to the road, approximated by sampling the curve's polyline. */
const roadSamples: [number, number][] = [
  [-10, 205],
  [40, 196],
  [80, 184],
  [120, 166],
  [160, 154],
  [200, 150],
  [240, 146],
  [280, 134],
  [320, 116],
  [360, 94],
  [410, 60],
];
function nearRoad(x: number, y: number, margin: number): boolean {
  for (let i = 0; i < roadSamples.length - 1; i++) {
    const [x1, y1] = roadSamples[i]!;
    const [x2, y2] = roadSamples[i + 1]!;
    const dx = x2 - x1;
    const dy = y2 - y1;
    const t = Math.max(0, Math.min(1, ((x - x1) * dx + (y - y1) * dy) / (dx * dx + dy * dy)));
    const px = x1 + t * dx;
    const py = y1 + t * dy;
    if (Math.hypot(x - px, y - py) < margin) return true;
  }
  return false;
}

function inClearing(x: number, y: number): boolean {
  const { cx, cy, rx, ry } = CLEARING;
  return ((x - cx) / (rx + 8)) ** 2 + ((y - cy) / (ry + 8)) ** 2 < 1;
}

function generate(): DemoTree[] {
  const random = mulberry32(20250);
  const trees: DemoTree[] = [];
  const cols = 12;
  const rows = 8;
  const cellW = STAND_WIDTH / cols;
  const cellH = STAND_HEIGHT / rows;
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const x = round1((col + 0.5) * cellW + (random() - 0.5) * cellW * 0.6);
      const y = round1((row + 0.5) * cellH + (random() - 0.5) * cellH * 0.6);
      const skip = random() < 0.12;
      if (skip || nearRoad(x, y, 14) || inClearing(x, y)) continue;
      // Conifers dominate the east, broadleaves the west, with some mixing.
      const eastness = x / STAND_WIDTH + (random() - 0.5) * 0.5;
      const speciesRoll = random();
      const kind: Species =
        eastness > 0.55 ? (speciesRoll < 0.78 ? "spruce" : "pine") : speciesRoll < 0.6 ? "beech" : speciesRoll < 0.85 ? "oak" : "pine";
      const hot = Math.hypot(x - HOTSPOT.x, y - HOTSPOT.y);
      const healthRoll = random();
      let health: HealthClass;
      if (kind === "spruce" && hot < 38) health = healthRoll < 0.7 ? "dead" : "bad";
      else if (hot < 60) health = healthRoll < 0.5 ? "medium" : healthRoll < 0.8 ? "bad" : "good";
      else health = healthRoll < 0.5 ? "veryGood" : healthRoll < 0.85 ? "good" : healthRoll < 0.96 ? "medium" : "bad";
      const conifer = kind === "spruce" || kind === "pine";
      const r = round1((conifer ? 7.5 : 9.5) + random() * 3.5);
      // Keep every crown inside the picture.
      const cx = Math.min(Math.max(x, r + 1), STAND_WIDTH - r - 1);
      const cy = Math.min(Math.max(y, r + 1), STAND_HEIGHT - r - 1);
      const heightM = Math.round((conifer ? 24 : 21) + random() * 10 - (health === "dead" ? 2 : 0));
      trees.push({ id: trees.length + 1, x: cx, y: cy, r, species: kind, health, heightM });
    }
  }
  return trees;
}

export const demoTrees: readonly DemoTree[] = generate();
