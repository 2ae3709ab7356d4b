// Old slugs of live posts lead to the post's current address (updatePost stores them when a live
// post's slug changes).
import { getPostById, getPublishedPostBySlug, isLive, type Db } from "./repository.server";

/**
 * The current slug of the live post that once had `slug`, when no live post has it now (the live
 * post wins); undefined otherwise. Chains collapse: redirects point to posts, not slugs.
 */
export async function resolveSlugRedirect(db: Db, slug: string, now: Date = new Date()): Promise<string | undefined> {
  if (await getPublishedPostBySlug(db, slug, now)) return undefined;
  const row = await db.selectFrom("blog_redirects").select("post_id").where("from_slug", "=", slug).executeTakeFirst();
  if (!row) return undefined;
  const post = await getPostById(db, row.post_id);
  if (!post || !isLive(post, now) || post.slug === slug) return undefined;
  return post.slug;
}
