import { sql } from "kysely";
import type { NamedMigration } from "../migration-support";

// When a submission's status last changed: the automatic erasure of done entries counts from
// it. Until now only a status change set updated_at after the insert, so updated_at is exactly
// that time for every stored row. Nullable, as SQLite cannot add a NOT NULL column without a
// default; every insert sets it, and a row without one counts from updated_at.
export const migration: NamedMigration = {
  name: "0008_form_status_changed_at",
  async up(db) {
    await db.schema.alterTable("form_submissions").addColumn("status_changed_at", "text").execute();
    await db
      .updateTable("form_submissions")
      .set({ status_changed_at: sql`updated_at` })
      .execute();
    await db.schema
      .createIndex("form_submissions_status_changed_idx")
      .on("form_submissions")
      .columns(["status", "status_changed_at"])
      .execute();
  },
  async down(db) {
    // SQLite refuses to drop an indexed column.
    await db.schema.dropIndex("form_submissions_status_changed_idx").ifExists().execute();
    await db.schema.alterTable("form_submissions").dropColumn("status_changed_at").execute();
  },
};
