import { data, isRouteErrorResponse, Link } from "react-router";
import type { Route } from "./+types/article";
import { ArrowRight, Chat, ExternalArrow, Shield } from "~/components/icons";
import { ErrorView, NotFoundView } from "~/components/layout/status-views";
import { ButtonLink } from "~/components/ui/button";
import { paths } from "~/config/pages";
import type { KnowledgeSection } from "~/content/knowledge";
import { fill } from "~/i18n";
import { seo } from "~/lib/meta";
import { breadcrumbList, organizationId, type JsonLd, type StructuredDataContext } from "~/lib/structured-data.server";
import { scrollToSection } from "~/lib/scroll-to-section";
import { articlePage, type ArticlePage } from "./articles";
import { article as articleCopy, type ArticleCopy } from "./copy";

/**
 * A knowledge article in the visitor's language (the other language's text stays on the server).
 * An unknown slug is the site's 404 with the designed not-found view (this route's boundary, so
 * that its meta sets the not-found title). The structured data is built here, on the server.
 */
export function loader({ params, context }: Route.LoaderArgs) {
  const page = articlePage(params.slug, context.lang);
  if (!page) throw data(null, { status: 404 });
  const copy = articleCopy[context.lang];
  return { page, copy, structuredData: articleLd(page, copy, context) };
}

/** Article structured data: headline, summary, the date the facts were checked, language, publisher, sources; the trail. */
function articleLd(page: ArticlePage, copy: ArticleCopy, ctx: StructuredDataContext): JsonLd[] {
  const origin = ctx.origins[ctx.lang];
  const url = `${origin}${page.path}`;
  const organization = { "@type": "Organization", "@id": organizationId(ctx), name: ctx.site.company, url: `${origin}/` };
  return [
    {
      "@context": "https://schema.org",
      "@type": "Article",
      headline: page.title,
      description: page.summary,
      dateModified: page.checked,
      inLanguage: ctx.lang,
      url,
      mainEntityOfPage: { "@type": "WebPage", "@id": url },
      author: organization,
      publisher: { ...organization, logo: { "@type": "ImageObject", url: `${origin}/icon-512.png` } },
      isAccessibleForFree: true,
      ...(page.keywords.length > 0 ? { keywords: page.keywords.join(", ") } : {}),
      citation: page.sources.map((source) => ({
        "@type": "CreativeWork",
        name: source.title,
        publisher: { "@type": "Organization", name: source.publisher },
        ...(source.url ? { url: source.url } : {}),
      })),
    },
    breadcrumbList(ctx, [
      { name: copy.section, path: paths.wissen },
      { name: page.title, path: page.path },
    ]),
  ];
}

export const meta: Route.MetaFunction = (args) => {
  const loaded = args.loaderData;
  return seo(args, (root) => {
    if (!loaded) {
      // The 404 of an unknown slug (or an error): the status page's title, kept out of search engines.
      const notFound = isRouteErrorResponse(args.error) && args.error.status === 404;
      const [title, description] = notFound
        ? [root.t.notFound.metaTitle, root.t.notFound.metaDescription]
        : [root.t.error.metaTitle, root.t.error.lead];
      return { title, description, canonicalPath: paths.wissen, noindex: true };
    }
    const { page } = loaded;
    return {
      title: page.title,
      description: page.summary,
      keywords: page.keywords,
      canonicalPath: page.path,
      ogType: "article",
    };
  });
};

export default function KnowledgeArticlePage({ loaderData }: Route.ComponentProps) {
  const { page, copy } = loaderData;
  return (
    <article>
      <ArticleHeader page={page} copy={copy} />
      <div className="container-site py-12 sm:py-16">
        <div className="grid gap-10 lg:grid-cols-[15rem_minmax(0,48rem)] lg:gap-16">
          <Contents page={page} copy={copy} />
          <div className="min-w-0 text-lg leading-relaxed hyphens-auto wrap-break-word text-forest-900">
            {page.legalNotice ? <LegalNote copy={copy} /> : null}
            <div className="space-y-12">
              {page.sections.map((section) => (
                <ArticleSection key={section.id} section={section} />
              ))}
            </div>
            <Sources page={page} copy={copy} />
          </div>
        </div>
      </div>
      <Closing copy={copy} />
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFoundView /> : <ErrorView />;
}

function ArticleHeader({ page, copy }: { page: ArticlePage; copy: ArticleCopy }) {
  return (
    <header className="relative isolate overflow-hidden bg-forest-950 pt-28 pb-12 text-white sm:pt-36 sm:pb-16">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_80%_60%_at_85%_10%,rgb(59_133_90/0.45),transparent_60%),radial-gradient(ellipse_60%_50%_at_0%_100%,rgb(188_227_90/0.14),transparent_60%)]"
      />
      <div aria-hidden="true" className="grain pointer-events-none absolute inset-0 -z-10" />
      <div className="container-site">
        <div className="max-w-3xl">
          <nav aria-label={copy.breadcrumb} className="mb-5 text-sm font-semibold tracking-[0.14em] text-moss-300 uppercase">
            <Link to={paths.wissen} className="hover:text-moss-200">
              {copy.section}
            </Link>
          </nav>
          <h1 className="text-4xl leading-[1.1] font-bold tracking-tight text-balance sm:text-5xl">{page.title}</h1>
          <p className="mt-5 text-base font-medium text-forest-200">
            <time dateTime={page.checked}>{fill(copy.checked, { date: page.checkedLabel })}</time>
          </p>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-pretty text-forest-100 sm:text-xl">{page.summary}</p>
        </div>
      </div>
    </header>
  );
}

