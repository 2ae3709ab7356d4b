// A line diff for the revisions panel (computed on the server; the page only paints its parts).
// Longest common subsequence over lines, after the common start and end are set aside, so an
// edit in a long article costs little. Browser-safe, no dependencies.

export type DiffPart = { kind: "same" | "added" | "removed"; lines: string[] };

/** Above this many cells (changed lines × changed lines) the middle is shown as removed + added. */
const MAX_CELLS = 4_000_000;

function push(parts: DiffPart[], kind: DiffPart["kind"], line: string) {
  const last = parts[parts.length - 1];
  if (last && last.kind === kind) last.lines.push(line);
  else parts.push({ kind, lines: [line] });
}

/** The parts that turn `before` into `after`, line by line, in order. */
export function diffLines(before: string, after: string): DiffPart[] {
  const a = before === "" ? [] : before.split("\n");
  const b = after === "" ? [] : after.split("\n");
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const parts: DiffPart[] = [];
  for (let i = 0; i < start; i++) push(parts, "same", a[i]!);
  const n = endA - start;
  const m = endB - start;
  if (n * m > MAX_CELLS) {
    for (let i = start; i < endA; i++) push(parts, "removed", a[i]!);
    for (let j = start; j < endB; j++) push(parts, "added", b[j]!);
  } else {
    // lcs[i][j]: length of the longest common subsequence of a[start+i..] and b[start+j..].
    const width = m + 1;
    const lcs = new Uint32Array((n + 1) * width);
    for (let i = n - 1; i >= 0; i--) {
      for (let j = m - 1; j >= 0; j--) {
        lcs[i * width + j] =
          a[start + i] === b[start + j] ? lcs[(i + 1) * width + j + 1]! + 1 : Math.max(lcs[(i + 1) * width + j]!, lcs[i * width + j + 1]!);
      }
    }
    let i = 0;
    let j = 0;
    while (i < n && j < m) {
      if (a[start + i] === b[start + j]) {
        push(parts, "same", a[start + i]!);
        i++;
        j++;
      } else if (lcs[(i + 1) * width + j]! >= lcs[i * width + j + 1]!) {
        push(parts, "removed", a[start + i]!);
        i++;
      } else {
        push(parts, "added", b[start + j]!);
        j++;
      }
    }
    for (; i < n; i++) push(parts, "removed", a[start + i]!);
    for (; j < m; j++) push(parts, "added", b[start + j]!);
  }
  for (let i = endA; i < a.length; i++) push(parts, "same", a[i]!);
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
