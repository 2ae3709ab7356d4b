// How posts are saved, decided from what is stored and who asks (ADR 0027): a save that names no
// status never publishes, a translation link changes another post only where the saving account
// may edit it (and is then revised and logged), and the translation picker offers an author only
// posts they may link. Every call goes through the editor's server functions as the routes call them.
import { beforeEach, describe, expect, it } from "vitest";

process.env.SESSION_SECRET ??= "integration-test-secret-for-post-authorization";

const { createPost, getPostById, listPublishedPosts, listRevisions, updatePost } = await import("~/features/blog/index.server");
const admin = { ...(await import("~/admin/posts/posts.server")), ...(await import("~/admin/editor/editor-screen.server")) };
const editor = await import("~/features/editor/editor.server");
const { editorText } = await import("~/features/editor");
const { adminCookie } = await import("~/lib/auth/admin.server");
const { listAudit } = await import("~/lib/audit/audit.server");
const { sessionFor, testAccount } = await import("./support/accounts");
const { outcome } = await import("./support/outcome");
type Outcome = Awaited<ReturnType<typeof outcome>>;
const { describeBackends, useDatabase } = await import("./support/backends");

const SITE = "http://localhost:4371";
type Who = "owner" | "editor" | "author" | "other-author";
type Lang = "de" | "en";

function form(fields: Record<string, string>): FormData {
  const f = new FormData();
  for (const [key, value] of Object.entries(fields)) f.append(key, value);
  return f;
}

/** What a hand-written request sends: the visible fields, and no status unless given. */
const fields = (over: Record<string, string> = {}) => ({
  title: "Waldumbau mit Weißtanne",
  slug: "weisstanne",
  author: "Irgendwer",
  summary: "Warum die Tanne wiederkommt.",
  content: "## Tanne\n\nText.\n",
  lang: "de",
  ...over,
});

const postInput = (slug: string, status: "draft" | "review" | "published", lang: "de" | "en" = "de") => ({
  title: `Beitrag ${slug}`,
  slug,
  author: "Someone",
  tags: [],
  summary: "Kurz.",
  content: "Text.",
  lang,
  status,
});

