/**
 * Low-poly models of the interactive forest, built in code (nothing is fetched at run time). Each model
 * is one merged geometry with a colour per vertex, so every tree and animal is a single draw call sharing
 * one flat-shaded material. Models stand on their foot at the origin and face +x. Imported only by the
 * scene module (three.js lives in its lazy chunk).
 */
import * as THREE from "three";
import type { AnimalType, TreeType } from "./entries";

type Vec3 = [number, number, number];

interface Place {
  at?: Vec3;
  /** Euler angles, radians. */
  rot?: Vec3;
  scale?: Vec3;
}

/** Hash of a quantised point: coincident vertices of neighbouring faces move alike, so jitter never tears a mesh. */
function hash3(x: number, y: number, z: number, seed: number): number {
  let h = Math.imul(Math.round(x * 1000), 374_761_393) ^ Math.imul(Math.round(y * 1000), 668_265_263);
  h ^= Math.imul(Math.round(z * 1000), 2_246_822_519) ^ Math.imul(seed, 3_266_489_917);
  h = Math.imul(h ^ (h >>> 13), 1_274_126_177);
  return ((h ^ (h >>> 16)) >>> 0) / 4_294_967_296 - 0.5;
}

const scratchColor = new THREE.Color();

/** A primitive placed, coloured and ready to merge: non-indexed, position + normal + colour only. */
function part(source: THREE.BufferGeometry, color: string, place: Place = {}, jitter = 0, seed = 1): THREE.BufferGeometry {
  const geometry = source.index ? source.toNonIndexed() : source;
  if (geometry !== source) source.dispose();
  geometry.deleteAttribute("uv");
  if (jitter > 0) {
    const pos = geometry.getAttribute("position") as THREE.BufferAttribute;
    for (let i = 0; i < pos.count; i++) {
      const x = pos.getX(i);
      const y = pos.getY(i);
      const z = pos.getZ(i);
      pos.setXYZ(i, x + hash3(x, y, z, seed) * jitter, y + hash3(y, z, x, seed + 1) * jitter, z + hash3(z, x, y, seed + 2) * jitter);
    }
  }
  const matrix = new THREE.Matrix4().compose(
    new THREE.Vector3(...(place.at ?? [0, 0, 0])),
    new THREE.Quaternion().setFromEuler(new THREE.Euler(...(place.rot ?? [0, 0, 0]))),
    new THREE.Vector3(...(place.scale ?? [1, 1, 1])),
  );
  geometry.applyMatrix4(matrix);
  geometry.computeVertexNormals();
  scratchColor.set(color);
  const count = geometry.getAttribute("position").count;
  const colors = new Float32Array(count * 3);
  for (let i = 0; i < count; i++) colors.set([scratchColor.r, scratchColor.g, scratchColor.b], i * 3);
  geometry.setAttribute("color", new THREE.BufferAttribute(colors, 3));
  return geometry;
}

/** Concatenates parts (all non-indexed with the same attributes) into one geometry. */
export function merge(parts: THREE.BufferGeometry[]): THREE.BufferGeometry {
  const merged = new THREE.BufferGeometry();
  for (const name of ["position", "normal", "color"]) {
    const total = parts.reduce((n, p) => n + p.getAttribute(name).count * 3, 0);
    const data = new Float32Array(total);
    let offset = 0;
    for (const p of parts) {
      const array = p.getAttribute(name).array as Float32Array;
      data.set(array, offset);
      offset += array.length;
    }
    merged.setAttribute(name, new THREE.BufferAttribute(data, 3));
  }
  for (const p of parts) p.dispose();
  merged.computeBoundingSphere();
  merged.computeBoundingBox();
  return merged;
}

const cylinder = (top: number, bottom: number, height: number, segments = 7) =>
  new THREE.CylinderGeometry(top, bottom, height, segments, 1);
const cone = (radius: number, height: number, segments = 8) => new THREE.ConeGeometry(radius, height, segments, 1);
const blob = (radius: number, detail = 0) => new THREE.IcosahedronGeometry(radius, detail);
const ball = (radius: number) => new THREE.SphereGeometry(radius, 7, 5);

