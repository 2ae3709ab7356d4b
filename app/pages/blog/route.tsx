import { data, useLoaderData } from "react-router";
import type { Route } from "./+types/route";
import { PageHero, pageMeta } from "~/components/page/intro-page";
import { Section } from "~/components/ui/section";
import { paths } from "~/config/pages";
import { PostCard, type PostSummary } from "~/features/blog/components";
import { feedLink } from "~/features/blog/meta";
import { BlogUnavailable, passUnavailableHeaders, unavailableHeaders } from "~/features/blog/unavailable";
import { listPublishedPosts } from "~/features/blog/posts.server";
import { useApp } from "~/lib/app-context";
import { getDatabase, logDatabaseError } from "~/lib/db/db.server";
import { blogPageCopy, type BlogListCopy, type BlogPageCopy } from "./copy";

type Posts = { state: "loaded"; posts: PostSummary[] } | { state: "error" };
type BlogPageData = Posts & { copy: BlogPageCopy };

/**
 * The posts from the database and the page's copy in the visitor's language. The list arrives
 * with the page, so there is no loading state. A database failure shows the designed "blog
 * unavailable" state with status 503 and Retry-After (never kept by the page cache, which serves
 * its last good copy instead while it has one).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const copy = blogPageCopy(context.lang);
  try {
    const { db } = await getDatabase();
    const posts = (await listPublishedPosts(db, context.lang)).map(({ id, slug, title, date, author, summary, tags, coverImage, lang }): PostSummary => ({
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
    return data<BlogPageData>({ state: "loaded", posts, copy });
  } catch (error) {
    logDatabaseError("Fehler beim Laden der Blog-Beiträge", error);
    return data<BlogPageData>({ state: "error", copy }, { status: 503, headers: unavailableHeaders });
  }
}

export const headers = passUnavailableHeaders;

export const meta: Route.MetaFunction = (args) => [...pageMeta(args, args.loaderData?.copy.intro.seo, paths.blog), feedLink(args)];

export default function BlogList() {
  const { copy, ...posts } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero hero={copy.intro.hero} />
      <ListSection copy={copy.list} posts={posts} />
    </>
  );
}

function ListSection({ copy, posts }: { copy: BlogListCopy; posts: Posts }) {
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
      <div className="mt-10">
        {posts.state === "error" ? (
          <BlogUnavailable lang={lang} retryTo={paths.blog} />
        ) : posts.posts.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-forest-900/15 bg-white px-6 py-14 text-center">
            <p role="status" className="text-lg font-semibold text-forest-900">
              {copy.empty}
            </p>
            <p className="mt-2 text-forest-800/75">{copy.emptyHint}</p>
          </div>
        ) : (
          <PostList posts={posts.posts} />
        )}
      </div>
    </Section>
  );
}

function PostList({ posts }: { posts: PostSummary[] }) {
  const { lang } = useApp();
  const [first, ...rest] = posts;
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
