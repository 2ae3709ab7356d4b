import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { COVER_FULL_WIDTH, COVER_VARIANT_WIDTHS } from "./cover-sources";

/** The widths an uploaded image is stored in, beside its original. */
export const UPLOAD_WIDTHS = [...COVER_VARIANT_WIDTHS, COVER_FULL_WIDTH] as const;

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
  const source = sharp(bytes, { animated: true, limitInputPixels: 40_000_000 });
  await source.metadata(); // fails fast on a file that is not really an image
  const names: string[] = [];
  for (const width of widths) {
    const name = `${base}-${width}w.webp`;
    const out = await source.clone().rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 74, effort: 4 }).toBuffer();
    await writeFile(join(dir, name), out, { flag: "wx" });
    names.push(name);
  }
  return names;
}
