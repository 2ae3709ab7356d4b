import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

// The admin cookie is signed with SESSION_SECRET; set before the cookie is first created.
process.env.SESSION_SECRET ??= "integration-test-secret-for-blog-editor";

const { createPost, getPostById, listPublishedPosts, updatePost, getPostByPreviewToken, hasPreviewToken, listRevisions } =
  await import("~/features/blog/index.server");
const admin = { ...(await import("~/admin/posts/posts.server")), ...(await import("~/admin/editor/editor-screen.server")) };
const editor = await import("~/features/editor/editor.server");
const { adminCookie } = await import("~/lib/auth/admin.server");
const { sessionFor } = await import("./support/accounts");
const { describeBackends, useDatabase } = await import("./support/backends");

const SITE = "http://localhost:4360";

interface Outcome {
  status: number;
  data?: unknown;
  location?: string | null;
}

/** What a handler answered or threw: status, body (JSON or data()), redirect target. */
async function outcome(promise: Promise<unknown>): Promise<Outcome> {
  const read = async (value: unknown): Promise<Outcome> => {
    if (value instanceof Response) {
      const location = value.headers.get("location");
      const body = value.headers.get("content-type")?.includes("json") ? ((await value.json()) as unknown) : undefined;
      return { status: value.status, data: body, location };
    }
    const v = value as { data?: unknown; init?: ResponseInit | null };
    return { status: v.init?.status ?? 200, data: v.data };
  };
  try {
    return await read(await promise);
  } catch (error) {
    if (error instanceof Response || (typeof error === "object" && error !== null && "init" in error)) return read(error);
    throw error;
  }
}

function form(fields: Record<string, string | string[]>): FormData {
  const f = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) f.append(key, v);
  }
  return f;
}

const base = {
  title: "Rückegassen planen",
  slug: "",
  author: "Anna Förster",
  tags: ["Planung"],
  summary: "Wie Rückegassen den Boden schonen.",
  content: "## Abstand\n\nZwanzig Meter.\n",
  coverImage: "",
  lang: "de",
  revision: "",
  date: "",
  excerpt: "",
};

const input = { ...base, slug: "rueckegassen", tags: [], lang: "de" as const };

