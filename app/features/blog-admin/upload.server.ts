import { randomBytes } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Kysely } from "kysely";
import { getDatabase } from "~/lib/db/db.server";
import type { Database } from "~/lib/db/schema";
import type { Lang } from "~/lib/i18n";
import { guardMutation } from "./admin.server";
import { UPLOAD_WIDTHS, writeImageVariants } from "~/features/blog/cover-variants.server";
import { blogImagesDir } from "~/features/blog/images.server";
import { adminCopy } from "./copy";
import { NO_STORE } from "./http";
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
 * say PNG, JPEG, WebP, AVIF or GIF (the client's content type is ignored). Stored as
 * `<imagesDir>/<yyyy>/<random>.<ext>`, with WebP copies 480, 800, 1200 and 1600 px wide beside it
 * (`<random>-<width>w.webp`, used by the cover's srcset); answers `{ url: "/blog/images/<yyyy>/<random>.<ext>" }`.
 */
export async function handleUpload(request: Request, lang: Lang, options: UploadOptions = {}) {
  const db = options.db ?? (await getDatabase()).db;
  await guardMutation(request, db);
  const m = adminCopy[lang].upload;
  // Refused before the body is read; the multipart envelope adds a few hundred bytes.
  if (Number(request.headers.get("content-length") ?? 0) > MAX_IMAGE_BYTES + 16 * 1024) return reply({ error: m.tooLarge }, 413);

  let file: FormDataEntryValue | null;
  try {
    file = (await request.formData()).get("file");
  } catch {
    return reply({ error: m.missing }, 400);
  }
  if (file === null || typeof file === "string" || file.size === 0) return reply({ error: m.missing }, 400);
  if (file.size > MAX_IMAGE_BYTES) return reply({ error: m.tooLarge }, 413);

  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = sniffImage(bytes);
  if (!kind) return reply({ error: m.notAllowed }, 415);

  const year = String((options.now ?? (() => new Date()))().getUTCFullYear());
  const base = randomBytes(12).toString("hex");
  const name = `${base}.${kind}`;
  const dir = join(options.imagesDir ?? blogImagesDir(), year);
  try {
    await mkdir(dir, { recursive: true });
    // The smaller widths first: an image that cannot be decoded is refused before anything is kept.
    try {
      await writeImageVariants(bytes, dir, base);
    } catch (error) {
      await Promise.all(UPLOAD_WIDTHS.map((w) => rm(join(dir, `${base}-${w}w.webp`), { force: true })));
      if (isDecodeError(error)) return reply({ error: m.notAllowed }, 415);
      throw error;
    }
    await writeFile(join(dir, name), bytes, { flag: "wx" });
  } catch (error) {
    console.error("Upload: the image could not be stored:", error);
    return reply({ error: m.failed }, 500);
  }
  return reply({ url: `/blog/images/${year}/${name}` }, 201);
}

/** sharp's errors for input it cannot read (as opposed to a full disk or a missing folder). */
function isDecodeError(error: unknown): boolean {
  return error instanceof Error && !("code" in error) && /input|unsupported|corrupt|bad|premature|vips/i.test(error.message);
}
