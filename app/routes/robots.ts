import type { Route } from "./+types/robots";
import { backOfficeStems } from "~/config/admin-area";
import { publicResource } from "~/lib/http-cache.server";

export function loader({ request, context }: Route.LoaderArgs) {
  const origin = context.origins[context.lang];
  const body = [
    "User-agent: *",
    "Allow: /",
    ...backOfficeStems.map((stem) => `Disallow: ${stem}`),
    "Disallow: /api/",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return publicResource(request, body, { "Content-Type": "text/plain; charset=utf-8" });
}
