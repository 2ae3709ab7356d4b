// The blog as one archive (zip): index.json, posts/{id}.json and the uploads the posts use
// (images/…, with their WebP copies); the import restores posts and images (issue 16 item 9, ADR 0021).
import { mkdir, readFile } from "node:fs/promises";
import { dirname } from "node:path";
import { Unzip, UnzipInflate, zipSync, type Zippable } from "fflate";
import type { Kysely } from "kysely";
import { hasImageMetadata, stripImageMetadata, writeFileAtomic, writeImageVariants } from "~/features/blog/cover-variants.server";
import { blogImagesDir, imageFilePath } from "~/features/blog/images.server";
import { importFiles, listPosts, toIndex, toRecord } from "~/features/blog/posts.server";
import type { ImportReport } from "~/features/blog/types";
import { requirePermission } from "~/lib/auth/admin.server";
import type { AuditActor } from "~/lib/audit/audit.server";
import { getDatabase } from "~/lib/db/db.server";
import type { Database } from "~/lib/db/schema";
import { NO_STORE } from "./http";
import { sniffImage } from "./image-type";
import { usageByPath, variantPaths } from "./media.server";

/** Largest archive the import reads (the upload itself). */
export const MAX_ARCHIVE_BYTES = 50 * 1024 * 1024;
/** Everything in an archive unpacked together; counted while unpacking, whatever the archive claims. */
export const MAX_ARCHIVE_UNPACKED_BYTES = 200 * 1024 * 1024;
export const MAX_ARCHIVE_ENTRIES = 5000;
/** One post file unpacked. */
const MAX_POST_FILE_BYTES = 4 * 1024 * 1024;
/** One image unpacked. */
const MAX_IMAGE_ENTRY_BYTES = 25 * 1024 * 1024;

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

/** Whether bytes start like a zip archive (a local file header). */
export function isZipArchive(bytes: Uint8Array): boolean {
  return ZIP_MAGIC.every((b, i) => bytes[i] === b);
}

/** A whole archive refused (not a zip, too large, too many entries); German. */
export class ArchiveError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ArchiveError";
  }
}

const json = (value: unknown) => new TextEncoder().encode(`${JSON.stringify(value, null, 2)}\n`);

/**
 * The archive of every post: index.json and posts/{id}.json in the shapes of the single-file
 * export (toIndex, toRecord), and images/<path> for every upload a post uses (cover, social
 * image, content), with its WebP copies, byte for byte. Images are stored, not compressed again.
 */
export async function buildArchive(db: Kysely<Database>, options: { imagesDir?: string } = {}): Promise<Uint8Array> {
  const imagesDir = options.imagesDir ?? blogImagesDir();
  const posts = await listPosts(db);
  const files: Zippable = { "index.json": [json(toIndex(posts)), { level: 6 }] };
  for (const post of posts) files[`posts/${post.id}.json`] = [json(toRecord(post)), { level: 6 }];
  for (const path of usageByPath(posts).keys()) {
    for (const candidate of [path, ...variantPaths(path)]) {
      const target = imageFilePath(candidate, imagesDir);
      if (!target) continue;
      const bytes = await readFile(target.file).catch(() => null);
      // A shipped image (public/blog/images/) or one already gone is not in the uploads folder.
      if (bytes) files[`images/${candidate}`] = [new Uint8Array(bytes), { level: 0 }];
    }
  }
  return zipSync(files, { mtime: new Date("2000-01-01T00:00:00Z") });
}

export interface ArchiveContents {
  /** index.json and posts/*.json, as importFiles takes them. */
  posts: { name: string; text: string }[];
  images: { path: string; bytes: Uint8Array }[];
  refused: { name: string; reason: string }[];
}

const refusals = {
  notZip: "Die Datei ist kein ZIP-Archiv.",
  damaged: "Das Archiv ist beschädigt und kann nicht gelesen werden.",
  tooMany: `Das Archiv enthält zu viele Dateien (höchstens ${MAX_ARCHIVE_ENTRIES}).`,
  tooLarge: `Das Archiv ist entpackt zu groß (höchstens ${MAX_ARCHIVE_UNPACKED_BYTES / (1024 * 1024)} MB).`,
  name: "Unzulässiger Name: Nur index.json, posts/{id}.json und images/… werden übernommen.",
  entryTooLarge: "Die Datei ist zu groß.",
  notImage: "Die Datei ist kein Bild im Format PNG, JPEG, WebP, AVIF oder GIF.",
} as const;

