// Blog posts in the database (table blog_posts, migration 0003_blog_posts).
// Every mutation calls notifyContentChanged() so that the page cache drops /blog and the articles.
import type { Insertable, Kysely, Selectable } from "kysely";
import { z } from "zod";
import { notifyContentChanged } from "~/lib/content-events.server";
import type { BlogPostsTable, Database } from "~/lib/db/schema";
import { reservedSlugs } from "./paths";
import { blocksToMarkdown, compareNewestFirst, newPostId, postLimits, slugPattern } from "./rules";
import type { BlogIndex, BlogIndexEntry, BlogPost, BlogPostRecord, ContentBlock, ImportReport, PostInput } from "./types";

type Db = Kysely<Database>;
type Row = Selectable<BlogPostsTable>;

export const REQUIRED_MESSAGE = "Bitte füllen Sie alle Pflichtfelder aus";

export class SlugTakenError extends Error {
  constructor() {
    super("Dieser Slug wird bereits von einem anderen Beitrag verwendet. Bitte wählen Sie einen anderen.");
    this.name = "SlugTakenError";
  }
}

export class StaleEditError extends Error {
  constructor() {
    super(
      "Dieser Beitrag wurde inzwischen von jemand anderem gespeichert. Ihre Änderungen wurden nicht übernommen: " +
        "Bitte sichern Sie Ihren Text, laden Sie die Seite neu und übertragen Sie Ihre Änderungen in die aktuelle Fassung.",
    );
    this.name = "StaleEditError";
  }
}

export class PostNotFoundError extends Error {
  constructor() {
    super("Blog-Beitrag konnte nicht geladen werden");
    this.name = "PostNotFoundError";
  }
}

/** Input that does not pass postInputSchema (createPost and updatePost validate again). */
export class PostValidationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PostValidationError";
  }
}

const required = (max: number, tooLong: string) => z.string({ error: REQUIRED_MESSAGE }).trim().min(1, REQUIRED_MESSAGE).max(max, tooLong);

const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((v) => (v ? v : undefined));

/** "/blog/images/…" (our uploads and shipped images) or an absolute http(s) URL. */
const coverImagePattern = /^(\/blog\/images\/[A-Za-z0-9._~/-]+|https?:\/\/[^\s"'<>]+)$/;

/**
 * A post as the editor submits it. Trims every text; title, slug, author, summary and content
 * must be non-empty ('Bitte füllen Sie alle Pflichtfelder aus'); the slug must follow the slug rule.
 */
export const postInputSchema: z.ZodType<PostInput> = z
  .object({
    title: required(postLimits.title, `Der Titel darf höchstens ${postLimits.title} Zeichen lang sein.`),
    slug: required(postLimits.slug, `Der Slug darf höchstens ${postLimits.slug} Zeichen lang sein.`)
      .regex(slugPattern, "Der Slug darf nur Kleinbuchstaben, Ziffern, Unterstriche und einzelne Bindestriche enthalten.")
      .refine((slug) => !reservedSlugs.has(slug), "Dieser Slug ist für eine Seite des Blogs reserviert. Bitte wählen Sie einen anderen."),
    author: required(postLimits.author, `Der Autor darf höchstens ${postLimits.author} Zeichen lang sein.`),
    tags: z
      .array(z.string().trim().max(postLimits.tag, `Ein Tag darf höchstens ${postLimits.tag} Zeichen lang sein.`))
      .default([])
      .transform((tags) => [...new Set(tags.filter((t) => t !== ""))])
      .refine((tags) => tags.length <= postLimits.tags, `Höchstens ${postLimits.tags} Tags sind möglich.`),
    summary: required(postLimits.summary, `Die Zusammenfassung darf höchstens ${postLimits.summary} Zeichen lang sein.`),
    content: z
      .string({ error: REQUIRED_MESSAGE })
      .max(postLimits.content, `Der Inhalt darf höchstens ${postLimits.content} Zeichen lang sein.`)
      .refine((v) => v.trim() !== "", REQUIRED_MESSAGE)
      // Markdown is whitespace-sensitive (indented code at the start); only the ends are trimmed of blank lines.
      .transform((v) => v.replace(/^(?:[ \t]*\r?\n)+/, "").trimEnd()),
    excerpt: optionalText(postLimits.summary, `Der Auszug darf höchstens ${postLimits.summary} Zeichen lang sein.`),
    coverImage: z
      .string()
      .trim()
      .max(2000, "Die Adresse des Titelbilds ist zu lang.")
      .optional()
      .transform((v) => (v ? v : undefined))
      .refine(
        (v) => v === undefined || (coverImagePattern.test(v) && !v.includes("..")),
        "Das Titelbild muss unter /blog/images/ liegen oder eine http(s)-Adresse sein.",
      ),
    lang: z.enum(["de", "en"]).default("de"),
    date: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : undefined))
      .refine((v) => v === undefined || !Number.isNaN(Date.parse(v)), "Das Datum ist ungültig.")
      .transform((v) => (v === undefined ? undefined : new Date(v).toISOString())),
  })
  .transform((v): PostInput => {
    const out: PostInput = {
      title: v.title,
      slug: v.slug,
      author: v.author,
      tags: v.tags,
      summary: v.summary,
      content: v.content,
      lang: v.lang,
    };
    if (v.excerpt !== undefined) out.excerpt = v.excerpt;
    if (v.coverImage !== undefined) out.coverImage = v.coverImage;
    if (v.date !== undefined) out.date = v.date;
    return out;
  });

