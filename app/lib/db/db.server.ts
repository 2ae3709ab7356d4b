import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import { migrateToLatest } from "./migrations.server";
import type { Database } from "./schema";

export type DatabaseDialect = "sqlite" | "postgres";

export interface AppDatabase {
  db: Kysely<Database>;
  dialect: DatabaseDialect;
  close(): Promise<void>;
}

export const DEFAULT_DATABASE_URL = "file:./data/site.db";

export type DatabaseTarget =
  | { dialect: "sqlite"; path: string }
  | { dialect: "postgres"; connectionString: string };

/** `file:PATH`, a bare path or `:memory:` → SQLite; `postgres://`/`postgresql://` → PostgreSQL. */
export function parseDatabaseUrl(url: string): DatabaseTarget {
  if (/^postgres(ql)?:\/\//i.test(url)) return { dialect: "postgres", connectionString: url };
  if (/^file:\/\//i.test(url)) return { dialect: "sqlite", path: fileURLToPath(url) };
  if (/^file:/i.test(url)) return { dialect: "sqlite", path: url.slice("file:".length) };
  // Two or more letters before ":" is a scheme (one letter would be a Windows drive).
  const scheme = /^([a-z][a-z0-9+.-]+):/i.exec(url)?.[1];
  if (scheme !== undefined || url.trim() === "") {
    // Only the scheme goes into the message: the URL may carry credentials.
    throw new Error(
      `Unsupported DATABASE_URL${scheme ? ` scheme "${scheme}:"` : " (empty)"}: ` +
        `use file:PATH for SQLite or postgres://… for PostgreSQL.`,
    );
  }
  return { dialect: "sqlite", path: url };
}

export function createDatabase(
  // An empty DATABASE_URL counts as unset.
  url: string = process.env.DATABASE_URL || DEFAULT_DATABASE_URL,
): AppDatabase {
  const target = parseDatabaseUrl(url);
  return target.dialect === "postgres"
    ? createPostgres(target.connectionString)
    : createSqlite(target.path);
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
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 10_000 });
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
