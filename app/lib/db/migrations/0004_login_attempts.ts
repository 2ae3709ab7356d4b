import type { NamedMigration } from "../migration-support";

export const migration: NamedMigration = {
  name: "0004_login_attempts",
  async up(db) {
    await db.schema
      .createTable("login_attempts")
      .addColumn("address_hash", "text", (c) => c.notNull())
      .addColumn("attempted_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("login_attempts_address_time_idx").on("login_attempts").columns(["address_hash", "attempted_at"]).execute();
    await db.schema.createIndex("login_attempts_time_idx").on("login_attempts").column("attempted_at").execute();
  },
  async down(db) {
    await db.schema.dropTable("login_attempts").ifExists().execute();
  },
};
