// Tag pages and pagination of the public blog: pure rules, browser-safe and unit-tested.
// The tag link on an article and the tag page's lookup both use tagSlug(), so they always agree.

/** Posts per page of /blog and of a tag page. */
export const PAGE_SIZE = 12;

/** The query parameter of a page number, the same on both hosts: /blog?seite=2. */
export const PAGE_PARAM = "seite";

/** The search results page, the same path on both hosts (like /blog/tag/… and ?seite=N). */
export const SEARCH_PATH = "/blog/suche";

/** The query parameter of the search form. */
export const QUERY_PARAM = "q";

/** The longest query that is searched (the form's maxlength; the server cuts a longer one). */
export const MAX_QUERY_LENGTH_CHARS = 200;

/** A tag's address segment: trimmed, lowercase (umlauts kept), runs of whitespace → "-". 'Forst Technik' → 'forst-technik'. */
export function tagSlug(tag: string): string {
  return tag.trim().toLocaleLowerCase("de-DE").replace(/\s+/g, "-");
}

/** The tag page's path: /blog/tag/{slug}, the slug URL-encoded. */
export function tagPath(tag: string): string {
  return `/blog/tag/${encodeURIComponent(tagSlug(tag))}`;
}

/**
 * The posts carrying a tag whose slug is `slug` (case-insensitive), in their given order, and the
 * tag as the newest of them writes it; null when none does.
 */
export function postsWithTag<T extends { tags: readonly string[] }>(posts: readonly T[], slug: string): { tag: string; posts: T[] } | null {
  const wanted = tagSlug(slug);
  if (wanted === "") return null;
  let name: string | undefined;
  const matching = posts.filter((post) => {
    const tag = post.tags.find((t) => tagSlug(t) === wanted);
    if (tag !== undefined) name ??= tag.trim();
    return tag !== undefined;
  });
  return name === undefined ? null : { tag: name, posts: matching };
}

/** Every tag of the posts, once per slug, as the newest post writes it. */
export function tagsOf(posts: readonly { tags: readonly string[] }[]): string[] {
  const seen = new Map<string, string>();
  for (const post of posts) {
    for (const tag of post.tags) {
      const slug = tagSlug(tag);
      if (slug !== "" && !seen.has(slug)) seen.set(slug, tag.trim());
    }
  }
  return [...seen.values()];
}

/** A page number from the query: 1 without the parameter; "redirect" for an explicit 1; "invalid" for anything not a whole number ≥ 1. */
export function requestedPage(search: URLSearchParams): number | "redirect" | "invalid" {
  const values = search.getAll(PAGE_PARAM);
  if (values.length === 0) return 1;
  if (values.length > 1) return "invalid";
  const raw = values[0] ?? "";
  if (!/^[1-9][0-9]{0,5}$/.test(raw)) return "invalid";
  const page = Number(raw);
  return page === 1 ? "redirect" : page;
}

export interface PageInfo {
  page: number;
  pageCount: number;
}

/** One page of `items` (12 a page); null when `page` lies beyond the last page. An empty list has one (empty) page. */
export function paginate<T>(items: readonly T[], page: number): { items: T[]; info: PageInfo } | null {
  const pageCount = Math.max(1, Math.ceil(items.length / PAGE_SIZE));
  if (!Number.isInteger(page) || page < 1 || page > pageCount) return null;
  return { items: items.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE), info: { page, pageCount } };
}

/** The address of page `page` of a list at `path` (which may carry a query, as search results do): the first page has no parameter. */
export function pageHref(path: string, page: number): string {
  return page <= 1 ? path : `${path}${path.includes("?") ? "&" : "?"}${PAGE_PARAM}=${page}`;
}

/** The address without the page parameter, other parameters kept (for the 301 from ?seite=1). */
export function withoutPageParam(url: URL): string {
  const search = new URLSearchParams(url.search);
  search.delete(PAGE_PARAM);
  const rest = search.toString();
  return rest === "" ? url.pathname : `${url.pathname}?${rest}`;
}
