// The article's parts: the header with cover or video, the body's typography, the preview bar and
// the messages. The admin preview reuses ArticleHeader and ArticleBody so that it looks exactly
// like the page.
import { Link } from "react-router";
import { HeroVideo, type HeroVideoSource } from "~/components/ui/hero-video";
import { paths } from "~/config/pages";
import { cn } from "~/lib/cn";
import type { Lang } from "~/lib/i18n";
import { Byline, COVER_HEIGHT, COVER_WIDTH, TagChips, type PostSummary } from "./components";
import { coverSizes, coverSrcSet } from "./cover-sources";
import { useBlogText } from "./text";

/** The looping background of an article header without a cover image. */
export const articleVideo: HeroVideoSource = {
  mp4: "/media/hero-forest.mp4",
  webm: "/media/hero-forest.webm",
  poster: "/media/hero-forest.webp",
};

/** The full-width article header: cover image or the looping forest video behind the title. */
export function ArticleHeader({
  post,
  lang,
  video = true,
}: {
  post: Omit<PostSummary, "id"> & { updatedAt?: string };
  lang: Lang;
  video?: boolean;
}) {
  const c = useBlogText();
  const note = c.otherLanguageNote[post.lang];
  const headerSrcSet = post.coverImage ? coverSrcSet(post.coverImage) : undefined;
  return (
    <header className="relative isolate overflow-hidden bg-forest-950 pt-28 pb-14 text-white sm:pt-36 sm:pb-20">
      {post.coverImage ? (
        <img
          src={post.coverImage}
          srcSet={headerSrcSet}
          sizes={headerSrcSet ? coverSizes.header : undefined}
          alt=""
          width={COVER_WIDTH}
          height={COVER_HEIGHT}
          decoding="async"
          fetchPriority="high"
          className="absolute inset-0 -z-10 h-full w-full object-cover"
        />
      ) : video ? (
        <div className="absolute inset-0 -z-10">
          <HeroVideo video={articleVideo} />
        </div>
      ) : null}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(180deg,rgb(10_31_21/0.55)_0%,rgb(10_31_21/0.8)_55%,rgb(10_31_21/0.95)_100%)]"
      />
      <div aria-hidden="true" className="grain pointer-events-none absolute inset-0 -z-10" />
      <div className="container-site">
        <div className="max-w-3xl">
          <p className="mb-5 text-sm font-semibold tracking-[0.14em] text-moss-300 uppercase">
            <Link to={paths.blog} className="hover:text-moss-200">
              {c.breadcrumb}
            </Link>
          </p>
          <h1 lang={post.lang} className="text-4xl leading-[1.1] font-bold tracking-tight text-balance sm:text-5xl">
            {post.title}
          </h1>
          <div className="mt-5">
            <Byline date={post.date} author={post.author} lang={lang} updatedAt={post.updatedAt} tone="dark" />
          </div>
          <p lang={post.lang} className="mt-6 max-w-2xl text-lg leading-relaxed text-pretty text-forest-100 sm:text-xl">
            {post.summary}
          </p>
          <TagChips tags={post.tags} tone="dark" className="mt-7" linked />
          {note ? (
            <p className="mt-6 inline-flex rounded-lg border border-white/20 bg-white/10 px-3 py-2 text-sm text-white">{note}</p>
          ) : null}
        </div>
      </div>
    </header>
  );
}

/**
 * The bar of a preview (/blog/vorschau/{token}): the post is not public. Fixed to the bottom of
 * the window, so it stays in view from the first screen to the end of the article.
 */
export function PreviewBanner() {
  const c = useBlogText();
  return (
    <div
      role="status"
      data-preview-banner=""
      className="fixed inset-x-0 bottom-0 z-40 border-t border-forest-900/15 bg-moss-300 px-20 py-3 text-center text-forest-950 shadow-lift"
    >
      <p className="font-semibold">{c.previewBanner}</p>
      <p className="text-sm">{c.previewHint}</p>
    </div>
  );
}

/** Reading typography for the sanitised article HTML: the `article-body` utility in app.css. */
export const articleBodyClass = "article-body";

/** The sanitised article HTML (from markdown.server.ts), in the post's own language. */
export function ArticleBody({ html, lang, className }: { html: string; lang: Lang; className?: string }) {
  return <div lang={lang} className={cn(articleBodyClass, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** A content error in red, with the way back to the overview. */
export function BlogMessage({
  message,
  lang,
  hint,
  role = "alert",
}: {
  message: string;
  lang: Lang;
  hint?: string;
  role?: "alert" | "status";
}) {
  return (
    <div className="mx-auto max-w-2xl py-6 text-center">
      <p role={role} className="text-lg font-semibold text-red-700">
        {message}
      </p>
      {hint ? <p className="mt-2 text-forest-800/75">{hint}</p> : null}
      <BackLink lang={lang} className="mt-6" />
    </div>
  );
}

export function BackLink({ className }: { lang?: Lang; className?: string }) {
  const text = useBlogText();
  return (
    <p className={className}>
      <Link to={paths.blog} className="font-semibold text-forest-700 underline-offset-4 hover:text-forest-900 hover:underline">
        {text.back}
      </Link>
    </p>
  );
}
