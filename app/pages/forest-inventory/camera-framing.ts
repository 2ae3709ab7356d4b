/**
 * Where the inventory scene's camera stands for a layer, so that the whole plot is in view at any shape
 * of the scene box (tall on phones, wide on desktops). Pure maths without three: the scene module and the
 * unit tests use the same function.
 *
 * Each layer keeps the direction of its camera in the spec (from the south, 45° above the ground) and,
 * where the box allows, the spec's distance; where that distance would cut off part of the plot, the
 * camera moves back along the same line until every corner of the plot's box fits.
 */
import { demoTrees, PLOT_HALF, sceneHeight } from "./demo-forest";

export type Vec3 = readonly [number, number, number];

export interface Box3 {
  min: Vec3;
  max: Vec3;
}

/** The plot as the camera must show it: the ground block (0.5 units deep) and the tallest tree on it. */
export const plotBox: Box3 = {
  min: [-PLOT_HALF, -0.5, -PLOT_HALF],
  max: [PLOT_HALF, Math.max(...demoTrees.map(sceneHeight)), PLOT_HALF],
};

/** The eight corners of a box. */
export function boxCorners({ min, max }: Box3): Vec3[] {
  const corners: Vec3[] = [];
  for (const x of [min[0], max[0]]) for (const y of [min[1], max[1]]) for (const z of [min[2], max[2]]) corners.push([x, y, z]);
  return corners;
}

const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Vec3, b: Vec3): Vec3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const length = (a: Vec3) => Math.hypot(a[0], a[1], a[2]);
const scale = (a: Vec3, k: number): Vec3 => [a[0] * k, a[1] * k, a[2] * k];
const normalise = (a: Vec3) => scale(a, 1 / length(a));

export interface FramingInput {
  /** The camera's position in the spec: its direction from the target is kept, its distance is the least one used. */
  preferred: Vec3;
  /** The point the camera looks at. */
  target?: Vec3;
  /** What must be in view. */
  box?: Box3;
  /** Width / height of the view. */
  aspect: number;
  /** Vertical field of view, degrees. */
  fov: number;
  /** Share of the half-view kept free round the box (0.08: the corners stay within 92 % of the way to the edge). */
  margin?: number;
}

/**
 * The least distance from the target, along the direction of `preferred`, at which every corner of the box
 * lies inside the view (with the margin).
 *
 * With the camera at T + d·v (v the unit direction, looking at T along f = −v), a point p has its
 * sideways offset x = (p−T)·right and its upward offset y = (p−T)·up whatever d is, and its depth
 * z = (p−T)·f + d. It shows inside the view when |x| ≤ k·z·tan(fov/2)·aspect and |y| ≤ k·z·tan(fov/2),
 * with k = 1 − margin: a least depth per corner, hence a least distance.
 */
export function fitDistance({ preferred, target = [0, 0, 0], box = plotBox, aspect, fov, margin = 0.08 }: FramingInput): number {
  const v = normalise(sub(preferred, target));
  const forward = scale(v, -1);
  // The view's right and up (the camera's up is the world's y, as three's lookAt has it).
  const right = normalise(cross(forward, [0, 1, 0]));
  const up = cross(right, forward);
  const tanHalf = Math.tan(((fov / 2) * Math.PI) / 180);
  const k = 1 - margin;
  let distance = 0;
  for (const corner of boxCorners(box)) {
    const p = sub(corner, target);
    const depth = Math.max(Math.abs(dot(p, right)) / (k * tanHalf * aspect), Math.abs(dot(p, up)) / (k * tanHalf));
    distance = Math.max(distance, depth - dot(p, forward));
  }
  return distance;
}

/** The camera position for a layer: the spec's position, or further back along the same line where that would cut off the plot. */
export function framedCamera(input: FramingInput & { maxDistance?: number }): [number, number, number] {
  const target = input.target ?? [0, 0, 0];
  const offset = sub(input.preferred, target);
  const preferredDistance = length(offset);
  const distance = Math.min(Math.max(preferredDistance, fitDistance(input)), input.maxDistance ?? Infinity);
  const v = scale(offset, distance / preferredDistance);
  return [target[0] + v[0], target[1] + v[1], target[2] + v[2]];
}
