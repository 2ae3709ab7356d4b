// Blog posts in the database (table blog_posts, migration 0003_blog_posts; status, revisions,
// preview tokens, redirects and translations since 0012_blog_editorial).
// Every mutation that touches a public page calls notifyContentChanged() so that the page cache
// drops /blog and the articles. Admin pages read every post (listPosts, getPostById); public pages
// read only what is live (listPublishedPosts, getPublishedPostBySlug): published posts, and
// scheduled posts whose date has come (the scheduler flips those to published within seconds).
import { createHash, randomBytes } from "node:crypto";
import {
  PostgresAdapter,
  type Insertable,
  type Kysely,
  type Selectable,
  type SelectQueryBuilder,
  type Transaction,
  type Updateable,
} from "kysely";
import { z } from "zod";
import { recordAudit, type AuditAction, type AuditActor } from "~/lib/audit/audit.server";
import { canEditPost, type Actor } from "~/lib/auth/permissions";
import { notifyContentChanged } from "~/lib/content-events.server";
import type { BlogPostsTable, Database } from "~/lib/db/schema";
import { reservedSlugs } from "./paths";
import { blocksToMarkdown, compareNewestFirst, metaLimits, newPostId, postLimits, slugPattern } from "./rules";
import { isPostStatus, postStatuses } from "./types";
import type {
  BlogIndex,
  BlogIndexEntry,
  BlogPost,
  BlogPostRecord,
  ContentBlock,
  ImportReport,
  PostInput,
  PostLang,
  PostStatus,
  RevisionDetail,
  RevisionKind,
  RevisionSnapshot,
  RevisionSummary,
} from "./types";

type Db = Kysely<Database>;
type Tx = Kysely<Database> | Transaction<Database>;
type Row = Selectable<BlogPostsTable>;

export const REQUIRED_MESSAGE = "Bitte füllen Sie alle Pflichtfelder aus";

/** The revision actor when a caller names none (seeding, old callers); admin saves pass the account's name (issue 18). */
export const DEFAULT_ACTOR = "admin";

/** Autosaves by the same actor on top of an autosave younger than this replace it. */
export const AUTOSAVE_MERGE_MS = 10 * 60 * 1000;

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

/** autosaveDraft on a post that is not a draft (scheduled and published posts are saved by hand). */
export class NotADraftError extends Error {
  constructor() {
    super("Automatisch gespeichert werden nur Entwürfe. Bitte speichern Sie den Beitrag von Hand.");
    this.name = "NotADraftError";
  }
}

/** getRevision/restoreRevision with a revision the post does not have (any more). */
export class RevisionNotFoundError extends Error {
  constructor() {
    super("Diese Fassung des Beitrags gibt es nicht (mehr).");
    this.name = "RevisionNotFoundError";
  }
}

/**
 * A translation link that would change another post the saving account may not edit (the partner
 * it links to, or a post whose link it would clear): refused as a whole, nothing is stored.
 */
export class TranslationNotAllowedError extends Error {
  constructor() {
    super("Diese Übersetzung können Sie nicht verknüpfen: Dafür müsste ein Beitrag geändert werden, den Sie nicht bearbeiten dürfen.");
    this.name = "TranslationNotAllowedError";
  }
}

export const TRANSLATION_MESSAGE = "Die Übersetzung muss ein vorhandener Beitrag in der anderen Sprache sein.";
export const SCHEDULE_DATE_MESSAGE = "Bitte geben Sie an, wann der Beitrag erscheinen soll (Datum und Uhrzeit).";

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

const imageAddress = (tooLong: string, wrong: string) =>
  z
    .string()
    .trim()
    .max(2000, tooLong)
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || (coverImagePattern.test(v) && !v.includes("..")), wrong);

