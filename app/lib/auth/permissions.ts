// Who may do what in the admin area. Shared by the server, which enforces it in every
// loader and action, and by the admin pages, which only hide what a role cannot use.

export const roles = ["owner", "editor", "author"] as const;
export type Role = (typeof roles)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (roles as readonly string[]).includes(value);
}

/**
 * - owner: everything, manages accounts and settings, reads the audit log;
 * - editor: all posts, publishes, the inbox and the chat overview;
 * - author: writes and edits own posts, cannot publish (submits for review).
 */
export const permissions = {
  /** Open the admin area, write new posts, edit one's own unpublished posts, upload images. */
  "posts.write": ["owner", "editor", "author"],
  /** Edit, delete and restore any post, also one another account wrote. */
  "posts.edit-any": ["owner", "editor"],
  /** Publish, schedule and unpublish. */
  "posts.publish": ["owner", "editor"],
  /** Delete posts. */
  "posts.delete": ["owner", "editor"],
  /** Export and import the blog index and posts; the media library's archive. */
  "posts.export": ["owner", "editor"],
  /** The media library: list every upload and delete them (authors upload through the editor only). */
  "media.manage": ["owner", "editor"],
  /** Contact requests, applications and waitlist entries. */
  inbox: ["owner", "editor"],
  /** The chat overview and transcripts. */
  "chat.overview": ["owner", "editor"],
  /** The proof-of-consent log. */
  "consent.log": ["owner"],
  /** Invite, change, deactivate accounts; reset their passwords. */
  accounts: ["owner"],
  /** Read the audit log. */
  audit: ["owner"],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof permissions;

export function can(role: Role, permission: Permission): boolean {
  return (permissions[permission] as readonly Role[]).includes(role);
}

/** The part of an account the permission checks need. */
export interface Actor {
  id: string;
  role: Role;
}

/** A post as far as the permission checks look at it. */
export interface PostOwnership {
  /** The writing account; null for seeded and imported posts (only editors and owners edit those). */
  authorId: string | null;
  /** "draft" | "review" | "scheduled" | "published". */
  status: string;
}

/**
 * May `actor` change this post? Editors and owners always; an author only their own post while it
 * is not live (a draft, or one submitted for review): once published, an editor owns the text.
 */
export function canEditPost(actor: Actor, post: PostOwnership): boolean {
  if (can(actor.role, "posts.edit-any")) return true;
  return post.authorId === actor.id && (post.status === "draft" || post.status === "review");
}

/**
 * May `actor` delete this post? The same as editing (ADR 0027): editors and owners any post, an
 * author their own draft or post in review, never a published or scheduled one.
 */
export function canDeletePost(actor: Actor, post: PostOwnership): boolean {
  return canEditPost(actor, post);
}

/** The statuses a role may save a post with: authors only "draft" and "review". */
export function canSetStatus(role: Role, status: string): boolean {
  if (status === "draft" || status === "review") return true;
  return can(role, "posts.publish");
}

/** Whether the admin list shows `post` to `actor`: authors see their own posts only (ADR 0027). */
export function canSeePost(actor: Actor, post: Pick<PostOwnership, "authorId">): boolean {
  return can(actor.role, "posts.edit-any") || post.authorId === actor.id;
}
