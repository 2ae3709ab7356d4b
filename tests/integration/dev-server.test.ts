// `npm run dev` is the project's own server in development mode: every page, the blog with its
// seed articles, the admin login. A mistaken second start on the same port changes nothing.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedPosts } from "~/features/blog/seed-posts";
import {
  freePort,
  request,
  ROOT,
  runServer,
  serverEnv,
  stackLines,
  waitUntilHealthy,
  type ServerRun,
} from "../../scripts/test/server-process";

const PASSWORD = "dev-server-test-password";
// The first compile of the whole app through Vite takes a while on a busy machine.
const START_TIMEOUT = 240_000;

const devScript = (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts.dev!;
const [devCommand, ...devArgs] = devScript.split(" ");

const decode = (html: string) =>
  html
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

describe("npm run dev", () => {
  let dir: string;
  let port: number;
  let server: ServerRun;
  let env: (extra?: Record<string, string>) => NodeJS.ProcessEnv;
  let cookie = "";

  beforeAll(async () => {
    expect(devCommand).toBe("node");
    dir = mkdtempSync(join(tmpdir(), "forestcrew-dev-"));
    port = await freePort();
    env = (extra = {}) =>
      serverEnv({
        PORT: String(port),
        DATA_DIR: dir,
        DATABASE_URL: `file:${join(dir, "site.db")}`,
        ADMIN_PASSWORD: PASSWORD,
        ...extra,
      });
    server = runServer(devArgs, env());
    await waitUntilHealthy(server, port, START_TIMEOUT);
  }, START_TIMEOUT + 10_000);

  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  }, 20_000);

  it("serves the German home page through Vite, with hot reload and without CSP", async () => {
    const home = await request(port, "/");
    expect(home.status).toBe(200);
    expect(home.body).toMatch(/<html lang="de"/);
    expect(home.body).toContain("inject-hmr-runtime");
    expect(home.headers["content-security-policy"]).toBeUndefined();
  }, 120_000);

  it("answers in English on the en. host", async () => {
    const home = await request(port, "/", { host: `en.localhost:${port}` });
    expect(home.status).toBe(200);
    expect(home.body).toMatch(/<html lang="en"/);
  }, 120_000);

  it("lists the seed articles on /blog", async () => {
    const blog = await request(port, "/blog");
    expect(blog.status).toBe(200);
    const text = decode(blog.body);
    for (const post of seedPosts.filter((p) => p.lang === "de").slice(0, 3)) expect(text).toContain(post.title);
  }, 120_000);

  it("signs the editor in with ADMIN_PASSWORD and opens the administration", async () => {
    const login = await request(port, "/blog/login");
    expect(login.status).toBe(200);
    expect(login.body).toContain('name="password"');

    const answer = await request(port, "/blog/login", {
      method: "POST",
      headers: { origin: `http://localhost:${port}`, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ username: "admin", password: PASSWORD }).toString(),
    });
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe("/blog/admin");
    cookie = (answer.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).join("; ");
    expect(cookie).toMatch(/^fc_admin=/);

    const admin = await request(port, "/blog/admin", { headers: { cookie } });
    expect(admin.status).toBe(200);
    expect(decode(admin.body)).toContain(seedPosts[0]!.title);
  }, 120_000);

  it("refuses a second start on the busy port in one line, before it touches the database", async () => {
    expect(cookie).not.toBe("");
    const rows = () => {
      const db = new SQLite(join(dir, "site.db"), { readonly: true });
      try {
        return {
          credential: db.prepare("select password_hash, password_changed_at from accounts").all(),
          sessions: db.prepare("select id, expires_at from sessions order by id").all(),
          posts: db.prepare("select id, revision from blog_posts order by id").all(),
          tables: db.prepare("select name, sql from sqlite_master order by name").all(),
        };
      } finally {
        db.close();
      }
    };
    const before = rows();
    expect(before.sessions).toHaveLength(1);

    // The same folder and port, another password: applied, it would sign every editor out.
    const second = runServer(devArgs, env({ ADMIN_PASSWORD: "another-password-entirely" }));
    const code = await second.exited;
    const output = second.stdout() + second.stderr();
    expect(code).toBe(1);
    expect(second.stderr().split("\n")).toContain(`Port ${port} is already in use. Set PORT to another port.`);
    expect(stackLines(output)).toEqual([]);
    expect(output).not.toContain("migrations applied");

    expect(rows()).toEqual(before);
    const admin = await request(port, "/blog/admin", { headers: { cookie } });
    expect(admin.status).toBe(200);
  }, 120_000);
});