/** The sections' headings as in-page links; beside the text on wide screens, above it on phones. */
function Contents({ page, copy }: { page: ArticlePage; copy: ArticleCopy }) {
  return (
    <nav aria-labelledby="wissen-contents-title" className="self-start rounded-xl bg-forest-50 p-5 lg:sticky lg:top-28">
      <h2 id="wissen-contents-title" className="text-base font-semibold text-forest-800">
        {copy.contents}
      </h2>
      <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-base leading-snug">
        {page.sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              onClick={(event) => scrollToSection(event, section.id)}
              className="text-forest-800 underline-offset-4 hover:text-forest-600 hover:underline"
            >
              {section.heading}
            </a>
          </li>
        ))}
        <li>
          <a
            href="#wissen-quellen"
            onClick={(event) => scrollToSection(event, "wissen-quellen")}
            className="text-forest-800 underline-offset-4 hover:text-forest-600 hover:underline"
          >
            {copy.sources}
          </a>
        </li>
      </ol>
    </nav>
  );
}

function LegalNote({ copy }: { copy: ArticleCopy }) {
  return (
    <aside aria-labelledby="wissen-legal-title" className="mb-10 flex gap-4 rounded-xl border border-bark-200 bg-bark-50 p-5 text-base">
      <Shield className="mt-0.5 size-5 shrink-0 text-forest-700" />
      <div>
        <h2 id="wissen-legal-title" className="font-semibold text-forest-950">
          {copy.legalTitle}
        </h2>
        <p className="mt-1 text-forest-800">{copy.legalText}</p>
      </div>
    </aside>
  );
}

/** A section: its heading carries the anchor ForestChat's citations point to (/wissen/{slug}#{id}). */
function ArticleSection({ section }: { section: KnowledgeSection }) {
  return (
    <section aria-labelledby={section.id}>
      <h2 id={section.id} className="scroll-mt-4 text-2xl leading-tight font-bold tracking-tight text-forest-950 sm:text-3xl">
        {section.heading}
      </h2>
      <div className="mt-4 space-y-4">
        {section.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {section.list && section.list.length > 0 ? (
          <ul className="list-disc space-y-1.5 pl-6 marker:text-forest-500">
            {section.list.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}

function Sources({ page, copy }: { page: ArticlePage; copy: ArticleCopy }) {
  return (
    <section aria-labelledby="wissen-quellen" className="mt-14 border-t border-forest-900/10 pt-10">
      <h2 id="wissen-quellen" className="scroll-mt-4 text-2xl leading-tight font-bold tracking-tight text-forest-950">
        {copy.sources}
      </h2>
      <p className="mt-2 text-base text-forest-800/80">{copy.sourcesLead}</p>
      <ol className="mt-5 list-decimal space-y-3 pl-6 text-base">
        {page.sources.map((source) => (
          <li key={`${source.publisher}|${source.title}`}>
            {source.url ? (
              <a
                href={source.url}
                target="_blank"
                rel="noopener noreferrer"
                className="font-medium text-forest-800 underline underline-offset-4 hover:text-forest-600"
              >
                {source.title}
                <ExternalArrow className="ml-1 inline size-3 align-baseline opacity-70" />
                <span className="sr-only"> {copy.opensInNewTab}</span>
              </a>
            ) : (
              <span className="font-medium text-forest-900">{source.title}</span>
            )}
            <span className="text-forest-800/80"> – {source.publisher}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Where a reader goes next: ForestChat, which answers from these articles, or a person. */
function Closing({ copy }: { copy: ArticleCopy }) {
  return (
    <section aria-labelledby="wissen-closing-title" className="border-t border-forest-900/8 bg-bark-50 py-14 sm:py-16">
      <div className="container-site">
        <div className="flex max-w-3xl gap-5">
          <span className="hidden size-12 shrink-0 items-center justify-center rounded-full bg-forest-900 text-moss-300 sm:flex">
            <Chat className="size-6" />
          </span>
          <div>
            <h2 id="wissen-closing-title" className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
              {copy.closingTitle}
            </h2>
            <p className="mt-3 text-lg leading-relaxed text-forest-800/85">{copy.closingText}</p>
            <div className="mt-7 flex flex-wrap gap-3">
              <ButtonLink to={paths.forestchat} variant="secondary" size="lg">
                {copy.askChat}
                <ArrowRight className="size-4" />
              </ButtonLink>
              <ButtonLink to={paths.contact} variant="ghost" size="lg" className="border border-forest-900/15">
                {copy.contact}
              </ButtonLink>
              <ButtonLink to={paths.wissen} variant="ghost" size="lg">
                {copy.allArticles}
              </ButtonLink>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
