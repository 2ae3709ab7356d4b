// Kysely table types. Timestamps are ISO-8601 UTC strings (`new Date().toISOString()`)
// in both SQLite and PostgreSQL: they sort correctly as text and need no type parsers.
// Every column is also listed in `tableColumns` below, which tests compare with the migrated tables.

/**
 * A person who may sign in to the admin area (migration 0014_accounts). Accounts are
 * deactivated, never deleted, so bylines and the audit log keep their names.
 */
export interface AccountsTable {
  /** Random UUID. */
  id: string;
  /** Trimmed and lowercased; unique. */
  email: string;
  name: string;
  /** The byline on the account's posts when set; else `name`. */
  display_name: string | null;
  /** "owner" | "editor" | "author" (Role in app/lib/auth/permissions.ts). */
  role: string;
  /** argon2id. */
  password_hash: string;
  /** 1 may sign in; 0 deactivated by an owner. */
  active: number;
  created_at: string;
  updated_at: string;
  password_changed_at: string;
}

export interface SessionsTable {
  /** SHA-256 hex of the session token; the token itself is never stored. */
  id: string;
  /** The signed-in account (deleted with it: on delete cascade). */
  account_id: string;
  created_at: string;
  expires_at: string;
  last_seen_at: string;
  user_agent: string | null;
}

/**
 * A one-time link (migration 0014): an invitation to a new account ("invite") or a password reset an
 * owner started for an existing account ("reset", `account_id` names it). Valid until expires_at
 * (72 hours), used once.
 */
export interface InvitationsTable {
  id: string;
  /** SHA-256 hex of the token in the link; the token itself is never stored. */
  token_hash: string;
  /** "invite" | "reset". */
  kind: string;
  /** Trimmed and lowercased. */
  email: string;
  name: string;
  role: string;
  /** The owner who invited (account id); null if that account is gone. */
  invited_by: string | null;
  created_at: string;
  expires_at: string;
  /** Set when the link was used; the account it created is `account_id`. */
  accepted_at: string | null;
  account_id: string | null;
  /** Set when an owner withdrew the invitation. */
  revoked_at: string | null;
}

/**
 * Who did what (migration 0014): posts created, edited, published, unpublished, deleted, restored,
 * accounts changed. Kept AUDIT_RETENTION_DAYS; visible to owners.
 */
export interface AuditLogTable {
  id: string;
  created_at: string;
  /** The acting account; null for the system (scheduler, start-up). */
  account_id: string | null;
  /** The actor's name at the time (kept when the account changes its name). */
  account_name: string;
  /** AuditAction in app/lib/audit/audit.server.ts, e.g. "post.publish". */
  action: string;
  /** "post" | "account" | "invitation" | … */
  target_type: string;
  target_id: string | null;
  /** A readable name of the target at the time (post title, account e-mail). */
  target_label: string | null;
  /** JSON object with further facts (old and new role, changed fields), or null. */
  details: string | null;
}

/**
 * A message sent through one of our forms (migration 0007_forms): contact, application or a
 * waitlist sign-up. Stored before anything else happens (mail, files are only written around it).
 */
export interface FormSubmissionsTable {
  /** Random UUID. */
  id: string;
  /** "contact" | "application" | "waitlist" (SubmissionKind). */
  kind: string;
  /** "new" | "in_progress" | "done" (SubmissionStatus); the column defaults to "new". */
  status: string;
  /** Language of the site the form was sent from: "de" | "en". */
  lang: string;
  name: string;
  /** Trimmed and lowercased. */
  email: string;
  company: string | null;
  phone: string | null;
  /** Contact form: a ContactTopic key. */
  topic: string | null;
  /** Application: a FieldOfWork key. */
  field: string | null;
  /** Waitlist: "nexus" | "inventory". */
  product: string | null;
  message: string | null;
  /** JSON object with any further fields (the waitlist's hectares and segment, its consent time). */
  details: string | null;
  /** Path the form was sent from. */
  page: string | null;
  created_at: string;
  updated_at: string;
  /**
   * When the status last changed (migration 0008): set on insert and whenever a change gives the
   * status a new value. Done contact requests and applications are erased a fixed time after it
   * (`app/features/forms/retention.server.ts`). Null only in a row written without it; such a row
   * counts from updated_at.
   */
  status_changed_at: string | null;
}

