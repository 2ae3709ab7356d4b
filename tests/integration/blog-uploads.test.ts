import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { coverSrcSet } from "~/features/blog/cover-sources";

// The admin cookie is signed with SESSION_SECRET; set before the cookie is first created.
process.env.SESSION_SECRET ??= "integration-test-secret-for-blog-uploads";

const { handleUpload } = await import("~/features/media/upload.server");
const { MAX_IMAGE_BYTES } = await import("~/features/media/image-type");
const { DRAIN_BYTES } = await import("~/lib/http/body.server");
const { stripStoredImages } = await import("~/features/blog/cover-variants.server");
const { readBlogImage } = await import("~/features/blog/images.server");
const { adminCookie } = await import("~/lib/auth/admin.server");
const { sessionFor } = await import("./support/accounts");
const { describeBackends, useDatabase } = await import("./support/backends");

const SITE = "http://localhost:4321";
const NOW = () => new Date("2026-05-04T00:00:00Z");

/** A 600 × 300 photo as a phone writes it: camera, GPS position, orientation 6 (turn 90° clockwise). */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 600, height: 300, channels: 3, background: { r: 40, g: 90, b: 60 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: "Forstphone", Model: "FP-1", Copyright: "Anna Förster" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 8/1 2/1", GPSLongitudeRef: "E", GPSLongitude: "11/1 34/1 5/1" },
    })
    .toBuffer();
}

/** What a visitor's browser gets at /blog/images/<path>: sharp's reading of it. */
async function served(imagesDir: string, url: string) {
  const image = await readBlogImage(url.slice("/blog/images/".length), imagesDir);
  expect(image, url).not.toBeNull();
  return sharp(image!.body, { animated: true }).metadata();
}

/** Every file below a folder, temporary ones included. */
const allFiles = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => e.name)
    : [];

