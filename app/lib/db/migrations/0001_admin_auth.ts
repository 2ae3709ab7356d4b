import { sql } from "kysely";
import type { NamedMigration } from "../migration-support";

export const migration: NamedMigration = {
  name: "0001_admin_auth",
  async up(db) {
    // `if not exists`: an older admin-password script created this table before the first start.
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
};