/** An uploaded file (the application's CV), stored under DATA_DIR/form-files/, never under a public folder. */
export interface FormAttachmentsTable {
  id: string;
  /** Deleted with its submission (on delete cascade); the file itself is removed by deleteSubmission. */
  submission_id: string;
  /** The name the visitor's file had, for the download. */
  file_name: string;
  content_type: string;
  /** Bytes. */
  size: number;
  /** Path relative to DATA_DIR/form-files/, e.g. "2026/<uuid>.pdf". */
  storage_key: string;
  created_at: string;
}

/** A mail waiting to be sent, sent, or given up (the outbox worker sends it; a form never waits for it). */
export interface MailOutboxTable {
  id: string;
  /** Deleted with its submission (on delete cascade). */
  submission_id: string | null;
  /** "notification" (to the inbox) | "acknowledgement" (to the sender). */
  purpose: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  body_text: string;
  /** "pending" | "sent" | "failed". */
  status: string;
  /** Failed sending attempts so far. */
  attempts: number;
  /** When the worker may try (again); also moved forward while one worker holds the row. */
  next_attempt_at: string;
  last_error: string | null;
  sent_at: string | null;
  created_at: string;
}

/**
 * One rate-limit counter (migration 0011): a fixed window per bucket and key, counted with one
 * atomic upsert, so every instance on the database shares it. Also the admin login's throttle
 * (buckets "login" and "login-all"). Rows whose window has ended are deleted by a timed job.
 */
export interface RateLimitsTable {
  /** Which limit: "waitlist", "form", "chat-address-minute", "login", … */
  bucket: string;
  /** SHA-256 hex of the bucket and key (a client address, a session id): never the key itself. */
  key_hash: string;
  /** Requests counted in the current window. */
  points: number;
  /** When the current window ends (ISO); a request after it opens a new window. */
  window_end: string;
}

/**
 * When a timed job last started (migration 0011), so that among several instances on one
 * PostgreSQL database one runs each run (app/lib/repeat.server.ts).
 */
export interface JobRunsTable {
  name: string;
  last_started_at: string;
}

/** A blog post (status, SEO fields, translations and preview tokens since migration 0012). */
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
  /** "draft" | "scheduled" | "published" (PostStatus); the column defaults to "published". */
  status: string;
  /** Last material change after publication (ISO), shown as "Zuletzt aktualisiert"; null if none. */
  updated_at: string | null;
  meta_title: string | null;
  meta_description: string | null;
  social_image: string | null;
  /** Id of the linked post in the other language; kept symmetric by posts.server.ts. */
  translation_id: string | null;
  /** SHA-256 hex of the post's preview token (unique); the token itself is never stored. */
  preview_token_hash: string | null;
  /** The account that wrote the post (migration 0014); null for seeded and imported posts. */
  author_id: string | null;
}

/** One saved state of a post (migration 0012): who saved what when. Deleted with the post. */
export interface BlogRevisionsTable {
  post_id: string;
  /** The post's revision number this write produced; (post_id, revision) is the key. */
  revision: number;
  created_at: string;
  /** The saving account's name; "admin" before accounts, "system" for the rows migration 0012 wrote. */
  actor: string;
  /** "save" | "autosave" | "restore" | "import" (RevisionKind). */
  kind: string;
  /** JSON of the post's fields (RevisionSnapshot). */
  snapshot: string;
  /** JSON array of the field names that differ from the previous revision. */
  changed: string;
}

