// Scheduled posts go live at their time, without a request and without a restart: each instance
// looks every few seconds for scheduled posts whose date has come and publishes them.
import type { Kysely } from "kysely";
import { recordAudit } from "~/lib/audit/audit.server";
import { notifyContentChanged } from "~/lib/content-events.server";
import type { Database } from "~/lib/db/schema";
import { registerStartupTask } from "~/lib/startup.server";
import { postTarget, type Db } from "./repository.server";

/**
 * Publishes every scheduled post whose date has come, in one atomic statement (among several
 * instances each post is flipped by exactly one); returns the slugs this call made live and
 * tells the page cache about them.
 */
export async function publishDuePosts(db: Db, now: Date = new Date()): Promise<string[]> {
  const rows = await db.transaction().execute(async (trx) => {
    const flipped = await trx
      .updateTable("blog_posts")
      .set({ status: "published" })
      .where("status", "=", "scheduled")
      .where("date", "<=", now.toISOString())
      .returning(["id", "slug", "title"])
      .execute();
    // The system published them (actor null, "System" in the log), in the flip's transaction.
    for (const row of flipped) {
      await recordAudit(trx, null, "post.publish", postTarget(row), { from: "scheduled", to: "published", scheduled: true }, now);
    }
    return flipped;
  });
  const slugs = rows.map((r) => r.slug);
  if (slugs.length > 0) notifyContentChanged({ kind: "blog", slugs });
  return slugs;
}

/** How often each instance looks for scheduled posts whose time has come. */
export const PUBLISH_INTERVAL_MS = 5_000;

/**
 * Publishes due scheduled posts now and then every `intervalMs` (the timer does not keep the
 * process alive). Safe with several instances: publishDuePosts flips each post in one atomic
 * UPDATE, so exactly one instance reports it, and that one tells the page caches (its own, and
 * on PostgreSQL the others' through the content change relay). Returns a function that stops it.
 */
export function startPublishScheduler(
  database: () => Promise<Kysely<Database>>,
  { intervalMs = PUBLISH_INTERVAL_MS, log = () => {} }: { intervalMs?: number; log?: (line: string) => void } = {},
): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const slugs = await publishDuePosts(await database());
      if (slugs.length > 0) log(`blog: published ${slugs.length} scheduled post(s): ${slugs.join(", ")}`);
    } catch (error) {
      console.error("blog scheduler failed:", error instanceof Error ? error.message : error);
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

registerStartupTask("blog scheduler", ({ database, log }) => {
  startPublishScheduler(database, { log });
});
