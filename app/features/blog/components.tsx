// The public blog's building blocks for lists: post cards, tag chips, the byline. The article's
// own parts (header, body, messages) are in article.tsx, so that the list page does not load them.
import { Link, useLocation } from "react-router";
import { ArrowRight } from "~/components/icons";
import { areaOf, track } from "~/lib/analytics";
import { cn } from "~/lib/cn";
import type { Lang } from "~/lib/i18n";
import { coverSizes, coverSrcSet } from "./cover-sources";
import { tagPath } from "./listing";
import { formatPostDate } from "./rules";
import { useBlogText } from "./text";
import type { BlogPost } from "./types";

/** What a list or a related-articles card shows of a post. */
export type PostSummary = Pick<BlogPost, "id" | "slug" | "title" | "date" | "author" | "summary" | "tags" | "coverImage" | "lang">;

/** The blog covers we ship are 1600 × 900; uploads are shown in the same 16:9 frame. */
export const COVER_WIDTH = 1600;
export const COVER_HEIGHT = 900;

export function postPath(slug: string): string {
  return `/blog/${encodeURIComponent(slug)}`;
}

/** A post's tags; `linked` makes each a plain link to its tag page (the article header). */
export function TagChips({
  tags,
  tone = "light",
  className,
  linked = false,
}: {
  tags: readonly string[];
  tone?: "light" | "dark";
  className?: string;
  linked?: boolean;
}) {
  if (tags.length === 0) return null;
  const chip = cn(
    "inline-block rounded-full px-2.5 py-1 text-xs leading-none font-semibold",
    tone === "dark" ? "border border-white/25 bg-white/10 text-white" : "bg-forest-50 text-forest-700 ring-1 ring-forest-900/8 ring-inset",
    linked && "underline-offset-2 hover:underline",
    linked && (tone === "dark" ? "hover:bg-white/20" : "hover:bg-forest-100"),
  );
  return (
    <ul className={cn("flex flex-wrap gap-2", className)}>
      {tags.map((tag) => (
        <li key={tag} className={linked ? "flex" : chip}>
          {linked ? (
            <Link to={tagPath(tag)} className={chip}>
              {tag}
            </Link>
          ) : (
            tag
          )}
        </li>
      ))}
    </ul>
  );
}

export function Byline({
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
  const text = useBlogText();
  const updated = updatedAt ? formatPostDate(updatedAt, lang) : "";
  return (
    <p className={cn("text-sm", tone === "dark" ? "text-forest-100" : "text-forest-800/70")}>
      <time dateTime={date}>{formatPostDate(date, lang)}</time>
      <span aria-hidden="true" className="mx-2">
        ·
      </span>
      <span>
        <span className="sr-only">{text.by} </span>
        {author}
      </span>
      {updated ? (
        <>
          <span aria-hidden="true" className="mx-2">
            ·
          </span>
          <span data-updated="">
            {text.updatedOn} <time dateTime={updatedAt}>{updated}</time>
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
  const c = useBlogText();
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