describeBackends("blog editor actions", (backend) => {
  const suite = useDatabase(backend);
  const db = () => suite.app().db;
  let cookie = "";

  beforeEach(async () => {
    await db().updateTable("blog_posts").set({ translation_id: null }).execute();
    await db().deleteFrom("blog_posts").execute();
    const { token } = await sessionFor(db());
    cookie = (await adminCookie().serialize(token)).split(";")[0]!;
  });

  const post = (path: string, body: BodyInit, { origin = SITE, type }: { origin?: string; type?: string } = {}) => {
    const headers = new Headers({ origin, cookie });
    if (type) headers.set("content-type", type);
    return new Request(`${SITE}${path}`, { method: "POST", headers, body });
  };
  const get = (path: string) => new Request(`${SITE}${path}`, { headers: { cookie } });

  const save = (fields: Record<string, string | string[]>, id: string | null = null, now = new Date("2026-11-24T08:00:00Z")) =>
    outcome(
      admin.handleSavePost(post("/blog/admin/new", form(fields)), "de", {
        db: db(),
        id,
        redirectTo: (postId) => `/blog/admin/edit/${postId}`,
        now: () => now,
      }),
    );

  const autosave = (body: unknown, opts: { origin?: string; now?: Date } = {}) =>
    outcome(
      editor.handleAutosave(post("/blog/admin/autosave", JSON.stringify(body), { origin: opts.origin, type: "application/json" }), "de", {
        db: db(),
        now: opts.now ? () => opts.now! : undefined,
      }),
    );

  it("every new editor endpoint sends a visitor without a session to /blog/login; mutations from another site get 403", async () => {
    await createPost(db(), { ...input, status: "draft" }, { id: "post-guard" });
    const anonymous = (path: string, body?: BodyInit, origin = SITE) =>
      new Request(`${SITE}${path}`, { method: body === undefined ? "GET" : "POST", headers: { origin }, body });
    const calls = {
      autosave: () =>
        editor.handleAutosave(anonymous("/blog/admin/autosave", JSON.stringify({ id: null, values: base })), "de", { db: db() }),
      restore: () => editor.handleRestore(anonymous("/x", form({ restore: "1", revision: "1" })), "post-guard", { db: db() }),
      previewLink: () => editor.handlePreviewLink(anonymous("/x", form({ intent: "create" })), "post-guard", "de", { db: db() }),
      diff: () => editor.loadRevisionDiff(anonymous("/x"), "post-guard", "1", "de", { db: db() }),
    };
    for (const [name, call] of Object.entries(calls)) {
      const res = await outcome(call());
      expect(res.status, name).toBe(302);
      expect(res.location, name).toBe("/blog/login");
    }
    const foreign = {
      restore: () =>
        editor.handleRestore(post("/x", form({ restore: "1", revision: "1" }), { origin: "https://evil.example" }), "post-guard", {
          db: db(),
        }),
      previewLink: () =>
        editor.handlePreviewLink(post("/x", form({ intent: "create" }), { origin: "https://evil.example" }), "post-guard", "de", {
          db: db(),
        }),
    };
    for (const [name, call] of Object.entries(foreign)) expect((await outcome(call())).status, name).toBe(403);
    expect(await getPostById(db(), "post-guard")).toMatchObject({ revision: 1 });
    expect(await hasPreviewToken(db(), "post-guard")).toBe(false);
  });

  describe("saving with a status", () => {
    it("a draft needs no summary or content, stays private and says so after the save", async () => {
      const res = await save({ ...base, summary: "", content: "", status: "draft" });
      expect(res.status).toBe(302);
      const id = /post-\d+/.exec(res.location!)![0];
      expect(await getPostById(db(), id)).toMatchObject({ status: "draft", title: base.title });
      expect(await listPublishedPosts(db())).toHaveLength(0);
      const loaded = await outcome(admin.loadEditor(get(`/blog/admin/edit/${id}`), id, "de", { db: db() }));
      expect(loaded.data).toMatchObject({ state: "ok", values: { status: "draft" }, extras: { status: "draft", previewActive: false } });
    });

    it("a published post still needs summary and content", async () => {
      const res = await save({ ...base, content: " ", status: "published" });
      expect(res.status).toBe(400);
      expect(res.data).toMatchObject({ error: "Bitte füllen Sie alle Pflichtfelder aus" });
    });

    it("'Geplant' needs a time, and one in the future; a future one is stored as scheduled", async () => {
      const now = new Date("2026-11-24T08:00:00Z");
      const missing = await save({ ...base, status: "scheduled" }, null, now);
      expect(missing.status).toBe(400);
      expect((missing.data as { error: string }).error).toBe("Bitte geben Sie an, wann der Beitrag erscheinen soll (Datum und Uhrzeit).");
      expect((missing.data as { values: { status: string } }).values.status).toBe("scheduled");

      const past = await save({ ...base, status: "scheduled", date: "2026-11-24T07:59:00.000Z" }, null, now);
      expect(past.status).toBe(400);
      expect((past.data as { error: string }).error).toMatch(/^Für „Geplant“ muss der Zeitpunkt in der Zukunft liegen/);

      const future = await save({ ...base, status: "scheduled", date: "2026-11-24T09:00:00.000Z" }, null, now);
      expect(future.status).toBe(302);
      const id = /post-\d+/.exec(future.location!)![0];
      expect(await getPostById(db(), id)).toMatchObject({ status: "scheduled", date: "2026-11-24T09:00:00.000Z" });
      expect(await listPublishedPosts(db(), undefined, now)).toHaveLength(0);
    });

    it("a date typed without JavaScript is read as German time; an untouched one keeps its seconds", async () => {
      const typed = await save({ ...base, status: "published", dateLocal: "2026-07-01T10:00", date: "" });
      const id = /post-\d+/.exec(typed.location!)![0];
      expect((await getPostById(db(), id))?.date).toBe("2026-07-01T08:00:00.000Z");

      const kept = await save(
        { ...base, title: "Zweiter", status: "published", date: "2026-07-01T08:00:33.000Z", dateLocal: "2026-07-01T10:00" },
        null,
        new Date("2026-11-24T08:00:01Z"),
      );
      const id2 = /post-\d+/.exec(kept.location!)![0];
      expect((await getPostById(db(), id2))?.date).toBe("2026-07-01T08:00:33.000Z");

      const invalid = await save({ ...base, title: "Dritter", status: "published", date: "gestern" });
      expect(invalid.status).toBe(400);
      expect((invalid.data as { error: string }).error).toBe("Das Datum ist ungültig.");
    });
  });

  describe("SEO & social fields and the translation", () => {
    it("stores them; every save sends them, so an emptied field is cleared", async () => {
      const res = await save({
        ...base,
        status: "published",
        metaTitle: "Rückegassen: Abstand und Bodenschutz",
        metaDescription: "Zwanzig Meter Abstand schonen den Boden.",
        socialImage: "/blog/images/2026/rueckegasse.webp",
      });
      const id = /post-\d+/.exec(res.location!)![0];
      const stored = await getPostById(db(), id);
      expect(stored).toMatchObject({
        metaTitle: "Rückegassen: Abstand und Bodenschutz",
        socialImage: "/blog/images/2026/rueckegasse.webp",
      });

      const again = await save({ ...base, slug: stored!.slug, status: "published", revision: String(stored!.revision), metaTitle: "" }, id);
      expect(again.status).toBe(302);
      const cleared = await getPostById(db(), id);
      expect(cleared?.metaTitle).toBeUndefined();
      expect(cleared?.metaDescription).toBeUndefined();
    });

    it("refuses a meta title over 70 and a description over 160 characters, and a social image elsewhere", async () => {
      const long = await save({ ...base, status: "published", metaTitle: "x".repeat(71) });
      expect(long.status).toBe(400);
      expect((long.data as { error: string }).error).toBe("Der Meta-Titel darf höchstens 70 Zeichen lang sein.");
      // 61–70 is allowed: the counter warns, the server accepts.
      expect((await save({ ...base, status: "published", metaTitle: "x".repeat(65) })).status).toBe(302);

      const description = await save({ ...base, title: "B", status: "published", metaDescription: "y".repeat(161) });
      expect((description.data as { error: string }).error).toBe("Die Meta-Beschreibung darf höchstens 160 Zeichen lang sein.");

      const image = await save({ ...base, title: "C", status: "published", socialImage: "javascript:alert(1)" });
      expect((image.data as { error: string }).error).toMatch(/Social-Media-Bild/);
    });

    it("links a translation both ways and refuses one in the same language", async () => {
      await createPost(db(), { ...input, slug: "skid-trails", title: "Planning skid trails", lang: "en" }, { id: "post-en" });
      await createPost(db(), { ...input, slug: "andere", title: "Anderer Beitrag" }, { id: "post-de" });
      const res = await save({ ...base, status: "published", translationId: "post-en" });
      const id = /post-\d+/.exec(res.location!)![0];
      expect((await getPostById(db(), id))?.translationId).toBe("post-en");
      expect((await getPostById(db(), "post-en"))?.translationId).toBe(id);

      const same = await save({ ...base, title: "Noch einer", status: "published", translationId: "post-de" });
      expect(same.status).toBe(400);
      expect((same.data as { error: string }).error).toBe("Die Übersetzung muss ein vorhandener Beitrag in der anderen Sprache sein.");
    });
  });

  describe("autosave", () => {
    it("creates a new post as a draft, then saves on top of the revision it answered", async () => {
      const first = await autosave({ id: null, values: { ...base, status: "published" } });
      expect(first.status).toBe(200);
      const created = first.data as { ok: true; id: string; revision: number; created: boolean; savedAt: string };
      expect(created).toMatchObject({ ok: true, revision: 1, created: true });
      // Whatever the form's status radio says, an autosave never publishes.
      expect(await getPostById(db(), created.id)).toMatchObject({ status: "draft", title: base.title });
      expect(await listPublishedPosts(db())).toHaveLength(0);

      const second = await autosave({ id: created.id, values: { ...base, content: "Mehr Text", revision: "1" } });
      expect(second.data).toMatchObject({ ok: true, revision: 2, created: false });
      expect((await getPostById(db(), created.id))?.content).toBe("Mehr Text");
      const kinds = (await listRevisions(db(), created.id)).map((r) => r.kind);
      expect(kinds[0]).toBe("autosave");
    });

    it("refuses a stale revision, a post that is not a draft, a missing title and a foreign origin", async () => {
      const draft = await createPost(db(), { ...input, status: "draft" }, { id: "post-draft" });
      await updatePost(db(), draft.id, { ...input, status: "draft", content: "Anderswo gespeichert" }, draft.revision);
      const stale = await autosave({ id: draft.id, values: { ...base, slug: "rueckegassen", revision: String(draft.revision) } });
      expect(stale.status).toBe(409);
      expect(stale.data).toMatchObject({ ok: false, reason: "stale" });
      expect((await getPostById(db(), draft.id))?.content).toBe("Anderswo gespeichert");

      const published = await createPost(db(), { ...input, slug: "live", status: "published" }, { id: "post-live" });
      const refused = await autosave({ id: published.id, values: { ...base, slug: "live", revision: "1" } });
      expect(refused.status).toBe(409);
      expect(refused.data).toMatchObject({
        ok: false,
        reason: "not-draft",
        error: "Automatisch gespeichert werden nur Entwürfe. Bitte speichern Sie von Hand.",
      });
      expect((await getPostById(db(), published.id))?.revision).toBe(1);

      const untitled = await autosave({ id: null, values: { ...base, title: "" } });
      expect(untitled.status).toBe(400);

      const foreign = await autosave({ id: null, values: base }, { origin: "https://evil.example" });
      expect(foreign.status).toBe(403);
      expect(await listPublishedPosts(db())).toHaveLength(1);
    });

    it("refuses a body over the limit with 413 and malformed JSON with 400", async () => {
      const huge = await autosave({ id: null, values: { ...base, content: "x".repeat(editor.MAX_EDITOR_BYTES + 10) } });
      expect(huge.status).toBe(413);
      const malformed = await outcome(
        editor.handleAutosave(post("/blog/admin/autosave", "{not json", { type: "application/json" }), "de", { db: db() }),
      );
      expect(malformed.status).toBe(400);
    });
  });

  describe("revisions: diff and restore", () => {
    it("shows a revision's differences and restores it as a new revision", async () => {
      const created = await createPost(db(), { ...input, content: "Zeile eins\nZeile zwei\nZeile drei" }, { id: "post-r" });
      await updatePost(db(), "post-r", { ...input, title: "Neuer Titel", content: "Zeile eins\nZeile 2\nZeile drei" }, created.revision);

      const diff = await outcome(editor.loadRevisionDiff(get("/blog/admin/edit/post-r/diff/1"), "post-r", "1", "de", { db: db() }));
      expect(diff.status).toBe(200);
      const fields = (diff.data as { fields: { field: string; parts: { kind: string; lines?: string[] }[] }[] }).fields;
      expect(fields.map((f) => f.field)).toEqual(["title", "content"]);
      expect(fields[1]!.parts).toEqual([
        { kind: "same", lines: ["Zeile eins"] },
        { kind: "removed", lines: ["Zeile zwei"] },
        { kind: "added", lines: ["Zeile 2"] },
        { kind: "same", lines: ["Zeile drei"] },
      ]);

      const restore = (revision: string) =>
        outcome(editor.handleRestore(post("/blog/admin/edit/post-r/restore", form({ restore: "1", revision })), "post-r", { db: db() }));
      const stale = await restore("1");
      expect(stale.location).toBe("/blog/admin/edit/post-r?restoreFailed=stale");
      expect((await getPostById(db(), "post-r"))?.title).toBe("Neuer Titel");

      const done = await restore("2");
      expect(done.status).toBe(302);
      expect(done.location).toBe("/blog/admin/edit/post-r?restored=1&rev=3");
      expect(await getPostById(db(), "post-r")).toMatchObject({
        title: input.title,
        content: "Zeile eins\nZeile zwei\nZeile drei",
        revision: 3,
      });
      const history = await listRevisions(db(), "post-r");
      expect(history[0]).toMatchObject({ revision: 3, kind: "restore", actor: "Test owner" });

      const missing = await outcome(
        editor.handleRestore(post("/blog/admin/edit/post-r/restore", form({ restore: "9", revision: "3", from: "visual" })), "post-r", {
          db: db(),
        }),
      );
      expect(missing.location).toBe("/blog/visual-editor/post-r?restoreFailed=missing");
    });
  });

  describe("preview link", () => {
    it("creates a link on the post's language site that opens the draft, and revokes it", async () => {
      await createPost(db(), { ...input, status: "draft" }, { id: "post-p" });
      const link = (intent: string) =>
        outcome(editor.handlePreviewLink(post("/blog/admin/edit/post-p/preview-link", form({ intent })), "post-p", "de", { db: db() }));
      const created = await link("create");
      const url = (created.data as { url: string }).url;
      expect(url).toMatch(/^https?:\/\/[^/]+\/blog\/vorschau\/[A-Za-z0-9_-]{43}$/);
      const token = url.split("/").pop()!;
      expect((await getPostByPreviewToken(db(), token))?.id).toBe("post-p");
      const loaded = await outcome(admin.loadEditor(get("/blog/admin/edit/post-p"), "post-p", "de", { db: db() }));
      expect(loaded.data).toMatchObject({ extras: { previewActive: true } });

      expect((await link("revoke")).data).toMatchObject({ ok: true, active: false, url: null });
      expect(await getPostByPreviewToken(db(), token)).toBeUndefined();
      expect((await link("anything")).status).toBe(400);
    });
  });

  describe("external images", () => {
    let server: Server;
    let origin = "";
    let imagesDir = "";
    beforeAll(async () => {
      const png = await sharp({ create: { width: 900, height: 500, channels: 3, background: "#2d5a3d" } })
        .png()
        .toBuffer();
      server = createServer((req, res) => {
        if (req.url === "/wald.png") return void res.writeHead(200, { "content-type": "image/png" }).end(png);
        res.writeHead(404).end();
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      imagesDir = mkdtempSync(join(tmpdir(), "editor-remote-"));
      // The local test server is a loopback address: allowed only by the test switch (never in production).
      process.env.BLOG_IMAGE_FETCH_ALLOW_PRIVATE = "1";
    });
    afterAll(async () => {
      delete process.env.BLOG_IMAGE_FETCH_ALLOW_PRIVATE;
      rmSync(imagesDir, { recursive: true, force: true });
      await new Promise<void>((resolve) => server.close(() => resolve()));
    });
    const saveWith = (fields: Record<string, string>) =>
      outcome(
        admin.handleSavePost(post("/blog/admin/new", form({ ...base, slug: "extern", status: "published", ...fields })), "de", {
          db: db(),
          id: null,
          redirectTo: (postId) => `/blog/admin/edit/${postId}`,
          imagesDir,
        }),
      );

    it("an external image in the text and as cover is stored as an upload on save, so the page asks no other host", async () => {
      const res = await saveWith({
        content: `Vorher.\n\n![Wald](${origin}/wald.png)\n\n[Quelle](${origin}/seite)`,
        coverImage: `${origin}/wald.png`,
      });
      expect(res.status).toBe(302);
      const saved = (await listPublishedPosts(db())).find((p) => p.slug === "extern")!;
      const local = /!\[Wald\]\((\/blog\/images\/[^)]+)\)/.exec(saved.content as string)?.[1];
      expect(local, saved.content as string).toBeDefined();
      expect(saved.coverImage).toBe(local);
      // The link to the other host is a link, not an image: it stays.
      expect(saved.content).toContain(`[Quelle](${origin}/seite)`);
      expect(saved.content).not.toContain(`${origin}/wald.png`);
      expect(readdirSync(imagesDir, { recursive: true }).join(" ")).toMatch(/\.webp/);
    });

    it("an image that cannot be fetched refuses the save with its address, keeps the text, and stores nothing", async () => {
      const content = `![Fehlt](${origin}/fehlt.png)`;
      const res = await saveWith({ content });
      expect(res.status).toBe(400);
      expect(res.data).toMatchObject({ ok: false, values: { content } });
      expect((res.data as { error: string }).error).toContain(`${origin}/fehlt.png`);
      expect(await listPublishedPosts(db())).toHaveLength(0);
    });
  });
});
