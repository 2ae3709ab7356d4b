// Blog posts in the database (table blog_posts, migration 0003_blog_posts; status, revisions,
// preview tokens, redirects and translations since 0012_blog_editorial): rows as posts, and reading.
// Admin pages read every post (listPosts, getPostById); public pages read only what is live
// (listPublishedPosts, getPublishedPostBySlug): published posts, and scheduled posts whose date
// has come (the scheduler flips those to published within seconds). Writing is in writes.server.ts.
import type { Kysely, Selectable, Transaction } from "kysely";
import type { BlogPostsTable, Database } from "~/lib/db/schema";
import { blocksToMarkdown, compareNewestFirst } from "../rules";
import { isPostStatus, type BlogPost, type ContentBlock, type PostLang, type PostStatus } from "../types";

export type Db = Kysely<Database>;
export type Tx = Kysely<Database> | Transaction<Database>;
export type Row = Selectable<BlogPostsTable>;

// ---------------------------------------------------------------------------------------------
// Rows

function parseTags(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((t): t is string => typeof t === "string") : [];
  } catch {
    return [];
  }
}

function parseContent(row: Row): string | ContentBlock[] {
  if (row.content_format !== "blocks") return row.content;
  try {
    // Anything but an array is passed on as it is: the article then says 'Unbekanntes Content-Format'.
    return JSON.parse(row.content) as ContentBlock[];
  } catch {
    return row.content;
  }
}

export function toStatus(value: string): PostStatus {
  return isPostStatus(value) ? value : "published";
}

export function toPost(row: Row): BlogPost {
  const post: BlogPost = {
    id: row.id,
    slug: row.slug,
    title: row.title,
    author: row.author,
    date: row.date,
    tags: parseTags(row.tags),
    summary: row.summary,
    content: parseContent(row),
    lang: row.lang === "en" ? "en" : "de",
    lastModified: row.last_modified,
    revision: Number(row.revision),
    status: toStatus(row.status),
  };
  if (row.excerpt) post.excerpt = row.excerpt;
  if (row.cover_image) post.coverImage = row.cover_image;
  if (row.updated_at) post.updatedAt = row.updated_at;
  if (row.meta_title) post.metaTitle = row.meta_title;
  if (row.meta_description) post.metaDescription = row.meta_description;
  if (row.social_image) post.socialImage = row.social_image;
  if (row.translation_id) post.translationId = row.translation_id;
  if (row.author_id) post.authorId = row.author_id;
  return post;
}

export function contentColumns(content: string | ContentBlock[]) {
  return typeof content === "string"
    ? { content, content_format: "markdown" }
    : { content: JSON.stringify(content), content_format: "blocks" };
}

/** Whether a database error is a unique violation on the slug column (SQLite or PostgreSQL). */
export function isSlugConflict(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const e = error as Error & { code?: string; constraint?: string };
  if (e.code === "23505") return (e.constraint ?? "").includes("slug");
  return /UNIQUE constraint failed: blog_posts\.slug/.test(e.message);
}

export function isIdConflict(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const e = error as Error & { code?: string; constraint?: string };
  if (e.code === "23505") return (e.constraint ?? "").includes("pkey");
  return /UNIQUE constraint failed: blog_posts\.id/.test(e.message);
}

export async function slugTakenByOther(db: Tx, slug: string, id: string): Promise<boolean> {
  const row = await db.selectFrom("blog_posts").select("id").where("slug", "=", slug).executeTakeFirst();
  return row !== undefined && row.id !== id;
}

/** Whether the public sees the post at `now`: published, or scheduled with its date come. */
export function isLive(post: Pick<BlogPost, "status" | "date">, now: Date = new Date()): boolean {
  if (post.status === "published") return true;
  if (post.status !== "scheduled") return false;
  const t = Date.parse(post.date);
  return !Number.isNaN(t) && t <= now.getTime();
}

// ---------------------------------------------------------------------------------------------
// Reading

function sortNewestFirst(posts: BlogPost[]): BlogPost[] {
  // Dates are ISO strings, but imported ones may carry an offset: sort on the instant.
  return posts.sort((a, b) => compareNewestFirst(a.date, b.date));
}

/** All posts of every status, newest first: for the admin area only. */
export async function listPosts(db: Db): Promise<BlogPost[]> {
  const rows = await db.selectFrom("blog_posts").selectAll().orderBy("date", "desc").orderBy("id", "desc").execute();
  return sortNewestFirst(rows.map(toPost));
}

/**
 * What the public sees, newest first: published posts, and scheduled ones whose date has come
 * (read-time check; the scheduler also flips them to published). With `lang`, that language's only.
 */
export async function listPublishedPosts(db: Db, lang?: PostLang, now: Date = new Date()): Promise<BlogPost[]> {
  let query = db
    .selectFrom("blog_posts")
    .selectAll()
    .where((eb) => eb.or([eb("status", "=", "published"), eb.and([eb("status", "=", "scheduled"), eb("date", "<=", now.toISOString())])]));
  if (lang) query = query.where("lang", "=", lang);
  const rows = await query.orderBy("date", "desc").orderBy("id", "desc").execute();
  return sortNewestFirst(rows.map(toPost).filter((p) => isLive(p, now)));
}

export async function getPostById(db: Tx, id: string): Promise<BlogPost | undefined> {
  const row = await db.selectFrom("blog_posts").selectAll().where("id", "=", id).executeTakeFirst();
  return row && toPost(row);
}

/** Any post with this slug, whatever its status (admin). Public pages use getPublishedPostBySlug. */
export async function getPostBySlug(db: Db, slug: string): Promise<BlogPost | undefined> {
  const row = await db.selectFrom("blog_posts").selectAll().where("slug", "=", slug).executeTakeFirst();
  return row && toPost(row);
}

/** The post with this slug if the public may see it (isLive), else undefined. */
export async function getPublishedPostBySlug(db: Db, slug: string, now: Date = new Date()): Promise<BlogPost | undefined> {
  const post = await getPostBySlug(db, slug);
  return post && isLive(post, now) ? post : undefined;
}

/** Content as Markdown (blocks converted; blocks that fail to convert as their JSON). */
export function markdownOf(content: string | ContentBlock[]): string {
  if (typeof content === "string") return content;
  try {
    return blocksToMarkdown(content);
  } catch {
    return JSON.stringify(content);
  }
}

/** How the audit log names a post. */
export const postTarget = (post: Pick<BlogPost, "id" | "title">) => ({ type: "post" as const, id: post.id, label: post.title });
