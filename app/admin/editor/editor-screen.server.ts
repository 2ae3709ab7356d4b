// The editor screen's server side: its loader (the post, revisions, preview link, translations),
// the save of the Markdown and the visual editor, and the live preview of the Markdown.
import { data, redirect } from "react-router";
import {
  blocksToMarkdown,
  type BlogPost,
  newPostId,
  PostNotFoundError,
  PostValidationError,
  SlugTakenError,
  StaleEditError,
  TranslationNotAllowedError,
} from "~/features/blog";
import { createPost, getPostById, renderPostContent, updatePost } from "~/features/blog/index.server";
import { BodyTooLargeError, readFormData } from "~/lib/http/body.server";
import { guardMutation, requirePermission } from "~/lib/auth/admin.server";
import { getDatabase, isDatabaseFault } from "~/lib/db/db.server";
import type { Lang } from "~/lib/i18n";
import { adminCopy } from "~/admin/shell/copy";
import { NO_STORE } from "~/lib/http/no-store";
import {
  auditActor,
  authorChoices,
  editorExtras,
  linkingAccount,
  localiseExternalImages,
  MAX_EDITOR_BYTES,
  parseEditorForm,
  requireEditablePost,
  requireStatusAllowed,
  resolveAuthor,
  revisionActor,
  saveStatus,
  translationOptions,
} from "~/features/editor/index.server";
import { viewerOf, type AdminViewer } from "~/features/accounts";
import { deleteUpload } from "~/features/media/index.server";
import {
  editorText,
  postFormValues,
  readPostForm,
  type EditorExtras,
  type PostFormValues,
  type SaveFailure,
  type TranslationOption,
} from "~/features/editor";
import type { AdminOptions } from "~/admin/posts/posts.server";

const database = async (options: AdminOptions) => options.db ?? (await getDatabase()).db;

export type EditorLoadData =
  | {
      state: "ok";
      values: PostFormValues;
      id: string | null;
      slug: string | null;
      extras: EditorExtras | null;
      translations: TranslationOption[];
      viewer: AdminViewer;
      /** The bylines an editor or owner may pick as the author (active accounts); empty for authors. */
      authors: string[];
    }
  | { state: "error"; error: string; id: string | null };

/** Markdown for the editor; imported block content is converted once here (saved as Markdown). */
function contentAsMarkdown(content: BlogPost["content"]): string {
  if (typeof content === "string") return content;
  try {
    return blocksToMarkdown(content);
  } catch {
    return "";
  }
}

/**
 * The editor's data for `id` (null or "new": an empty draft), with the revisions, the preview
 * link's state and the translation picker's posts. An unknown id answers 404 with
 * 'Blog-Beitrag konnte nicht geladen werden'; a failing database 'Fehler beim Laden des Blog-Beitrags'.
 */
export async function loadEditor(request: Request, id: string | null, lang: Lang, options: AdminOptions = {}) {
  const db = await database(options);
  const admin = await requirePermission(request, "posts.write", db);
  const viewer = viewerOf(admin.account);
  const m = adminCopy[lang].editor;
  // Checked before the try: a refusal is a 403, not a load error.
  const post = id === null || id === "new" ? undefined : await getPostById(db, id);
  if (post) requireEditablePost(admin, post);
  try {
    if (id === null || id === "new") {
      const [translations, authors] = await Promise.all([translationOptions(db, admin.account, null), authorChoices(db, admin)]);
      const values = { ...postFormValues(undefined, "", lang), author: viewer.byline };
      return data<EditorLoadData>(
        { state: "ok", values, id: null, slug: null, extras: null, translations, viewer, authors },
        { headers: NO_STORE },
      );
    }
    if (!post) return data<EditorLoadData>({ state: "error", error: editorText("notFound", lang), id }, { status: 404, headers: NO_STORE });
    const [extras, authors] = await Promise.all([editorExtras(db, admin.account, post), authorChoices(db, admin)]);
    return data<EditorLoadData>(
      {
        state: "ok",
        values: postFormValues(post, contentAsMarkdown(post.content), post.lang),
        id: post.id,
        slug: post.slug,
        extras,
        translations: extras.translations,
        viewer,
        authors,
      },
      { headers: NO_STORE },
    );
  } catch (error) {
    console.error("Editor: Fehler beim Laden des Blog-Beitrags:", error);
    return data<EditorLoadData>({ state: "error", error: m.loadError, id }, { status: 500, headers: NO_STORE });
  }
}

export interface SaveOptions extends AdminOptions {
  /** The post being edited; null for a new one. */
  id: string | null;
  /** Where a successful save goes, given the post id (`?saved=1` is appended). */
  redirectTo: (id: string) => string;
  now?: () => Date;
  /** Where uploads are stored (external images taken over on save); `blogImagesDir()` by default. */
  imagesDir?: string;
}

