// The blog as one archive (zip): index.json, posts/{id}.json and the uploads the posts use
// (images/…, with their WebP copies); the import restores posts and images (ADR 0021).
import { mkdir, readFile } from "node:fs/promises";
import { dirname } from "node:path";
import { createInflateRaw } from "node:zlib";
import { Unzip, zipSync, type AsyncFlateStreamHandler, type FlateError, type UnzipDecoder, type Zippable } from "fflate";
import type { Kysely } from "kysely";
import type { ImportReport } from "~/features/blog";
import {
  blogImagesDir,
  hasImageMetadata,
  imageFilePath,
  importFiles,
  listPosts,
  stripImageMetadata,
  toIndex,
  toRecord,
  writeFileAtomic,
  writeImageVariants,
} from "~/features/blog/index.server";
import { requirePermission } from "~/lib/auth/admin.server";
import type { AuditActor } from "~/lib/audit/audit.server";
import { getDatabase } from "~/lib/db/db.server";
import type { Database } from "~/lib/db/schema";
import { NO_STORE } from "~/lib/http/no-store";
import { sniffImage } from "~/features/media";
import { usageByPath, variantPaths } from "~/features/media/index.server";

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

/** Packed bytes handed to the unzipper at once (it only finds the entries; inflating is zlib's). */
const SLICE_BYTES = 64 * 1024;
/** Reading gives the event loop a turn after this long, so other requests are served meanwhile. */
const TURN_MS = 10;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Inflates an entry with node:zlib, on libuv's threads: fflate's own inflater runs on the event
 * loop and cannot be stopped (an entry refused at its limit was still inflated to its end, and a
 * 1 GiB entry in a 1 MB archive held up every request for ten seconds). This one answers in
 * chunks as zlib delivers them, and stops inflating at once when the entry is terminated.
 */
class ThreadedInflate implements UnzipDecoder {
  static compression = 8;
  ondata: AsyncFlateStreamHandler = () => {};
  private done = false;
  private readonly stream = createInflateRaw({ chunkSize: 64 * 1024 });

  constructor() {
    this.stream.on("data", (chunk: Buffer) => {
      if (!this.done) this.ondata(null, chunk as Uint8Array<ArrayBuffer>, false);
    });
    this.stream.on("end", () => this.finish(null));
    this.stream.on("error", (error) => this.finish(error));
  }

  push(chunk: Uint8Array, final: boolean): void {
    if (this.done) return;
    if (chunk.length > 0) this.stream.write(chunk);
    if (final) this.stream.end();
  }

  terminate(): void {
    this.done = true;
    this.stream.destroy();
  }

  private finish(error: Error | null): void {
    if (this.done) return;
    this.done = true;
    if (error) this.ondata(error as FlateError, null as unknown as Uint8Array<ArrayBuffer>, true);
    else this.ondata(null, new Uint8Array(0), true);
  }
}

/**
 * The entries of an archive, unpacked in memory with limits counted as the bytes come out (an
 * archive's stated sizes are not trusted): at most 5,000 entries and 200 MB together, a post file
 * at most 4 MB, an image at most 25 MB and an image by its first bytes. An entry is no longer
 * inflated once it is over its limit. Inflating runs on zlib's threads, one entry at a time, and
 * reading the archive yields to the event loop every few milliseconds: a large archive or a zip
 * bomb never holds up other requests. Refused entries are listed with the reason, everything in
 * the archive's order; a broken, oversized or overfull archive rejects with ArchiveError.
 */
export async function readArchive(
  bytes: Uint8Array,
  limits: { maxUnpackedBytes?: number; maxEntries?: number } = {},
): Promise<ArchiveContents> {
  const maxUnpacked = limits.maxUnpackedBytes ?? MAX_ARCHIVE_UNPACKED_BYTES;
  const maxEntries = limits.maxEntries ?? MAX_ARCHIVE_ENTRIES;
  if (!isZipArchive(bytes)) throw new ArchiveError(refusals.notZip);
  // Entries finish in any order (a stored one at once, an inflated one later): kept with their place.
  const posts: [number, ArchiveContents["posts"][number]][] = [];
  const images: [number, ArchiveContents["images"][number]][] = [];
  const refused: [number, ArchiveContents["refused"][number]][] = [];
  const inflating: { done: Promise<void>; stop: () => void }[] = [];
  let entries = 0;
  let total = 0;
  let fatal: ArchiveError | null = null;
  const unzip = new Unzip();
  unzip.register(ThreadedInflate);
  unzip.onfile = (file) => {
    if (fatal) return;
    if (file.name.endsWith("/")) return; // a folder entry
    const place = ++entries;
    if (entries > maxEntries) {
      fatal = new ArchiveError(refusals.tooMany);
      return;
    }
    const kind = classifyEntry(file.name);
    if (!kind) {
      refused.push([place, { name: file.name, reason: refusals.name }]);
      return;
    }
    const limit = kind.kind === "post" ? MAX_POST_FILE_BYTES : MAX_IMAGE_ENTRY_BYTES;
    let chunks: Uint8Array[] = [];
    let size = 0;
    let stopped = false;
    let settle = () => {};
    const done = new Promise<void>((resolve) => (settle = resolve));
    const stop = () => {
      if (stopped) return;
      stopped = true;
      chunks = [];
      file.terminate();
      settle();
    };
    inflating.push({ done, stop });
    file.ondata = (error, chunk, final) => {
      if (stopped) return;
      if (fatal) return stop();
      if (error) {
        fatal = new ArchiveError(refusals.damaged);
        return stop();
      }
      size += chunk.length;
      if (size > limit) {
        refused.push([place, { name: file.name, reason: refusals.entryTooLarge }]);
        return stop();
      }
      total += chunk.length;
      if (total > maxUnpacked) {
        fatal = new ArchiveError(refusals.tooLarge);
        return stop();
      }
      chunks.push(chunk);
      if (!final) return;
      const data = Buffer.concat(chunks);
      if (kind.kind === "post") {
        posts.push([place, { name: kind.name, text: new TextDecoder().decode(data) }]);
      } else if (sniffImage(data)) {
        images.push([place, { path: kind.path, bytes: new Uint8Array(data) }]);
      } else {
        refused.push([place, { name: file.name, reason: refusals.notImage }]);
      }
      stop();
    };
    file.start();
  };
  let waited = 0;
  try {
    let turn = performance.now();
    for (let at = 0; at < bytes.length && !fatal; at += SLICE_BYTES) {
      try {
        unzip.push(bytes.subarray(at, Math.min(at + SLICE_BYTES, bytes.length)), at + SLICE_BYTES >= bytes.length);
      } catch {
        throw new ArchiveError(refusals.damaged);
      }
      // The entries the unzipper has left behind finish before it reads on: one inflater at a time
      // (besides the entry it is in), however many entries an archive has.
      while (waited < inflating.length - 1 && !fatal) await inflating[waited++]!.done;
      if (performance.now() - turn >= TURN_MS) {
        await nextTurn();
        turn = performance.now();
      }
    }
    while (waited < inflating.length && !fatal) await inflating[waited++]!.done;
  } finally {
    for (const entry of inflating) entry.stop();
  }
  if (fatal) throw fatal as ArchiveError;
  if (entries === 0) throw new ArchiveError(refusals.damaged);
  const inOrder = <T>(list: [number, T][]) => list.sort((a, b) => a[0] - b[0]).map(([, value]) => value);
  return { posts: inOrder(posts), images: inOrder(images), refused: inOrder(refused) };
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
  const contents = await readArchive(bytes);
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
