import type { NamedMigration } from "../migration-support";

// A post has a status (existing posts stay published), a publish date that may lie
// ahead (scheduled), SEO and social fields, a link to its translation, a preview token (only
// its hash), revisions (who saved what when; deleted with the post) and redirects from old
// slugs. Every existing post gets one revision of kind "import" (actor "system") holding its
// current state, so that the first edit already has something to compare with and restore.
export const migration: NamedMigration = {
  name: "0012_blog_editorial",
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
};

/**
 * This migration's copy of the block → Markdown conversion the blog used then (rules.ts), so that
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
