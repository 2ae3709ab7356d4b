import type { Route } from "./+types/sitemap";
import { staticPublicPaths } from "~/config/public-routes";

function escapeXml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Every public page in both languages, each entry naming its language versions. */
export function loader({ context }: Route.LoaderArgs) {
  const { origins } = context;
  const entries = staticPublicPaths.flatMap((path) =>
    (["de", "en"] as const).map((lang) => {
      const alternates = (["de", "en"] as const)
        .map((l) => `    <xhtml:link rel="alternate" hreflang="${l}" href="${escapeXml(origins[l] + path)}"/>`)
        .concat(`    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origins.de + path)}"/>`)
        .join("\n");
      return `  <url>\n    <loc>${escapeXml(origins[lang] + path)}</loc>\n${alternates}\n  </url>`;
    }),
  );
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join("\n")}
</urlset>
`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
