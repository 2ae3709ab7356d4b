import type { Route } from "./+types/blog.images";
import { readBlogImage } from "~/features/blog/index.server";

/**
 * GET /blog/images/*: uploaded images from ${DATA_DIR}/blog-images/. Images shipped with the site
 * (public/blog/images/) are answered by the static handler before a request gets here.
 * `X-Content-Type-Options: nosniff` comes with every response of the server (server/security.ts):
 * set here as well, Express would send it twice.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const image = await readBlogImage(params["*"] ?? "");
  if (!image) {
    return new Response("Not Found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return new Response(new Uint8Array(image.body), {
    headers: {
      "Content-Type": image.type,
      "Content-Length": String(image.body.length),
      "Cache-Control": "public, max-age=2592000",
      "Last-Modified": image.modified.toUTCString(),
    },
  });
}