/**
 * A post as the editor submits it. Trims every text; title, slug and author must be non-empty,
 * and summary and content too unless the post is a draft ('Bitte füllen Sie alle Pflichtfelder
 * aus'); the slug must follow the slug rule; a scheduled post needs its date.
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
    summary: z
      .string({ error: REQUIRED_MESSAGE })
      .trim()
      .max(postLimits.summary, `Die Zusammenfassung darf höchstens ${postLimits.summary} Zeichen lang sein.`),
    content: z
      .string({ error: REQUIRED_MESSAGE })
      .max(postLimits.content, `Der Inhalt darf höchstens ${postLimits.content} Zeichen lang sein.`)
      // Markdown is whitespace-sensitive (indented code at the start); only the ends are trimmed of blank lines.
      .transform((v) => v.replace(/^(?:[ \t]*\r?\n)+/, "").trimEnd()),
    excerpt: optionalText(postLimits.summary, `Der Auszug darf höchstens ${postLimits.summary} Zeichen lang sein.`),
    coverImage: imageAddress(
      "Die Adresse des Titelbilds ist zu lang.",
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
    status: z.enum(postStatuses, { error: "Der Status ist ungültig." }).optional(),
    metaTitle: optionalText(metaLimits.titleMax, `Der Meta-Titel darf höchstens ${metaLimits.titleMax} Zeichen lang sein.`),
    metaDescription: optionalText(
      metaLimits.descriptionMax,
      `Die Meta-Beschreibung darf höchstens ${metaLimits.descriptionMax} Zeichen lang sein.`,
    ),
    socialImage: imageAddress(
      "Die Adresse des Social-Media-Bilds ist zu lang.",
      "Das Social-Media-Bild muss unter /blog/images/ liegen oder eine http(s)-Adresse sein.",
    ),
    translationId: optionalText(100, TRANSLATION_MESSAGE),
  })
  .superRefine((v, ctx) => {
    if (v.status !== "draft") {
      if (v.summary === "") ctx.addIssue({ code: "custom", path: ["summary"], message: REQUIRED_MESSAGE });
      if (v.content.trim() === "") ctx.addIssue({ code: "custom", path: ["content"], message: REQUIRED_MESSAGE });
    }
    if (v.status === "scheduled" && v.date === undefined) ctx.addIssue({ code: "custom", path: ["date"], message: SCHEDULE_DATE_MESSAGE });
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
    if (v.status !== undefined) out.status = v.status;
    if (v.metaTitle !== undefined) out.metaTitle = v.metaTitle;
    if (v.metaDescription !== undefined) out.metaDescription = v.metaDescription;
    if (v.socialImage !== undefined) out.socialImage = v.socialImage;
    if (v.translationId !== undefined) out.translationId = v.translationId;
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

function toStatus(value: string): PostStatus {
  return isPostStatus(value) ? value : "published";
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

async function slugTakenByOther(db: Tx, slug: string, id: string): Promise<boolean> {
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

// ---------------------------------------------------------------------------------------------
// Revisions

/** The fields a revision keeps, in the order `changed` lists them. */
const snapshotFields = [
  "title",
  "slug",
  "author",
  "date",
  "status",
  "lang",
  "tags",
  "summary",
  "content",
  "excerpt",
  "coverImage",
  "metaTitle",
  "metaDescription",
  "socialImage",
  "translationId",
] as const satisfies readonly (keyof RevisionSnapshot)[];

function markdownOf(content: string | ContentBlock[]): string {
  if (typeof content === "string") return content;
  try {
    return blocksToMarkdown(content);
  } catch {
    return JSON.stringify(content);
  }
}

/** A post's state as a revision keeps it. */
export function snapshotOf(post: BlogPost): RevisionSnapshot {
  const snap: RevisionSnapshot = {
    title: post.title,
    slug: post.slug,
    author: post.author,
    date: post.date,
    status: post.status,
    lang: post.lang,
    tags: [...post.tags],
    summary: post.summary,
    content: markdownOf(post.content),
  };
  if (post.excerpt) snap.excerpt = post.excerpt;
  if (post.coverImage) snap.coverImage = post.coverImage;
  if (post.metaTitle) snap.metaTitle = post.metaTitle;
  if (post.metaDescription) snap.metaDescription = post.metaDescription;
  if (post.socialImage) snap.socialImage = post.socialImage;
  if (post.translationId) snap.translationId = post.translationId;
  return snap;
}

/** The names of the fields that differ between two snapshots (all set fields when there is no `before`). */
export function changedFields(before: Partial<RevisionSnapshot> | undefined, after: Partial<RevisionSnapshot>): string[] {
  return snapshotFields.filter((field) => {
    const a = before?.[field];
    const b = after[field];
    if (before === undefined) return b !== undefined && b !== "" && !(Array.isArray(b) && b.length === 0);
    return JSON.stringify(a ?? null) !== JSON.stringify(b ?? null);
  });
}

function parseSnapshot(json: string): RevisionSnapshot {
  const value = JSON.parse(json) as RevisionSnapshot;
  return { ...value, status: toStatus(String(value.status)) };
}

function toKind(value: string): RevisionKind {
  return value === "autosave" || value === "restore" || value === "import" ? value : "save";
}

function parseChanged(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((t): t is string => typeof t === "string") : [];
  } catch {
    return [];
  }
}

/**
 * Stores the revision a write produced. An autosave by the same actor on top of an autosave
 * younger than AUTOSAVE_MERGE_MS replaces that row (typing does not pile up rows).
 */
