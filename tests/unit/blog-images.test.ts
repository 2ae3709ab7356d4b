import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { writeFileAtomic } from "~/features/blog/cover-variants.server";
import { blogImagesDir, imageFilePath } from "~/features/blog/images.server";

describe("blogImagesDir: where uploads are stored and served from", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("is DATA_DIR/blog-images", () => {
    vi.stubEnv("DATA_DIR", "/srv/forestcrew");
    expect(blogImagesDir()).toBe("/srv/forestcrew/blog-images");
    expect(blogImagesDir("relative/data")).toBe(resolve("relative/data/blog-images"));
  });

  it("treats an unset or empty DATA_DIR alike: ./data/blog-images", () => {
    const fallback = resolve("data/blog-images");
    vi.stubEnv("DATA_DIR", undefined);
    expect(blogImagesDir()).toBe(fallback);
    vi.stubEnv("DATA_DIR", "");
    expect(blogImagesDir()).toBe(fallback);
    vi.stubEnv("DATA_DIR", "  ");
    expect(blogImagesDir()).toBe(fallback);
  });

  it("is where an image path is looked up", () => {
    vi.stubEnv("DATA_DIR", "");
    expect(imageFilePath("2026/a1b2.webp")?.file).toBe(resolve("data/blog-images/2026/a1b2.webp"));
  });
});

describe("writeFileAtomic: instances sharing the images folder never read half a file", () => {
  it("a reader polling while a 4 MB file is written sees nothing or all of it, and no temporary name stays", async () => {
    const dir = await mkdtemp(join(tmpdir(), "atomic-"));
    try {
      const size = 4 * 1024 * 1024;
      const partial: number[] = [];
      for (let round = 0; round < 5; round++) {
        const target = join(dir, `image-${round}.webp`);
        let writing = true;
        const reader = (async () => {
          while (writing) {
            const body = await readFile(target).catch(() => null);
            if (body && body.length !== size) partial.push(body.length);
            await new Promise((resolve) => setImmediate(resolve));
          }
        })();
        await writeFileAtomic(target, new Uint8Array(size).fill(round + 1));
        writing = false;
        await reader;
      }
      expect(partial).toEqual([]);
      expect((await readdir(dir)).sort()).toEqual([0, 1, 2, 3, 4].map((r) => `image-${r}.webp`));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