/** The palette: the site's forest, moss and bark tones (app/app.css), plus the animals' coats. */
export const palette = {
  needle: ["#1c4430", "#22553a", "#1f4a34", "#2a6a46"],
  leaf: ["#2a6a46", "#3b855a", "#4b9166"],
  beech: ["#4f9a6c", "#5ea47a", "#6aae84"],
  maple: ["#3f8a4f", "#559a4c", "#6aa84f"],
  birch: ["#8fbf3a", "#9fcb35", "#b5db56"],
  bark: "#5b4332",
  barkDark: "#4a3a2c",
  pineLow: "#6b5040",
  pineHigh: "#b5683f",
  birchBark: "#f2eee8",
  beechBark: "#8d918a",
  dead: "#7a6f63",
  ink: "#2e2a25",
  fungus: "#d9b06a",
  moss: "#5ea47a",
  deer: "#a9744f",
  deerLeg: "#8a5a3b",
  fox: "#d9772b",
  foxDark: "#3a2a20",
  cream: "#faf8f5",
  rabbit: "#9c8468",
  rabbitLight: "#b39b7e",
  squirrel: "#c4622f",
  squirrelTail: "#b8562a",
  boar: "#4a3b30",
  boarDark: "#2f2620",
  snout: "#7d6655",
  owl: "#8a6a4a",
  owlFace: "#d6b58c",
  beak: "#e9c46a",
} as const;

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length]!;

/** A crown of jittered blobs: [x, y, z, radius] in units of the tree's height. */
function crown(h: number, blobs: [number, number, number, number][], colors: readonly string[], squash = 1, seed = 1) {
  return blobs.map(([x, y, z, r], i) =>
    part(blob(r * h, 1), pick(colors, i), { at: [x * h, y * h, z * h], scale: [1, squash, 1] }, r * h * 0.18, seed + i),
  );
}

function spruce(h: number) {
  const parts = [part(cylinder(0.16, 0.26, 0.3 * h), palette.barkDark, { at: [0, 0.15 * h, 0] })];
  for (let i = 0; i < 4; i++) {
    const height = (0.36 - i * 0.045) * h;
    const bottom = (0.14 + i * 0.2) * h;
    parts.push(
      part(
        cone((0.25 - i * 0.052) * h, height, 8),
        pick(palette.needle, i),
        { at: [0, bottom + height / 2, 0], rot: [0, i * 0.4, 0] },
        0.12,
        10 + i,
      ),
    );
  }
  return parts;
}

function pine(h: number) {
  return [
    part(cylinder(0.17, 0.27, 0.46 * h), palette.pineLow, { at: [0, 0.23 * h, 0] }),
    part(cylinder(0.09, 0.17, 0.34 * h), palette.pineHigh, { at: [0, 0.63 * h, 0] }),
    part(cylinder(0.04, 0.07, 0.16 * h, 5), palette.pineHigh, { at: [0.07 * h, 0.74 * h, 0], rot: [0, 0, -0.9] }),
    part(cylinder(0.04, 0.07, 0.14 * h, 5), palette.pineHigh, { at: [-0.06 * h, 0.72 * h, 0.02 * h], rot: [0.2, 0, 0.9] }),
    ...crown(
      h,
      [
        [0, 0.86, 0, 0.15],
        [0.13, 0.8, 0.04, 0.11],
        [-0.12, 0.79, -0.05, 0.1],
        [0.02, 0.96, -0.02, 0.09],
        [-0.03, 0.82, 0.12, 0.09],
      ],
      palette.needle.slice(1),
      0.55,
      20,
    ),
  ];
}