function validate(input: PostInput): PostInput {
  const parsed = postInputSchema.safeParse(input);
  if (!parsed.success) throw new PostValidationError(parsed.error.issues[0]?.message ?? REQUIRED_MESSAGE);
  return parsed.data;
}

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

function toPost(row: Row): BlogPost {
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
  };
  if (row.excerpt) post.excerpt = row.excerpt;
  if (row.cover_image) post.coverImage = row.cover_image;
  return post;
}

function contentColumns(content: string | ContentBlock[]) {
  return typeof content === "string"
    ? { content, content_format: "markdown" }
    : { content: JSON.stringify(content), content_format: "blocks" };
}

/** Whether a database error is a unique violation on the slug column (SQLite or PostgreSQL). */
function isSlugConflict(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const e = error as Error & { code?: string; constraint?: string };
  if (e.code === "23505") return (e.constraint ?? "").includes("slug");
  return /UNIQUE constraint failed: blog_posts\.slug/.test(e.message);
}

function isIdConflict(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const e = error as Error & { code?: string; constraint?: string };
  if (e.code === "23505") return (e.constraint ?? "").includes("pkey");
  return /UNIQUE constraint failed: blog_posts\.id/.test(e.message);
}

async function slugTakenByOther(db: Db, slug: string, id: string): Promise<boolean> {
  const row = await db.selectFrom("blog_posts").select("id").where("slug", "=", slug).executeTakeFirst();
  return row !== undefined && row.id !== id;
}

// ---------------------------------------------------------------------------------------------
// Reading

/** All posts, newest first. */
export async function listPosts(db: Db): Promise<BlogPost[]> {
  const rows = await db.selectFrom("blog_posts").selectAll().orderBy("date", "desc").orderBy("id", "desc").execute();
  // Dates are ISO strings, but imported ones may carry an offset: sort on the instant.
  return rows.map(toPost).sort((a, b) => compareNewestFirst(a.date, b.date));
}

export async function getPostById(db: Db, id: string): Promise<BlogPost | undefined> {
  const row = await db.selectFrom("blog_posts").selectAll().where("id", "=", id).executeTakeFirst();
  return row && toPost(row);
}

export async function getPostBySlug(db: Db, slug: string): Promise<BlogPost | undefined> {
  const row = await db.selectFrom("blog_posts").selectAll().where("slug", "=", slug).executeTakeFirst();
  return row && toPost(row);
}

