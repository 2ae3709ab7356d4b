import type { Route } from "./+types/blog.content-json";
import { getPublishedPostBySlug, toRecord } from "~/features/blog/index.server";
import { getDatabase } from "~/lib/db/db.server";
import { publicResource } from "~/lib/http-cache.server";

// Not kept by a CDN: the post may be published a moment later.
const notFound = () => Response.json({ error: "Blog-Beitrag nicht gefunden" }, { status: 404, headers: { "Cache-Control": "no-store" } });

/** GET /blog/content/{slug}.json: one post in the old site's {id}.json shape, or 404. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const file = params.file;
  if (!file.endsWith(".json")) return notFound();
  const slug = file.slice(0, -".json".length);
  try {
    const { db } = await getDatabase();
    const post = slug === "" ? undefined : await getPublishedPostBySlug(db, slug);
    if (!post) return notFound();
    return publicResource(request, JSON.stringify(toRecord(post)), { "Content-Type": "application/json" });
  } catch (error) {
    console.error("blog: content json failed", error);
    return Response.json({ error: "Fehler beim Laden des Blog-Beitrags" }, { status: 500, headers: { "Cache-Control": "no-store" } });
  }
}
