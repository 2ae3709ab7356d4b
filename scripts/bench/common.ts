// What the parts of `npm run bench` share: the log line, rounding, and the clean-up list that a
// signal or the end of the run works through (last in, first out).

export const log = (...a: unknown[]) => console.error("[bench]", ...a);

export const round = (n: number | null | undefined, d = 0): number | null =>
  n == null || Number.isNaN(n) ? null : Math.round(n * 10 ** d) / 10 ** d;
export const kb = (bytes: number) => round(bytes / 1024, 1);

export const cleanups: (() => unknown)[] = [];
let cleaning: Promise<void> | null = null;

/** Runs every clean-up once (a second call waits for the first). */
export function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    for (let fn = cleanups.pop(); fn; fn = cleanups.pop()) {
      try {
        await fn();
      } catch (err) {
        log("cleanup:", (err as Error).message);
      }
    }
  })();
  return cleaning;
}

/** Takes a clean-up off the list (it ran already). */
export function forget(fn: () => unknown): void {
  const i = cleanups.indexOf(fn);
  if (i >= 0) cleanups.splice(i, 1);
}
