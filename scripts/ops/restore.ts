// `npm run restore -- <backup folder> [--force]`: reads a backup written by `npm run backup` into
// the database of DATABASE_URL and the folder DATA_DIR. Refuses a database that already holds the
// site's tables unless --force (then its content is replaced). Stop the server first.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { DATA_ENTRIES, checkPostgresTool, dataDir, databaseTarget, databaseUrl, fail, openPostgres } from "./backup-common";

const args = process.argv.slice(2);
const force = args.includes("--force");
const from = args.find((a) => !a.startsWith("--"));
if (!from) fail("Usage: npm run restore -- <backup folder> [--force]");
const folder = resolve(from);
const manifestPath = join(folder, "manifest.json");
if (!existsSync(manifestPath)) fail(`${folder} is not a backup: manifest.json is missing.`);
const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as {
  dialect: string;
  createdAt: string;
  database: string;
  schema?: string;
  files?: string[];
  migrationLevel?: string | null;
};
const target = databaseTarget(databaseUrl());
if (manifest.dialect !== target.dialect)
  fail(`The backup holds a ${manifest.dialect} database, DATABASE_URL names ${target.dialect}: restore into the same kind of database.`);

const refuse = (what: string) =>
  fail(
    `${what} already holds the site's data: restore refuses to overwrite it. Add --force to replace it, or point DATABASE_URL at an empty database.`,
  );

if (target.dialect === "sqlite") {
  if (existsSync(target.path)) {
    const { default: SQLite } = await import("better-sqlite3");
    const db = new SQLite(target.path, { readonly: true });
    const tables = db
      .prepare<[], { n: number }>("select count(*) as n from sqlite_master where type = 'table' and name not like 'sqlite_%'")
      .get()!.n;
    db.close();
    if (tables > 0 && !force) refuse(`The SQLite database ${target.path}`);
  }
  mkdirSync(dirname(target.path), { recursive: true });
  for (const suffix of ["", "-wal", "-shm"]) rmSync(target.path + suffix, { force: true });
  cpSync(join(folder, manifest.database), target.path);
  console.log(`database: SQLite ${target.path} restored`);
} else {
  const { client, schema, serverMajor } = await openPostgres(target.connectionString);
  const { rows } = await client.query<{ n: number }>(
    "select count(*)::int as n from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'",
  );
  const count = rows[0]?.n ?? 0;
  if (count > 0 && !force) {
    await client.end();
    refuse(`The PostgreSQL schema ${schema}`);
  }
  if (manifest.schema && manifest.schema !== schema) {
    await client.end();
    fail(`The backup holds the schema ${manifest.schema}, DATABASE_URL resolves to ${schema}: set its search_path to ${manifest.schema}.`);
  }
  // Emptied here rather than by pg_restore --clean, which cannot drop a schema that holds more.
  if (count > 0) {
    const tables = await client.query<{ t: string }>(
      "select quote_ident(table_name) as t from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'",
    );
    await client.query(`drop table if exists ${tables.rows.map((r) => r.t).join(", ")} cascade`);
  }
  await client.end();
  checkPostgresTool("pg_restore", serverMajor);
  const restore = spawnSync(
    "pg_restore",
    ["--no-owner", "--no-privileges", `--dbname=${target.connectionString}`, join(folder, manifest.database)],
    { encoding: "utf8" },
  );
  // The dump of one schema creates it; it exists already (the URL's search_path names it).
  const errors = (restore.stderr || "").split("\n").filter((l) => /^pg_restore: error:/.test(l) && !/schema ".*" already exists/.test(l));
  if (restore.error) fail(`pg_restore failed: ${restore.error.message}`);
  if (restore.status !== 0 && errors.length > 0) fail(`pg_restore failed: ${errors[0]}`);
  console.log(`database: PostgreSQL restored with pg_restore${schema !== "public" ? ` into schema ${schema}` : ""}`);
}

const data = resolve(dataDir());
for (const entry of DATA_ENTRIES) {
  const source = join(folder, "files", entry);
  if (!existsSync(source)) continue;
  cpSync(source, join(data, entry), { recursive: true, force });
}
console.log(`files: ${(manifest.files ?? []).join(", ") || "none"} into ${data}`);
console.log(`Restored the backup of ${manifest.createdAt} (migration level ${manifest.migrationLevel ?? "none"}).`);
