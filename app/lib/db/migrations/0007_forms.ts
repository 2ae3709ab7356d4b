import type { NamedMigration } from "../migration-support";
import { migration as waitlist } from "./0002_waitlist";

// Contact, application and waitlist submissions in one table, with uploaded files and an
// outbox of mails. The waitlist's sign-ups move over (kind "waitlist"); its table goes, and
// with it the unique (product, email) constraint: a second sign-up is a second submission.
export const migration: NamedMigration = {
  name: "0007_forms",
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
    await waitlist.up(db);
    // Back to one entry per product and address: the newest sign-up wins.
    const rows = await db.selectFrom("form_submissions").selectAll().where("kind", "=", "waitlist").orderBy("created_at", "desc").execute();
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
};
