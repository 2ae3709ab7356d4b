// Translation links between a German and an English post. Links stay symmetric: linking a post
// also rewrites its partner (and the partners they leave), each as a save of that post.
import { PostgresAdapter, type SelectQueryBuilder } from "kysely";
import { recordAudit, type AuditActor } from "~/lib/audit/audit.server";
import { canEditPost, type Actor } from "~/lib/auth/permissions";
import type { Database } from "~/lib/db/schema";
import type { BlogPost, PostLang, RevisionKind } from "../types";
import { PostValidationError, TranslationNotAllowedError } from "./errors";
import { getPostById, postTarget, toPost, type Row, type Tx } from "./repository.server";
import { writeRevision } from "./revisions.server";

/** Checks that `translationId` names an existing post in the other language (not the post itself). */
async function checkTranslation(db: Tx, id: string, lang: PostLang, translationId: string | undefined): Promise<void> {
  if (translationId === undefined) return;
  if (translationId === id) throw new PostValidationError("translation-invalid");
  const other = await getPostById(db, translationId);
  if (!other || other.lang === lang) throw new PostValidationError("translation-invalid");
}

/** Another post whose translation link a save rewrites: as it is stored, and the link it gets. */
export interface LinkChange {
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
export async function planTranslation(
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
export async function applyTranslation(
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
export async function linkTranslation(db: Tx, id: string, previous: string | undefined, next: string | undefined): Promise<void> {
  if (previous && previous !== next) {
    await db.updateTable("blog_posts").set({ translation_id: null }).where("id", "=", previous).where("translation_id", "=", id).execute();
  }
  if (next) {
    await db.updateTable("blog_posts").set({ translation_id: null }).where("translation_id", "=", next).where("id", "!=", id).execute();
    await db.updateTable("blog_posts").set({ translation_id: id }).where("id", "=", next).execute();
  }
}
