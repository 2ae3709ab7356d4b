import type { Route } from "./+types/robots";

export function loader({ context }: Route.LoaderArgs) {
  const origin = context.origins[context.lang];
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /blog/admin",
    "Disallow: /blog/login",
    "Disallow: /blog/visual-editor",
    "Disallow: /api/",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
