import type { Route } from "./+types/blog.images";
import { readBlogImage } from "~/features/blog/images.server";

/**
 * GET /blog/images/*: uploaded images from ${DATA_DIR}/blog-images/. Images shipped with the site
 * (public/blog/images/) are answered by the static handler before a request gets here.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const image = await readBlogImage(params["*"] ?? "");
  if (!image) {
    return new Response("Not Found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff", "Cache-Control": "no-store" },
    });
  }
  return new Response(new Uint8Array(image.body), {
    headers: {
      "Content-Type": image.type,
      "Content-Length": String(image.body.length),
      "Cache-Control": "public, max-age=2592000",
      "X-Content-Type-Options": "nosniff",
      "Last-Modified": image.modified.toUTCString(),
    },
  });
}
