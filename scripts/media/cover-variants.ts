// The smaller widths of the seed covers (480, 800, 1200 px WebP beside each 1600 px original),
// as app/features/blog/cover-sources.ts names them; uploads get theirs from the upload handler.
// Run after scripts/media/blog-covers.ts: npx tsx scripts/media/cover-variants.ts
import { readdirSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import sharp from "sharp";
import { PUBLIC } from "./lib";

const WIDTHS = [480, 800, 1200]; // COVER_VARIANT_WIDTHS; tests/unit/blog-covers.test.ts checks every file exists
const DIR = resolve(PUBLIC, "blog/images/covers");

for (const file of readdirSync(DIR).filter((f) => f.endsWith(".webp") && !/-\d+w\.webp$/.test(f))) {
  const source = join(DIR, file);
  for (const width of WIDTHS) {
    const out = join(DIR, file.replace(/\.webp$/, `-${width}w.webp`));
    const bytes = await sharp(source).resize({ width }).webp({ quality: 74, effort: 6 }).toBuffer();
    writeFileSync(out, bytes);
    console.log(
      `${out.slice(PUBLIC.length + 1)}  ${(bytes.length / 1024).toFixed(1)} KB (original ${(statSync(source).size / 1024).toFixed(1)} KB)`,
    );
  }
}
