import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { chatRateLimits, loginRateLimit, RateLimit, waitlistRateLimit } from "~/lib/rate-limit.server";

describe("the site's rate limits", () => {
  it("are the documented numbers", () => {
    expect(waitlistRateLimit).toEqual({ limit: 5, windowMs: 10 * 60_000 });
    expect(chatRateLimits).toEqual({
      addressMinute: { limit: 20, windowMs: 60_000 },
      addressDay: { limit: 200, windowMs: 24 * 60 * 60_000 },
      sessionMinute: { limit: 10, windowMs: 60_000 },
      translateMinute: { limit: 30, windowMs: 60_000 },
    });
    expect(loginRateLimit).toEqual({ maxFailures: 10, maxGlobalFailures: 100, windowMs: 15 * 60_000 });
  });
});

describe("RateLimit (in memory)", () => {
  beforeEach(() => {
    // Only the clock: the store's clean-up timers may run as they like.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-05-01T12:00:00.000Z"));
  });
  afterEach(() => vi.useRealTimers());

  const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

  it("allows `limit` requests per key within the window, then refuses until the window has passed", async () => {
    const limit = new RateLimit({ limit: 3, windowMs: 1000 });
    expect([await limit.take("a"), await limit.take("a"), await limit.take("a")]).toEqual([true, true, true]);
    expect(await limit.take("a")).toBe(false);
    expect(await limit.take("b")).toBe(true);
    later(999);
    expect(await limit.take("a")).toBe(false);
    later(2);
    expect(await limit.take("a")).toBe(true);
  });

  it("does not extend the window for refused requests", async () => {
    const limit = new RateLimit({ limit: 1, windowMs: 60_000 });
    expect(await limit.take("a")).toBe(true);
    for (let i = 0; i < 5; i++) {
      later(10_000);
      expect(await limit.take("a")).toBe(false);
    }
    later(10_001);
    expect(await limit.take("a")).toBe(true);
  });
});
