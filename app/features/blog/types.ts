// The blog's data shapes, shared by the public pages, the admin area and the server modules.
// No server imports: this module is safe in the browser bundle.

export type PostLang = "de" | "en";

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
  /** ISO timestamp; defaults to now on save. */
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
};

export interface ImportReport {
  created: string[];
  updated: string[];
  refused: { name: string; reason: string }[];
}
