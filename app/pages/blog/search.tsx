import { data, isRouteErrorResponse, Link, redirect } from "react-router";
import type { Route } from "./+types/search";
import { ErrorView, NotFoundView } from "~/components/layout/status-views";
import { Section } from "~/components/ui/section";
import { paths } from "~/config/pages";
import {
  blogText,
  type BlogText,
  BlogTextContext,
  formatPostDate,
  MAX_QUERY_LENGTH,
  type PageInfo,
  Pagination,
  paginationText,
  type PaginationText,
  parseSearchQuery,
  postPath,
  requestedPage,
  SEARCH_PATH,
  searchCopy,
  SearchForm,
  searchFormText,
  type SearchFormText,
  searchHref,
  type Segment,
  tagPath,
  tagsOf,
  unavailableHeaders,
  withoutPageParam,
} from "~/features/blog";
import { listPublishedPosts, type SearchHit, type SearchPage, searchPosts } from "~/features/blog/index.server";
import { useApp } from "~/lib/app-context";
import { getDatabase, logDatabaseError } from "~/lib/db/db.server";
import { seo } from "~/lib/meta";

interface Texts {
  title: string;
  metaTitle: string;
  description: string;
  form: SearchFormText;
  back: string;
  text: BlogText;
}

type SearchPageData = Texts & { q: string; notice: string | null } & (
    | { state: "form"; lead: string }
    | { state: "results"; count: string; hits: SearchHit[]; info: PageInfo; pagination: PaginationText }
    | { state: "none"; message: string; hint: string; browseAll: string; topicsLabel: string; topics: { name: string; href: string }[] }
    | { state: "error" }
  );

/** How many tags the no-results message offers. */
const TOPIC_LINKS = 8;

