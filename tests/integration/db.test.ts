import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { checkDatabase, closeDatabase, createDatabase, getDatabase, parseDatabaseUrl } from "~/lib/db/db.server";
import type { AppDatabase } from "~/lib/db/db.server";
import { migrateToLatest, migrations, pendingMigrations } from "~/lib/db/migrations.server";
import { tableColumns } from "~/lib/db/schema";
import { SQLITE_BUSY_TIMEOUT_MS } from "~/lib/db/sqlite-driver.server";
import { backends, describeBackends, useDatabase, type BackendEnv } from "./support/backends";

describeBackends("database", (backend) => {
  // Not migrated: the first tests check what the migrations create.
  const suite = useDatabase(backend, { migrate: false });
  let env: BackendEnv;
  let app: AppDatabase;
  beforeAll(() => {
    env = suite.env();
    app = suite.app();
  });

  it("reports its dialect", () => {
    expect(app.dialect).toBe(backend.name);
  });

  it("migrations create every table of schema.ts, empty", async () => {
    // Their columns are compared with schema.ts in schema.test.ts.
    await migrateToLatest(app.db);
    const tables = await app.db.introspection.getTables();
    expect(tables.map((t) => t.name).sort()).toEqual(Object.keys(tableColumns).sort());
    if (env.schema) {
      // The search_path from the URL put the tables into the per-file schema.
      expect(tables.every((t) => t.schema === env.schema)).toBe(true);
    }
    for (const table of Object.keys(tableColumns) as (keyof typeof tableColumns)[]) {
      expect(await app.db.selectFrom(table).selectAll().execute()).toEqual([]);
    }
  });

  it("migrations are idempotent", async () => {
    await migrateToLatest(app.db);
    await migrateToLatest(app.db);
    const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(app.db);
    expect(applied.rows.map((r) => r.name)).toEqual(Object.keys(migrations).sort());
  });

  it("accounts refuse a second account with the same e-mail address, and sessions need an account", async () => {
    await migrateToLatest(app.db);
    const now = new Date().toISOString();
    const account = (id: string) => ({
      id,
      email: "same@example.org",
      name: "A",
      display_name: null,
      role: "editor",
      password_hash: "x",
      active: 1,
      created_at: now,
      updated_at: now,
      password_changed_at: now,
    });
    await app.db.insertInto("accounts").values(account("a1")).execute();
    await expect(app.db.insertInto("accounts").values(account("a2")).execute()).rejects.toThrow();
    await expect(
      app.db
        .insertInto("sessions")
        .values({ id: "s", account_id: "nobody", created_at: now, expires_at: now, last_seen_at: now, user_agent: null })
        .execute(),
    ).rejects.toThrow();
    await app.db.deleteFrom("accounts").execute();
  });

  it("stores ISO timestamps that round-trip as strings", async () => {
    await migrateToLatest(app.db);
    const now = new Date().toISOString();
    await app.db.insertInto("rate_limits").values({ bucket: "b", key_hash: "abc", points: 1, window_end: now }).execute();
    const row = await app.db.selectFrom("rate_limits").selectAll().where("key_hash", "=", "abc").executeTakeFirstOrThrow();
    expect(row).toEqual({ bucket: "b", key_hash: "abc", points: 1, window_end: now });
    await app.db.deleteFrom("rate_limits").execute();
  });

  it("checkDatabase is true on a live database and false after close", async () => {
    const other = createDatabase(env.url);
    expect(await checkDatabase(other.db)).toBe(true);
    await other.close();
    expect(await checkDatabase(other.db)).toBe(false);
    await other.close(); // closing twice is harmless
  });

  it("checkDatabase is false after closing a database that never ran a query", async () => {
    const other = createDatabase(env.url);
    await other.close();
    expect(await checkDatabase(other.db)).toBe(false);
  });

  if (backend.name === "postgres") {
    it("applies the search_path given in the URL", async () => {
      const result = await sql<{ schema: string }>`select current_schema() as schema`.execute(app.db);
      expect(result.rows[0]?.schema).toBe(env.schema);
    });
  }
});

