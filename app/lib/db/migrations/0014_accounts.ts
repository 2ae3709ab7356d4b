import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import type { NamedMigration } from "../migration-support";

// Accounts with roles instead of one shared password. The stored admin password
// becomes the owner account's (e-mail admin@localhost until ADMIN_EMAIL or the owner changes
// it), so existing installs keep signing in with it. Sessions now belong to an account: the
// old ones cannot say whose they are, so everyone signs in once more.
export const migration: NamedMigration = {
  name: "0014_accounts",
  async up(db) {
    await db.schema
      .createTable("accounts")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("email", "text", (c) => c.notNull().unique())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("display_name", "text")
      .addColumn("role", "text", (c) => c.notNull())
      .addColumn("password_hash", "text", (c) => c.notNull())
      .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addColumn("password_changed_at", "text", (c) => c.notNull())
      .execute();
    const credential = await db
      .selectFrom("admin_credential")
      .select(["password_hash", "updated_at"])
      .where("id", "=", 1)
      .executeTakeFirst();
    if (credential) {
      const now = new Date().toISOString();
      await db
        .insertInto("accounts")
        .values({
          id: randomUUID(),
          email: "admin@localhost",
          name: "Admin",
          display_name: null,
          role: "owner",
          password_hash: credential.password_hash,
          active: 1,
          created_at: now,
          updated_at: now,
          password_changed_at: credential.updated_at,
        })
        .execute();
    }
    await db.schema.dropTable("admin_credential").execute();

    await db.schema.dropTable("sessions").execute();
    await db.schema
      .createTable("sessions")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("account_id", "text", (c) => c.notNull().references("accounts.id").onDelete("cascade"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("expires_at", "text", (c) => c.notNull())
      .addColumn("last_seen_at", "text", (c) => c.notNull())
      .addColumn("user_agent", "text")
      .execute();
    await db.schema.createIndex("sessions_expires_at_idx").on("sessions").column("expires_at").execute();
    await db.schema.createIndex("sessions_account_id_idx").on("sessions").column("account_id").execute();

    await db.schema
      .createTable("invitations")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("token_hash", "text", (c) => c.notNull().unique())
      .addColumn("kind", "text", (c) => c.notNull().defaultTo("invite"))
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("role", "text", (c) => c.notNull())
      .addColumn("invited_by", "text", (c) => c.references("accounts.id").onDelete("set null"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("expires_at", "text", (c) => c.notNull())
      .addColumn("accepted_at", "text")
      .addColumn("account_id", "text", (c) => c.references("accounts.id").onDelete("set null"))
      .addColumn("revoked_at", "text")
      .execute();

    await db.schema
      .createTable("audit_log")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("account_id", "text")
      .addColumn("account_name", "text", (c) => c.notNull())
      .addColumn("action", "text", (c) => c.notNull())
      .addColumn("target_type", "text", (c) => c.notNull())
      .addColumn("target_id", "text")
      .addColumn("target_label", "text")
      .addColumn("details", "text")
      .execute();
    await db.schema.createIndex("audit_log_created_at_idx").on("audit_log").column("created_at").execute();
    await db.schema.createIndex("audit_log_account_idx").on("audit_log").columns(["account_id", "created_at"]).execute();

    await db.schema.alterTable("blog_posts").addColumn("author_id", "text").execute();
    await db.schema.createIndex("blog_posts_author_id_idx").on("blog_posts").column("author_id").execute();
  },
  async down(db) {
    await db.schema.dropIndex("blog_posts_author_id_idx").ifExists().execute();
    await db.schema.alterTable("blog_posts").dropColumn("author_id").execute();
    await db.schema.dropTable("audit_log").execute();
    await db.schema.dropTable("invitations").execute();
    await db.schema.dropTable("sessions").execute();
    await db.schema
      .createTable("admin_credential")
      .addColumn("id", "integer", (c) => c.primaryKey().check(sql`id = 1`))
      .addColumn("password_hash", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    const owner = await db
      .selectFrom("accounts")
      .select(["password_hash", "password_changed_at"])
      .where("role", "=", "owner")
      .where("active", "=", 1)
      .orderBy("created_at")
      .executeTakeFirst();
    if (owner) {
      await db
        .insertInto("admin_credential")
        .values({ id: 1, password_hash: owner.password_hash, updated_at: owner.password_changed_at })
        .execute();
    }
    await db.schema
      .createTable("sessions")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("expires_at", "text", (c) => c.notNull())
      .addColumn("last_seen_at", "text", (c) => c.notNull())
      .addColumn("user_agent", "text")
      .execute();
    await db.schema.createIndex("sessions_expires_at_idx").on("sessions").column("expires_at").execute();
    await db.schema.dropTable("accounts").execute();
  },
};
