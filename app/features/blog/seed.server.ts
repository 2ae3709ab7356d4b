// First start: an empty blog gets the articles of seed-posts.ts and their English versions
// (seed-posts-en.ts), each linked to its German original. An install seeded before the English
// versions existed gets them once (a job_runs row marks it), so deleting one later sticks.
import type { Kysely } from "kysely";
import { env } from "~/config/env.server";
import type { Database } from "~/lib/db/schema";
import { registerStartupTask } from "~/lib/startup.server";
import { PostValidationError, SlugTakenError } from "./posts/errors";
import { getPostById } from "./posts/repository.server";
import { createPost } from "./posts/writes.server";
import { seedPosts, type SeedPost } from "./seed-posts";
import { seedPostsEn } from "./seed-posts-en";

export type EnglishSeedPost = SeedPost & { translationOf: string };

/** The job_runs row that says the English seed articles were added (never run as a timed job). */
export const ENGLISH_SEED_MARKER = "blog seed: english articles";

const seedOptions = { actor: "system", kind: "import" } as const;

async function insertSeed(db: Kysely<Database>, post: SeedPost, translationId?: string): Promise<boolean> {
  const { id, ...input } = post;
  if ("translationOf" in input) delete (input as Partial<EnglishSeedPost>).translationOf;
  try {
    // The shipped articles are public; a post without a status would be a draft.
    const published = { ...input, status: "published" as const };
    await createPost(db, translationId ? { ...published, translationId } : published, { id, now: new Date(), ...seedOptions });
    return true;
  } catch (error) {
    // Two instances starting at once: the other one seeded first.
    if (error instanceof SlugTakenError || error instanceof PostValidationError) return false;
    throw error;
  }
}

async function markEnglishSeeded(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto("job_runs")
    .values({ name: ENGLISH_SEED_MARKER, last_started_at: new Date().toISOString() })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
}

/**
 * Adds the English seed articles once: each whose id is missing and whose German original exists
 * without a translation of its own, linked to that original. Does nothing when the marker says it
 * ran before (deleted English articles stay deleted). Returns how many were inserted.
 */
export async function seedEnglishPosts(db: Kysely<Database>, posts: readonly EnglishSeedPost[] = seedPostsEn): Promise<number> {
  if (env().BLOG_SEED === "off") return 0;
  const marker = await db.selectFrom("job_runs").select("name").where("name", "=", ENGLISH_SEED_MARKER).executeTakeFirst();
  if (marker) return 0;
  let inserted = 0;
  for (const post of posts) {
    if (await getPostById(db, post.id)) continue;
    const original = await getPostById(db, post.translationOf);
    if (!original || original.lang === post.lang) continue;
    if (original.translationId && (await getPostById(db, original.translationId))) continue;
    if (await insertSeed(db, post, original.id)) inserted += 1;
  }
  await markEnglishSeeded(db);
  return inserted;
}

/**
 * Inserts the seed articles (German, then the English versions linked to them) when the
 * blog_posts table is empty (first start); returns how many were inserted. An empty table is
 * seeded on every start, so a blog whose posts were all deleted gets the seed articles back after
 * a restart; BLOG_SEED=off starts with an empty blog instead.
 */
export async function seedPostsIfEmpty(
  db: Kysely<Database>,
  posts: readonly SeedPost[] = seedPosts,
  postsEn: readonly EnglishSeedPost[] = seedPostsEn,
): Promise<number> {
  if (env().BLOG_SEED === "off") return 0;
  const existing = await db
    .selectFrom("blog_posts")
    .select((eb) => eb.fn.countAll<number | string | bigint>().as("n"))
    .executeTakeFirstOrThrow();
  if (Number(existing.n) > 0) return 0;
  let inserted = 0;
  for (const post of posts) if (await insertSeed(db, post)) inserted += 1;
  await db.deleteFrom("job_runs").where("name", "=", ENGLISH_SEED_MARKER).execute();
  inserted += await seedEnglishPosts(db, postsEn);
  return inserted;
}

registerStartupTask("blog seed", async ({ db, log }) => {
  const seeded = await seedPostsIfEmpty(db);
  if (seeded > 0) log(`blog: ${seeded} seed articles added`);
  const english = await seedEnglishPosts(db);
  if (english > 0) log(`blog: ${english} English seed articles added`);
});
