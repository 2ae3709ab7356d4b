import type { Route } from "./+types/forestcrew-pricing";
import { IntroHero, introMeta } from "~/components/page/intro-page";
import { Check } from "~/components/icons";
import { DEFAULT_OG_IMAGE } from "~/lib/seo";
import { useApp } from "~/lib/app-context";
import { intro, pricingCopy } from "~/content/pages/pricing";
import { PricingFaq } from "~/features/pricing/faq";
import { TrackedHeroActions, withoutActions } from "~/features/pricing/hero-actions";
import { PlanCards } from "~/features/pricing/plan-cards";
import { PriceNotes } from "~/features/pricing/price-notes";
import { PricingCta } from "~/features/pricing/pricing-cta";
import { pricingStructuredData } from "~/features/pricing/prices";

const path = "/forestcrew-pricing";

export const meta: Route.MetaFunction = (args) =>
  introMeta(args, intro, path, (root) => {
    const origin = root.origins[root.lang];
    const copy = pricingCopy[root.lang];
    return {
      structuredData: pricingStructuredData({
        pageUrl: `${origin}${path}`,
        image: `${origin}${DEFAULT_OG_IMAGE}`,
        brand: root.site.brand,
        description: intro[root.lang].seo.description,
        lang: root.lang,
        periodLabel: copy.schemaPeriod,
        faq: copy.faq.items,
      }),
    };
  });

const heroIntro = withoutActions(intro);

export default function PricingPage() {
  const { lang } = useApp();
  return (
    <>
      <IntroHero
        intro={heroIntro}
        size="lg"
        video={{ mp4: "/media/hero-pricing.mp4", webm: "/media/hero-pricing.webm", poster: "/media/hero-pricing.webp" }}
      >
        <TrackedHeroActions intro={intro} location="pricing_hero" />
        <ul role="list" className="mt-9 flex flex-col gap-x-7 gap-y-2.5 text-sm text-forest-100 sm:flex-row sm:flex-wrap">
          {pricingCopy[lang].heroPoints.map((point) => (
            <li key={point} className="flex items-center gap-2">
              <Check className="size-4 shrink-0 text-moss-400" />
              {point}
            </li>
          ))}
        </ul>
      </IntroHero>
      <PlanCards />
      <PricingFaq />
      <PriceNotes />
      <PricingCta />
    </>
  );
}
