import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, sql, type PostgresPool } from "kysely";
import pg from "pg";
import { env, parseDatabaseUrl } from "~/config/env.server";
import { migrateToLatest, migrationList, pendingMigrations } from "./migrations.server";
import type { Database } from "./schema";
import { NonBlockingSqliteDialect, SQLITE_BUSY_TIMEOUT_MS } from "./sqlite-driver.server";

export type DatabaseDialect = "sqlite" | "postgres";

export interface AppDatabase {
  db: Kysely<Database>;
  dialect: DatabaseDialect;
  close(): Promise<void>;
}

// The address rules live with the environment schema, which checks DATABASE_URL at start.
export { DEFAULT_DATABASE_URL, parseDatabaseUrl, type DatabaseTarget } from "~/config/env.server";

/** How long a statement may run (or wait for a lock), and how long a connection may take to open. */
export interface DatabaseTimeouts {
  statementMs: number;
  connectMs: number;
}

/** The timeouts from DB_STATEMENT_TIMEOUT_MS and DB_CONNECT_TIMEOUT_MS (5 s and 0.8 s by default). */
export function timeoutsFromEnv(): DatabaseTimeouts {
  const config = env();
  return { statementMs: config.DB_STATEMENT_TIMEOUT_MS, connectMs: config.DB_CONNECT_TIMEOUT_MS };
}

export function createDatabase(url: string = env().DATABASE_URL, timeouts: DatabaseTimeouts = timeoutsFromEnv()): AppDatabase {
  const target = parseDatabaseUrl(url);
  return target.dialect === "postgres" ? createPostgres(target.connectionString, timeouts) : createSqlite(target.path, timeouts);
}

function createSqlite(path: string, timeouts: DatabaseTimeouts): AppDatabase {
  const inMemory = path === ":memory:" || path === "";
  if (!inMemory) mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SQLite(path);
  // A statement waits for another connection's write lock up to DB_STATEMENT_TIMEOUT_MS, then fails
  // with SQLITE_BUSY; SQLite itself waits only a moment (it blocks the event loop while it waits),
  // the driver waits the rest on timers, letting other requests (and reads) run meanwhile.
  sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  const dialect = new NonBlockingSqliteDialect({
    database: sqlite,
    lockWaitMs: Math.round(timeouts.statementMs),
    pragmas: ["journal_mode = WAL", "foreign_keys = ON"],
  });
  const db = new Kysely<Database>({ dialect });
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

function createPostgres(connectionString: string, timeouts: DatabaseTimeouts): AppDatabase {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    types: int8AsNumber,
    // Opening a connection (and waiting for a free one) gives up after this long, instead of the
    // operating system's TCP timeout of minutes.
    connectionTimeoutMillis: timeouts.connectMs,
    keepAlive: true,
    // The server cancels a statement that runs, or waits for a lock, longer than this: a held lock
    // costs a request seconds, not the time the lock is held, and the pool does not fill up.
    statement_timeout: timeouts.statementMs,
    // A transaction left open by a crashed request does not hold its locks for ever.
    idle_in_transaction_session_timeout: Math.max(timeouts.statementMs * 2, 10_000),
    // The client's own limit, for a server that no longer answers at all (no cancel can reach it).
    query_timeout: timeouts.statementMs + timeouts.connectMs,
  });
  // An idle client losing its connection emits "error" on the pool; unhandled, it would crash the process.
  pool.on("error", (err) => console.error("PostgreSQL pool error:", err.message));
  // A client in use (a transaction between statements, a job holding its advisory lock) that loses
  // its connection emits "error" on itself, where the pool does not listen: the same crash. The
  // statement waiting on it fails on its own, and the pool drops the client when it is released.
  pool.on("connect", (client) => client.on("error", (err) => console.error("PostgreSQL connection lost:", err.message)));
  const breaker = new ConnectionBreaker(async () => {
    const client = await pool.connect();
    client.release();
  });
  const guarded: PostgresPool = {
    async connect() {
      await breaker.admit();
      try {
        const client = await pool.connect();
        breaker.succeeded();
        return client;
      } catch (error) {
        // Waiting for a free connection of a busy pool is not a sign that the database is away.
        if (!(error instanceof Error && error.message === POOL_WAIT_TIMEOUT)) breaker.failed();
        throw error;
      }
    },
    end: () => pool.end(),
  };
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: guarded }) });
  return {
    db,
    dialect: "postgres",
    close: once(async () => {
      await db.destroy();
      if (!pool.ended) await pool.end();
    }),
  };
}