describe("SQLite specifics", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "forestcrew-db-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("creates the parent folder and sets the pragmas", async () => {
    const path = join(dir, "nested", "deeper", "site.db");
    const app = createDatabase(`file:${path}`);
    try {
      expect(existsSync(join(dir, "nested", "deeper"))).toBe(true);
      const pragma = async (name: string) =>
        Object.values((await sql.raw(`pragma ${name}`).execute(app.db)).rows[0] as Record<string, unknown>)[0];
      expect(await pragma("journal_mode")).toBe("wal");
      expect(await pragma("foreign_keys")).toBe(1);
      // SQLite waits only a moment itself; the driver waits the rest on timers (sqlite-lock.test.ts).
      expect(await pragma("busy_timeout")).toBe(SQLITE_BUSY_TIMEOUT_MS);
    } finally {
      await app.close();
    }
  });

  it("accepts :memory: and bare paths", async () => {
    const memory = createDatabase(":memory:");
    expect(memory.dialect).toBe("sqlite");
    await migrateToLatest(memory.db);
    expect(await checkDatabase(memory.db)).toBe(true);
    await memory.close();

    const bare = createDatabase(join(dir, "bare.db"));
    expect(bare.dialect).toBe("sqlite");
    expect(await checkDatabase(bare.db)).toBe(true);
    await bare.close();
    expect(existsSync(join(dir, "bare.db"))).toBe(true);
  });
});

describe("parseDatabaseUrl", () => {
  it("recognises the supported forms", () => {
    expect(parseDatabaseUrl("file:./data/site.db")).toEqual({ dialect: "sqlite", path: "./data/site.db" });
    expect(parseDatabaseUrl("file:///var/lib/site.db")).toEqual({ dialect: "sqlite", path: "/var/lib/site.db" });
    expect(parseDatabaseUrl("data/site.db")).toEqual({ dialect: "sqlite", path: "data/site.db" });
    expect(parseDatabaseUrl(":memory:")).toEqual({ dialect: "sqlite", path: ":memory:" });
    expect(parseDatabaseUrl("postgres://u:p@h/db").dialect).toBe("postgres");
    expect(parseDatabaseUrl("postgresql://h/db").dialect).toBe("postgres");
  });

  it("rejects anything else without echoing credentials", () => {
    expect(() => createDatabase("mysql://root:hunter2@localhost/db")).toThrow(/Unsupported DATABASE_URL scheme "mysql:"/);
    expect(() => createDatabase("mysql://root:hunter2@localhost/db")).not.toThrow(/hunter2/);
    expect(() => createDatabase("")).toThrow(/Unsupported DATABASE_URL/);
  });
});

describe("getDatabase", () => {
  const saved = process.env.DATABASE_URL;
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "forestcrew-db-"));
  });
  afterEach(async () => {
    await closeDatabase();
    if (saved === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = saved;
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("is a lazily created, migrated singleton", async () => {
    process.env.DATABASE_URL = `file:${join(dir, "singleton.db")}`;
    const [a, b] = await Promise.all([getDatabase(), getDatabase()]);
    expect(a).toBe(b);
    expect(await a.db.selectFrom("sessions").selectAll().execute()).toEqual([]);

    await closeDatabase();
    expect(await checkDatabase(a.db)).toBe(false);
    const c = await getDatabase();
    expect(c).not.toBe(a);
    expect(await checkDatabase(c.db)).toBe(true);
  });

  it("does not keep a failed start", async () => {
    process.env.DATABASE_URL = "mysql://localhost/db";
    await expect(getDatabase()).rejects.toThrow(/Unsupported DATABASE_URL/);
    process.env.DATABASE_URL = `file:${join(dir, "retry.db")}`;
    expect(await checkDatabase((await getDatabase()).db)).toBe(true);
  });
});

describe.skipIf(backends.find((b) => b.name === "postgres")!.skip)("migrations next to another schema on postgres", () => {
  it("migrate a fresh schema although another schema of the database holds its own migration tables", async () => {
    const postgres = backends.find((b) => b.name === "postgres")!;
    const [first, second] = [await postgres.setup(), await postgres.setup()];
    const [a, b] = [createDatabase(first.url), createDatabase(second.url)];
    try {
      await migrateToLatest(a.db);
      // Before: Kysely found the first schema's migration tables and never created the second's.
      await migrateToLatest(b.db);
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from kysely_migration`.execute(b.db);
      expect(rows[0]?.n).toBe(Object.keys(migrations).length);
      expect(await pendingMigrations(b.db)).toEqual([]);
    } finally {
      await a.close();
      await b.close();
      await first.teardown();
      await second.teardown();
    }
  });
});