function oak(h: number) {
  return [
    part(cylinder(0.3, 0.5, 0.46 * h), palette.bark, { at: [0, 0.23 * h, 0] }),
    part(cylinder(0.1, 0.18, 0.26 * h, 5), palette.bark, { at: [0.1 * h, 0.5 * h, 0], rot: [0, 0, -0.7] }),
    part(cylinder(0.1, 0.18, 0.24 * h, 5), palette.bark, { at: [-0.09 * h, 0.5 * h, 0.03 * h], rot: [0.2, 0, 0.7] }),
    ...crown(
      h,
      [
        [0, 0.72, 0, 0.24],
        [0.24, 0.62, 0.05, 0.17],
        [-0.24, 0.63, -0.04, 0.18],
        [0.04, 0.63, 0.23, 0.16],
        [-0.03, 0.65, -0.23, 0.16],
        [0.02, 0.9, 0.02, 0.13],
      ],
      palette.leaf,
      0.8,
      30,
    ),
  ];
}

function birch(h: number) {
  const parts = [part(cylinder(0.09, 0.15, 0.86 * h), palette.birchBark, { at: [0, 0.43 * h, 0] })];
  // The black marks of the white bark.
  for (let i = 0; i < 7; i++) {
    const angle = i * 2.3;
    const r = 0.14 - (i / 7) * 0.05;
    parts.push(
      part(new THREE.BoxGeometry(0.12, 0.04, 0.06), palette.ink, {
        at: [Math.cos(angle) * r, (0.08 + i * 0.075) * h, Math.sin(angle) * r],
        rot: [0, -angle, 0],
      }),
    );
  }
  return [
    ...parts,
    ...crown(
      h,
      [
        [0, 0.74, 0, 0.15],
        [0.08, 0.58, 0.03, 0.11],
        [-0.07, 0.62, -0.04, 0.1],
        [0.01, 0.9, 0, 0.09],
      ],
      palette.birch,
      1.45,
      40,
    ),
  ];
}

function maple(h: number) {
  return [
    part(cylinder(0.2, 0.34, 0.44 * h), "#6d5b4a", { at: [0, 0.22 * h, 0] }),
    ...crown(
      h,
      [
        [0, 0.68, 0, 0.27],
        [0.21, 0.56, 0.06, 0.16],
        [-0.2, 0.58, 0, 0.16],
        [0, 0.57, -0.2, 0.15],
        [0.02, 0.58, 0.19, 0.14],
      ],
      palette.maple,
      0.95,
      50,
    ),
  ];
}

function beech(h: number) {
  return [
    part(cylinder(0.24, 0.38, 0.52 * h), palette.beechBark, { at: [0, 0.26 * h, 0] }),
    ...crown(
      h,
      [
        [0, 0.72, 0, 0.23],
        [0.19, 0.6, 0.05, 0.16],
        [-0.18, 0.62, -0.05, 0.17],
        [0, 0.56, 0.19, 0.14],
        [0.01, 0.58, -0.19, 0.14],
      ],
      palette.beech,
      1.3,
      60,
    ),
  ];
}

/** A dead tree with a broken top, bare branches (one carries the owl), bracket fungi, a woodpecker hole, and a fallen log beside it. */
function deadTree(h: number) {
  return [
    part(cylinder(0.18, 0.32, h, 7), palette.dead, { at: [0, h / 2, 0] }, 0.04, 70),
    part(cylinder(0.05, 0.16, 0.5, 5), palette.dead, { at: [0.06, h + 0.2, 0], rot: [0, 0, -0.35] }),
    // The owl's branch: towards +x at 3.6 units.
    part(cylinder(0.05, 0.09, 1.2, 5), palette.dead, { at: [0.6, 3.6, 0], rot: [0, 0, -1.45] }),
    part(cylinder(0.04, 0.08, 1.3, 5), palette.dead, { at: [-0.5, 2.85, 0.1], rot: [0.2, 0, 0.95] }),
    part(cylinder(0.03, 0.07, 1.0, 5), palette.dead, { at: [0.05, 4.5, -0.4], rot: [-0.9, 0, 0] }),
    part(cylinder(0.02, 0.04, 0.5, 4), palette.dead, { at: [-0.88, 3.35, 0.18], rot: [0, 0, 0.35] }),
    part(new THREE.CylinderGeometry(0.3, 0.3, 0.06, 8, 1, false, 0, Math.PI), palette.fungus, { at: [0, 1.2, 0.18], rot: [0, Math.PI, 0] }),
    part(new THREE.CylinderGeometry(0.22, 0.22, 0.05, 8, 1, false, 0, Math.PI), palette.fungus, {
      at: [0.02, 1.55, 0.16],
      rot: [0, Math.PI, 0],
    }),
    part(ball(0.1), palette.ink, { at: [0.02, 2.3, 0.19], scale: [0.8, 1.2, 0.5] }),
    // The fallen log, with moss on top.
    part(cylinder(0.24, 0.28, 3.2, 7), "#8d7f6e", { at: [-0.9, 0.26, 1.5], rot: [0, 0.5, Math.PI / 2] }, 0.04, 71),
    part(blob(0.38, 1), palette.moss, { at: [-1.3, 0.44, 1.7], scale: [1.6, 0.35, 0.9], rot: [0, 0.5, 0] }, 0.06, 72),
    part(blob(0.3, 1), palette.moss, { at: [-0.1, 0.44, 1.1], scale: [1.2, 0.3, 0.8], rot: [0, 0.5, 0] }, 0.05, 73),
  ];
}

