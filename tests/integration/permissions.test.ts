// A test per role and action, allowed or refused with 403: every admin loader and action
// called as owner, editor and author (and without a session → /blog/login), on SQLite and
// PostgreSQL. Posts belong to accounts; an author may only touch their own draft or post in review.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeEach, describe, expect, it } from "vitest";

process.env.SESSION_SECRET ??= "integration-test-secret-for-permissions";

const { createPost, getPostById, listRevisions, publishDuePosts } = await import("~/features/blog/index.server");
const admin = { ...(await import("~/admin/posts/posts.server")), ...(await import("~/admin/editor/editor-screen.server")) };
const editor = await import("~/features/editor/editor.server");
const { handleArchiveExport } = await import("~/features/editor/archive.server");
const { handleUpload } = await import("~/features/media/upload.server");
const media = await import("~/features/media/library.server");
const inbox = await import("~/features/inbox/inbox.server");
const chat = await import("~/features/chat/overview.server");
const { loadConsentOverview } = await import("~/features/consent/log.server");
const { adminCookie } = await import("~/lib/auth/admin.server");
const { listAudit } = await import("~/lib/audit/audit.server");
const { sessionFor, testAccount } = await import("./support/accounts");
const { outcome } = await import("./support/outcome");
const { describeBackends, useDatabase } = await import("./support/backends");

const SITE = "http://localhost:4370";
type Who = "owner" | "editor" | "author" | "other-author" | "anonymous";

function form(fields: Record<string, string | string[]>): FormData {
  const f = new FormData();
  for (const [key, value] of Object.entries(fields)) for (const v of Array.isArray(value) ? value : [value]) f.append(key, v);
  return f;
}

const fields = (over: Record<string, string> = {}) => ({
  title: "Waldumbau mit Weißtanne",
  slug: "",
  author: "Irgendwer",
  summary: "Warum die Tanne wiederkommt.",
  content: "## Tanne\n\nText.\n",
  lang: "de",
  revision: "",
  date: "",
  excerpt: "",
  status: "draft",
  ...over,
});

const postInput = (slug: string, status: "draft" | "review" | "published") => ({
  title: `Beitrag ${slug}`,
  slug,
  author: "Someone",
  tags: [],
  summary: "Kurz.",
  content: "Text.",
  lang: "de" as const,
  status,
});

