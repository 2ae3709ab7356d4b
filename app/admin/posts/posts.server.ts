import type { Kysely } from "kysely";
import { data, redirect } from "react-router";
import {
  blocksToMarkdown,
  type BlogPost,
  type ImportReport,
  isPostStatus,
  newPostId,
  PostNotFoundError,
  type PostStatus,
  PostValidationError,
  SlugTakenError,
  StaleEditError,
  TranslationNotAllowedError,
} from "~/features/blog";
import {
  blogImagesDir,
  createPost,
  deletePost,
  getPostById,
  importFiles,
  listPosts,
  renderPostContent,
  toIndex,
  toRecord,
  updatePost,
} from "~/features/blog/index.server";
import { BodyTooLargeError, readFormData, readUploads, type Uploads } from "~/lib/http/body.server";
import { forbidden, guardMutation, requirePermission } from "~/lib/auth/admin.server";
import { can, canDeletePost, canSeePost } from "~/lib/auth/permissions";
import { getDatabase, isDatabaseFault } from "~/lib/db/db.server";
import type { Database } from "~/lib/db/schema";
import type { Lang } from "~/lib/i18n";
import { adminCopy } from "../shell/copy";
import { NO_STORE } from "~/lib/http/no-store";
import {
  ArchiveError,
  auditActor,
  authorChoices,
  editorExtras,
  importArchive,
  isZipArchive,
  linkingAccount,
  localiseExternalImages,
  MAX_ARCHIVE_BYTES,
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
import { countNewSubmissions } from "~/features/inbox/index.server";
import { mediaCopy } from "../media/copy";
import { deleteUpload, listUploads, postImagePaths, uploadPath, usageByPath } from "~/features/media/index.server";
import {
  editorText,
  postFormValues,
  readPostForm,
  type EditorExtras,
  type PostFormValues,
  type SaveFailure,
  type TranslationOption,
} from "~/features/editor";
import { adminPaths } from "~/config/admin-paths";

export interface AdminOptions {
  /** The database; the process-wide one by default. */
  db?: Kysely<Database>;
}

const database = async (options: AdminOptions) => options.db ?? (await getDatabase()).db;

/** The text fields of a form without files, in the shape readUploads gives. */
function textFields(form: FormData): Uploads {
  const fields = new Map<string, string[]>();
  for (const [name, value] of form) if (typeof value === "string") fields.set(name, [...(fields.get(name) ?? []), value]);
  return { fields, files: new Map() };
}

/* ------------------------------------------------------------------ list */

export interface AdminListOptions extends AdminOptions {
  /** Where uploads are stored; `blogImagesDir()` by default. */
  imagesDir?: string;
}

export type AdminListPost = Pick<BlogPost, "id" | "slug" | "title" | "author" | "date" | "status" | "lang"> & {
  /** Whether the signed-in account may edit (and delete) it. */
  editable: boolean;
};

export interface AdminListData {
  /** The posts the account sees (authors: their own), filtered by `?status=`; null when they cannot be loaded. */
  posts: AdminListPost[] | null;
  /** New entries in the inbox (contact requests, applications, waitlist sign-ups); null when unknown or not the role's. */
  newSubmissions: number | null;
  /** Posts submitted for review (for editors and owners: waiting for them; for authors: their own). */
  inReview: number;
  /** The `?status=` filter, when it names a status. */
  statusFilter: PostStatus | null;
  viewer: AdminViewer;
  /**
   * With `?delete=<id>`: the uploads that post uses and no other post does, offered for deletion
   * with it (stored ones only); empty otherwise.
   */
  deleteImages: { url: string; name: string }[];
}

/** The stored uploads `post` uses that none of `others` uses. */
async function imagesOnlyUsedBy(post: BlogPost, others: BlogPost[], imagesDir: string): Promise<{ url: string; name: string }[]> {
  const used = usageByPath(others.filter((p) => p.id !== post.id));
  const uploads = new Set((await listUploads(imagesDir)).map((u) => u.path));
  return [...postImagePaths(post).keys()]
    .filter((path) => !used.has(path) && uploads.has(path))
    .sort()
    .map((path) => ({ url: `/blog/images/${path}`, name: path.split("/").pop()! }));
}

/**
 * The admin list: posts (null when they cannot be loaded) and the number of new inbox entries.
 * The entries themselves, waitlist sign-ups included, are listed and deleted in the inbox.
 */
export async function loadAdminList(request: Request, options: AdminListOptions = {}): Promise<AdminListData> {
  const db = await database(options);
  const admin = await requirePermission(request, "posts.write", db);
  const { account } = admin;
  const params = new URL(request.url).searchParams;
  const confirmId = params.get("delete");
  const wanted = params.get("status");
  const statusFilter = isPostStatus(wanted) ? wanted : null;
  const [all, newSubmissions] = await Promise.all([
    listPosts(db).catch((error: unknown) => {
      console.error("Admin: Fehler beim Laden der Blog-Beiträge:", error);
      return null;
    }),
    can(account.role, "inbox") ? countNewSubmissions({ db }) : Promise.resolve(null),
  ]);
  const visible = all && all.filter((p) => canSeePost(account, { authorId: p.authorId ?? null }));
  const ownership = (p: BlogPost) => ({ authorId: p.authorId ?? null, status: p.status });
  const posts =
    visible &&
    visible
      .filter((p) => statusFilter === null || p.status === statusFilter)
      .map(({ id, slug, title, author, date, status, lang, ...rest }) => ({
        id,
        slug,
        title,
        author,
        date,
        status,
        lang,
        editable: canDeletePost(account, ownership({ id, slug, title, author, date, status, lang, ...rest })),
      }));
  const inReview = visible ? visible.filter((p) => p.status === "review").length : 0;
  const confirmPost = confirmId ? visible?.find((p) => p.id === confirmId && canDeletePost(account, ownership(p))) : undefined;
  const deleteImages = confirmPost && all ? await imagesOnlyUsedBy(confirmPost, all, options.imagesDir ?? blogImagesDir()) : [];
  return { posts, newSubmissions, inReview, statusFilter, viewer: viewerOf(account), deleteImages };
}

export type AdminActionResult =
  { intent: "import"; report: ImportReport; images?: string[] } | { intent: "import"; error: string } | { intent: "delete"; error: string };

/** Largest import of JSON and Markdown files the admin accepts in one go (all files together). */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

/**
 * The admin list's action: `intent=delete` (with `id`, and `images`: the uploads only this post
 * used that the confirmation kept ticked; each is deleted with its copies if, after the post is
 * gone, no post uses it) and `intent=import` (multipart, field `files`: JSON/Markdown files, or
 * export archives (.zip) that restore posts and images).
 */
export async function handleAdminAction(request: Request, lang: Lang, options: AdminListOptions = {}) {
  const db = await database(options);
  const admin = await guardMutation(request, db);
  const m = adminCopy[lang].list;
  const mm = mediaCopy[lang].list;
  const imagesDir = options.imagesDir ?? blogImagesDir();
  let form: Uploads;
  try {
    // Limited while it is read: a chunked upload declares no length. An import is multipart and
    // read as it arrives; a deletion is a small URL-encoded form.
    form = /^multipart\/form-data/i.test(request.headers.get("content-type") ?? "")
      ? await readUploads(request, MAX_ARCHIVE_BYTES + 64 * 1024)
      : textFields(await readFormData(request, 64 * 1024));
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      return data<AdminActionResult>({ intent: "import", error: mm.importTooLarge }, { status: 413, headers: NO_STORE });
    }
    throw data(null, { status: 400, headers: NO_STORE });
  }
  const first = (name: string) => form.fields.get(name)?.[0] ?? null;
  const intent = first("intent");

  if (intent === "delete") {
    const id = first("id") ?? "";
    const requested = new Set(form.fields.get("images") ?? []);
    const post = await getPostById(db, id);
    // Checked on the stored post: authors delete only their own drafts and posts in review (ADR 0027).
    if (post && !canDeletePost(admin.account, { authorId: post.authorId ?? null, status: post.status })) forbidden();
    try {
      if (!post || !(await deletePost(db, id, { audit: auditActor(admin.account) }))) {
        return data<AdminActionResult>({ intent: "delete", error: m.deleteMissing }, { status: 404, headers: NO_STORE });
      }
    } catch (error) {
      console.error("Admin: delete failed:", error);
      return data<AdminActionResult>({ intent: "delete", error: m.deleteError }, { status: 500, headers: NO_STORE });
    }
    let removed = 0;
    if (requested.size > 0) {
      try {
        // Checked again now that the post is gone: only its own images, and only when no post uses them.
        const used = usageByPath(await listPosts(db));
        const own = postImagePaths(post);
        for (const url of requested) {
          const path = uploadPath(url, imagesDir);
          if (path && own.has(path) && !used.has(path) && (await deleteUpload(url, imagesDir))) removed++;
        }
      } catch (error) {
        console.error("Admin: the deleted post's images could not be deleted:", error);
      }
    }
    const images = removed > 0 ? `&images=${removed}` : "";
    return redirect(`${adminPaths.list}?deleted=${encodeURIComponent(post.title)}${images}`, { headers: NO_STORE });
  }

  if (intent === "import") {
    // An import sets statuses (a record without one is published): only roles that may publish.
    if (!can(admin.account.role, "posts.export") || !can(admin.account.role, "posts.publish")) forbidden();
    const files: { name: string; text: string }[] = [];
    const archives: { name: string; bytes: Uint8Array }[] = [];
    let fileBytes = 0;
    for (const entry of form.files.get("files") ?? []) {
      const bytes = entry.bytes;
      if (bytes.length === 0) continue;
      if (isZipArchive(bytes)) {
        archives.push({ name: entry.name, bytes });
      } else {
        fileBytes += bytes.length;
        files.push({ name: entry.name, text: new TextDecoder().decode(bytes) });
      }
    }
    if (files.length === 0 && archives.length === 0) {
      return data<AdminActionResult>({ intent: "import", error: m.importNoFiles }, { status: 400, headers: NO_STORE });
    }
    if (fileBytes > MAX_IMPORT_BYTES) {
      return data<AdminActionResult>({ intent: "import", error: m.importTooLarge }, { status: 413, headers: NO_STORE });
    }
    try {
      const report: ImportReport = { created: [], updated: [], refused: [] };
      const images: string[] = [];
      for (const archive of archives) {
        let part;
        try {
          part = await importArchive(db, archive.bytes, {
            imagesDir,
            audit: auditActor(admin.account),
            actor: revisionActor(admin.account),
          });
        } catch (error) {
          if (!(error instanceof ArchiveError)) throw error;
          report.refused.push({ name: archive.name, reason: error.message });
          continue;
        }
        report.created.push(...part.created);
        report.updated.push(...part.updated);
        report.refused.push(...part.refused.map((r) => ({ name: `${archive.name}: ${r.name}`, reason: r.reason })));
        images.push(...part.images);
      }
      if (files.length > 0) {
        const part = await importFiles(db, files, { audit: auditActor(admin.account), actor: revisionActor(admin.account) });
        report.created.push(...part.created);
        report.updated.push(...part.updated);
        report.refused.push(...part.refused);
      }
      return data<AdminActionResult>({ intent: "import", report, ...(archives.length > 0 ? { images } : {}) }, { headers: NO_STORE });
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
  await requirePermission(request, "posts.export", db);
  if (!file.endsWith(".json")) throw data(null, { status: 404, headers: NO_STORE });
  if (file === "index.json") return attachment(toIndex(await listPosts(db)), "index.json");
  const id = file.slice(0, -".json".length);
  const post = await getPostById(db, id);
  if (!post) throw data(null, { status: 404, headers: NO_STORE });
  // The id names the file: keep it to characters that are safe in a header.
  const safe = post.id.replace(/[^\w.-]/g, "_");
  return attachment(toRecord(post), `${safe}.json`);
}
