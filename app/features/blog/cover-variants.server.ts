import { randomBytes } from "node:crypto";
import { readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import sharp from "sharp";
import { COVER_FULL_WIDTH, COVER_VARIANT_WIDTHS } from "./cover-sources";

/** The widths an uploaded image is stored in, beside its original. */
export const UPLOAD_WIDTHS = [...COVER_VARIANT_WIDTHS, COVER_FULL_WIDTH] as const;

/** Larger images are refused before they are decoded (about 6,300 × 6,300 pixels). */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Writes a file so that no reader ever sees it half-written: into a temporary name beside it,
 * then renamed over it. Several instances sharing the images folder (ADR 0015) rely on it.
 * The temporary name ends in `.tmp`, which /blog/images/ never serves.
 */
export async function writeFileAtomic(path: string, data: Uint8Array): Promise<void> {
  const temporary = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString("hex")}.tmp`);
  try {
    await writeFile(temporary, data, { flag: "wx" });
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/**
 * Writes `<base>-<width>w.webp` into `dir` for each width: scaled down (never up), EXIF
 * orientation applied, metadata dropped, animation kept. Rejects when the image cannot be
 * decoded, so a damaged file is refused instead of published.
 */
export async function writeImageVariants(
  bytes: Uint8Array,
  dir: string,
  base: string,
  widths: readonly number[] = UPLOAD_WIDTHS,
): Promise<string[]> {
  const source = sharp(bytes, { animated: true, limitInputPixels: MAX_INPUT_PIXELS });
  await source.metadata(); // fails fast on a file that is not really an image
  const names: string[] = [];
  for (const width of widths) {
    const name = `${base}-${width}w.webp`;
    const out = await source.clone().rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 74, effort: 4 }).toBuffer();
    await writeFileAtomic(join(dir, name), out);
    names.push(name);
  }
  return names;
}

/**
 * The image re-encoded in its own format without any metadata: EXIF (camera, time, GPS
 * position), XMP, IPTC and comments are gone, the EXIF orientation is applied to the pixels
 * first (so a phone photo does not turn sideways), colours are converted to sRGB (the ICC
 * profile is not kept), and an animated GIF or WebP keeps its frames, delays and loop count.
 * Rejects when the image cannot be decoded.
 */
export async function stripImageMetadata(bytes: Uint8Array): Promise<Buffer> {
  const image = sharp(bytes, { animated: true, limitInputPixels: MAX_INPUT_PIXELS });
  const { format } = await image.metadata();
  // sharp writes no metadata unless asked to (withMetadata/withExif/keepIccProfile).
  const oriented = image.rotate();
  switch (format) {
    case "jpeg":
      return oriented.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
    case "png":
      return oriented.png({ compressionLevel: 9 }).toBuffer();
    case "webp":
      return oriented.webp({ quality: 90 }).toBuffer();
    case "gif":
      return oriented.gif().toBuffer();
    case "heif":
      return oriented.avif({ quality: 70, effort: 4 }).toBuffer();
    default:
      throw new Error(`Unsupported image format: ${format ?? "unknown"}`);
  }
}

/** Whether a stored image still carries metadata that `stripImageMetadata` removes. */
export async function hasImageMetadata(bytes: Uint8Array): Promise<boolean> {
  const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  return Boolean(meta.exif || meta.xmp || meta.iptc || meta.icc || (meta.comments?.length ?? 0) > 0 || (meta.orientation ?? 1) !== 1);
}

const IMAGE_FILE = /\.(png|jpe?g|webp|avif|gif)$/i;
const STALE_TEMPORARY_MS = 60 * 60 * 1000;

/**
 * Strips the metadata of every image already stored under `dir` (uploads from before it was
 * stripped on upload). Idempotent: an image without metadata is left alone, so running it on
 * every start costs one header read per image; several instances running it at once write the
 * same result atomically. Temporary files an interrupted write or upload left behind (older than
 * an hour, so another instance's upload in progress is not touched) are removed.
 */
export async function stripStoredImages(dir: string, now = Date.now()): Promise<{ checked: number; stripped: number; failed: number }> {
  const result = { checked: 0, stripped: 0, failed: 0 };
  let entries;
  try {
    entries = await readdir(dir, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return result;
    throw error;
  }
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    // Atomic writes (.tmp) and uploads being read (.incoming/*.part) a stopped process left behind.
    if (entry.name.endsWith(".tmp") || entry.name.endsWith(".part")) {
      const info = await stat(path).catch(() => null);
      if (info && now - info.mtimeMs > STALE_TEMPORARY_MS) await rm(path, { force: true });
      continue;
    }
    if (!IMAGE_FILE.test(entry.name)) continue;
    result.checked++;
    try {
      const bytes = await readFile(path);
      if (!(await hasImageMetadata(bytes))) continue;
      await writeFileAtomic(path, await stripImageMetadata(bytes));
      result.stripped++;
    } catch (error) {
      result.failed++;
      console.error(`Blog images: the metadata of ${path} could not be stripped:`, error instanceof Error ? error.message : error);
    }
  }
  return result;
}