describeBackends("permissions per role", (backend) => {
  const suite = useDatabase(backend);
  const db = () => suite.app().db;
  const imagesDir = mkdtempSync(join(tmpdir(), "fc-perm-images-"));
  afterAll(() => rmSync(imagesDir, { recursive: true, force: true }));
  const cookies: Partial<Record<Who, string>> = {};
  const ids: Record<string, string> = {};

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
    // The author's own draft and published post; another author's draft; a seeded post (no account).
    await createPost(db(), postInput("own-draft", "draft"), { id: "own-draft", authorId: ids.author! });
    await createPost(db(), postInput("own-review", "review"), { id: "own-review", authorId: ids.author! });
    await createPost(db(), postInput("own-live", "published"), { id: "own-live", authorId: ids.author! });
    await createPost(db(), postInput("their-draft", "draft"), { id: "their-draft", authorId: ids["other-author"] });
    await createPost(db(), postInput("seeded", "published"), { id: "seeded" });
  });

  const request = (who: Who, path: string, body?: BodyInit, type?: string) => {
    const headers = new Headers({ origin: SITE });
    const cookie = who === "anonymous" ? undefined : cookies[who];
    if (cookie) headers.set("cookie", cookie);
    if (type) headers.set("content-type", type);
    return new Request(`${SITE}${path}`, { method: body === undefined ? "GET" : "POST", headers, body });
  };

  const png = () =>
    sharp({ create: { width: 8, height: 8, channels: 3, background: "#2f6b45" } })
      .png()
      .toBuffer();

  /** Every admin loader and action, as `who`; the answer's status. */
  const calls: Record<string, (who: Who) => Promise<unknown>> = {
    "list GET /blog/admin": (who) => admin.loadAdminList(request(who, "/blog/admin"), { db: db(), imagesDir }),
    "new post form GET /blog/admin/new": (who) => admin.loadEditor(request(who, "/blog/admin/new"), null, "de", { db: db() }),
    "save a new draft": (who) =>
      admin.handleSavePost(request(who, "/blog/admin/new", form(fields({ slug: `draft-${who}` }))), "de", {
        db: db(),
        id: null,
        redirectTo: (id) => `/blog/admin/edit/${id}`,
      }),
    "submit a new post for review": (who) =>
      admin.handleSavePost(request(who, "/blog/admin/new", form(fields({ slug: `review-${who}`, status: "review" }))), "de", {
        db: db(),
        id: null,
        redirectTo: (id) => `/blog/admin/edit/${id}`,
      }),
    "publish a new post": (who) =>
      admin.handleSavePost(request(who, "/blog/admin/new", form(fields({ slug: `live-${who}`, status: "published" }))), "de", {
        db: db(),
        id: null,
        redirectTo: (id) => `/blog/admin/edit/${id}`,
      }),
    "schedule a new post": (who) =>
      admin.handleSavePost(
        request(who, "/blog/admin/new", form(fields({ slug: `later-${who}`, status: "scheduled", date: "2099-01-01T08:00:00.000Z" }))),
        "de",
        { db: db(), id: null, redirectTo: (id) => `/blog/admin/edit/${id}` },
      ),
    "open own draft": (who) => admin.loadEditor(request(who, "/blog/admin/edit/own-draft"), "own-draft", "de", { db: db() }),
    "edit own draft": (who) =>
      admin.handleSavePost(request(who, "/x", form(fields({ slug: "own-draft", revision: "1" }))), "de", {
        db: db(),
        id: "own-draft",
        redirectTo: (id) => `/blog/admin/edit/${id}`,
      }),
    "edit own post in review": (who) =>
      admin.handleSavePost(request(who, "/x", form(fields({ slug: "own-review", revision: "1", status: "review" }))), "de", {
        db: db(),
        id: "own-review",
        redirectTo: (id) => `/blog/admin/edit/${id}`,
      }),
    "publish own post in review": (who) =>
      admin.handleSavePost(request(who, "/x", form(fields({ slug: "own-review", revision: "1", status: "published" }))), "de", {
        db: db(),
        id: "own-review",
        redirectTo: (id) => `/blog/admin/edit/${id}`,
      }),
    "open own published post": (who) => admin.loadEditor(request(who, "/x"), "own-live", "de", { db: db() }),
    "edit own published post": (who) =>
      admin.handleSavePost(request(who, "/x", form(fields({ slug: "own-live", revision: "1", status: "published" }))), "de", {
        db: db(),
        id: "own-live",
        redirectTo: (id) => `/blog/admin/edit/${id}`,
      }),
    "open another author's draft": (who) => admin.loadEditor(request(who, "/x"), "their-draft", "de", { db: db() }),
    "edit another author's draft": (who) =>
      admin.handleSavePost(request(who, "/x", form(fields({ slug: "their-draft", revision: "1" }))), "de", {
        db: db(),
        id: "their-draft",
        redirectTo: (id) => `/blog/admin/edit/${id}`,
      }),
    "edit a seeded post": (who) =>
      admin.handleSavePost(request(who, "/x", form(fields({ slug: "seeded", revision: "1", status: "published" }))), "de", {
        db: db(),
        id: "seeded",
        redirectTo: (id) => `/blog/admin/edit/${id}`,
      }),
    "unpublish a seeded post": (who) =>
      admin.handleSavePost(request(who, "/x", form(fields({ slug: "seeded", revision: "1", status: "draft" }))), "de", {
        db: db(),
        id: "seeded",
        redirectTo: (id) => `/blog/admin/edit/${id}`,
      }),
    "autosave a new draft": (who) =>
      editor.handleAutosave(
        request(who, "/blog/admin/autosave", JSON.stringify({ id: null, values: fields({ slug: `auto-${who}` }) }), "application/json"),
        "de",
        { db: db() },
      ),
    "autosave own draft": (who) =>
      editor.handleAutosave(
        request(
          who,
          "/blog/admin/autosave",
          JSON.stringify({ id: "own-draft", values: fields({ slug: "own-draft", revision: "1" }) }),
          "application/json",
        ),
        "de",
        { db: db() },
      ),
    "autosave another author's draft": (who) =>
      editor.handleAutosave(
        request(
          who,
          "/x",
          JSON.stringify({ id: "their-draft", values: fields({ slug: "their-draft", revision: "1" }) }),
          "application/json",
        ),
        "de",
        { db: db() },
      ),
    "diff own draft": (who) => editor.loadRevisionDiff(request(who, "/x"), "own-draft", "1", "de", { db: db() }),
    "diff another author's draft": (who) => editor.loadRevisionDiff(request(who, "/x"), "their-draft", "1", "de", { db: db() }),
    "restore own draft": (who) =>
      editor.handleRestore(request(who, "/x", form({ restore: "1", revision: "1" })), "own-draft", { db: db() }),
    "restore another author's draft": (who) =>
      editor.handleRestore(request(who, "/x", form({ restore: "1", revision: "1" })), "their-draft", { db: db() }),
    "preview link for own draft": (who) =>
      editor.handlePreviewLink(request(who, "/x", form({ intent: "create" })), "own-draft", "de", { db: db() }),
    "preview link for another author's draft": (who) =>
      editor.handlePreviewLink(request(who, "/x", form({ intent: "create" })), "their-draft", "de", { db: db() }),
    "render the preview": (who) =>
      admin.handlePreview(request(who, "/blog/admin/preview", JSON.stringify({ content: "# Hallo" }), "application/json"), "de", {
        db: db(),
      }),
    "upload an image": async (who) =>
      handleUpload(request(who, "/blog/admin/upload", form2("file", await png())), "de", { db: db(), imagesDir }),
    "delete own draft": (who) =>
      admin.handleAdminAction(request(who, "/blog/admin", form({ intent: "delete", id: "own-draft" })), "de", { db: db(), imagesDir }),
    "delete own published post": (who) =>
      admin.handleAdminAction(request(who, "/blog/admin", form({ intent: "delete", id: "own-live" })), "de", { db: db(), imagesDir }),
    "delete another author's draft": (who) =>
      admin.handleAdminAction(request(who, "/blog/admin", form({ intent: "delete", id: "their-draft" })), "de", { db: db(), imagesDir }),
    "import posts": (who) =>
      admin.handleAdminAction(request(who, "/blog/admin", form2("files", Buffer.from("{}"), "x.json", { intent: "import" })), "de", {
        db: db(),
        imagesDir,
      }),
    "export the index": (who) => admin.handleExport(request(who, "/blog/admin/export/index.json"), "index.json", { db: db() }),
    "export a post": (who) => admin.handleExport(request(who, "/blog/admin/export/own-draft.json"), "own-draft.json", { db: db() }),
    "export the archive": (who) => handleArchiveExport(request(who, "/blog/admin/export/forstblog.zip"), { db: db(), imagesDir }),
    "media library": (who) => media.loadMediaLibrary(request(who, "/blog/admin/medien"), { db: db(), imagesDir }),
    "media library delete": (who) =>
      media.handleMediaAction(request(who, "/blog/admin/medien", form({ intent: "delete", url: "/blog/images/none.png" })), "de", {
        db: db(),
        imagesDir,
      }),
    "inbox list": (who) => inbox.loadInboxList(request(who, "/blog/admin/anfragen"), { db: db() }),
    "inbox entry": (who) => inbox.loadInboxDetail(request(who, "/blog/admin/anfragen/nope"), "nope", { db: db() }),
    "inbox action": (who) =>
      inbox.handleInboxAction(request(who, "/blog/admin/anfragen/nope", form({ intent: "status", status: "done" })), "nope", "de", {
        db: db(),
      }),
    "inbox CSV": (who) => inbox.inboxCsv(request(who, "/blog/admin/anfragen/export.csv"), { db: db() }),
    "inbox CV download": (who) => inbox.inboxAttachment(request(who, "/blog/admin/anfragen/nope/lebenslauf"), "nope", { db: db() }),
    "chat overview": (who) => chat.loadChatOverview(request(who, "/blog/admin/chat"), { db: db() }),
    "chat transcript": (who) => chat.loadChatTranscript(request(who, "/blog/admin/chat/nope"), "nope", { db: db() }),
    "consent log": (who) => loadConsentOverview(request(who, "/blog/admin/einwilligungen"), 30, { db: db() }),
  };

  function form2(name: string, bytes: Buffer, fileName = "bild.png", extra: Record<string, string> = {}): FormData {
    const f = form(extra);
    f.append(name, new Blob([new Uint8Array(bytes)]), fileName);
    return f;
  }

  // "ok": allowed (2xx/3xx, or the handler's own 404 for an id that does not exist); 403: refused.
  type Expect = "ok" | 403;
  const everyone: Expect[] = ["ok", "ok", "ok"];
  const team: Expect[] = ["ok", "ok", 403];
  const ownerOnly: Expect[] = ["ok", 403, 403];
  const table: Record<keyof typeof calls, Expect[]> = {
    "list GET /blog/admin": everyone,
    "new post form GET /blog/admin/new": everyone,
    "save a new draft": everyone,
    "submit a new post for review": everyone,
    "publish a new post": team,
    "schedule a new post": team,
    "open own draft": everyone,
    "edit own draft": everyone,
    "edit own post in review": everyone,
    "publish own post in review": team,
    "open own published post": team,
    "edit own published post": team,
    "open another author's draft": team,
    "edit another author's draft": team,
    "edit a seeded post": team,
    "unpublish a seeded post": team,
    "autosave a new draft": everyone,
    "autosave own draft": everyone,
    "autosave another author's draft": team,
    "diff own draft": everyone,
    "diff another author's draft": team,
    "restore own draft": everyone,
    "restore another author's draft": team,
    "preview link for own draft": everyone,
    "preview link for another author's draft": team,
    "render the preview": everyone,
    "upload an image": everyone,
    "delete own draft": everyone,
    "delete own published post": team,
    "delete another author's draft": team,
    "import posts": team,
    "export the index": team,
    "export a post": team,
    "export the archive": team,
    "media library": team,
    "media library delete": team,
    "inbox list": team,
    "inbox entry": team,
    "inbox action": team,
    "inbox CSV": team,
    "inbox CV download": team,
    "chat overview": team,
    "chat transcript": team,
    "consent log": ownerOnly,
  };

  it("the table names every call", () => {
    expect(Object.keys(table).sort()).toEqual(Object.keys(calls).sort());
  });

  for (const [name, expected] of Object.entries(table)) {
    it(`${name}: ${(["owner", "editor", "author"] as const).map((r, i) => `${r} ${expected[i]}`).join(", ")}; no session → login`, async () => {
      const roles = ["owner", "editor", "author"] as const;
      for (const [i, role] of roles.entries()) {
        // Each role starts from the same posts: a delete or publish by one must not decide the next.
        if (i > 0) await resetPosts();
        const res = await outcome(calls[name]!(role));
        if (expected[i] === 403) {
          expect(res.status, `${role}: ${name}`).toBe(403);
        } else {
          expect(res.status, `${role}: ${name}`).not.toBe(403);
          expect(res.location ?? "", `${role}: ${name}`).not.toBe("/blog/login");
          expect(res.status === 404 || res.status < 400, `${role}: ${name} answered ${res.status}`).toBe(true);
        }
      }
      const anonymous = await outcome(calls[name]!("anonymous"));
      expect(anonymous.status, `anonymous: ${name}`).toBe(302);
      expect(anonymous.location, `anonymous: ${name}`).toBe("/blog/login");
    });
  }

  async function resetPosts() {
    await db().updateTable("blog_posts").set({ translation_id: null }).execute();
    await db().deleteFrom("blog_posts").execute();
    await createPost(db(), postInput("own-draft", "draft"), { id: "own-draft", authorId: ids.author! });
    await createPost(db(), postInput("own-review", "review"), { id: "own-review", authorId: ids.author! });
    await createPost(db(), postInput("own-live", "published"), { id: "own-live", authorId: ids.author! });
    await createPost(db(), postInput("their-draft", "draft"), { id: "their-draft", authorId: ids["other-author"]! });
    await createPost(db(), postInput("seeded", "published"), { id: "seeded" });
  }

  it("the inbox action reads at most 16 KB: a larger form is refused with 413 before it is parsed", async () => {
    const big = form({ intent: "status", status: "done", filler: "x".repeat(100 * 1024) });
    expect(
      (await outcome(inbox.handleInboxAction(request("editor", "/blog/admin/anfragen/nope", big), "nope", "de", { db: db() }))).status,
    ).toBe(413);
  });

  it("a refused save changes nothing: the other author's draft keeps its text and revision", async () => {
    const res = await outcome(calls["edit another author's draft"]!("author"));
    expect(res.status).toBe(403);
    expect(await getPostById(db(), "their-draft")).toMatchObject({ title: "Beitrag their-draft", revision: 1 });
    const published = await outcome(calls["publish own post in review"]!("author"));
    expect(published.status).toBe(403);
    expect(await getPostById(db(), "own-review")).toMatchObject({ status: "review" });
  });

  it("authors see only their own posts in the list; editors see all and the number in review", async () => {
    const asAuthor = await admin.loadAdminList(request("author", "/blog/admin"), { db: db(), imagesDir });
    expect(asAuthor.posts!.map((p) => p.id).sort()).toEqual(["own-draft", "own-live", "own-review"]);
    expect(asAuthor.posts!.find((p) => p.id === "own-live")!.editable).toBe(false);
    expect(asAuthor.newSubmissions).toBeNull();
    expect(asAuthor.viewer).toMatchObject({ name: "Test author", role: "author" });
    expect(asAuthor.viewer.may.inbox).toBeUndefined();
    expect(JSON.stringify(asAuthor)).not.toMatch(/argon2|password/i);

    const asEditor = await admin.loadAdminList(request("editor", "/blog/admin?status=review"), { db: db(), imagesDir });
    expect(asEditor.inReview).toBe(1);
    expect(asEditor.posts!.map((p) => p.id)).toEqual(["own-review"]);
    expect(asEditor.viewer.may["posts.publish"]).toBe(true);
    expect(asEditor.viewer.may["consent.log"]).toBeUndefined();
  });

  it("a new post's byline and author_id come from the account; an author cannot claim another name", async () => {
    const res = await outcome(
      admin.handleSavePost(request("author", "/blog/admin/new", form(fields({ slug: "byline", author: "Die Chefin" }))), "de", {
        db: db(),
        id: null,
        redirectTo: (id) => `/blog/admin/edit/${id}`,
      }),
    );
    expect(res.status).toBe(302);
    const id = res.location!.split("/").pop()!.split("?")[0]!;
    expect(await getPostById(db(), id)).toMatchObject({ author: "Test author", authorId: ids.author });
    expect((await listRevisions(db(), id))[0]).toMatchObject({ actor: "Test author" });

    // An editor picks an account by its byline, or keeps a free text (no account).
    const picked = await outcome(
      admin.handleSavePost(
        request("editor", "/x", form(fields({ slug: "seeded", revision: "1", status: "published", author: "Test author" }))),
        "de",
        {
          db: db(),
          id: "seeded",
          redirectTo: (i) => `/blog/admin/edit/${i}`,
        },
      ),
    );
    expect(picked.status).toBe(302);
    expect(await getPostById(db(), "seeded")).toMatchObject({ author: "Test author", authorId: ids.author });
    const guest = await outcome(
      admin.handleSavePost(
        request("editor", "/x", form(fields({ slug: "seeded", revision: "2", status: "published", author: "Gastautorin" }))),
        "de",
        {
          db: db(),
          id: "seeded",
          redirectTo: (i) => `/blog/admin/edit/${i}`,
        },
      ),
    );
    expect(guest.status).toBe(302);
    const after = await getPostById(db(), "seeded");
    expect(after).toMatchObject({ author: "Gastautorin" });
    expect(after!.authorId).toBeUndefined();
  });

  describe("audit", () => {
    const entries = async () => (await listAudit(db(), { action: "post." })).entries.reverse();

    it("each post action writes one entry with the account's name", async () => {
      const author = await testAccount(db(), "author");
      const editorAccount = await testAccount(db(), "editor");
      const save = (who: Who, id: string | null, over: Record<string, string>) =>
        outcome(
          admin.handleSavePost(request(who, "/x", form(fields(over))), "de", { db: db(), id, redirectTo: (i) => `/blog/admin/edit/${i}` }),
        );
      // Author: create a draft, edit it, submit it.
      const created = await save("author", null, { slug: "audit-post", title: "Audit" });
      const id = created.location!.split("/").pop()!.split("?")[0]!;
      await save("author", id, { slug: "audit-post", title: "Audit 2", revision: "1" });
      await save("author", id, { slug: "audit-post", title: "Audit 2", revision: "2", status: "review" });
      // Editor: publish, unpublish, restore revision 1, delete.
      await save("editor", id, { slug: "audit-post", title: "Audit 2", revision: "3", status: "published" });
      await save("editor", id, { slug: "audit-post", title: "Audit 2", revision: "4", status: "draft" });
      await outcome(editor.handleRestore(request("editor", "/x", form({ restore: "1", revision: "5" })), id, { db: db() }));
      await save("editor", id, {
        slug: "audit-post",
        title: "Audit",
        revision: "6",
        status: "scheduled",
        date: "2099-01-01T08:00:00.000Z",
      });
      await outcome(
        admin.handleAdminAction(request("editor", "/blog/admin", form({ intent: "delete", id })), "de", { db: db(), imagesDir }),
      );

      const log = await entries();
      expect(log.map((e) => [e.action, e.accountName])).toEqual([
        ["post.create", author.name],
        ["post.update", author.name],
        ["post.submit", author.name],
        ["post.publish", editorAccount.name],
        ["post.unpublish", editorAccount.name],
        ["post.restore", editorAccount.name],
        ["post.schedule", editorAccount.name],
        ["post.delete", editorAccount.name],
      ]);
      expect(log.every((e) => e.targetType === "post" && e.targetId === id)).toBe(true);
      expect(log[2]!.details).toEqual({ from: "draft", to: "review" });
      expect(log[5]!.details).toEqual({ revision: 1 });
      expect(log[0]!.accountId).toBe(author.id);
    });

    it("autosaves are not logged one by one; the autosave that creates a post is post.create", async () => {
      const first = await outcome(
        editor.handleAutosave(
          request("author", "/x", JSON.stringify({ id: null, values: fields({ slug: "auto" }) }), "application/json"),
          "de",
          {
            db: db(),
          },
        ),
      );
      const { id, revision } = first.data as { id: string; revision: number };
      await outcome(
        editor.handleAutosave(
          request(
            "author",
            "/x",
            JSON.stringify({ id, values: fields({ slug: "auto", title: "Weiter", revision: String(revision) }) }),
            "application/json",
          ),
          "de",
          { db: db() },
        ),
      );
      expect((await entries()).map((e) => e.action)).toEqual(["post.create"]);
    });

    it("an import writes post.import per post; the scheduler's publish is the System's", async () => {
      const record = {
        id: "imp-1",
        slug: "imp-1",
        title: "Importiert",
        author: "Alt",
        summary: "S",
        content: "C",
        status: "scheduled",
        date: "2020-01-01T00:00:00.000Z",
      };
      await outcome(
        admin.handleAdminAction(
          request("owner", "/blog/admin", form2("files", Buffer.from(JSON.stringify(record)), "imp-1.json", { intent: "import" })),
          "de",
          { db: db(), imagesDir },
        ),
      );
      await createPost(db(), { ...postInput("due", "draft"), status: "scheduled", date: "2099-01-01T00:00:00.000Z" }, { id: "due" });
      await publishDuePosts(db(), new Date("2099-01-02T00:00:00.000Z"));
      const log = await entries();
      expect(log.map((e) => [e.action, e.accountName, e.targetId])).toEqual([
        ["post.import", "Test owner", "imp-1"],
        ["post.publish", "System", "due"],
      ]);
      expect(log[1]!.accountId).toBeNull();
    });
  });
});
