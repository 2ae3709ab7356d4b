import { data, isRouteErrorResponse, redirect } from "react-router";
import type { Route } from "./+types/tag";
import { ErrorView, NotFoundView } from "~/components/layout/status-views";
import { Section } from "~/components/ui/section";
import { paths } from "~/config/pages";
import {
  blogText,
  type BlogText,
  BlogTextContext,
  BlogUnavailable,
  feedLink,
  listingCopy,
  pageHref,
  type PageInfo,
  paginate,
  Pagination,
  paginationLinks,
  paginationText,
  type PaginationText,
  passUnavailableHeaders,
  PostCard,
  type PostSummary,
  postsWithTag,
  requestedPage,
  tagPath,
  unavailableHeaders,
  withoutPageParam,
} from "~/features/blog";
import { listPublishedPosts } from "~/features/blog/index.server";
import { useApp } from "~/lib/app-context";
import { getDatabase, logDatabaseError } from "~/lib/db/db.server";
import { rootFromMatches, seo } from "~/lib/meta";
import { breadcrumbList, pageName, type JsonLd } from "~/lib/structured-data.server";

type TagPageData =
  | {
      state: "loaded";
      path: string;
      title: string;
      description: string;
      count: string;
      back: string;
      posts: PostSummary[];
      info: PageInfo;
      pagination: PaginationText;
      text: BlogText;
      structuredData: JsonLd[];
    }
  | { state: "error"; path: string; text: BlogText };

/**
 * /blog/tag/{tag}: the live posts of the host's language carrying the tag (matched by tagSlug, so
 * case-insensitively), 12 a page (?seite=N). An unknown tag, a tag without live posts here or a
 * page beyond the last → 404 with the site's not-found view; ?seite=1 → 301 to the address
 * without it, another spelling of the tag → 301 to its canonical address. The first page of a
 * tag's canonical address is kept by the page cache (dropped when posts change); later pages are
 * rendered for each request.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const text = blogText(context.lang);
  const url = new URL(request.url);
  const page = requestedPage(url.searchParams);
  if (page === "redirect") throw redirect(withoutPageParam(url), 301);
  if (page === "invalid") throw data(null, { status: 404 });
  let posts;
  try {
    const { db } = await getDatabase();
    posts = await listPublishedPosts(db, context.lang);
  } catch (error) {
    logDatabaseError("Fehler beim Laden der Blog-Beiträge", error);
    return data<TagPageData>({ state: "error", path: url.pathname, text }, { status: 503, headers: unavailableHeaders });
  }
  const found = postsWithTag(posts, params.tag);
  if (!found) throw data(null, { status: 404 });
  const path = tagPath(found.tag);
  // One address per tag page: another spelling (BODENSCHUTZ, %62odenschutz) moves to it.
  if (url.pathname !== path) throw redirect(path + url.search, 301);
  const slice = paginate(found.posts, page);
  if (!slice) throw data(null, { status: 404 });
  const c = listingCopy[context.lang];
  const title = c.tagTitle(found.tag);
  const suffix = slice.info.pageCount > 1 && page > 1 ? c.pageSuffix(page, slice.info.pageCount) : "";
  return data<TagPageData>({
    state: "loaded",
    path,
    title,
    description: c.tagDescription(found.tag) + suffix,
    count: c.count(found.posts.length),
    back: c.allPosts,
    posts: slice.items.map(({ id, slug, title, date, author, summary, tags, coverImage, lang }) => ({
      id,
      slug,
      title,
      date,
      author,
      summary,
      tags,
      coverImage,
      lang,
    })),
    info: slice.info,
    pagination: paginationText(context.lang, slice.info.page, slice.info.pageCount),
    text,
    // Home → Blog → the tag, built here on the server.
    structuredData: [
      breadcrumbList(context, [
        { name: pageName(context, "blog"), path: paths.blog },
        { name: title, path },
      ]),
    ],
  });
}

export const headers = passUnavailableHeaders;

export const meta: Route.MetaFunction = (args) => {
  const d = args.loaderData;
  const root = rootFromMatches(args.matches);
  if (!d || d.state !== "loaded") {
    return seo(args, (r) => ({
      title: d?.state === "error" ? d.text.unavailable.title : r.t.notFound.metaTitle,
      description: r.t.notFound.metaDescription,
      canonicalPath: paths.blog,
      noindex: true,
    }));
  }
  const origin = root.origins[root.lang];
  const canonicalPath = pageHref(d.path, d.info.page);
  const pageSuffix = d.info.page > 1 ? ` (${d.pagination.pageOf})` : "";
  return [
    ...seo(args, () => ({
      title: d.title + pageSuffix,
      description: d.description,
      canonicalPath,
      // Tag pages exist per language: the page names only itself.
      alternateLanguages: [{ hreflang: root.lang, href: origin + canonicalPath }],
    })),
    ...paginationLinks(origin, d.path, d.info),
    feedLink(args),
  ];
};

export default function TagPage({ loaderData }: Route.ComponentProps) {
  const { lang } = useApp();
  return (
    <BlogTextContext value={loaderData.text}>
      <div className="bg-forest-950 pt-24 sm:pt-28" />
      {loaderData.state === "error" ? (
        <section className="container-site py-20 sm:py-28">
          <BlogUnavailable lang={lang} retryTo={loaderData.path} />
        </section>
      ) : (
        <Section tone="bark" labelledBy="tag-title" className="py-14 sm:py-20">
          <p className="text-sm">
            <a href={paths.blog} className="font-semibold text-forest-700 underline-offset-4 hover:text-forest-900 hover:underline">
              {loaderData.back}
            </a>
          </p>
          <h1 id="tag-title" className="mt-6 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {loaderData.title}
          </h1>
          <p className="mt-3 text-lg text-forest-800/80">{loaderData.count}</p>
          <ol className="mt-10 grid gap-6 sm:gap-8 md:grid-cols-2 lg:grid-cols-3" aria-labelledby="tag-title">
            {loaderData.posts.map((post, i) => (
              <li key={post.id} className="flex">
                <PostCard post={post} lang={lang} headingLevel={2} eager={i === 0} />
              </li>
            ))}
          </ol>
          <Pagination path={loaderData.path} info={loaderData.info} text={loaderData.pagination} />
        </Section>
      )}
    </BlogTextContext>
  );
}

/** A page beyond the last or a malformed page number: the site's not-found view (other errors: the error view). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFoundView /> : <ErrorView />;
}
