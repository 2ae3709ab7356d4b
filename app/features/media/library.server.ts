// /blog/admin/medien: every upload with the posts that use it; unused ones can be deleted (ADR 0021).
import type { Kysely } from "kysely";
import { data, redirect } from "react-router";
import { blogImagesDir, listPosts } from "~/features/blog/index.server";
import { readFormData } from "~/lib/http/body.server";
import { requirePermission } from "~/lib/auth/admin.server";
import { requireSameOrigin } from "~/lib/auth/origin.server";
import { getDatabase } from "~/lib/db/db.server";
import type { Database } from "~/lib/db/schema";
import type { Lang } from "~/lib/i18n";
import { NO_STORE } from "~/lib/http/no-store";
import { mediaText } from "./copy";
import { MEDIA_PATH } from "./paths";
import { deleteUpload, listUploads, uploadPath, usageByPath, type Upload, type Usage } from "./media.server";

export interface MediaOptions {
  db?: Kysely<Database>;
  imagesDir?: string;
}

export interface MediaItem extends Omit<Upload, "variants"> {
  /** The smallest copy when there is one, else the image itself. */
  thumb: string;
  usage: Usage[];
}

export interface MediaLibraryData {
  /** null when the posts or the folder could not be read. */
  items: MediaItem[] | null;
  filter: "all" | "unused";
  /** The upload whose deletion is being confirmed (`?loeschen=<path>`), if unused and present. */
  confirm: MediaItem | null;
}

/** The library: every upload, newest first, with its uses; `?filter=unused` only the unused ones. */
export async function loadMediaLibrary(request: Request, options: MediaOptions = {}): Promise<MediaLibraryData> {
  const db = options.db ?? (await getDatabase()).db;
  await requirePermission(request, "media.manage", db);
  const params = new URL(request.url).searchParams;
  const filter = params.get("filter") === "unused" ? "unused" : "all";
  let all: MediaItem[];
  try {
    const [uploads, posts] = await Promise.all([listUploads(options.imagesDir ?? blogImagesDir()), listPosts(db)]);
    const usage = usageByPath(posts);
    all = uploads.map(({ variants, ...upload }) => ({
      ...upload,
      thumb: variants[0] ? `/blog/images/${variants[0]}` : upload.url,
      usage: usage.get(upload.path) ?? [],
    }));
  } catch (error) {
    console.error("Media: the library could not be loaded:", error);
    return { items: null, filter, confirm: null };
  }
  const confirmPath = params.get("loeschen");
  const confirm = all.find((item) => item.path === confirmPath && item.usage.length === 0) ?? null;
  return { items: filter === "unused" ? all.filter((item) => item.usage.length === 0) : all, filter, confirm };
}

export type MediaActionResult = { error: string };

/**
 * `intent=delete` with `url`: deletes the upload and its copies, unless a post uses it (checked
 * now, not when the page was loaded): then the answer names the posts and nothing is deleted.
 * Session and same origin are required.
 */
export async function handleMediaAction(request: Request, lang: Lang, options: MediaOptions = {}) {
  const db = options.db ?? (await getDatabase()).db;
  await requirePermission(request, "media.manage", db);
  requireSameOrigin(request);
  const imagesDir = options.imagesDir ?? blogImagesDir();
  let form: FormData;
  try {
    form = await readFormData(request, 16 * 1024);
  } catch {
    throw data(null, { status: 400, headers: NO_STORE });
  }
  if (form.get("intent") !== "delete") throw data(null, { status: 400, headers: NO_STORE });
  const field = form.get("url");
  const url = typeof field === "string" ? field : "";
  const path = uploadPath(url, imagesDir);
  const fail = (error: string, status: number) => data<MediaActionResult>({ error }, { status, headers: NO_STORE });
  try {
    const uploads = await listUploads(imagesDir);
    if (!path || !uploads.some((u) => u.path === path)) return fail(mediaText({ code: "missing" }, lang), 404);
    const users = usageByPath(await listPosts(db)).get(path) ?? [];
    if (users.length > 0) return fail(mediaText({ code: "inUse", titles: users.map((u) => u.title) }, lang), 409);
    await deleteUpload(url, imagesDir);
  } catch (error) {
    console.error("Media: delete failed:", error);
    return fail(mediaText({ code: "deleteError" }, lang), 500);
  }
  const filter = new URL(request.url).searchParams.get("filter") === "unused" ? "&filter=unused" : "";
  return redirect(`${MEDIA_PATH}?deleted=${encodeURIComponent(path.split("/").pop()!)}${filter}`, { headers: NO_STORE });
}
