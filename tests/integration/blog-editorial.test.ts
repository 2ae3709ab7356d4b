// The editorial core on SQLite and PostgreSQL: status and scheduling, revisions, preview
// tokens, slug redirects, "last updated", translations, migration 0012 and the English seed.
import { sql } from "kysely";
import { afterEach, beforeEach, expect, it } from "vitest";
import { listForSite, resolveArticle, sitemapArticles } from "~/features/blog/article.server";
import { NotADraftError, PostValidationError, StaleEditError } from "~/features/blog";
import {
  startPublishScheduler,
  autosaveDraft,
  createPost,
  createPreviewToken,
  deletePost,
  getPostById,
  getPostByPreviewToken,
  getPublishedPostBySlug,
  getRevision,
  hasPreviewToken,
  importFiles,
  listPosts,
  listPublishedPosts,
  listRevisions,
  publishDuePosts,
  resolveSlugRedirect,
  restoreRevision,
  revokePreviewToken,
  SCHEDULE_DATE_MESSAGE,
  toRecord,
  TRANSLATION_MESSAGE,
  updatePost,
} from "~/features/blog/index.server";
import { ENGLISH_SEED_MARKER, seedEnglishPosts, seedPostsIfEmpty, type EnglishSeedPost } from "~/features/blog/seed.server";
import type { SeedPost } from "~/features/blog/seed-posts";
import type { PostInput } from "~/features/blog/types";
import { onContentChanged, type ContentChange } from "~/lib/content-events.server";
import { createDatabase } from "~/lib/db/db.server";
import { createMigrator } from "~/lib/db/migrations.server";
import { describeBackends, useDatabase } from "./support/backends";

const origins = { de: "https://forestcrew.test", en: "https://en.forestcrew.test" };

const input = (over: Partial<PostInput> = {}): PostInput => ({
  title: "Rückegassen planen",
  slug: "rueckegassen-planen",
  author: "Anna Förster",
  tags: ["Praxis"],
  summary: "Wie Rückegassen den Boden schonen.",
  content: "## Warum\n\nWeil der Boden zählt.",
  lang: "de",
  ...over,
});

const english = (over: Partial<PostInput> = {}): PostInput =>
  input({ title: "Planning skid trails", slug: "planning-skid-trails", summary: "How skid trails protect the soil.", lang: "en", ...over });

const past = "2026-01-10T08:00:00.000Z";

