// The uploads in ${DATA_DIR}/blog-images/ and the posts that use them (ADR 0021).
import { readdir, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import type { BlogPost } from "~/features/blog";
import { blogImagesDir, imageFilePath, rewriteImageSrc, UPLOAD_WIDTHS } from "~/features/blog/index.server";

export const IMAGE_PREFIX = "/blog/images/";

/** `<base>-<width>w.webp`: a copy of an upload, not an upload of its own. */
const VARIANT = /-(\d+)w\.webp$/;
const IMAGE_FILE = /\.(png|jpe?g|webp|avif|gif)$/i;

export interface Upload {
  /** "/blog/images/2026/….jpg" */
  url: string;
  /** Path below the images folder: "2026/….jpg". */
  path: string;
  name: string;
  /** Bytes of the original (the copies not counted). */
  size: number;
  modified: string;
  /** Paths below the images folder of its stored WebP copies. */
  variants: string[];
}

/** Paths below the images folder of the copies an upload at `path` has (or would have). */
export function variantPaths(path: string): string[] {
  const base = path.replace(/\.[^./]+$/, "");
  return UPLOAD_WIDTHS.map((w) => `${base}-${w}w.webp`);
}

/** Every upload (originals; their WebP copies listed with them), newest first. Temporary and hidden files are not uploads. */
export async function listUploads(imagesDir: string = blogImagesDir()): Promise<Upload[]> {
  let entries;
  try {
    entries = await readdir(imagesDir, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const files = new Set<string>();
  for (const entry of entries) {
    if (!entry.isFile() || entry.name.startsWith(".") || !IMAGE_FILE.test(entry.name)) continue;
    const rel = join(entry.parentPath, entry.name)
      .slice(imagesDir.length + 1)
      .split("\\")
      .join("/");
    if (rel.split("/").some((s) => s.startsWith("."))) continue;
    files.add(rel);
  }
  // Originals by their name without extension: a copy whose original exists belongs to it; a copy without one is listed on its own.
  const originals = new Set([...files].filter((f) => !VARIANT.test(f)).map((f) => f.replace(/\.[^./]+$/, "")));
  const uploads: Upload[] = [];
  for (const path of files) {
    const variant = VARIANT.exec(path);
    if (variant && originals.has(path.slice(0, variant.index))) continue;
    if (!imageFilePath(path, imagesDir)) continue;
    const info = await stat(join(imagesDir, path)).catch(() => null);
    if (!info) continue;
    uploads.push({
      url: IMAGE_PREFIX + path,
      path,
      name: path.split("/").pop()!,
      size: info.size,
      modified: info.mtime.toISOString(),
      variants: variantPaths(path).filter((v) => files.has(v)),
    });
  }
  return uploads.sort((a, b) => b.modified.localeCompare(a.modified) || a.path.localeCompare(b.path));
}

export type UsageKind = "cover" | "social" | "content";

export interface Usage {
  id: string;
  title: string;
  kind: UsageKind;
}

const REFERENCE = /\/blog\/images\/([A-Za-z0-9._~%/-]+)/g;
const MARKDOWN_IMAGE = /!\[[^\]]*\]\(\s*<?([^\s)>]+)/g;
const HTML_IMAGE = /<img\b[^>]*?\ssrc\s*=\s*["']?([^"'\s>]+)/gi;

/** Upload paths (below the images folder) a text refers to: "/blog/images/…" anywhere, and relative image paths. */
export function referencedPaths(text: string): Set<string> {
  const paths = new Set<string>();
  const add = (value: string) => {
    let path = value.split(/[?#]/)[0]!;
    try {
      path = decodeURIComponent(path);
    } catch {
      // kept as written
    }
    paths.add(path.replace(/^\/+/, ""));
  };
  for (const match of text.matchAll(REFERENCE)) add(match[1]!);
  // A relative image ("bild.png") is shown from /blog/images/ as well (markdown.server.ts).
  for (const pattern of [MARKDOWN_IMAGE, HTML_IMAGE]) {
    for (const match of text.matchAll(pattern)) {
      const src = match[1]!;
      const rewritten = rewriteImageSrc(src);
      if (rewritten !== src && rewritten.startsWith(IMAGE_PREFIX)) add(rewritten.slice(IMAGE_PREFIX.length));
    }
  }
  return paths;
}

/** The uploads a post uses: path → how (cover, social image, content). */
export function postImagePaths(post: BlogPost): Map<string, Set<UsageKind>> {
  const uses = new Map<string, Set<UsageKind>>();
  const add = (path: string, kind: UsageKind) => {
    const set = uses.get(path) ?? new Set<UsageKind>();
    set.add(kind);
    uses.set(path, set);
  };
  const single = (value: unknown, kind: UsageKind) => {
    if (typeof value === "string" && value.startsWith(IMAGE_PREFIX)) for (const path of referencedPaths(value)) add(path, kind);
  };
  single(post.coverImage, "cover");
  // The social image arrives with the SEO fields; read when present.
  single((post as { socialImage?: unknown }).socialImage, "social");
  const content = typeof post.content === "string" ? post.content : JSON.stringify(post.content);
  for (const path of referencedPaths(content)) add(path, "content");
  return uses;
}

/** Who uses each upload path: path → the posts and how. */
export function usageByPath(posts: BlogPost[]): Map<string, Usage[]> {
  const usage = new Map<string, Usage[]>();
  for (const post of posts) {
    for (const [path, kinds] of postImagePaths(post)) {
      const list = usage.get(path) ?? [];
      for (const kind of kinds) list.push({ id: post.id, title: post.title, kind });
      usage.set(path, list);
    }
  }
  return usage;
}

/** The upload path (below the images folder) of "/blog/images/…", or null for anything else or a path that escapes. */
export function uploadPath(url: string, imagesDir: string = blogImagesDir()): string | null {
  if (!url.startsWith(IMAGE_PREFIX)) return null;
  const path = url.slice(IMAGE_PREFIX.length);
  return imageFilePath(path, imagesDir) ? path : null;
}

/** Removes an upload and all its WebP copies; false when the address is not an upload path. */
export async function deleteUpload(url: string, imagesDir: string = blogImagesDir()): Promise<boolean> {
  const path = uploadPath(url, imagesDir);
  if (!path) return false;
  const files = [path, ...variantPaths(path)].filter((p) => imageFilePath(p, imagesDir));
  await Promise.all(files.map((p) => rm(imageFilePath(p, imagesDir)!.file, { force: true })));
  return true;
}
