// Kysely table types. Timestamps are ISO-8601 UTC strings (`new Date().toISOString()`)
// in both SQLite and PostgreSQL: they sort correctly as text and need no type parsers.

export interface AdminCredentialTable {
  /** Always 1: there is a single admin credential. */
  id: number;
  password_hash: string;
  updated_at: string;
}

export interface SessionsTable {
  /** SHA-256 hex of the session token; the token itself is never stored. */
  id: string;
  created_at: string;
  expires_at: string;
  last_seen_at: string;
  user_agent: string | null;
}

/** A sign-up on a product waitlist (Nexus, KI-Waldinventur); one row per product and e-mail address. */
export interface WaitlistEntriesTable {
  /** Random UUID. */
  id: string;
  /** "nexus" | "inventory" (see WaitlistProduct). */
  product: string;
  name: string;
  /** Trimmed and lowercased; unique per product. */
  email: string;
  company: string | null;
  /** Forest area in whole hectares. */
  hectares: number | null;
  /** A key of the fixed segment list (owner, company, contractor, public, research, other). */
  segment: string | null;
  message: string | null;
  /** Language of the site the visitor signed up on: "de" | "en". */
  lang: string;
  /** When the visitor last gave privacy consent (each sign-up requires it). */
  consent_at: string;
  created_at: string;
  /** Set when a second sign-up with the same e-mail updated the entry. */
  updated_at: string;
}

/** A failed admin login, kept 15 minutes for the login rate limit (shared by all instances). */
export interface LoginAttemptsTable {
  /** SHA-256 hex of the client address; the address itself is never stored. */
  address_hash: string;
  attempted_at: string;
}

/** A blog post (issue 4). Saving publishes at once: there is no draft state. */
export interface BlogPostsTable {
  /** "post-" + timestamp for new posts; imported ids are kept. */
  id: string;
  /** Unique; lowercase letters, digits, "_" and "-". */
  slug: string;
  title: string;
  author: string;
  /** Publication date, ISO timestamp. */
  date: string;
  /** JSON array of strings. */
  tags: string;
  summary: string;
  /** Markdown, or a JSON-encoded block array when content_format is "blocks". */
  content: string;
  /** "markdown" | "blocks". */
  content_format: string;
  excerpt: string | null;
  cover_image: string | null;
  /** "de" | "en". */
  lang: string;
  created_at: string;
  last_modified: string;
  /** Starts at 1, +1 per update; an update names the revision it edited (stale edits are refused). */
  revision: number;
}

/** A ForestChat conversation (spec section 3, migration 0005_chat). Deleted after CHAT_RETENTION_DAYS. */
export interface ChatSessionsTable {
  /** Random UUID; only the visitor's browser knows it. */
  id: string;
  /** The random id the visitor's browser keeps (localStorage), if sent. */
  visitor_id: string | null;
  start_time: string;
  last_activity: string;
  /** Stored messages of both roles. */
  message_count: number;
  /** JSON array of the tracked topics (spec section 3) the visitor's messages mentioned. */
  topics: string;
  user_agent: string | null;
  /** SHA-256 hex of the salt and the visitor's address; the address itself is never stored. */
  ip_hash: string | null;
  /** Language of the site the chat ran on: "de" | "en". */
  lang: string;
}

export interface ChatMessagesTable {
  id: string;
  session_id: string;
  visitor_id: string | null;
  /** "user" | "assistant". */
  role: string;
  content: string;
  timestamp: string;
  /** Assistant messages: milliseconds from the visitor's message to the complete answer. */
  response_ms: number | null;
}

/** Session analytics, recomputed from the stored messages after every answer. */
export interface ChatAnalyticsTable {
  session_id: string;
  total_messages: number;
  user_messages: number;
  assistant_messages: number;
  /** Milliseconds, rounded; null before the first answer. */
  average_response_time: number | null;
  /** JSON array of up to five tracked topics, most mentioned first. */
  top_topics: string;
  /** Milliseconds from the session's start to its latest message. */
  session_duration: number;
  updated_at: string;
}

export interface Database {
  admin_credential: AdminCredentialTable;
  sessions: SessionsTable;
  waitlist_entries: WaitlistEntriesTable;
  login_attempts: LoginAttemptsTable;
  blog_posts: BlogPostsTable;
  chat_sessions: ChatSessionsTable;
  chat_messages: ChatMessagesTable;
  chat_analytics: ChatAnalyticsTable;
}