describeBackends("blog editorial core", (backend) => {
  const suite = useDatabase(backend);
  const db = () => suite.app().db;
  let changes: ContentChange[] = [];
  onContentChanged((change) => changes.push(change));

  beforeEach(async () => {
    await db().deleteFrom("blog_posts").execute();
    await db().deleteFrom("job_runs").execute();
    changes = [];
  });

  it("keeps drafts and scheduled posts not yet due away from every public reader", async () => {
    await createPost(db(), input({ slug: "live", date: past, tags: ["Praxis"], status: "published" }), { id: "live" });
    await createPost(db(), input({ slug: "entwurf", status: "draft", tags: ["Praxis"] }), { id: "draft" });
    await createPost(db(), input({ slug: "geplant", status: "scheduled", date: "2099-01-01T00:00:00.000Z" }), { id: "later" });
    // A draft is written privately: the page cache hears nothing of it.
    expect(changes.map((c) => c.slugs)).toEqual([["live"]]);

    expect((await listPosts(db())).map((p) => p.id).sort()).toEqual(["draft", "later", "live"]);
    expect((await listPublishedPosts(db())).map((p) => p.id)).toEqual(["live"]);
    expect((await listPublishedPosts(db(), "de")).map((p) => p.id)).toEqual(["live"]);
    expect(await listPublishedPosts(db(), "en")).toEqual([]);
    expect(await getPublishedPostBySlug(db(), "entwurf")).toBeUndefined();
    expect(await getPublishedPostBySlug(db(), "geplant")).toBeUndefined();
    expect(await resolveArticle(db(), "entwurf", "de", origins)).toEqual({ kind: "not-found" });
    expect(await resolveArticle(db(), "geplant", "de", origins)).toEqual({ kind: "not-found" });
    // Related posts, the list and the sitemap come from the same live set.
    const live = await resolveArticle(db(), "live", "de", origins);
    expect(live.kind === "post" && live.related).toEqual([]);
    expect((await listForSite(db(), "de")).posts.map((p) => p.id)).toEqual(["live"]);
    expect((await sitemapArticles(db(), origins)).map((a) => a.loc)).toEqual([`${origins.de}/blog/live`]);

    // A scheduled post is live as soon as its time has come, even before the scheduler flips it.
    const later = new Date("2099-01-01T00:00:01.000Z");
    expect((await listPublishedPosts(db(), undefined, later)).map((p) => p.id).sort()).toEqual(["later", "live"]);
  });

  it("validates status and dates: a draft may be unfinished, a scheduled post needs its time", async () => {
    const draft = await createPost(db(), input({ status: "draft", summary: "", content: "" }), { id: "d" });
    expect(draft.status).toBe("draft");
    await expect(updatePost(db(), "d", input({ status: "published", summary: "" }), draft.revision)).rejects.toThrow(
      "Bitte füllen Sie alle Pflichtfelder aus",
    );
    await expect(createPost(db(), input({ slug: "x", status: "scheduled" }))).rejects.toThrow(SCHEDULE_DATE_MESSAGE);
    await expect(createPost(db(), input({ slug: "x", metaTitle: "T".repeat(71) }))).rejects.toBeInstanceOf(PostValidationError);
    await expect(createPost(db(), input({ slug: "x", metaDescription: "D".repeat(161) }))).rejects.toThrow(
      "Die Meta-Beschreibung darf höchstens 160 Zeichen lang sein.",
    );
    await expect(createPost(db(), input({ slug: "x", socialImage: "javascript:alert(1)" }))).rejects.toBeInstanceOf(PostValidationError);
    // A scheduled time already past publishes; publishing a draft without a date publishes now.
    const due = await createPost(db(), input({ slug: "faellig", status: "scheduled", date: past }), { id: "due" });
    expect(due.status).toBe("published");
    const before = Date.now();
    const published = await updatePost(db(), "d", input({ status: "published" }), draft.revision);
    expect(published.status).toBe("published");
    expect(Date.parse(published.date)).toBeGreaterThanOrEqual(before - 1000);
    // Saving without a status keeps the one the post has.
    const back = await updatePost(db(), "d", input({ status: "draft" }), published.revision);
    expect((await updatePost(db(), "d", input({ title: "Neu" }), back.revision)).status).toBe("draft");
  });

  it("publishDuePosts flips each due post once and tells the page cache", async () => {
    await createPost(db(), input({ slug: "geplant", status: "scheduled", date: "2099-01-01T00:00:00.000Z" }), { id: "later" });
    changes = [];
    expect(await publishDuePosts(db(), new Date("2098-12-31T23:59:59.000Z"))).toEqual([]);
    const at = new Date("2099-01-01T00:00:00.000Z");
    const [a, b] = await Promise.all([publishDuePosts(db(), at), publishDuePosts(db(), at)]);
    expect([...a, ...b]).toEqual(["geplant"]);
    expect(changes).toEqual([{ kind: "blog", slugs: ["geplant"] }]);
    expect((await getPostById(db(), "later"))?.status).toBe("published");
  });

  let stopScheduler: (() => void) | undefined;
  afterEach(() => stopScheduler?.());

  it("the scheduler publishes a post at its time without any request", async () => {
    const at = new Date(Date.now() + 1500);
    await createPost(db(), input({ slug: "gleich", status: "scheduled", date: at.toISOString() }), { id: "soon" });
    changes = [];
    stopScheduler = startPublishScheduler(() => Promise.resolve(db()), { intervalMs: 200 });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await getPostById(db(), "soon"))?.status).toBe("scheduled");
    const deadline = Date.now() + 5000;
    while ((await getPostById(db(), "soon"))?.status !== "published" && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await getPostById(db(), "soon"))?.status).toBe("published");
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
    expect(changes).toContainEqual({ kind: "blog", slugs: ["gleich"] });
  });

  it("writes a revision per save, lists them newest first with what changed, and restores one as a new revision", async () => {
    const created = await createPost(db(), input({ status: "published" }), { id: "p", actor: "admin" });
    const second = await updatePost(
      db(),
      "p",
      input({ title: "Rückegassen richtig planen", tags: ["Praxis", "Boden"] }),
      created.revision,
      {
        actor: "admin",
      },
    );
    const third = await updatePost(
      db(),
      "p",
      input({ title: "Rückegassen richtig planen", content: "## Neu\n\nAnders." }),
      second.revision,
    );
    const history = await listRevisions(db(), "p");
    expect(history.map((r) => [r.revision, r.kind, r.actor, r.changed])).toEqual([
      [3, "save", "admin", ["tags", "content"]],
      [2, "save", "admin", ["title", "tags"]],
      [1, "save", "admin", []],
    ]);
    expect((await getRevision(db(), "p", 1))?.snapshot).toMatchObject({
      title: "Rückegassen planen",
      content: input().content,
      status: "published",
    });
    expect(await getRevision(db(), "p", 99)).toBeUndefined();

    await expect(restoreRevision(db(), "p", 1, second.revision)).rejects.toBeInstanceOf(StaleEditError);
    const restored = await restoreRevision(db(), "p", 1, third.revision, { actor: "admin" });
    expect(restored).toMatchObject({ title: "Rückegassen planen", content: input().content, revision: 4, status: "published" });
    const after = await listRevisions(db(), "p");
    expect(after[0]).toMatchObject({ revision: 4, kind: "restore", changed: ["title", "content"] });
    expect(after).toHaveLength(4);
    // Revisions go with the post.
    await deletePost(db(), "p");
    expect(await listRevisions(db(), "p")).toEqual([]);
  });

  it("autosaves drafts only; autosaves within ten minutes replace each other", async () => {
    const draft = await createPost(db(), input({ status: "draft" }), { id: "d" });
    const t0 = new Date();
    const a1 = await autosaveDraft(db(), "d", input({ content: "Eins" }), draft.revision, { actor: "admin", now: t0 });
    const a2 = await autosaveDraft(db(), "d", input({ content: "Eins zwei" }), a1.revision, {
      actor: "admin",
      now: new Date(t0.getTime() + 5000),
    });
    expect(a2).toMatchObject({ status: "draft", content: "Eins zwei", revision: 3 });
    expect((await listRevisions(db(), "d")).map((r) => [r.revision, r.kind])).toEqual([
      [3, "autosave"],
      [1, "save"],
    ]);
    const a3 = await autosaveDraft(db(), "d", input({ content: "Später" }), a2.revision, {
      actor: "admin",
      now: new Date(t0.getTime() + 11 * 60 * 1000),
    });
    expect((await listRevisions(db(), "d")).map((r) => r.revision)).toEqual([4, 3, 1]);
    await expect(autosaveDraft(db(), "d", input(), a2.revision)).rejects.toBeInstanceOf(StaleEditError);
    const published = await updatePost(db(), "d", input({ status: "published" }), a3.revision);
    await expect(autosaveDraft(db(), "d", input(), published.revision)).rejects.toBeInstanceOf(NotADraftError);
  });

  it("opens a post through its preview token whatever its status, until the token is revoked or replaced", async () => {
    await createPost(db(), input({ status: "draft" }), { id: "d" });
    expect(await hasPreviewToken(db(), "d")).toBe(false);
    const token = await createPreviewToken(db(), "d");
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await hasPreviewToken(db(), "d")).toBe(true);
    expect((await getPostByPreviewToken(db(), token))?.id).toBe("d");
    // Only the hash is stored.
    const stored = await db().selectFrom("blog_posts").select("preview_token_hash").where("id", "=", "d").executeTakeFirstOrThrow();
    expect(stored.preview_token_hash).not.toContain(token);
    expect(stored.preview_token_hash).toMatch(/^[0-9a-f]{64}$/);

    const second = await createPreviewToken(db(), "d");
    expect(await getPostByPreviewToken(db(), token)).toBeUndefined();
    expect((await getPostByPreviewToken(db(), second))?.id).toBe("d");
    await revokePreviewToken(db(), "d");
    expect(await getPostByPreviewToken(db(), second)).toBeUndefined();
    expect(await hasPreviewToken(db(), "d")).toBe(false);
    expect(await getPostByPreviewToken(db(), "kurz")).toBeUndefined();
  });

  it("redirects old slugs of a published post to its current one; chains collapse; a live post with the slug wins", async () => {
    const a = await createPost(db(), input({ slug: "slug-a", date: past, status: "published" }), { id: "p" });
    const b = await updatePost(db(), "p", input({ slug: "slug-b", date: past }), a.revision);
    const c = await updatePost(db(), "p", input({ slug: "slug-c", date: past }), b.revision);
    expect(changes.at(-1)).toEqual({ kind: "blog", slugs: ["slug-b", "slug-c"] });
    expect(await resolveSlugRedirect(db(), "slug-a")).toBe("slug-c");
    expect(await resolveSlugRedirect(db(), "slug-b")).toBe("slug-c");
    expect(await resolveSlugRedirect(db(), "slug-c")).toBeUndefined();
    expect(await resolveArticle(db(), "slug-a", "de", origins)).toEqual({ kind: "redirect", location: "/blog/slug-c" });

    // Back to an old slug: no redirect from a slug to itself.
    const back = await updatePost(db(), "p", input({ slug: "slug-a", date: past }), c.revision);
    expect(await resolveSlugRedirect(db(), "slug-a")).toBeUndefined();
    expect(await resolveSlugRedirect(db(), "slug-c")).toBe("slug-a");

    // A new post taking an old slug wins once it is live; a draft does not.
    await createPost(db(), input({ slug: "slug-b", status: "draft" }), { id: "other" });
    expect(await resolveSlugRedirect(db(), "slug-b")).toBe("slug-a");
    const other = await getPostById(db(), "other");
    await updatePost(db(), "other", input({ slug: "slug-b", status: "published", date: past }), other!.revision);
    expect(await resolveSlugRedirect(db(), "slug-b")).toBeUndefined();
    expect((await resolveArticle(db(), "slug-b", "de", origins)).kind).toBe("post");

    // Renaming a draft stores nothing; an unpublished post's old slugs lead nowhere.
    const draft = await createPost(db(), input({ slug: "entwurf-1", status: "draft" }), { id: "draft" });
    await updatePost(db(), "draft", input({ slug: "entwurf-2", status: "draft" }), draft.revision);
    expect(await resolveSlugRedirect(db(), "entwurf-1")).toBeUndefined();
    await updatePost(db(), "p", input({ slug: "slug-a", status: "draft", date: past }), back.revision);
    expect(await resolveSlugRedirect(db(), "slug-c")).toBeUndefined();
  });

  it("sets 'last updated' only for material changes of a published post", async () => {
    const post = await createPost(db(), input({ date: past, status: "published" }), { id: "p" });
    expect(post.updatedAt).toBeUndefined();
    const minor = await updatePost(
      db(),
      "p",
      input({ date: past, tags: ["Boden"], metaTitle: "Rückegassen", content: "## Warum\n\n\nWeil   der Boden zählt.\n" }),
      post.revision,
    );
    expect(minor.updatedAt).toBeUndefined();
    const t = new Date("2026-11-20T10:00:00.000Z");
    const material = await updatePost(db(), "p", input({ date: past, content: "## Warum\n\nWeil der Waldboden zählt." }), minor.revision, {
      now: t,
    });
    expect(material.updatedAt).toBe(t.toISOString());
    expect(material.date).toBe(past);
    const title = await updatePost(
      db(),
      "p",
      input({ date: past, title: "Neuer Titel", content: "## Warum\n\nWeil der Waldboden zählt." }),
      material.revision,
    );
    expect(title.updatedAt).not.toBe(t.toISOString());
    // A draft's edits are not "updates" of a published article.
    const draft = await createPost(db(), input({ slug: "entwurf", status: "draft" }), { id: "d" });
    expect(
      (await updatePost(db(), "d", input({ slug: "entwurf", status: "draft", title: "Anders" }), draft.revision)).updatedAt,
    ).toBeUndefined();
    const sitemap = await sitemapArticles(db(), origins);
    expect(sitemap.find((a) => a.loc.endsWith("/blog/rueckegassen-planen"))?.lastmod).toBe(title.updatedAt);
  });

  it("links translations symmetrically and checks the language", async () => {
    await createPost(db(), input({ date: past }), { id: "de1" });
    await createPost(db(), input({ slug: "andere", date: past }), { id: "de2" });
    await expect(createPost(db(), english({ translationId: "de-fehlt" }), { id: "en1" })).rejects.toThrow(TRANSLATION_MESSAGE);
    await expect(createPost(db(), input({ slug: "dritte", translationId: "de1" }), { id: "de3" })).rejects.toThrow(TRANSLATION_MESSAGE);
    const en = await createPost(db(), english({ translationId: "de1", date: past }), { id: "en1" });
    expect((await getPostById(db(), "de1"))?.translationId).toBe("en1");

    // Relinking to another German post frees the first.
    await updatePost(db(), "en1", english({ translationId: "de2", date: past }), en.revision);
    expect((await getPostById(db(), "de1"))?.translationId).toBeUndefined();
    expect((await getPostById(db(), "de2"))?.translationId).toBe("en1");
    // Deleting one side unlinks the other.
    await deletePost(db(), "en1");
    expect((await getPostById(db(), "de2"))?.translationId).toBeUndefined();
  });

  it("serves each post on its own language's site, with hreflang pairs for linked translations", async () => {
    await createPost(db(), input({ date: past, status: "published" }), { id: "de1" });
    await createPost(db(), english({ translationId: "de1", date: past, status: "published" }), { id: "en1" });
    await createPost(db(), input({ slug: "nur-deutsch", date: past, status: "published" }), { id: "de2" });
    await createPost(db(), english({ slug: "english-only", date: past, status: "published" }), { id: "en2" });

    const de = await resolveArticle(db(), "rueckegassen-planen", "de", origins);
    expect(de.kind === "post" && de.translation?.id).toBe("en1");
    // The other language's host: to the translation there, else to the post's own host.
    expect(await resolveArticle(db(), "rueckegassen-planen", "en", origins)).toEqual({
      kind: "redirect",
      location: "/blog/planning-skid-trails",
    });
    expect(await resolveArticle(db(), "planning-skid-trails", "de", origins)).toEqual({
      kind: "redirect",
      location: "/blog/rueckegassen-planen",
    });
    expect(await resolveArticle(db(), "nur-deutsch", "en", origins)).toEqual({
      kind: "redirect",
      location: `${origins.de}/blog/nur-deutsch`,
    });

    const listing = await listForSite(db(), "en");
    expect(listing.posts.map((p) => p.id).sort()).toEqual(["en1", "en2"]);
    expect(listing.otherLanguage.map((p) => p.id)).toEqual(["de2"]);
    expect((await listForSite(db(), "de")).otherLanguage.map((p) => p.id)).toEqual(["en2"]);

    const sitemap = await sitemapArticles(db(), origins);
    expect(sitemap.map((a) => a.loc).sort()).toEqual(
      [
        `${origins.de}/blog/nur-deutsch`,
        `${origins.de}/blog/rueckegassen-planen`,
        `${origins.en}/blog/english-only`,
        `${origins.en}/blog/planning-skid-trails`,
      ].sort(),
    );
    expect(sitemap.find((a) => a.loc === `${origins.en}/blog/planning-skid-trails`)?.alternates).toEqual([
      { hreflang: "de", href: `${origins.de}/blog/rueckegassen-planen` },
      { hreflang: "en", href: `${origins.en}/blog/planning-skid-trails` },
      { hreflang: "x-default", href: `${origins.de}/blog/rueckegassen-planen` },
    ]);
    expect(sitemap.find((a) => a.loc === `${origins.de}/blog/nur-deutsch`)?.alternates).toEqual([
      { hreflang: "de", href: `${origins.de}/blog/nur-deutsch` },
      { hreflang: "x-default", href: `${origins.de}/blog/nur-deutsch` },
    ]);
    // A translation that is only a draft is no alternate, and the German post is listed as German-only.
    const en1 = await getPostById(db(), "en1");
    await updatePost(db(), "en1", english({ translationId: "de1", status: "draft" }), en1!.revision);
    expect((await resolveArticle(db(), "rueckegassen-planen", "de", origins)).kind === "post").toBe(true);
    const deOnly = await resolveArticle(db(), "rueckegassen-planen", "de", origins);
    expect(deOnly.kind === "post" && deOnly.translation).toBeUndefined();
    expect((await listForSite(db(), "en")).otherLanguage.map((p) => p.id).sort()).toEqual(["de1", "de2"]);
  });

  it("an export → import round trip keeps status, SEO fields, 'last updated' and translation links", async () => {
    const de = await createPost(db(), input({ date: past, status: "published" }), { id: "de1" });
    await updatePost(
      db(),
      "de1",
      input({ date: past, title: "Geändert", metaTitle: "Meta", metaDescription: "Beschreibung", socialImage: "/blog/images/s.webp" }),
      de.revision,
    );
    await createPost(db(), english({ translationId: "de1", status: "draft" }), { id: "en1" });
    const records = (await listPosts(db())).map(toRecord);
    expect(records.find((r) => r.id === "de1")).toMatchObject({ status: "published", metaTitle: "Meta", translationId: "en1" });
    await db().deleteFrom("blog_posts").execute();
    const report = await importFiles(
      db(),
      records.map((r) => ({ name: `${r.id}.json`, text: JSON.stringify(r) })),
    );
    expect(report.created.sort()).toEqual(["de1", "en1"]);
    const again = await getPostById(db(), "de1");
    expect(again).toMatchObject({
      status: "published",
      title: "Geändert",
      metaTitle: "Meta",
      metaDescription: "Beschreibung",
      socialImage: "/blog/images/s.webp",
      translationId: "en1",
      updatedAt: records.find((r) => r.id === "de1")?.updatedAt,
    });
    expect(await getPostById(db(), "en1")).toMatchObject({ status: "draft", translationId: "de1" });
    expect((await listRevisions(db(), "de1"))[0]).toMatchObject({ kind: "import" });
    // Records from before the editorial workflow have no status: they are published.
    const { status: _s, ...old } = records.find((r) => r.id === "de1")!;
    await importFiles(db(), [{ name: "alt.json", text: JSON.stringify({ ...old, id: "alt", slug: "alt", translationId: undefined }) }]);
    expect((await getPostById(db(), "alt"))?.status).toBe("published");
  });

  it("seeds the English articles linked to their originals, once", async () => {
    const de: SeedPost[] = [
      { ...input({ slug: "seed-a" }), id: "a", date: past },
      { ...input({ slug: "seed-b" }), id: "b", date: past },
    ];
    const en: EnglishSeedPost[] = [
      { ...english({ slug: "seed-a-en" }), id: "a-en", date: past, translationOf: "a" },
      { ...english({ slug: "seed-b-en" }), id: "b-en", date: past, translationOf: "b" },
      { ...english({ slug: "seed-c-en" }), id: "c-en", date: past, translationOf: "c" },
    ];
    expect(await seedPostsIfEmpty(db(), de, en)).toBe(4);
    expect((await getPostById(db(), "a"))?.translationId).toBe("a-en");
    expect((await getPostById(db(), "b-en"))?.translationId).toBe("b");
    expect(await getPostById(db(), "c-en")).toBeUndefined();

    // An install seeded before the English articles existed gets them once; deleted ones stay deleted.
    await db().deleteFrom("blog_posts").execute();
    await seedPostsIfEmpty(db(), de, []);
    await db().deleteFrom("job_runs").where("name", "=", ENGLISH_SEED_MARKER).execute();
    expect(await getPostById(db(), "a-en")).toBeUndefined();
    expect(await seedEnglishPosts(db(), en)).toBe(2);
    await deletePost(db(), "a-en");
    expect(await seedEnglishPosts(db(), en)).toBe(0);
    expect(await getPostById(db(), "a-en")).toBeUndefined();
  });
});

