// Shared by scripts/ops/backup.ts and scripts/ops/restore.ts: where the data is, and the checks
// both make before they touch it.
import { spawnSync } from "node:child_process";
import type pg from "pg";
import { parseDatabaseUrl, type DatabaseTarget } from "~/config/env.server";

/** The upload folders and shared secrets of DATA_DIR a backup carries (ADR 0015: uploads are files). */
export const DATA_ENTRIES = ["blog-images", "form-files", "session-secret", "chat-ip-salt"];

/** Names never copied: a write in progress (ADR 0015's temporary names). */
export const isTemporary = (name: string) => name.endsWith(".part") || name.endsWith(".tmp") || /^\..*tmp/.test(name);

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The database of DATABASE_URL, by the server's own rules (file:PATH or a path: SQLite; postgres://). */
export function databaseTarget(url: string): DatabaseTarget {
  try {
    return parseDatabaseUrl(url);
  } catch {
    return fail("Unsupported DATABASE_URL: use file:PATH for SQLite or postgres://… for PostgreSQL.");
  }
}

export const databaseUrl = () => process.env.DATABASE_URL?.trim() || "file:./data/site.db";
export const dataDir = () => process.env.DATA_DIR?.trim() || "./data";

/** Opens a pg client and returns it with the schema names resolve to and the server's major version. */
export async function openPostgres(connectionString: string): Promise<{ client: pg.Client; schema: string; serverMajor: number }> {
  const { default: postgres } = await import("pg");
  const client = new postgres.Client({ connectionString, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (error) {
    fail(`Cannot open the PostgreSQL database: ${(error as Error).message}. Check DATABASE_URL.`);
  }
  const { rows } = await client.query<{ schema: string; version: number }>(
    "select current_schema() as schema, current_setting('server_version_num')::int as version",
  );
  const row = rows[0]!;
  return { client, schema: row.schema, serverMajor: Math.floor(row.version / 10000) };
}

/**
 * Checks that a PostgreSQL client tool (pg_dump, pg_restore) is installed and not older than the
 * server (an older pg_dump refuses a newer server's database); fails with one line otherwise.
 */
export function checkPostgresTool(tool: string, serverMajor: number): void {
  const run = spawnSync(tool, ["--version"], { encoding: "utf8" });
  if ((run.error as { code?: unknown } | undefined)?.code === "ENOENT")
    fail(
      `${tool} is not installed: install the PostgreSQL client ${serverMajor} (Debian: apt-get install postgresql-client-${serverMajor}).`,
    );
  const major = Number(/(\d+)(?:\.\d+)?/.exec(run.stdout ?? "")?.[1]);
  if (!Number.isFinite(major) || major < serverMajor)
    fail(`${tool} ${major || "?"} is older than the PostgreSQL server ${serverMajor}: install postgresql-client-${serverMajor} or newer.`);
}
