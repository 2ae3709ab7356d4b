import { listPosts, toIndex } from "~/features/blog/posts.server";
import { getDatabase } from "~/lib/db/db.server";

/** GET /blog/index.json: the blog index in the old site's file shape ({ posts: [...] }), newest first. */
export async function loader() {
  try {
    const { db } = await getDatabase();
    return Response.json(toIndex(await listPosts(db)), { headers: { "Cache-Control": "public, max-age=60" } });
  } catch (error) {
    console.error("blog: index.json failed", error);
    return Response.json({ error: "Blog-Index konnte nicht geladen werden" }, { status: 500, headers: { "Cache-Control": "no-store" } });
  }
}
