// An article's structured data (BlogPosting and its breadcrumb trail), built in the article's
// loader on the server so that neither the builder nor its texts reach the browser.
import { blogPostingStructuredData, type JsonLd, type StructuredDataContext } from "~/lib/structured-data.server";
import { articleDescription, articleImage, type ArticleMetaPost } from "./meta";

/** BlogPosting (headline, dates, author, image, publisher) and Home → Blog → article. */
export function articleStructuredData(post: ArticleMetaPost, ctx: StructuredDataContext): JsonLd[] {
  return blogPostingStructuredData(ctx, {
    slug: post.slug,
    title: post.title,
    author: post.author,
    date: post.date,
    updatedAt: post.updatedAt,
    description: articleDescription(post, ctx),
    image: articleImage(post),
    lang: post.lang,
    tags: post.tags,
  });
}