/**
 * Saves the editor form, for the Markdown editor and the visual editor alike: validates
 * (parseEditorForm: status, publish date, SEO fields, translation), creates ('post-' + timestamp)
 * or updates (refusing a stale revision), and redirects to `redirectTo(id)?saved=1`. A refusal
 * answers the message and everything typed.
 */
export async function handleSavePost(request: Request, lang: Lang, options: SaveOptions) {
  const db = await database(options);
  const admin = await guardMutation(request, db);
  const m = adminCopy[lang].editor;
  // The stored post decides (never what the form claims): authors change only their own unpublished posts.
  const stored = options.id === null ? undefined : await getPostById(db, options.id);
  if (stored) requireEditablePost(admin, stored);

  let values: PostFormValues;
  try {
    values = readPostForm(await readFormData(request, MAX_EDITOR_BYTES));
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw data(null, { status: 413, headers: NO_STORE });
    throw data(null, { status: 400, headers: NO_STORE });
  }
  const fail = (error: string, status: number) => data<SaveFailure>({ ok: false, error, values }, { status, headers: NO_STORE });
  // Authors submit for review; publishing and scheduling are refused, not coerced: the UI never offers them.
  requireStatusAllowed(admin, values.status);
  // Without a status the stored post and the role decide (a new post is a draft), never the omission.
  const status = saveStatus(admin, values.status, stored);
  const revision = Number(values.revision);
  // Only the revision checked above may be written: one saved in between (say, published) is stale.
  if (stored && revision !== stored.revision) return fail(m.stale, 409);
  const author = await resolveAuthor(db, admin, values.author, stored);
  values = { ...values, author: author.author };

  const now = (options.now ?? (() => new Date()))();
  // Validated as the form asked (a save naming no status needs summary and content, as before).
  const parsed = parseEditorForm(values, lang, now);
  if (!parsed.ok) return fail(parsed.error, 400);
  if (status === undefined) delete parsed.input.status;
  else parsed.input.status = status;

  // External images become uploads before anything is stored: a visitor's browser never asks
  // another host, and the Content-Security-Policy stays strict (ADR 0021).
  const localised = await localiseExternalImages(parsed.input, { imagesDir: options.imagesDir });
  if (!localised.ok) return fail(localised.error, 400);
  const input = localised.value;
  const dropFetched = () => Promise.all(Object.values(localised.replaced).map((url) => deleteUpload(url, options.imagesDir)));

  let saved: BlogPost;
  try {
    if (options.id === null) {
      saved = await createPost(db, input, {
        id: newPostId(now.getTime()),
        now,
        actor: revisionActor(admin.account),
        authorId: author.authorId,
        audit: auditActor(admin.account),
        account: linkingAccount(admin.account),
      });
    } else {
      // A missing or malformed revision can never match: the save is refused as stale.
      saved = await updatePost(db, options.id, input, Number.isInteger(revision) ? revision : -1, {
        actor: revisionActor(admin.account),
        authorId: author.authorId,
        audit: auditActor(admin.account),
        account: linkingAccount(admin.account),
      });
    }
  } catch (error) {
    await dropFetched().catch(() => undefined);
    if (error instanceof SlugTakenError) return fail(editorText("slugTaken", lang), 409);
    if (error instanceof StaleEditError) return fail(m.stale, 409);
    if (error instanceof PostNotFoundError) return fail(editorText("notFound", lang), 404);
    if (error instanceof TranslationNotAllowedError) return fail(editorText("translationNotAllowed", lang), 403);
    if (error instanceof PostValidationError) return fail(error.message, 400);
    // The database is away: say so (the editor keeps the text), see save-fault.server.ts.
    if (isDatabaseFault(error)) throw error;
    console.error("Editor: Fehler beim Speichern des Beitrags:", error);
    return fail(m.saveError, 500);
  }
  return redirect(`${options.redirectTo(saved.id)}?saved=1`, { headers: NO_STORE });
}

/* ------------------------------------------------------- preview, export */

/** POST /blog/admin/preview: `{ content }` as JSON → `{ html }` or `{ error }`, as the public page renders it. */
export async function handlePreview(request: Request, lang: Lang, options: AdminOptions = {}) {
  const db = await database(options);
  await guardMutation(request, db);
  let content: unknown = "";
  try {
    const body = (await request.json()) as { content?: unknown };
    content = body.content ?? "";
  } catch {
    return Response.json({ error: adminCopy[lang].editor.previewError }, { status: 400, headers: NO_STORE });
  }
  try {
    const result = await renderPostContent(content);
    return Response.json(result, { headers: NO_STORE });
  } catch (error) {
    console.error("Preview failed:", error);
    return Response.json({ error: adminCopy[lang].editor.previewError }, { status: 500, headers: NO_STORE });
  }
}
