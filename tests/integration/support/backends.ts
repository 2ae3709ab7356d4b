import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe } from "vitest";
import { createDatabase, type AppDatabase } from "~/lib/db/db.server";
import { migrateToLatest } from "~/lib/db/migrations.server";

/**
 * The database backends integration tests run against: SQLite always, PostgreSQL when a server
 * answers on 127.0.0.1:5432 (or at POSTGRES_TEST_URL). In CI with REQUIRE_POSTGRES=1 the
 * PostgreSQL suites run even when the server is unreachable, so its absence fails the build.
 */

// node-postgres, unlike libpq, has no OS-user fallback when USER is unset (as on this machine).
const PG_USER = process.env.PGUSER ?? process.env.USER ?? userInfo().username;
const PG_URL = process.env.POSTGRES_TEST_URL ?? `postgres://${PG_USER}@127.0.0.1:5432/test`;
const requirePostgres = Boolean(process.env.CI) && process.env.REQUIRE_POSTGRES === "1";

const postgresReachable = await (async () => {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
})();

export type BackendName = "sqlite" | "postgres";

/** An empty database: its URL, the PostgreSQL schema it lives in, and how to remove it. */
export interface BackendEnv {
  url: string;
  /** The per-suite PostgreSQL schema (search_path); absent on SQLite. */
  schema?: string;
  teardown(): Promise<void>;
}

export interface Backend {
  name: BackendName;
  skip: boolean;
  /** Creates an empty database; returns its URL and a cleanup function. */
  setup(): Promise<BackendEnv>;
}

export const backends: readonly Backend[] = [
  {
    name: "sqlite",
    skip: false,
    setup() {
      const dir = mkdtempSync(join(tmpdir(), "forestcrew-db-"));
      const teardown = () => {
        rmSync(dir, { recursive: true, force: true });
        return Promise.resolve();
      };
      return Promise.resolve({ url: `file:${join(dir, "site.db")}`, teardown });
    },
  },
  {
    name: "postgres",
    // When required (CI + REQUIRE_POSTGRES=1), run anyway so an unreachable server fails the suite.
    skip: !postgresReachable && !requirePostgres,
    async setup() {
      if (!postgresReachable) {
        throw new Error("PostgreSQL is required (CI with REQUIRE_POSTGRES=1) but is not reachable.");
      }
      // A fresh schema per suite: suites never see each other's tables, and dropping it cleans up.
      const schema = `t_${randomBytes(6).toString("hex")}`;
      const admin = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 1000 });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      const separator = PG_URL.includes("?") ? "&" : "?";
      const url = `${PG_URL}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
      return {
        url,
        schema,
        teardown: async () => {
          await admin.query(`drop schema ${schema} cascade`);
          await admin.end();
        },
      };
    },
  },
];

/**
 * Declares one `describe` block per backend, named "`title` on sqlite" / "… on postgres",
 * skipped where the backend is unavailable. The body registers its own hooks and tests;
 * it typically calls `backend.setup()` in `beforeAll` and `teardown()` in `afterAll`.
 */
export function describeBackends(title: string, body: (backend: Backend) => void): void {
  for (const backend of backends) {
    describe.skipIf(backend.skip)(`${title} on ${backend.name}`, () => body(backend));
  }
}

/** Accessors for the database a suite opened with `useDatabase`; valid inside hooks and tests. */
export interface SuiteDatabase {
  app(): AppDatabase;
  env(): BackendEnv;
}

/**
 * Opens an empty database on `backend` before the suite (migrated unless `migrate: false`)
 * and closes and removes it after. Call it inside a `describeBackends` body.
 */
export function useDatabase(backend: Backend, { migrate = true }: { migrate?: boolean } = {}): SuiteDatabase {
  let env: BackendEnv | undefined;
  let app: AppDatabase | undefined;
  beforeAll(async () => {
    env = await backend.setup();
    app = createDatabase(env.url);
    if (migrate) await migrateToLatest(app.db);
  });
  afterAll(async () => {
    await app?.close();
    await env?.teardown();
  });
  return {
    app: () => {
      if (!app) throw new Error("The suite database is not open yet (use it inside hooks and tests).");
      return app;
    },
    env: () => {
      if (!env) throw new Error("The suite database is not open yet (use it inside hooks and tests).");
      return env;
    },
  };
}
