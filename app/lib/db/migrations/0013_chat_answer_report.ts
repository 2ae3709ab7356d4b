import type { NamedMigration } from "../migration-support";

// How each answer was found, for the team's chat overview (/blog/admin/chat): whether
// the assistant fell back to "I don't know" (1) or answered (0), and the addresses it cited (a
// JSON array). Both nullable: answers stored before, and answers a provider did not report on,
// have neither. The index serves the overview's list of unanswered questions.
export const migration: NamedMigration = {
  name: "0013_chat_answer_report",
  async up(db) {
    await db.schema.alterTable("chat_messages").addColumn("unanswered", "integer").execute();
    await db.schema.alterTable("chat_messages").addColumn("sources", "text").execute();
    await db.schema.createIndex("chat_messages_unanswered_idx").on("chat_messages").columns(["unanswered", "timestamp"]).execute();
  },
  async down(db) {
    // SQLite refuses to drop an indexed column.
    await db.schema.dropIndex("chat_messages_unanswered_idx").ifExists().execute();
    await db.schema.alterTable("chat_messages").dropColumn("sources").execute();
    await db.schema.alterTable("chat_messages").dropColumn("unanswered").execute();
  },
};
