import { resolve } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
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
