import * as THREE from "three";
import { describe, expect, it } from "vitest";
import { boxCorners, fitDistance, framedCamera, plotBox } from "../../app/pages/forest-inventory/camera-framing";
import { inventoryLayers, zoomDistance } from "../../app/pages/forest-inventory/layers";

const FOV = 45;
// Phone (tall box) to wide desktop.
const aspects = [0.46, 0.75, 1.0, 1.6, 2.4];

/** The plot's corners through a three.js camera at `position`, looking at the centre: normalised device coordinates. */
function projectCorners(position: [number, number, number], aspect: number) {
  const camera = new THREE.PerspectiveCamera(FOV, aspect, 0.1, 500);
  camera.position.set(...position);
  camera.lookAt(0, 0, 0);
  camera.updateMatrixWorld();
  return boxCorners(plotBox).map((c) => new THREE.Vector3(...c).project(camera));
}

describe("framedCamera", () => {
  for (const layer of inventoryLayers) {
    for (const aspect of aspects) {
      it(`keeps every corner of the plot in view: ${layer.id}, aspect ${aspect}`, () => {
        const position = framedCamera({ preferred: layer.camera, aspect, fov: FOV, maxDistance: zoomDistance.max });
        for (const p of projectCorners(position, aspect)) {
          expect(Math.abs(p.x)).toBeLessThanOrEqual(0.92 + 1e-9);
          expect(Math.abs(p.y)).toBeLessThanOrEqual(0.92 + 1e-9);
          // In front of the camera, inside its depth range.
          expect(p.z).toBeGreaterThan(-1);
          expect(p.z).toBeLessThan(1);
        }
        // The spec's direction (from the south, 45° up) is kept; the camera never comes nearer than the spec puts it.
        const [x, y, z] = position;
        expect(x).toBeCloseTo(0, 9);
        expect(y).toBeCloseTo(z, 9);
        expect(Math.hypot(x, y, z)).toBeGreaterThanOrEqual(Math.hypot(...layer.camera) - 1e-9);
        expect(Math.hypot(x, y, z)).toBeLessThanOrEqual(zoomDistance.max);
      });
    }
  }

  it("is tight: a little nearer than the fitted distance, a corner leaves the view", () => {
    for (const aspect of aspects) {
      const d = fitDistance({ preferred: [0, 5, 5], aspect, fov: FOV });
      const nearer = (d * 0.97) / Math.SQRT2;
      const outside = projectCorners([0, nearer, nearer], aspect).some((p) => Math.abs(p.x) > 0.92 || Math.abs(p.y) > 0.92);
      expect(outside).toBe(true);
    }
  });

  it("a tall box needs the camera further back than a wide one", () => {
    const tall = fitDistance({ preferred: [0, 8, 8], aspect: 0.46, fov: FOV });
    const wide = fitDistance({ preferred: [0, 8, 8], aspect: 1.6, fov: FOV });
    expect(tall).toBeGreaterThan(wide * 1.5);
  });

  it("keeps the spec's positions where they already show the whole plot (the satellite view on a desktop)", () => {
    expect(framedCamera({ preferred: [0, 15, 15], aspect: 1.6, fov: FOV })).toEqual([0, 15, 15]);
  });
});
