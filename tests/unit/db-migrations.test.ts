import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { createDatabase } from "~/lib/db/db.server";
import type { NamedMigration } from "~/lib/db/migration-support";
import { migrateToLatest, migrationList, migrations } from "~/lib/db/migrations.server";

const folder = join(import.meta.dirname, "../../app/lib/db/migrations");
const files = readdirSync(folder)
  .filter((f) => f.endsWith(".ts"))
  .sort();
const names = migrationList.map((m) => m.name);

describe("the migration list", () => {
  it("holds every file of the migrations folder, in file-name order", () => {
    expect(files.map((f) => f.replace(/\.ts$/, ""))).toEqual(names);
  });

  it("takes each migration from the file named after it", async () => {
    for (const [i, file] of files.entries()) {
      const { migration } = (await import(join(folder, file))) as { migration: NamedMigration };
      expect(migration.name).toBe(file.replace(/\.ts$/, ""));
      expect(migrationList[i]).toBe(migration);
    }
  });

  it("has unique names of the form NNNN_name, numbered 1, 2, 3 … in the order Kysely runs them", () => {
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(names);
    names.forEach((name, i) => expect(name).toMatch(new RegExp(`^${String(i + 1).padStart(4, "0")}_[a-z0-9_]+$`)));
    expect(Object.keys(migrations)).toEqual(names);
  });
});

describe("a fresh SQLite database", () => {
  it("migrates to the schema the migrations have always produced", async () => {
    const app = createDatabase("file::memory:", { statementMs: 5000, connectMs: 800 });
    try {
      await migrateToLatest(app.db);
      const { rows } = await sql<{ sql: string }>`
        select sql from sqlite_master where sql is not null order by type, name`.execute(app.db);
      const expected = readFileSync(join(import.meta.dirname, "../fixtures/migrations/schema.sqlite.sql"), "utf8");
      expect(rows.map((r) => `${r.sql};\n`).join("")).toBe(expected);
      const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(app.db);
      expect(applied.rows.map((r) => r.name)).toEqual(names);
    } finally {
      await app.close();
    }
  });
});
