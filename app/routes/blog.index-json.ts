import { listPublishedPosts, toIndex } from "~/features/blog/index.server";
import type { Route } from "./+types/blog.index-json";
import { getDatabase } from "~/lib/db/db.server";
import { publicResource } from "~/lib/http-cache.server";

/** GET /blog/index.json: the blog index in the old site's file shape ({ posts: [...] }), newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    const { db } = await getDatabase();
    return publicResource(request, JSON.stringify(toIndex(await listPublishedPosts(db, context.lang))), {
      "Content-Type": "application/json",
    });
  } catch (error) {
    console.error("blog: index.json failed", error);
    return Response.json({ error: "Blog-Index konnte nicht geladen werden" }, { status: 500, headers: { "Cache-Control": "no-store" } });
  }
}