// ---------------------------------------------------------------------------------------------
// Writing

interface StoredFields extends Omit<PostInput, "content"> {
  content: string | ContentBlock[];
}

async function insertPost(db: Db, fields: StoredFields, id: string, now: Date): Promise<BlogPost> {
  if (await slugTakenByOther(db, fields.slug, id)) throw new SlugTakenError();
  const stamp = now.toISOString();
  const row: Insertable<BlogPostsTable> = {
    id,
    slug: fields.slug,
    title: fields.title,
    author: fields.author,
    date: fields.date ?? stamp,
    tags: JSON.stringify(fields.tags),
    summary: fields.summary,
    ...contentColumns(fields.content),
    excerpt: fields.excerpt ?? null,
    cover_image: fields.coverImage ?? null,
    lang: fields.lang,
    created_at: stamp,
    last_modified: stamp,
    revision: 1,
  };
  try {
    await db.insertInto("blog_posts").values(row).execute();
  } catch (error) {
    if (isSlugConflict(error)) throw new SlugTakenError();
    if (isIdConflict(error)) throw new PostValidationError(`Ein Beitrag mit der ID „${id}“ existiert bereits.`);
    throw error;
  }
  return toPost(row as Row);
}

/** Stores a new post (live at once). The id is "post-" + timestamp unless given. */
export async function createPost(db: Db, input: PostInput, opts: { id?: string; now?: Date } = {}): Promise<BlogPost> {
  const now = opts.now ?? new Date();
  const post = await insertPost(db, validate(input), opts.id ?? newPostId(now.getTime()), now);
  notifyContentChanged({ kind: "blog", slugs: [post.slug] });
  return post;
}

/**
 * Sets the update only if the row still has the revision the editor started from, in one
 * statement: two editors saving the same revision cannot both succeed.
 */
async function updateRow(
  db: Db,
  id: string,
  fields: StoredFields,
  expectedRevision: number | null,
  now: Date,
): Promise<{ before: BlogPost; after: BlogPost }> {
  const before = await getPostById(db, id);
  if (!before) throw new PostNotFoundError();
  if (expectedRevision !== null && before.revision !== expectedRevision) throw new StaleEditError();
  if (await slugTakenByOther(db, fields.slug, id)) throw new SlugTakenError();
  let query = db
    .updateTable("blog_posts")
    .set((eb) => ({
      slug: fields.slug,
      title: fields.title,
      author: fields.author,
      ...(fields.date ? { date: fields.date } : {}),
      tags: JSON.stringify(fields.tags),
      summary: fields.summary,
      ...contentColumns(fields.content),
      excerpt: fields.excerpt ?? null,
      cover_image: fields.coverImage ?? null,
      lang: fields.lang,
      last_modified: now.toISOString(),
      revision: eb("revision", "+", 1),
    }))
    .where("id", "=", id);
  if (expectedRevision !== null) query = query.where("revision", "=", expectedRevision);
  let result;
  try {
    result = await query.executeTakeFirst();
  } catch (error) {
    if (isSlugConflict(error)) throw new SlugTakenError();
    throw error;
  }
  if (Number(result.numUpdatedRows) === 0) {
    if (!(await getPostById(db, id))) throw new PostNotFoundError();
    throw new StaleEditError();
  }
  const after = await getPostById(db, id);
  if (!after) throw new PostNotFoundError();
  return { before, after };
}

/** Saves an edit of the revision the editor loaded; StaleEditError if someone saved in between. */
export async function updatePost(db: Db, id: string, input: PostInput, expectedRevision: number): Promise<BlogPost> {
  const { before, after } = await updateRow(db, id, validate(input), expectedRevision, new Date());
  notifyContentChanged({ kind: "blog", slugs: [...new Set([before.slug, after.slug])] });
  return after;
}

