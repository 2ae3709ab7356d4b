// Two production servers (`node server.js`) on one PostgreSQL schema, as behind the proxy: a post
// saved through instance A is on instance B's cached /blog within 2 s (LISTEN/NOTIFY, ADR 0014).
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, type BackendEnv } from "./support/backends";
import { freePort, request, ROOT, runServer, serverEnv, waitUntilHealthy, type ServerRun } from "./support/server-process";

const postgres = backends.find((b) => b.name === "postgres")!;
const PASSWORD = "two-instances-password";
const TIMEOUT = 600_000;

function newest(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

/** The production build, built afresh when a source is newer (the servers run what production runs). */
function productionBuild(): void {
  const marker = resolve(ROOT, "build", "server", "index.js");
  const built = existsSync(marker) ? statSync(marker).mtimeMs : 0;
  const sources = Math.max(...["app", "server", "server.js"].map((s) => newest(join(ROOT, s))));
  if (built >= sources) return;
  const result = spawnSync("npx", ["react-router", "build"], { cwd: ROOT, encoding: "utf8", timeout: TIMEOUT });
  if (result.status !== 0) throw new Error(`react-router build failed:\n${result.stdout}\n${result.stderr}`);
}

describe.skipIf(postgres.skip)("two instances on postgres", () => {
  const backend = postgres;
  let db: BackendEnv;
  let dir: string;
  const servers: { run: ServerRun; port: number }[] = [];

  beforeAll(async () => {
    productionBuild();
    db = await backend.setup();
    dir = mkdtempSync(join(tmpdir(), "forestcrew-two-"));
    // One after the other: the first migrates and seeds, the second finds that done.
    for (const name of ["a", "b"]) {
      const port = await freePort();
      const run = runServer(
        ["server.js"],
        serverEnv({
          PORT: String(port),
          HOST: "127.0.0.1",
          DATABASE_URL: db.url,
          DATA_DIR: join(dir, name),
          ADMIN_PASSWORD: PASSWORD,
          SESSION_SECRET: "two-instances-secret",
        }),
      );
      servers.push({ run, port });
      await waitUntilHealthy(run, port, 60_000);
    }
  }, TIMEOUT);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.run.stop()));
    await db?.teardown();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it(
    "a post saved through A is on B's cached /blog within 2 s",
    async () => {
      const [a, b] = servers as [{ run: ServerRun; port: number }, { run: ServerRun; port: number }];
      expect(a.run.stdout()).toMatch(/LISTEN\/NOTIFY/);
      // B has /blog in its page cache.
      await request(b.port, "/blog");
      const cached = await request(b.port, "/blog");
      expect(cached.status).toBe(200);
      expect(cached.headers["x-page-cache"]).toBe("hit");
      const title = `Zwei Instanzen ${Date.now()}`;
      expect(cached.body).not.toContain(title);

      const origin = { origin: `http://localhost:${a.port}`, "content-type": "application/x-www-form-urlencoded" };
      const login = await request(a.port, "/blog/login", {
        method: "POST",
        headers: origin,
        body: new URLSearchParams({ password: PASSWORD }).toString(),
      });
      expect(login.status).toBe(302);
      const cookie = [login.headers["set-cookie"] ?? []]
        .flat()
        .find((c) => c.startsWith("fc_admin="))!
        .split(";")[0]!;

      const post = new URLSearchParams({
        title,
        slug: "",
        author: "Anna Förster",
        tags: "Betrieb",
        summary: "Gespeichert auf A, gelesen auf B.",
        content: "Ein Beitrag, der über zwei Instanzen geht.",
        coverImage: "",
        lang: "de",
        revision: "",
        date: "",
        excerpt: "",
      });
      const saved = await request(a.port, "/blog/admin/new", { method: "POST", headers: { ...origin, cookie }, body: post.toString() });
      expect(saved.status).toBe(302);
      const savedAt = Date.now();

      let fresh = "";
      while (Date.now() - savedAt < 2000) {
        fresh = (await request(b.port, "/blog")).body;
        if (fresh.includes(title)) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      const ms = Date.now() - savedAt;
      console.log(`two instances: the post saved on A was on B's /blog after ${ms} ms`);
      expect(fresh).toContain(title);
      expect(ms).toBeLessThan(2000);
    },
    TIMEOUT,
  );
});