function deer() {
  const legs: Vec3[] = [
    [0.28, 0.28, 0.1],
    [0.28, 0.28, -0.1],
    [-0.28, 0.28, 0.1],
    [-0.28, 0.28, -0.1],
  ];
  return [
    part(cylinder(0.17, 0.19, 0.72, 7), palette.deer, { at: [0, 0.64, 0], rot: [0, 0, Math.PI / 2] }, 0.02, 80),
    part(cylinder(0.06, 0.09, 0.4, 6), palette.deer, { at: [0.4, 0.88, 0], rot: [0, 0, -0.6] }),
    part(blob(0.11, 1), palette.deer, { at: [0.52, 1.06, 0], scale: [1.5, 0.9, 0.85] }),
    part(ball(0.035), palette.ink, { at: [0.68, 1.03, 0] }),
    part(cone(0.04, 0.13, 5), palette.deer, { at: [0.46, 1.18, 0.07], rot: [0.4, 0, 0.3] }),
    part(cone(0.04, 0.13, 5), palette.deer, { at: [0.46, 1.18, -0.07], rot: [-0.4, 0, 0.3] }),
    part(cylinder(0.012, 0.02, 0.2, 4), "#6d5137", { at: [0.5, 1.24, 0.03], rot: [0.15, 0, 0.1] }),
    part(cylinder(0.012, 0.02, 0.2, 4), "#6d5137", { at: [0.5, 1.24, -0.03], rot: [-0.15, 0, 0.1] }),
    part(ball(0.11), palette.cream, { at: [-0.36, 0.68, 0], scale: [0.5, 1, 1.1] }),
    ...legs.map((at) => part(cylinder(0.025, 0.035, 0.56, 5), palette.deerLeg, { at })),
  ];
}

function fox() {
  const legs: Vec3[] = [
    [0.2, 0.12, 0.07],
    [0.2, 0.12, -0.07],
    [-0.2, 0.12, 0.07],
    [-0.2, 0.12, -0.07],
  ];
  return [
    part(cylinder(0.1, 0.11, 0.52, 7), palette.fox, { at: [0, 0.32, 0], rot: [0, 0, Math.PI / 2] }, 0.01, 90),
    part(blob(0.1, 1), palette.fox, { at: [0.32, 0.42, 0], scale: [1.1, 0.9, 0.9] }),
    part(cone(0.06, 0.18, 6), palette.fox, { at: [0.45, 0.39, 0], rot: [0, 0, -Math.PI / 2] }),
    part(ball(0.025), palette.ink, { at: [0.54, 0.39, 0] }),
    part(cone(0.045, 0.1, 4), palette.foxDark, { at: [0.3, 0.53, 0.05] }),
    part(cone(0.045, 0.1, 4), palette.foxDark, { at: [0.3, 0.53, -0.05] }),
    part(ball(0.075), palette.cream, { at: [0.22, 0.28, 0], scale: [0.9, 1, 0.9] }),
    part(blob(0.1, 1), palette.fox, { at: [-0.42, 0.26, 0], scale: [2, 0.85, 0.85], rot: [0, 0, 0.35] }),
    part(ball(0.07), palette.cream, { at: [-0.62, 0.18, 0] }),
    ...legs.map((at) => part(cylinder(0.02, 0.025, 0.24, 5), palette.foxDark, { at })),
  ];
}

