import { PostgresAdapter, type Kysely, type Migration } from "kysely";

/**
 * One migration (a file in migrations/) with the name it is recorded under in the database's
 * migration table: that name never changes once the migration has shipped.
 */
export interface NamedMigration extends Migration {
  readonly name: string;
}

/** A change only PostgreSQL needs checks this and is a no-op on SQLite. */
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
