import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { coverSrcSet } from "~/features/blog/cover-sources";

// The admin cookie is signed with SESSION_SECRET; set before the cookie is first created.
process.env.SESSION_SECRET ??= "integration-test-secret-for-blog-admin";

const { createPost, getPostById, listPosts } = await import("~/features/blog/index.server");
const admin = { ...(await import("~/admin/posts/posts.server")), ...(await import("~/admin/editor/editor-screen.server")) };
const { handleLogin, handleLogout, loginAttempts } = await import("~/features/accounts/login.server");
const { handleUpload } = await import("~/features/media/upload.server");
const { adminCookie } = await import("~/lib/auth/admin.server");
const { setOwnerPassword } = await import("./support/accounts");
const { findSession } = await import("~/lib/auth/session.server");
const { sessionFor } = await import("./support/accounts");
const { describeBackends, useDatabase } = await import("./support/backends");

const SITE = "http://localhost:4360";
const PASSWORD = "correct horse battery staple";
const EVIL = "https://evil.example";

/** What a handler answered or threw: status, body data, headers. */
interface Outcome {
  status: number;
  thrown: boolean;
  data?: unknown;
  location?: string | null;
  headers?: Headers;
  response?: Response;
}

async function outcome(promise: Promise<unknown>): Promise<Outcome> {
  const read = (value: unknown, thrown: boolean): Outcome => {
    if (value instanceof Response) {
      return { status: value.status, thrown, location: value.headers.get("location"), headers: value.headers, response: value };
    }
    const v = value as { data?: unknown; init?: ResponseInit | null };
    return { status: v.init?.status ?? 200, thrown, data: v.data, headers: new Headers(v.init?.headers) };
  };
  try {
    return read(await promise, false);
  } catch (error) {
    if (error instanceof Response || (typeof error === "object" && error !== null && "init" in error)) return read(error, true);
    throw error;
  }
}

interface RequestOptions {
  method?: string;
  origin?: string | null;
  cookie?: string;
  body?: BodyInit;
  headers?: Record<string, string>;
  path?: string;
}

function request({ method = "POST", origin = SITE, cookie, body, headers = {}, path = "/blog/admin" }: RequestOptions = {}) {
  const h = new Headers(headers);
  if (origin) h.set("origin", origin);
  if (cookie) h.set("cookie", cookie);
  return new Request(`${SITE}${path}`, { method, headers: h, body: method === "GET" ? undefined : body });
}

function form(fields: Record<string, string | string[]>): FormData {
  const f = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) f.append(key, v);
  }
  return f;
}

const validPost = {
  title: "Digitale Arbeitsaufträge im Forst",
  slug: "",
  author: "Anna Förster",
  tags: ["Digitalisierung", "Forstbetrieb"],
  summary: "Wie Aufträge ohne Papier in den Wald kommen.",
  content: "## Ablauf\n\n| Schritt | Wer |\n|---|---|\n| Planen | Büro |\n",
  coverImage: "",
  lang: "de",
  revision: "",
  date: "",
  excerpt: "",
};

