import type { Route } from "./+types/blog.feed";
import { listPublishedPosts, rssFeed } from "~/features/blog/index.server";
import { getDatabase } from "~/lib/db/db.server";
import { publicResource } from "~/lib/http-cache.server";

/** GET /blog/feed.xml: RSS 2.0 of the posts, with links on the requesting language's site. */
export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    const { db } = await getDatabase();
    const xml = rssFeed(await listPublishedPosts(db, context.lang), {
      origin: context.origins[context.lang],
      lang: context.lang,
      brand: context.site.brand,
    });
    return publicResource(request, xml, { "Content-Type": "application/rss+xml; charset=utf-8" });
  } catch (error) {
    console.error("blog: feed failed", error);
    return new Response("Fehler beim Laden der Blog-Beiträge", {
      status: 500,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
}
