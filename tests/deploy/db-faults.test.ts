// Database faults, against a real server on PostgreSQL reached through a TCP forwarder the test
// can cut (ADR 0016): a held lock costs a request the statement timeout, not the lock's time; with
// the database away the blog answers its designed 503 page within a second, cached pages stay,
// the sitemap is never served incomplete, the editor keeps the typed text; when the database is
// back everything recovers without a restart. /healthz is liveness, /readyz readiness.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, describeBackends, useDatabase, type BackendEnv } from "../integration/support/backends";
import { startProductionServer, type ProductionServer } from "../integration/support/production-build";
import { request, type Answer, type ServerRun } from "../../scripts/test/server-process";
import { startTcpProxy, throughProxy, type TcpProxy } from "../integration/support/tcp-proxy";
import { createDatabase } from "~/lib/db/db.server";
import { pendingMigrations } from "~/lib/db/migrations.server";
import { sql } from "kysely";

const postgres = backends.find((b) => b.name === "postgres")!;
const PASSWORD = "a-password-for-the-fault-test";
const TIMEOUT = 240_000;

async function timed(fn: () => Promise<Answer>): Promise<Answer & { ms: number }> {
  const started = performance.now();
  const answer = await fn();
  return { ...answer, ms: performance.now() - started };
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check().catch(() => false)) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.skipIf(postgres.skip)("database faults on postgres (real server, cut through a TCP proxy)", () => {
  let database: BackendEnv;
  let proxy: TcpProxy;
  let server: ServerRun;
  let port: number;
  let running: ProductionServer;
  let cookie = "";

  const get = (path: string, host?: string) => request(port, path, { host, headers: cookie ? { cookie } : {} });
  const post = (path: string, fields: Record<string, string>) =>
    request(port, path, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: `http://localhost:${port}`,
        ...(cookie ? { cookie } : {}),
      },
      body: new URLSearchParams(fields).toString(),
    });

  beforeAll(async () => {
    database = await postgres.setup();
    proxy = await startTcpProxy(Number(new URL(database.url).port || 5432));
    // The production build: response times are what this suite measures (the development
    // server's on-demand compiling would measure Vite instead).
    running = await startProductionServer(
      { DATABASE_URL: throughProxy(database.url, proxy), ADMIN_PASSWORD: PASSWORD, SESSION_SECRET: "fault-test-secret" },
      "faults",
    );
    ({ port, server } = running);
    const login = await post("/blog/login", { password: PASSWORD });
    expect(login.status).toBe(302);
    cookie = String(login.headers["set-cookie"]?.[0] ?? "").split(";")[0]!;
    // Compiled and cached before the faults (development mode compiles a route on first use).
    for (const path of ["/blog", "/blog/digitale-arbeitsauftraege-im-forst", "/sitemap.xml", "/blog/admin/new"]) {
      expect((await get(path)).status, path).toBe(200);
    }
    expect((await get("/blog/not-an-article")).status).toBe(404);
  }, TIMEOUT);

  afterAll(async () => {
    if (process.env.DEBUG_FAULTS) console.log(server?.stdout().slice(-4000), server?.stderr().slice(-6000));
    await running?.stop();
    await proxy?.close();
    await database?.teardown();
  });

  it(
    "a table lock held (for 25 s in the probe) costs a request the statement timeout (5 s), not 25 s; /healthz stays instant",
    async () => {
      const holder = new pg.Client({ connectionString: database.url });
      await holder.connect();
      try {
        await holder.query("begin");
        await holder.query(`lock table ${database.schema}.blog_posts in access exclusive mode`);
        const [article, health] = await Promise.all([
          timed(() => get("/blog/gps-zeiterfassung-im-forstbetrieb")),
          new Promise<Answer & { ms: number }>((r) => setTimeout(() => r(timed(() => get("/healthz"))), 1000)),
        ]);
        console.log(`held lock: article ${article.status} in ${Math.round(article.ms)} ms, /healthz in ${Math.round(health.ms)} ms`);
        expect(article.status).toBe(503);
        expect(article.body).toContain("Der Blog ist gerade nicht erreichbar");
        expect(article.ms).toBeLessThan(8000);
        expect(health.status).toBe(200);
        expect(health.ms).toBeLessThan(500);
      } finally {
        await holder.end().catch(() => {});
      }
      // The lock is gone with the holder's connection: the article renders again.
      await until("the lock is gone", async () => (await get("/blog/gps-zeiterfassung-im-forstbetrieb")).status === 200, 10_000);
    },
    TIMEOUT,
  );

  it(
    "with the database unreachable: fast designed 503 blog page, cached pages stay, no incomplete sitemap, the editor keeps the text",
    async () => {
      proxy.set("blackhole");
      try {
        await whileAway();
      } finally {
        proxy.set("forward");
      }
    },
    TIMEOUT,
  );

  async function whileAway() {
    const health = await timed(() => get("/healthz"));
    expect(health.status).toBe(200);
    expect(health.ms).toBeLessThan(500);
    const ready = await get("/readyz");
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toMatchObject({ status: "unavailable", database: "unreachable" });

    // The page cache keeps what it rendered.
    const list = await get("/blog");
    expect(list.status).toBe(200);
    expect(list.body).toContain("Digitale Arbeitsaufträge");

    // An article not in the cache: the first request waits for the connect timeout (0.8 s by
    // default), every later one fails fast.
    const path = "/blog/borkenkaefer-monitoring-mit-drohnen-und-ki";
    const first = await timed(() => get(path));
    expect(first.status).toBe(503);
    expect(first.ms).toBeLessThan(1000);
    const times: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const answer = await timed(() => get(path));
      times.push(Math.round(answer.ms));
      expect(answer.status).toBe(503);
      expect(answer.headers["retry-after"]).toBe("30");
      expect(answer.headers["cache-control"]).toBe("no-store");
      expect(answer.body).toContain("Der Blog ist gerade nicht erreichbar");
      expect(answer.body).toContain('href="/"');
    }
    console.log(`database away: first blog answer ${Math.round(first.ms)} ms, then ${times.join(", ")} ms`);
    expect(Math.max(...times)).toBeLessThan(1000);
    const english = await timed(() => get(path, `en.localhost:${port}`));
    expect(english.status).toBe(503);
    expect(english.body).toContain("The blog is unavailable right now");
    expect(english.ms).toBeLessThan(1000);

    const sitemap = await get("/sitemap.xml");
    expect(sitemap.status).toBe(503);
    expect(sitemap.headers["cache-control"]).toBe("no-store");
    expect(sitemap.body).not.toContain("<urlset");

    const typed = "Ein Absatz, der nicht verloren gehen darf: Fichte, Kiefer & Buche <3";
    const save = await timed(() =>
      post("/blog/admin/new", {
        title: "Notizen zur Durchforstung",
        slug: "",
        author: "Redaktion",
        summary: "Kurz",
        content: typed,
        lang: "de",
      }),
    );
    expect(save.status).toBe(503);
    expect(save.body).toContain("Speichern fehlgeschlagen: Die Datenbank ist gerade nicht erreichbar.");
    expect(save.body).toContain("Notizen zur Durchforstung");
    expect(save.body).toContain("Ein Absatz, der nicht verloren gehen darf: Fichte, Kiefer &amp; Buche &lt;3");
    expect(save.ms).toBeLessThan(2000);
  }

  it(
    "when the database is back, /readyz, the article, the sitemap and saving recover without a restart",
    async () => {
      const path = "/blog/borkenkaefer-monitoring-mit-drohnen-und-ki";
      const typed = "Nach der Störung gespeichert.";
      const recovered = await until("ready again", async () => (await get("/readyz")).status === 200, 10_000);
      console.log(`database back: /readyz 200 after ${recovered} ms`);
      expect((await get(path)).status).toBe(200);
      const fullSitemap = await get("/sitemap.xml");
      expect(fullSitemap.status).toBe(200);
      expect(fullSitemap.body).toContain("/blog/borkenkaefer-monitoring-mit-drohnen-und-ki");
      const saved = await post("/blog/admin/new", {
        title: "Notizen zur Durchforstung",
        slug: "",
        author: "Redaktion",
        summary: "Kurz",
        content: typed,
        lang: "de",
      });
      expect(saved.status).toBe(302);
    },
    TIMEOUT,
  );

  it(
    "a server that refuses connections: the blog answers 503 at once and recovers",
    async () => {
      proxy.set("reset");
      try {
        const answer = await timed(() => get("/blog/a-slug-nobody-asked-for"));
        console.log(`database refusing: blog answer ${answer.status} in ${Math.round(answer.ms)} ms`);
        expect(answer.status).toBe(503);
        expect(answer.ms).toBeLessThan(1000);
      } finally {
        proxy.set("forward");
      }
      await until("ready again", async () => (await get("/readyz")).status === 200, 10_000);
      expect((await get("/blog/a-slug-nobody-asked-for")).status).toBe(404);
    },
    TIMEOUT,
  );

  it(
    "/readyz says 503 with the migrations pending when the database lacks one; /healthz still 200",
    async () => {
      const admin = new pg.Client({ connectionString: database.url });
      await admin.connect();
      try {
        // As if this code were newer than the database: its last migration is not applied.
        await admin.query(`delete from ${database.schema}.kysely_migration where name = '0001_admin_auth'`);
      } finally {
        await admin.end();
      }
      const ready = await get("/readyz");
      expect(ready.status).toBe(503);
      const body = JSON.parse(ready.body) as { migrations: string; pending: string[] };
      expect(body.migrations).toBe("pending");
      expect(body.pending).toContain("0001_admin_auth");
      expect((await get("/healthz")).status).toBe(200);
    },
    TIMEOUT,
  );
});

describeBackends("pendingMigrations", (backend) => {
  const suite = useDatabase(backend);
  it("is empty on a migrated database and names a migration the database lacks", async () => {
    const { db } = suite.app();
    expect(await pendingMigrations(db)).toEqual([]);
    await sql`delete from kysely_migration where name = '0003_blog_posts'`.execute(db);
    expect(await pendingMigrations(db)).toEqual(["0003_blog_posts"]);
  });
});

describe("pendingMigrations on an empty SQLite database", () => {
  it("lists every migration when there is no migration table", async () => {
    const empty = createDatabase(":memory:");
    try {
      const pending = await pendingMigrations(empty.db);
      expect(pending[0]).toBe("0001_admin_auth");
      expect(pending.length).toBeGreaterThan(5);
    } finally {
      await empty.close();
    }
  });
});
