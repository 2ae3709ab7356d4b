import { data, isRouteErrorResponse, redirect, useLoaderData } from "react-router";
import type { Route } from "./+types/route";
import { PageHero, pageMeta } from "~/components/page/intro-page";
import { ErrorView, NotFoundView } from "~/components/layout/status-views";
import { buttonClass } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { paths } from "~/config/pages";
import {
  type BlogPost,
  blogText,
  type BlogText,
  BlogTextContext,
  BlogUnavailable,
  feedLink,
  formatPostDate,
  MAX_QUERY_LENGTH_CHARS,
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
  QUERY_PARAM,
  requestedPage,
  SEARCH_PATH,
  searchFormText,
  type SearchFormText,
  unavailableHeaders,
  withoutPageParam,
} from "~/features/blog";
import { articleUrl, listForSite } from "~/features/blog/index.server";
import { useApp } from "~/lib/app-context";
import { rootFromMatches, seo } from "~/lib/meta";
import { getDatabase, logDatabaseError } from "~/lib/db/db.server";
import { blogStructuredData, type JsonLd } from "~/lib/structured-data.server";
import { blogPageCopy, type BlogListCopy, type BlogPageCopy } from "./copy";

/** A post of the other language without a translation here: listed by title and date, linked to its own site. */
interface OtherLanguagePost {
  id: string;
  title: string;
  date: string;
  lang: BlogPost["lang"];
  href: string;
}

type Posts =
  | { state: "loaded"; posts: PostSummary[]; otherLanguage: OtherLanguagePost[]; info: PageInfo; pagination: PaginationText }
  | { state: "error" };
type BlogPageData = Posts & { copy: BlogPageCopy; text: BlogText; search: SearchFormText; structuredData: JsonLd[] };

/**
 * The posts of the site's language (ADR 0018) and, below them, the other language's posts that
 * have no translation here, linked to their own site. The page's copy is in the visitor's language. The list arrives
 * with the page, so there is no loading state. A database failure shows the designed "blog
 * unavailable" state with status 503 and Retry-After (never kept by the page cache, which serves
 * its last good copy instead while it has one).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const copy = blogPageCopy(context.lang);
  const text = blogText(context.lang);
  const search = searchFormText(context.lang);
  const structuredData = blogStructuredData(context, copy.intro.seo);
  // 12 posts a page (?seite=N); ?seite=1 → 301 to /blog, a page beyond the last or a malformed one → 404.
  const url = new URL(request.url);
  const page = requestedPage(url.searchParams);
  if (page === "redirect") throw redirect(withoutPageParam(url), 301);
  if (page === "invalid") throw data(null, { status: 404 });
  let listing;
  try {
    const { db } = await getDatabase();
    listing = await listForSite(db, context.lang);
  } catch (error) {
    logDatabaseError("Fehler beim Laden der Blog-Beiträge", error);
    return data<BlogPageData>({ state: "error", copy, text, search, structuredData }, { status: 503, headers: unavailableHeaders });
  }
  const slice = paginate(listing.posts, page);
  if (!slice) throw data(null, { status: 404 });
  const otherLanguage = listing.otherLanguage.map((post): OtherLanguagePost => ({
    id: post.id,
    title: post.title,
    date: post.date,
    lang: post.lang,
    href: articleUrl(context.origins, post),
  }));
  const posts = slice.items.map(({ id, slug, title, date, author, summary, tags, coverImage, lang }): PostSummary => ({
    id,
    slug,
    title,
    date,
    author,
    summary,
    tags,
    coverImage,
    lang,
  }));
  // The other language's posts are listed once, on the first page.
  return data<BlogPageData>({
    state: "loaded",
    posts,
    otherLanguage: page === 1 ? otherLanguage : [],
    info: slice.info,
    pagination: paginationText(context.lang, slice.info.page, slice.info.pageCount),
    copy,
    text,
    search,
    structuredData,
  });
}

export const headers = passUnavailableHeaders;

export const meta: Route.MetaFunction = (args) => {
  const d = args.loaderData;
  const info = d?.state === "loaded" ? d.info : undefined;
  const root = rootFromMatches(args.matches);
  if (!d) {
    // A page beyond the last (404): not indexed.
    return seo(args, (r) => ({
      title: r.t.notFound.metaTitle,
      description: r.t.notFound.metaDescription,
      canonicalPath: paths.blog,
      noindex: true,
    }));
  }
  const seoCopy = d.copy.intro.seo;
  // Page 2 and later: its own canonical (?seite=N) and title; all pages are indexed.
  const paged =
    seoCopy && info && info.page > 1 && d?.state === "loaded"
      ? { ...seoCopy, title: `${seoCopy.title} (${d.pagination.pageOf})` }
      : seoCopy;
  return [
    ...pageMeta(args, paged, pageHref(paths.blog, info?.page ?? 1)),
    ...paginationLinks(root.origins[root.lang], paths.blog, info),
    feedLink(args),
  ];
};

export default function BlogList() {
  const { copy, text, search, ...posts } = useLoaderData<typeof loader>();
  return (
    <BlogTextContext value={text}>
      <PageHero hero={copy.intro.hero} />
      <ListSection copy={copy.list} posts={posts} search={search} />
    </BlogTextContext>
  );
}

function ListSection({ copy, posts, search }: { copy: BlogListCopy; posts: Posts; search: SearchFormText }) {
  const { lang } = useApp();
  return (
    <Section tone="bark" labelledBy="blog-list-title" className="py-14 sm:py-20">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="blog-list-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {copy.title}
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-forest-800/80">{copy.lead}</p>
        </div>
        <a href="/blog/feed.xml" className="inline-flex items-center gap-2 text-sm font-semibold text-forest-700 hover:text-forest-900">
          <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
            <circle cx="4.5" cy="15.5" r="2" />
            <path d="M3 9a8 8 0 0 1 8 8h-2.5A5.5 5.5 0 0 0 3 11.5V9Zm0-5a13 13 0 0 1 13 13h-2.5A10.5 10.5 0 0 0 3 6.5V4Z" />
          </svg>
          {copy.feedLink}
        </a>
      </div>
      {/* A plain GET form: works without JavaScript. Written here, not shared with the results
          page, so that /blog loads no script of its own for it. */}
      <form method="get" action={SEARCH_PATH} role="search" className="mt-8 flex max-w-xl gap-2">
        <label htmlFor="blog-search-q" className="sr-only">
          {search.label}
        </label>
        <input
          id="blog-search-q"
          type="search"
          name={QUERY_PARAM}
          placeholder={search.placeholder}
          maxLength={MAX_QUERY_LENGTH_CHARS}
          className="h-12 min-w-0 flex-1 rounded-full border border-forest-900/25 bg-white px-5 placeholder:text-forest-800/70 focus-visible:outline-3 focus-visible:outline-moss-400"
        />
        <button className={buttonClass("secondary", "lg")}>{search.submit}</button>
      </form>
      <div className="mt-10">
        {posts.state === "error" ? (
          <BlogUnavailable lang={lang} retryTo={paths.blog} />
        ) : posts.posts.length === 0 && posts.otherLanguage.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-forest-900/15 bg-white px-6 py-14 text-center">
            <p role="status" className="text-lg font-semibold text-forest-900">
              {copy.empty}
            </p>
            <p className="mt-2 text-forest-800/75">{copy.emptyHint}</p>
          </div>
        ) : (
          <>
            {posts.posts.length > 0 ? <PostList posts={posts.posts} featured={posts.info.page === 1} /> : null}
            <Pagination path={paths.blog} info={posts.info} text={posts.pagination} />
            {posts.otherLanguage.length > 0 ? <OtherLanguageList copy={copy} posts={posts.otherLanguage} /> : null}
          </>
        )}
      </div>
    </Section>
  );
}

