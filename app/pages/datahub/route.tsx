import { useEffect, useRef } from "react";
import { Link, useLoaderData } from "react-router";
import type { Route } from "./+types/route";
import { plainPage } from "~/lib/structured-data.server";
import { IntroHero, introMeta } from "~/components/page/intro-page";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { Section, SectionHeading } from "~/components/ui/section";
import { ArrowRight, Chat, Check, Drone } from "~/components/icons";
import { demoRequestPath, paths } from "~/config/pages";
import { SCROLL_TOP_RETRIES_DATAHUB_MS } from "~/config/timings";
import { useScrollTopRetries } from "~/lib/use-scroll-top-retries";
import { ApiExample } from "./api-example";
import { DataFlows } from "./data-flows";
import { ConsultationCta } from "./consultation-cta";
import { datahubPageData, intro } from "./copy";
import { trackDatahubClick, trackDatahubPageView } from "./events";
import { HubDiagram } from "./hub-diagram";
import { DatahubIconFor } from "./icons";
import { MobileApp } from "./mobile-app";
import { sectionTitleId as titleId } from "./sections";
import { lazyStatic } from "~/components/mockups/lazy-static";

// Sections of text and cards only: server islands whose code the first load does not fetch.
const Problem = lazyStatic(() => import("./static-sections").then((m) => m.Problem));
const Value = lazyStatic(() => import("./static-sections").then((m) => m.Value));
const Cascade = lazyStatic(() => import("./cascade").then((m) => m.Cascade));

export const meta: Route.MetaFunction = (args) => introMeta(args, intro, paths.datahub);

/** The page's copy in the visitor's language. */
export function loader({ context }: Route.LoaderArgs) {
  const page = datahubPageData(context.lang);
  return { ...page, structuredData: plainPage(context, "datahub", intro[context.lang].seo) };
}

