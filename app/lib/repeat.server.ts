import { PostgresAdapter, sql, type Kysely } from "kysely";
import { env, parseDatabaseUrl } from "~/config/env.server";
import { getDatabase } from "~/lib/db/db.server";
import type { Database } from "~/lib/db/schema";

export interface RepeatOptions {
  /**
   * The database the instances running this job share. On PostgreSQL one instance runs each run:
   * the first to take the job's advisory lock and find its last start older than 90 % of the
   * interval (`job_runs`). By default the process-wide database when DATABASE_URL is PostgreSQL;
   * SQLite serves one instance, so there the job simply runs.
   */
  database?: () => Promise<Kysely<Database>>;
}

/**
 * Runs a background job now and then every `intervalMs` in this process, for the start-up tasks'
 * clean-up work. A failure is logged and the next run tries again; the timer never keeps the
 * process alive. Returns a function that stops it.
 */
export function runNowAndEvery(
  name: string,
  intervalMs: number,
  job: () => Promise<unknown>,
  { database = sharedProcessDatabase() }: RepeatOptions = {},
): () => void {
  const run = async () => {
    try {
      if (database) await runOnce(await database(), name, intervalMs, job);
      else await job();
    } catch (error) {
      console.error(`${name} failed:`, error instanceof Error ? error.message : error);
    }
  };
  void run();
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** The process-wide database when several instances may share it (PostgreSQL), else undefined. */
function sharedProcessDatabase(): (() => Promise<Kysely<Database>>) | undefined {
  try {
    if (parseDatabaseUrl(env().DATABASE_URL).dialect !== "postgres") return undefined;
  } catch {
    return undefined; // The start-up reports a bad DATABASE_URL; a timer is not the place.
  }
  return async () => (await getDatabase()).db;
}

/**
 * Runs `job` unless another instance is running it or started it less than 90 % of `intervalMs`
 * ago; returns whether it ran. On PostgreSQL the job's session advisory lock (held on one pooled
 * connection while the job runs) keeps two instances from running it at once, and the start time
 * in `job_runs` keeps an instance whose timer fires a little later from running it again. On
 * SQLite it just runs.
 */
export async function runOnce(
  db: Kysely<Database>,
  name: string,
  intervalMs: number,
  job: () => Promise<unknown>,
  now = new Date(),
): Promise<boolean> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    await job();
    return true;
  }
  const lockKey = `forestcrew:job:${name}`;
  return db.connection().execute(async (conn) => {
    const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(hashtext(${lockKey})) as locked`.execute(conn);
    if (!rows[0]?.locked) return false;
    try {
      const started = now.toISOString();
      const claimed = await conn
        .insertInto("job_runs")
        .values({ name, last_started_at: started })
        .onConflict((oc) =>
          oc
            .column("name")
            .doUpdateSet({ last_started_at: started })
            .where("job_runs.last_started_at", "<=", new Date(now.getTime() - intervalMs * 0.9).toISOString()),
        )
        .returning("name")
        .executeTakeFirst();
      if (!claimed) return false;
      await job();
      return true;
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${lockKey}))`.execute(conn);
    }
  });
}
