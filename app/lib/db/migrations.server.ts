import { randomUUID } from "node:crypto";
import { inspect } from "node:util";
import { Migrator, PostgresAdapter, sql } from "kysely";
import type { Kysely, Migration } from "kysely";

// Migrations live in code (not FileMigrationProvider) because Vite bundles the server.
// To add one, append an entry with the next number; never edit one that has shipped.
// Use portable column types (text, integer) so every migration runs on SQLite and PostgreSQL;
// a change only one dialect needs checks the dialect (isPostgres) and is a no-op on the other.
// Migrations receive Kysely<any> on purpose: they must not depend on the current schema types.
export const migrations: Record<string, Migration> = {
  "0001_admin_auth": {
    async up(db) {
      // `if not exists`: scripts/admin-password.mjs may have created this table before the first start.
      await db.schema
        .createTable("admin_credential")
        .ifNotExists()
        .addColumn("id", "integer", (c) => c.primaryKey().check(sql`id = 1`))
        .addColumn("password_hash", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("sessions")
        .ifNotExists()
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("expires_at", "text", (c) => c.notNull())
        .addColumn("last_seen_at", "text", (c) => c.notNull())
        .addColumn("user_agent", "text")
        .execute();
      await db.schema.createIndex("sessions_expires_at_idx").ifNotExists().on("sessions").column("expires_at").execute();
    },
    async down(db) {
      await db.schema.dropTable("sessions").ifExists().execute();
      await db.schema.dropTable("admin_credential").ifExists().execute();
    },
  },
  "0002_waitlist": {
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
  },
  "0003_blog_posts": {
    async up(db) {
      await db.schema
        .createTable("blog_posts")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("slug", "text", (c) => c.notNull().unique())
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("author", "text", (c) => c.notNull())
        .addColumn("date", "text", (c) => c.notNull())
        .addColumn("tags", "text", (c) => c.notNull().defaultTo("[]"))
        .addColumn("summary", "text", (c) => c.notNull())
        .addColumn("content", "text", (c) => c.notNull())
        .addColumn("content_format", "text", (c) => c.notNull().defaultTo("markdown"))
        .addColumn("excerpt", "text")
        .addColumn("cover_image", "text")
        .addColumn("lang", "text", (c) => c.notNull().defaultTo("de"))
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("last_modified", "text", (c) => c.notNull())
        .addColumn("revision", "integer", (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema.createIndex("blog_posts_date_idx").on("blog_posts").column("date").execute();
    },
    async down(db) {
      await db.schema.dropTable("blog_posts").ifExists().execute();
    },
  },
  "0004_login_attempts": {
    async up(db) {
      await db.schema
        .createTable("login_attempts")
        .addColumn("address_hash", "text", (c) => c.notNull())
        .addColumn("attempted_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("login_attempts_address_time_idx")
        .on("login_attempts")
        .columns(["address_hash", "attempted_at"])
        .execute();
      await db.schema.createIndex("login_attempts_time_idx").on("login_attempts").column("attempted_at").execute();
    },
    async down(db) {
      await db.schema.dropTable("login_attempts").ifExists().execute();
    },
  },
  "0005_chat": {
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
  },
  "0006_chat_session_duration_bigint": {
    // A PostgreSQL integer is 32-bit: milliseconds overflow it after 24.8 days, and chats are kept
    // for CHAT_RETENTION_DAYS (90 by default). SQLite stores every integer in up to 64 bits already,
    // so there the column stays as it is.
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
  },
  "0007_forms": {
    // Contact, application and waitlist submissions in one table, with uploaded files and an
    // outbox of mails. The waitlist's sign-ups move over (kind "waitlist"); its table goes, and
    // with it the unique (product, email) constraint: a second sign-up is a second submission.
    async up(db) {
      await db.schema
        .createTable("form_submissions")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
        .addColumn("lang", "text", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("company", "text")
        .addColumn("phone", "text")
        .addColumn("topic", "text")
        .addColumn("field", "text")
        .addColumn("product", "text")
        .addColumn("message", "text")
        .addColumn("details", "text")
        .addColumn("page", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("form_submissions_kind_status_created_idx")
        .on("form_submissions")
        .columns(["kind", "status", "created_at"])
        .execute();
      await db.schema.createIndex("form_submissions_created_at_idx").on("form_submissions").column("created_at").execute();
      await db.schema
        .createTable("form_attachments")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("submission_id", "text", (c) => c.notNull().references("form_submissions.id").onDelete("cascade"))
        .addColumn("file_name", "text", (c) => c.notNull())
        .addColumn("content_type", "text", (c) => c.notNull())
        .addColumn("size", "integer", (c) => c.notNull())
        .addColumn("storage_key", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("form_attachments_submission_idx").on("form_attachments").column("submission_id").execute();
      await db.schema
        .createTable("mail_outbox")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("submission_id", "text", (c) => c.references("form_submissions.id").onDelete("cascade"))
        .addColumn("purpose", "text", (c) => c.notNull())
        .addColumn("to_address", "text", (c) => c.notNull())
        .addColumn("reply_to", "text")
        .addColumn("subject", "text", (c) => c.notNull())
        .addColumn("body_text", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "text", (c) => c.notNull())
        .addColumn("last_error", "text")
        .addColumn("sent_at", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("mail_outbox_status_next_idx").on("mail_outbox").columns(["status", "next_attempt_at"]).execute();
      await db.schema.createIndex("mail_outbox_submission_idx").on("mail_outbox").column("submission_id").execute();

      const entries = await db.selectFrom("waitlist_entries").selectAll().orderBy("created_at").execute();
      for (const e of entries) {
        const details: Record<string, unknown> = { consentAt: e.consent_at };
        if (e.hectares !== null) details.hectares = Number(e.hectares);
        if (e.segment !== null) details.segment = e.segment;
        await db
          .insertInto("form_submissions")
          .values({
            id: e.id,
            kind: "waitlist",
            status: "new",
            lang: e.lang,
            name: e.name,
            email: e.email,
            company: e.company,
            phone: null,
            topic: null,
            field: null,
            product: e.product,
            message: e.message,
            details: JSON.stringify(details),
            page: null,
            created_at: e.created_at,
            updated_at: e.updated_at,
          })
          .execute();
      }
      await db.schema.dropTable("waitlist_entries").execute();
    },
    async down(db) {
      await migrations["0002_waitlist"]!.up(db);
      // Back to one entry per product and address: the newest sign-up wins.
      const rows = await db
        .selectFrom("form_submissions")
        .selectAll()
        .where("kind", "=", "waitlist")
        .orderBy("created_at", "desc")
        .execute();
      const seen = new Set<string>();
      for (const r of rows) {
        const key = `${r.product}\0${r.email}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const details = JSON.parse(String(r.details ?? "{}")) as { hectares?: number; segment?: string; consentAt?: string };
        await db
          .insertInto("waitlist_entries")
          .values({
            id: r.id,
            product: r.product ?? "nexus",
            name: r.name,
            email: r.email,
            company: r.company,
            hectares: details.hectares ?? null,
            segment: details.segment ?? null,
            message: r.message,
            lang: r.lang,
            consent_at: details.consentAt ?? r.created_at,
            created_at: r.created_at,
            updated_at: r.updated_at,
          })
          .execute();
      }
      await db.schema.dropTable("mail_outbox").ifExists().execute();
      await db.schema.dropTable("form_attachments").ifExists().execute();
      await db.schema.dropTable("form_submissions").ifExists().execute();
    },
  },
  "0008_form_status_changed_at": {
    // When a submission's status last changed: the automatic erasure of done entries counts from
    // it. Until now only a status change set updated_at after the insert, so updated_at is exactly
    // that time for every stored row. Nullable, as SQLite cannot add a NOT NULL column without a
    // default; every insert sets it, and a row without one counts from updated_at.
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
  },
  "0009_consent_log": {
    // Proof of consent: one row per choice made in the consent dialog. No address, no browser id:
    // the random consent id (also in the visitor's cookie) is what links a choice to a visitor.
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
  },
  "0010_chat_session_secret": {
    // A chat session belongs to the browser that started it: the SHA-256 (hex) of a random secret
    // handed to that browser once. Reading or continuing the session needs the secret. Sessions
    // from before have none and can no longer be read or continued (a new one starts).
    async up(db) {
      await db.schema.alterTable("chat_sessions").addColumn("secret_hash", "text").execute();
    },
    async down(db) {
      await db.schema.alterTable("chat_sessions").dropColumn("secret_hash").execute();
    },
  },
  "0011_shared_counters": {
    // Rate limits and the login throttle counted in the database, one row per bucket and key
    // (an atomic upsert counts), so that several instances share them; login_attempts (a row
    // per failure, counted before and written after the password check) goes. And the time each
    // timed job last started, so that one instance runs each run.
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
      await migrations["0004_login_attempts"]!.up(db);
      await db.schema.dropTable("job_runs").ifExists().execute();
      await db.schema.dropTable("rate_limits").ifExists().execute();
    },
  },
  "0012_blog_editorial": {
    // Issue 16: a post has a status (existing posts stay published), a publish date that may lie
    // ahead (scheduled), SEO and social fields, a link to its translation, a preview token (only
    // its hash), revisions (who saved what when; deleted with the post) and redirects from old
    // slugs. Every existing post gets one revision of kind "import" (actor "system") holding its
    // current state, so that the first edit already has something to compare with and restore.
    async up(db) {
      await db.schema
        .alterTable("blog_posts")
        .addColumn("status", "text", (c) => c.notNull().defaultTo("published"))
        .execute();
      for (const column of ["updated_at", "meta_title", "meta_description", "social_image", "translation_id", "preview_token_hash"]) {
        await db.schema.alterTable("blog_posts").addColumn(column, "text").execute();
      }
      await db.schema.createIndex("blog_posts_status_date_idx").on("blog_posts").columns(["status", "date"]).execute();
      await db.schema.createIndex("blog_posts_preview_token_idx").on("blog_posts").column("preview_token_hash").unique().execute();
      await db.schema
        .createTable("blog_revisions")
        .addColumn("post_id", "text", (c) => c.notNull().references("blog_posts.id").onDelete("cascade"))
        .addColumn("revision", "integer", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("actor", "text", (c) => c.notNull())
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("snapshot", "text", (c) => c.notNull())
        .addColumn("changed", "text", (c) => c.notNull().defaultTo("[]"))
        .addPrimaryKeyConstraint("blog_revisions_pkey", ["post_id", "revision"])
        .execute();
      await db.schema
        .createTable("blog_redirects")
        .addColumn("from_slug", "text", (c) => c.primaryKey())
        .addColumn("post_id", "text", (c) => c.notNull().references("blog_posts.id").onDelete("cascade"))
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("blog_redirects_post_idx").on("blog_redirects").column("post_id").execute();

      const posts = await db.selectFrom("blog_posts").selectAll().execute();
      for (const p of posts) {
        let content = String(p.content);
        if (p.content_format === "blocks") {
          try {
            content = blocksAsMarkdown(JSON.parse(content));
          } catch {
            // Kept as stored: the article shows its content error, the snapshot the raw text.
          }
        }
        let tags: unknown = [];
        try {
          tags = JSON.parse(String(p.tags));
        } catch {
          tags = [];
        }
        const snapshot: Record<string, unknown> = {
          title: p.title,
          slug: p.slug,
          author: p.author,
          tags: Array.isArray(tags) ? tags : [],
          summary: p.summary,
          content,
          lang: p.lang,
          date: p.date,
          status: "published",
        };
        if (p.excerpt) snapshot.excerpt = p.excerpt;
        if (p.cover_image) snapshot.coverImage = p.cover_image;
        await db
          .insertInto("blog_revisions")
          .values({
            post_id: p.id,
            revision: Number(p.revision),
            created_at: p.last_modified,
            actor: "system",
            kind: "import",
            snapshot: JSON.stringify(snapshot),
            changed: "[]",
          })
          .execute();
      }
    },
    async down(db) {
      await db.schema.dropTable("blog_redirects").ifExists().execute();
      await db.schema.dropTable("blog_revisions").ifExists().execute();
      // SQLite refuses to drop an indexed column.
      await db.schema.dropIndex("blog_posts_preview_token_idx").ifExists().execute();
      await db.schema.dropIndex("blog_posts_status_date_idx").ifExists().execute();
      for (const column of [
        "preview_token_hash",
        "translation_id",
        "social_image",
        "meta_description",
        "meta_title",
        "updated_at",
        "status",
      ]) {
        await db.schema.alterTable("blog_posts").dropColumn(column).execute();
      }
    },
  },
  "0013_chat_answer_report": {
    // Issue 17: how each answer was found, for the team's chat overview (/blog/admin/chat): whether
    // the assistant fell back to "I don't know" (1) or answered (0), and the addresses it cited (a
    // JSON array). Both nullable: answers stored before, and answers a provider did not report on,
    // have neither. The index serves the overview's list of unanswered questions.
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
  },
  "0014_accounts": {
    // Issue 18: accounts with roles instead of one shared password. The stored admin password
    // becomes the owner account's (e-mail admin@localhost until ADMIN_EMAIL or the owner changes
    // it), so existing installs keep signing in with it. Sessions now belong to an account: the
    // old ones cannot say whose they are, so everyone signs in once more.
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
  },
};

/**
 * Migration 0012's copy of the block → Markdown conversion the blog used then (rules.ts), so that
 * the migration does not change with later code: heading, paragraph, list, else the block's text.
 */
function blocksAsMarkdown(blocks: unknown): string {
  if (!Array.isArray(blocks)) throw new TypeError("not a block list");
  const text = (v: unknown) => (typeof v === "string" || typeof v === "number" ? String(v) : "");
  return blocks
    .map((block: unknown) => {
      if (block === null || typeof block !== "object") throw new TypeError("not a block");
      const b = block as Record<string, unknown>;
      if (b.type === "heading") return `${"#".repeat(Math.min(6, Math.max(1, Math.trunc(Number(b.level) || 1))))} ${text(b.content)}`;
      if (b.type === "paragraph") return text(b.content);
      if (b.type === "list" && Array.isArray(b.items)) return b.items.map((item) => `- ${text(item)}`).join("\n");
      return b.content !== undefined && b.content !== null && b.content !== "" ? text(b.content) : JSON.stringify(b);
    })
    .join("\n\n");
}

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * `migrationTableSchema`: on PostgreSQL, the schema the migration tables live in. Without it,
 * Kysely looks for them in every schema of the database, so a second schema with its own
 * migration tables (another site, a test suite) makes it skip creating ours.
 */
export function createMigrator(db: Kysely<any>, migrationTableSchema?: string): Migrator {
  return new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) }, migrationTableSchema });
}

/** A migrator whose tables live in the current schema (see createMigrator). */
export async function migratorFor(db: Kysely<any>): Promise<Migrator> {
  return createMigrator(db, await currentSchema(db));
}

/** The schema unqualified names resolve to (search_path), on PostgreSQL; undefined on SQLite. */
async function currentSchema(db: Kysely<any>): Promise<string | undefined> {
  if (!isPostgres(db)) return undefined;
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema ?? undefined;
}

/** Applies all pending migrations; throws with the failing migration's name on error. */
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const { error, results } = await (await migratorFor(db)).migrateToLatest();
  if (error === undefined) return;
  const failed = results?.find((r) => r.status === "Error")?.migrationName;
  const reason = error instanceof Error ? error.message : inspect(error);
  throw new Error(failed ? `Database migration "${failed}" failed: ${reason}` : `Database migrations could not run: ${reason}`, {
    cause: error,
  });
}

/**
 * The names of the migrations this code knows that the database has not applied (all of them
 * when it has no migration table: an empty database, or one whose tables were dropped). Reads
 * only; throws when the database cannot be asked.
 */
export async function pendingMigrations(db: Kysely<any>): Promise<string[]> {
  let applied: string[];
  try {
    const result = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    applied = result.rows.map((row) => row.name);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    const missingTable = code === "42P01" || (error instanceof Error && /no such table/i.test(error.message));
    if (!missingTable) throw error;
    applied = [];
  }
  const done = new Set(applied);
  return Object.keys(migrations).filter((name) => !done.has(name));
}
