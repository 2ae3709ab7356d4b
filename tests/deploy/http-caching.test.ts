// Which answers a CDN or reverse proxy may keep, route by route, on the production server: public
// pages and resources carry the page policy, Vary: Host, Accept-Encoding and an ETag (and answer
// 304 to it); everything personal, session-dependent or different on every request is no-store.
import { existsSync } from "node:fs";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { DEFAULT_PAGE_CACHE_CONTROL } from "~/lib/http-cache.server";
import { describeBackends } from "../integration/support/backends";
import {
  freePort,
  request,
  ROOT,
  runServer,
  serverEnv,
  waitUntilHealthy,
  type Answer,
  type ServerRun,
} from "../../scripts/test/server-process";

if (!existsSync(join(ROOT, "build/server/index.js"))) throw new Error("No production build: run `npx react-router build` first.");

const PASSWORD = "http-caching-admin-password";
const CUSTOM_POLICY = "public, max-age=0, s-maxage=30";

type Expect = "public" | "no-store";
interface Row {
  name: string;
  path: string | (() => string);
  expect: Expect;
  method?: string;
  en?: boolean;
  admin?: boolean;
  body?: string;
  headers?: Record<string, string>;
}

describeBackends("HTTP caching", (backend) => {
  let server: ServerRun;
  let port = 0;
  let dataDir = "";
  let teardown: () => Promise<void> = () => Promise.resolve();
  let cookie = "";
  let slug = "";
  let slugEn = "";
  let postId = "";
  // The PostgreSQL run also proves that PAGE_CACHE_CONTROL is honoured.
  const policy = backend.name === "postgres" ? CUSTOM_POLICY : DEFAULT_PAGE_CACHE_CONTROL;

  const site = () => `http://localhost:${port}`;
  const ask = (row: Row): Promise<Answer> => {
    const path = typeof row.path === "function" ? row.path() : row.path;
    const headers: Record<string, string> = { "accept-encoding": "br, gzip", ...row.headers };
    if (row.admin) headers.cookie = cookie;
    if (row.method && row.method !== "GET") headers.origin = site();
    return request(port, path, {
      method: row.method,
      host: row.en ? `en.localhost:${port}` : `localhost:${port}`,
      headers,
      body: row.body,
    });
  };

  beforeAll(async () => {
    const db = await backend.setup();
    teardown = () => db.teardown();
    dataDir = mkdtempSync(join(tmpdir(), "forestcrew-caching-"));
    port = await freePort();
    server = runServer(
      ["server.js"],
      serverEnv({
        PORT: String(port),
        HOST: "127.0.0.1",
        DATABASE_URL: db.url,
        DATA_DIR: dataDir,
        ADMIN_PASSWORD: PASSWORD,
        SESSION_SECRET: "http-caching-test-secret",
        ...(backend.name === "postgres" ? { PAGE_CACHE_CONTROL: CUSTOM_POLICY } : {}),
      }),
    );
    await waitUntilHealthy(server, port, 60_000);
    const login = await request(port, "/blog/login", {
      method: "POST",
      headers: { origin: site(), "content-type": "application/x-www-form-urlencoded" },
      body: `password=${encodeURIComponent(PASSWORD)}`,
    });
    expect(login.status).toBe(302);
    cookie = String(login.headers["set-cookie"]?.[0] ?? "").split(";")[0] ?? "";
    expect(cookie).not.toBe("");
    const index = JSON.parse((await request(port, "/blog/index.json")).body) as { posts: { slug: string; id: string }[] };
    slug = index.posts[0]?.slug ?? "";
    postId = index.posts[0]?.id ?? "";
    expect(slug).not.toBe("");
    // Each post lives on its own language's site (ADR 0018): the English site lists its own.
    const indexEn = JSON.parse((await request(port, "/blog/index.json", { host: `en.localhost:${port}` })).body) as {
      posts: { slug: string }[];
    };
    slugEn = indexEn.posts[0]?.slug ?? "";
    expect(slugEn).not.toBe("");
  });

  afterAll(async () => {
    await server?.stop();
    await teardown();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const rows: Row[] = [
    // Public: the same for every visitor of a host.
    { name: "home, German", path: "/", expect: "public" },
    { name: "home, English", path: "/", en: true, expect: "public" },
    { name: "a product page", path: "/forestcrew", expect: "public" },
    { name: "a legal page, English", path: "/impressum", en: true, expect: "public" },
    { name: "the blog", path: "/blog", expect: "public" },
    { name: "a blog article", path: () => `/blog/${slug}`, expect: "public" },
    { name: "a blog article, English", path: () => `/blog/${slugEn}`, en: true, expect: "public" },
    { name: "the feed", path: "/blog/feed.xml", expect: "public" },
    { name: "the sitemap", path: "/sitemap.xml", expect: "public" },
    { name: "robots.txt", path: "/robots.txt", expect: "public" },
    { name: "the blog index (JSON)", path: "/blog/index.json", expect: "public" },
    { name: "a post (JSON)", path: () => `/blog/content/${slug}.json`, expect: "public" },
    // Forms with a signed render time: a shared copy would give every visitor the same time.
    { name: "contact (signed form render time)", path: "/contact", expect: "no-store" },
    { name: "career (signed form render time)", path: "/career", en: true, expect: "no-store" },
    { name: "contact data for client navigation", path: "/contact.data", expect: "no-store" },
    // Session-dependent and personal.
    { name: "login page", path: "/blog/login", expect: "no-store" },
    {
      name: "login post (sets a cookie)",
      path: "/blog/login",
      method: "POST",
      body: "password=wrong",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      expect: "no-store",
    },
    { name: "admin without a session (redirect)", path: "/blog/admin", expect: "no-store" },
    { name: "admin overview", path: "/blog/admin", admin: true, expect: "no-store" },
    { name: "admin new post", path: "/blog/admin/new", admin: true, expect: "no-store" },
    { name: "admin edit", path: () => `/blog/admin/edit/${postId}`, admin: true, expect: "no-store" },
    { name: "admin inbox", path: "/blog/admin/anfragen", admin: true, expect: "no-store" },
    { name: "admin inbox CSV", path: "/blog/admin/anfragen/export.csv", admin: true, expect: "no-store" },
    { name: "admin consent log", path: "/blog/admin/einwilligungen", admin: true, expect: "no-store" },
    { name: "admin chat overview", path: "/blog/admin/chat?days=7", admin: true, expect: "no-store" },
    {
      name: "admin chat transcript (none)",
      path: "/blog/admin/chat/00000000-0000-4000-8000-000000000000",
      admin: true,
      expect: "no-store",
    },
    { name: "admin export", path: "/blog/admin/export/index.json", admin: true, expect: "no-store" },
    { name: "admin data for client navigation", path: "/blog/admin.data", admin: true, expect: "no-store" },
    { name: "visual editor", path: () => `/blog/visual-editor/${postId}`, admin: true, expect: "no-store" },
    // API.
    { name: "chat API (GET)", path: "/api/forestchat", expect: "no-store" },
    {
      name: "chat API (POST, a session)",
      path: "/api/forestchat",
      method: "POST",
      body: JSON.stringify({ messages: [{ role: "user", content: "Was kostet ForestCrew?" }] }),
      headers: { "content-type": "application/json" },
      expect: "no-store",
    },
    { name: "chat history API", path: "/api/forestchat/history", expect: "no-store" },
    { name: "consent API", path: "/api/consent", expect: "no-store" },
    // Errors and health: never kept.
    { name: "an unknown page (404)", path: "/gibt-es-nicht", expect: "no-store" },
    { name: "an unknown post (JSON 404)", path: "/blog/content/gibt-es-nicht.json", expect: "no-store" },
    { name: "health", path: "/healthz", expect: "no-store" },
  ];

  it.each(rows)("$name: $expect", async (row) => {
    const answer = await ask(row);
    expect(answer.status, answer.body.slice(0, 300)).toBeLessThan(500);
    if (row.expect === "no-store") {
      expect(answer.headers["cache-control"]).toMatch(/(^|,\s*)no-store(\s*,|$)/);
      expect(answer.headers["cache-control"]).not.toMatch(/public|s-maxage/);
      return;
    }
    expect(answer.status).toBe(200);
    expect(answer.headers["cache-control"]).toBe(policy);
    expect(answer.headers.vary?.toLowerCase()).toBe("host, accept-encoding");
    expect(answer.headers["set-cookie"]).toBeUndefined();
    const etag = answer.headers.etag;
    expect(etag).toMatch(/^(W\/)?"[^"]+"$/);
    // Revalidation: the same bytes cost a 304 without a body, and it keeps the caching headers.
    const again = await ask({ ...row, headers: { ...row.headers, "if-none-match": String(etag) } });
    expect(again.status).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers["cache-control"]).toBe(policy);
    expect(again.headers.vary?.toLowerCase()).toBe("host, accept-encoding");
    // A different ETag (another language, an older version) gets the whole page.
    const other = await ask({ ...row, headers: { ...row.headers, "if-none-match": '"something-else"' } });
    expect(other.status).toBe(200);
  });

  it("the two languages of a page have different ETags (a shared cache keys them by Host)", async () => {
    const de = await request(port, "/", { host: `localhost:${port}` });
    const en = await request(port, "/", { host: `en.localhost:${port}` });
    expect(de.headers.etag).not.toBe(en.headers.etag);
    const crossed = await request(port, "/", { host: `en.localhost:${port}`, headers: { "if-none-match": String(de.headers.etag) } });
    expect(crossed.status).toBe(200);
  });
});
