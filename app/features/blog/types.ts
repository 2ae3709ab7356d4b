// The blog's data shapes, shared by the public pages, the admin area and the server modules.
// No server imports: this module is safe in the browser bundle.

export type PostLang = "de" | "en";

/**
 * Where a post stands: a draft is private; "review" is an author's post submitted for an editor to
 * publish (private like a draft, issue 18); a scheduled post goes live at its `date`; a published
 * post is public. Only published posts, and scheduled ones whose date has come, are shown.
 */
export type PostStatus = "draft" | "review" | "scheduled" | "published";

export const postStatuses = ["draft", "review", "scheduled", "published"] as const satisfies readonly PostStatus[];

export function isPostStatus(value: unknown): value is PostStatus {
  return typeof value === "string" && (postStatuses as readonly string[]).includes(value);
}

/** One block of an imported post whose content is an array (the old site's second content form). */
export interface ContentBlock {
  type: string;
  level?: number;
  content?: string;
  items?: string[];
  [k: string]: unknown;
}

export interface BlogPost {
  /** "post-" + Date.now() for new posts; imported ids are kept. */
  id: string;
  slug: string;
  title: string;
  author: string;
  /** The publish date, ISO timestamp (editable; for "scheduled" the time it goes live); defaults to now. */
  date: string;
  tags: string[];
  summary: string;
  /** Markdown, or blocks from an import (converted when rendered). */
  content: string | ContentBlock[];
  excerpt?: string;
  /** "/blog/images/…" or an absolute https URL. */
  coverImage?: string;
  lang: PostLang;
  /** ISO timestamp of the last save. */
  lastModified: string;
  /** Starts at 1, +1 per update; used to refuse stale edits. */
  revision: number;
  status: PostStatus;
  /** ISO time of the last material change after publication ("Zuletzt aktualisiert"); absent if none. */
  updatedAt?: string;
  /** The page title in search results and tabs (≤ 70; 60 recommended); else the title. */
  metaTitle?: string;
  /** The meta description (≤ 160); else the excerpt or summary. */
  metaDescription?: string;
  /** og:image / twitter:image; same address rule as coverImage; else the cover. */
  socialImage?: string;
  /** Id of the linked post in the other language (kept symmetric by posts/translations.server). */
  translationId?: string;
  /** The account that wrote the post (issue 18); absent for seeded and imported posts. Never exported. */
  authorId?: string;
}

export interface PostInput {
  title: string;
  slug: string;
  author: string;
  tags: string[];
  summary: string;
  content: string;
  excerpt?: string;
  coverImage?: string;
  lang: PostLang;
  date?: string;
  /**
   * createPost and imports: "published" when absent (old callers keep working). updatePost: the
   * post keeps its status when absent. Every other field replaces the stored one (absent = cleared).
   */
  status?: PostStatus;
  metaTitle?: string;
  metaDescription?: string;
  socialImage?: string;
  translationId?: string;
}

/** What kind of write a revision records. */
export type RevisionKind = "save" | "autosave" | "restore" | "import";

/** A revision's content: the post as it was saved. */
export type RevisionSnapshot = PostInput & { status: PostStatus };

/** One entry of a post's history (listRevisions), newest first. */
export interface RevisionSummary {
  /** The post's revision number this save produced. */
  revision: number;
  createdAt: string;
  /** Who saved: the account's name (issue 18); "admin" before accounts, "system" for rows the migration wrote. */
  actor: string;
  kind: RevisionKind;
  /** Field names that differ from the previous revision, e.g. ["title", "content"]. */
  changed: string[];
}

export interface RevisionDetail {
  revision: number;
  createdAt: string;
  actor: string;
  kind: RevisionKind;
  snapshot: RevisionSnapshot;
}

export interface BlogIndexEntry {
  id: string;
  slug: string;
  title: string;
  date: string;
  author: string;
  summary: string;
  tags: string[];
}

/** Shape of the old public/blog/index.json. */
export interface BlogIndex {
  posts: BlogIndexEntry[];
}

/** Shape of the old {id}.json and of GET /blog/content/{slug}.json. */
export type BlogPostRecord = BlogIndexEntry & {
  content: string | ContentBlock[];
  excerpt?: string;
  coverImage?: string;
  lastModified?: string;
  lang?: PostLang;
  status?: PostStatus;
  updatedAt?: string;
  metaTitle?: string;
  metaDescription?: string;
  socialImage?: string;
  translationId?: string;
};

export interface ImportReport {
  created: string[];
  updated: string[];
  refused: { name: string; reason: string }[];
}
