/**
 * Reads a posted form with a byte limit that holds while the body is read (a client may send no
 * Content-Length, or a wrong one, and chunked bodies have none), and streams an uploaded file
 * straight to disk with its own limit. URL-encoded and multipart bodies are both accepted, so a
 * form works whichever encoding the browser or the page's script chose.
 */
import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { Transform, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import busboy from "busboy";

/** The body went past the limit while it was read. */
export class BodyTooLargeError extends Error {
  override name = "BodyTooLargeError";
  constructor(readonly limit: number) {
    super(`Request body larger than ${limit} bytes`);
  }
}

/** The body could not be parsed as a form. */
export class MalformedBodyError extends Error {
  override name = "MalformedBodyError";
}

/** A file written to disk while the body was read. The caller moves or removes it. */
export interface ReceivedFile {
  field: string;
  fileName: string;
  contentType: string;
  size: number;
  /** Where it was written (a temporary name: the caller renames it when it keeps the file). */
  path: string;
  /** The first bytes, for checking the file's type by its content. */
  head: Buffer;
  /** The file went past `maxBytes`: what was written is cut off. */
  truncated: boolean;
}

export interface ReadFormOptions {
  /** The whole body, in bytes. */
  maxBytes: number;
  /** Accept one file in this field (multipart only); others are read and dropped. */
  file?: { field: string; maxBytes: number; dir: string };
}

export interface ReadForm {
  /** The first value of each text field. */
  fields: Record<string, string>;
  file: ReceivedFile | null;
}

/** What is read and thrown away after the limit before the connection is cut (see limitBody). */
export const DRAIN_BYTES = 32 * 1024 * 1024;

/**
 * Counts the bytes that pass and fails the stream once they exceed `max`. The bytes up to the
 * limit still pass first, so a parser sees the fields before the part that was too much, even
 * when one chunk carries both.
 *
 * Past the limit the rest of the body is read and dropped (nothing is kept) up to `drainBytes`
 * more, and only then cancelled: cancelling the request's body destroys the connection, and a
 * browser still uploading would show a connection error instead of our answer. A client that
 * sends more than that is cut off.
 */
export function limitBody(body: ReadableStream<Uint8Array>, max: number, drainBytes = DRAIN_BYTES): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  let seen = 0;
  let exceeded = false;
  const drain = async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        seen += value.byteLength;
        if (seen > max + drainBytes) {
          await reader.cancel(new BodyTooLargeError(max));
          return;
        }
      }
    } catch {
      // The client went away: nothing left to drain.
    }
  };
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (exceeded) {
        controller.error(new BodyTooLargeError(max));
        void drain();
        return;
      }
      const { done, value } = await reader.read();
      if (done) {
        controller.close();
        return;
      }
      const room = max - seen;
      seen += value.byteLength;
      if (value.byteLength <= room) {
        controller.enqueue(value);
        return;
      }
      if (room <= 0) {
        // Nothing of this chunk may pass: fail now. A pull that enqueues nothing is not called
        // again, so waiting for the next read would leave the body hanging for ever.
        controller.error(new BodyTooLargeError(max));
        void drain();
        return;
      }
      controller.enqueue(value.subarray(0, room));
      // Failed on the next read, so that the part up to the limit reaches the parser first.
      exceeded = true;
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}

/** Bytes kept from the start of a file for the type check. */
const HEAD_BYTES = 8;

/**
 * Reads the request's form. Throws BodyTooLargeError (with `partial`: what was read before the
 * limit, so the visitor's values can be shown again) or MalformedBodyError. A file that was
 * being written when reading failed is removed.
 */
export async function readForm(request: Request, options: ReadFormOptions): Promise<ReadForm> {
  const declared = Number(request.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > options.maxBytes) throw new BodyTooLargeError(options.maxBytes);
  const type = request.headers.get("content-type") ?? "";
  const body = request.body ? limitBody(request.body, options.maxBytes) : null;

  if (/^multipart\/form-data/i.test(type)) {
    if (!body) throw new MalformedBodyError("Empty multipart body");
    return readMultipart(body, type, options);
  }
  if (/^application\/x-www-form-urlencoded/i.test(type) || type === "") {
    const text = body ? await new Response(body).text() : "";
    const fields: Record<string, string> = {};
    for (const [name, value] of new URLSearchParams(text)) if (!(name in fields)) fields[name] = value;
    return { fields, file: null };
  }
  throw new MalformedBodyError(`Unsupported content type: ${type.split(";")[0]}`);
}

