import { isPostgres, type NamedMigration } from "../migration-support";

// A PostgreSQL integer is 32-bit: milliseconds overflow it after 24.8 days, and chats are kept
// for CHAT_RETENTION_DAYS (90 by default). SQLite stores every integer in up to 64 bits already,
// so there the column stays as it is.
export const migration: NamedMigration = {
  name: "0006_chat_session_duration_bigint",
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
};
