// The public blog's building blocks: post cards, tag chips, the article header and body.
// The admin preview reuses ArticleHeader and ArticleBody so that it looks exactly like the page.
import { Link, useLocation } from "react-router";
import { HeroVideo, type HeroVideoSource } from "~/components/ui/hero-video";
import { ArrowRight } from "~/components/icons";
import { paths } from "~/config/pages";
import { areaOf, track } from "~/lib/analytics";
import { cn } from "~/lib/cn";
import type { Lang } from "~/lib/i18n";
import { blogCopy, otherLanguageNote } from "./copy";
import { coverSizes, coverSrcSet } from "./cover-sources";
import { formatPostDate } from "./rules";
import type { BlogPost } from "./types";

/** What a list or a related-articles card shows of a post. */
export type PostSummary = Pick<BlogPost, "id" | "slug" | "title" | "date" | "author" | "summary" | "tags" | "coverImage" | "lang">;

/** The blog covers we ship are 1600 × 900; uploads are shown in the same 16:9 frame. */
export const COVER_WIDTH = 1600;
export const COVER_HEIGHT = 900;

/** The looping background of an article header without a cover image. */
export const articleVideo: HeroVideoSource = {
  mp4: "/media/hero-forest.mp4",
  webm: "/media/hero-forest.webm",
  poster: "/media/hero-forest.webp",
};

export function postPath(slug: string): string {
  return `/blog/${encodeURIComponent(slug)}`;
}

export function TagChips({ tags, tone = "light", className }: { tags: readonly string[]; tone?: "light" | "dark"; className?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul className={cn("flex flex-wrap gap-2", className)}>
      {tags.map((tag) => (
        <li
          key={tag}
          className={cn(
            "rounded-full px-2.5 py-1 text-xs leading-none font-semibold",
            tone === "dark"
              ? "border border-white/25 bg-white/10 text-white"
              : "bg-forest-50 text-forest-700 ring-1 ring-forest-900/8 ring-inset",
          )}
        >
          {tag}
        </li>
      ))}
    </ul>
  );
}

function Byline({
  date,
  author,
  lang,
  updatedAt,
  tone = "light",
}: {
  date: string;
  author: string;
  lang: Lang;
  /** The article's "last updated" time (a material change after publication). */
  updatedAt?: string;
  tone?: "light" | "dark";
}) {
  const updated = updatedAt ? formatPostDate(updatedAt, lang) : "";
  return (
    <p className={cn("text-sm", tone === "dark" ? "text-forest-100" : "text-forest-800/70")}>
      <time dateTime={date}>{formatPostDate(date, lang)}</time>
      <span aria-hidden="true" className="mx-2">
        ·
      </span>
      <span>
        <span className="sr-only">{blogCopy[lang].by} </span>
        {author}
      </span>
      {updated ? (
        <>
          <span aria-hidden="true" className="mx-2">
            ·
          </span>
          <span data-updated="">
            {blogCopy[lang].updatedOn} <time dateTime={updatedAt}>{updated}</time>
          </span>
        </>
      ) : null}
    </p>
  );
}

function Cover({ src, alt, eager, sizes, className }: { src: string; alt: string; eager?: boolean; sizes: string; className?: string }) {
  const srcSet = coverSrcSet(src);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={COVER_WIDTH}
      height={COVER_HEIGHT}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={eager ? "high" : undefined}
      className={cn("aspect-[16/9] w-full bg-forest-100 object-cover", className)}
    />
  );
}

/** A coloured panel in the cover's place when a post has none. */
function CoverPlaceholder({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn(
        "relative aspect-[16/9] w-full overflow-hidden bg-forest-900 bg-[radial-gradient(ellipse_80%_70%_at_80%_10%,rgb(59_133_90/0.55),transparent_60%),radial-gradient(ellipse_60%_50%_at_0%_100%,rgb(188_227_90/0.2),transparent_60%)]",
        className,
      )}
    >
      <div className="grain absolute inset-0" />
    </div>
  );
}

