// limitBody, the project's one body reader: a body that goes past the limit fails while it is
// read, whatever its chunks look like.
import { describe, expect, it } from "vitest";
import { BodyTooLargeError, limitBody, readFormData } from "~/features/forms/body.server";

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
