import type { Kysely } from "kysely";
import { data, redirect } from "react-router";
import {
  createPost,
  deletePost,
  getPostById,
  importFiles,
  listPosts,
  PostNotFoundError,
  PostValidationError,
  SlugTakenError,
  StaleEditError,
  toIndex,
  toRecord,
  updatePost,
} from "~/features/blog/posts.server";
import { renderPostContent } from "~/features/blog/markdown.server";
import { blocksToMarkdown, newPostId } from "~/features/blog/rules";
import type { BlogPost, ImportReport, PostInput } from "~/features/blog/types";
import { BodyTooLargeError, readFormData } from "~/features/forms/body.server";
import { requireAdmin } from "~/lib/auth/admin.server";
import { requireSameOrigin } from "~/lib/auth/origin.server";
import { getDatabase, isDatabaseFault } from "~/lib/db/db.server";
import type { Database } from "~/lib/db/schema";
import type { Lang } from "~/lib/i18n";
import { adminCopy } from "./copy";
import { NO_STORE } from "./http";
import {
  editorExtras,
  EDITOR_ACTOR,
  MAX_EDITOR_BYTES,
  parseEditorForm,
  translationOptions,
  type EditorExtras,
  type TranslationOption,
} from "./editor.server";
import { countNewSubmissions } from "./inbox.server";
import { postFormValues, readPostForm, type PostFormValues, type SaveFailure } from "./post-form";

export interface AdminOptions {
  /** The database; the process-wide one by default. */
  db?: Kysely<Database>;
}

const database = async (options: AdminOptions) => options.db ?? (await getDatabase()).db;

/** Session (redirect to /blog/login) and, for mutations, same origin (403). */
export async function guardMutation(request: Request, db: Kysely<Database>): Promise<void> {
  await requireAdmin(request, db);
  requireSameOrigin(request);
}

/* ------------------------------------------------------------------ list */

export interface AdminListData {
  posts: Pick<BlogPost, "id" | "slug" | "title" | "author" | "date">[] | null;
  /** New entries in the inbox (contact requests, applications, waitlist sign-ups); null when unknown. */
  newSubmissions: number | null;
}

/**
 * The admin list: posts (null when they cannot be loaded) and the number of new inbox entries.
 * The entries themselves, waitlist sign-ups included, are listed and deleted in the inbox.
 */
export async function loadAdminList(request: Request, options: AdminOptions = {}): Promise<AdminListData> {
  const db = await database(options);
  await requireAdmin(request, db);
  const [posts, newSubmissions] = await Promise.all([
    listPosts(db)
      .then((all) => all.map(({ id, slug, title, author, date }) => ({ id, slug, title, author, date })))
      .catch((error: unknown) => {
        console.error("Admin: Fehler beim Laden der Blog-Beiträge:", error);
        return null;
      }),
    countNewSubmissions({ db }),
  ]);
  return { posts, newSubmissions };
}

export type AdminActionResult =
  { intent: "import"; report: ImportReport } | { intent: "import"; error: string } | { intent: "delete"; error: string };

/** Largest import the admin accepts in one go (all files together). */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

/**
 * The admin list's action: `intent=delete` (with `id`; the confirmation happened on the page
 * before) and `intent=import` (multipart, field `files`).
 */
export async function handleAdminAction(request: Request, lang: Lang, options: AdminOptions = {}) {
  const db = await database(options);
  await guardMutation(request, db);
  const m = adminCopy[lang].list;
  let form: FormData;
  try {
    // Limited while it is read: a chunked upload declares no length.
    form = await readFormData(request, MAX_IMPORT_BYTES + 64 * 1024);
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      return data<AdminActionResult>({ intent: "import", error: m.importTooLarge }, { status: 413, headers: NO_STORE });
    }
    throw data(null, { status: 400, headers: NO_STORE });
  }
  const intent = form.get("intent");

  if (intent === "delete") {
    const field = form.get("id");
    const id = typeof field === "string" ? field : "";
    try {
      const post = await getPostById(db, id);
      if (!post || !(await deletePost(db, id))) {
        return data<AdminActionResult>({ intent: "delete", error: m.deleteMissing }, { status: 404, headers: NO_STORE });
      }
      return redirect(`/blog/admin?deleted=${encodeURIComponent(post.title)}`, { headers: NO_STORE });
    } catch (error) {
      console.error("Admin: delete failed:", error);
      return data<AdminActionResult>({ intent: "delete", error: m.deleteError }, { status: 500, headers: NO_STORE });
    }
  }

  if (intent === "import") {
    const files: { name: string; text: string }[] = [];
    for (const entry of form.getAll("files")) {
      if (typeof entry === "string" || entry.size === 0) continue;
      files.push({ name: entry.name, text: await entry.text() });
    }
    if (files.length === 0) {
      return data<AdminActionResult>({ intent: "import", error: m.importNoFiles }, { status: 400, headers: NO_STORE });
    }
    try {
      const report = await importFiles(db, files);
      return data<AdminActionResult>({ intent: "import", report }, { headers: NO_STORE });
    } catch (error) {
      console.error("Admin: import failed:", error);
      return data<AdminActionResult>({ intent: "import", error: m.importError }, { status: 500, headers: NO_STORE });
    }
  }

  throw data(null, { status: 400, headers: NO_STORE });
}