function rabbit() {
  return [
    part(blob(0.14, 1), palette.rabbit, { at: [0, 0.14, 0], scale: [1.25, 1, 1] }, 0.01, 100),
    part(blob(0.085, 1), palette.rabbitLight, { at: [0.14, 0.27, 0] }),
    part(cylinder(0.02, 0.035, 0.2, 5), palette.rabbitLight, { at: [0.11, 0.42, 0.035], rot: [0.2, 0, 0.3] }),
    part(cylinder(0.02, 0.035, 0.2, 5), palette.rabbitLight, { at: [0.11, 0.42, -0.035], rot: [-0.2, 0, 0.3] }),
    part(ball(0.018), palette.ink, { at: [0.2, 0.29, 0.05] }),
    part(ball(0.018), palette.ink, { at: [0.2, 0.29, -0.05] }),
    part(ball(0.045), palette.cream, { at: [-0.18, 0.15, 0] }),
  ];
}

function squirrel() {
  return [
    part(blob(0.07, 1), palette.squirrel, { at: [0, 0.1, 0], scale: [1, 1.3, 0.9] }),
    part(ball(0.04), palette.cream, { at: [0.04, 0.1, 0], scale: [0.6, 1.2, 0.9] }),
    part(blob(0.05, 1), palette.squirrel, { at: [0.06, 0.21, 0] }),
    part(cone(0.018, 0.05, 4), palette.squirrelTail, { at: [0.05, 0.27, 0.025] }),
    part(cone(0.018, 0.05, 4), palette.squirrelTail, { at: [0.05, 0.27, -0.025] }),
    part(ball(0.012), palette.ink, { at: [0.1, 0.22, 0.025] }),
    part(ball(0.012), palette.ink, { at: [0.1, 0.22, -0.025] }),
    part(blob(0.05, 1), palette.squirrelTail, { at: [-0.08, 0.09, 0] }, 0.008, 110),
    part(blob(0.06, 1), palette.squirrelTail, { at: [-0.13, 0.19, 0] }, 0.008, 111),
    part(blob(0.055, 1), palette.squirrelTail, { at: [-0.1, 0.29, 0] }, 0.008, 112),
  ];
}

function boar() {
  const legs: Vec3[] = [
    [0.3, 0.15, 0.12],
    [0.3, 0.15, -0.12],
    [-0.3, 0.15, 0.12],
    [-0.3, 0.15, -0.12],
  ];
  return [
    part(blob(0.33, 1), palette.boar, { at: [0, 0.52, 0], scale: [1.5, 0.95, 0.8] }, 0.04, 120),
    part(new THREE.BoxGeometry(0.7, 0.08, 0.1), palette.boarDark, { at: [0.05, 0.82, 0], rot: [0, 0, -0.08] }),
    part(cone(0.2, 0.46, 6), palette.boar, { at: [0.62, 0.46, 0], rot: [0, 0, -Math.PI / 2 - 0.25] }, 0.02, 121),
    part(cylinder(0.06, 0.06, 0.05, 7), palette.snout, { at: [0.84, 0.4, 0], rot: [0, 0, Math.PI / 2] }),
    part(cone(0.06, 0.13, 4), palette.boarDark, { at: [0.5, 0.66, 0.09], rot: [0.3, 0, -0.3] }),
    part(cone(0.06, 0.13, 4), palette.boarDark, { at: [0.5, 0.66, -0.09], rot: [-0.3, 0, -0.3] }),
    part(cone(0.015, 0.07, 4), palette.cream, { at: [0.76, 0.4, 0.06], rot: [0, 0, -0.3] }),
    part(cone(0.015, 0.07, 4), palette.cream, { at: [0.76, 0.4, -0.06], rot: [0, 0, -0.3] }),
    part(ball(0.022), palette.ink, { at: [0.6, 0.56, 0.12] }),
    part(ball(0.022), palette.ink, { at: [0.6, 0.56, -0.12] }),
    ...legs.map((at) => part(cylinder(0.04, 0.05, 0.32, 5), palette.boarDark, { at })),
  ];
}

