import { afterEach, describe, expect, it, vi } from "vitest";
import { summariseRepeats } from "../../server/log-summary";

afterEach(() => {
  vi.useRealTimers();
});

describe("summariseRepeats", () => {
  it("writes a repeated error once, then one line saying how often it came again", () => {
    vi.useFakeTimers();
    const lines: string[] = [];
    const target = {
      error: (...args: unknown[]) => lines.push(args.join(" ")),
      warn: (...args: unknown[]) => lines.push(`warn: ${args.join(" ")}`),
    };
    const restore = summariseRepeats(target, { write: (method, line) => lines.push(`${method}: ${line}`) });
    const failure = new Error("database is locked");
    for (let i = 0; i < 500; i++) target.error("Blog search failed:", failure.message);
    target.warn("mail: outbox is full");
    target.error("something else");
    expect(lines).toEqual(["Blog search failed: database is locked", "warn: mail: outbox is full", "something else"]);
    vi.advanceTimersByTime(60_000);
    expect(lines.slice(3)).toEqual(["error: Blog search failed: database is locked … repeated 499 times in the last 60 s"]);
    // A new window: the message is written again.
    target.error("Blog search failed:", failure.message);
    expect(lines.at(-1)).toBe("Blog search failed: database is locked");
    restore();
  });

  it("passes distinct messages through beyond its bound, and restores the console", () => {
    const lines: string[] = [];
    const error = (...args: unknown[]) => lines.push(String(args[0]));
    const target = { error, warn: error };
    const restore = summariseRepeats(target, { maxKeys: 2 });
    for (const message of ["a", "b", "c", "c", "a"]) target.error(message);
    expect(lines).toEqual(["a", "b", "c", "c"]);
    restore();
    expect(target.error).toBe(error);
  });
});
