import type { NamedMigration } from "../migration-support";

// Proof of consent: one row per choice made in the consent dialog. No address, no browser id:
// the random consent id (also in the visitor's cookie) is what links a choice to a visitor.
export const migration: NamedMigration = {
  name: "0009_consent_log",
  async up(db) {
    await db.schema
      .createTable("consent_log")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("consent_id", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("version", "text", (c) => c.notNull())
      .addColumn("choice", "text", (c) => c.notNull())
      .addColumn("statistics", "integer", (c) => c.notNull())
      .addColumn("marketing", "integer", (c) => c.notNull())
      .addColumn("lang", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("consent_log_created_at_idx").on("consent_log").column("created_at").execute();
    await db.schema.createIndex("consent_log_consent_id_idx").on("consent_log").column("consent_id").execute();
  },
  async down(db) {
    await db.schema.dropTable("consent_log").ifExists().execute();
  },
};
