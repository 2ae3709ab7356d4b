import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/article";
import { ButtonLink } from "~/components/ui/button";
import { ArrowRight } from "~/components/icons";
import { paths } from "~/config/pages";
import {
  ArticleBody,
  ArticleHeader,
  articleMeta,
  type ArticleMetaPost,
  BackLink,
  BlogMessage,
  blogMetaCopy,
  blogText,
  type BlogText,
  BlogTextContext,
  BlogUnavailable,
  contentErrorIn,
  passUnavailableHeaders,
  PostCard,
  type PostSummary,
  unavailableHeaders,
} from "~/features/blog";
import { articleAlternates, articleStructuredData, renderPostContent, resolveArticle } from "~/features/blog/index.server";
import { useApp } from "~/lib/app-context";
import { getDatabase, logDatabaseError } from "~/lib/db/db.server";
import type { JsonLd } from "~/lib/structured-data.server";
import { seo } from "~/lib/meta";

type Alternates = { hreflang: string; href: string }[];

type ArticleData = (
  | {
      state: "loaded";
      post: ArticleMetaPost & { id: string };
      html: string;
      related: PostSummary[];
      alternates: Alternates;
      structuredData: JsonLd[];
    }
  /** The post exists but its content cannot be shown ('Unbekanntes Content-Format' and the like). */
  | { state: "content-error"; post: ArticleMetaPost & { id: string }; error: string; alternates: Alternates; structuredData: JsonLd[] }
  | { state: "not-found" }
  | { state: "error" }
) & { text: BlogText };

const summaryOf = ({ id, slug, title, date, author, summary, tags, coverImage, lang }: PostSummary): PostSummary => ({
  id,
  slug,
  title,
  date,
  author,
  summary,
  tags,
  coverImage,
  lang,
});

/**
 * Unknown slug, draft or post not yet due → 404 'Blog-Beitrag nicht gefunden'. An old slug of a
 * live post → 301 to its current address; a post of the other language → 301 to its translation
 * here, else to the post on its own language's site (ADR 0018). Content that cannot be rendered
 * answers 500 with its message (never cached); a database failure the designed 503 'Der Blog ist
 * gerade nicht erreichbar' with Retry-After.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const text = blogText(context.lang);
  let resolved;
  try {
    const { db } = await getDatabase();
    resolved = await resolveArticle(db, params.slug, context.lang, context.origins);
  } catch (error) {
    logDatabaseError("Fehler beim Laden des Blog-Beitrags", error);
    return data<ArticleData>({ state: "error", text }, { status: 503, headers: unavailableHeaders });
  }
  if (resolved.kind === "redirect") throw redirect(resolved.location, 301);
  if (resolved.kind === "not-found") return data<ArticleData>({ state: "not-found", text }, { status: 404 });
  const { post, translation } = resolved;
  const alternates = articleAlternates(context.origins, post, translation);
  const { content: _content, revision: _revision, ...meta } = post;
  const structuredData = articleStructuredData(meta, context);
  let rendered;
  try {
    rendered = await renderPostContent(post.content);
  } catch (error) {
    logDatabaseError("Fehler beim Laden des Blog-Beitrags", error);
    return data<ArticleData>({ state: "error", text }, { status: 503, headers: unavailableHeaders });
  }
  if ("error" in rendered) {
    return data<ArticleData>(
      { state: "content-error", post: meta, error: contentErrorIn(context.lang, rendered.error), alternates, text, structuredData },
      { status: 500 },
    );
  }
  const related = resolved.related.map(summaryOf);
  return data<ArticleData>({ state: "loaded", post: meta, html: rendered.html, related, alternates, text, structuredData });
}

export const headers = passUnavailableHeaders;

export const meta: Route.MetaFunction = (args) => {
  const d = args.loaderData;
  if (d && (d.state === "loaded" || d.state === "content-error")) return articleMeta(args, d.post, { alternates: d.alternates });
  return seo(args, (root) => {
    return {
      title: d?.state === "not-found" ? d.text.notFound : (d?.text.unavailable.title ?? blogMetaCopy[root.lang].feedTitle),
      description: blogMetaCopy[root.lang].defaultDescription,
      canonicalPath: paths.blog,
      noindex: true,
    };
  });
};

export default function Article({ loaderData, params }: Route.ComponentProps) {
  return (
    <BlogTextContext value={loaderData.text}>
      <ArticleView data={loaderData} slug={params.slug} />
    </BlogTextContext>
  );
}

function ArticleView({ data: loaderData, slug }: { data: Route.ComponentProps["loaderData"]; slug: string }) {
  const { lang } = useApp();
  const c = loaderData.text;

  if (loaderData.state === "not-found" || loaderData.state === "error") {
    return (
      <>
        <div className="bg-forest-950 pt-24 sm:pt-28" />
        <section className="container-site py-20 sm:py-28">
          {loaderData.state === "not-found" ? (
            <BlogMessage message={c.notFound} hint={c.notFoundLead} lang={lang} />
          ) : (
            <BlogUnavailable lang={lang} retryTo={`${paths.blog}/${encodeURIComponent(slug)}`} />
          )}
        </section>
      </>
    );
  }

  const { post } = loaderData;
  return (
    <article>
      <ArticleHeader post={post} lang={lang} />
      <div className="container-site py-12 sm:py-16">
        <div className="mx-auto max-w-3xl">
          <BackLink lang={lang} className="mb-10 text-sm" />
          {loaderData.state === "content-error" ? (
            <BlogMessage message={loaderData.error} lang={lang} />
          ) : (
            <ArticleBody html={loaderData.html} lang={post.lang} />
          )}
        </div>
      </div>

      {loaderData.state === "loaded" && loaderData.related.length > 0 ? (
        <section aria-labelledby="related-title" className="border-t border-forest-900/8 bg-bark-50 py-14 sm:py-20">
          <div className="container-site">
            <h2 id="related-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
              {c.related}
            </h2>
            <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {loaderData.related.map((p) => (
                <li key={p.id} className="flex">
                  <PostCard post={p} lang={lang} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <section aria-labelledby="continue-title" className="bg-forest-950 py-14 text-white sm:py-16">
        <div className="container-site flex flex-col items-start justify-between gap-6 md:flex-row md:items-center">
          <div className="max-w-2xl">
            <h2 id="continue-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
              {c.continueTitle}
            </h2>
            <p className="mt-3 text-forest-100">{c.continueText}</p>
          </div>
          <ButtonLink to={paths.blog} variant="primary" size="lg">
            {c.continueAction}
            <ArrowRight className="size-4" />
          </ButtonLink>
        </div>
        <div className="container-site mt-10">
          <p>
            <Link to={paths.blog} className="font-semibold text-moss-300 underline-offset-4 hover:text-moss-200 hover:underline">
              {c.back}
            </Link>
          </p>
        </div>
      </section>
    </article>
  );
}
