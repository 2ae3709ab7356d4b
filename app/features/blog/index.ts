// The blog's browser-safe face: types, rules, components, copy and pure helpers. Code outside the
// blog imports these from "~/features/blog"; server-only code is in index.server.ts. Nothing here
// may import a .server module or run anything when it is loaded.
export { ArticleBody, articleBodyClass, ArticleHeader, articleVideo, BackLink, BlogMessage, PreviewBanner } from "./article";
export { Byline, COVER_HEIGHT, COVER_WIDTH, PostCard, postPath, TagChips, type PostSummary } from "./components";
export { blogCopy, blogText, contentErrorIn, contentErrorsEn, otherLanguageNote, unavailableCopy, type BlogText } from "./copy";
export { COVER_FULL_WIDTH, COVER_VARIANT_WIDTHS, coverSizes, coverSrcSet, coverVariantPath } from "./cover-sources";
export { listingCopy, paginationText, type ListingCopy, type PaginationText } from "./listing-copy";
export {
  MAX_QUERY_LENGTH_CHARS,
  PAGE_PARAM,
  PAGE_SIZE,
  pageHref,
  paginate,
  postsWithTag,
  QUERY_PARAM,
  requestedPage,
  SEARCH_PATH,
  tagPath,
  tagSlug,
  tagsOf,
  withoutPageParam,
  type PageInfo,
} from "./listing";
export { blogMetaCopy } from "./meta-copy";
export { articleDescription, articleImage, articleMeta, articleTitle, feedLink, type ArticleMetaPost } from "./meta";
export { Pagination, paginationLinks } from "./pagination";
export { isArticlePath, isTagPath, reservedSlugs, showsBlogPosts } from "./paths";
export {
  NotADraftError,
  PostError,
  postErrorMessage,
  postErrorText,
  PostNotFoundError,
  PostValidationError,
  RevisionNotFoundError,
  SlugTakenError,
  StaleEditError,
  TranslationNotAllowedError,
  type PostErrorCode,
  type PostErrorParams,
} from "./posts/errors";
export {
  addTag,
  blocksToMarkdown,
  compareNewestFirst,
  formatPostDate,
  metaLimits,
  newPostId,
  postLimits,
  relatedPosts,
  removeTag,
  slugify,
  slugPattern,
} from "./rules";
export { searchCopy, searchFormText, type SearchCopy, type SearchFormText } from "./search-copy";
export { SearchForm, searchHref } from "./search-form";
export {
  compoundParts,
  hasHit,
  highlight,
  MAX_QUERY_LENGTH,
  parseSearchQuery,
  queryTerms,
  SEARCH_PAGE_SIZE,
  snippet,
  SNIPPET_LENGTH,
  wordStems,
  type SearchQuery,
  type Segment,
} from "./search";
export { BlogTextContext, useBlogText } from "./text";
export {
  isPostStatus,
  postStatuses,
  type BlogIndex,
  type BlogIndexEntry,
  type BlogPost,
  type BlogPostRecord,
  type ContentBlock,
  type ImportReport,
  type PostInput,
  type PostLang,
  type PostStatus,
  type RevisionDetail,
  type RevisionKind,
  type RevisionSnapshot,
  type RevisionSummary,
} from "./types";
export { BLOG_RETRY_AFTER_SECONDS, BlogUnavailable, passUnavailableHeaders, unavailableHeaders } from "./unavailable";
