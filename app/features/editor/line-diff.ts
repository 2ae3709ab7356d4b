// A line diff for the revisions panel (computed on the server; the page only paints its parts).
// The diff itself is jsdiff's (the `diff` package, Myers' O(ND) algorithm): well kept and fast on
// long articles; this module only shapes its result for the panel and folds unchanged stretches.
import { diffLines as jsDiffLines } from "diff";

export type DiffPart = { kind: "same" | "added" | "removed"; lines: string[] };

/** The parts that turn `before` into `after`, line by line, in order (jsdiff's Myers diff). */
export function diffLines(before: string, after: string): DiffPart[] {
  const parts: DiffPart[] = [];
  // jsdiff keeps each line's "\n"; the last line counts as the same with or without one.
  for (const change of jsDiffLines(before, after, { ignoreNewlineAtEof: true })) {
    const kind = change.added ? "added" : change.removed ? "removed" : "same";
    const lines = change.value.replace(/\n$/, "").split("\n");
    const last = parts[parts.length - 1];
    if (last && last.kind === kind) last.lines.push(...lines);
    else parts.push({ kind, lines });
  }
  return parts;
}

/** Long unchanged stretches folded to their edges (`context` lines each side), for display. */
export type FoldedPart = DiffPart | { kind: "skipped"; count: number };

export function foldSame(parts: DiffPart[], context = 3): FoldedPart[] {
  return parts.flatMap((part, index): FoldedPart[] => {
    if (part.kind !== "same" || part.lines.length <= context * 2 + 1) return [part];
    const first = index === 0;
    const last = index === parts.length - 1;
    const head = first ? [] : part.lines.slice(0, context);
    const tail = last ? [] : part.lines.slice(-context);
    const count = part.lines.length - head.length - tail.length;
    return [
      ...(head.length ? [{ kind: "same" as const, lines: head }] : []),
      { kind: "skipped" as const, count },
      ...(tail.length ? [{ kind: "same" as const, lines: tail }] : []),
    ];
  });
}