/** pg-pool's message when no connection of a full pool became free within connectionTimeoutMillis. */
const POOL_WAIT_TIMEOUT = "timeout exceeded when trying to connect";

/** Thrown at once, instead of waiting for a timeout, while the database was unreachable a moment ago. */
export class DatabaseUnavailableError extends Error {
  override name = "DatabaseUnavailableError";
  constructor() {
    super("The database is unreachable (it failed a moment ago; retrying in the background).");
  }
}

/**
 * Fast fail while PostgreSQL is away: after a failed connect, requests fail at once for a pause
 * (250 ms, doubling up to 5 s). The first request after the pause starts one probe in the
 * background and waits for it at most 100 ms (enough for a database that is back on a local
 * network); every other request fails at once meanwhile. A probe that connects closes the
 * breaker, so the site recovers by itself when the database is back, without a restart.
 */
class ConnectionBreaker {
  private failures = 0;
  private openUntil = 0;
  private probing: Promise<boolean> | null = null;

  constructor(private readonly probe: () => Promise<void>) {}

  async admit(): Promise<void> {
    if (this.failures === 0) return;
    if (this.probing === null && Date.now() >= this.openUntil) {
      const probing = this.probe().then(
        () => (this.succeeded(), true),
        () => (this.failed(), false),
      );
      this.probing = probing;
      void probing.finally(() => (this.probing = null));
      const ok = await Promise.race([probing, new Promise<false>((r) => setTimeout(r, 100, false).unref())]);
      if (ok) return;
    }
    throw new DatabaseUnavailableError();
  }

  succeeded(): void {
    this.failures = 0;
    this.openUntil = 0;
  }

  failed(): void {
    this.failures += 1;
    this.openUntil = Date.now() + Math.min(250 * 2 ** (this.failures - 1), 5000);
  }
}

// SQLSTATE codes that mean "the database cannot answer now" rather than "this statement is wrong":
// class 08 (connection exception), 53300 too many connections, 55P03 lock not available,
// 57014 statement timeout (or cancel), 57P01–57P03 server shutting down or starting.
const FAULT_SQLSTATES = /^(08...|53300|55P03|57014|57P0[123])$/;
const FAULT_ERRNOS = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN", "EPIPE"]);
const FAULT_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|connection timeout|Client has encountered a connection error/i;

/**
 * Logs a failed database read: one line when the database is away (every visitor's request would
 * otherwise print the same stack trace during an outage), the whole error otherwise.
 */
export function logDatabaseError(what: string, error: unknown): void {
  if (isDatabaseFault(error)) console.error(`${what}: ${error instanceof Error ? error.message : String(error)}`);
  else console.error(what, error);
}

/**
 * True when `error` says the database is unreachable, too busy or timed out (as opposed to a
 * bad statement or a broken rule): the caller answers "try again later" and keeps what it was
 * given. Covers PostgreSQL and SQLite (SQLITE_BUSY once a statement has waited DB_STATEMENT_TIMEOUT_MS).
 */
export function isDatabaseFault(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth += 1) {
    if (e instanceof DatabaseUnavailableError) return true;
    if (e instanceof AggregateError && e.errors.some((inner) => isDatabaseFault(inner))) return true;
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && (FAULT_SQLSTATES.test(code) || FAULT_ERRNOS.has(code) || code.startsWith("SQLITE_BUSY"))) return true;
    if (FAULT_MESSAGES.test(e.message)) return true;
  }
  return false;
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

/** `select 1` round trip. */
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

export type Readiness =
  | { ready: true; dialect: DatabaseDialect; migrations: number }
  | { ready: false; reason: "database-unreachable" | "migrations-pending"; pending?: string[] };

/**
 * Readiness for /readyz: the process-wide database answers and every migration this code knows
 * is applied (a database whose tables were dropped, or an older code's database, is not ready).
 */
export async function checkReadiness(): Promise<Readiness> {
  let app: AppDatabase;
  try {
    app = await getDatabase();
  } catch {
    return { ready: false, reason: "database-unreachable" };
  }
  try {
    const pending = await pendingMigrations(app.db);
    if (pending.length > 0) return { ready: false, reason: "migrations-pending", pending };
    return { ready: true, dialect: app.dialect, migrations: migrationList.length };
  } catch {
    return { ready: false, reason: "database-unreachable" };
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
