// A post's history (table blog_revisions): every write stores the post's state as a revision, so
// an editor can list, compare and restore earlier versions (restoreRevision is in writes.server.ts).
import type { BlogPost, RevisionDetail, RevisionKind, RevisionSnapshot, RevisionSummary } from "../types";
import { markdownOf, toStatus, type Db, type Tx } from "./repository.server";

/** The revision actor when a caller names none (seeding, old callers); admin saves pass the account's name. */
export const DEFAULT_ACTOR = "admin";

/** Autosaves by the same actor on top of an autosave younger than this replace it. */
export const AUTOSAVE_MERGE_MS = 10 * 60 * 1000;

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

export function parseSnapshot(json: string): RevisionSnapshot {
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
export async function writeRevision(db: Tx, post: BlogPost, kind: RevisionKind, actor: string, now: Date): Promise<void> {
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