function owl() {
  return [
    part(blob(0.15, 1), palette.owl, { at: [0, 0.2, 0], scale: [0.95, 1.35, 0.95] }, 0.01, 130),
    part(blob(0.13, 1), palette.owl, { at: [0, 0.46, 0] }),
    part(ball(0.06), palette.owlFace, { at: [0.09, 0.47, 0.05], scale: [0.5, 1, 1] }),
    part(ball(0.06), palette.owlFace, { at: [0.09, 0.47, -0.05], scale: [0.5, 1, 1] }),
    part(ball(0.026), palette.ink, { at: [0.125, 0.48, 0.05] }),
    part(ball(0.026), palette.ink, { at: [0.125, 0.48, -0.05] }),
    part(cone(0.02, 0.05, 4), palette.beak, { at: [0.13, 0.43, 0], rot: [0, 0, Math.PI] }),
    part(ball(0.08), palette.owlFace, { at: [0.08, 0.22, 0], scale: [0.5, 1.3, 1] }),
  ];
}

const treeBuilders: Record<TreeType, (h: number) => THREE.BufferGeometry[]> = { spruce, pine, oak, birch, maple, beech, deadTree };
const animalBuilders: Record<AnimalType, () => THREE.BufferGeometry[]> = { deer, fox, rabbit, squirrel, boar, owl };

export function treeGeometry(type: TreeType, height: number): THREE.BufferGeometry {
  return merge(treeBuilders[type](height));
}

export function animalGeometry(type: AnimalType): THREE.BufferGeometry {
  return merge(animalBuilders[type]());
}

/** Ground cover and backdrop: small geometries drawn many times (instanced), white so the instance colour shows. */
export function grassGeometry() {
  const blades = [0, 1, 2, 3, 4].map((i) =>
    part(cone(0.05, 0.5 + (i % 3) * 0.12, 3), "#ffffff", {
      at: [Math.cos(i * 1.3) * 0.1, 0.25, Math.sin(i * 1.3) * 0.1],
      rot: [Math.cos(i) * 0.3, 0, Math.sin(i) * 0.3],
    }),
  );
  return merge(blades);
}

export function rockGeometry() {
  return merge([part(new THREE.DodecahedronGeometry(0.5, 0), "#ffffff", { at: [0, 0.15, 0], scale: [1.2, 0.7, 1] }, 0.2, 140)]);
}

export function flowerGeometry() {
  return merge([
    part(cylinder(0.012, 0.012, 0.3, 3), "#4b8a4f", { at: [0, 0.15, 0] }),
    part(blob(0.07, 0), "#ffffff", { at: [0, 0.32, 0], scale: [1, 0.6, 1] }),
  ]);
}

/** A plain background tree: a conifer cone stack or a round broadleaf, with its trunk, 1 unit tall before scaling. */
export function backdropGeometry(conifer: boolean) {
  if (conifer) {
    return merge([
      part(cylinder(0.025, 0.04, 0.2), "#6b5a48", { at: [0, 0.1, 0] }),
      part(cone(0.22, 0.55, 7), "#ffffff", { at: [0, 0.42, 0] }),
      part(cone(0.16, 0.42, 7), "#ffffff", { at: [0, 0.7, 0] }),
    ]);
  }
  return merge([
    part(cylinder(0.03, 0.05, 0.35), "#6b5a48", { at: [0, 0.17, 0] }),
    part(blob(0.26, 1), "#ffffff", { at: [0, 0.55, 0], scale: [1, 0.9, 1] }, 0.04, 150),
  ]);
}
