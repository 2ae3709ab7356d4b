// Repeated log messages summarised: the same console.error or console.warn message within a
// minute is written once, and when the minute is over one line says how often it came again.
// A flood of requests that each fail the same way (a database that is away, a bug hit on every
// request) would otherwise write the same lines, stack traces included, thousands of times.
import { format } from "node:util";

export interface LogSummaryOptions {
  windowMs?: number;
  /** Distinct messages summarised at once; further ones are written as they come. */
  maxKeys?: number;
  /** Where the summary lines go, per method (the original console methods by default). */
  write?: (method: "error" | "warn", line: string) => void;
}

/**
 * Wraps `error` and `warn` of `target` so that repeats are summarised. Returns a function that
 * restores the original methods (tests).
 */
export function summariseRepeats(
  target: Pick<Console, "error" | "warn">,
  { windowMs = 60_000, maxKeys = 500, write }: LogSummaryOptions = {},
): () => void {
  const original = { error: target.error, warn: target.warn };
  const out = write ?? ((method: "error" | "warn", line: string) => original[method].call(target, line));
  const seen = new Map<string, { repeats: number; timer: NodeJS.Timeout }>();
  const seconds = Math.round(windowMs / 1000);

  const wrap =
    (method: "error" | "warn") =>
    (...args: unknown[]): void => {
      const text = format(...args);
      const entry = seen.get(text);
      if (entry) {
        entry.repeats++;
        return;
      }
      original[method].apply(target, args);
      if (seen.size >= maxKeys) return;
      const timer = setTimeout(() => {
        const done = seen.get(text);
        seen.delete(text);
        if (done && done.repeats > 0) {
          const first = text.split("\n", 1)[0]!.slice(0, 200);
          out(method, `${first} … repeated ${done.repeats} times in the last ${seconds} s`);
        }
      }, windowMs);
      timer.unref();
      seen.set(text, { repeats: 0, timer });
    };

  target.error = wrap("error");
  target.warn = wrap("warn");
  return () => {
    for (const { timer } of seen.values()) clearTimeout(timer);
    seen.clear();
    target.error = original.error;
    target.warn = original.warn;
  };
}

const installed = Symbol.for("forestcrew.log-summary");

/** Summarises the process's console once (the development server loads modules again after edits). */
export function summariseConsoleRepeats(): void {
  const holder = globalThis as typeof globalThis & { [installed]?: boolean };
  if (holder[installed]) return;
  holder[installed] = true;
  summariseRepeats(console);
}
