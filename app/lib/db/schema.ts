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

export interface Database {
  admin_credential: AdminCredentialTable;
  sessions: SessionsTable;
}
