// The blog's machine-readable outputs: RSS 2.0 feed and the JSON shapes of the old site.
import type { Lang } from "~/lib/i18n";
import { blogCopy } from "./copy";
import { blogMetaCopy } from "./meta-copy";
import type { BlogPost } from "./types";

export function escapeXml(value: string): string {
  return (
    value
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
      .replace(/'/g, "&apos;")
      // Characters XML 1.0 does not allow at all.
      // eslint-disable-next-line no-control-regex -- these control characters are what it removes
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "")
  );
}

function rfc822(iso: string): string {
  const t = Date.parse(iso);
  return new Date(Number.isNaN(t) ? 0 : t).toUTCString();
}

/** RSS 2.0 of the posts (newest first), with absolute links on `origin`. */
export function rssFeed(posts: BlogPost[], opts: { origin: string; lang: Lang; brand: string }): string {
  const { origin, lang, brand } = opts;
  const c = blogCopy[lang];
  const items = posts.map((post) => {
    const link = `${origin}/blog/${encodeURIComponent(post.slug)}`;
    const categories = post.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`).join("\n");
    return [
      "    <item>",
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${rfc822(post.date)}</pubDate>`,
      `      <dc:creator>${escapeXml(post.author)}</dc:creator>`,
      `      <description>${escapeXml(post.excerpt ?? post.summary)}</description>`,
      categories,
      "    </item>",
    ]
      .filter((line) => line !== "")
      .join("\n");
  });
  const latest = posts.reduce((max, p) => (p.lastModified > max ? p.lastModified : max), posts[0]?.date ?? "");
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(`${brand} ${blogMetaCopy[lang].feedTitle}`)}</title>
    <link>${escapeXml(`${origin}/blog`)}</link>
    <atom:link href="${escapeXml(`${origin}/blog/feed.xml`)}" rel="self" type="application/rss+xml"/>
    <description>${escapeXml(c.feedDescription)}</description>
    <language>${lang === "de" ? "de-DE" : "en-GB"}</language>
${latest ? `    <lastBuildDate>${rfc822(latest)}</lastBuildDate>\n` : ""}${items.join("\n")}
  </channel>
</rss>
`;
}
