import { inspect } from "node:util";
import { Migrator, sql } from "kysely";
import type { Kysely, Migration } from "kysely";
import { isPostgres, type NamedMigration } from "./migration-support";
import { migration as m0001 } from "./migrations/0001_admin_auth";
import { migration as m0002 } from "./migrations/0002_waitlist";
import { migration as m0003 } from "./migrations/0003_blog_posts";
import { migration as m0004 } from "./migrations/0004_login_attempts";
import { migration as m0005 } from "./migrations/0005_chat";
import { migration as m0006 } from "./migrations/0006_chat_session_duration_bigint";
import { migration as m0007 } from "./migrations/0007_forms";
import { migration as m0008 } from "./migrations/0008_form_status_changed_at";
import { migration as m0009 } from "./migrations/0009_consent_log";
import { migration as m0010 } from "./migrations/0010_chat_session_secret";
import { migration as m0011 } from "./migrations/0011_shared_counters";
import { migration as m0012 } from "./migrations/0012_blog_editorial";
import { migration as m0013 } from "./migrations/0013_chat_answer_report";
import { migration as m0014 } from "./migrations/0014_accounts";

// Migrations live in code (not FileMigrationProvider) because Vite bundles the server: one file
// per migration in migrations/, named after the migration. To add one, add the next numbered file
// and append it to the list below; never edit one that has shipped.
// Use portable column types (text, integer) so every migration runs on SQLite and PostgreSQL;
// a change only one dialect needs checks the dialect (isPostgres) and is a no-op on the other.
// Migrations receive Kysely<any> on purpose: they must not depend on the current schema types.

/** Every migration, in the order they run (Kysely runs them in name order: the list keeps to it). */
export const migrationList: readonly NamedMigration[] = [
  m0001,
  m0002,
  m0003,
  m0004,
  m0005,
  m0006,
  m0007,
  m0008,
  m0009,
  m0010,
  m0011,
  m0012,
  m0013,
  m0014,
];

/** The migrations by name, as Kysely's migrator takes them. */
export const migrations: Record<string, Migration> = Object.fromEntries(migrationList.map((m) => [m.name, m]));

/**
 * `migrationTableSchema`: on PostgreSQL, the schema the migration tables live in. Without it,
 * Kysely looks for them in every schema of the database, so a second schema with its own
 * migration tables (another site, a test suite) makes it skip creating ours.
 */
export function createMigrator(db: Kysely<any>, migrationTableSchema?: string): Migrator {
  return new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) }, migrationTableSchema });
}

/** A migrator whose tables live in the current schema (see createMigrator). */
export async function migratorFor(db: Kysely<any>): Promise<Migrator> {
  return createMigrator(db, await currentSchema(db));
}

/** The schema unqualified names resolve to (search_path), on PostgreSQL; undefined on SQLite. */
async function currentSchema(db: Kysely<any>): Promise<string | undefined> {
  if (!isPostgres(db)) return undefined;
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema ?? undefined;
}

/** Applies all pending migrations; throws with the failing migration's name on error. */
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const { error, results } = await (await migratorFor(db)).migrateToLatest();
  if (error === undefined) return;
  const failed = results?.find((r) => r.status === "Error")?.migrationName;
  const reason = error instanceof Error ? error.message : inspect(error);
  throw new Error(failed ? `Database migration "${failed}" failed: ${reason}` : `Database migrations could not run: ${reason}`, {
    cause: error,
  });
}

/**
 * The names of the migrations this code knows that the database has not applied (all of them
 * when it has no migration table: an empty database, or one whose tables were dropped). Reads
 * only; throws when the database cannot be asked.
 */
export async function pendingMigrations(db: Kysely<any>): Promise<string[]> {
  let applied: string[];
  try {
    const result = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    applied = result.rows.map((row) => row.name);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    const missingTable = code === "42P01" || (error instanceof Error && /no such table/i.test(error.message));
    if (!missingTable) throw error;
    applied = [];
  }
  const done = new Set(applied);
  return Object.keys(migrations).filter((name) => !done.has(name));
}