async function writeRevision(db: Tx, post: BlogPost, kind: RevisionKind, actor: string, now: Date): Promise<void> {
  const latest = () =>
    db.selectFrom("blog_revisions").selectAll().where("post_id", "=", post.id).orderBy("revision", "desc").limit(1).executeTakeFirst();
  let previous = await latest();
  if (
    kind === "autosave" &&
    previous?.kind === "autosave" &&
    previous.actor === actor &&
    now.getTime() - Date.parse(previous.created_at) < AUTOSAVE_MERGE_MS
  ) {
    await db.deleteFrom("blog_revisions").where("post_id", "=", post.id).where("revision", "=", previous.revision).execute();
    previous = await latest();
  }
  const snapshot = snapshotOf(post);
  let before: RevisionSnapshot | undefined;
  try {
    before = previous ? parseSnapshot(previous.snapshot) : undefined;
  } catch {
    before = undefined;
  }
  await db
    .insertInto("blog_revisions")
    .values({
      post_id: post.id,
      revision: post.revision,
      created_at: now.toISOString(),
      actor,
      kind,
      snapshot: JSON.stringify(snapshot),
      changed: JSON.stringify(previous ? changedFields(before ?? {}, snapshot) : []),
    })
    .onConflict((oc) => oc.columns(["post_id", "revision"]).doNothing())
    .execute();
}

/** A post's history, newest first. */
export async function listRevisions(db: Db, postId: string): Promise<RevisionSummary[]> {
  const rows = await db
    .selectFrom("blog_revisions")
    .select(["revision", "created_at", "actor", "kind", "changed"])
    .where("post_id", "=", postId)
    .orderBy("revision", "desc")
    .execute();
  return rows.map((r) => ({
    revision: Number(r.revision),
    createdAt: r.created_at,
    actor: r.actor,
    kind: toKind(r.kind),
    changed: parseChanged(r.changed),
  }));
}

/** One revision with the post's state at that save; undefined if the post has no such revision. */
export async function getRevision(db: Db, postId: string, revision: number): Promise<RevisionDetail | undefined> {
  if (!Number.isInteger(revision)) return undefined;
  const row = await db
    .selectFrom("blog_revisions")
    .selectAll()
    .where("post_id", "=", postId)
    .where("revision", "=", revision)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    revision: Number(row.revision),
    createdAt: row.created_at,
    actor: row.actor,
    kind: toKind(row.kind),
    snapshot: parseSnapshot(row.snapshot),
  };
}

/**
 * Brings back a revision's content as a new revision (kind "restore"). The post keeps its
 * current status, publish date, language and translation link: restoring is about the text
 * (title, slug, author, tags, summary, content, excerpt, images, SEO fields), and must not
 * unpublish or reschedule a post. Stale edits are refused as in updatePost.
 */
export async function restoreRevision(
  db: Db,
  postId: string,
  revision: number,
  expectedRevision: number,
  { actor = DEFAULT_ACTOR, audit }: { actor?: string; audit?: AuditActor } = {},
): Promise<BlogPost> {
  const current = await getPostById(db, postId);
  if (!current) throw new PostNotFoundError();
  const stored = await getRevision(db, postId, revision);
  if (!stored) throw new RevisionNotFoundError();
  const { snapshot } = stored;
  const input: PostInput = {
    title: snapshot.title,
    slug: snapshot.slug,
    author: snapshot.author,
    tags: snapshot.tags,
    summary: snapshot.summary,
    content: snapshot.content,
    lang: current.lang,
    date: current.date,
    status: current.status,
  };
  if (snapshot.excerpt) input.excerpt = snapshot.excerpt;
  if (snapshot.coverImage) input.coverImage = snapshot.coverImage;
  if (snapshot.metaTitle) input.metaTitle = snapshot.metaTitle;
  if (snapshot.metaDescription) input.metaDescription = snapshot.metaDescription;
  if (snapshot.socialImage) input.socialImage = snapshot.socialImage;
  if (current.translationId) input.translationId = current.translationId;
  return updatePost(db, postId, input, expectedRevision, {
    actor,
    kind: "restore",
    restoredRevision: revision,
    ...(audit === undefined ? {} : { audit }),
  });
}

// ---------------------------------------------------------------------------------------------
// Writing

interface StoredFields extends Omit<PostInput, "content"> {
  content: string | ContentBlock[];
  /** Imports only: the "last updated" time the record carries. */
  updatedAt?: string;
}

export interface WriteOptions {
  /** Who saves (the revision's actor: the account's name); DEFAULT_ACTOR ("admin") when absent. */
  actor?: string;
  /** What the revision records; "save" when absent. */
  kind?: RevisionKind;
  now?: Date;
  /**
   * The account the audit log names (null: the system). When present, the write records its
   * audit entry in the same transaction (ADR 0027); absent: nothing is logged (seeding, autosaves).
   */
  audit?: AuditActor;
  /** The writing account stored as the post's author_id (null: none); absent: kept (updates) or none (new posts). */
  authorId?: string | null;
  /** restoreRevision: the revision brought back (the audit entry's details). */
  restoredRevision?: number;
  /**
   * The account that saves. A translation link then changes another post only where this account
   * may edit that post as it is stored (canEditPost), else TranslationNotAllowedError; such a change
   * is logged in its name even when the save itself is not (autosaves). Absent (seeding): no check.
   */
  account?: Actor & { name: string };
}

