import { useLoaderData } from "react-router";
import type { Route } from "./+types/route";
import { Check } from "~/components/icons";
import { TrackedHeroActions, withoutActions } from "~/components/marketing/hero-actions";
import { IntroHero, introMeta } from "~/components/page/intro-page";
import { paths } from "~/config/pages";
import { pricingProduct } from "~/content/prices";
import { DEFAULT_OG_IMAGE } from "~/lib/seo";
import { pageUrl, pricingPageStructuredData } from "~/lib/structured-data.server";
import { intro, pricingPageData } from "./copy";
import { PricingFaq } from "./faq";
import { HeroPlans } from "./hero-plans";
import { PricingHeroVisual } from "./hero-visual";
import { PlanCards } from "./plan-cards";
import { PriceNotes } from "./price-notes";
import { PricingCta } from "./pricing-cta";

const path = paths["forestcrew-pricing"];

export const meta: Route.MetaFunction = (args) => introMeta(args, intro, path);

/** The page's copy in the visitor's language, with the plans' prices formatted for it. */
export function loader({ context }: Route.LoaderArgs) {
  const data = pricingPageData(context.lang);
  const product = pricingProduct({
    pageUrl: pageUrl(context, "forestcrew-pricing"),
    image: `${context.origins[context.lang]}${DEFAULT_OG_IMAGE}`,
    brand: context.site.brand,
    description: intro[context.lang].seo.description,
    lang: context.lang,
    periodLabel: data.schemaPeriod,
  });
  return { ...data, structuredData: pricingPageStructuredData(context, product, data.faq.items) };
}

const heroIntro = withoutActions(intro);

export default function PricingPage() {
  const copy = useLoaderData<typeof loader>();
  return (
    <>
      <IntroHero
        intro={heroIntro}
        size="lg"
        video={{ mp4: "/media/hero-pricing.mp4", webm: "/media/hero-pricing.webm", poster: "/media/hero-pricing.webp" }}
        aside={<PricingHeroVisual screenUrl={copy.heroScreenUrl} />}
      >
        <TrackedHeroActions intro={intro} location="pricing_hero" />
        <HeroPlans cards={copy.plans.cards} note={copy.heroPricesNote} />
        <ul role="list" className="mt-9 flex flex-col gap-x-7 gap-y-2.5 text-sm text-forest-100 sm:flex-row sm:flex-wrap">
          {copy.heroPoints.map((point) => (
            <li key={point} className="flex items-center gap-2">
              <Check className="size-4 shrink-0 text-moss-400" />
              {point}
            </li>
          ))}
        </ul>
      </IntroHero>
      <PlanCards copy={copy.plans} />
      <PricingFaq copy={copy.faq} />
      <PriceNotes copy={copy.notes} />
      <PricingCta copy={copy.cta} />
    </>
  );
}
