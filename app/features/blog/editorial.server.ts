// The editorial side of the blog (issue 16): drafts and scheduled posts, revisions, preview
// links, redirects from old slugs. The storage functions live in posts.server.ts (one module
// writes blog_posts); this module re-exports them for the editor and runs the scheduler that
// publishes scheduled posts at their time, without a request and without a restart.
import type { Kysely } from "kysely";
import type { Database } from "~/lib/db/schema";
import { registerStartupTask } from "~/lib/startup.server";
import { publishDuePosts } from "./posts.server";

export {
  autosaveDraft,
  AUTOSAVE_MERGE_MS,
  changedFields,
  createPreviewToken,
  DEFAULT_ACTOR,
  getPostByPreviewToken,
  getRevision,
  hasPreviewToken,
  isLive,
  isMaterialChange,
  listPublishedPosts,
  listRevisions,
  NotADraftError,
  publishDuePosts,
  resolveSlugRedirect,
  restoreRevision,
  revokePreviewToken,
  RevisionNotFoundError,
  snapshotOf,
} from "./posts.server";

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