describeBackends("blog image uploads", (backend) => {
  const suite = useDatabase(backend);
  const db = () => suite.app().db;
  let cookie = "";
  let imagesDir = "";

  beforeAll(() => {
    imagesDir = mkdtempSync(join(tmpdir(), "blog-uploads-"));
  });
  afterAll(() => rmSync(imagesDir, { recursive: true, force: true }));
  beforeEach(async () => {
    const { token } = await sessionFor(db());
    cookie = (await adminCookie().serialize(token)).split(";")[0]!;
  });

  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    handleUpload(
      new Request(`${SITE}/blog/admin/upload`, {
        method: "POST",
        headers: { origin: SITE, cookie, ...headers },
        body,
        duplex: "half",
      } as RequestInit),
      "de",
      { db: db(), imagesDir, now: NOW },
    );

  const upload = (bytes: Buffer, name: string) => {
    const form = new FormData();
    form.set("file", new File([new Uint8Array(bytes)], name, { type: "image/jpeg" }));
    return post(form);
  };

  it("serves an uploaded phone photo and each of its widths without EXIF or GPS, turned upright", async () => {
    const photo = await phonePhoto();
    const before = await sharp(photo).metadata();
    expect(before.exif?.includes(Buffer.from("Forstphone"))).toBe(true); // the fixture really carries it
    expect(before.orientation).toBe(6);

    const res = await upload(photo, "urlaub.jpg");
    expect(res.status).toBe(201);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(/^\/blog\/images\/2026\/[0-9a-f]{24}\.jpg$/);

    const original = await served(imagesDir, url);
    expect(original.format).toBe("jpeg");
    expect(original.exif).toBeUndefined();
    expect(original.xmp).toBeUndefined();
    expect(original.orientation).toBeUndefined();
    // Upright: the sideways 600 × 300 sensor image is 300 wide and 600 high once turned.
    expect([original.width, original.height]).toEqual([300, 600]);
    const raw = readFileSync(join(imagesDir, url.slice("/blog/images/".length)));
    expect(raw.includes(Buffer.from("Forstphone"))).toBe(false);
    expect(raw.includes(Buffer.from("GPS"))).toBe(false);

    const variants = coverSrcSet(url)!
      .split(", ")
      .map((c) => c.split(" ")[0]!);
    expect(variants).toHaveLength(4);
    for (const variant of variants) {
      const meta = await served(imagesDir, variant);
      expect(meta.exif, variant).toBeUndefined();
      expect(meta.orientation, variant).toBeUndefined();
      expect(meta.height > meta.width, variant).toBe(true);
    }
  });

  it("keeps an animated GIF animated (frames, delays, loop)", async () => {
    const frames = await Promise.all(
      ["#225533", "#447755", "#669977"].map((background) =>
        sharp({ create: { width: 40, height: 30, channels: 4, background } })
          .png()
          .toBuffer(),
      ),
    );
    const gif = await sharp(frames, { join: { animated: true } })
      .gif({ loop: 0, delay: [100, 200, 300] })
      .toBuffer();
    const res = await upload(gif, "wald.gif");
    expect(res.status).toBe(201);
    const { url } = (await res.json()) as { url: string };
    const meta = await served(imagesDir, url);
    expect(meta).toMatchObject({ format: "gif", pages: 3, delay: [100, 200, 300], loop: 0 });
  });

  it("refuses a chunked upload over 5 MB while reading it (413) and keeps nothing of it", async () => {
    const head = await phonePhoto();
    const chunk = new Uint8Array(256 * 1024);
    let sent = 0;
    const boundary = "----forestcrew-upload";
    const encoder = new TextEncoder();
    // More than the limit plus what the reader drains after it (DRAIN_BYTES) before cutting off.
    const total = MAX_IMAGE_BYTES + DRAIN_BYTES + 16 * 1024 * 1024;
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(
          encoder.encode(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="gross.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
          ),
        );
        controller.enqueue(new Uint8Array(head));
      },
      pull(controller) {
        if (sent >= total) {
          controller.enqueue(encoder.encode(`\r\n--${boundary}--\r\n`));
          controller.close();
          return;
        }
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
      cancel() {
        cancelled = true;
      },
    });
    const filesBefore = allFiles(imagesDir);
    const res = await post(body, { "content-type": `multipart/form-data; boundary=${boundary}` });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: expect.stringContaining("5 MB") as unknown });
    // Nothing was stored: no image, no variant, no partial or temporary file.
    expect(allFiles(imagesDir)).toEqual(filesBefore);
    // Read only up to the limit and a bounded drain (thrown away), then cut off: never the whole body.
    await expect.poll(() => cancelled, { timeout: 5000 }).toBe(true);
    expect(sent).toBeLessThan(total);
  });

  it("strips images stored before uploads were stripped, once (a second run changes nothing)", async () => {
    const dir = join(imagesDir, "legacy");
    mkdirSync(join(dir, "2025"), { recursive: true });
    const old = join(dir, "2025", "aa11bb22cc33dd44ee55ff66.jpg");
    writeFileSync(old, await phonePhoto());
    const clean = join(dir, "2025", "aa11bb22cc33dd44ee55ff66-480w.webp");
    writeFileSync(
      clean,
      await sharp({ create: { width: 480, height: 240, channels: 3, background: "#336644" } })
        .webp()
        .toBuffer(),
    );
    const cleanBytes = readFileSync(clean);

    expect(await stripStoredImages(dir)).toEqual({ checked: 2, stripped: 1, failed: 0 });
    const meta = await sharp(readFileSync(old)).metadata();
    expect(meta.exif).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([300, 600]);
    expect(readFileSync(clean)).toEqual(cleanBytes); // an image without metadata is left as it was

    const once = readFileSync(old);
    expect(await stripStoredImages(dir)).toEqual({ checked: 2, stripped: 0, failed: 0 });
    expect(readFileSync(old)).toEqual(once);
    expect(allFiles(dir).filter((name) => name.endsWith(".tmp"))).toEqual([]);
  });
});
