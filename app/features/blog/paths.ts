// Addresses of the public blog, shared by the routes, the page cache and the rules.

import { backOfficeStems } from "~/config/admin-area";
import { paths } from "~/config/pages";
import { SEARCH_PATH } from "./listing";

export { SEARCH_PATH };

/** Single-segment paths below /blog that are pages of their own, never an article's slug. */
export const reservedSlugs: ReadonlySet<string> = new Set([
  ...backOfficeStems.map((stem) => stem.slice("/blog/".length)),
  "new",
  SEARCH_PATH.slice("/blog/".length),
]);

const articlePath = /^\/blog\/([a-z0-9_]+(?:-[a-z0-9_]+)*)$/;

/** Whether a request path is a public article page, i.e. /blog/{slug} (the page cache keeps those). */
export function isArticlePath(pathname: string): boolean {
  const slug = articlePath.exec(pathname)?.[1];
  return slug !== undefined && !reservedSlugs.has(slug);
}

const tagPagePath = /^\/blog\/tag\/[^/?#]+$/;

/** Whether a request path is a tag page, /blog/tag/{tag} (the page cache keeps those that answer 200: canonical addresses only). */
export function isTagPath(pathname: string): boolean {
  return tagPagePath.test(pathname);
}

/** Whether a page shows blog posts and must be dropped from the page cache when posts change. */
export function showsBlogPosts(pathname: string): boolean {
  return pathname === paths.blog || pathname.startsWith(`${paths.blog}/`) || pathname === "/sitemap.xml";
}