/** The audit action of a status change from `from` (undefined: a new post) to `to`; undefined when there is none. */
export function statusAction(from: PostStatus | undefined, to: PostStatus): AuditAction | undefined {
  if (from === to) return undefined;
  if (to === "published") return "post.publish";
  if (to === "scheduled") return "post.schedule";
  if (to === "review") return "post.submit";
  if (from === "published" || from === "scheduled") return "post.unpublish";
  return undefined;
}

const postTarget = (post: Pick<BlogPost, "id" | "title">) => ({ type: "post" as const, id: post.id, label: post.title });

/**
 * What is stored when `fields` asks for `status` at `now`: a scheduled post whose time has
 * already come is published; a post published without a date (or a draft being published
 * without one) gets `now`.
 */
function resolveStatusAndDate(fields: StoredFields, status: PostStatus, before: BlogPost | undefined, now: Date) {
  let date = fields.date ?? (status === "published" && before && before.status !== "published" ? now.toISOString() : before?.date);
  date ??= now.toISOString();
  let stored = status;
  if (stored === "scheduled" && Date.parse(date) <= now.getTime()) stored = "published";
  return { status: stored, date };
}

/** Collapses whitespace: what a reader sees does not change with line breaks or indentation. */
function readableText(value: string | ContentBlock[]): string {
  return markdownOf(value).replace(/\s+/g, " ").trim();
}

/**
 * Whether an edit changes what a reader reads: the title, or the text of the summary or the
 * content (whitespace aside). Tags, images, SEO fields, the slug and whitespace are minor.
 */
export function isMaterialChange(
  before: Pick<BlogPost, "title" | "summary" | "content">,
  after: Pick<BlogPost, "title" | "summary" | "content">,
): boolean {
  return (
    before.title.trim() !== after.title.trim() ||
    readableText(before.summary) !== readableText(after.summary) ||
    readableText(before.content) !== readableText(after.content)
  );
}

/** Checks that `translationId` names an existing post in the other language (not the post itself). */
async function checkTranslation(db: Tx, id: string, lang: PostLang, translationId: string | undefined): Promise<void> {
  if (translationId === undefined) return;
  if (translationId === id) throw new PostValidationError(TRANSLATION_MESSAGE);
  const other = await getPostById(db, translationId);
  if (!other || other.lang === lang) throw new PostValidationError(TRANSLATION_MESSAGE);
}

/** Another post whose translation link a save rewrites: as it is stored, and the link it gets. */
interface LinkChange {
  post: BlogPost;
  to: string | undefined;
}

/**
 * The other posts that linking post `id` to `next` (unlinking when undefined) instead of
 * `previous` rewrites, so that links stay symmetric: its former partner lets go of it, the new
 * partner's former partner lets go of the new partner, and the new partner points back. A post
 * whose link already is what it should be is not listed: re-saving a linked post changes nothing else.
 */
async function translationChanges(db: Tx, id: string, previous: string | undefined, next: string | undefined): Promise<LinkChange[]> {
  // On PostgreSQL the rows are locked until the save commits: what was checked is what is written
  // (a partner published in between cannot slip through). SQLite runs one write transaction at a time.
  const lock = db.getExecutor().adapter instanceof PostgresAdapter;
  const rows = (where: (qb: SelectQueryBuilder<Database, "blog_posts", Row>) => SelectQueryBuilder<Database, "blog_posts", Row>) =>
    where(db.selectFrom("blog_posts").selectAll())
      .$if(lock, (qb) => qb.forUpdate())
      .execute();
  const changes: LinkChange[] = [];
  if (previous && previous !== next) {
    const [former] = await rows((qb) => qb.where("id", "=", previous).where("translation_id", "=", id));
    if (former) changes.push({ post: toPost(former), to: undefined });
  }
  if (next) {
    for (const row of await rows((qb) => qb.where("translation_id", "=", next).where("id", "!=", id))) {
      changes.push({ post: toPost(row), to: undefined });
    }
    const [partner] = await rows((qb) => qb.where("id", "=", next));
    if (partner && partner.translation_id !== id) changes.push({ post: toPost(partner), to: id });
  }
  return changes;
}

/**
 * Validates the link of post `id` and works out which other posts it changes. With an account,
 * every one of them must be a post that account may edit as it is stored: an author's draft must
 * not rewire a published post or another account's work.
 */
async function planTranslation(
  db: Tx,
  id: string,
  lang: PostLang,
  previous: string | undefined,
  next: string | undefined,
  account: Actor | undefined,
): Promise<LinkChange[]> {
  await checkTranslation(db, id, lang, next);
  const changes = await translationChanges(db, id, previous, next);
  if (account && changes.some(({ post }) => !canEditPost(account, { authorId: post.authorId ?? null, status: post.status }))) {
    throw new TranslationNotAllowedError();
  }
  return changes;
}

/**
 * Writes the link changes planTranslation found, each as a save of that post: its revision goes
 * up (an editor who has it open gets "saved by someone else" instead of overwriting the link), a
 * revision records it, and with an audit actor the log says who changed it. A link that changed
 * in between is left alone.
 */
