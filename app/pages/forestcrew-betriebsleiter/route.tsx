import { useLoaderData } from "react-router";
import type { Route } from "./+types/route";
import { plainPage } from "~/lib/structured-data.server";
import { TrackedHeroActions, withoutActions } from "~/components/marketing/hero-actions";
import { lazyStatic } from "~/components/mockups/lazy-static";
import { IntroHero, introMeta } from "~/components/page/intro-page";
import { paths } from "~/config/pages";
import { ClosingCta } from "./closing-cta";
import { betriebsleiterPageData, intro } from "./copy";
import { DayOverview } from "./day-overview";

// Sections of plain markup: server islands, their code loaded only on a client-side navigation.
const Challenges = lazyStatic(() => import("./challenges").then((m) => m.Challenges));
const DayTimeline = lazyStatic(() => import("./day-timeline").then((m) => m.DayTimeline));
const DashboardSection = lazyStatic(() => import("./dashboard-section").then((m) => m.DashboardSection));
const ModulesSection = lazyStatic(() => import("./module-sections").then((m) => m.ModulesSection));
const Benefits = lazyStatic(() => import("./benefits").then((m) => m.Benefits));

export const meta: Route.MetaFunction = (args) => introMeta(args, intro, paths["forestcrew-betriebsleiter"]);

/** The page's copy in the visitor's language, the day's phases in order with their hours. */
export function loader({ context }: Route.LoaderArgs) {
  const page = betriebsleiterPageData(context.lang);
  return { ...page, structuredData: plainPage(context, "forestcrew-betriebsleiter", intro[context.lang].seo) };
}

const heroIntro = withoutActions(intro);

export default function BetriebsleiterPage() {
  const copy = useLoaderData<typeof loader>();
  return (
    <>
      <IntroHero intro={heroIntro} size="lg" aside={<DayOverview copy={copy.overview} phases={copy.day.phases} />}>
        <TrackedHeroActions intro={intro} location="betriebsleiter_hero" />
      </IntroHero>
      <Challenges copy={copy.challenges} />
      <DayTimeline copy={copy.day} />
      <DashboardSection copy={copy.dashboard} />
      <ModulesSection copy={copy.modules} />
      <Benefits copy={copy.benefits} />
      <ClosingCta copy={copy.cta} />
    </>
  );
}