describeBackends("blog admin", (backend) => {
  const suite = useDatabase(backend);
  const db = () => suite.app().db;
  let cookie = "";
  let imagesDir = "";

  beforeAll(async () => {
    await setOwnerPassword(db(), PASSWORD);
    imagesDir = mkdtempSync(join(tmpdir(), "blog-images-"));
  });
  afterAll(() => rmSync(imagesDir, { recursive: true, force: true }));

  beforeEach(async () => {
    await db().deleteFrom("blog_posts").execute();
    await db().deleteFrom("rate_limits").execute();
    const { token } = await sessionFor(db());
    cookie = (await adminCookie().serialize(token)).split(";")[0]!;
  });

  const login = (password: string, clientAddress: string, now?: Date) =>
    outcome(
      handleLogin(request({ path: "/blog/login", body: form({ username: "admin", password }) }), "de", {
        db: db(),
        clientAddress,
        now: now ? () => now : undefined,
      }),
    );

  describe("login", () => {
    it("a wrong password answers 401 'Ungültiges Passwort'; the right one signs in and goes to /blog/admin", async () => {
      const wrong = await login("falsches Passwort", "198.51.100.1");
      expect(wrong.status).toBe(401);
      expect(wrong.data).toMatchObject({ error: "Ungültiges Passwort oder unbekannte E-Mail-Adresse" });
      expect(wrong.headers?.get("set-cookie")).toBeNull();

      const right = await login(PASSWORD, "198.51.100.1");
      expect(right.status).toBe(302);
      expect(right.location).toBe("/blog/admin");
      const setCookie = right.headers?.get("set-cookie") ?? "";
      expect(setCookie).toMatch(/^fc_admin=/);
      expect(setCookie).toMatch(/HttpOnly/i);
      expect(setCookie).toMatch(/SameSite=Lax/i);
      const token = (await adminCookie().parse(setCookie.split(";")[0]!)) as string;
      expect(await findSession(db(), token)).not.toBeNull();
    });

    it("after 10 failures within 15 minutes refuses further attempts with 429, even the right password; other addresses are unaffected", async () => {
      const now = new Date();
      for (let i = 0; i < 10; i++) {
        expect((await login(`wrong-${i}`, "198.51.100.7", now)).status).toBe(401);
      }
      const refused = await login(PASSWORD, "198.51.100.7", now);
      expect(refused.status).toBe(429);
      expect(refused.data).toMatchObject({
        error: "Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in 15 Minuten erneut.",
      });
      expect(refused.headers?.get("set-cookie")).toBeNull();
      // Stored in the database, as a hash: another instance sees the same count.
      expect(await loginAttempts(db(), "198.51.100.7", now)).toBeGreaterThanOrEqual(10);
      const rows = await db().selectFrom("rate_limits").selectAll().execute();
      expect(JSON.stringify(rows)).not.toContain("198.51.100.7");

      expect((await login(PASSWORD, "198.51.100.8", now)).status).toBe(302);
      // 15 minutes later the failures no longer count.
      const later = new Date(now.getTime() + 15 * 60 * 1000 + 1000);
      expect((await login(PASSWORD, "198.51.100.7", later)).status).toBe(302);
    });

    it("a successful login clears the address's failures", async () => {
      for (let i = 0; i < 9; i++) await login("wrong", "198.51.100.9");
      expect(await loginAttempts(db(), "198.51.100.9")).toBe(9);
      expect((await login(PASSWORD, "198.51.100.9")).status).toBe(302);
      expect(await loginAttempts(db(), "198.51.100.9")).toBe(0);
      // So ten more mistakes are possible again before the lock.
      for (let i = 0; i < 10; i++) expect((await login("wrong", "198.51.100.9")).status).toBe(401);
      expect((await login("wrong", "198.51.100.9")).status).toBe(429);
    });

    it("refuses a login POST from another site with 403 before anything is counted", async () => {
      const res = await outcome(
        handleLogin(request({ path: "/blog/login", origin: EVIL, body: form({ password: PASSWORD }) }), "de", {
          db: db(),
          clientAddress: "198.51.100.10",
        }),
      );
      expect(res.status).toBe(403);
      expect(await db().selectFrom("rate_limits").selectAll().execute()).toHaveLength(0);
    });

    it("logout deletes the server session and clears the cookie", async () => {
      const res = await outcome(handleLogout(request({ path: "/blog/admin/logout", cookie, body: form({}) }), { db: db() }));
      expect(res.status).toBe(302);
      expect(res.location).toBe("/blog/login");
      expect(res.headers?.get("set-cookie")).toMatch(/^fc_admin=;.*Max-Age=0/i);
      const token = (await adminCookie().parse(cookie)) as string;
      expect(await findSession(db(), token)).toBeNull();
      // The old cookie no longer opens the admin.
      const after = await outcome(admin.loadAdminList(request({ method: "GET", cookie }), { db: db() }));
      expect(after).toMatchObject({ status: 302, location: "/blog/login", thrown: true });
    });
  });

  describe("every admin loader and action checks the session and the origin", () => {
    const calls = (c: string | undefined, origin: string | null) => {
      const options = { db: db() };
      return {
        list: () => admin.loadAdminList(request({ method: "GET", cookie: c, origin: null }), options),
        editor: () => admin.loadEditor(request({ method: "GET", cookie: c, origin: null }), "new", "de", options),
        exportIndex: () => admin.handleExport(request({ method: "GET", cookie: c, origin: null }), "index.json", options),
        delete: () =>
          admin.handleAdminAction(request({ cookie: c, origin, body: form({ intent: "delete", id: "post-1" }) }), "de", options),
        import: () => admin.handleAdminAction(request({ cookie: c, origin, body: form({ intent: "import" }) }), "de", options),
        save: () =>
          admin.handleSavePost(request({ cookie: c, origin, body: form(validPost) }), "de", {
            ...options,
            id: null,
            redirectTo: (id) => `/x/${id}`,
          }),
        preview: () =>
          admin.handlePreview(
            request({ cookie: c, origin, body: JSON.stringify({ content: "# Hi" }), headers: { "content-type": "application/json" } }),
            "de",
            options,
          ),
        upload: () => handleUpload(request({ cookie: c, origin, body: form({}) }), "de", { ...options, imagesDir }),
      };
    };

    it("without a session each one redirects (replace) to /blog/login", async () => {
      for (const [name, call] of Object.entries(calls(undefined, SITE))) {
        const res = await outcome(call());
        expect(res, name).toMatchObject({ status: 302, location: "/blog/login", thrown: true });
        expect(res.headers?.get("x-remix-replace"), name).toBe("true");
      }
      expect(await listPosts(db())).toHaveLength(0);
    });

    it("with a session but from a foreign origin each mutation answers 403 and changes nothing", async () => {
      await createPost(db(), { ...validPost, slug: "vorhanden", tags: [], lang: "de" }, { id: "post-1" });
      const all = calls(cookie, EVIL);
      for (const name of ["delete", "import", "save", "preview", "upload"] as const) {
        const res = await outcome(all[name]());
        expect(res.status, name).toBe(403);
      }
      // Sec-Fetch-Site without Origin is judged the same way.
      const res = await outcome(
        admin.handleAdminAction(
          request({ cookie, origin: null, headers: { "sec-fetch-site": "cross-site" }, body: form({ intent: "delete", id: "post-1" }) }),
          "de",
          { db: db() },
        ),
      );
      expect(res.status).toBe(403);
      expect(await getPostById(db(), "post-1")).toBeDefined();
    });
  });

  describe("editor action", () => {
    const save = (fields: Record<string, string | string[]>, id: string | null = null, now?: Date) =>
      outcome(
        admin.handleSavePost(request({ cookie, body: form(fields) }), "de", {
          db: db(),
          id,
          redirectTo: (postId) => `/blog/admin/edit/${postId}`,
          now: now ? () => now : undefined,
        }),
      );

    it("creates a post with id 'post-' + timestamp, slug from the title, and redirects with ?saved=1", async () => {
      const now = new Date("2026-11-21T09:30:00.000Z");
      const res = await save(validPost, null, now);
      expect(res.status).toBe(302);
      expect(res.location).toBe(`/blog/admin/edit/post-${now.getTime()}?saved=1`);
      const post = await getPostById(db(), `post-${now.getTime()}`);
      expect(post).toMatchObject({
        title: "Digitale Arbeitsaufträge im Forst",
        slug: "digitale-arbeitsauftraege-im-forst",
        author: "Anna Förster",
        tags: ["Digitalisierung", "Forstbetrieb"],
        revision: 1,
        lang: "de",
      });
      expect(post?.content).toContain("| Planen | Büro |");
    });

    it("a missing required field answers 400 'Bitte füllen Sie alle Pflichtfelder aus', saves nothing and returns every typed value", async () => {
      for (const field of ["title", "author", "summary", "content"] as const) {
        const fields = { ...validPost, [field]: "   " };
        const res = await save(fields);
        expect(res.status, field).toBe(400);
        expect(res.data, field).toMatchObject({ ok: false, error: "Bitte füllen Sie alle Pflichtfelder aus" });
        const values = (res.data as { values: Record<string, unknown> }).values;
        expect(values.tags).toEqual(validPost.tags);
        expect(values.content).toBe(fields.content);
        expect(values.title).toBe(fields.title);
      }
      expect(await listPosts(db())).toHaveLength(0);
    });

    it("refuses a slug another post uses, keeping the input", async () => {
      await createPost(db(), { ...validPost, slug: "belegt", tags: [], lang: "de" }, { id: "post-1" });
      const res = await save({ ...validPost, title: "Anderer Titel", slug: "belegt" });
      expect(res.status).toBe(409);
      expect(res.data).toMatchObject({ ok: false, error: "Dieser Slug wird bereits von einem anderen Beitrag verwendet." });
      expect((res.data as { values: { title: string } }).values.title).toBe("Anderer Titel");
      expect(await listPosts(db())).toHaveLength(1);
    });

    it("refuses a stale edit: the second editor's text is returned, the first editor's save stays", async () => {
      const created = await createPost(db(), { ...validPost, slug: "stale", tags: [], lang: "de" }, { id: "post-stale" });
      const base = { ...validPost, slug: "stale", revision: String(created.revision), date: created.date };

      const first = await save({ ...base, content: "Fassung von Redakteurin A" }, "post-stale");
      expect(first.status).toBe(302);
      expect(first.location).toBe("/blog/admin/edit/post-stale?saved=1");

      const second = await save({ ...base, content: "Fassung von Redakteur B" }, "post-stale");
      expect(second.status).toBe(409);
      expect((second.data as { error: string }).error).toMatch(/inzwischen von jemand anderem gespeichert/);
      expect((second.data as { values: { content: string } }).values.content).toBe("Fassung von Redakteur B");

      const stored = await getPostById(db(), "post-stale");
      expect(stored?.content).toBe("Fassung von Redakteurin A");
      expect(stored?.revision).toBe(2);
      expect(stored?.date).toBe(created.date);
    });

    it("loads an unknown id as 404 'Blog-Beitrag konnte nicht geladen werden'", async () => {
      const res = await outcome(admin.loadEditor(request({ method: "GET", cookie }), "post-missing", "de", { db: db() }));
      expect(res.status).toBe(404);
      expect(res.data).toMatchObject({ state: "error", error: "Blog-Beitrag konnte nicht geladen werden" });
    });
  });

  describe("list actions, import and export", () => {
    const post = (id: string, slug: string, title = `Beitrag ${id}`) => ({
      id,
      slug,
      title,
      date: "2026-03-01T08:00:00.000Z",
      author: "Redaktion",
      summary: "Kurz.",
      tags: ["Wald"],
      content: "Text",
    });
    const importFiles = (files: { name: string; text: string }[]) => {
      const f = new FormData();
      f.set("intent", "import");
      for (const file of files) f.append("files", new File([file.text], file.name, { type: "application/json" }));
      return outcome(admin.handleAdminAction(request({ cookie, body: f }), "de", { db: db() }));
    };

    it("imports an index with its post files and reports created, updated and refused", async () => {
      await createPost(db(), { ...validPost, slug: "alt", tags: [], lang: "de" }, { id: "post-2" });
      const index = { posts: [post("post-1", "eins"), post("post-2", "zwei"), post("post-3", "drei")] };
      const res = await importFiles([
        { name: "index.json", text: JSON.stringify(index) },
        { name: "post-1.json", text: JSON.stringify(post("post-1", "eins")) },
        { name: "post-2.json", text: JSON.stringify(post("post-2", "zwei", "Aktualisiert")) },
        { name: "kaputt.json", text: "{ nicht json" },
      ]);
      expect(res.status).toBe(200);
      const report = (res.data as { report: { created: string[]; updated: string[]; refused: { name: string; reason: string }[] } }).report;
      expect(report.created).toEqual(["post-1"]);
      expect(report.updated).toEqual(["post-2"]);
      expect(report.refused.map((r) => r.name).sort()).toEqual(["kaputt.json", "post-3.json"]);
      expect(report.refused.every((r) => r.reason.length > 0)).toBe(true);
      expect((await getPostById(db(), "post-2"))?.title).toBe("Aktualisiert");
    });

    it("imports a single {id}.json", async () => {
      const res = await importFiles([{ name: "post-77.json", text: JSON.stringify(post("post-77", "sieben")) }]);
      expect((res.data as { report: { created: string[] } }).report.created).toEqual(["post-77"]);
      expect((await getPostById(db(), "post-77"))?.slug).toBe("sieben");
    });

    it("an import without files is refused with a message", async () => {
      const res = await importFiles([]);
      expect(res.status).toBe(400);
      expect(res.data).toMatchObject({ intent: "import", error: "Bitte wählen Sie mindestens eine JSON-Datei aus." });
    });

    it("deletes a post (after the page's confirmation) and redirects with its title", async () => {
      await createPost(db(), { ...validPost, slug: "weg", tags: [], lang: "de" }, { id: "post-del" });
      const res = await outcome(
        admin.handleAdminAction(request({ cookie, body: form({ intent: "delete", id: "post-del" }) }), "de", { db: db() }),
      );
      expect(res.status).toBe(302);
      expect(res.location).toBe(`/blog/admin?deleted=${encodeURIComponent(validPost.title)}`);
      expect(await getPostById(db(), "post-del")).toBeUndefined();
      const again = await outcome(
        admin.handleAdminAction(request({ cookie, body: form({ intent: "delete", id: "post-del" }) }), "de", { db: db() }),
      );
      expect(again.status).toBe(404);
    });

    it("exports index.json and {id}.json as downloads in the old shapes", async () => {
      await createPost(db(), { ...validPost, slug: "export", lang: "de" }, { id: "post-exp" });
      const index = await outcome(admin.handleExport(request({ method: "GET", cookie }), "index.json", { db: db() }));
      expect(index.status).toBe(200);
      expect(index.headers?.get("content-disposition")).toBe('attachment; filename="index.json"');
      expect(index.headers?.get("cache-control")).toBe("no-store");
      const body = (await index.response!.json()) as { posts: { id: string; slug: string }[] };
      expect(body.posts).toEqual([expect.objectContaining({ id: "post-exp", slug: "export", tags: validPost.tags })]);

      const one = await outcome(admin.handleExport(request({ method: "GET", cookie }), "post-exp.json", { db: db() }));
      expect(one.headers?.get("content-disposition")).toBe('attachment; filename="post-exp.json"');
      expect(await one.response!.json()).toMatchObject({ id: "post-exp", content: expect.stringContaining("| Schritt |") as unknown });

      const missing = await outcome(admin.handleExport(request({ method: "GET", cookie }), "post-none.json", { db: db() }));
      expect(missing.status).toBe(404);
    });
  });

  describe("image upload", () => {
    const header = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    // A real photo-sized PNG (2000 × 1125), drawn by sharp.
    let png: Uint8Array<ArrayBuffer>;
    beforeAll(async () => {
      png = new Uint8Array(
        await sharp({ create: { width: 2000, height: 1125, channels: 3, background: { r: 34, g: 85, b: 58 } } })
          .png()
          .toBuffer(),
      );
    });
    const upload = (file: File) => {
      const f = new FormData();
      f.set("file", file);
      return outcome(
        handleUpload(request({ path: "/blog/admin/upload", cookie, body: f }), "de", {
          db: db(),
          imagesDir,
          now: () => new Date("2026-04-02T00:00:00Z"),
        }),
      );
    };

    it("stores a PNG under <yyyy>/<random>.png, answers its /blog/images URL and keeps WebP copies 480-1600 px wide", async () => {
      const res = await upload(new File([png], "foto.txt", { type: "text/plain" }));
      expect(res.status).toBe(201);
      const { url } = (await res.response!.json()) as { url: string };
      expect(url).toMatch(/^\/blog\/images\/2026\/[0-9a-f]{24}\.png$/);
      const stored = join(imagesDir, url.slice("/blog/images/".length));
      expect(existsSync(stored)).toBe(true);
      // Re-encoded without metadata (tests/integration/blog-uploads.test.ts), same format and size.
      expect(await sharp(readFileSync(stored)).metadata()).toMatchObject({ format: "png", width: 2000, height: 1125 });
      // Every address the cover's srcset names exists, at its width.
      const srcset = coverSrcSet(url)!;
      const candidates = srcset.split(", ").map((c) => c.split(" ") as [string, string]);
      expect(candidates.map(([, w]) => w)).toEqual(["480w", "800w", "1200w", "1600w"]);
      for (const [path, w] of candidates) {
        const meta = await sharp(readFileSync(join(imagesDir, path.slice("/blog/images/".length)))).metadata();
        expect(meta.format).toBe("webp");
        expect(`${meta.width}w`).toBe(w);
        expect(meta.height).toBe(Math.round((Number.parseInt(w) * 1125) / 2000));
      }
    });

    it("refuses a file that only starts like a PNG (415) and keeps nothing of it", async () => {
      const before = existsSync(join(imagesDir, "2026")) ? readdirSync(join(imagesDir, "2026")).length : 0;
      const res = await upload(new File([header], "kaputt.png", { type: "image/png" }));
      expect(res.status).toBe(415);
      expect(await res.response!.json()).toEqual({ error: "Nur PNG, JPEG, WebP, AVIF oder GIF sind erlaubt." });
      const after = existsSync(join(imagesDir, "2026")) ? readdirSync(join(imagesDir, "2026")).length : 0;
      expect(after).toBe(before);
    });

    it("refuses an SVG sent as image/png (415) and a file over 5 MB (413)", async () => {
      const svg = await upload(new File(['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'], "x.png", { type: "image/png" }));
      expect(svg.status).toBe(415);
      expect(await svg.response!.json()).toEqual({ error: "Nur PNG, JPEG, WebP, AVIF oder GIF sind erlaubt." });
      const big = new Uint8Array(5 * 1024 * 1024 + 1);
      big.set(header);
      const large = await upload(new File([big], "gross.png", { type: "image/png" }));
      expect(large.status).toBe(413);
    });
  });
});
