import type { Route } from "./+types/sitemap";
import { publicPagePaths } from "~/config/pages";
import { listPublishedPosts } from "~/features/blog/posts.server";
import { getDatabase } from "~/lib/db/db.server";
import { publicResource } from "~/lib/http-cache.server";

function escapeXml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Blog articles with the time of their last save; null when the database cannot be read. */
async function blogEntries(): Promise<{ path: string; lastmod?: string }[] | null> {
  try {
    const { db } = await getDatabase();
    return (await listPublishedPosts(db)).map((post) => ({ path: `/blog/${encodeURIComponent(post.slug)}`, lastmod: post.lastModified }));
  } catch (error) {
    console.error("sitemap: blog posts could not be loaded:", error instanceof Error ? error.message : error);
    return null;
  }
}

/**
 * Every public page and blog article in both languages, each entry naming its language versions.
 * Without the articles (the database is away) the answer is a 503 with Retry-After, never stored:
 * a crawler keeps the sitemap it has and comes back, instead of reading the articles as removed.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { origins } = context;
  const articles = await blogEntries();
  if (articles === null) {
    return new Response("Sitemap temporarily unavailable: the blog's database cannot be read. Please try again later.\n", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "Retry-After": "300" },
    });
  }
  const pages: { path: string; lastmod?: string }[] = [...publicPagePaths.map((path) => ({ path })), ...articles];
  const entries = pages.flatMap(({ path, lastmod }) =>
    (["de", "en"] as const).map((lang) => {
      const alternates = (["de", "en"] as const)
        .map((l) => `    <xhtml:link rel="alternate" hreflang="${l}" href="${escapeXml(origins[l] + path)}"/>`)
        .concat(`    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origins.de + path)}"/>`)
        .join("\n");
      const modified = lastmod ? `    <lastmod>${escapeXml(lastmod)}</lastmod>\n` : "";
      return `  <url>\n    <loc>${escapeXml(origins[lang] + path)}</loc>\n${modified}${alternates}\n  </url>`;
    }),
  );
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join("\n")}
</urlset>
`;
  return publicResource(request, body, { "Content-Type": "application/xml; charset=utf-8" });
}
