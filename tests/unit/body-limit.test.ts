// limitBody, the project's one body reader: a body that goes past the limit fails while it is
// read, whatever its chunks look like.
import { whileTimingTheLoop } from "../support/event-loop";
import { describe, expect, it } from "vitest";
import { BodyTooLargeError, limitBody, readFormData, readUploads } from "~/lib/http/body.server";

/** `size` bytes in chunks of `chunk` bytes, as a chunked upload delivers them. */
function source(size: number, chunk: number): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= size) return controller.close();
      const end = Math.min(size, offset + chunk);
      controller.enqueue(new Uint8Array(end - offset));
      offset = end;
    },
  });
}

/** Settles within 5 s, or says that it hung. */
const settled = (promise: Promise<unknown>) =>
  Promise.race([
    promise.then(
      () => "read",
      (error: unknown) => (error instanceof BodyTooLargeError ? "too large" : `failed: ${String(error)}`),
    ),
    new Promise((resolve) => setTimeout(() => resolve("hung"), 5000)),
  ]);

describe("limitBody", () => {
  it.each([
    ["the limit falls inside a chunk", 1000, 64],
    ["the limit falls exactly on a chunk boundary", 1024, 64],
  ])("fails a body over the limit when %s", async (_, max, chunk) => {
    expect(await settled(new Response(limitBody(source(4096, chunk), max)).arrayBuffer())).toBe("too large");
  });

  it("passes a body of exactly the limit", async () => {
    expect(await settled(new Response(limitBody(source(1024, 64), 1024)).arrayBuffer())).toBe("read");
  });
});

describe("readFormData", () => {
  async function multipart(size: number) {
    const form = new FormData();
    form.set("intent", "import");
    form.append("files", new File([new Uint8Array(size)], "a.md"));
    const encoded = new Request("http://localhost/", { method: "POST", body: form });
    const bytes = new Uint8Array(await encoded.arrayBuffer());
    let offset = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (offset >= bytes.byteLength) return controller.close();
        const end = Math.min(bytes.byteLength, offset + 4096);
        controller.enqueue(bytes.subarray(offset, end));
        offset = end;
      },
    });
    const headers = { "content-type": encoded.headers.get("content-type")! };
    return new Request("http://localhost/", { method: "POST", headers, body, duplex: "half" } as RequestInit);
  }

  it("reads a chunked form under the limit", async () => {
    const form = await readFormData(await multipart(10_000), 64 * 1024);
    expect(form.get("intent")).toBe("import");
  });

  it("refuses a chunked form over the limit while reading it (no Content-Length to go by)", async () => {
    const request = await multipart(200_000);
    expect(request.headers.get("content-length")).toBeNull();
    expect(await settled(readFormData(request, 64 * 1024))).toBe("too large");
  });
});

describe("readUploads", () => {
  it("reads a 45 MB multipart body with every field and file, without holding the event loop", async () => {
    const boundary = "----boundary7MA4YWxkTrZu0gW";
    const fileBytes = new Uint8Array(45 * 1024 * 1024).fill(0x61);
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="intent"\r\n\r\nimport\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="blog.zip"\r\nContent-Type: application/zip\r\n\r\n`,
    );
    const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`);
    const chunks = [head, ...Array.from({ length: 45 * 16 }, (_, i) => fileBytes.subarray(i * 65536, (i + 1) * 65536)), tail];
    const request = new Request("http://localhost/blog/admin", {
      method: "POST",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      body: new ReadableStream<Uint8Array>({
        // Chunk by chunk, each in its own turn of the event loop, as a socket delivers them.
        async pull(controller) {
          await new Promise((resolve) => setImmediate(resolve));
          const next = chunks.shift();
          if (next) controller.enqueue(next);
          else controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    const { result: form, longestGap } = await whileTimingTheLoop(() => readUploads(request, 50 * 1024 * 1024));
    expect(form.fields.get("intent")).toEqual(["import"]);
    const [file] = form.files.get("files") ?? [];
    expect(file?.name).toBe("blog.zip");
    expect(Buffer.compare(Buffer.from(file!.bytes.buffer, file!.bytes.byteOffset, file!.bytes.length), Buffer.from(fileBytes.buffer))).toBe(
      0,
    );
    // readFormData (the platform's parser, then a Blob of the chunks) held it for 0.5–0.9 s here.
    expect(longestGap, `longest event-loop gap ${Math.round(longestGap)} ms`).toBeLessThan(250);
  });
});
