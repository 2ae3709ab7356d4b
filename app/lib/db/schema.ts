// Kysely table types. Timestamps are ISO-8601 UTC strings (`new Date().toISOString()`)
// in both SQLite and PostgreSQL: they sort correctly as text and need no type parsers.
// Every column is also listed in `tableColumns` below, which tests compare with the migrated tables.

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

/** A ForestChat conversation (migration 0005_chat). Deleted after CHAT_RETENTION_DAYS. */
export interface ChatSessionsTable {
  /** Random UUID; only the visitor's browser knows it. */
  id: string;
  /** The random id the visitor's browser keeps (localStorage), if sent. */
  visitor_id: string | null;
  start_time: string;
  last_activity: string;
  /** Stored messages of both roles. */
  message_count: number;
  /** JSON array of the tracked topics (app/features/chat/topics.ts) the visitor's messages mentioned. */
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
  /**
   * Milliseconds from the session's start to its latest message. 64-bit (bigint on PostgreSQL since
   * migration 0006: a 32-bit integer overflows after 24.8 days); read back as a number through the
   * pool's int8 parser in db.server.ts.
   */
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

/** For each table, a list of its column names (any order). */
export type ColumnLists<DB> = { readonly [T in keyof DB]: readonly (keyof DB[T] & string)[] };

/** The columns of a table in `DB` that its list in `L` leaves out, as one union (never when none). */
export type MissingColumns<DB, L extends ColumnLists<DB>> = {
  [T in keyof DB]: Exclude<keyof DB[T], L[T][number]>;
}[keyof DB];

/** Compiles only for `never`: the error message names what is left over. */
export type AssertNone<T extends never> = T;

/**
 * The columns of every table at run time (the interfaces above vanish on compilation), for the
 * tests that compare them with the tables the migrations create. `satisfies` rejects an unknown
 * table or column; `TableColumnsComplete` rejects a missing one.
 */
export const tableColumns = {
  admin_credential: ["id", "password_hash", "updated_at"],
  sessions: ["id", "created_at", "expires_at", "last_seen_at", "user_agent"],
  waitlist_entries: [
    "id",
    "product",
    "name",
    "email",
    "company",
    "hectares",
    "segment",
    "message",
    "lang",
    "consent_at",
    "created_at",
    "updated_at",
  ],
  login_attempts: ["address_hash", "attempted_at"],
  blog_posts: [
    "id",
    "slug",
    "title",
    "author",
    "date",
    "tags",
    "summary",
    "content",
    "content_format",
    "excerpt",
    "cover_image",
    "lang",
    "created_at",
    "last_modified",
    "revision",
  ],
  chat_sessions: ["id", "visitor_id", "start_time", "last_activity", "message_count", "topics", "user_agent", "ip_hash", "lang"],
  chat_messages: ["id", "session_id", "visitor_id", "role", "content", "timestamp", "response_ms"],
  chat_analytics: [
    "session_id",
    "total_messages",
    "user_messages",
    "assistant_messages",
    "average_response_time",
    "top_topics",
    "session_duration",
    "updated_at",
  ],
} as const satisfies ColumnLists<Database>;

export type TableColumnsComplete = AssertNone<MissingColumns<Database, typeof tableColumns>>;
