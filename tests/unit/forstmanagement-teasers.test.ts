import { describe, expect, it } from "vitest";
import { seedPosts } from "../../app/features/blog/seed-posts";
import { seedPostsEn } from "../../app/features/blog/seed-posts-en";
import { forstmanagementCopy } from "../../app/pages/forstmanagement/copy";

// A post lives only on its own language's site (ADR 0018): the teasers on /forstmanagement link
// to the articles of the page's language, or the click costs a redirect to the other site.
describe("/forstmanagement blog teasers", () => {
  for (const [lang, posts] of [
    ["de", seedPosts],
    ["en", seedPostsEn],
  ] as const) {
    it(`link to seed articles in ${lang === "de" ? "German" : "English"}`, () => {
      const slugs = new Set(posts.map((p) => p.slug));
      const teasers = forstmanagementCopy(lang).copy.blog.teasers;
      expect(teasers.length).toBe(3);
      for (const teaser of teasers) expect(slugs, teaser.slug).toContain(teaser.slug);
    });

    it(`show the ${lang === "de" ? "German" : "English"} articles' own covers, with the blog's widths`, () => {
      const covers = new Map(posts.map((p) => [p.slug, p.coverImage]));
      for (const teaser of forstmanagementCopy(lang).copy.blog.teasers) {
        expect(teaser.cover, teaser.slug).toBe(covers.get(teaser.slug));
        expect(teaser.coverImage?.srcSet, teaser.slug).toContain("-480w.webp 480w");
      }
    });
  }
});
