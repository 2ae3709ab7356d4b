// The blog's pure rules: slugs, tags, content blocks, post ids, dates, related posts.
// Browser-safe and unit-tested.
import { slugify as slugifyTitle } from "~/lib/slug";
import type { PostLang } from "./types";

/**
 * The slug of a title: lowercase ASCII letters, digits and underscores, words joined by single
 * hyphens, after ä→ae, ö→oe, ü→ue, ß→ss (uppercase too) and with other accents dropped:
 * 'Größe & Übermaß – Wald!' → 'groesse-uebermass-wald'.
 */
export function slugify(title: string): string {
  return slugifyTitle(title);
}

/** A slug as the editor accepts it: lowercase letters, digits, "_" and single inner hyphens. */
export const slugPattern = /^[a-z0-9_]+(?:-[a-z0-9_]+)*$/;

/** Maximum lengths (characters) of a post's fields, and the maximum number of tags. */
export const postLimits = {
  title: 200,
  slug: 120,
  author: 100,
  summary: 1000,
  content: 200_000,
  tags: 20,
  tag: 40,
} as const satisfies Record<string, number>;

/** SEO fields: the meta title's recommended and hard maximum, the meta description's maximum. */
export const metaLimits = {
  titleRecommended: 60,
  titleMax: 70,
  descriptionMax: 160,
} as const satisfies Record<string, number>;

/** Adds a tag if, trimmed, it is non-empty and not already present; otherwise the list is unchanged. */
export function addTag(tags: string[], raw: string): string[] {
  const tag = raw.trim();
  if (tag === "" || tags.includes(tag)) return tags;
  return [...tags, tag];
}

export function removeTag(tags: string[], tag: string): string[] {
  return tags.filter((t) => t !== tag);
}

/**
 * Other posts sharing at least one tag with `post`, at most `max`: more shared tags first,
 * then newest first.
 */
export function relatedPosts<T extends { id: string; tags: string[]; date: string }>(post: T, all: T[], max = 3): T[] {
  const own = new Set(post.tags);
  if (own.size === 0) return [];
  return all
    .filter((p) => p.id !== post.id)
    .map((p) => ({ p, shared: new Set(p.tags.filter((t) => own.has(t))).size }))
    .filter((x) => x.shared > 0)
    .sort((a, b) => b.shared - a.shared || compareNewestFirst(a.p.date, b.p.date))
    .slice(0, max)
    .map((x) => x.p);
}

/** Sort comparator on ISO dates: newest first; unparseable dates last. */
export function compareNewestFirst(a: string, b: string): number {
  const ta = Date.parse(a);
  const tb = Date.parse(b);
  return (Number.isNaN(tb) ? -Infinity : tb) - (Number.isNaN(ta) ? -Infinity : ta);
}

/**
 * Converts content blocks (the old site's array form of a post) to Markdown: heading →
 * '#'×level + text, paragraph → text, list → '- ' items, any other block with content → its
 * content, unknown objects → JSON. Blocks are joined by blank lines. Throws when `blocks` is not
 * an array of objects.
 */
export function blocksToMarkdown(blocks: unknown): string {
  if (!Array.isArray(blocks)) throw new TypeError("Content blocks must be an array");
  return blocks
    .map((block: unknown, i) => {
      if (block === null || typeof block !== "object" || Array.isArray(block)) {
        throw new TypeError(`Content block ${i} is not an object`);
      }
      const b = block as Record<string, unknown>;
      switch (b.type) {
        case "heading": {
          const level = Math.min(6, Math.max(1, Math.trunc(Number(b.level) || 1)));
          return `${"#".repeat(level)} ${text(b.content, i)}`;
        }
        case "paragraph":
          return text(b.content, i);
        case "list": {
          if (!Array.isArray(b.items)) throw new TypeError(`List block ${i} has no items`);
          return b.items.map((item) => `- ${text(item, i)}`).join("\n");
        }
        default:
          return b.content !== undefined && b.content !== null && b.content !== "" ? text(b.content, i) : JSON.stringify(b);
      }
    })
    .join("\n\n");
}

function text(value: unknown, i: number): string {
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  throw new TypeError(`Content block ${i} has no text`);
}

const dateFormats: Record<PostLang, Intl.DateTimeFormat> = {
  de: new Intl.DateTimeFormat("de-DE", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Berlin" }),
  en: new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Berlin" }),
};

/** A post date as a long date: '21. November 2026' (de) or '21 November 2026' (en); '' if unparseable. */
export function formatPostDate(iso: string, lang: PostLang | "de" | "en"): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return "";
  return dateFormats[lang === "en" ? "en" : "de"].format(new Date(t));
}

/** The id of a new post: "post-" + timestamp in milliseconds. */
export function newPostId(now: number = Date.now()): string {
  return `post-${now}`;
}
