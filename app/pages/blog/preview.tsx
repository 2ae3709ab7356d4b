import { data } from "react-router";
import type { Route } from "./+types/preview";
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
  PreviewBanner,
  unavailableHeaders,
} from "~/features/blog";
import { getPostByPreviewToken, renderPostContent } from "~/features/blog/index.server";
import { useApp } from "~/lib/app-context";
import { getDatabase, logDatabaseError } from "~/lib/db/db.server";
import { seo } from "~/lib/meta";

// A colleague's look at a post before it is public (/blog/vorschau/{token}): whatever the post's
// status, for whoever has the link. Never stored by any cache (the page cache keeps only /blog and
// /blog/{slug}; no-store for the rest), never indexed, and the token is not sent on as a referrer
// (<meta name="referrer" content="no-referrer">: links in the post must not carry it away).
const privateHeaders = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
} as const;

type PreviewData = (
  | { state: "loaded"; post: ArticleMetaPost & { id: string }; html: string }
  | { state: "content-error"; post: ArticleMetaPost & { id: string }; error: string }
  | { state: "not-found" }
  | { state: "error" }
) & { text: BlogText };

/** Unknown or revoked token → 404; the post otherwise, as its article would show it. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const text = blogText(context.lang);
  try {
    const { db } = await getDatabase();
    const post = await getPostByPreviewToken(db, params.token);
    if (!post) return data<PreviewData>({ state: "not-found", text }, { status: 404, headers: privateHeaders });
    const { content: _content, revision: _revision, ...meta } = post;
    const rendered = await renderPostContent(post.content);
    if ("error" in rendered)
      return data<PreviewData>(
        { state: "content-error", post: meta, error: contentErrorIn(context.lang, rendered.error), text },
        { headers: privateHeaders },
      );
    return data<PreviewData>({ state: "loaded", post: meta, html: rendered.html, text }, { headers: privateHeaders });
  } catch (error) {
    logDatabaseError("Fehler beim Laden der Vorschau", error);
    return data<PreviewData>({ state: "error", text }, { status: 503, headers: { ...unavailableHeaders, ...privateHeaders } });
  }
}

/** The loader's private headers on the document too (React Router drops them otherwise). */
export function headers({ loaderHeaders }: Route.HeadersArgs): Headers {
  const out = new Headers(privateHeaders);
  const retry = loaderHeaders.get("Retry-After");
  if (retry) out.set("Retry-After", retry);
  return out;
}

export const meta: Route.MetaFunction = (args) => {
  const d = args.loaderData;
  if (d && (d.state === "loaded" || d.state === "content-error")) {
    return [...articleMeta(args, d.post, { noindex: true }), { name: "referrer", content: "no-referrer" }];
  }
  return seo(args, (root) => ({
    title: d?.state === "not-found" ? d.text.previewNotFound : (d?.text.unavailable.title ?? blogMetaCopy[root.lang].feedTitle),
    description: blogMetaCopy[root.lang].defaultDescription,
    canonicalPath: paths.blog,
    noindex: true,
  }));
};

export default function Preview({ loaderData }: Route.ComponentProps) {
  return (
    <BlogTextContext value={loaderData.text}>
      <PreviewView data={loaderData} />
    </BlogTextContext>
  );
}

function PreviewView({ data: loaderData }: { data: Route.ComponentProps["loaderData"] }) {
  const { lang } = useApp();
  const c = loaderData.text;
  if (loaderData.state === "not-found" || loaderData.state === "error") {
    return (
      <>
        <div className="bg-forest-950 pt-24 sm:pt-28" />
        <section className="container-site py-20 sm:py-28">
          {loaderData.state === "not-found" ? (
            <BlogMessage message={c.previewNotFound} hint={c.previewNotFoundLead} lang={lang} />
          ) : (
            <BlogUnavailable lang={lang} retryTo={paths.blog} />
          )}
        </section>
      </>
    );
  }
  const { post } = loaderData;
  return (
    <article className="pb-24">
      <PreviewBanner />
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
    </article>
  );
}