async function applyTranslation(
  db: Tx,
  id: string,
  changes: LinkChange[],
  { kind, actor, audit, now }: { kind: RevisionKind; actor: string; audit: AuditActor | undefined; now: Date },
): Promise<BlogPost[]> {
  const touched: BlogPost[] = [];
  for (const { post, to } of changes) {
    let query = db
      .updateTable("blog_posts")
      .set((eb) => ({ translation_id: to ?? null, last_modified: now.toISOString(), revision: eb("revision", "+", 1) }))
      .where("id", "=", post.id);
    query =
      post.translationId === undefined ? query.where("translation_id", "is", null) : query.where("translation_id", "=", post.translationId);
    const result = await query.executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) continue;
    const after = await getPostById(db, post.id);
    if (!after) continue;
    await writeRevision(db, after, kind, actor, now);
    if (audit !== undefined) {
      const details = {
        changed: ["translationId"],
        from: { translationId: post.translationId ?? null },
        to: { translationId: to ?? null },
        via: id,
      };
      await recordAudit(db, audit, "post.update", postTarget(after), details, now);
    }
    touched.push(after);
  }
  return touched;
}

/**
 * Keeps links symmetric after post `id` was linked to `next` (or unlinked when undefined), for the
 * import, which links posts once they are all in (editors and owners only; no revisions of the
 * partners, as the import's own revisions are written before its links).
 */
async function linkTranslation(db: Tx, id: string, previous: string | undefined, next: string | undefined): Promise<void> {
  if (previous && previous !== next) {
    await db.updateTable("blog_posts").set({ translation_id: null }).where("id", "=", previous).where("translation_id", "=", id).execute();
  }
  if (next) {
    await db.updateTable("blog_posts").set({ translation_id: null }).where("translation_id", "=", next).where("id", "!=", id).execute();
    await db.updateTable("blog_posts").set({ translation_id: id }).where("id", "=", next).execute();
  }
}

/** The revision kind, actor and audit actor of the link changes a write makes. */
function linkWriteOptions(opts: WriteOptions, now: Date) {
  const audit = opts.audit !== undefined ? opts.audit : opts.account ? { id: opts.account.id, name: opts.account.name } : undefined;
  // A partner's link is a save of its own; only seeding and imports record theirs as imports.
  const kind: RevisionKind = opts.kind === "import" ? "import" : "save";
  return { kind, actor: opts.actor ?? DEFAULT_ACTOR, audit, now };
}

/** The columns an editor's save writes, the same for a new post and an update. */
function editableColumns(fields: StoredFields, status: PostStatus, date: string) {
  return {
    slug: fields.slug,
    title: fields.title,
    author: fields.author,
    date,
    tags: JSON.stringify(fields.tags),
    summary: fields.summary,
    ...contentColumns(fields.content),
    excerpt: fields.excerpt ?? null,
    cover_image: fields.coverImage ?? null,
    lang: fields.lang,
    status,
    meta_title: fields.metaTitle ?? null,
    meta_description: fields.metaDescription ?? null,
    social_image: fields.socialImage ?? null,
    translation_id: fields.translationId ?? null,
  };
}

async function insertPost(
  db: Tx,
  fields: StoredFields,
  id: string,
  now: Date,
  authorId: string | null = null,
  opts: WriteOptions = {},
): Promise<{ post: BlogPost; partners: BlogPost[] }> {
  if (await slugTakenByOther(db, fields.slug, id)) throw new SlugTakenError();
  const links = await planTranslation(db, id, fields.lang, undefined, fields.translationId, opts.account);
  const stamp = now.toISOString();
  // Nothing goes live because a status was left out: a new post without one is a draft.
  const { status, date } = resolveStatusAndDate(fields, fields.status ?? "draft", undefined, now);
  const row: Insertable<BlogPostsTable> = {
    id,
    ...editableColumns(fields, status, date),
    created_at: stamp,
    last_modified: stamp,
    revision: 1,
    updated_at: fields.updatedAt ?? null,
    preview_token_hash: null,
    author_id: authorId,
  };
  try {
    await db.insertInto("blog_posts").values(row).execute();
  } catch (error) {
    if (isSlugConflict(error)) throw new SlugTakenError();
    if (isIdConflict(error)) throw new PostValidationError(`Ein Beitrag mit der ID „${id}“ existiert bereits.`);
    throw error;
  }
  const partners = await applyTranslation(db, id, links, linkWriteOptions(opts, now));
  return { post: toPost(row as Row), partners };
}

/** Runs `work` in a transaction, mapping a slug conflict that aborted it to SlugTakenError. */
async function inTransaction<T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  try {
    return await db.transaction().execute(work);
  } catch (error) {
    if (isSlugConflict(error)) throw new SlugTakenError();
    throw error;
  }
}

/** Tells the page cache about the live posts among `posts` (partners whose link a save changed). */
function notifyLive(posts: BlogPost[], now: Date): void {
  const slugs = posts.filter((p) => isLive(p, now)).map((p) => p.slug);
  if (slugs.length > 0) notifyContentChanged({ kind: "blog", slugs });
}

