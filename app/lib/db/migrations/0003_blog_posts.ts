import type { NamedMigration } from "../migration-support";

export const migration: NamedMigration = {
  name: "0003_blog_posts",
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
};