describeBackends("post authorization", (backend) => {
  const suite = useDatabase(backend);
  const db = () => suite.app().db;
  const cookies: Partial<Record<Who, string>> = {};
  const ids: Partial<Record<Who, string>> = {};

  beforeEach(async () => {
    await db().deleteFrom("audit_log").execute();
    await db().updateTable("blog_posts").set({ translation_id: null }).execute();
    await db().deleteFrom("blog_posts").execute();
    for (const role of ["owner", "editor", "author"] as const) {
      const { token, accountId } = await sessionFor(db(), role);
      cookies[role] = (await adminCookie().serialize(token)).split(";")[0]!;
      ids[role] = accountId;
    }
    const other = await sessionFor(db(), "author", "other-author");
    cookies["other-author"] = (await adminCookie().serialize(other.token)).split(";")[0]!;
    ids["other-author"] = other.accountId;
    // A published German/English pair an editor wrote; the author's own drafts; another author's draft.
    await createPost(db(), postInput("de-live", "published"), { id: "de-live", authorId: ids.editor! });
    await createPost(
      db(),
      { ...postInput("en-live", "published", "en"), translationId: "de-live" },
      { id: "en-live", authorId: ids.editor! },
    );
    await createPost(db(), postInput("own-draft", "draft"), { id: "own-draft", authorId: ids.author! });
    await createPost(db(), postInput("own-review", "review"), { id: "own-review", authorId: ids.author! });
    await createPost(db(), postInput("own-en-draft", "draft", "en"), { id: "own-en-draft", authorId: ids.author! });
    await createPost(db(), postInput("own-live", "published", "en"), { id: "own-live", authorId: ids.author! });
    await createPost(db(), postInput("their-draft", "draft", "en"), { id: "their-draft", authorId: ids["other-author"] });
    await db().deleteFrom("audit_log").execute();
  });

  const request = (who: Who, path: string, body?: BodyInit, type?: string) => {
    const headers = new Headers({ origin: SITE, cookie: cookies[who]! });
    if (type) headers.set("content-type", type);
    return new Request(`${SITE}${path}`, { method: body === undefined ? "GET" : "POST", headers, body });
  };

  /** The editor's save (POST /blog/admin/new, /blog/admin/edit/{id}, or the visual editor's). */
  const save = (
    who: Who,
    id: string | null,
    values: Record<string, string>,
    { lang = "de", visual = false }: { lang?: Lang; visual?: boolean } = {},
  ) =>
    outcome(
      admin.handleSavePost(
        request(who, visual ? `/blog/visual-editor/${id ?? "new"}` : `/blog/admin/${id ? `edit/${id}` : "new"}`, form(values)),
        lang,
        {
          db: db(),
          id,
          redirectTo: (saved) => (visual ? `/blog/visual-editor/${saved}` : `/blog/admin/edit/${saved}`),
        },
      ),
    );

  /** POST /blog/admin/autosave with JSON {id, values}. */
  const autosave = (who: Who, id: string | null, values: Record<string, string>, lang: Lang = "de") =>
    outcome(
      editor.handleAutosave(request(who, "/blog/admin/autosave", JSON.stringify({ id, values }), "application/json"), lang, { db: db() }),
    );

  const savedId = (res: Outcome) => res.location!.split("/").pop()!.split("?")[0]!;
  const log = async () => (await listAudit(db(), { action: "post." })).entries.reverse();
  const links = async () =>
    Object.fromEntries(
      await Promise.all(
        ["de-live", "en-live", "own-draft", "own-en-draft", "their-draft"].map(async (id): Promise<[string, string | undefined]> => [
          id,
          (await getPostById(db(), id))?.translationId,
        ]),
      ),
    );

  describe("a save that names no status", () => {
    for (const visual of [false, true]) {
      it(`an author's new post is a draft, not live, and the log says so (${visual ? "visual editor" : "editor"})`, async () => {
        const res = await save("author", null, fields(), { visual });
        expect(res.status).toBe(302);
        const id = savedId(res);
        expect(await getPostById(db(), id)).toMatchObject({ status: "draft", authorId: ids.author });
        expect((await listPublishedPosts(db())).map((p) => p.id)).not.toContain(id);
        expect((await log()).map((e) => [e.action, e.details])).toEqual([["post.create", { status: "draft" }]]);
      });
    }

    it("an author asking for published or scheduled is still refused (403) and nothing is stored", async () => {
      expect((await save("author", null, fields({ status: "published" }))).status).toBe(403);
      expect((await save("author", null, fields({ status: "scheduled", date: "2099-01-01T08:00:00.000Z" }))).status).toBe(403);
      expect((await listPublishedPosts(db())).map((p) => p.id).sort()).toEqual(["de-live", "en-live", "own-live"]);
      expect(await log()).toEqual([]);
    });

    it("a new post is a draft for editors and owners too; they publish by saying so", async () => {
      for (const who of ["editor", "owner"] as const) {
        const draft = await save(who, null, fields({ slug: `ohne-status-${who}` }));
        expect(await getPostById(db(), savedId(draft))).toMatchObject({ status: "draft" });
        const live = await save(who, null, fields({ slug: `live-${who}`, status: "published" }));
        expect(await getPostById(db(), savedId(live))).toMatchObject({ status: "published" });
      }
    });

    it("a stored post keeps its status: an author's draft and post in review stay private, an editor's published post stays live", async () => {
      expect((await save("author", "own-draft", fields({ slug: "own-draft", revision: "1" }))).status).toBe(302);
      expect(await getPostById(db(), "own-draft")).toMatchObject({ status: "draft", revision: 2 });
      expect((await save("author", "own-review", fields({ slug: "own-review", revision: "1" }))).status).toBe(302);
      expect(await getPostById(db(), "own-review")).toMatchObject({ status: "review", revision: 2 });
      // (Revision 2: linking the English post was a change of this one.)
      expect((await save("editor", "de-live", fields({ slug: "de-live", revision: "2", translationId: "en-live" }))).status).toBe(302);
      expect(await getPostById(db(), "de-live")).toMatchObject({ status: "published", revision: 3, translationId: "en-live" });
      expect((await log()).map((e) => e.action)).toEqual(["post.update", "post.update", "post.update"]);
    });

    it("the autosave and a restore leave an author's post a draft or in review", async () => {
      const created = await autosave("author", null, fields({ slug: "auto" }));
      expect(created.status).toBe(200);
      const id = (created.data as { id: string }).id;
      expect(await getPostById(db(), id)).toMatchObject({ status: "draft" });
      await updatePost(db(), "own-review", { ...postInput("own-review", "review"), title: "Zweite Fassung" }, 1);
      const restored = await outcome(
        editor.handleRestore(request("author", "/x", form({ restore: "1", revision: "2" })), "own-review", { db: db() }),
      );
      expect(restored.location).toContain("restored=1");
      expect(await getPostById(db(), "own-review")).toMatchObject({ status: "review", title: "Beitrag own-review", revision: 3 });
    });

    it("a restore or save naming an older revision than the one checked is refused as stale", async () => {
      await updatePost(db(), "own-draft", { ...postInput("own-draft", "draft"), title: "Zweite" }, 1);
      expect((await save("author", "own-draft", fields({ slug: "own-draft", revision: "3" }))).status).toBe(409);
      const restore = await outcome(
        editor.handleRestore(request("author", "/x", form({ restore: "1", revision: "3" })), "own-draft", { db: db() }),
      );
      expect(restore.location).toContain("restoreFailed=stale");
      expect((await autosave("author", "own-draft", fields({ slug: "own-draft", revision: "3" }))).status).toBe(409);
      expect(await getPostById(db(), "own-draft")).toMatchObject({ title: "Zweite", revision: 2 });
    });

    it("an editor's import keeps a record without status public, as the old files were; authors cannot import", async () => {
      const record = { id: "alt", slug: "alt", title: "Aus der alten Datei", author: "Alt", summary: "S", content: "C" };
      const importAs = (who: Who) => {
        const f = form({ intent: "import" });
        f.append("files", new Blob([JSON.stringify(record)]), "alt.json");
        return outcome(admin.handleAdminAction(request(who, "/blog/admin", f), "de", { db: db() }));
      };
      expect((await importAs("author")).status).toBe(403);
      expect(await getPostById(db(), "alt")).toBeUndefined();
      expect((await importAs("editor")).status).toBe(200);
      expect(await getPostById(db(), "alt")).toMatchObject({ status: "published" });
      expect((await log()).map((e) => [e.action, e.details])).toEqual([["post.import", { created: true, status: "published" }]]);
    });
  });

  describe("translation links", () => {
    const notAllowed = (lang: Lang) => editorText("translationNotAllowed", lang);

    it("an author's autosave cannot point someone else's published post at a draft (JSON error, nothing changes)", async () => {
      const before = await links();
      const res = await autosave("author", null, fields({ slug: "rewire", translationId: "en-live" }));
      expect(res.status).toBe(403);
      expect(res.data).toMatchObject({ ok: false, reason: "translation", error: notAllowed("de") });
      expect(await links()).toEqual(before);
      expect(before).toMatchObject({ "de-live": "en-live", "en-live": "de-live" });
      expect(await getPostById(db(), "en-live")).toMatchObject({ revision: 1 });
      const own = await autosave("author", "own-draft", fields({ slug: "own-draft", revision: "1", translationId: "en-live" }), "en");
      expect(own.status).toBe(403);
      expect(own.data).toMatchObject({ ok: false, reason: "translation", error: notAllowed("en") });
      expect(await links()).toEqual(before);
      expect(await getPostById(db(), "own-draft")).toMatchObject({ revision: 1 });
      expect(await log()).toEqual([]);
    });

    for (const visual of [false, true]) {
      it(`the ${visual ? "visual editor's" : "editor's"} save refuses it with the bilingual message and keeps what was typed`, async () => {
        const before = await links();
        for (const lang of ["de", "en"] as const) {
          const res = await save(
            "author",
            "own-draft",
            fields({ slug: "own-draft", revision: "1", title: "Getippt", translationId: "en-live" }),
            {
              lang,
              visual,
            },
          );
          expect(res.status).toBe(403);
          expect(res.data).toMatchObject({ ok: false, error: notAllowed(lang), values: { title: "Getippt", translationId: "en-live" } });
        }
        const created = await save("author", null, fields({ slug: "neu", translationId: "their-draft" }), { visual });
        expect(created.status).toBe(403);
        expect(await links()).toEqual(before);
        expect(await getPostById(db(), "own-draft")).toMatchObject({ title: "Beitrag own-draft", revision: 1 });
        expect(await log()).toEqual([]);
      });
    }

    it("an author cannot clear a published post's link to their draft either, but may keep it", async () => {
      // An editor linked the published English post to the author's draft: that is the editor's change, revised and logged.
      const editorAccount = await testAccount(db(), "editor");
      const linked = await save("editor", "en-live", {
        ...fields({ slug: "en-live", lang: "en", revision: "1", status: "published" }),
        translationId: "own-draft",
      });
      expect(linked.status).toBe(302);
      expect(await links()).toMatchObject({ "en-live": "own-draft", "own-draft": "en-live", "de-live": undefined });
      expect((await listRevisions(db(), "own-draft"))[0]).toMatchObject({
        revision: 2,
        kind: "save",
        actor: editorAccount.name,
        changed: ["translationId"],
      });
      expect((await listRevisions(db(), "de-live"))[0]).toMatchObject({
        revision: 3,
        kind: "save",
        actor: editorAccount.name,
        changed: ["translationId"],
      });
      const entries = await log();
      expect(entries.map((e) => [e.action, e.targetId, e.accountName]).sort()).toEqual(
        [
          ["post.update", "de-live", editorAccount.name],
          ["post.update", "en-live", editorAccount.name],
          ["post.update", "own-draft", editorAccount.name],
        ].sort(),
      );
      expect(entries.find((e) => e.targetId === "own-draft")!.details).toEqual({
        changed: ["translationId"],
        from: { translationId: null },
        to: { translationId: "en-live" },
        via: "en-live",
      });
      expect(entries.find((e) => e.targetId === "de-live")!.details).toMatchObject({
        from: { translationId: "en-live" },
        to: { translationId: null },
      });

      // Unlinking would change the published post: refused. Keeping the link changes nothing else: allowed.
      const cleared = await save("author", "own-draft", fields({ slug: "own-draft", revision: "2", translationId: "" }));
      expect(cleared.status).toBe(403);
      expect(await links()).toMatchObject({ "en-live": "own-draft", "own-draft": "en-live" });
      const kept = await save(
        "author",
        "own-draft",
        fields({ slug: "own-draft", revision: "2", translationId: "en-live", title: "Weiter" }),
      );
      expect(kept.status).toBe(302);
      expect(await getPostById(db(), "en-live")).toMatchObject({ translationId: "own-draft", revision: 2 });
    });

    it("an author links two of their own drafts: the partner gets a revision and an audit entry, from the autosave too", async () => {
      const author = await testAccount(db(), "author");
      const res = await autosave("author", "own-draft", fields({ slug: "own-draft", revision: "1", translationId: "own-en-draft" }));
      expect(res.status).toBe(200);
      expect(await links()).toMatchObject({ "own-draft": "own-en-draft", "own-en-draft": "own-draft", "de-live": "en-live" });
      expect((await listRevisions(db(), "own-en-draft"))[0]).toMatchObject({ revision: 2, actor: author.name, changed: ["translationId"] });
      // The autosave itself is not logged; the change to the other post is.
      expect((await log()).map((e) => [e.action, e.targetId, e.accountId])).toEqual([["post.update", "own-en-draft", author.id]]);
    });
  });

  describe("the translation picker", () => {
    it("offers an author only posts they may link, never another account's drafts; editors see every post", async () => {
      const asAuthor = await admin.loadEditor(request("author", "/blog/admin/new.data"), null, "de", { db: db() });
      const authorData = asAuthor.data as { translations: { id: string }[] };
      expect(authorData.translations.map((t) => t.id).sort()).toEqual(["own-draft", "own-en-draft", "own-review"]);
      expect(JSON.stringify(asAuthor.data)).not.toContain("their-draft");

      const edit = await admin.loadEditor(request("author", "/blog/admin/edit/own-draft.data"), "own-draft", "de", { db: db() });
      const editData = edit.data as { translations: { id: string }[]; extras: { translations: { id: string }[] } };
      expect(editData.translations.map((t) => t.id).sort()).toEqual(["own-en-draft", "own-review"]);
      expect(JSON.stringify(edit.data)).not.toContain("their-draft");

      const asEditor = await admin.loadEditor(request("editor", "/blog/admin/new.data"), null, "de", { db: db() });
      expect((asEditor.data as { translations: { id: string }[] }).translations.map((t) => t.id).sort()).toEqual(
        ["de-live", "en-live", "own-draft", "own-en-draft", "own-live", "own-review", "their-draft"].sort(),
      );
    });

    it("does not offer an author's own draft a published post is linked to (a new link would clear that link)", async () => {
      // An editor linked the published German post to the author's English draft (and back).
      await db().updateTable("blog_posts").set({ translation_id: null }).where("id", "=", "en-live").execute();
      await db().updateTable("blog_posts").set({ translation_id: "own-en-draft" }).where("id", "=", "de-live").execute();
      await db().updateTable("blog_posts").set({ translation_id: "de-live" }).where("id", "=", "own-en-draft").execute();
      const asAuthor = await admin.loadEditor(request("author", "/blog/admin/new.data"), null, "de", { db: db() });
      expect((asAuthor.data as { translations: { id: string }[] }).translations.map((t) => t.id).sort()).toEqual([
        "own-draft",
        "own-review",
      ]);
      const refused = await save("author", "own-draft", fields({ slug: "own-draft", revision: "1", translationId: "own-en-draft" }));
      expect(refused.status).toBe(403);
    });

    it("shows an author's draft's current partner where it is public, but not another account's draft", async () => {
      await db().updateTable("blog_posts").set({ translation_id: "en-live" }).where("id", "=", "own-draft").execute();
      const live = await admin.loadEditor(request("author", "/x"), "own-draft", "de", { db: db() });
      expect((live.data as { translations: { id: string; title: string }[] }).translations).toContainEqual({
        id: "en-live",
        title: "Beitrag en-live",
        lang: "en",
      });
      await db().updateTable("blog_posts").set({ translation_id: "their-draft" }).where("id", "=", "own-draft").execute();
      const hidden = await admin.loadEditor(request("author", "/x"), "own-draft", "de", { db: db() });
      expect(JSON.stringify((hidden.data as { translations: unknown }).translations)).not.toContain("their-draft");
      expect(JSON.stringify(hidden.data)).not.toContain("Beitrag their-draft");
    });
  });
});
