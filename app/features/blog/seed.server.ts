// First start: an empty blog gets the articles of seed-posts.ts.
import type { Kysely } from "kysely";
import { env } from "~/config/env.server";
import type { Database } from "~/lib/db/schema";
import { registerStartupTask } from "~/lib/startup.server";
import { createPost, SlugTakenError } from "./posts.server";
import { seedPosts } from "./seed-posts";

/**
 * Inserts the seed articles when the blog_posts table is empty (first start); returns how many
 * were inserted. An empty table is seeded on every start, so a blog whose posts were all deleted
 * gets the seed articles back after a restart; BLOG_SEED=off starts with an empty blog instead.
 */
export async function seedPostsIfEmpty(db: Kysely<Database>, posts: readonly (typeof seedPosts)[number][] = seedPosts): Promise<number> {
  if (env().BLOG_SEED === "off") return 0;
  const existing = await db
    .selectFrom("blog_posts")
    .select((eb) => eb.fn.countAll<number | string | bigint>().as("n"))
    .executeTakeFirstOrThrow();
  if (Number(existing.n) > 0) return 0;
  let inserted = 0;
  for (const post of posts) {
    const { id, ...input } = post;
    try {
      await createPost(db, input, { id, now: new Date() });
      inserted += 1;
    } catch (error) {
      // Two instances starting at once: the other one seeded first.
      if (error instanceof SlugTakenError) continue;
      throw error;
    }
  }
  return inserted;
}

registerStartupTask("blog seed", async ({ db, log }) => {
  const seeded = await seedPostsIfEmpty(db);
  if (seeded > 0) log(`blog: ${seeded} seed articles added`);
});