describeBackends("migration 0012_blog_editorial", (backend) => {
  const suite = useDatabase(backend, { migrate: false });

  it("keeps existing posts published and gives each one revision", async () => {
    const app = createDatabase(suite.env().url);
    try {
      const migrator = createMigrator(app.db, suite.env().schema);
      expect((await migrator.migrateTo("0011_shared_counters")).error).toBeUndefined();
      await sql`insert into blog_posts (id, slug, title, author, date, tags, summary, content, content_format, lang, created_at, last_modified, revision)
        values ('alt', 'alter-beitrag', 'Alt', 'A', '2025-01-01T00:00:00.000Z', '["x"]', 'S', '[{"type":"paragraph","content":"Hallo"}]', 'blocks', 'de', '2025-01-01T00:00:00.000Z', '2025-01-02T00:00:00.000Z', 3)`.execute(
        app.db,
      );
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const post = await getPostById(app.db, "alt");
      expect(post).toMatchObject({ status: "published", revision: 3 });
      expect((await listPublishedPosts(app.db)).map((p) => p.id)).toEqual(["alt"]);
      expect(await listRevisions(app.db, "alt")).toEqual([
        { revision: 3, createdAt: "2025-01-02T00:00:00.000Z", actor: "system", kind: "import", changed: [] },
      ]);
      expect((await getRevision(app.db, "alt", 3))?.snapshot).toMatchObject({
        title: "Alt",
        content: "Hallo",
        tags: ["x"],
        status: "published",
      });
      // And back down: 0012 removes what it added.
      expect((await migrator.migrateTo("0011_shared_counters")).error).toBeUndefined();
      const columns = (await app.db.introspection.getTables()).find((t) => t.name === "blog_posts")?.columns.map((c) => c.name);
      expect(columns).not.toContain("status");
      expect(await app.db.selectFrom("blog_posts").select("id").execute()).toEqual([{ id: "alt" }]);
    } finally {
      await app.close();
    }
  });
});