export default function DataHub() {
  const c = useLoaderData<typeof loader>().copy;

  // A late layout shift must not leave an arriving visitor mid-page: back to the top at once,
  // then again after each of the page's delays.
  useScrollTopRetries(SCROLL_TOP_RETRIES_DATAHUB_MS, { immediately: true });
  // One page view per visit of the page (StrictMode runs effects twice in development).
  const viewSent = useRef(false);
  useEffect(() => {
    if (viewSent.current) return;
    viewSent.current = true;
    trackDatahubPageView();
  }, []);

  return (
    <>
      <IntroHero
        intro={intro}
        size="lg"
        aside={<HubDiagram label={c.hero.diagramLabel} hubName={c.hero.hubName} appName={c.hero.appName} systems={c.integrations.items} />}
      >
        <div className="mt-9 flex flex-wrap gap-3">
          <ButtonLink to={demoRequestPath} variant="primary" size="lg" onClick={() => trackDatahubClick("heroDemo")}>
            {c.hero.demo}
            <ArrowRight className="size-4" />
          </ButtonLink>
          <ButtonLink to={paths.contact} variant="outline-light" size="lg">
            {c.hero.consultation}
          </ButtonLink>
        </div>
      </IntroHero>

      <Problem
        copy={c.problem}
        icons={c.problem.items.map((item) => (
          <DatahubIconFor key={item.icon} name={item.icon} />
        ))}
      />

      {/* overflow-hidden: while the section is skipped (content-visibility), checkers that lay out its
          text would otherwise measure the code sample's light-on-dark text against the next section. */}
      <Section id="loesung" labelledBy={titleId("loesung")} className="overflow-hidden">
        {/* min-w-0: a grid item is as wide as its widest line unless told otherwise; the code sample scrolls in its own box. */}
        <div className="grid items-center gap-12 lg:grid-cols-[1fr_1.05fr] lg:gap-16">
          <div className="min-w-0">
            <SectionHeading id={titleId("loesung")} eyebrow={c.solution.eyebrow} title={c.solution.title} lead={c.solution.lead} />
            <ul className="mt-10 grid gap-6 sm:grid-cols-2">
              {c.solution.items.map((item) => (
                <li key={item.title} className="flex gap-4">
                  <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-forest-100 text-forest-700">
                    <DatahubIconFor name={item.icon} className="size-5" />
                  </span>
                  <span>
                    <span className="block font-semibold tracking-tight">{item.title}</span>
                    <span className="mt-1 block text-sm leading-relaxed text-forest-800/80">{item.text}</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
          <div className="min-w-0">
            <ApiExample label={c.solution.example.label} caption={c.solution.example.caption} title={c.solution.example.title} />
            <Link
              to={paths["datahub-api"]}
              className="mt-5 inline-flex items-center gap-2 font-semibold text-forest-700 underline underline-offset-4 hover:text-forest-900"
            >
              {c.solution.example.apiLink}
              <ArrowRight className="size-4" />
            </Link>
          </div>
        </div>
      </Section>

      {/* overflow-hidden: while the browser skips this long section (ADR 0008), checkers measured its
          text against the dark section below; clipping tells them what is out of sight (see app.css). */}
      <Section id="integrationen" tone="forest" labelledBy={titleId("integrationen")} className="overflow-hidden">
        <SectionHeading
          id={titleId("integrationen")}
          eyebrow={c.integrations.eyebrow}
          title={c.integrations.title}
          lead={c.integrations.lead}
        />
        <DataFlows copy={c.integrations} />
        <p className="mt-10 text-forest-800/80">
          {c.integrations.more}{" "}
          <Link to={paths.contact} className="font-semibold text-forest-700 underline underline-offset-4 hover:text-forest-900">
            {c.integrations.moreLink}
          </Link>
        </p>
      </Section>

      <Section id="funktionen" labelledBy={titleId("funktionen")}>
        <SectionHeading id={titleId("funktionen")} eyebrow={c.functions.eyebrow} title={c.functions.title} lead={c.functions.lead} />
        <div className="mt-14 grid items-center gap-12 lg:grid-cols-[1.1fr_1fr]">
          <div>
            <h3 className="text-2xl font-bold tracking-tight">{c.functions.app.title}</h3>
            <p className="mt-3 text-lg leading-relaxed text-forest-800/80">{c.functions.app.text}</p>
            <ul className="mt-6 space-y-3">
              {c.functions.app.points.map((point) => (
                <li key={point} className="flex gap-3">
                  <Check className="mt-0.5 size-5 shrink-0 text-forest-500" />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
          </div>
          {/* The phone picture is the one other pages show too: on phones the text says it, and the page stays short. */}
          <MobileApp className="hidden lg:block" />
        </div>

        <div className="mt-14 sm:mt-20 sm:rounded-3xl sm:bg-forest-50 sm:px-10 sm:py-12">
          <p className="mb-2 text-sm font-semibold tracking-[0.14em] text-forest-600 uppercase">{c.functions.cascade.eyebrow}</p>
          <h3 id="jungwaldpflege" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {c.functions.cascade.title}
          </h3>
          <p className="mt-3 max-w-2xl text-lg leading-relaxed text-forest-800/80">{c.functions.cascade.lead}</p>
          <div className="mt-10">
            <Cascade steps={c.functions.cascade.steps} labelledBy="jungwaldpflege" handoffLabel={c.functions.cascade.handoffLabel} />
          </div>
        </div>
      </Section>

      <Value
        copy={c.value}
        icons={c.value.items.map((item) => (
          <DatahubIconFor key={item.icon} name={item.icon} />
        ))}
      />

      <Section id="ausblick" tone="bark" labelledBy={titleId("ausblick")}>
        <SectionHeading id={titleId("ausblick")} eyebrow={c.outlook.eyebrow} title={c.outlook.title} lead={c.outlook.lead} />
        <div className="mt-12 grid gap-5 md:grid-cols-2">
          {(
            [
              { to: paths.forestchat, kind: "new", ...c.outlook.chat },
              { to: paths["forest-inventory"], kind: "soon", ...c.outlook.inventory },
            ] as const
          ).map((card) => (
            <article
              key={card.to}
              className="group relative flex flex-col rounded-2xl border border-forest-900/8 bg-white p-6 shadow-card transition-shadow hover:shadow-lift sm:p-8"
            >
              <div className="flex items-center justify-between gap-4">
                <span className="grid size-11 place-items-center rounded-xl bg-forest-900 text-moss-300">
                  {card.to === paths.forestchat ? <Chat className="size-6" /> : <Drone className="size-6" />}
                </span>
                <Badge kind={card.kind}>{card.badge}</Badge>
              </div>
              <h3 className="mt-5 text-xl font-bold tracking-tight">{card.title}</h3>
              <p className="mt-2 leading-relaxed text-forest-800/80">{card.text}</p>
              <Link
                to={card.to}
                className="mt-auto inline-flex items-center gap-2 pt-6 font-semibold text-forest-700 after:absolute after:inset-0 after:rounded-2xl group-hover:text-forest-900"
              >
                {card.link}
                <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
              </Link>
            </article>
          ))}
        </div>
      </Section>

      <ConsultationCta id="erstberatung" copy={c.cta} />

      <section id="vertrauen" aria-labelledby={titleId("vertrauen")} className="bg-white pb-20 sm:pb-28">
        <div className="container-site">
          <h2 id={titleId("vertrauen")} className="text-center text-xl font-bold tracking-tight">
            {c.trust.title}
          </h2>
          <ul className="mt-8 grid gap-4 sm:grid-cols-3">
            {c.trust.items.map((item) => (
              <li key={item.title} className="flex items-start gap-4 rounded-2xl border border-forest-900/8 bg-forest-50 p-5">
                <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-forest-900 text-moss-300">
                  <DatahubIconFor name={item.icon} className="size-6" />
                </span>
                <span>
                  <span className="block font-semibold">{item.title}</span>
                  <span className="mt-0.5 block text-sm leading-relaxed text-forest-800/80">{item.text}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
