// SQLite's write lock held by another process (a backup, `admin:password`): the app's writes wait
// for it on timers, not inside better-sqlite3's synchronous call, so the event loop keeps serving
// other requests and reads meanwhile; a lock that outlasts DB_STATEMENT_TIMEOUT_MS still fails the
// write with the database fault it always did.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import SQLite from "better-sqlite3";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createPost, listPosts } from "~/features/blog/index.server";
import { createDatabase, isDatabaseFault, type AppDatabase } from "~/lib/db/db.server";
import { migrateToLatest } from "~/lib/db/migrations.server";

/**
 * Another process takes SQLite's write lock (BEGIN IMMEDIATE) on `path` and holds it for `ms`;
 * resolves once it holds the lock. A process of its own: a lock released by a timer of this
 * process could not be released while this process's event loop stands still.
 */
async function holdWriteLock(path: string, ms: number): Promise<{ released: Promise<void> }> {
  const script = `
    const SQLite = require("better-sqlite3");
    const db = new SQLite(process.argv[1]);
    db.exec("begin immediate");
    process.stdout.write("locked\\n");
    setTimeout(() => { db.exec("commit"); db.close(); process.stdout.write("released\\n"); }, Number(process.argv[2]));
  `;
  const child = spawn(process.execPath, ["-e", script, path, String(ms)], { cwd: process.cwd(), stdio: ["ignore", "pipe", "inherit"] });
  let output = "";
  const locked = new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("locked")) resolve();
    });
    child.on("exit", (code) => reject(new Error(`the lock holder ended early (${code})`)));
  });
  const released = new Promise<void>((resolve, reject) =>
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`the lock holder failed (${code})`)))),
  );
  await locked;
  return { released };
}

/** The longest time between two ticks of a 10 ms timer until stop(): how long anything else had to wait. */
function eventLoopProbe(): { stop: () => number } {
  let last = performance.now();
  let longest = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 10);
  return {
    stop() {
      clearInterval(ticker);
      // A loop that did not come round at all counts too.
      return Math.max(longest, performance.now() - last);
    },
  };
}

/**
 * Before, the event loop stood still for the whole lock wait (seconds). The bound leaves room for
 * a loaded 2-core machine's own scheduling: an idle process there saw its 10 ms timer ~130 ms late.
 */
const MAX_GAP_MS = 250;

const post = (slug: string) => ({
  title: `Beitrag ${slug}`,
  slug,
  author: "Anna Förster",
  tags: [],
  summary: "Kurz.",
  content: "Text.",
  lang: "de" as const,
});

describe("SQLite: another process holds the write lock", () => {
  let dir: string;
  let path: string;
  let app: AppDatabase | undefined;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "forestcrew-lock-"));
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function open(name: string, statementMs: number): Promise<AppDatabase> {
    path = join(dir, `${name}.db`);
    app = createDatabase(`file:${path}`, { statementMs, connectMs: 800 });
    await migrateToLatest(app.db);
    await createPost(app.db, post("vorher"), { id: "post-vorher" });
    return app;
  }

  it("writes wait on timers: the event loop runs on, reads answer at once, the writes land when the lock is gone", async () => {
    const { db } = await open("waits", 5000);
    const lock = await holdWriteLock(path, 2000);
    const probe = eventLoopProbe();
    const started = performance.now();
    let done = 0;
    // A transaction (createPost) and a single statement, both writes.
    const created = createPost(db, post("waehrend"), { id: "post-waehrend" }).then(() => (done += 1));
    const renamed = db
      .updateTable("blog_posts")
      .set({ title: "Umbenannt" })
      .where("id", "=", "post-vorher")
      .execute()
      .then(() => (done += 1));
    await sleep(200);
    const readStarted = performance.now();
    const during = await listPosts(db);
    const readMs = performance.now() - readStarted;
    expect(done, "no write got past the lock").toBe(0);
    expect(during.map((p) => [p.id, p.title])).toEqual([["post-vorher", "Beitrag vorher"]]);
    expect(readMs, `a read during the lock took ${Math.round(readMs)} ms`).toBeLessThan(MAX_GAP_MS);

    await Promise.all([created, renamed, lock.released]);
    const waited = performance.now() - started;
    const gap = probe.stop();
    expect(waited).toBeGreaterThan(1500);
    expect(gap, `longest event-loop gap ${Math.round(gap)} ms`).toBeLessThan(MAX_GAP_MS);
    const after = await listPosts(db);
    expect(after.map((p) => [p.id, p.title]).sort()).toEqual([
      ["post-vorher", "Umbenannt"],
      ["post-waehrend", "Beitrag waehrend"],
    ]);
  }, 30_000);

  it("a lock that outlasts the statement timeout fails the write with the database fault, without stopping the event loop", async () => {
    const { db } = await open("timeout", 1000);
    const lock = await holdWriteLock(path, 3000);
    const probe = eventLoopProbe();
    const started = performance.now();
    const error = await createPost(db, post("zu-spaet"), { id: "post-zu-spaet" }).catch((e: unknown) => e);
    const failedAfter = performance.now() - started;
    const single = await db
      .updateTable("blog_posts")
      .set({ title: "Zu spät" })
      .execute()
      .catch((e: unknown) => e);
    const gap = probe.stop();
    expect(isDatabaseFault(error), String(error)).toBe(true);
    expect((error as { code?: string }).code).toBe("SQLITE_BUSY");
    expect(isDatabaseFault(single), String(single)).toBe(true);
    expect(failedAfter).toBeGreaterThan(900);
    expect(failedAfter).toBeLessThan(2500);
    expect(gap, `longest event-loop gap ${Math.round(gap)} ms`).toBeLessThan(MAX_GAP_MS);

    // Nothing stays stuck: once the lock is gone, the next write goes through.
    await lock.released;
    await createPost(db, post("danach"), { id: "post-danach" });
    expect((await listPosts(db)).map((p) => p.id).sort()).toEqual(["post-danach", "post-vorher"]);
  }, 30_000);

  it("a transaction holds the write lock from its start, so a write after a read never meets a lock", async () => {
    const { db } = await open("immediate", 5000);
    await db.transaction().execute(async (trx) => {
      await trx.selectFrom("blog_posts").select("id").execute();
      // Deferred, the transaction would hold only a read snapshot here; another writer could take
      // the lock, and the transaction's first write would fail (SQLITE_BUSY_SNAPSHOT) for good.
      const other = new SQLite(path, { timeout: 0 });
      try {
        expect(() => other.exec("begin immediate")).toThrow(/locked|busy/i);
      } finally {
        other.close();
      }
      await trx.updateTable("blog_posts").set({ title: "Im Griff" }).execute();
    });
    expect((await listPosts(db)).map((p) => p.title)).toEqual(["Im Griff"]);
  });
});
