import { describe, expect, it } from "vitest";
import { healthClassOf, healthLabel } from "../../app/pages/forest-inventory/tree-health";
import { copy } from "../../app/pages/forest-inventory/copy";

describe("healthLabel (spec section 4)", () => {
  it("calls 0 or less dead", () => {
    expect(healthLabel(0)).toBe("dead");
    expect(healthLabel(-0.2)).toBe("dead");
  });

  it("puts each threshold into the better band, the value just below into the worse one", () => {
    const cases: [number, string][] = [
      [0.0001, "critical"],
      [0.2999, "critical"],
      [0.3, "impaired"],
      [0.5999, "impaired"],
      [0.6, "good"],
      [0.7999, "good"],
      [0.8, "excellent"],
      [1, "excellent"],
    ];
    for (const [health, label] of cases) expect(healthLabel(health), String(health)).toBe(label);
  });

  it("colours a tree in the AI analysis by the legend class of its label", () => {
    expect([0, 0.1, 0.45, 0.7, 0.9].map(healthClassOf)).toEqual(["dead", "bad", "medium", "good", "veryGood"]);
  });

  it("names every label in German and English", () => {
    expect(copy.de.visualisation.healthLabels).toEqual({
      dead: "Tot",
      critical: "Kritisch",
      impaired: "Beeinträchtigt",
      good: "Gut",
      excellent: "Ausgezeichnet",
    });
    expect(copy.en.visualisation.healthLabels).toEqual({
      dead: "Dead",
      critical: "Critical",
      impaired: "Impaired",
      good: "Good",
      excellent: "Excellent",
    });
  });
});