/** The fields read so far when the body went past its limit. */
export class PartialBodyError extends BodyTooLargeError {
  constructor(
    limit: number,
    readonly partial: Record<string, string>,
    readonly fileName: string | null,
  ) {
    super(limit);
  }
}

async function readMultipart(body: ReadableStream<Uint8Array>, contentType: string, options: ReadFormOptions): Promise<ReadForm> {
  const fields: Record<string, string> = {};
  let file: ReceivedFile | null = null;
  const writes: Promise<void>[] = [];
  const fileStreams: Readable[] = [];
  /** Set when the body failed: a file write that has not started yet must not start. */
  let failed = false;
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      limits: { files: 1, fields: 30, parts: 40, fieldSize: 64 * 1024, fileSize: options.file ? options.file.maxBytes + 1 : 0 },
      defParamCharset: "utf8",
    });
  } catch (error) {
    throw new MalformedBodyError(error instanceof Error ? error.message : String(error));
  }

  parser.on("field", (name, value) => {
    if (!(name in fields)) fields[name] = value;
  });
  parser.on("file", (name, stream, info) => {
    const target = options.file;
    // No file chosen: browsers still send the part, with an empty name and no content.
    if (!target || name !== target.field || file !== null || !info.filename) {
      stream.on("error", () => {}); // a cut-off body destroys it with an error nobody needs
      stream.resume();
      return;
    }
    const path = join(target.dir, `${randomUUID()}.part`);
    const received: ReceivedFile = {
      field: name,
      fileName: (info.filename ?? "").slice(0, 255),
      contentType: info.mimeType,
      size: 0,
      path,
      head: Buffer.alloc(0),
      truncated: false,
    };
    file = received;
    fileStreams.push(stream);
    // Busboy destroys a cut-off file stream with an error, possibly before the pipeline below has
    // attached its listeners (it waits for mkdir): without a listener that error would be uncaught
    // and end the process. The pipeline still sees the error through the stream's errored state.
    stream.on("error", () => {});
    // Busboy cuts a file off when it reaches its limit, so the limit is one byte more than
    // allowed: a file of exactly `maxBytes` passes, one byte more is cut off and flagged.
    stream.on("limit", () => {
      received.truncated = true;
    });
    // Counted in the pipeline, not with a "data" listener: that would start the flow before the
    // file is open, and the first chunks would be lost.
    const inspect = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        received.size += chunk.length;
        if (received.head.length < HEAD_BYTES) received.head = Buffer.concat([received.head, chunk]).subarray(0, HEAD_BYTES);
        done(null, chunk);
      },
    });
    writes.push(
      (async () => {
        await mkdir(target.dir, { recursive: true });
        if (failed) return;
        const out = createWriteStream(path, { mode: 0o600 });
        try {
          await pipeline(stream, inspect, out);
        } finally {
          // A failed pipeline may settle before the file is even opened; the clean-up below removes
          // the file only once nothing can create or write it any more.
          if (!out.closed) await once(out, "close");
        }
      })(),
    );
  });

  try {
    await feed(body, parser);
    await Promise.all(writes);
  } catch (error) {
    failed = true;
    // A file cut off by the failed body never ends by itself.
    for (const stream of fileStreams) stream.destroy();
    await Promise.allSettled(writes);
    if (file) await rm((file as ReceivedFile).path, { force: true });
    const tooLarge = findTooLarge(error);
    if (tooLarge) throw new PartialBodyError(tooLarge.limit, fields, (file as ReceivedFile | null)?.fileName ?? null);
    throw new MalformedBodyError(error instanceof Error ? error.message : String(error));
  }
  return { fields, file };
}

/**
 * Writes the body into the parser chunk by chunk, each one parsed before the next is read, so
 * that everything before a failure (the fields before an oversized file) has been seen.
 */
async function feed(body: ReadableStream<Uint8Array>, parser: busboy.Busboy): Promise<void> {
  let failed: ((error: unknown) => void) | undefined;
  const parserError = new Promise<never>((_, reject) => {
    failed = reject;
  });
  parserError.catch(() => {});
  parser.on("error", (error) => failed?.(error));
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await Promise.race([reader.read(), parserError]);
      if (done) break;
      await Promise.race([
        new Promise<void>((resolve, reject) => parser.write(value, (error) => (error ? reject(error) : resolve()))),
        parserError,
      ]);
    }
    const finished = new Promise<void>((resolve) => parser.once("close", resolve));
    parser.end();
    await Promise.race([finished, parserError]);
  } catch (error) {
    // The body's own reader may still drain it (limitBody); this one just lets go.
    try {
      reader.releaseLock();
    } catch {
      // A read was still pending: it fails by itself.
    }
    parser.destroy();
    throw error;
  }
}

