import { randomBytes } from "node:crypto";
import { mkdir, readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import type { Kysely } from "kysely";
import { getDatabase } from "~/lib/db/db.server";
import type { Database } from "~/lib/db/schema";
import type { Lang } from "~/lib/i18n";
import { guardMutation } from "~/lib/auth/admin.server";
import { blogImagesDir, stripImageMetadata, UPLOAD_WIDTHS, writeFileAtomic, writeImageVariants } from "~/features/blog/index.server";
import { BodyTooLargeError, readForm } from "~/lib/http/body.server";
import { uploadText, type UploadMessage } from "./copy";
import { NO_STORE } from "~/lib/http/no-store";
import { MAX_IMAGE_BYTES, sniffImage } from "./image-type";

export interface UploadOptions {
  db?: Kysely<Database>;
  /** Where images are stored; `blogImagesDir()` by default, where /blog/images/ serves them from. */
  imagesDir?: string;
  now?: () => Date;
}

const reply = (body: { url: string } | { error: string }, status = 200) => Response.json(body, { status, headers: NO_STORE });

/**
 * POST /blog/admin/upload (multipart, field `file`): an image of at most 5 MB whose first bytes
 * say PNG, JPEG, WebP, AVIF or GIF (the client's content type is ignored). The body is limited
 * while it is read (a chunked upload has no Content-Length to check). The image is re-encoded
 * without its metadata (EXIF with GPS position, XMP, IPTC), its orientation applied, and stored as
 * `<imagesDir>/<yyyy>/<random>.<ext>`, with WebP copies 480, 800, 1200 and 1600 px wide beside it
 * (`<random>-<width>w.webp`, used by the cover's srcset); answers `{ url: "/blog/images/<yyyy>/<random>.<ext>" }`.
 * Every file is written atomically (temporary name, then rename): the folder may be shared by
 * several instances (ADR 0015).
 */
export async function handleUpload(request: Request, lang: Lang, options: UploadOptions = {}) {
  const db = options.db ?? (await getDatabase()).db;
  await guardMutation(request, db);
  const refuse = (code: UploadMessage, status: number) => reply({ error: uploadText(code, lang) }, status);
  const imagesDir = options.imagesDir ?? blogImagesDir();

  let bytes: Uint8Array;
  try {
    // The multipart envelope adds a few hundred bytes to the file.
    const { file } = await readForm(request, {
      maxBytes: MAX_IMAGE_BYTES + 16 * 1024,
      file: { field: "file", maxBytes: MAX_IMAGE_BYTES, dir: join(imagesDir, ".incoming") },
    });
    if (!file) return refuse("missing", 400);
    try {
      if (file.truncated) return refuse("tooLarge", 413);
      if (file.size === 0) return refuse("missing", 400);
      bytes = new Uint8Array(await readFile(file.path));
    } finally {
      await rm(file.path, { force: true });
    }
  } catch (error) {
    if (error instanceof BodyTooLargeError) return refuse("tooLarge", 413);
    return refuse("missing", 400);
  }
  const stored = await storeImage(bytes, { imagesDir, now: options.now });
  if (stored.ok) return reply({ url: stored.url }, 201);
  if (stored.reason === "notAllowed") return refuse("notAllowed", 415);
  return refuse("failed", 500);
}

export type StoreImageResult = { ok: true; url: string } | { ok: false; reason: "notAllowed" | "failed" };

/**
 * Stores the bytes of an image as an upload, whatever brought them (the editor's upload, an
 * external image fetched on save, an archive import): only PNG, JPEG, WebP, AVIF or GIF by their
 * first bytes, re-encoded without metadata, as `<imagesDir>/<yyyy>/<random>.<ext>` with the WebP
 * copies 480–1600 px wide beside it. `notAllowed`: not such an image, or one that cannot be
 * decoded (nothing is kept); `failed`: the folder could not be written (logged).
 */
export async function storeImage(bytes: Uint8Array, options: { imagesDir?: string; now?: () => Date } = {}): Promise<StoreImageResult> {
  const imagesDir = options.imagesDir ?? blogImagesDir();
  const kind = sniffImage(bytes);
  if (!kind) return { ok: false, reason: "notAllowed" };

  const year = String((options.now ?? (() => new Date()))().getUTCFullYear());
  const base = randomBytes(12).toString("hex");
  const name = `${base}.${kind}`;
  const dir = join(imagesDir, year);
  try {
    let clean: Buffer;
    try {
      clean = await stripImageMetadata(bytes);
    } catch (error) {
      if (isDecodeError(error)) return { ok: false, reason: "notAllowed" };
      throw error;
    }
    await mkdir(dir, { recursive: true });
    // The smaller widths first: an image that cannot be decoded is refused before anything is kept.
    try {
      await writeImageVariants(clean, dir, base);
    } catch (error) {
      await Promise.all(UPLOAD_WIDTHS.map((w) => rm(join(dir, `${base}-${w}w.webp`), { force: true })));
      if (isDecodeError(error)) return { ok: false, reason: "notAllowed" };
      throw error;
    }
    await writeFileAtomic(join(dir, name), clean);
  } catch (error) {
    console.error("Upload: the image could not be stored:", error);
    return { ok: false, reason: "failed" };
  }
  return { ok: true, url: `/blog/images/${year}/${name}` };
}

/** sharp's errors for input it cannot read (as opposed to a full disk or a missing folder). */
function isDecodeError(error: unknown): boolean {
  return error instanceof Error && !("code" in error) && /input|unsupported|corrupt|bad|premature|vips/i.test(error.message);
}
