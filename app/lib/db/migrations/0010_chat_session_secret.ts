import type { NamedMigration } from "../migration-support";

// A chat session belongs to the browser that started it: the SHA-256 (hex) of a random secret
// handed to that browser once. Reading or continuing the session needs the secret. Sessions
// from before have none and can no longer be read or continued (a new one starts).
export const migration: NamedMigration = {
  name: "0010_chat_session_secret",
  async up(db) {
    await db.schema.alterTable("chat_sessions").addColumn("secret_hash", "text").execute();
  },
  async down(db) {
    await db.schema.alterTable("chat_sessions").dropColumn("secret_hash").execute();
  },
};
