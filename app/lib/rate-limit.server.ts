/**
 * The site's rate limits: every policy in one place, and the counter they use.
 *
 * Counting is a fixed window per key that opens with the key's first counted request and closes
 * `windowMs` later. A limit with a name counts in the database (`rate_limits`, one atomic upsert
 * per request), so several instances on one database share it; while the database cannot be
 * reached it counts in this process's memory (rate-limiter-flexible's memory store) rather than
 * letting everything through or failing the request. A limit without a name (tests) counts in
 * memory only.
 */
import { createHash } from "node:crypto";
import { sql, type Kysely } from "kysely";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { getDatabase } from "~/lib/db/db.server";
import type { Database } from "~/lib/db/schema";
import { runNowAndEvery } from "~/lib/repeat.server";
import { registerStartupTask } from "~/lib/startup.server";

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
 * Blog search (/blog/suche): searches per address, counted before the search runs. Generous for
 * people (a search, a few refinements, paging through results), while a flood of queries cannot
 * keep this process busy rendering result pages. Counted in memory per instance (no name): it
 * protects this process's time, not a resource shared by the instances.
 */
export const searchRateLimit: RateLimitPolicy = { limit: 30, windowMs: MINUTE };

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
 * Admin login: after 10 attempts from one address within 15 minutes (counted from the first),
 * refuse; a success clears the address's count. Besides, at most 100 attempts from all addresses
 * together within 15 minutes: past that only a browser that has signed in before (it carries the
 * device cookie) may try, still under its address's limit. Counted in the database (buckets
 * "login" and "login-all"), so the limits hold across restarts and instances.
 */
export const loginRateLimit = { maxFailures: 10, maxGlobalFailures: 100, windowMs: 15 * MINUTE } as const;

/** The key's counter under `bucket`, as stored: a hash, so no address or session id is kept. */
export function counterKey(bucket: string, key: string): string {
  return createHash("sha256").update(`${bucket}:${key}`).digest("hex");
}

/**
 * Counts `points` for `key` in `bucket` with one atomic statement (insert, or add to the open
 * window, or open a new one when it has ended) and returns the count of the window. Concurrent
 * calls on any instance see each other's counts: PostgreSQL locks the row for the upsert,
 * SQLite writes one statement at a time.
 */
export async function countHit(
  db: Kysely<Database>,
  bucket: string,
  key: string,
  windowMs: number,
  { now = new Date(), points = 1 }: { now?: Date; points?: number } = {},
): Promise<number> {
  const nowIso = now.toISOString();
  const row = await db
    .insertInto("rate_limits")
    .values({ bucket, key_hash: counterKey(bucket, key), points, window_end: new Date(now.getTime() + windowMs).toISOString() })
    .onConflict((oc) =>
      oc.columns(["bucket", "key_hash"]).doUpdateSet({
        points: sql<number>`case when rate_limits.window_end <= ${nowIso} then ${sql.lit(points)} else rate_limits.points + ${sql.lit(points)} end`,
        window_end: sql<string>`case when rate_limits.window_end <= ${nowIso} then excluded.window_end else rate_limits.window_end end`,
      }),
    )
    .returning("points")
    .executeTakeFirstOrThrow();
  return Number(row.points);
}

/** Gives back `points` counted in the key's open window (a reservation that was not used). */
export async function releaseHit(db: Kysely<Database>, bucket: string, key: string, { now = new Date(), points = 1 } = {}) {
  await db
    .updateTable("rate_limits")
    .set({ points: sql<number>`case when points > ${sql.lit(points)} then points - ${sql.lit(points)} else 0 end` })
    .where("bucket", "=", bucket)
    .where("key_hash", "=", counterKey(bucket, key))
    .where("window_end", ">", now.toISOString())
    .execute();
}

/** Forgets the key's count in `bucket` (a successful login clears its address). */
export async function clearHits(db: Kysely<Database>, bucket: string, key: string): Promise<void> {
  await db.deleteFrom("rate_limits").where("bucket", "=", bucket).where("key_hash", "=", counterKey(bucket, key)).execute();
}

/** Deletes the counters whose window has ended; returns how many. */
export async function deleteEndedWindows(db: Kysely<Database>, now = new Date()): Promise<number> {
  const result = await db.deleteFrom("rate_limits").where("window_end", "<=", now.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export interface RateLimitOptions {
  /**
   * Counted in the database under this bucket name, shared by every instance. Without a name the
   * limit counts in this process's memory only.
   */
  name?: string;
  /** The database to count in; the process-wide one by default. */
  db?: () => Promise<Kysely<Database>>;
}

const processDatabase = async () => (await getDatabase()).db;

/** When the database last failed a count (logged at most once a minute). */
let lastStoreError = 0;

/** A limit counted in the database (with a name) or in this process's memory. */
export class RateLimit {
  private readonly memory: RateLimiterMemory;

  constructor(
    readonly policy: RateLimitPolicy,
    private readonly options: RateLimitOptions = {},
  ) {
    this.memory = new RateLimiterMemory({ points: policy.limit, duration: policy.windowMs / 1000 });
  }

  /** Counts a request for `key`; false when the key has used up its window. */
  async take(key: string): Promise<boolean> {
    const { name } = this.options;
    if (name) {
      try {
        const db = await (this.options.db ?? processDatabase)();
        return (await countHit(db, name, key, this.policy.windowMs)) <= this.policy.limit;
      } catch (error) {
        if (Date.now() - lastStoreError > MINUTE) {
          lastStoreError = Date.now();
          const reason = error instanceof Error ? error.message : String(error);
          console.error(`Rate limit "${name}": the database cannot count (${reason}); counting in this process until it can`);
        }
      }
    }
    return this.takeInMemory(key);
  }

  private async takeInMemory(key: string): Promise<boolean> {
    try {
      await this.memory.consume(key);
      return true;
    } catch (refused) {
      if (refused instanceof RateLimiterRes) return false;
      throw refused;
    }
  }
}

/** How often counters whose window has ended are deleted. */
export const RATE_LIMIT_CLEANUP_MS = 10 * MINUTE;

registerStartupTask("rate limit clean-up", ({ database }) => {
  runNowAndEvery("rate limit clean-up", RATE_LIMIT_CLEANUP_MS, async () => deleteEndedWindows(await database()));
});
