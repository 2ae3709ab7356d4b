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

export interface Database {
  admin_credential: AdminCredentialTable;
  sessions: SessionsTable;
  waitlist_entries: WaitlistEntriesTable;
}
