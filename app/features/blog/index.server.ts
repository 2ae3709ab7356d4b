// The blog's server face: posts in the database, Markdown rendering, images, the article and list
// loaders, the feed, search and the seed articles. Code outside the blog imports these from
// "~/features/blog/index.server" and everything browser-safe from "~/features/blog". Loading this
// module registers the blog's start-up tasks (seed articles, image metadata, the scheduler).
export { articleAlternates, articlePath, articleUrl, listForSite, resolveArticle, sitemapArticles } from "./article.server";
export type { ArticleResolution, BlogListing, SitemapArticle } from "./article.server";
export {
  hasImageMetadata,
  stripImageMetadata,
  stripStoredImages,
  UPLOAD_WIDTHS,
  writeFileAtomic,
  writeImageVariants,
} from "./cover-variants.server";
export { escapeXml, rssFeed } from "./feed.server";
export { hostileCorpus, type HostileInput } from "./hostile-corpus.server";
export { blogImagesDir, imageFilePath, imageTypes, readBlogImage } from "./images.server";
export {
  contentMessages,
  isProtocolRelative,
  limitContainerPrefixes,
  MAX_NESTING,
  renderMarkdown,
  renderPostContent,
  rewriteImageSrc,
} from "./markdown.server";
export { importFiles, toIndex, toIndexEntry, toRecord } from "./posts/archive.server";
export { createPreviewToken, getPostByPreviewToken, hasPreviewToken, revokePreviewToken } from "./posts/preview-tokens.server";
export { resolveSlugRedirect } from "./posts/redirects.server";
export { getPostById, getPostBySlug, getPublishedPostBySlug, isLive, listPosts, listPublishedPosts } from "./posts/repository.server";
export { AUTOSAVE_MERGE_MS, changedFields, DEFAULT_ACTOR, getRevision, listRevisions, snapshotOf } from "./posts/revisions.server";
export { PUBLISH_INTERVAL_MS, publishDuePosts, startPublishScheduler } from "./posts/scheduler.server";
export { postInputSchema, REQUIRED_MESSAGE, SCHEDULE_DATE_MESSAGE, TRANSLATION_MESSAGE, validationError } from "./posts/schema.server";
export {
  autosaveDraft,
  createPost,
  deletePost,
  isMaterialChange,
  restoreRevision,
  statusAction,
  updatePost,
  type WriteOptions,
} from "./posts/writes.server";
export {
  BlogSearchIndex,
  plainText,
  searchIndex,
  searchPosts,
  toSearchable,
  type SearchablePost,
  type SearchHit,
  type SearchPage,
} from "./search-index.server";
export { ENGLISH_SEED_MARKER, seedEnglishPosts, seedPostsIfEmpty, type EnglishSeedPost } from "./seed.server";
export { articleStructuredData } from "./structured-data.server";
