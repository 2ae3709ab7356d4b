import type { NamedMigration } from "../migration-support";

export const migration: NamedMigration = {
  name: "0005_chat",
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
};