/**
 * Stores a new post and its first revision. Without input.status it is a draft, whoever writes
 * it: only an explicit status publishes. The id is "post-" + timestamp unless given.
 */
export async function createPost(db: Db, input: PostInput, opts: WriteOptions & { id?: string } = {}): Promise<BlogPost> {
  const now = opts.now ?? new Date();
  const fields = validate(input);
  const { post, partners } = await inTransaction(db, async (trx) => {
    const created = await insertPost(trx, fields, opts.id ?? newPostId(now.getTime()), now, opts.authorId ?? null, opts);
    await writeRevision(trx, created.post, opts.kind ?? "save", opts.actor ?? DEFAULT_ACTOR, now);
    if (opts.audit !== undefined) {
      await recordAudit(trx, opts.audit, "post.create", postTarget(created.post), { status: created.post.status }, now);
      // Created as submitted, published or scheduled: that step is an action of its own.
      const step = statusAction("draft", created.post.status);
      if (step) await recordAudit(trx, opts.audit, step, postTarget(created.post), { from: null, to: created.post.status }, now);
    }
    return created;
  });
  if (isLive(post, now)) notifyContentChanged({ kind: "blog", slugs: [post.slug] });
  notifyLive(partners, now);
  return post;
}

/**
 * Sets the update only if the row still has the revision the editor started from, in one
 * statement: two editors saving the same revision cannot both succeed. Keeps the post's status
 * when fields.status is absent; sets updated_at on a material change of a live post; stores a
 * redirect when a live post's slug changes; keeps translation links symmetric.
 */
async function updateRow(
  db: Tx,
  id: string,
  fields: StoredFields,
  expectedRevision: number | null,
  now: Date,
  opts: WriteOptions = {},
): Promise<{ before: BlogPost; after: BlogPost; partners: BlogPost[] }> {
  const before = await getPostById(db, id);
  if (!before) throw new PostNotFoundError();
  if (expectedRevision !== null && before.revision !== expectedRevision) throw new StaleEditError();
  if (await slugTakenByOther(db, fields.slug, id)) throw new SlugTakenError();
  const links = await planTranslation(db, id, fields.lang, before.translationId, fields.translationId, opts.account);
  const { status, date } = resolveStatusAndDate(fields, fields.status ?? before.status, before, now);
  const wasLive = isLive(before, now);
  const material = wasLive && isLive({ status, date }, now) && isMaterialChange(before, fields);
  const set: Updateable<BlogPostsTable> = {
    ...editableColumns(fields, status, date),
    last_modified: now.toISOString(),
    ...(material ? { updated_at: now.toISOString() } : {}),
  };
  let query = db
    .updateTable("blog_posts")
    .set((eb) => ({ ...set, revision: eb("revision", "+", 1) }))
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
  const partners = await applyTranslation(db, id, links, linkWriteOptions(opts, now));
  // The slug is this post's again: a redirect from it would point to itself.
  await db.deleteFrom("blog_redirects").where("from_slug", "=", fields.slug).where("post_id", "=", id).execute();
  if (wasLive && before.slug !== fields.slug) {
    // Redirects name the post, not a slug: A → B → C leaves A and B both pointing at the post.
    await db
      .insertInto("blog_redirects")
      .values({ from_slug: before.slug, post_id: id, created_at: now.toISOString() })
      .onConflict((oc) => oc.column("from_slug").doUpdateSet({ post_id: id, created_at: now.toISOString() }))
      .execute();
  }
  const after = await getPostById(db, id);
  if (!after) throw new PostNotFoundError();
  return { before, after, partners };
}

function notifyIfPublic(before: BlogPost, after: BlogPost, now: Date): void {
  if (isLive(before, now) || isLive(after, now)) {
    notifyContentChanged({ kind: "blog", slugs: [...new Set([before.slug, after.slug])] });
  }
}

/**
 * Saves an edit of the revision the editor loaded (StaleEditError if someone saved in between)
 * and records it as a revision (kind "save" unless opts.kind says otherwise).
 */
export async function updatePost(
  db: Db,
  id: string,
  input: PostInput,
  expectedRevision: number,
  opts: WriteOptions = {},
): Promise<BlogPost> {
  const now = opts.now ?? new Date();
  const fields = validate(input);
  const { before, after, partners } = await inTransaction(db, async (trx) => {
    const result = await updateRow(trx, id, fields, expectedRevision, now, opts);
    if (opts.authorId !== undefined) {
      await trx.updateTable("blog_posts").set({ author_id: opts.authorId }).where("id", "=", id).execute();
      if (opts.authorId) result.after.authorId = opts.authorId;
      else delete result.after.authorId;
    }
    await writeRevision(trx, result.after, opts.kind ?? "save", opts.actor ?? DEFAULT_ACTOR, now);
    if (opts.audit !== undefined) {
      const kind = opts.kind ?? "save";
      const step = statusAction(result.before.status, result.after.status);
      if (kind === "restore") {
        const restored = opts.restoredRevision;
        await recordAudit(
          trx,
          opts.audit,
          "post.restore",
          postTarget(result.after),
          restored === undefined ? null : { revision: restored },
          now,
        );
      } else if (step) {
        await recordAudit(trx, opts.audit, step, postTarget(result.after), { from: result.before.status, to: result.after.status }, now);
      } else {
        const details = result.before.status === result.after.status ? null : { from: result.before.status, to: result.after.status };
        await recordAudit(trx, opts.audit, "post.update", postTarget(result.after), details, now);
      }
    }
    return result;
  });
  notifyIfPublic(before, after, now);
  notifyLive(partners, now);
  return after;
}

