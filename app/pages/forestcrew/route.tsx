import { useLoaderData } from "react-router";
import type { Route } from "./+types/route";
import { lazyStatic } from "~/components/mockups/lazy-static";
import { IntroHero, introMeta } from "~/components/page/intro-page";
import { paths } from "~/config/pages";
import { pricingOffers } from "~/content/prices";
import { forestcrewStructuredData, pageUrl } from "~/lib/structured-data.server";
import { forestcrewPageData, intro } from "~/pages/forestcrew/copy";
import { pricingCopy } from "~/pages/forestcrew-pricing/copy";
import { ClosingCta } from "~/pages/forestcrew/sections/closing-cta";
import { ManagerTeasers } from "~/pages/forestcrew/sections/manager-teasers";
import { MobileGallery } from "~/pages/forestcrew/sections/mobile-gallery";
import { Screenshots } from "~/pages/forestcrew/sections/screenshots";

// The hero picture and sections of plain markup: server islands, their code loaded only on a client-side navigation.
const ForestcrewHeroVisual = lazyStatic(() => import("~/pages/forestcrew/hero-visual").then((m) => m.ForestcrewHeroVisual));
const Goals = lazyStatic(() => import("~/pages/forestcrew/sections/goals").then((m) => m.Goals));
const Features = lazyStatic(() => import("~/pages/forestcrew/sections/features").then((m) => m.Features));
const Tech = lazyStatic(() => import("~/pages/forestcrew/sections/tech").then((m) => m.Tech));
const Future = lazyStatic(() => import("~/pages/forestcrew/sections/future").then((m) => m.Future));

export const meta: Route.MetaFunction = (args) => introMeta(args, intro, paths.forestcrew);

/** The page's copy in the visitor's language. */
export function loader({ context }: Route.LoaderArgs) {
  const offers = pricingOffers(
    { pageUrl: pageUrl(context, "forestcrew-pricing"), periodLabel: pricingCopy[context.lang].schemaPeriod, lang: context.lang },
    ["monthly"],
  );
  return {
    ...forestcrewPageData(context.lang, context.site),
    structuredData: forestcrewStructuredData(context, intro[context.lang].seo, offers),
  };
}

export default function ForestCrewPage() {
  const { copy } = useLoaderData<typeof loader>();
  return (
    <>
      <IntroHero
        intro={intro}
        size="lg"
        aside={
          <>
            <ForestcrewHeroVisual screenUrl={copy.heroScreenUrl} className="max-lg:-mt-8" />
            <p className="relative mt-5 text-sm text-forest-200 lg:hidden">{copy.heroTerms}</p>
          </>
        }
      >
        <p className="mt-4 text-sm text-forest-200 max-lg:hidden">{copy.heroTerms}</p>
      </IntroHero>
      <Goals copy={copy.goals} />
      <Screenshots copy={copy.screens} />
      <Features copy={copy.features} />
      <Tech copy={copy.tech} />
      <MobileGallery copy={copy.mobile} />
      <Future copy={copy.future} />
      <ManagerTeasers copy={copy.manager} />
      <ClosingCta copy={copy.cta} />
    </>
  );
}
