// Addresses of the account pages (issue 18), shared by the admin navigation and the pages.

/** One's own account: name, display name (byline), password, sessions, "sign out everywhere". */
export const ACCOUNT_PATH = "/blog/admin/konto";
/** Owners: all accounts, invitations, roles, deactivation, password resets. */
export const ACCOUNTS_PATH = "/blog/admin/konten";
/** Owners: the audit log. */
export const AUDIT_PATH = "/blog/admin/protokoll";
