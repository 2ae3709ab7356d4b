import { describe, expect, it } from "vitest";
import { diffLines, foldSame } from "~/features/editor/line-diff";
import { isoToZonedInput, zonedInputToIso } from "~/features/editor/post-form";

describe("the revisions panel's line diff", () => {
  it("keeps common lines and marks removed and added ones in order", () => {
    expect(diffLines("a\nb\nc\nd", "a\nB\nc\nd\ne")).toEqual([
      { kind: "same", lines: ["a"] },
      { kind: "removed", lines: ["b"] },
      { kind: "added", lines: ["B"] },
      { kind: "same", lines: ["c", "d"] },
      { kind: "added", lines: ["e"] },
    ]);
    expect(diffLines("", "neu")).toEqual([{ kind: "added", lines: ["neu"] }]);
    expect(diffLines("gleich", "gleich")).toEqual([{ kind: "same", lines: ["gleich"] }]);
  });

  it("finds a moved block as a removal and an addition, not a rewrite of everything", () => {
    const parts = diffLines("x\n1\n2\n3\ny", "1\n2\n3\nx\ny");
    const changed = parts.filter((p) => p.kind !== "same").flatMap((p) => p.lines);
    expect(changed).toEqual(["x", "x"]);
  });

  it("folds long unchanged stretches to three lines of context", () => {
    const before = Array.from({ length: 20 }, (_, i) => `Zeile ${i}`).join("\n");
    const after = before.replace("Zeile 10", "Zeile zehn");
    const folded = foldSame(diffLines(before, after));
    expect(folded[0]).toEqual({ kind: "skipped", count: 7 });
    expect(folded.filter((p) => p.kind === "skipped")).toEqual([
      { kind: "skipped", count: 7 },
      { kind: "skipped", count: 6 },
    ]);
  });
});

describe("publish dates typed without JavaScript", () => {
  it("are read as German wall time, summer and winter", () => {
    expect(zonedInputToIso("2026-07-01T10:00", "Europe/Berlin")).toBe("2026-07-01T08:00:00.000Z");
    expect(zonedInputToIso("2026-12-01T10:00", "Europe/Berlin")).toBe("2026-12-01T09:00:00.000Z");
    expect(isoToZonedInput("2026-12-01T09:00:00.000Z", "Europe/Berlin")).toBe("2026-12-01T10:00");
    expect(zonedInputToIso("gestern", "Europe/Berlin")).toBe("");
  });
});
