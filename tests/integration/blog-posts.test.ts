import { beforeEach, expect, it } from "vitest";
import { PostNotFoundError, PostValidationError, SlugTakenError, StaleEditError } from "~/features/blog";
import {
  createPost,
  deletePost,
  getPostById,
  getPostBySlug,
  importFiles,
  listPosts,
  postInputSchema,
  toIndex,
  toRecord,
  updatePost,
} from "~/features/blog/index.server";
import { seedPostsIfEmpty } from "~/features/blog/seed.server";
import type { PostInput } from "~/features/blog/types";
import { onContentChanged } from "~/lib/content-events.server";
import { describeBackends, useDatabase } from "./support/backends";

const input = (over: Partial<PostInput> = {}): PostInput => ({
  title: "Digitale Arbeitsaufträge im Forst",
  slug: "digitale-arbeitsauftraege",
  author: "Anna Förster",
  tags: ["Digitalisierung", "Forstbetrieb"],
  summary: "Wie Arbeitsaufträge ohne Papier auf die Fläche kommen.",
  content: "## Ausgangslage\n\nZettel gehen verloren.",
  lang: "de",
  ...over,
});

describeBackends("blog posts", (backend) => {
  const suite = useDatabase(backend);
  const db = () => suite.app().db;
  let changes = 0;
  onContentChanged(() => {
    changes += 1;
  });

  beforeEach(async () => {
    await db().deleteFrom("blog_posts").execute();
    changes = 0;
  });

  it("creates a post with id 'post-'+timestamp, revision 1, date defaulting to now, a draft unless a status is given", async () => {
    const now = new Date("2026-11-21T09:30:00.000Z");
    const post = await createPost(db(), input({ title: "  Mit Leerzeichen  " }), { now });
    expect(post).toMatchObject({
      id: `post-${now.getTime()}`,
      title: "Mit Leerzeichen",
      date: now.toISOString(),
      lastModified: now.toISOString(),
      revision: 1,
      tags: ["Digitalisierung", "Forstbetrieb"],
      lang: "de",
      status: "draft",
    });
    expect(await getPostBySlug(db(), "digitale-arbeitsauftraege")).toEqual(post);
    // A draft is no public page: nothing for the page cache to drop.
    expect(changes).toBe(0);
    const live = await createPost(db(), input({ slug: "live", status: "published" }), { id: "live", now });
    expect(live.status).toBe("published");
    expect(changes).toBe(1);
  });

  it("lists posts newest first", async () => {
    await createPost(db(), input({ slug: "alt", date: "2025-01-01T00:00:00Z" }), { id: "a" });
    await createPost(db(), input({ slug: "neu", date: "2026-06-01T00:00:00Z" }), { id: "b" });
    await createPost(db(), input({ slug: "mitte", date: "2025-09-01T00:00:00+02:00" }), { id: "c" });
    expect((await listPosts(db())).map((p) => p.slug)).toEqual(["neu", "mitte", "alt"]);
  });

  it("refuses a missing required field with 'Bitte füllen Sie alle Pflichtfelder aus' and stores nothing", async () => {
    await expect(createPost(db(), input({ summary: "   " }))).rejects.toThrow("Bitte füllen Sie alle Pflichtfelder aus");
    await expect(createPost(db(), input({ slug: "Groß Buchstaben" }))).rejects.toBeInstanceOf(PostValidationError);
    await expect(createPost(db(), input({ slug: "admin" }))).rejects.toBeInstanceOf(PostValidationError);
    expect(await listPosts(db())).toEqual([]);
    expect(changes).toBe(0);
  });

  it("refuses a slug another post uses", async () => {
    await createPost(db(), input(), { id: "eins" });
    await expect(createPost(db(), input({ title: "Anderer Titel" }), { id: "zwei" })).rejects.toBeInstanceOf(SlugTakenError);
    const other = await createPost(db(), input({ slug: "anderer-slug" }), { id: "drei" });
    await expect(updatePost(db(), other.id, input(), other.revision)).rejects.toThrow(
      "Dieser Slug wird bereits von einem anderen Beitrag verwendet.",
    );
    expect((await listPosts(db())).map((p) => p.id).sort()).toEqual(["drei", "eins"]);
  });

  it("updates a post: revision +1, new lastModified, date kept unless given", async () => {
    const created = await createPost(db(), input({ date: "2026-01-05T08:00:00.000Z", status: "published" }), { id: "p1" });
    changes = 0;
    const updated = await updatePost(db(), "p1", input({ title: "Neuer Titel", slug: "neuer-slug", tags: ["GPS"] }), created.revision);
    expect(updated).toMatchObject({ id: "p1", title: "Neuer Titel", slug: "neuer-slug", tags: ["GPS"], revision: 2, date: created.date });
    expect(updated.lastModified >= created.lastModified).toBe(true);
    expect(await getPostBySlug(db(), "digitale-arbeitsauftraege")).toBeUndefined();
    expect(changes).toBe(1);
  });

  it("refuses a stale edit and keeps the other editor's version", async () => {
    const created = await createPost(db(), input(), { id: "p1" });
    await updatePost(db(), "p1", input({ title: "Von Anna" }), created.revision);
    await expect(updatePost(db(), "p1", input({ title: "Von Bernd" }), created.revision)).rejects.toBeInstanceOf(StaleEditError);
    expect((await getPostById(db(), "p1"))?.title).toBe("Von Anna");
  });

  it("lets only one of two simultaneous saves of the same revision win", async () => {
    const created = await createPost(db(), input(), { id: "p1" });
    const results = await Promise.allSettled([
      updatePost(db(), "p1", input({ title: "A" }), created.revision),
      updatePost(db(), "p1", input({ title: "B" }), created.revision),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const rejected = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(rejected.reason).toBeInstanceOf(StaleEditError);
    expect((await getPostById(db(), "p1"))?.revision).toBe(2);
  });

  it("updating an unknown post fails with PostNotFoundError", async () => {
    await expect(updatePost(db(), "fehlt", input(), 1)).rejects.toBeInstanceOf(PostNotFoundError);
  });

  it("deletes a post", async () => {
    await createPost(db(), input(), { id: "p1" });
    changes = 0;
    expect(await deletePost(db(), "p1")).toBe(true);
    expect(await deletePost(db(), "p1")).toBe(false);
    expect(await getPostById(db(), "p1")).toBeUndefined();
    expect(changes).toBe(1);
  });

  it("exports the old index.json and {id}.json shapes", async () => {
    const post = await createPost(
      db(),
      input({ excerpt: "Kurz", coverImage: "/blog/images/covers/a.webp", date: "2026-02-01T00:00:00.000Z", status: "published" }),
      {
        id: "post-1",
      },
    );
    expect(toIndex(await listPosts(db()))).toEqual({
      posts: [
        {
          id: "post-1",
          slug: post.slug,
          title: post.title,
          date: "2026-02-01T00:00:00.000Z",
          author: post.author,
          summary: post.summary,
          tags: post.tags,
        },
      ],
    });
    expect(toRecord(post)).toEqual({
      id: "post-1",
      slug: post.slug,
      title: post.title,
      date: "2026-02-01T00:00:00.000Z",
      author: post.author,
      summary: post.summary,
      tags: post.tags,
      content: post.content,
      excerpt: "Kurz",
      coverImage: "/blog/images/covers/a.webp",
      lastModified: post.lastModified,
      lang: "de",
      status: "published",
    });
  });

  it("imports an index with its post files, creating and updating by id, and reports what it refused", async () => {
    const existing = await createPost(db(), input({ slug: "vorhanden" }), { id: "post-100" });
    changes = 0;
    const record = (id: string, over: Record<string, unknown> = {}) => ({
      id,
      slug: `slug-${id}`,
      title: `Titel ${id}`,
      date: "2024-05-01T10:00:00.000Z",
      author: "Import",
      summary: "Zusammenfassung",
      tags: ["Import"],
      content: "Text",
      ...over,
    });
    const entries = ["post-100", "post-200", "post-300", "post-400", "post-500"].map((id) => ({ id }));
    const report = await importFiles(db(), [
      { name: "index.json", text: JSON.stringify({ posts: entries }) },
      { name: "post-100.json", text: JSON.stringify(record("post-100", { title: "Überarbeitet", slug: "vorhanden" })) },
      {
        name: "post-200.json",
        text: JSON.stringify(
          record("post-200", {
            content: [
              { type: "heading", level: 2, content: "Blöcke" },
              { type: "paragraph", content: "Absatz" },
            ],
          }),
        ),
      },
      { name: "post-300.json", text: JSON.stringify(record("post-300", { title: "   " })) },
      // post-400.json is missing
      { name: "post-500.json", text: "{kein json" },
      { name: "post-600.json", text: JSON.stringify(record("post-600", { slug: "vorhanden" })) },
    ]);
    expect(report.created).toEqual(["post-200"]);
    expect(report.updated).toEqual(["post-100"]);
    expect(report.refused.map((r) => r.name).sort()).toEqual(["post-300.json", "post-400.json", "post-500.json", "post-600.json"]);
    expect(report.refused.find((r) => r.name === "post-300.json")?.reason).toBe("Bitte füllen Sie alle Pflichtfelder aus");
    expect(report.refused.find((r) => r.name === "post-600.json")?.reason).toMatch(/Slug wird bereits/);
    expect(report.refused.find((r) => r.name === "post-500.json")?.reason).toBe("Keine gültige JSON-Datei.");

    const updated = await getPostById(db(), "post-100");
    expect(updated).toMatchObject({ title: "Überarbeitet", revision: existing.revision + 1 });
    const blocks = await getPostById(db(), "post-200");
    expect(blocks?.content).toEqual([
      { type: "heading", level: 2, content: "Blöcke" },
      { type: "paragraph", content: "Absatz" },
    ]);
    expect(blocks?.date).toBe("2024-05-01T10:00:00.000Z");
    expect(changes).toBe(1);
  });

  it("imports a single {id}.json and round-trips an export", async () => {
    const original = await createPost(db(), input(), { id: "post-7" });
    const exported = JSON.stringify(toRecord(original));
    await deletePost(db(), "post-7");
    const report = await importFiles(db(), [{ name: "post-7.json", text: exported }]);
    expect(report).toEqual({ created: ["post-7"], updated: [], refused: [] });
    const again = await getPostById(db(), "post-7");
    expect(again).toMatchObject({
      slug: original.slug,
      title: original.title,
      content: original.content,
      tags: original.tags,
      date: original.date,
    });
  });

  it("refuses a file that is neither an index nor a post", async () => {
    const report = await importFiles(db(), [
      { name: "liste.json", text: JSON.stringify({ hallo: "welt" }) },
      { name: "index.json", text: JSON.stringify({ posts: "keine liste" }) },
    ]);
    expect(report.created).toEqual([]);
    expect(report.refused.map((r) => r.name)).toEqual(["liste.json", "index.json"]);
  });

  it("seeds an empty blog once", async () => {
    const seeds = [
      { ...input({ slug: "seed-a" }), id: "post-a", date: "2026-01-01T00:00:00.000Z" },
      { ...input({ slug: "seed-b" }), id: "post-b", date: "2026-02-01T00:00:00.000Z" },
    ];
    expect(await seedPostsIfEmpty(db(), seeds)).toBe(2);
    expect(await seedPostsIfEmpty(db(), seeds)).toBe(0);
    expect((await listPosts(db())).map((p) => p.id)).toEqual(["post-b", "post-a"]);
    // The shipped articles carry no status: like records of the old files, they are public.
    expect((await listPosts(db())).map((p) => p.status)).toEqual(["published", "published"]);
  });

  it("the editor schema trims and requires title, slug, author, summary and content", () => {
    const ok = postInputSchema.safeParse({ ...input(), title: "  T  ", tags: [" a ", "a", ""], coverImage: "", excerpt: "  " });
    expect(ok.success && ok.data).toMatchObject({ title: "T", tags: ["a"] });
    expect(ok.success && "coverImage" in ok.data).toBe(false);
    const bad = postInputSchema.safeParse({ ...input(), author: " " });
    expect(bad.success).toBe(false);
    expect(!bad.success && bad.error.issues[0]?.message).toBe("Bitte füllen Sie alle Pflichtfelder aus");
    expect(postInputSchema.safeParse({ ...input(), coverImage: "javascript:alert(1)" }).success).toBe(false);
  });
});