/** The other language's posts: title and date, each link naming its language (hreflang, lang). */
function OtherLanguageList({ copy, posts }: { copy: BlogListCopy; posts: OtherLanguagePost[] }) {
  const { lang } = useApp();
  return (
    <section aria-labelledby="blog-other-language-title" className="mt-14 border-t border-forest-900/10 pt-10">
      <h2 id="blog-other-language-title" className="text-2xl font-bold tracking-tight">
        {copy.otherLanguageTitle}
      </h2>
      <p className="mt-2 max-w-2xl text-forest-800/80">{copy.otherLanguageLead}</p>
      <ul className="mt-6 divide-y divide-forest-900/8 rounded-2xl border border-forest-900/8 bg-white">
        {posts.map((post) => (
          <li key={post.id} className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 px-5 py-4">
            <a
              href={post.href}
              hrefLang={post.lang}
              lang={post.lang}
              className="font-semibold text-forest-800 underline-offset-4 hover:text-forest-950 hover:underline"
            >
              {post.title}
            </a>
            <time dateTime={post.date} className="text-sm text-forest-800/70">
              {formatPostDate(post.date, lang)}
            </time>
          </li>
        ))}
      </ul>
    </section>
  );
}

function PostList({ posts, featured }: { posts: PostSummary[]; featured: boolean }) {
  const { lang } = useApp();
  // The first page opens with the newest post as a wide card; later pages are a plain grid.
  const first = featured ? posts[0] : undefined;
  const rest = featured ? posts.slice(1) : posts;
  return (
    <ol className="grid gap-6 sm:gap-8 md:grid-cols-2 lg:grid-cols-3" aria-labelledby="blog-list-title">
      {first ? (
        <li className="md:col-span-2 lg:col-span-3">
          <PostCard post={first} lang={lang} featured eager />
        </li>
      ) : null}
      {rest.map((post) => (
        <li key={post.id} className="flex">
          <PostCard post={post} lang={lang} />
        </li>
      ))}
    </ol>
  );
}

/** A page beyond the last or a malformed page number: the site's not-found view (other errors: the error view). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFoundView /> : <ErrorView />;
}