/** Removes a post; false if there was none with this id. */
export async function deletePost(db: Db, id: string): Promise<boolean> {
  const existing = await getPostById(db, id);
  if (!existing) return false;
  const result = await db.deleteFrom("blog_posts").where("id", "=", id).executeTakeFirst();
  const deleted = Number(result.numDeletedRows) > 0;
  if (deleted) notifyContentChanged({ kind: "blog", slugs: [existing.slug] });
  return deleted;
}

// ---------------------------------------------------------------------------------------------
// Export (the old site's index.json and {id}.json shapes, which its files and tools still read)

export function toIndexEntry(post: BlogPost): BlogIndexEntry {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    date: post.date,
    author: post.author,
    summary: post.summary,
    tags: [...post.tags],
  };
}

/** The blog index, newest first. */
export function toIndex(posts: BlogPost[]): BlogIndex {
  return { posts: [...posts].sort((a, b) => compareNewestFirst(a.date, b.date)).map(toIndexEntry) };
}

export function toRecord(post: BlogPost): BlogPostRecord {
  const record: BlogPostRecord = { ...toIndexEntry(post), content: post.content };
  if (post.excerpt) record.excerpt = post.excerpt;
  if (post.coverImage) record.coverImage = post.coverImage;
  record.lastModified = post.lastModified;
  record.lang = post.lang;
  return record;
}

// ---------------------------------------------------------------------------------------------
// Import

const idPattern = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;

const blockSchema = z.looseObject({ type: z.string() });

const recordSchema = z.object({
  id: z.string().trim().regex(idPattern, "Die ID darf nur Buchstaben, Ziffern, „_“ und „-“ enthalten (höchstens 100 Zeichen)."),
  slug: z.string(),
  title: z.string(),
  author: z.string(),
  date: z.string().optional(),
  tags: z.array(z.string()).optional(),
  summary: z.string(),
  content: z.union([z.string(), z.array(blockSchema).min(1, REQUIRED_MESSAGE)], {
    error: "Der Inhalt muss Markdown-Text oder eine Liste von Blöcken sein.",
  }),
  excerpt: z.string().nullish(),
  coverImage: z.string().nullish(),
  lang: z.enum(["de", "en"]).optional(),
});

const indexSchema = z.object({
  posts: z.array(z.looseObject({ id: z.string() }), { error: "Die Datei enthält keine Beitragsliste (posts)." }),
});

type ImportFile = { name: string; text: string };

function baseName(name: string): string {
  return name.split(/[\\/]/).pop() ?? name;
}

function issueMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return REQUIRED_MESSAGE;
  const path = issue.path.join(".");
  return path && !issue.message.includes(REQUIRED_MESSAGE) ? `${path}: ${issue.message}` : issue.message;
}

/** Validates one record as a post; returns its fields or the reason it is refused. */
function recordFields(raw: unknown, markdownFiles: Map<string, string>): { id: string; fields: StoredFields } | { reason: string } {
  const parsed = recordSchema.safeParse(raw);
  if (!parsed.success) return { reason: issueMessage(parsed.error) };
  const r = parsed.data;
  let content: string | ContentBlock[] = r.content;
  // The old site could point content at blog/markdown-posts/{name}.md; it is taken from the upload.
  if (typeof content === "string" && /^\/?(public\/)?blog\/markdown-posts\/[^\s]+\.md$/.test(content.trim())) {
    const file = markdownFiles.get(baseName(content.trim()));
    if (file === undefined) return { reason: `Die Markdown-Datei ${baseName(content.trim())} fehlt im Import.` };
    content = file;
  }
  // Blocks are validated as the Markdown they become (length included); they are stored as blocks.
  let markdown: string;
  try {
    markdown = typeof content === "string" ? content : blocksToMarkdown(content);
  } catch (error) {
    return { reason: `Die Inhaltsblöcke sind ungültig: ${error instanceof Error ? error.message : String(error)}` };
  }
  const input = postInputSchema.safeParse({
    title: r.title,
    slug: r.slug,
    author: r.author,
    tags: r.tags ?? [],
    summary: r.summary,
    content: markdown,
    excerpt: r.excerpt ?? undefined,
    coverImage: r.coverImage ?? undefined,
    lang: r.lang ?? "de",
    date: r.date,
  });
  if (!input.success) return { reason: issueMessage(input.error) };
  return { id: r.id.trim(), fields: { ...input.data, content: typeof content === "string" ? input.data.content : content } };
}

