import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { forestEntries } from "~/pages/about-us/forest/content";
import {
  animalTypes,
  entries,
  groundCover,
  groundCoverCounts,
  seededRandom,
  terrainHeight,
  TERRAIN_SIZE,
  treeTypes,
} from "~/pages/about-us/forest/entries";
import { drawnEntries, EntryImage } from "~/pages/about-us/forest/images";

describe("the interactive forest's entries", () => {
  it("holds the seven trees and the six animals, each once", () => {
    expect(entries.filter((e) => e.kind === "tree").map((e) => e.id)).toEqual([
      "spruce",
      "pine",
      "beech",
      "oak",
      "birch",
      "maple",
      "deadTree",
    ]);
    expect(entries.filter((e) => e.kind === "animal").map((e) => e.id)).toEqual(["deer", "fox", "rabbit", "squirrel", "boar", "owl"]);
    expect([...treeTypes].sort()).toEqual(
      entries
        .filter((e) => e.kind === "tree")
        .map((e) => e.id)
        .sort(),
    );
    expect([...animalTypes].sort()).toEqual(
      entries
        .filter((e) => e.kind === "animal")
        .map((e) => e.id)
        .sort(),
    );
  });

  for (const lang of ["de", "en"] as const) {
    it(`gives every entry a name, a description, at least three facts and a picture (${lang})`, () => {
      const cards = forestEntries(lang);
      expect(cards.map((c) => c.id)).toEqual(entries.map((e) => e.id));
      for (const card of cards) {
        expect(card.name.trim(), card.id).not.toBe("");
        expect(card.description.length, card.id).toBeGreaterThan(80);
        expect(card.facts.length, card.id).toBeGreaterThanOrEqual(3);
        for (const fact of card.facts) expect(fact.label && fact.value, `${card.id}: ${fact.label}`).toBeTruthy();
        // Living species carry their scientific name (two words); deadwood says what it is instead.
        if (card.id === "deadTree") expect(card.subtitle).toBeTruthy();
        else expect(card.latin, card.id).toMatch(/^[A-Z][a-z]+ [a-z]+$/);
        const svg = renderToStaticMarkup(createElement(EntryImage, { id: card.id, label: card.imageAlt }));
        expect(svg, card.id).toMatch(/^<svg viewBox="0 0 240 128" role="img" aria-label="[^"]{20,}"/);
        // A drawing, not an empty frame: the shared background has five shapes.
        expect(svg.match(/<(path|circle|ellipse|rect|g) /g)?.length, card.id).toBeGreaterThan(8);
      }
    });
  }

  it("names the species as the forestry literature does, in both languages", () => {
    const de = Object.fromEntries(forestEntries("de").map((c) => [c.id, `${c.name} (${c.latin ?? "–"})`]));
    const en = Object.fromEntries(forestEntries("en").map((c) => [c.id, `${c.name} (${c.latin ?? "–"})`]));
    expect(de).toEqual({
      pine: "Waldkiefer (Pinus sylvestris)",
      oak: "Stieleiche (Quercus robur)",
      birch: "Hänge-Birke (Betula pendula)",
      maple: "Bergahorn (Acer pseudoplatanus)",
      spruce: "Gemeine Fichte (Picea abies)",
      beech: "Rotbuche (Fagus sylvatica)",
      deadTree: "Totholz (–)",
      deer: "Reh (Capreolus capreolus)",
      fox: "Rotfuchs (Vulpes vulpes)",
      rabbit: "Wildkaninchen (Oryctolagus cuniculus)",
      squirrel: "Eichhörnchen (Sciurus vulgaris)",
      boar: "Wildschwein (Sus scrofa)",
      owl: "Waldkauz (Strix aluco)",
    });
    expect(en.pine).toBe("Scots pine (Pinus sylvestris)");
    expect(en.owl).toBe("Tawny owl (Strix aluco)");
    // The same facts in both languages: as many per entry.
    const count = (lang: "de" | "en") => forestEntries(lang).map((c) => c.facts.length);
    expect(count("en")).toEqual(count("de"));
  });

  it("draws every entry", () => {
    expect([...drawnEntries].sort()).toEqual(entries.map((e) => e.id).sort());
  });

  it("keeps one language per page: the German cards hold no English description and the reverse", () => {
    const de = JSON.stringify(forestEntries("de"));
    const en = JSON.stringify(forestEntries("en"));
    expect(de).not.toContain("Scots pine");
    expect(en).not.toContain("Waldkiefer");
  });
});

describe("the seeded forest", () => {
  it("draws the same numbers from the same seed, and others from another", () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const c = seededRandom(8);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect([c(), c(), c()]).not.toEqual(first);
    for (const n of first) expect(n >= 0 && n < 1).toBe(true);
  });

  it("scatters 50 grass tufts, 20 rocks and 30 flowers, the same for the same seed", () => {
    const cover = groundCover();
    expect(cover.grass).toHaveLength(groundCoverCounts.grass);
    expect(cover.rocks).toHaveLength(groundCoverCounts.rocks);
    expect(cover.flowers).toHaveLength(groundCoverCounts.flowers);
    expect([groundCoverCounts.grass, groundCoverCounts.rocks, groundCoverCounts.flowers]).toEqual([50, 20, 30]);
    expect(groundCover()).toEqual(cover);
    expect(groundCover(1)).not.toEqual(cover);
    // Pinned: a change of the generator shows here (the scene and its screenshots would change with it).
    expect(cover.grass.slice(0, 2).map((s) => s.position)).toMatchInlineSnapshot(`
      [
        [
          22.062,
          4.157,
        ],
        [
          -0.388,
          -7.425,
        ],
      ]
    `);
  });

  it("keeps everything on the terrain and off the entries", () => {
    const cover = groundCover();
    const half = TERRAIN_SIZE / 2;
    for (const item of [...cover.grass, ...cover.rocks, ...cover.flowers, ...cover.backdrop]) {
      const [x, z] = item.position;
      expect(Math.abs(x) < half && Math.abs(z) < half, `${x},${z}`).toBe(true);
      for (const e of entries) expect(Math.hypot(e.position[0] - x, e.position[1] - z)).toBeGreaterThanOrEqual(1.2);
    }
  });

  it("has gentle ground where the entries stand and hills towards the edge", () => {
    expect(terrainHeight(3, 4)).toBe(terrainHeight(3, 4));
    for (const e of entries) expect(Math.abs(terrainHeight(...e.position))).toBeLessThan(0.6);
    const rim = [0, 1, 2, 3, 4, 5, 6, 7].map((i) => terrainHeight(Math.cos(i) * 46, Math.sin(i) * 46));
    expect(Math.max(...rim)).toBeGreaterThan(2);
  });
});
