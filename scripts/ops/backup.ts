// `npm run backup [-- --out FOLDER]`: a consistent copy of the site's data in one folder
// (default ./backups/backup-<time>/):
//   manifest.json   time, dialect, app version, migrations applied (the level a restore needs)
//   database.sqlite SQLite through the online backup API (consistent while the server writes), or
//   database.dump   PostgreSQL through pg_dump (custom format; the current schema only, when it is not "public")
//   files/          DATA_DIR's upload folders (blog-images, form-files) and shared secrets.
// The database is copied first and the files after it: uploads are written once under new names
// (ADR 0015), so the files are a superset of what the copy refers to. `npm run restore` reads it.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { DATA_ENTRIES, checkPostgresTool, dataDir, databaseTarget, databaseUrl, fail, isTemporary, openPostgres } from "./backup-common";

const args = process.argv.slice(2);
const outIndex = args.indexOf("--out");
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const out = resolve((outIndex >= 0 && args[outIndex + 1]) || join("backups", `backup-${stamp}`));
if (existsSync(out) && readdirSync(out).length > 0) fail(`${out} exists and is not empty: choose another --out.`);
mkdirSync(out, { recursive: true });

const target = databaseTarget(databaseUrl());
const appVersion = (JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version: string }).version;

/** manifest.json: what `npm run restore` reads. */
interface Manifest {
  format: 1;
  createdAt: string;
  dialect: "sqlite" | "postgres";
  appVersion: string;
  migrations: string[];
  migrationLevel: string | null;
  database: "database.sqlite" | "database.dump";
  schema?: string;
  files: string[];
}
const manifest: Partial<Manifest> & Pick<Manifest, "format" | "createdAt" | "dialect" | "appVersion"> = {
  format: 1,
  createdAt: new Date().toISOString(),
  dialect: target.dialect,
  appVersion,
};

if (target.dialect === "sqlite") {
  if (!existsSync(target.path)) fail(`No SQLite database at ${target.path}: check DATABASE_URL.`);
  const { default: SQLite } = await import("better-sqlite3");
  const db = new SQLite(target.path, { readonly: true, fileMustExist: true });
  db.pragma("busy_timeout = 5000");
  manifest.migrations = migrationNames(() => db.prepare<[], { name: string }>("select name from kysely_migration order by name").all());
  // The online backup API copies page by page and restarts when the server writes meanwhile: the
  // copy is one consistent state of the database.
  await db.backup(join(out, "database.sqlite"));
  db.close();
  manifest.database = "database.sqlite";
  console.log(`database: SQLite ${target.path} copied with the online backup API`);
} else {
  const { client, schema, serverMajor } = await openPostgres(target.connectionString);
  try {
    manifest.migrations = (await client.query<{ name: string }>("select name from kysely_migration order by name")).rows.map((r) => r.name);
  } catch {
    manifest.migrations = [];
  } finally {
    await client.end();
  }
  checkPostgresTool("pg_dump", serverMajor);
  manifest.schema = schema;
  const dump = spawnSync(
    "pg_dump",
    [
      "--format=custom",
      "--no-owner",
      "--no-privileges",
      ...(schema && schema !== "public" ? [`--schema=${schema}`] : []),
      `--file=${join(out, "database.dump")}`,
      `--dbname=${target.connectionString}`,
    ],
    { encoding: "utf8" },
  );
  if (dump.status !== 0) fail(`pg_dump failed: ${(dump.stderr || dump.error?.message || "").trim().split("\n")[0]}`);
  manifest.database = "database.dump";
  console.log(`database: PostgreSQL dumped with pg_dump (custom format${schema !== "public" ? `, schema ${schema}` : ""})`);
}

function migrationNames(read: () => { name: string }[]): string[] {
  try {
    return read().map((r) => r.name);
  } catch {
    return [];
  }
}

const migrations = manifest.migrations ?? [];
manifest.migrationLevel = migrations.at(-1) ?? null;
const data = resolve(dataDir());
const files: string[] = (manifest.files = []);
for (const entry of DATA_ENTRIES) {
  const from = join(data, entry);
  if (!existsSync(from)) continue;
  cpSync(from, join(out, "files", entry), { recursive: true, filter: (src) => !isTemporary(src.split("/").at(-1) ?? "") });
  files.push(entry);
}
writeFileSync(join(out, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`files: ${files.length ? files.join(", ") : "none"} from ${data}`);
console.log(`Backup written to ${out} (migration level ${manifest.migrationLevel ?? "none"}).`);
