import type { Route } from "./+types/sitemap";
import { publicPagePaths } from "~/config/pages";
import { knowledgeArticles } from "~/content/knowledge";
import { tagPath, tagsOf } from "~/features/blog";
import { listPublishedPosts, type SitemapArticle, sitemapArticles } from "~/features/blog/index.server";
import { getDatabase } from "~/lib/db/db.server";
import { publicResource } from "~/lib/http-cache.server";
import { languages, type Lang } from "~/lib/i18n";
import { knowledgeArticlePath } from "~/pages/wissen/articles";

function escapeXml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/**
 * Live blog articles, each once at its own language's host, with the time of its last material
 * change (else its publish date) and hreflang alternates for a linked pair (ADR 0018); null when
 * the database cannot be read.
 */
async function blogEntries(
  origins: Parameters<typeof sitemapArticles>[1],
): Promise<{ articles: SitemapArticle[]; tagPages: { lang: Lang; path: string }[] } | null> {
  try {
    const { db } = await getDatabase();
    const articles = await sitemapArticles(db, origins);
    // Each language's tag pages (first page only) for the tags its live posts carry.
    const tagPages = await Promise.all(
      languages.map(async (lang) => tagsOf(await listPublishedPosts(db, lang)).map((tag) => ({ lang, path: tagPath(tag) }))),
    );
    return { articles, tagPages: tagPages.flat() };
  } catch (error) {
    console.error("sitemap: blog posts could not be loaded:", error instanceof Error ? error.message : error);
    return null;
  }
}

/**
 * Every public page and knowledge article in both languages and every live blog article at its own
 * language's host, each entry naming its language versions.
 * Without the articles (the database is away) the answer is a 503 with Retry-After, never stored:
 * a crawler keeps the sitemap it has and comes back, instead of reading the articles as removed.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { origins } = context;
  const blog = await blogEntries(origins);
  if (blog === null) {
    return new Response("Sitemap temporarily unavailable: the blog's database cannot be read. Please try again later.\n", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "Retry-After": "300" },
    });
  }
  const entry = ({ loc, lastmod, alternates }: { loc: string; lastmod?: string; alternates: { hreflang: string; href: string }[] }) => {
    const links = alternates
      .map((a) => `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`)
      .join("\n");
    const modified = lastmod ? `    <lastmod>${escapeXml(lastmod)}</lastmod>\n` : "";
    return `  <url>\n    <loc>${escapeXml(loc)}</loc>\n${modified}${links}\n  </url>`;
  };
  // A page on both hosts, each naming the other (the same path in both languages).
  const bothLanguages = (path: string, lastmod?: string) =>
    (["de", "en"] as const).map((lang) =>
      entry({
        loc: origins[lang] + path,
        lastmod,
        alternates: [
          { hreflang: "de", href: origins.de + path },
          { hreflang: "en", href: origins.en + path },
          { hreflang: "x-default", href: origins.de + path },
        ],
      }),
    );
  const pageEntries = publicPagePaths.flatMap((path) => bothLanguages(path));
  // The knowledge articles (/wissen/{slug}): last modified when their facts were last checked.
  const knowledgeEntries = knowledgeArticles.flatMap((a) => bothLanguages(knowledgeArticlePath(a.slug), a.checked));
  // Tag pages exist per language: each names only itself.
  const tagEntries = blog.tagPages.map(({ lang, path }) =>
    entry({ loc: origins[lang] + path, alternates: [{ hreflang: lang, href: origins[lang] + path }] }),
  );
  const entries = [...pageEntries, ...knowledgeEntries, ...blog.articles.map(entry), ...tagEntries];
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join("\n")}
</urlset>
`;
  return publicResource(request, body, { "Content-Type": "application/xml; charset=utf-8" });
}
