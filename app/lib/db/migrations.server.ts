import { Migrator, sql } from "kysely";
import type { Kysely, Migration } from "kysely";

// Migrations live in code (not FileMigrationProvider) because Vite bundles the server.
// To add one, append an entry with the next number; never edit one that has shipped.
// Use portable column types (text, integer) so every migration runs on SQLite and PostgreSQL.
// Migrations receive Kysely<any> on purpose: they must not depend on the current schema types.
export const migrations: Record<string, Migration> = {
  "0001_admin_auth": {
    async up(db) {
      // `if not exists`: scripts/admin-password.mjs may have created this table before the first start.
      await db.schema
        .createTable("admin_credential")
        .ifNotExists()
        .addColumn("id", "integer", (c) => c.primaryKey().check(sql`id = 1`))
        .addColumn("password_hash", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("sessions")
        .ifNotExists()
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("expires_at", "text", (c) => c.notNull())
        .addColumn("last_seen_at", "text", (c) => c.notNull())
        .addColumn("user_agent", "text")
        .execute();
      await db.schema
        .createIndex("sessions_expires_at_idx")
        .ifNotExists()
        .on("sessions")
        .column("expires_at")
        .execute();
    },
    async down(db) {
      await db.schema.dropTable("sessions").ifExists().execute();
      await db.schema.dropTable("admin_credential").ifExists().execute();
    },
  },
  "0002_waitlist": {
    async up(db) {
      await db.schema
        .createTable("waitlist_entries")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("product", "text", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("company", "text")
        .addColumn("hectares", "integer")
        .addColumn("segment", "text")
        .addColumn("message", "text")
        .addColumn("lang", "text", (c) => c.notNull())
        .addColumn("consent_at", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        // A second sign-up with the same address updates the entry (upsert on this constraint).
        .addUniqueConstraint("waitlist_entries_product_email_key", ["product", "email"])
        .execute();
      await db.schema
        .createIndex("waitlist_entries_created_at_idx")
        .on("waitlist_entries")
        .column("created_at")
        .execute();
    },
    async down(db) {
      await db.schema.dropTable("waitlist_entries").ifExists().execute();
    },
  },
};

export function createMigrator(db: Kysely<any>): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

/** Applies all pending migrations; throws with the failing migration's name on error. */
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const { error, results } = await createMigrator(db).migrateToLatest();
  if (error === undefined) return;
  const failed = results?.find((r) => r.status === "Error")?.migrationName;
  const reason = error instanceof Error ? error.message : String(error);
  throw new Error(
    failed
      ? `Database migration "${failed}" failed: ${reason}`
      : `Database migrations could not run: ${reason}`,
    { cause: error },
  );
}
