// The page navigation below a paginated list of posts (/blog, tag pages): plain links, no state.
import { Link } from "react-router";
import type { PageInfo } from "./listing";
import { pageHref } from "./listing";
import type { PaginationText } from "./listing-copy";

const linkClass =
  "inline-flex items-center rounded-full border border-forest-900/15 bg-white px-4 py-2 text-sm font-semibold text-forest-800 hover:border-forest-900/30 hover:text-forest-950";

/** "Neuere Beiträge · Seite 2 von 3 · Ältere Beiträge"; nothing when there is one page. */
export function Pagination({ path, info, text }: { path: string; info: PageInfo; text: PaginationText }) {
  if (info.pageCount <= 1) return null;
  const { page, pageCount } = info;
  return (
    <nav aria-label={text.label} className="mt-12 grid grid-cols-2 items-center gap-4 sm:grid-cols-3">
      <div>
        {page > 1 ? (
          <Link to={pageHref(path, page - 1)} rel="prev" className={linkClass}>
            ← {text.newer}
          </Link>
        ) : null}
      </div>
      <p className="order-first col-span-2 text-center text-sm text-forest-800/80 sm:order-none sm:col-span-1">{text.pageOf}</p>
      <div className="flex justify-end">
        {page < pageCount ? (
          <Link to={pageHref(path, page + 1)} rel="next" className={linkClass}>
            {text.older} →
          </Link>
        ) : null}
      </div>
    </nav>
  );
}

/** rel="prev"/"next" links for the head. */
export function paginationLinks(origin: string, path: string, info: PageInfo | undefined) {
  if (!info) return [];
  const links: { tagName: "link"; rel: string; href: string }[] = [];
  if (info.page > 1) links.push({ tagName: "link", rel: "prev", href: origin + pageHref(path, info.page - 1) });
  if (info.page < info.pageCount) links.push({ tagName: "link", rel: "next", href: origin + pageHref(path, info.page + 1) });
  return links;
}
