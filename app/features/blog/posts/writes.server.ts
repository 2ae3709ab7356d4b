// Writing posts: create, update, autosave, restore and delete. Each write checks the slug, keeps
// translation links symmetric, stores a revision and (with an audit actor) its audit entry in one
// transaction, and calls notifyContentChanged() when it touches a public page, so that the page
// cache drops /blog and the articles.
import type { Insertable, Transaction, Updateable } from "kysely";
import { recordAudit, type AuditAction, type AuditActor } from "~/lib/audit/audit.server";
import type { Actor } from "~/lib/auth/permissions";
import { notifyContentChanged } from "~/lib/content-events.server";
import type { BlogPostsTable, Database } from "~/lib/db/schema";
import { newPostId } from "../rules";
import type { BlogPost, ContentBlock, PostInput, PostStatus, RevisionKind } from "../types";
import { NotADraftError, PostNotFoundError, PostValidationError, RevisionNotFoundError, SlugTakenError, StaleEditError } from "./errors";
import {
  contentColumns,
  getPostById,
  isIdConflict,
  isLive,
  isSlugConflict,
  markdownOf,
  postTarget,
  slugTakenByOther,
  toPost,
  type Db,
  type Row,
  type Tx,
} from "./repository.server";
import { DEFAULT_ACTOR, getRevision, writeRevision } from "./revisions.server";
import { validate } from "./schema.server";
import { applyTranslation, planTranslation } from "./translations.server";

/** A post as it is stored: validated input, with blocks as content for imports. */
export interface StoredFields extends Omit<PostInput, "content"> {
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

export async function insertPost(
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
    if (isIdConflict(error)) throw new PostValidationError("id-taken", { id });
    throw error;
  }
  const partners = await applyTranslation(db, id, links, linkWriteOptions(opts, now));
  return { post: toPost(row as Row), partners };
}

/** Runs `work` in a transaction, mapping a slug conflict that aborted it to SlugTakenError. */
export async function inTransaction<T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
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
export async function updateRow(
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