/**
 * The editor's automatic save of a draft: stays a draft, kind "autosave" (successive autosaves
 * within AUTOSAVE_MERGE_MS replace each other). NotADraftError for any other status; stale edits
 * are refused as in updatePost.
 */
export async function autosaveDraft(
  db: Db,
  id: string,
  input: PostInput,
  expectedRevision: number,
  {
    actor = DEFAULT_ACTOR,
    now,
    authorId,
    account,
  }: { actor?: string; now?: Date; authorId?: string | null; account?: WriteOptions["account"] } = {},
): Promise<BlogPost> {
  const current = await getPostById(db, id);
  if (!current) throw new PostNotFoundError();
  if (current.status !== "draft") throw new NotADraftError();
  return updatePost(db, id, { ...input, status: "draft" }, expectedRevision, {
    actor,
    kind: "autosave",
    ...(now ? { now } : {}),
    ...(authorId === undefined ? {} : { authorId }),
    ...(account === undefined ? {} : { account }),
  });
}

/** Removes a post (its revisions and redirects go with it); false if there was none with this id. */
export async function deletePost(db: Db, id: string, { audit }: { audit?: AuditActor } = {}): Promise<boolean> {
  const existing = await getPostById(db, id);
  if (!existing) return false;
  const deleted = await db.transaction().execute(async (trx) => {
    await trx.updateTable("blog_posts").set({ translation_id: null }).where("translation_id", "=", id).execute();
    const result = await trx.deleteFrom("blog_posts").where("id", "=", id).executeTakeFirst();
    const gone = Number(result.numDeletedRows) > 0;
    if (gone && audit !== undefined) await recordAudit(trx, audit, "post.delete", postTarget(existing), { status: existing.status });
    return gone;
  });
  if (deleted) notifyContentChanged({ kind: "blog", slugs: [existing.slug] });
  return deleted;
}

// ---------------------------------------------------------------------------------------------
// Scheduling

/**
 * Publishes every scheduled post whose date has come, in one atomic statement (among several
 * instances each post is flipped by exactly one); returns the slugs this call made live and
 * tells the page cache about them.
 */
export async function publishDuePosts(db: Db, now: Date = new Date()): Promise<string[]> {
  const rows = await db.transaction().execute(async (trx) => {
    const flipped = await trx
      .updateTable("blog_posts")
      .set({ status: "published" })
      .where("status", "=", "scheduled")
      .where("date", "<=", now.toISOString())
      .returning(["id", "slug", "title"])
      .execute();
    // The system published them (actor null, "System" in the log), in the flip's transaction.
    for (const row of flipped) {
      await recordAudit(trx, null, "post.publish", postTarget(row), { from: "scheduled", to: "published", scheduled: true }, now);
    }
    return flipped;
  });
  const slugs = rows.map((r) => r.slug);
  if (slugs.length > 0) notifyContentChanged({ kind: "blog", slugs });
  return slugs;
}

// ---------------------------------------------------------------------------------------------
// Preview tokens

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/**
 * A new preview token for the post (32 random bytes, base64url): whoever has the link sees the
 * post whatever its status. Only its SHA-256 is stored; a new token replaces the old one.
 */