/**
 * Imports an exported index.json together with its post files ({id}.json), or single {id}.json
 * files (a file may also be a JSON array of records). Each post is created, or updated when its
 * id exists (an import overwrites without a revision check). The report lists post ids as
 * created or updated, and every refused file or post with the reason, in German.
 */
export async function importFiles(db: Db, files: ImportFile[]): Promise<ImportReport> {
  const report: ImportReport = { created: [], updated: [], refused: [] };
  const markdownFiles = new Map<string, string>();
  const json: { name: string; value: unknown }[] = [];
  for (const file of files) {
    const name = baseName(file.name);
    if (/\.md$/i.test(name)) {
      markdownFiles.set(name, file.text);
      continue;
    }
    try {
      json.push({ name, value: JSON.parse(file.text.replace(/^\uFEFF/, "")) });
    } catch {
      report.refused.push({ name, reason: "Keine gültige JSON-Datei." });
    }
  }

  // Post records by id, from the post files; index files list which posts belong together.
  const records = new Map<string, { name: string; value: unknown }>();
  const indexes: { name: string; entries: { id: string }[] }[] = [];
  for (const { name, value } of json) {
    if (value !== null && typeof value === "object" && !Array.isArray(value) && "posts" in value) {
      const index = indexSchema.safeParse(value);
      if (index.success) indexes.push({ name, entries: index.data.posts });
      else report.refused.push({ name, reason: issueMessage(index.error) });
      continue;
    }
    const list = Array.isArray(value) ? value : [value];
    list.forEach((item, i) => {
      const itemName = list.length > 1 ? `${name} [${i + 1}]` : name;
      const id = item !== null && typeof item === "object" && "id" in item ? (item as { id: unknown }).id : undefined;
      if (typeof id !== "string" || id.trim() === "") {
        report.refused.push({ name: itemName, reason: "Die Datei enthält keinen Beitrag mit ID." });
        return;
      }
      records.set(id.trim(), { name: itemName, value: item });
    });
  }
  for (const index of indexes) {
    for (const entry of index.entries) {
      const refusedAlready = report.refused.some((r) => r.name === `${entry.id.trim()}.json`);
      if (!records.has(entry.id.trim()) && !refusedAlready) {
        // An index entry without its file: the entry alone has no content.
        records.set(entry.id.trim(), { name: `${entry.id}.json`, value: undefined });
      }
    }
  }

  let changed = false;
  for (const [id, { name, value }] of records) {
    if (value === undefined) {
      report.refused.push({ name, reason: `Die Beitragsdatei ${name} fehlt: Im Index steht nur die Übersicht, nicht der Inhalt.` });
      continue;
    }
    const result = recordFields(value, markdownFiles);
    if ("reason" in result) {
      report.refused.push({ name, reason: result.reason });
      continue;
    }
    if (result.id !== id) {
      report.refused.push({ name, reason: "Die ID ist ungültig." });
      continue;
    }
    try {
      const existing = await getPostById(db, id);
      if (existing) {
        await updateRow(db, id, result.fields, null, new Date());
        report.updated.push(id);
      } else {
        await insertPost(db, result.fields, id, new Date());
        report.created.push(id);
      }
      changed = true;
    } catch (error) {
      if (error instanceof SlugTakenError || error instanceof PostValidationError || error instanceof PostNotFoundError) {
        report.refused.push({ name, reason: error.message });
      } else {
        throw error;
      }
    }
  }
  if (changed) notifyContentChanged({ kind: "blog" });
  return report;
}