/** An old slug of a post (migration 0012): /blog/{from_slug} answers 301 to the post's current slug. */
export interface BlogRedirectsTable {
  from_slug: string;
  /** Deleted with the post (on delete cascade). */
  post_id: string;
  created_at: string;
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
  /** SHA-256 hex of the secret only the creating browser holds; null for sessions from before (never readable). */
  secret_hash: string | null;
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
  /**
   * Assistant messages (migration 0013): 1 when the assistant fell back to "I don't know", 0 when it
   * answered; null when not reported (user messages, answers from before, a provider that did not say).
   */
  unanswered: number | null;
  /** Assistant messages (migration 0013): JSON array of the addresses the answer cites; null when not reported. */
  sources: string | null;
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

/** One choice made in the consent dialog (migration 0009_consent_log): the proof of consent. */
export interface ConsentLogTable {
  /** Random UUID of the row. */
  id: string;
  /** Random UUID of the visitor's consent, kept in their consent cookie; the same for each later change. */
  consent_id: string;
  created_at: string;
  /** The dialog text's version (CONSENT_VERSION) the choice was made on. */
  version: string;
  /** "accepted" (every category) | "rejected" (necessary only) | "custom". */
  choice: string;
  /** 1 when the category was allowed, else 0. */
  statistics: number;
  marketing: number;
  /** Language of the dialog: "de" | "en". */
  lang: string;
}

export interface Database {
  accounts: AccountsTable;
  sessions: SessionsTable;
  invitations: InvitationsTable;
  audit_log: AuditLogTable;
  rate_limits: RateLimitsTable;
  job_runs: JobRunsTable;
  blog_posts: BlogPostsTable;
  blog_revisions: BlogRevisionsTable;
  blog_redirects: BlogRedirectsTable;
  chat_sessions: ChatSessionsTable;
  chat_messages: ChatMessagesTable;
  chat_analytics: ChatAnalyticsTable;
  form_submissions: FormSubmissionsTable;
  form_attachments: FormAttachmentsTable;
  mail_outbox: MailOutboxTable;
  consent_log: ConsentLogTable;
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
  accounts: ["id", "email", "name", "display_name", "role", "password_hash", "active", "created_at", "updated_at", "password_changed_at"],
  sessions: ["id", "account_id", "created_at", "expires_at", "last_seen_at", "user_agent"],
  invitations: [
    "id",
    "token_hash",
    "kind",
    "email",
    "name",
    "role",
    "invited_by",
    "created_at",
    "expires_at",
    "accepted_at",
    "account_id",
    "revoked_at",
  ],
  audit_log: ["id", "created_at", "account_id", "account_name", "action", "target_type", "target_id", "target_label", "details"],
  rate_limits: ["bucket", "key_hash", "points", "window_end"],
  job_runs: ["name", "last_started_at"],
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
    "status",
    "updated_at",
    "meta_title",
    "meta_description",
    "social_image",
    "translation_id",
    "preview_token_hash",
    "author_id",
  ],
  blog_revisions: ["post_id", "revision", "created_at", "actor", "kind", "snapshot", "changed"],
  blog_redirects: ["from_slug", "post_id", "created_at"],
  chat_sessions: [
    "id",
    "visitor_id",
    "start_time",
    "last_activity",
    "message_count",
    "topics",
    "user_agent",
    "ip_hash",
    "lang",
    "secret_hash",
  ],
  chat_messages: ["id", "session_id", "visitor_id", "role", "content", "timestamp", "response_ms", "unanswered", "sources"],
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
  form_submissions: [
    "id",
    "kind",
    "status",
    "lang",
    "name",
    "email",
    "company",
    "phone",
    "topic",
    "field",
    "product",
    "message",
    "details",
    "page",
    "created_at",
    "updated_at",
    "status_changed_at",
  ],
  form_attachments: ["id", "submission_id", "file_name", "content_type", "size", "storage_key", "created_at"],
  mail_outbox: [
    "id",
    "submission_id",
    "purpose",
    "to_address",
    "reply_to",
    "subject",
    "body_text",
    "status",
    "attempts",
    "next_attempt_at",
    "last_error",
    "sent_at",
    "created_at",
  ],
  consent_log: ["id", "consent_id", "created_at", "version", "choice", "statistics", "marketing", "lang"],
} as const satisfies ColumnLists<Database>;

export type TableColumnsComplete = AssertNone<MissingColumns<Database, typeof tableColumns>>;
