import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";

// The admin cookie is signed with SESSION_SECRET; set before the cookie is first created.
process.env.SESSION_SECRET ??= "integration-test-secret-for-blog-media-library";

const { createPost, listPosts } = await import("~/features/blog/index.server");
const admin = await import("~/admin/posts/posts.server");
const library = await import("~/features/media/library.server");
const { storeImage } = await import("~/features/media/upload.server");
const { adminCookie } = await import("~/lib/auth/admin.server");
const { sessionFor } = await import("./support/accounts");
const { describeBackends, useDatabase } = await import("./support/backends");

const SITE = "http://localhost:4400";
const EVIL = "https://evil.example";
const NOW = () => new Date("2026-05-04T00:00:00Z");

/** What a handler answered or threw. */
async function outcome(promise: Promise<unknown>): Promise<{ status: number; data?: unknown; location?: string | null }> {
  const read = (value: unknown) => {
    if (value instanceof Response) return { status: value.status, location: value.headers.get("location") };
    const v = value as { data?: unknown; init?: ResponseInit | null };
    return { status: v.init?.status ?? 200, data: v.data };
  };
  try {
    return read(await promise);
  } catch (error) {
    return read(error);
  }
}

describeBackends("blog media library", (backend) => {
  const suite = useDatabase(backend);
  const db = () => suite.app().db;
  let cookie = "";
  let imagesDir = "";

  beforeAll(() => {
    imagesDir = mkdtempSync(join(tmpdir(), "blog-media-"));
  });
  afterAll(() => rmSync(imagesDir, { recursive: true, force: true }));
  beforeEach(async () => {
    await db().deleteFrom("blog_posts").execute();
    rmSync(imagesDir, { recursive: true, force: true });
    const { token } = await sessionFor(db());
    cookie = (await adminCookie().serialize(token)).split(";")[0]!;
  });

  const files = () =>
    existsSync(imagesDir)
      ? readdirSync(imagesDir, { recursive: true })
          .map(String)
          .filter((f) => f.includes("."))
      : [];
  const store = async (background: string) => {
    const bytes = await sharp({ create: { width: 700, height: 400, channels: 3, background } })
      .jpeg()
      .toBuffer();
    const stored = await storeImage(bytes, { imagesDir, now: NOW });
    if (!stored.ok) throw new Error("store failed");
    return stored.url;
  };
  const post = (id: string, title: string, fields: { content?: string; coverImage?: string } = {}) =>
    createPost(
      db(),
      {
        title,
        slug: id,
        author: "Anna",
        tags: [],
        summary: "Kurz.",
        content: fields.content ?? "Text.",
        coverImage: fields.coverImage,
        lang: "de",
      },
      { id, now: NOW() },
    );
  const get = (path: string, c: string | undefined = cookie) => new Request(`${SITE}${path}`, { headers: c ? { cookie: c } : {} });
  const postForm = (path: string, fields: [string, string][], { c = cookie, origin = SITE }: { c?: string; origin?: string } = {}) => {
    const body = new FormData();
    for (const [k, v] of fields) body.append(k, v);
    return new Request(`${SITE}${path}`, { method: "POST", headers: { cookie: c, origin }, body });
  };
  const options = () => ({ db: db(), imagesDir });

  it("lists every upload with size, date and the posts that use it (cover, content); 'Unbenutzt' shows the others", async () => {
    const cover = await store("#2d5a3d");
    const inline = await store("#8a7b66");
    const unused = await store("#112233");
    await post("post-a", "Durchforstung", { coverImage: cover, content: `![Gasse](${inline})` });
    await post("post-b", "Holzernte", { content: `<img src="${cover}" alt="Bestand">` });

    const all = await library.loadMediaLibrary(get("/blog/admin/medien"), options());
    expect(all.items?.map((i) => i.url).sort()).toEqual([cover, inline, unused].sort());
    const coverItem = all.items!.find((i) => i.url === cover)!;
    expect(coverItem.usage).toEqual(
      expect.arrayContaining([
        { id: "post-a", title: "Durchforstung", kind: "cover" },
        { id: "post-b", title: "Holzernte", kind: "content" },
      ]),
    );
    expect(coverItem.size).toBeGreaterThan(0);
    expect(coverItem.thumb).toMatch(/-480w\.webp$/);
    // The WebP copies are part of their upload, not uploads of their own.
    expect(all.items!.some((i) => /-\d+w\.webp$/.test(i.name))).toBe(false);

    const filtered = await library.loadMediaLibrary(get("/blog/admin/medien?filter=unused"), options());
    expect(filtered.filter).toBe("unused");
    expect(filtered.items?.map((i) => i.url)).toEqual([unused]);
  });

  it("deletes an unused upload with all its copies, and refuses one a post uses, naming the post", async () => {
    const used = await store("#2d5a3d");
    const unused = await store("#112233");
    await post("post-a", "Durchforstung", { coverImage: used });
    const before = files();
    const base = (url: string) =>
      url
        .split("/")
        .pop()!
        .replace(/\.jpg$/, "");
    expect(before.filter((f) => f.includes(base(unused)))).toHaveLength(5);

    const refused = await outcome(
      library.handleMediaAction(
        postForm("/blog/admin/medien", [
          ["intent", "delete"],
          ["url", used],
        ]),
        "de",
        options(),
      ),
    );
    expect(refused).toMatchObject({
      status: 409,
      data: { error: "Das Bild wird noch verwendet („Durchforstung“) und wurde nicht gelöscht." },
    });
    expect(files()).toEqual(before);

    const done = await outcome(
      library.handleMediaAction(
        postForm("/blog/admin/medien", [
          ["intent", "delete"],
          ["url", unused],
        ]),
        "de",
        options(),
      ),
    );
    expect(done.status).toBe(302);
    expect(done.location).toBe(`/blog/admin/medien?deleted=${base(unused)}.jpg`);
    expect(files().filter((f) => f.includes(base(unused)))).toEqual([]);
    expect(files().filter((f) => f.includes(base(used)))).toHaveLength(5);

    // Addresses outside the uploads are refused as missing, nothing is touched.
    for (const url of ["/blog/images/../../etc/passwd", "/etc/passwd", "https://example.org/a.jpg"]) {
      const res = await outcome(
        library.handleMediaAction(
          postForm("/blog/admin/medien", [
            ["intent", "delete"],
            ["url", url],
          ]),
          "en",
          options(),
        ),
      );
      expect(res).toMatchObject({ status: 404, data: { error: "This image no longer exists." } });
    }
  });

  it("requires a session for the page and the deletion, and the same origin for the deletion", async () => {
    const unused = await store("#112233");
    expect(await outcome(library.loadMediaLibrary(get("/blog/admin/medien", ""), options()))).toMatchObject({
      status: 302,
      location: "/blog/login",
    });
    const fields: [string, string][] = [
      ["intent", "delete"],
      ["url", unused],
    ];
    expect(await outcome(library.handleMediaAction(postForm("/blog/admin/medien", fields, { c: "" }), "de", options()))).toMatchObject({
      status: 302,
      location: "/blog/login",
    });
    expect(
      (await outcome(library.handleMediaAction(postForm("/blog/admin/medien", fields, { origin: EVIL }), "de", options()))).status,
    ).toBe(403);
    expect(
      files().filter((f) =>
        f.includes(
          unused
            .split("/")
            .pop()!
            .replace(/\.jpg$/, ""),
        ),
      ),
    ).toHaveLength(5);
  });

  it("deleting a post offers the images only it uses, and deletes the ticked ones with their copies", async () => {
    const own = await store("#2d5a3d");
    const ownUnticked = await store("#44aa66");
    const shared = await store("#8a7b66");
    await post("post-a", "Durchforstung", { coverImage: own, content: `![a](${shared}) ![b](${ownUnticked})` });
    await post("post-b", "Holzernte", { content: `![a](${shared})` });

    const list = await admin.loadAdminList(get("/blog/admin?delete=post-a"), options());
    expect(list.deleteImages.map((i) => i.url).sort()).toEqual([own, ownUnticked].sort());
    expect((await admin.loadAdminList(get("/blog/admin"), options())).deleteImages).toEqual([]);

    // The editor unticks one; a forged field for the shared image is ignored.
    const res = await outcome(
      admin.handleAdminAction(
        postForm("/blog/admin", [
          ["intent", "delete"],
          ["id", "post-a"],
          ["images", own],
          ["images", shared],
        ]),
        "de",
        options(),
      ),
    );
    expect(res.status).toBe(302);
    expect(res.location).toBe(`/blog/admin?deleted=${encodeURIComponent("Durchforstung")}&images=1`);
    expect((await listPosts(db())).map((p) => p.id)).toEqual(["post-b"]);
    const name = (url: string) =>
      url
        .split("/")
        .pop()!
        .replace(/\.jpg$/, "");
    expect(files().filter((f) => f.includes(name(own)))).toEqual([]);
    expect(files().filter((f) => f.includes(name(ownUnticked)))).toHaveLength(5);
    expect(files().filter((f) => f.includes(name(shared)))).toHaveLength(5);
  });
});