/**
 * /blog/suche?q=… (both hosts): full-text search over the live posts of the host's language (ADR
 * 0026), 12 results a page (?seite=N), matches marked. Without a query: the form only. A query
 * longer than 200 characters is cut and the page says so. Never indexed (noindex), never kept by
 * the page cache or another cache (no-store): results change with every post.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = context.lang;
  const c = searchCopy[lang];
  const url = new URL(request.url);
  const { q, truncated } = parseSearchQuery(url.searchParams);
  const texts: Texts = {
    title: c.title,
    metaTitle: q ? c.titleFor(q) : c.title,
    description: c.description,
    form: searchFormText(lang),
    back: c.allPosts,
    text: blogText(lang),
  };
  const base = { ...texts, q, notice: truncated ? c.truncated(MAX_QUERY_LENGTH) : null };
  const page = requestedPage(url.searchParams);
  if (page === "redirect") throw redirect(withoutPageParam(url), 301);
  if (page === "invalid") throw data(null, { status: 404, headers: noStore });
  if (q === "") {
    if (page !== 1) throw data(null, { status: 404, headers: noStore });
    return data<SearchPageData>({ ...base, state: "form", lead: c.emptyQuery }, { headers: noStore });
  }
  let found: SearchPage | null;
  let topics: string[] = [];
  try {
    const { db } = await getDatabase();
    found = await searchPosts(db, lang, q, page);
    // No result: the topics to browse instead.
    if (found?.total === 0) topics = tagsOf(await listPublishedPosts(db, lang)).slice(0, TOPIC_LINKS);
  } catch (error) {
    logDatabaseError("Fehler bei der Blog-Suche", error);
    return data<SearchPageData>({ ...base, state: "error" }, { status: 503, headers: unavailableHeaders });
  }
  if (!found) throw data(null, { status: 404, headers: noStore });
  if (found.total === 0) {
    return data<SearchPageData>(
      {
        ...base,
        state: "none",
        message: c.noResults(q),
        hint: c.noResultsHint,
        browseAll: c.browseAll,
        topicsLabel: c.topics,
        topics: topics.map((name) => ({ name, href: tagPath(name) })),
      },
      { headers: noStore },
    );
  }
  return data<SearchPageData>(
    {
      ...base,
      state: "results",
      count: c.count(found.total, q),
      hits: found.hits,
      info: found.info,
      pagination: paginationText(lang, found.info.page, found.info.pageCount),
    },
    { headers: noStore },
  );
}

const noStore = { "Cache-Control": "no-store" };

/** Search answers are never stored (no-store) nor indexed; a 503 keeps its Retry-After. */
export function headers({ loaderHeaders }: Route.HeadersArgs): Headers {
  const headers = new Headers({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex" });
  const retry = loaderHeaders.get("Retry-After");
  if (retry) headers.set("Retry-After", retry);
  return headers;
}

export const meta: Route.MetaFunction = (args) => {
  const d = args.loaderData;
  return seo(args, (r) => ({
    title: d ? d.metaTitle + (d.state === "results" && d.info.page > 1 ? ` (${d.pagination.pageOf})` : "") : r.t.notFound.metaTitle,
    description: d?.description ?? r.t.notFound.metaDescription,
    canonicalPath: SEARCH_PATH,
    noindex: true,
    alternateLanguages: [],
  }));
};

/** A text with its matches in <mark>; React escapes every piece. */
function Marked({ segments }: { segments: Segment[] }) {
  return segments.map((s, i) =>
    s.hit ? (
      <mark key={i} className="rounded-sm bg-moss-200 px-0.5 text-forest-950">
        {s.text}
      </mark>
    ) : (
      s.text
    ),
  );
}

export default function SearchPage({ loaderData: d }: Route.ComponentProps) {
  const { lang } = useApp();
  return (
    <BlogTextContext value={d.text}>
      <div className="bg-forest-950 pt-24 sm:pt-28" />
      <Section tone="bark" labelledBy="search-title" className="py-14 sm:py-20">
        <p className="text-sm">
          <Link to={paths.blog} className="font-semibold text-forest-700 underline-offset-4 hover:text-forest-900 hover:underline">
            {d.back}
          </Link>
        </p>
        <h1 id="search-title" className="mt-6 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {d.title}
        </h1>
        <SearchForm key={d.q} text={d.form} defaultValue={d.q} className="mt-6" />
        {d.notice ? <p className="mt-4 max-w-2xl text-forest-800/80">{d.notice}</p> : null}
        {d.state === "form" ? <p className="mt-6 max-w-2xl text-lg text-forest-800/80">{d.lead}</p> : null}
        {d.state === "error" ? (
          // The blog's "unavailable" texts, without its component: that module would split /blog's scripts.
          <div className="mt-10 max-w-2xl" data-blog-unavailable="">
            <h2 role="alert" className="text-2xl font-bold tracking-tight text-forest-900">
              {d.text.unavailable.title}
            </h2>
            <p className="mt-3 text-lg text-forest-800/80">{d.text.unavailable.text}</p>
            <p className="mt-6">
              <a href={searchHref(d.q)} className="font-semibold text-forest-700 underline underline-offset-4 hover:text-forest-900">
                {d.text.unavailable.retry}
              </a>
            </p>
          </div>
        ) : null}
        {d.state === "none" ? (
          <div className="mt-10 max-w-2xl rounded-2xl border border-dashed border-forest-900/15 bg-white px-6 py-10">
            <p role="status" className="text-lg font-semibold text-forest-900">
              {d.message}
            </p>
            <p className="mt-2 text-forest-800/80">{d.hint}</p>
            {d.topics.length > 0 ? (
              <ul aria-label={d.topicsLabel} className="mt-5 flex flex-wrap gap-2">
                {d.topics.map((t) => (
                  <li key={t.href}>
                    <Link
                      to={t.href}
                      className="inline-flex rounded-full border border-forest-900/15 px-3 py-1.5 text-sm font-semibold text-forest-800 hover:border-forest-900/30 hover:text-forest-950"
                    >
                      {t.name}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
            <p className="mt-6">
              <Link to={paths.blog} className="font-semibold text-forest-700 underline underline-offset-4 hover:text-forest-900">
                {d.browseAll}
              </Link>
            </p>
          </div>
        ) : null}
        {d.state === "results" ? (
          <>
            <p role="status" className="mt-8 text-lg font-semibold text-forest-900">
              {d.count}
            </p>
            <ol className="mt-6 grid max-w-3xl gap-5" aria-labelledby="search-title">
              {d.hits.map((hit) => (
                <li key={hit.id}>
                  <article className="rounded-2xl border border-forest-900/8 bg-white p-6 shadow-card">
                    <h2 lang={hit.lang} className="text-xl font-bold tracking-tight text-balance text-forest-950">
                      <Link to={postPath(hit.slug)} className="underline-offset-4 hover:underline">
                        <Marked segments={hit.title} />
                      </Link>
                    </h2>
                    <p className="mt-1 text-sm text-forest-800/75">
                      <time dateTime={hit.date}>{formatPostDate(hit.date, lang)}</time>
                    </p>
                    <p lang={hit.lang} className="mt-3 leading-relaxed text-pretty text-forest-800/85">
                      <Marked segments={hit.summary} />
                    </p>
                    {hit.snippet ? (
                      <p lang={hit.lang} className="mt-3 border-l-2 border-moss-400 pl-3 text-sm leading-relaxed text-forest-800/85">
                        <Marked segments={hit.snippet} />
                      </p>
                    ) : null}
                  </article>
                </li>
              ))}
            </ol>
            <Pagination path={searchHref(d.q)} info={d.info} text={d.pagination} />
          </>
        ) : null}
      </Section>
    </BlogTextContext>
  );
}

/** A page beyond the last or a malformed page number: the site's not-found view (other errors: the error view). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFoundView /> : <ErrorView />;
}
