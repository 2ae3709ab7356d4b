import { inspect } from "node:util";
import { Migrator, PostgresAdapter, sql } from "kysely";
import type { Kysely, Migration } from "kysely";

// Migrations live in code (not FileMigrationProvider) because Vite bundles the server.
// To add one, append an entry with the next number; never edit one that has shipped.
// Use portable column types (text, integer) so every migration runs on SQLite and PostgreSQL;
// a change only one dialect needs checks the dialect (isPostgres) and is a no-op on the other.
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
      await db.schema.createIndex("sessions_expires_at_idx").ifNotExists().on("sessions").column("expires_at").execute();
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
      await db.schema.createIndex("waitlist_entries_created_at_idx").on("waitlist_entries").column("created_at").execute();
    },
    async down(db) {
      await db.schema.dropTable("waitlist_entries").ifExists().execute();
    },
  },
  "0003_blog_posts": {
    async up(db) {
      await db.schema
        .createTable("blog_posts")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("slug", "text", (c) => c.notNull().unique())
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("author", "text", (c) => c.notNull())
        .addColumn("date", "text", (c) => c.notNull())
        .addColumn("tags", "text", (c) => c.notNull().defaultTo("[]"))
        .addColumn("summary", "text", (c) => c.notNull())
        .addColumn("content", "text", (c) => c.notNull())
        .addColumn("content_format", "text", (c) => c.notNull().defaultTo("markdown"))
        .addColumn("excerpt", "text")
        .addColumn("cover_image", "text")
        .addColumn("lang", "text", (c) => c.notNull().defaultTo("de"))
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("last_modified", "text", (c) => c.notNull())
        .addColumn("revision", "integer", (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema.createIndex("blog_posts_date_idx").on("blog_posts").column("date").execute();
    },
    async down(db) {
      await db.schema.dropTable("blog_posts").ifExists().execute();
    },
  },
  "0004_login_attempts": {
    async up(db) {
      await db.schema
        .createTable("login_attempts")
        .addColumn("address_hash", "text", (c) => c.notNull())
        .addColumn("attempted_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("login_attempts_address_time_idx")
        .on("login_attempts")
        .columns(["address_hash", "attempted_at"])
        .execute();
      await db.schema.createIndex("login_attempts_time_idx").on("login_attempts").column("attempted_at").execute();
    },
    async down(db) {
      await db.schema.dropTable("login_attempts").ifExists().execute();
    },
  },
  "0005_chat": {
    async up(db) {
      await db.schema
        .createTable("chat_sessions")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("visitor_id", "text")
        .addColumn("start_time", "text", (c) => c.notNull())
        .addColumn("last_activity", "text", (c) => c.notNull())
        .addColumn("message_count", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("topics", "text", (c) => c.notNull().defaultTo("[]"))
        .addColumn("user_agent", "text")
        .addColumn("ip_hash", "text")
        .addColumn("lang", "text", (c) => c.notNull().defaultTo("de"))
        .execute();
      await db.schema.createIndex("chat_sessions_last_activity_idx").on("chat_sessions").column("last_activity").execute();
      await db.schema
        .createTable("chat_messages")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("session_id", "text", (c) => c.notNull().references("chat_sessions.id").onDelete("cascade"))
        .addColumn("visitor_id", "text")
        .addColumn("role", "text", (c) => c.notNull())
        .addColumn("content", "text", (c) => c.notNull())
        .addColumn("timestamp", "text", (c) => c.notNull())
        .addColumn("response_ms", "integer")
        .execute();
      await db.schema.createIndex("chat_messages_session_time_idx").on("chat_messages").columns(["session_id", "timestamp"]).execute();
      await db.schema.createIndex("chat_messages_timestamp_idx").on("chat_messages").column("timestamp").execute();
      await db.schema
        .createTable("chat_analytics")
        .addColumn("session_id", "text", (c) => c.primaryKey().references("chat_sessions.id").onDelete("cascade"))
        .addColumn("total_messages", "integer", (c) => c.notNull())
        .addColumn("user_messages", "integer", (c) => c.notNull())
        .addColumn("assistant_messages", "integer", (c) => c.notNull())
        .addColumn("average_response_time", "integer")
        .addColumn("top_topics", "text", (c) => c.notNull().defaultTo("[]"))
        .addColumn("session_duration", "integer", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
    },
    async down(db) {
      await db.schema.dropTable("chat_analytics").ifExists().execute();
      await db.schema.dropTable("chat_messages").ifExists().execute();
      await db.schema.dropTable("chat_sessions").ifExists().execute();
    },
  },
  "0006_chat_session_duration_bigint": {
    // A PostgreSQL integer is 32-bit: milliseconds overflow it after 24.8 days, and chats are kept
    // for CHAT_RETENTION_DAYS (90 by default). SQLite stores every integer in up to 64 bits already,
    // so there the column stays as it is.
    async up(db) {
      if (!isPostgres(db)) return;
      await db.schema
        .alterTable("chat_analytics")
        .alterColumn("session_duration", (c) => c.setDataType("bigint"))
        .execute();
    },
    async down(db) {
      if (!isPostgres(db)) return;
      await db.schema
        .alterTable("chat_analytics")
        .alterColumn("session_duration", (c) => c.setDataType("integer"))
        .execute();
    },
  },
};

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export function createMigrator(db: Kysely<any>): Migrator {
  return new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) } });
}

/** Applies all pending migrations; throws with the failing migration's name on error. */
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const { error, results } = await createMigrator(db).migrateToLatest();
  if (error === undefined) return;
  const failed = results?.find((r) => r.status === "Error")?.migrationName;
  const reason = error instanceof Error ? error.message : inspect(error);
  throw new Error(failed ? `Database migration "${failed}" failed: ${reason}` : `Database migrations could not run: ${reason}`, {
    cause: error,
  });
}