export async function createPreviewToken(db: Db, postId: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const result = await db
    .updateTable("blog_posts")
    .set({ preview_token_hash: hashToken(token) })
    .where("id", "=", postId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new PostNotFoundError();
  return token;
}

/** Makes the post's preview link stop working. */
export async function revokePreviewToken(db: Db, postId: string): Promise<void> {
  await db.updateTable("blog_posts").set({ preview_token_hash: null }).where("id", "=", postId).execute();
}

export async function hasPreviewToken(db: Db, postId: string): Promise<boolean> {
  const row = await db.selectFrom("blog_posts").select("preview_token_hash").where("id", "=", postId).executeTakeFirst();
  return Boolean(row?.preview_token_hash);
}

/** The post a preview token opens, whatever its status; undefined for an unknown or revoked token. */
export async function getPostByPreviewToken(db: Db, token: string): Promise<BlogPost | undefined> {
  if (!tokenPattern.test(token)) return undefined;
  const row = await db.selectFrom("blog_posts").selectAll().where("preview_token_hash", "=", hashToken(token)).executeTakeFirst();
  return row && toPost(row);
}

// ---------------------------------------------------------------------------------------------
// Redirects

/**
 * The current slug of the live post that once had `slug`, when no live post has it now (the live
 * post wins); undefined otherwise. Chains collapse: redirects point to posts, not slugs.
 */
export async function resolveSlugRedirect(db: Db, slug: string, now: Date = new Date()): Promise<string | undefined> {
  if (await getPublishedPostBySlug(db, slug, now)) return undefined;
  const row = await db.selectFrom("blog_redirects").select("post_id").where("from_slug", "=", slug).executeTakeFirst();
  if (!row) return undefined;
  const post = await getPostById(db, row.post_id);
  if (!post || !isLive(post, now) || post.slug === slug) return undefined;
  return post.slug;
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
  record.status = post.status;
  if (post.updatedAt) record.updatedAt = post.updatedAt;
  if (post.metaTitle) record.metaTitle = post.metaTitle;
  if (post.metaDescription) record.metaDescription = post.metaDescription;
  if (post.socialImage) record.socialImage = post.socialImage;
  if (post.translationId) record.translationId = post.translationId;
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
  status: z.enum(postStatuses).optional(),
  updatedAt: z.string().nullish(),
  metaTitle: z.string().nullish(),
  metaDescription: z.string().nullish(),
  socialImage: z.string().nullish(),
  translationId: z.string().nullish(),
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
function recordFields(
  raw: unknown,
  markdownFiles: Map<string, string>,
): { id: string; fields: StoredFields; translationId?: string } | { reason: string } {
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
    // Records from before posts had a status were all public, and they stay so: only editors and
    // owners import (the roles that may publish), and a restored old export must come back as it was.
    status: r.status ?? "published",
    metaTitle: r.metaTitle ?? undefined,
    metaDescription: r.metaDescription ?? undefined,
    socialImage: r.socialImage ?? undefined,
  });
  if (!input.success) return { reason: issueMessage(input.error) };
  const fields: StoredFields = { ...input.data, content: typeof content === "string" ? input.data.content : content };
  const updatedAt = r.updatedAt && !Number.isNaN(Date.parse(r.updatedAt)) ? new Date(r.updatedAt).toISOString() : undefined;
  if (updatedAt) fields.updatedAt = updatedAt;
  const translationId = r.translationId?.trim();
  return translationId ? { id: r.id.trim(), fields, translationId } : { id: r.id.trim(), fields };
}

/**
 * Imports an exported index.json together with its post files ({id}.json), or single {id}.json
 * files (a file may also be a JSON array of records). Each post is created, or updated when its
 * id exists (an import overwrites without a revision check). The report lists post ids as
 * created or updated, and every refused file or post with the reason, in German. Status, SEO
 * fields, "last updated" and translation links come along (a record without status is
 * published); links are made once every post is in, and only between posts of two languages.
 * Each imported post gets a revision of kind "import".
 */
export async function importFiles(
  db: Db,
  files: ImportFile[],
  { actor = DEFAULT_ACTOR, audit }: { actor?: string; audit?: AuditActor } = {},
): Promise<ImportReport> {
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
  const links: { id: string; translationId: string }[] = [];
  const now = new Date();
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
      // The link is made after every post is in (its partner may come later in the import).
      const fields: StoredFields = { ...result.fields, translationId: undefined };
      if (existing) fields.translationId = existing.translationId;
      if (existing && existing.translationId && !(await getPostById(db, existing.translationId))) fields.translationId = undefined;
      await inTransaction(db, async (trx) => {
        const post = existing ? (await updateRow(trx, id, fields, null, now)).after : (await insertPost(trx, fields, id, now)).post;
        if (fields.updatedAt !== undefined)
          await trx.updateTable("blog_posts").set({ updated_at: fields.updatedAt }).where("id", "=", id).execute();
        await writeRevision(trx, post, "import", actor, now);
        if (audit !== undefined)
          await recordAudit(trx, audit, "post.import", postTarget(post), { created: !existing, status: post.status }, now);
      });
      (existing ? report.updated : report.created).push(id);
      if (result.translationId) links.push({ id, translationId: result.translationId });
      changed = true;
    } catch (error) {
      if (error instanceof SlugTakenError || error instanceof PostValidationError || error instanceof PostNotFoundError) {
        report.refused.push({ name, reason: error.message });
      } else {
        throw error;
      }
    }
  }
  for (const { id, translationId } of links) {
    const [post, other] = [await getPostById(db, id), await getPostById(db, translationId)];
    if (!post || !other || post.lang === other.lang || post.id === other.id) continue;
    await db.transaction().execute(async (trx) => {
      await trx.updateTable("blog_posts").set({ translation_id: translationId }).where("id", "=", id).execute();
      await linkTranslation(trx, id, post.translationId, translationId);
    });
  }
  if (changed) notifyContentChanged({ kind: "blog" });
  return report;
}