/** A post in the list; `featured` is the wide first card, `eager` loads its image at once. */
export function PostCard({
  post,
  lang,
  featured = false,
  eager = false,
  headingLevel = 3,
}: {
  post: PostSummary;
  lang: Lang;
  featured?: boolean;
  eager?: boolean;
  headingLevel?: 2 | 3;
}) {
  const c = blogCopy[lang];
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const href = postPath(post.slug);
  const { pathname } = useLocation();
  // The blog's list, or "more articles" under an article.
  const onClick = () => track("blog_click", { slug: post.slug, location: `${areaOf(pathname)}_posts` });
  return (
    <article
      className={cn(
        "group relative flex w-full flex-col overflow-hidden rounded-2xl border border-forest-900/8 bg-white shadow-card transition-shadow duration-200 hover:shadow-lift",
        featured && "lg:grid lg:grid-cols-[1.15fr_1fr]",
      )}
    >
      <div className="overflow-hidden">
        {post.coverImage ? (
          <Cover
            src={post.coverImage}
            alt=""
            eager={eager}
            sizes={featured ? coverSizes.featured : coverSizes.card}
            className={cn("transition-transform duration-500 group-hover:scale-[1.03]", featured && "lg:h-full")}
          />
        ) : (
          <CoverPlaceholder className={cn(featured && "lg:h-full")} />
        )}
      </div>
      <div className={cn("flex flex-1 flex-col p-6 sm:p-7", featured && "lg:justify-center lg:p-10")}>
        <Byline date={post.date} author={post.author} lang={lang} />
        <Heading
          lang={post.lang}
          className={cn("mt-3 font-bold tracking-tight text-balance text-forest-950", featured ? "text-2xl sm:text-3xl" : "text-xl")}
        >
          {/* The whole card is clickable through this link's overlay. */}
          <Link
            to={href}
            onClick={onClick}
            className="after:absolute after:inset-0 focus-visible:outline-none after:focus-visible:rounded-2xl after:focus-visible:outline-3 after:focus-visible:outline-moss-400"
          >
            {post.title}
          </Link>
        </Heading>
        <p lang={post.lang} className={cn("mt-3 leading-relaxed text-pretty text-forest-800/80", featured && "sm:text-lg")}>
          {post.summary}
        </p>
        <div className="mt-auto pt-5">
          <TagChips tags={post.tags} />
          <p
            aria-hidden="true"
            className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-forest-700 group-hover:text-forest-900"
          >
            {c.readMore}
            <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
          </p>
        </div>
      </div>
    </article>
  );
}

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
  const c = blogCopy[lang];
  const note = otherLanguageNote[lang][post.lang];
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
          <TagChips tags={post.tags} tone="dark" className="mt-7" />
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
export function PreviewBanner({ lang }: { lang: Lang }) {
  const c = blogCopy[lang];
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

/**
 * Reading typography for the sanitised article HTML. Written as arbitrary variants so that
 * it lives in the site's one stylesheet; no typography plugin needed.
 */
export const articleBodyClass = cn(
  "text-[1.0625rem] leading-[1.75] text-forest-950/90 break-words",
  "[&>*:first-child]:mt-0",
  "[&_p]:my-5",
  "[&_h1]:mt-12 [&_h1]:mb-4 [&_h1]:text-3xl [&_h1]:font-bold [&_h1]:tracking-tight [&_h1]:text-forest-950",
  "[&_h2]:mt-12 [&_h2]:mb-4 [&_h2]:text-2xl [&_h2]:leading-snug [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-forest-950 sm:[&_h2]:text-[1.75rem]",
  "[&_h3]:mt-9 [&_h3]:mb-3 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-forest-950",
  "[&_h4]:mt-8 [&_h4]:mb-2 [&_h4]:text-lg [&_h4]:font-semibold",
  "[&_h5]:mt-6 [&_h5]:font-semibold [&_h6]:mt-6 [&_h6]:font-semibold",
  "[&_a]:font-medium [&_a]:text-forest-700 [&_a]:underline [&_a]:decoration-forest-300 [&_a]:decoration-2 [&_a]:underline-offset-2 hover:[&_a]:text-forest-900 hover:[&_a]:decoration-forest-600",
  "[&_strong]:font-semibold [&_strong]:text-forest-950",
  "[&_ul]:my-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1.5 [&_li]:pl-1 [&_li::marker]:text-forest-500",
  "[&_ul.contains-task-list]:list-none [&_ul.contains-task-list]:pl-1 [&_.task-list-item_input]:mr-2 [&_.task-list-item_input]:size-4 [&_.task-list-item_input]:translate-y-0.5 [&_.task-list-item_input]:accent-forest-600",
  "[&_blockquote]:my-7 [&_blockquote]:rounded-r-xl [&_blockquote]:border-l-4 [&_blockquote]:border-moss-400 [&_blockquote]:bg-forest-50 [&_blockquote]:px-5 [&_blockquote]:py-1 [&_blockquote]:text-forest-800 [&_blockquote_p]:my-3",
  "[&_code]:rounded [&_code]:bg-forest-50 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.875em] [&_code]:text-forest-900",
  "[&_pre]:my-6 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-forest-950 [&_pre]:p-5 [&_pre]:text-sm [&_pre]:leading-relaxed [&_pre]:text-forest-50",
  "[&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_pre_code]:text-inherit",
  "[&_.table-scroll]:my-7 [&_.table-scroll]:overflow-x-auto [&_.table-scroll]:rounded-xl [&_.table-scroll]:border [&_.table-scroll]:border-forest-900/10",
  "[&_table]:w-full [&_table]:border-collapse [&_table]:text-left [&_table]:text-[0.9375rem]",
  "[&_th]:bg-forest-50 [&_th]:px-4 [&_th]:py-3 [&_th]:font-semibold [&_th]:text-forest-900 [&_td]:border-t [&_td]:border-forest-900/8 [&_td]:px-4 [&_td]:py-3 [&_td]:align-top",
  "[&_img]:my-7 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl",
  "[&_hr]:my-10 [&_hr]:border-forest-900/10",
  "[&_del]:text-forest-800/60",
  "[&_details]:my-5 [&_details]:rounded-xl [&_details]:border [&_details]:border-forest-900/10 [&_details]:px-5 [&_details]:py-3 [&_summary]:cursor-pointer [&_summary]:font-semibold",
  "[&_kbd]:rounded [&_kbd]:border [&_kbd]:border-forest-900/15 [&_kbd]:px-1.5 [&_kbd]:text-sm",
  "[&_.footnotes]:mt-12 [&_.footnotes]:border-t [&_.footnotes]:border-forest-900/10 [&_.footnotes]:pt-6 [&_.footnotes]:text-sm [&_.footnotes]:text-forest-800/80",
  "[&_.sr-only]:sr-only [&_sup]:text-xs [&_[data-footnote-ref]]:no-underline [&_[data-footnote-backref]]:no-underline",
);

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

export function BackLink({ lang, className }: { lang: Lang; className?: string }) {
  return (
    <p className={className}>
      <Link to={paths.blog} className="font-semibold text-forest-700 underline-offset-4 hover:text-forest-900 hover:underline">
        {blogCopy[lang].back}
      </Link>
    </p>
  );
}
