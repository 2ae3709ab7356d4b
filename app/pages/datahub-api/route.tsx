import { lazy, Suspense } from "react";
import { Link, useLoaderData } from "react-router";
import type { Route } from "./+types/route";
import { ArrowRight } from "~/components/icons";
import { StaticIsland } from "~/components/mockups/static-island";
import { PageHero, pageMeta } from "~/components/page/intro-page";
import { Badge } from "~/components/ui/badge";
import { buttonClass, ButtonLink } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { paths } from "~/config/pages";
import { plainPage } from "~/lib/structured-data.server";
import { datahubApiPageData } from "./copy";

// The reference (its renderer and the 47 KB document) is drawn on the server and never hydrated
// (ADR 0030): a page load brings no code for it; only a client-side navigation to this page
// loads it, as one chunk from our own origin.
const ApiReference = lazy(() => import("./reference"));

/**
 * While the browser skips a section below the fold (content-visibility, ADR 0008), checkers such
 * as Lighthouse measured its text against the section below; clipping (which the skipped section
 * does anyway) tells them what is out of sight, as app.css does for sections with a mock-up.
 */
const clipWhileSkipped = "overflow-hidden";

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.intro.seo, paths["datahub-api"]);

/** The page's copy in the visitor's language, and the document's example address and version. */
export function loader({ context }: Route.LoaderArgs) {
  const page = datahubApiPageData(context.lang);
  return { ...page, lang: context.lang, structuredData: plainPage(context, "datahub-api", page.intro.seo) };
}

export default function DatahubApi() {
  const { intro, copy, server, version, download, lang } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero hero={intro.hero} size="md" />

      <Section id="vorschau" labelledBy="vorschau-title" className="pb-0 sm:pb-0">
        <div className="grid gap-8 lg:grid-cols-[1.4fr_1fr]">
          <div className="rounded-2xl border border-amber-glow bg-amber-glow/10 p-6 sm:p-8">
            <div className="flex flex-wrap items-center gap-3">
              <Badge kind="beta">{intro.hero.badge?.label}</Badge>
              <h2 id="vorschau-title" className="text-xl font-bold tracking-tight">
                {copy.preview.title}
              </h2>
            </div>
            <p className="mt-3 leading-relaxed text-forest-900">{copy.preview.text}</p>
            <p className="mt-3 text-sm text-forest-800/80">{copy.preview.language}</p>
            <div className="mt-6 flex flex-wrap gap-3">
              <ButtonLink to={paths.contact} variant="primary">
                {copy.preview.contact}
                <ArrowRight className="size-4" />
              </ButtonLink>
              <a href={download} download="forestcrew-datahub-openapi.json" className={buttonClass("secondary")} type="application/json">
                {copy.preview.download}
              </a>
            </div>
            <p className="mt-2 text-sm text-forest-800/80">{copy.preview.downloadNote}</p>
          </div>
          <dl className="grid content-start gap-4 rounded-2xl bg-forest-950 p-6 font-mono text-sm text-forest-100 sm:p-8">
            <div>
              <dt className="font-sans text-xs font-semibold tracking-[0.14em] text-moss-300 uppercase">{copy.basics.server}</dt>
              <dd className="mt-1 break-all text-white">{server}</dd>
            </div>
            <div>
              <dt className="font-sans text-xs font-semibold tracking-[0.14em] text-moss-300 uppercase">{copy.basics.version}</dt>
              <dd className="mt-1 text-white">{version}</dd>
            </div>
            <div>
              <dt className="font-sans text-xs font-semibold tracking-[0.14em] text-moss-300 uppercase">OpenAPI</dt>
              <dd className="mt-1">
                <a href={download} className="break-all text-white underline underline-offset-4 hover:text-moss-300">
                  {download}
                </a>
              </dd>
            </div>
          </dl>
        </div>
      </Section>

      <Section id="grundlagen" labelledBy="grundlagen-title" className={clipWhileSkipped}>
        <h2 id="grundlagen-title" className="text-3xl leading-tight font-bold tracking-tight sm:text-4xl">
          {copy.basics.title}
        </h2>
        <p className="mt-4 text-lg text-forest-800/80">{copy.basics.lead}</p>
        <dl className="mt-10 grid gap-x-10 gap-y-8 md:grid-cols-2 lg:grid-cols-3">
          {copy.basics.items.map((item) => (
            <div key={item.term} className="border-t-2 border-moss-400 pt-4">
              <dt className="font-semibold tracking-tight">{item.term}</dt>
              <dd className="mt-1.5 text-sm leading-relaxed text-forest-800/85">{item.text}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <section
        id="referenz"
        aria-label={copy.reference.endpointsTitle}
        className="overflow-hidden bg-bark-50 py-20 text-forest-950 sm:py-28"
      >
        <div className="container-site">
          <StaticIsland>
            <Suspense fallback={<div aria-hidden="true" className="min-h-screen" />}>
              <ApiReference labels={copy.reference} lang={lang} />
            </Suspense>
          </StaticIsland>
        </div>
      </section>

      {/* An aside, not a section: sections after the first are skipped until scrolled to (ADR 0008),
          and Lighthouse then measured this button against nothing it could see. */}
      <aside id="anbindung" aria-labelledby="anbindung-title" className="bg-forest-950 py-20 text-white sm:py-28">
        <div className="container-site">
          <div className="max-w-2xl">
            <h2 id="anbindung-title" className="text-3xl leading-tight font-bold tracking-tight sm:text-4xl">
              {copy.closing.title}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-forest-100">{copy.closing.text}</p>
            <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-4">
              <ButtonLink to={paths.contact} variant="primary" size="lg">
                {copy.closing.contact}
                <ArrowRight className="size-4" />
              </ButtonLink>
              <Link to={paths.datahub} className="font-semibold text-moss-300 underline underline-offset-4 hover:text-white">
                {copy.closing.back}
              </Link>
            </div>
          </div>
        </div>
      </aside>
    </>
  );
}