function findTooLarge(error: unknown): BodyTooLargeError | null {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof BodyTooLargeError) return e;
  }
  return null;
}

/**
 * The request's body as the platform's FormData, read through limitBody: for actions that need
 * several files in memory (the blog import). Throws BodyTooLargeError when the body is, or while
 * it is read turns out to be, larger than `maxBytes` (chunked bodies declare no length), and
 * MalformedBodyError when it is not a form.
 */
export async function readFormData(request: Request, maxBytes: number): Promise<FormData> {
  const declared = Number(request.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > maxBytes) throw new BodyTooLargeError(maxBytes);
  const limited = new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: request.body ? limitBody(request.body, maxBytes) : null,
    duplex: "half",
  } as RequestInit);
  try {
    return await limited.formData();
  } catch (error) {
    throw findTooLarge(error) ?? new MalformedBodyError(error instanceof Error ? error.message : String(error));
  }
}

/** A file of a multipart body, read into memory (readUploads). */
export interface UploadedFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

/** A multipart body's text fields (every value, in order) and files, by field name. */
export interface Uploads {
  fields: Map<string, string[]>;
  files: Map<string, UploadedFile[]>;
}

/**
 * Reads a multipart body with files kept in memory (the blog import), chunk by chunk as it arrives
 * (busboy), under the same limits as readFormData, and each file's chunks joined a few megabytes
 * at a time: the platform's formData() parsed a 45 MB upload in one synchronous step, and building
 * a Blob from its chunks is another, each holding every other request for half a second.
 */
export async function readUploads(request: Request, maxBytes: number): Promise<Uploads> {
  const declared = Number(request.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > maxBytes) throw new BodyTooLargeError(maxBytes);
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data/i.test(type) || !request.body) throw new MalformedBodyError(`Not a multipart body: ${type.split(";")[0]}`);
  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: { "content-type": type }, limits: { fieldSize: maxBytes, fileSize: maxBytes }, defParamCharset: "utf8" });
  } catch (error) {
    throw new MalformedBodyError(error instanceof Error ? error.message : String(error));
  }
  const uploads: Uploads = { fields: new Map(), files: new Map() };
  const add = <T>(map: Map<string, T[]>, name: string, value: T) => map.set(name, [...(map.get(name) ?? []), value]);
  const files: Promise<void>[] = [];
  parser.on("field", (name, value) => add(uploads.fields, name, value));
  parser.on("file", (name, stream, info) => {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    // Kept in the order the parts came, whenever each one's bytes are joined.
    const file: UploadedFile = { name: info.filename ?? "", type: info.mimeType, bytes: new Uint8Array(0) };
    add(uploads.files, name, file);
    const done = new Promise<void>((resolve, reject) => {
      stream.on("end", () => {
        joinChunks(chunks).then((bytes) => {
          file.bytes = bytes;
          resolve();
        }, reject);
      });
      stream.on("error", reject);
    });
    done.catch(() => {}); // a cut-off body fails the whole read below
    files.push(done);
  });
  try {
    await feed(limitBody(request.body, maxBytes), parser);
    await Promise.all(files);
  } catch (error) {
    throw findTooLarge(error) ?? new MalformedBodyError(error instanceof Error ? error.message : String(error));
  }
  return uploads;
}

/**
 * The chunks as one buffer, copied a few megabytes at a time with a turn of the event loop in
 * between: one copy of 45 MB took 0.2–0.4 s here.
 */
async function joinChunks(chunks: Buffer[]): Promise<Uint8Array> {
  const total = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const joined = Buffer.allocUnsafe(total);
  let offset = 0;
  let sinceYield = 0;
  for (const chunk of chunks) {
    chunk.copy(joined, offset);
    offset += chunk.length;
    sinceYield += chunk.length;
    if (sinceYield >= 4 * 1024 * 1024) {
      sinceYield = 0;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  return new Uint8Array(joined.buffer, joined.byteOffset, total);
}
