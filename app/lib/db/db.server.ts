import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import { env, parseDatabaseUrl } from "~/config/env.server";
import { migrateToLatest } from "./migrations.server";
import type { Database } from "./schema";

export type DatabaseDialect = "sqlite" | "postgres";

export interface AppDatabase {
  db: Kysely<Database>;
  dialect: DatabaseDialect;
  close(): Promise<void>;
}

// The address rules live with the environment schema, which checks DATABASE_URL at start.
export { DEFAULT_DATABASE_URL, parseDatabaseUrl, type DatabaseTarget } from "~/config/env.server";

export function createDatabase(url: string = env().DATABASE_URL): AppDatabase {
  const target = parseDatabaseUrl(url);
  return target.dialect === "postgres" ? createPostgres(target.connectionString) : createSqlite(target.path);
}

function createSqlite(path: string): AppDatabase {
  const inMemory = path === ":memory:" || path === "";
  if (!inMemory) mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SQLite(path);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return {
    db,
    dialect: "sqlite",
    close: once(async () => {
      await db.destroy();
      // Kysely.destroy() is a no-op when no query ever ran, so close the handle ourselves.
      if (sqlite.open) sqlite.close();
    }),
  };
}

function createPostgres(connectionString: string): AppDatabase {
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 10_000, types: int8AsNumber });
  // An idle client losing its connection emits "error" on the pool; unhandled, it would crash the process.
  pool.on("error", (err) => console.error("PostgreSQL pool error:", err.message));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    dialect: "postgres",
    close: once(async () => {
      await db.destroy();
      if (!pool.ended) await pool.end();
    }),
  };
}

// node-postgres returns bigint (int8) columns and count(*) as strings, because they may exceed
// Number.MAX_SAFE_INTEGER; ours (milliseconds, row counts) stay far below 2^53, and the schema
// types them as numbers, as SQLite returns them. Set per pool: pg.types is process-wide.
const int8AsNumber: pg.CustomTypesConfig = {
  getTypeParser: (id, format) =>
    id === pg.types.builtins.INT8 && format !== "binary"
      ? (value: string) => Number(value)
      : (pg.types.getTypeParser(id, format) as (value: string) => unknown),
};

function once(fn: () => Promise<void>): () => Promise<void> {
  let promise: Promise<void> | undefined;
  return () => (promise ??= fn());
}

/** `select 1` round trip, for the health check. */
export async function checkDatabase(db: Kysely<Database>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}

/**
 * Opens the database, runs `select 1` and closes it again, without migrating: the server checks
 * that it can reach the database before it changes anything. Throws the driver's error.
 */
export async function probeDatabase(url: string = env().DATABASE_URL): Promise<DatabaseDialect> {
  const app = createDatabase(url);
  try {
    await sql`select 1`.execute(app.db);
    return app.dialect;
  } finally {
    await app.close();
  }
}

// Kept on globalThis so that dev-server module reloads reuse one connection pool.
const globalKey = Symbol.for("forestcrew.database");
type GlobalWithDatabase = typeof globalThis & { [globalKey]?: Promise<AppDatabase> };
const holder = globalThis as GlobalWithDatabase;

/** The process-wide database (from DATABASE_URL), created and migrated on first use. */
export function getDatabase(): Promise<AppDatabase> {
  const existing = holder[globalKey];
  if (existing) return existing;
  const created = (async () => {
    const app = createDatabase();
    try {
      await migrateToLatest(app.db);
      return app;
    } catch (error) {
      await app.close().catch(() => {});
      throw error;
    }
  })();
  // A failed start must not stick: the next call tries again.
  created.catch(() => {
    if (holder[globalKey] === created) delete holder[globalKey];
  });
  holder[globalKey] = created;
  return created;
}

/** Closes the process-wide database, if it was opened (graceful shutdown). */
export async function closeDatabase(): Promise<void> {
  const existing = holder[globalKey];
  delete holder[globalKey];
  const app = await existing?.catch(() => undefined);
  await app?.close();
}
