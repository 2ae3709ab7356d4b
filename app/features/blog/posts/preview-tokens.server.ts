// Preview links: whoever has a post's link sees it whatever its status (drafts shown to a reviewer).
import { createHash, randomBytes } from "node:crypto";
import type { BlogPost } from "../types";
import { PostNotFoundError } from "./errors";
import { toPost, type Db } from "./repository.server";

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/**
 * A new preview token for the post (32 random bytes, base64url): whoever has the link sees the
 * post whatever its status. Only its SHA-256 is stored; a new token replaces the old one.
 */
export async function createPreviewToken(db: Db, postId: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const result = await db
    .updateTable("blog_posts")
    .set({ preview_token_hash: hashToken(token) })
    .where("id", "=", postId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new PostNotFoundError();
  return token;
}

/** Makes the post's preview link stop working. */
export async function revokePreviewToken(db: Db, postId: string): Promise<void> {
  await db.updateTable("blog_posts").set({ preview_token_hash: null }).where("id", "=", postId).execute();
}

export async function hasPreviewToken(db: Db, postId: string): Promise<boolean> {
  const row = await db.selectFrom("blog_posts").select("preview_token_hash").where("id", "=", postId).executeTakeFirst();
  return Boolean(row?.preview_token_hash);
}

/** The post a preview token opens, whatever its status; undefined for an unknown or revoked token. */
export async function getPostByPreviewToken(db: Db, token: string): Promise<BlogPost | undefined> {
  if (!tokenPattern.test(token)) return undefined;
  const row = await db.selectFrom("blog_posts").selectAll().where("preview_token_hash", "=", hashToken(token)).executeTakeFirst();
  return row && toPost(row);
}
