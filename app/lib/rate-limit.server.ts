/**
 * The site's rate limits: every policy in one place, and the counter the in-memory ones use.
 *
 * Counting is rate-limiter-flexible's: a fixed window per key that opens with the key's first
 * counted request and closes `windowMs` later. Its memory store keeps one process's counts; the
 * same interface has SQLite and PostgreSQL stores for when several instances must share them.
 */
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** At most `limit` requests per key within `windowMs`. */
export interface RateLimitPolicy {
  limit: number;
  windowMs: number;
}

/** Waitlist sign-ups per address and product. Only sign-ups that would be stored count. */
export const waitlistRateLimit: RateLimitPolicy = { limit: 5, windowMs: 10 * MINUTE };

/**
 * Contact and application forms: submissions per address and form. Only submissions that would
 * be stored count, so a visitor correcting a mistake is never locked out.
 */
export const formRateLimit: RateLimitPolicy = { limit: 5, windowMs: 10 * MINUTE };

/**
 * Proof-of-consent log: choices logged per address. Generous (a visitor may change their mind, a
 * household shares an address); past it a choice still applies in the browser, it is only not
 * logged again.
 */
export const consentLogRateLimit: RateLimitPolicy = { limit: 60, windowMs: 10 * MINUTE };

/**
 * ForestChat: messages per client address (per minute and per day) and per chat session, and
 * translations per address. `CHAT_RATE_PER_MINUTE`, `CHAT_RATE_PER_DAY`,
 * `CHAT_RATE_PER_SESSION_MINUTE` and `CHAT_RATE_TRANSLATE_PER_MINUTE` override the limits.
 */
export const chatRateLimits = {
  addressMinute: { limit: 20, windowMs: MINUTE },
  addressDay: { limit: 200, windowMs: DAY },
  sessionMinute: { limit: 10, windowMs: MINUTE },
  translateMinute: { limit: 30, windowMs: MINUTE },
} as const satisfies Record<string, RateLimitPolicy>;

/**
 * Admin login: after 10 failed attempts from one address within 15 minutes, refuse; a success
 * clears the address's failures. Counted in the database (`login_attempts`), so the limit holds
 * across restarts and instances.
 */
export const loginRateLimit = { maxFailures: 10, windowMs: 15 * MINUTE } as const;

/** Whether an address with `failures` failed attempts inside the window may try again. */
export function loginAllowed(failures: number, limit: { maxFailures: number } = loginRateLimit): boolean {
  return failures < limit.maxFailures;
}

/** The oldest attempt time (ISO) that still counts at `now`. */
export function loginWindowStart(now: Date, limit: { windowMs: number } = loginRateLimit): string {
  return new Date(now.getTime() - limit.windowMs).toISOString();
}

/** A limit counted in this process's memory. */
export class RateLimit {
  private readonly limiter: RateLimiterMemory;

  constructor(readonly policy: RateLimitPolicy) {
    this.limiter = new RateLimiterMemory({ points: policy.limit, duration: policy.windowMs / 1000 });
  }

  /** Counts a request for `key`; false when the key has used up its window. */
  async take(key: string): Promise<boolean> {
    try {
      await this.limiter.consume(key);
      return true;
    } catch (refused) {
      if (refused instanceof RateLimiterRes) return false;
      throw refused;
    }
  }
}
