// Uploaded blog images: stored under ${DATA_DIR}/blog-images/, served at /blog/images/<path>.
import { readFile, stat } from "node:fs/promises";
import { resolve, sep } from "node:path";
import { registerStartupTask } from "~/lib/startup.server";
import { stripStoredImages } from "./cover-variants.server";

export const imageTypes: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  avif: "image/avif",
  gif: "image/gif",
};

/**
 * The folder uploaded images are stored in and served from. `DATA_DIR` set but empty counts as
 * unset (`./data`), as an empty line in an environment file means "no value", not "this folder".
 */
export function blogImagesDir(dataDir: string | undefined = process.env.DATA_DIR): string {
  return resolve(dataDir?.trim() || "./data", "blog-images");
}

const segmentPattern = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/**
 * The file for a request path below /blog/images/, or null: only plain names (letters, digits,
 * ".", "_", "-"; no leading dot, no "..") with an image extension, inside the images folder.
 */
export function imageFilePath(requestPath: string, dir: string = blogImagesDir()): { file: string; type: string } | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return null;
  }
  const segments = decoded.split("/");
  if (segments.length === 0 || segments.length > 4) return null;
  if (!segments.every((s) => segmentPattern.test(s) && !s.includes(".."))) return null;
  const ext = segments[segments.length - 1]!.split(".").pop()!.toLowerCase();
  const type = imageTypes[ext];
  if (!type) return null;
  const file = resolve(dir, ...segments);
  if (!file.startsWith(dir + sep)) return null;
  return { file, type };
}

export async function readBlogImage(requestPath: string, dir?: string): Promise<{ body: Buffer; type: string; modified: Date } | null> {
  const target = imageFilePath(requestPath, dir);
  if (!target) return null;
  try {
    const info = await stat(target.file);
    if (!info.isFile()) return null;
    return { body: await readFile(target.file), type: target.type, modified: info.mtime };
  } catch {
    return null;
  }
}

// Images uploaded before uploads were stripped of their metadata (GPS position and all): stripped
// in place once. In the background, so a large folder does not hold up the start; idempotent, so
// it costs one header read per image on later starts.
registerStartupTask("blog image metadata", ({ env, log }) => {
  void stripStoredImages(blogImagesDir(env.DATA_DIR)).then(
    ({ stripped, failed }) => {
      if (stripped || failed) log(`blog images: metadata stripped from ${stripped} stored images${failed ? `, ${failed} failed` : ""}`);
    },
    (error: unknown) =>
      console.error("Blog images: the stored images could not be checked:", error instanceof Error ? error.message : error),
  );
});