type EntryKind = { kind: "post"; name: string } | { kind: "image"; path: string } | null;

/**
 * What an entry name is, or null: only "index.json", "posts/<name>.json" and "images/<path>"
 * where <path> is a name /blog/images/ would serve (plain segments, an image extension, no
 * "..", no leading dot); a leading "./" is dropped. Anything else (absolute, backslashes,
 * "..", other folders) is refused, never written.
 */
export function classifyEntry(rawName: string): EntryKind {
  const name = rawName.normalize("NFC").replace(/^(\.\/)+/, "");
  // eslint-disable-next-line no-control-regex -- control characters have no place in a file name
  if (name.includes("\\") || /[\u0000-\u001f]/.test(name) || name.startsWith("/")) return null;
  const segments = name.split("/");
  if (segments.some((s) => s === "" || s === "." || s === "..")) return null;
  if (name === "index.json") return { kind: "post", name };
  if (segments.length === 2 && segments[0] === "posts" && /^[A-Za-z0-9][A-Za-z0-9_.-]{0,120}\.json$/.test(segments[1]!)) {
    return { kind: "post", name: segments[1]! };
  }
  if (segments[0] === "images" && segments.length >= 2) {
    const path = segments.slice(1).join("/");
    // Checked against a folder of its own: the same rule /blog/images/ serves by.
    if (imageFilePath(path, "/archive-check")) return { kind: "image", path };
  }
  return null;
}

/**
 * The entries of an archive, unpacked in memory with limits counted as the bytes come out (an
 * archive's stated sizes are not trusted): at most 5,000 entries and 200 MB together, a post file
 * at most 4 MB, an image at most 25 MB and an image by its first bytes. Refused entries are
 * listed with the reason; a broken, oversized or overfull archive throws ArchiveError.
 */
export function readArchive(bytes: Uint8Array, limits: { maxUnpackedBytes?: number; maxEntries?: number } = {}): ArchiveContents {
  const maxUnpacked = limits.maxUnpackedBytes ?? MAX_ARCHIVE_UNPACKED_BYTES;
  const maxEntries = limits.maxEntries ?? MAX_ARCHIVE_ENTRIES;
  if (!isZipArchive(bytes)) throw new ArchiveError(refusals.notZip);
  const contents: ArchiveContents = { posts: [], images: [], refused: [] };
  let entries = 0;
  let total = 0;
  let fatal: ArchiveError | null = null;
  const unzip = new Unzip();
  unzip.register(UnzipInflate);
  unzip.onfile = (file) => {
    if (fatal) return;
    if (file.name.endsWith("/")) return; // a folder entry
    entries++;
    if (entries > maxEntries) {
      fatal = new ArchiveError(refusals.tooMany);
      return;
    }
    const kind = classifyEntry(file.name);
    if (!kind) {
      contents.refused.push({ name: file.name, reason: refusals.name });
      return;
    }
    const limit = kind.kind === "post" ? MAX_POST_FILE_BYTES : MAX_IMAGE_ENTRY_BYTES;
    const chunks: Uint8Array[] = [];
    let size = 0;
    let stopped = false;
    file.ondata = (error, chunk, final) => {
      if (stopped || fatal) return;
      if (error) {
        fatal = new ArchiveError(refusals.damaged);
        return;
      }
      size += chunk.length;
      if (size > limit) {
        stopped = true;
        file.terminate();
        contents.refused.push({ name: file.name, reason: refusals.entryTooLarge });
        return;
      }
      total += chunk.length;
      if (total > maxUnpacked) {
        fatal = new ArchiveError(refusals.tooLarge);
        stopped = true;
        file.terminate();
        return;
      }
      chunks.push(chunk);
      if (!final) return;
      const data = Buffer.concat(chunks);
      if (kind.kind === "post") {
        contents.posts.push({ name: kind.name, text: new TextDecoder().decode(data) });
      } else if (sniffImage(data)) {
        contents.images.push({ path: kind.path, bytes: new Uint8Array(data) });
      } else {
        contents.refused.push({ name: file.name, reason: refusals.notImage });
      }
    };
    file.start();
  };
  try {
    // Pushed in small slices: what one slice inflates to is held at once (deflate expands at most
    // about 1,032-fold, so 16 KB become at most ~17 MB), and a limit stops the unpacking early.
    const SLICE = 16 * 1024;
    for (let at = 0; at < bytes.length && !fatal; at += SLICE) {
      unzip.push(bytes.subarray(at, Math.min(at + SLICE, bytes.length)), at + SLICE >= bytes.length);
    }
  } catch {
    throw new ArchiveError(refusals.damaged);
  }
  if (fatal) throw fatal as ArchiveError;
  if (entries === 0) throw new ArchiveError(refusals.damaged);
  return contents;
}

