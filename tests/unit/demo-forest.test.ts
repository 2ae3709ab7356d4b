import { describe, expect, it } from "vitest";
import { DEMO_SEED, demoForest, demoTrees, forestGrid, stemVolume, treeSpecies } from "../../app/pages/forest-inventory/demo-forest";
import { healthLabel } from "../../app/pages/forest-inventory/tree-health";

const seeds = Array.from({ length: 200 }, (_, i) => i + 1);
const living = (seed: number) => demoForest(seed).filter((t) => t.species !== "deadTree");

describe("demoForest", () => {
  it("builds the same forest from the same seed, and the page's forest from the page's seed", () => {
    expect(demoForest(42)).toEqual(demoForest(42));
    expect(demoForest(DEMO_SEED)).toEqual(demoTrees);
    expect(demoForest()).toEqual(demoTrees);
  });

  it("builds a different forest from a different seed", () => {
    expect(demoForest(1)).not.toEqual(demoForest(2));
    const layouts = new Set(seeds.slice(0, 20).map((seed) => JSON.stringify(demoForest(seed).map((t) => t.position))));
    expect(layouts.size).toBe(20);
  });

  it("plants at most one tree per cell of the 5 × 5 grid, each inside its cell", () => {
    const { cols, rows, spacing } = forestGrid;
    for (const seed of seeds) {
      const trees = living(seed);
      expect(trees.length).toBeLessThanOrEqual(cols * rows);
      const cells = trees.map((t) => {
        const col = Math.round(t.position[0] / spacing + (cols - 1) / 2);
        const row = Math.round(t.position[2] / spacing + (rows - 1) / 2);
        expect(Math.abs(t.position[0] - (col - (cols - 1) / 2) * spacing)).toBeLessThan(spacing / 2);
        expect(Math.abs(t.position[2] - (row - (rows - 1) / 2) * spacing)).toBeLessThan(spacing / 2);
        expect(col).toBeGreaterThanOrEqual(0);
        expect(col).toBeLessThan(cols);
        expect(row).toBeGreaterThanOrEqual(0);
        expect(row).toBeLessThan(rows);
        return `${col},${row}`;
      });
      expect(new Set(cells).size).toBe(cells.length);
    }
  });

  it("leaves about 20 % of the cells empty", () => {
    const skipped = seeds.map((seed) => 25 - living(seed).length);
    const share = skipped.reduce((a, b) => a + b, 0) / (skipped.length * 25);
    expect(share).toBeGreaterThan(0.17);
    expect(share).toBeLessThan(0.23);
    // The page's forest itself: 5 of 25 cells empty.
    expect(demoTrees.filter((t) => t.species !== "deadTree")).toHaveLength(20);
  });

  it("adds exactly 2 dead trees, with health 0, apart from every other tree", () => {
    for (const seed of seeds) {
      const trees = demoForest(seed);
      const dead = trees.filter((t) => t.species === "deadTree");
      expect(dead).toHaveLength(forestGrid.extraDead);
      for (const d of dead) {
        expect(d.health).toBe(0);
        for (const other of trees) {
          if (other === d) continue;
          expect(Math.hypot(other.position[0] - d.position[0], other.position[2] - d.position[2])).toBeGreaterThan(0.3);
        }
      }
      expect(trees.filter((t) => t.health <= 0)).toEqual(dead);
    }
  });

  it("gives every tree an id, a ground position and the spec's fields in plausible ranges", () => {
    for (const seed of seeds.slice(0, 50)) {
      const trees = demoForest(seed);
      expect(trees.map((t) => t.id)).toEqual(trees.map((_, i) => i + 1));
      for (const t of trees) {
        expect(t.position[1]).toBe(0);
        expect(treeSpecies).toContain(t.species);
        expect(t.health).toBeGreaterThanOrEqual(0);
        expect(t.health).toBeLessThanOrEqual(1);
        expect(t.heightM).toBeGreaterThan(4);
        expect(t.heightM).toBeLessThan(40);
        expect(t.diameterM).toBeGreaterThan(0.05);
        expect(t.diameterM).toBeLessThan(1.2);
        expect(t.age).toBeGreaterThanOrEqual(20);
        expect(t.age).toBeLessThanOrEqual(200);
        // h/d ratio of standing trees: 30 (a thick snag) to 100 (a slender spruce).
        expect(t.heightM / t.diameterM).toBeGreaterThan(25);
        expect(t.heightM / t.diameterM).toBeLessThan(105);
      }
    }
  });

  it("derives volume from diameter and height (form factor 0.45–0.5) and carbon from volume", () => {
    for (const t of demoForest(7)) {
      const cylinder = stemVolume(t.diameterM, t.heightM, 1);
      expect(t.volumeM3 / cylinder).toBeGreaterThan(0.43);
      expect(t.volumeM3 / cylinder).toBeLessThan(0.52);
      // Basic density 0.3–0.56 t/m³, half of it carbon.
      expect(t.carbonT / t.volumeM3).toBeGreaterThan(0.14);
      expect(t.carbonT / t.volumeM3).toBeLessThan(0.29);
    }
    // Thicker trees of the same species and height hold more wood.
    expect(stemVolume(0.5, 25, 0.5)).toBeGreaterThan(stemVolume(0.4, 25, 0.5));
  });

  it("shows the page every health label and every species", () => {
    expect(new Set(demoTrees.map((t) => healthLabel(t.health)))).toEqual(new Set(["dead", "critical", "impaired", "good", "excellent"]));
    expect(new Set(demoTrees.map((t) => t.species))).toEqual(new Set(treeSpecies));
  });
});
