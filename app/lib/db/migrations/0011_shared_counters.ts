import type { NamedMigration } from "../migration-support";
import { migration as loginAttempts } from "./0004_login_attempts";

// Rate limits and the login throttle counted in the database, one row per bucket and key
// (an atomic upsert counts), so that several instances share them; login_attempts (a row
// per failure, counted before and written after the password check) goes. And the time each
// timed job last started, so that one instance runs each run.
export const migration: NamedMigration = {
  name: "0011_shared_counters",
  async up(db) {
    await db.schema
      .createTable("rate_limits")
      .addColumn("bucket", "text", (c) => c.notNull())
      .addColumn("key_hash", "text", (c) => c.notNull())
      .addColumn("points", "integer", (c) => c.notNull())
      .addColumn("window_end", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("rate_limits_pkey", ["bucket", "key_hash"])
      .execute();
    await db.schema.createIndex("rate_limits_window_end_idx").on("rate_limits").column("window_end").execute();
    await db.schema
      .createTable("job_runs")
      .addColumn("name", "text", (c) => c.primaryKey())
      .addColumn("last_started_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.dropTable("login_attempts").ifExists().execute();
  },
  async down(db) {
    await loginAttempts.up(db);
    await db.schema.dropTable("job_runs").ifExists().execute();
    await db.schema.dropTable("rate_limits").ifExists().execute();
  },
};
