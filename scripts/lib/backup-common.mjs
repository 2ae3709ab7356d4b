// Shared by scripts/backup.mjs and scripts/restore.mjs. Plain JavaScript (the app's TypeScript
// modules are not importable from a script), so the database address rules are repeated here in
// short: file:PATH or a bare path → SQLite, postgres:// → PostgreSQL (as app/config/env.server.ts).
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

/** The upload folders and shared secrets of DATA_DIR a backup carries (ADR 0015: uploads are files). */
export const DATA_ENTRIES = ["blog-images", "form-files", "session-secret", "chat-ip-salt"];

/** Names never copied: a write in progress (ADR 0015's temporary names). */
export const isTemporary = (name) => name.endsWith(".part") || name.endsWith(".tmp") || /^\..*tmp/.test(name);

export function fail(message) {
  console.error(message);
  process.exit(1);
}

export function databaseTarget(url) {
  if (/^postgres(ql)?:\/\//i.test(url)) return { dialect: "postgres", connectionString: url };
  if (/^file:\/\//i.test(url)) return { dialect: "sqlite", path: fileURLToPath(url) };
  if (/^file:/i.test(url)) return { dialect: "sqlite", path: url.slice("file:".length) };
  if (/^[a-z][a-z0-9+.-]+:/i.test(url)) fail("Unsupported DATABASE_URL: use file:PATH for SQLite or postgres://… for PostgreSQL.");
  return { dialect: "sqlite", path: url };
}

export const databaseUrl = () => process.env.DATABASE_URL?.trim() || "file:./data/site.db";
export const dataDir = () => process.env.DATA_DIR?.trim() || "./data";

/** Opens a pg client and returns it with the schema names resolve to and the server's major version. */
export async function openPostgres(connectionString) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (error) {
    fail(`Cannot open the PostgreSQL database: ${error.message}. Check DATABASE_URL.`);
  }
  const { rows } = await client.query("select current_schema() as schema, current_setting('server_version_num')::int as version");
  return { client, schema: rows[0].schema, serverMajor: Math.floor(rows[0].version / 10000) };
}

/**
 * Checks that a PostgreSQL client tool (pg_dump, pg_restore) is installed and not older than the
 * server (an older pg_dump refuses a newer server's database); fails with one line otherwise.
 */
export function checkPostgresTool(tool, serverMajor) {
  const run = spawnSync(tool, ["--version"], { encoding: "utf8" });
  if (run.error?.code === "ENOENT")
    fail(
      `${tool} is not installed: install the PostgreSQL client ${serverMajor} (Debian: apt-get install postgresql-client-${serverMajor}).`,
    );
  const major = Number(/(\d+)(?:\.\d+)?/.exec(run.stdout ?? "")?.[1]);
  if (!Number.isFinite(major) || major < serverMajor)
    fail(`${tool} ${major || "?"} is older than the PostgreSQL server ${serverMajor}: install postgresql-client-${serverMajor} or newer.`);
}
