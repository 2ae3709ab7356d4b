import type { Kysely } from "kysely";
import { data, redirect } from "react-router";
import { type BlogPost, type ImportReport, isPostStatus, type PostStatus } from "~/features/blog";
import { blogImagesDir, deletePost, getPostById, importFiles, listPosts, toIndex, toRecord } from "~/features/blog/index.server";
import { BodyTooLargeError, readFormData, readUploads, type Uploads } from "~/lib/http/body.server";
import { forbidden, guardMutation, requirePermission } from "~/lib/auth/admin.server";
import { can, canDeletePost, canSeePost } from "~/lib/auth/permissions";
import { getDatabase } from "~/lib/db/db.server";
import type { Database } from "~/lib/db/schema";
import type { Lang } from "~/lib/i18n";
import { adminCopy } from "../shell/copy";
import { NO_STORE } from "~/lib/http/no-store";
import { ArchiveError, auditActor, importArchive, isZipArchive, MAX_ARCHIVE_BYTES, revisionActor } from "~/features/editor/index.server";
import { viewerOf, type AdminViewer } from "~/features/accounts";
import { countNewSubmissions } from "~/features/inbox/index.server";
import { mediaCopy } from "../media/copy";
import { deleteUpload, listUploads, postImagePaths, uploadPath, usageByPath } from "~/features/media/index.server";
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
