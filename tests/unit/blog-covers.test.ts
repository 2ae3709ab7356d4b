import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { coverSrcSet } from "~/features/blog/cover-sources";
import { seedPosts } from "~/features/blog/seed-posts";

describe("cover srcset", () => {
  it("lists 480, 800 and 1200 px WebP copies beside a seed cover, which itself is the 1600 px one", () => {
    expect(coverSrcSet("/blog/images/covers/polterverwaltung-digital.webp")).toBe(
      "/blog/images/covers/polterverwaltung-digital-480w.webp 480w, /blog/images/covers/polterverwaltung-digital-800w.webp 800w, /blog/images/covers/polterverwaltung-digital-1200w.webp 1200w, /blog/images/covers/polterverwaltung-digital.webp 1600w",
    );
  });

  it("names an upload's four WebP copies, whatever the original's format", () => {
    expect(coverSrcSet("/blog/images/2026/0123456789abcdef01234567.jpg")).toBe(
      "/blog/images/2026/0123456789abcdef01234567-480w.webp 480w, /blog/images/2026/0123456789abcdef01234567-800w.webp 800w, /blog/images/2026/0123456789abcdef01234567-1200w.webp 1200w, /blog/images/2026/0123456789abcdef01234567-1600w.webp 1600w",
    );
  });

  it("leaves other addresses alone: foreign hosts, other folders, copies, odd names", () => {
    for (const src of [
      "https://example.com/blog/images/2026/a.jpg",
      "/media/hero-forest.webp",
      "/blog/images/2026/abc-800w.webp",
      "/blog/images/2026/../secret.png",
      "/blog/images/2026/a.svg",
      "/blog/images/2026/sub/a.png",
    ]) {
      expect(coverSrcSet(src), src).toBeUndefined();
    }
  });

  it("every seed article's cover has all its copies in public/", () => {
    for (const post of seedPosts) {
      if (!post.coverImage) continue;
      for (const candidate of coverSrcSet(post.coverImage)!.split(", ")) {
        const path = candidate.split(" ")[0]!;
        expect(existsSync(join("public", path)), path).toBe(true);
      }
    }
  });
});