export interface ArchiveImportReport extends ImportReport {
  /** Upload addresses restored from the archive ("/blog/images/…"). */
  images: string[];
}

/**
 * Restores an archive: its images first (so no restored post points at a missing image), each
 * written atomically under its own path, as it is in the archive (an image that carries
 * metadata is stripped first; missing WebP copies are made), then its posts through importFiles
 * (created, or updated when the id exists). Refused entries are in the report with the reason.
 */
export async function importArchive(
  db: Kysely<Database>,
  bytes: Uint8Array,
  options: { imagesDir?: string; actor?: string; audit?: AuditActor } = {},
): Promise<ArchiveImportReport> {
  const imagesDir = options.imagesDir ?? blogImagesDir();
  const contents = readArchive(bytes);
  const refused = [...contents.refused];
  const restored: string[] = [];
  const paths = new Set(contents.images.map((i) => i.path));
  // A WebP copy ("<name>-<width>w.webp"), never an upload of its own: an original is named <random>.<ext>.
  const isVariant = (path: string) => /-\d+w\.webp$/.test(path);
  for (const image of contents.images) {
    const target = imageFilePath(image.path, imagesDir);
    if (!target) {
      refused.push({ name: `images/${image.path}`, reason: refusals.name });
      continue;
    }
    try {
      let data: Uint8Array = image.bytes;
      if (!isVariant(image.path) && (await hasImageMetadata(data))) data = await stripImageMetadata(data);
      await mkdir(dirname(target.file), { recursive: true });
      await writeFileAtomic(target.file, data);
      if (!isVariant(image.path)) {
        restored.push(`/blog/images/${image.path}`);
        const missing = variantPaths(image.path).filter((v) => !paths.has(v));
        if (missing.length > 0) {
          const base = image.path
            .split("/")
            .pop()!
            .replace(/\.[^.]+$/, "");
          const widths = missing.map((v) => Number(/-(\d+)w\.webp$/.exec(v)![1]));
          await writeImageVariants(data, dirname(target.file), base, widths);
        }
      }
    } catch (error) {
      console.error(`Archive import: images/${image.path} could not be stored:`, error instanceof Error ? error.message : error);
      refused.push({ name: `images/${image.path}`, reason: refusals.notImage });
    }
  }
  const report =
    contents.posts.length > 0 ? await importFiles(db, contents.posts, importOptions(options)) : { created: [], updated: [], refused: [] };
  return { ...report, refused: [...refused, ...report.refused], images: restored };
}

function importOptions({ actor, audit }: { actor?: string; audit?: AuditActor }): { actor?: string; audit?: AuditActor } {
  return { ...(actor === undefined ? {} : { actor }), ...(audit === undefined ? {} : { audit }) };
}

/** GET /blog/admin/export/forstblog.zip: the archive as a download (owners and editors: posts.export). */
export async function handleArchiveExport(request: Request, options: { db?: Kysely<Database>; imagesDir?: string; now?: () => Date } = {}) {
  const db = options.db ?? (await getDatabase()).db;
  await requirePermission(request, "posts.export", db);
  const archive = await buildArchive(db, options);
  const day = (options.now ?? (() => new Date()))().toISOString().slice(0, 10);
  return new Response(new Uint8Array(archive), {
    headers: {
      "Content-Type": "application/zip",
      "Content-Length": String(archive.byteLength),
      "Content-Disposition": `attachment; filename="forstblog-${day}.zip"`,
      ...NO_STORE,
    },
  });
}
