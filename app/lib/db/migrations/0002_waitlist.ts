import type { NamedMigration } from "../migration-support";

export const migration: NamedMigration = {
  name: "0002_waitlist",
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
};
