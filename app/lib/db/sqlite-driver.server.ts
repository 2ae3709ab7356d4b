// Kysely's SQLite driver, made to wait for another connection's lock without blocking the event
// loop (ADR 0032). better-sqlite3 runs every statement synchronously on the main thread, and SQLite
// waits for a lock inside the call (busy_timeout): a backup or `admin:password` holding the write
// lock for seconds held up every request of the site, /healthz included, for as long.
import { setTimeout as sleep } from "node:timers/promises";
import type SQLite from "better-sqlite3";
import {
  CompiledQuery,
  createQueryId,
  IdentifierNode,
  RawNode,
  SelectQueryNode,
  SqliteDialect,
  type DatabaseConnection,
  type Driver,
  type QueryCompiler,
  type QueryResult,
} from "kysely";

/**
 * How long one attempt waits for a lock inside SQLite (blocking the event loop): a lock held for a
 * moment is waited out at once; a longer one is waited for between attempts, on timers.
 */
export const SQLITE_BUSY_TIMEOUT_MS = 10;
const FIRST_PAUSE_MS = 5;
const LONGEST_PAUSE_MS = 100;

/** SQLITE_BUSY and its extended codes: another connection holds the lock the statement needs. */
function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && code.startsWith("SQLITE_BUSY");
}

export interface NonBlockingSqliteOptions {
  database: SQLite.Database;
  /** How long a statement may wait for a lock in all (DB_STATEMENT_TIMEOUT_MS); then its SQLITE_BUSY is thrown. */
  lockWaitMs: number;
  /** Pragmas run before the first statement ("journal_mode = WAL"), waiting for a lock like a statement. */
  pragmas?: string[];
}

/**
 * SqliteDialect with a driver that
 * - gives SQLite a short busy_timeout (SQLITE_BUSY_TIMEOUT_MS, set by the caller) and tries a busy
 *   statement again after a pause on a timer (5 ms, doubling up to 100 ms), until `lockWaitMs`
 *   have passed; then the statement fails with SQLite's own SQLITE_BUSY error, as it did when
 *   SQLite waited the whole time;
 * - begins transactions with BEGIN IMMEDIATE, so a transaction takes the write lock at its start,
 *   where trying again is safe. (A deferred transaction that read first and meets a lock at its
 *   first write fails with SQLITE_BUSY_SNAPSHOT in WAL mode, which no retry of that statement mends.)
 * - lets other statements (reads above all) run while a statement or a BEGIN waits between
 *   attempts; only an open transaction has the connection to itself, as with Kysely's driver.
 */
export class NonBlockingSqliteDialect extends SqliteDialect {
  readonly #options: NonBlockingSqliteOptions;

  constructor(options: NonBlockingSqliteOptions) {
    super({ database: options.database });
    this.#options = options;
  }

  override createDriver(): Driver {
    return new NonBlockingSqliteDriver(this.#options);
  }
}

class NonBlockingSqliteDriver implements Driver {
  readonly db: SQLite.Database;
  readonly #options: NonBlockingSqliteOptions;
  /** The connection whose transaction is open: every other statement waits until it ends. */
  #owner: SqliteConnection | null = null;
  #waiting: (() => void)[] = [];

  constructor(options: NonBlockingSqliteOptions) {
    this.db = options.database;
    this.#options = options;
  }

  async init(): Promise<void> {
    for (const pragma of this.#options.pragmas ?? []) await this.run(null, () => this.db.pragma(pragma));
  }

  /** One object per use, so that the driver can tell a transaction's statements from the others. */
  acquireConnection(): Promise<DatabaseConnection> {
    return Promise.resolve(new SqliteConnection(this));
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await this.run(connection as SqliteConnection, () => this.db.exec("begin immediate"), { begins: true });
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    // A COMMIT that meets SQLITE_BUSY leaves the transaction open and may be tried again.
    await this.run(connection as SqliteConnection, () => this.db.exec("commit"));
    this.#release(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      // SQLite may have rolled back by itself (an I/O error, a full disk).
      if (this.db.inTransaction) this.db.exec("rollback");
    } finally {
      this.#release(connection);
    }
    return Promise.resolve();
  }

  async savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler["compileQuery"]): Promise<void> {
    await connection.executeQuery(compile(savepointCommand("savepoint", name), createQueryId()));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler["compileQuery"]): Promise<void> {
    await connection.executeQuery(compile(savepointCommand("rollback to", name), createQueryId()));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler["compileQuery"]): Promise<void> {
    await connection.executeQuery(compile(savepointCommand("release", name), createQueryId()));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    // Kysely ends its transactions before it releases their connection; should one ever stay open,
    // it must not keep every other statement waiting for good.
    if (this.#owner === connection) await this.rollbackTransaction(connection);
  }

  destroy(): Promise<void> {
    if (this.db.open) this.db.close();
    return Promise.resolve();
  }

  /**
   * Runs `attempt` (synchronous) when no other connection's transaction is open; after SQLITE_BUSY
   * it pauses on a timer and tries again, until lockWaitMs have passed since the first attempt.
   */
  async run<T>(connection: SqliteConnection | null, attempt: () => T, { begins = false } = {}): Promise<T> {
    const deadline = Date.now() + this.#options.lockWaitMs;
    let pause = FIRST_PAUSE_MS;
    for (;;) {
      while (this.#owner !== null && this.#owner !== connection) await new Promise<void>((wake) => this.#waiting.push(wake));
      // Nothing awaits from here to the end of the attempt: no other statement can come in between.
      const inTransaction = this.#owner !== null;
      if (begins) this.#owner = connection;
      try {
        return attempt();
      } catch (error) {
        if (begins) this.#release(connection);
        const left = deadline - Date.now();
        // A busy statement changed nothing and may run again, unless SQLite ended its transaction.
        if (!isBusy(error) || left <= 0 || (inTransaction && !this.db.inTransaction)) throw error;
        await sleep(Math.min(pause, left));
        pause = Math.min(pause * 2, LONGEST_PAUSE_MS);
      }
    }
  }

  #release(connection: DatabaseConnection | null): void {
    if (connection === null || this.#owner !== connection) return;
    this.#owner = null;
    for (const wake of this.#waiting.splice(0)) wake();
  }
}

function savepointCommand(command: string, name: string): RawNode {
  return RawNode.createWithChildren([RawNode.createWithSql(`${command} `), IdentifierNode.create(name)]);
}

class SqliteConnection implements DatabaseConnection {
  constructor(private readonly driver: NonBlockingSqliteDriver) {}

  executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    return this.driver.run(this, () => execute<R>(this.driver.db, compiledQuery));
  }

  async *streamQuery<R>(compiledQuery: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    if (!SelectQueryNode.is(compiledQuery.query)) throw new Error("Sqlite driver only supports streaming of select queries");
    // Read at once: while better-sqlite3 iterates, the connection refuses every other statement.
    const { rows } = await this.executeQuery<R>(compiledQuery);
    for (const row of rows) yield { rows: [row] };
  }
}

function execute<R>(db: SQLite.Database, { sql, parameters }: CompiledQuery): QueryResult<R> {
  const statement = db.prepare(sql);
  if (statement.reader) return { rows: statement.all(parameters) as R[] };
  const { changes, lastInsertRowid } = statement.run(parameters);
  return {
    numAffectedRows: changes !== undefined && changes !== null ? BigInt(changes) : undefined,
    insertId: lastInsertRowid !== undefined && lastInsertRowid !== null ? BigInt(lastInsertRowid) : undefined,
    rows: [],
  };
}
