import { Link, useLoaderData } from "react-router";
import type { Route } from "./+types/route";
import { plainPage } from "~/lib/structured-data.server";
import { PageHero, pageMeta } from "~/components/page/intro-page";
import { Section } from "~/components/ui/section";
import { ArrowRight } from "~/components/icons";
import { paths } from "~/config/pages";
import { fill } from "~/i18n";
import { articleTeasers, type ArticleTeaser } from "./articles";
import { intro, overview, type OverviewCopy } from "./copy";

/** The overview in the visitor's language: every knowledge article with its summary and date. */
export function loader({ context }: Route.LoaderArgs) {
  return {
    intro: intro[context.lang],
    copy: overview[context.lang],
    articles: articleTeasers(context.lang),
    structuredData: plainPage(context, "wissen", intro[context.lang].seo),
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.intro.seo, paths.wissen);

export default function Wissen() {
  const { intro: pageIntro, copy, articles } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero hero={pageIntro.hero} />
      <Section tone="bark" labelledBy="wissen-list-title" className="py-14 sm:py-20">
        <div className="grid gap-12 lg:grid-cols-[1fr_20rem] lg:gap-16">
          <div>
            <h2 id="wissen-list-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
              {copy.listTitle}
            </h2>
            <ul className="mt-8 grid gap-5 md:grid-cols-2">
              {articles.map((article) => (
                <li key={article.slug} className="flex">
                  <ArticleCard article={article} copy={copy} />
                </li>
              ))}
            </ul>
          </div>
          <aside aria-labelledby="wissen-how-title" className="self-start rounded-2xl border border-forest-900/8 bg-white p-6 sm:p-7">
            <h2 id="wissen-how-title" className="text-lg font-bold tracking-tight text-forest-950">
              {copy.howTitle}
            </h2>
            <div className="mt-3 space-y-3 text-base leading-relaxed text-forest-800">
              {copy.how.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </aside>
        </div>
      </Section>
    </>
  );
}

/** One article: its title is the link; the whole card answers to a click through the stretched link. */
function ArticleCard({ article, copy }: { article: ArticleTeaser; copy: OverviewCopy }) {
  return (
    <article className="group relative flex w-full flex-col rounded-2xl border border-forest-900/8 bg-white p-6 shadow-card transition-shadow hover:shadow-lift sm:p-7">
      <h3 className="text-xl leading-snug font-bold tracking-tight text-forest-950">
        <Link to={article.href} className="after:absolute after:inset-0 after:rounded-2xl group-hover:text-forest-700">
          {article.title}
        </Link>
      </h3>
      <p className="mt-3 flex-1 leading-relaxed text-forest-800/85">{article.summary}</p>
      <div className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <time dateTime={article.checked} className="text-forest-800/75">
          {fill(copy.checked, { date: article.checkedLabel })}
        </time>
        {article.legalNotice ? (
          <span className="rounded-full bg-bark-100 px-2.5 py-0.5 font-medium text-forest-900">{copy.legalNotice}</span>
        ) : null}
        <ArrowRight className="ml-auto size-4 text-forest-700 transition-transform group-hover:translate-x-0.5" />
      </div>
    </article>
  );
}
