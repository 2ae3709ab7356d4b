// Who is signed in, as the admin pages see it: the name, the role and what the role may
// use, so a page shows only that. Browser-safe: never the e-mail address or the password hash. The
// server enforces the same rules in every loader and action; this only hides.
import { can, type Permission, type Role } from "~/lib/auth/permissions";

export interface AdminViewer {
  id: string;
  /** The person's name. */
  name: string;
  /** What a new post of theirs shows as its author. */
  byline: string;
  role: Role;
  /** The permissions the role has (permissions.ts), for showing only what may be used. */
  may: Partial<Record<Permission, true>>;
}

const shown: readonly Permission[] = [
  "posts.edit-any",
  "posts.publish",
  "posts.delete",
  "posts.export",
  "media.manage",
  "inbox",
  "chat.overview",
  "consent.log",
  "accounts",
  "audit",
];

export function viewerOf(account: { id: string; name: string; displayName: string | null; role: Role }): AdminViewer {
  const may: AdminViewer["may"] = {};
  for (const permission of shown) if (can(account.role, permission)) may[permission] = true;
  return { id: account.id, name: account.name, byline: account.displayName?.trim() || account.name, role: account.role, may };
}
