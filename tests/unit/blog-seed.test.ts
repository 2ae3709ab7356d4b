import { readFileSync, statSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { renderMarkdown } from "~/features/blog/markdown.server";
import { postInputSchema } from "~/features/blog/index.server";
import { relatedPosts, slugify, slugPattern } from "~/features/blog/rules";
import { seedPosts } from "~/features/blog/seed-posts";

const PUBLIC = resolve(__dirname, "../../public");
const MAX_COVER_BYTES = 120 * 1024;

/** Words of the article as a reader sees them: Markdown syntax and link targets left out. */
function words(markdown: string): string[] {
  const text = markdown
    .replace(/\]\([^)]*\)/g, "]") // link targets
    .replace(/\[\^\d+\]:?/g, " ") // footnote markers
    .replace(/^\s*\|?[-:| ]+\|?\s*$/gm, " "); // table separator rows
  return text.match(/[\p{L}\p{N}]+(?:[-'’.,][\p{L}\p{N}]+)*/gu) ?? [];
}

/** Width and height of a WebP file (VP8, VP8L or VP8X bitstream). */
function webpSize(buf: Buffer): { width: number; height: number } {
  expect(buf.toString("ascii", 0, 4)).toBe("RIFF");
  expect(buf.toString("ascii", 8, 12)).toBe("WEBP");
  const chunk = buf.toString("ascii", 12, 16);
  if (chunk === "VP8X") return { width: 1 + buf.readUIntLE(24, 3), height: 1 + buf.readUIntLE(27, 3) };
  if (chunk === "VP8L") {
    const bits = buf.readUInt32LE(21);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  if (chunk === "VP8 ") return { width: buf.readUInt16LE(26) & 0x3fff, height: buf.readUInt16LE(28) & 0x3fff };
  throw new Error(`unknown WebP chunk ${chunk}`);
}

describe("blog seed articles", () => {
  it("contains the articles other pages link to, with their exact titles", () => {
    const titles = Object.fromEntries(seedPosts.map((p) => [p.slug, p.title]));
    expect(titles).toMatchObject({
      "digitale-arbeitsauftraege-im-forst": "Digitale Arbeitsaufträge im Forst: So gelingt der Umstieg vom Papier",
      "borkenkaefer-monitoring-mit-drohnen-und-ki": "Borkenkäfer-Monitoring mit Drohnen und KI",
      "co2-markt-fuer-waldbesitzer": "Der CO₂-Markt für Waldbesitzende: Chancen und Fallstricke",
      "gps-zeiterfassung-im-forstbetrieb": "GPS-Zeiterfassung im Forstbetrieb: Was erlaubt ist und was sie bringt",
    });
    expect(seedPosts.length).toBeGreaterThanOrEqual(4);
  });

  it.each(seedPosts.map((p) => [p.slug, p] as const))("%s: every field is filled and passes the editor's validation", (_slug, post) => {
    for (const field of ["id", "title", "slug", "author", "date", "summary", "content", "excerpt", "coverImage"] as const) {
      expect(post[field]?.trim(), field).toBeTruthy();
    }
    expect(post.lang).toBe("de");
    expect(post.tags.length).toBeGreaterThanOrEqual(3);
    expect(post.tags.length).toBeLessThanOrEqual(5);
    expect(post.tags.every((t) => t.trim() === t && t !== "")).toBe(true);
    expect(post.excerpt!.length).toBeLessThanOrEqual(160);
    // the editor's own schema accepts the post unchanged
    const parsed = postInputSchema.safeParse(post);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  });

  it("uses well-formed slugs, unique ids and slugs, and ids that match the dates", () => {
    for (const post of seedPosts) {
      expect(post.slug === slugify(post.title) || slugPattern.test(post.slug), post.slug).toBe(true);
      expect(post.slug).toMatch(/^[a-z0-9-]+$/);
      expect(post.id).toBe(`post-${Date.parse(post.date)}`);
      expect(new Date(post.date).toISOString()).toBe(post.date);
      expect(post.date >= "2026-01-01" && post.date <= "2026-11-10T23:59:59.999Z", post.date).toBe(true);
    }
    expect(new Set(seedPosts.map((p) => p.id)).size).toBe(seedPosts.length);
    expect(new Set(seedPosts.map((p) => p.slug)).size).toBe(seedPosts.length);
  });

  it("gives every article related articles through shared tags", () => {
    for (const post of seedPosts) {
      const others = seedPosts.filter((p) => p !== post);
      expect(
        others.some((o) => o.tags.some((t) => post.tags.includes(t))),
        post.slug,
      ).toBe(true);
      expect(relatedPosts(post, seedPosts).length, post.slug).toBeGreaterThanOrEqual(1);
    }
  });

  it.each(seedPosts.map((p) => [p.slug, p] as const))("%s: is a full article of at least 600 words", (_slug, post) => {
    const count = words(post.content).length;
    expect(count).toBeGreaterThanOrEqual(600);
    expect(count).toBeLessThanOrEqual(1200);
    // an intro before the first section, and several sections
    expect(post.content.trimStart().startsWith("##")).toBe(false);
    expect(post.content.match(/^## /gm)?.length ?? 0).toBeGreaterThanOrEqual(4);
    // the brand appears where it fits, not in every paragraph
    expect(post.content.match(/ForestCrew/g)?.length ?? 0).toBeLessThanOrEqual(2);
    // German typography: typographic quotes, no ASCII double quotes in the prose
    expect(post.content).not.toContain('"');
  });

  it("renders tables, a blockquote, a task list and footnotes, and links only to seeded articles", async () => {
    const html = (await Promise.all(seedPosts.map((p) => renderMarkdown(p.content)))).join("\n");
    expect(html).toContain("<table>");
    expect(html).toContain("<blockquote>");
    expect(html).toMatch(/<input[^>]*type="checkbox"/);
    expect(html).toMatch(/<section[^>]*data-footnotes/);
    const slugs = new Set(seedPosts.map((p) => p.slug));
    const internal = [...html.matchAll(/href="\/blog\/([^"#]+)"/g)].map((m) => m[1]);
    expect(internal.length).toBeGreaterThan(0);
    for (const slug of internal) expect(slugs.has(slug!), slug).toBe(true);
  }, 30_000); // six long articles through the full Markdown pipeline; slow on a busy machine

  it.each(seedPosts.map((p) => [p.slug, p] as const))("%s: has its cover image on disk as a 1600×900 WebP within 120 KB", (slug, post) => {
    expect(post.coverImage).toBe(`/blog/images/covers/${slug}.webp`);
    const file = resolve(PUBLIC, post.coverImage!.slice(1));
    const size = statSync(file).size;
    expect(size).toBeGreaterThan(10 * 1024);
    expect(size).toBeLessThanOrEqual(MAX_COVER_BYTES);
    expect(webpSize(readFileSync(file))).toEqual({ width: 1600, height: 900 });
  });
});