/* ---------------------------------------------------------------- editor */

export type EditorLoadData =
  | {
      state: "ok";
      values: PostFormValues;
      id: string | null;
      slug: string | null;
      extras: EditorExtras | null;
      translations: TranslationOption[];
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
  await requireAdmin(request, db);
  const m = adminCopy[lang].editor;
  try {
    if (id === null || id === "new") {
      const translations = await translationOptions(db, null);
      return data<EditorLoadData>(
        { state: "ok", values: postFormValues(undefined, "", lang), id: null, slug: null, extras: null, translations },
        { headers: NO_STORE },
      );
    }
    const post = await getPostById(db, id);
    if (!post) return data<EditorLoadData>({ state: "error", error: m.notFound, id }, { status: 404, headers: NO_STORE });
    const extras = await editorExtras(db, post);
    return data<EditorLoadData>(
      {
        state: "ok",
        values: postFormValues(post, contentAsMarkdown(post.content), post.lang),
        id: post.id,
        slug: post.slug,
        extras,
        translations: extras.translations,
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
}

/**
 * Saves the editor form, for the Markdown editor and the visual editor alike: validates
 * (parseEditorForm: status, publish date, SEO fields, translation), creates ('post-' + timestamp)
 * or updates (refusing a stale revision), and redirects to `redirectTo(id)?saved=1`. A refusal
 * answers the message and everything typed.
 */
export async function handleSavePost(request: Request, lang: Lang, options: SaveOptions) {
  const db = await database(options);
  await guardMutation(request, db);
  const m = adminCopy[lang].editor;

  let values: PostFormValues;
  try {
    values = readPostForm(await readFormData(request, MAX_EDITOR_BYTES));
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw data(null, { status: 413, headers: NO_STORE });
    throw data(null, { status: 400, headers: NO_STORE });
  }
  const fail = (error: string, status: number) => data<SaveFailure>({ ok: false, error, values }, { status, headers: NO_STORE });

  const now = (options.now ?? (() => new Date()))();
  const parsed = parseEditorForm(values, lang, now);
  if (!parsed.ok) return fail(parsed.error, 400);

  let saved: BlogPost;
  try {
    if (options.id === null) {
      saved = await createPost(db, parsed.input, { id: newPostId(now.getTime()), now, actor: EDITOR_ACTOR });
    } else {
      const revision = Number(values.revision);
      saved = await updatePostChecked(db, options.id, parsed.input, revision);
    }
  } catch (error) {
    if (error instanceof SlugTakenError) return fail(m.slugTaken, 409);
    if (error instanceof StaleEditError) return fail(m.stale, 409);
    if (error instanceof PostNotFoundError) return fail(m.notFound, 404);
    if (error instanceof PostValidationError) return fail(error.message, 400);
    // The database is away: say so (the editor keeps the text), see save-fault.server.ts.
    if (isDatabaseFault(error)) throw error;
    console.error("Editor: Fehler beim Speichern des Beitrags:", error);
    return fail(m.saveError, 500);
  }
  return redirect(`${options.redirectTo(saved.id)}?saved=1`, { headers: NO_STORE });
}

function updatePostChecked(db: Kysely<Database>, id: string, input: PostInput, revision: number): Promise<BlogPost> {
  // A missing or malformed revision can never match: the save is refused as stale.
  return updatePost(db, id, input, Number.isInteger(revision) ? revision : -1, { actor: EDITOR_ACTOR });
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

const attachment = (body: unknown, filename: string) =>
  new Response(`${JSON.stringify(body, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      ...NO_STORE,
    },
  });

/** GET /blog/admin/export/index.json and /blog/admin/export/{id}.json, in the old files' shapes. */
export async function handleExport(request: Request, file: string, options: AdminOptions = {}) {
  const db = await database(options);
  await requireAdmin(request, db);
  if (!file.endsWith(".json")) throw data(null, { status: 404, headers: NO_STORE });
  if (file === "index.json") return attachment(toIndex(await listPosts(db)), "index.json");
  const id = file.slice(0, -".json".length);
  const post = await getPostById(db, id);
  if (!post) throw data(null, { status: 404, headers: NO_STORE });
  // The id names the file: keep it to characters that are safe in a header.
  const safe = post.id.replace(/[^\w.-]/g, "_");
  return attachment(toRecord(post), `${safe}.json`);
}
