import { describe, expect, it } from "vitest";
import {
  PAGE_SIZE,
  paginate,
  pageHref,
  postsWithTag,
  requestedPage,
  tagPath,
  tagSlug,
  tagsOf,
  withoutPageParam,
} from "~/features/blog/listing";
import { isTagPath } from "~/features/blog/paths";

describe("tagSlug and tagPath", () => {
  it.each([
    ["Borkenkäfer", "borkenkäfer"],
    ["  Forst   Technik ", "forst-technik"],
    ["GPS", "gps"],
    ["Größe", "größe"],
  ])("%s → %s", (tag, slug) => {
    expect(tagSlug(tag)).toBe(slug);
  });

  it("encodes the slug in the path, and the path's segment decodes back to the same slug", () => {
    expect(tagPath("Forst Technik")).toBe("/blog/tag/forst-technik");
    expect(tagPath("Borkenkäfer")).toBe("/blog/tag/borkenk%C3%A4fer");
    const segment = decodeURIComponent(tagPath("Holz & Markt").split("/").pop() ?? "");
    expect(tagSlug(segment)).toBe(tagSlug("Holz & Markt"));
  });
});

describe("postsWithTag", () => {
  const posts = [
    { id: "c", tags: ["Borkenkäfer", "Waldschutz"] },
    { id: "b", tags: ["Digitalisierung"] },
    { id: "a", tags: ["borkenkäfer"] },
  ];

  it("matches case-insensitively and keeps the order; the name is the newest post's spelling", () => {
    expect(postsWithTag(posts, "BORKENKÄFER")).toEqual({ tag: "Borkenkäfer", posts: [posts[0], posts[2]] });
    expect(postsWithTag(posts, "borkenkäfer")?.posts.map((p) => p.id)).toEqual(["c", "a"]);
  });

  it("is null for an unknown or empty tag", () => {
    expect(postsWithTag(posts, "holzmarkt")).toBeNull();
    expect(postsWithTag(posts, "  ")).toBeNull();
  });

  it("tagsOf lists each tag once per slug", () => {
    expect(tagsOf(posts)).toEqual(["Borkenkäfer", "Waldschutz", "Digitalisierung"]);
  });
});

describe("requestedPage", () => {
  const page = (query: string) => requestedPage(new URLSearchParams(query));
  it("is 1 without the parameter and the number for 2 and more", () => {
    expect(page("")).toBe(1);
    expect(page("seite=2")).toBe(2);
    expect(page("utm_source=x&seite=17")).toBe(17);
  });
  it("asks for a redirect for ?seite=1", () => {
    expect(page("seite=1")).toBe("redirect");
  });
  it.each(["seite=0", "seite=-1", "seite=abc", "seite=2.5", "seite=", "seite=02", "seite=2&seite=3", "seite=99999999"])(
    "%s is invalid",
    (query) => {
      expect(page(query)).toBe("invalid");
    },
  );
});

describe("paginate", () => {
  const items = Array.from({ length: 27 }, (_, i) => i);
  it("cuts 12 a page and counts the pages", () => {
    expect(PAGE_SIZE).toBe(12);
    expect(paginate(items, 1)).toEqual({ items: items.slice(0, 12), info: { page: 1, pageCount: 3 } });
    expect(paginate(items, 3)).toEqual({ items: [24, 25, 26], info: { page: 3, pageCount: 3 } });
  });
  it("is null beyond the last page", () => {
    expect(paginate(items, 4)).toBeNull();
    expect(paginate(items.slice(0, 12), 2)).toBeNull();
  });
  it("has one page for 12 posts or fewer, even none", () => {
    expect(paginate(items.slice(0, 12), 1)?.info).toEqual({ page: 1, pageCount: 1 });
    expect(paginate([], 1)).toEqual({ items: [], info: { page: 1, pageCount: 1 } });
  });
});

describe("page addresses", () => {
  it("the first page has no parameter", () => {
    expect(pageHref("/blog", 1)).toBe("/blog");
    expect(pageHref("/blog/tag/gps", 2)).toBe("/blog/tag/gps?seite=2");
  });
  it("withoutPageParam keeps the other parameters", () => {
    expect(withoutPageParam(new URL("https://x.test/blog?seite=1"))).toBe("/blog");
    expect(withoutPageParam(new URL("https://x.test/blog?utm_source=a&seite=1"))).toBe("/blog?utm_source=a");
  });
});

describe("isTagPath (the page cache keeps tag pages)", () => {
  it.each([
    ["/blog/tag/gps", true],
    ["/blog/tag/borkenk%C3%A4fer", true],
    ["/blog/tag", false],
    ["/blog/tag/", false],
    ["/blog/tag/a/b", false],
    ["/blog/gps", false],
  ])("%s → %s", (path, expected) => {
    expect(isTagPath(path)).toBe(expected);
  });
});
