import type { Route } from "./+types/forestcrew";
import { PhoneFrame } from "~/components/mockups/frames";
import { Mockup } from "~/components/mockups/island";
import { IntroHero, introMeta } from "~/components/page/intro-page";
import { forestcrew, intro } from "~/content/pages/forestcrew";
import { ClosingCta } from "~/features/forestcrew/closing-cta";
import { Features } from "~/features/forestcrew/features";
import { Future } from "~/features/forestcrew/future";
import { Goals } from "~/features/forestcrew/goals";
import { ManagerTeasers } from "~/features/forestcrew/manager-teasers";
import { MobileGallery } from "~/features/forestcrew/mobile-gallery";
import { Screenshots } from "~/features/forestcrew/screenshots";
import { Tech } from "~/features/forestcrew/tech";
import { TrackCtaClicks } from "~/features/home/cta-tracking";
import { lowestMonthlyGross } from "~/features/home/format";
import { useApp } from "~/lib/app-context";

export const meta: Route.MetaFunction = (args) =>
  introMeta(args, intro, "/forestcrew", (root) => ({
    structuredData: {
      "@context": "https://schema.org",
      "@type": "SoftwareApplication",
      name: root.site.brand,
      applicationCategory: "BusinessApplication",
      operatingSystem: "Web, iOS",
      description: intro[root.lang].seo.description,
      url: `${root.origins[root.lang]}/forestcrew`,
      inLanguage: root.lang === "de" ? "de-DE" : "en-GB",
      offers: {
        "@type": "Offer",
        price: String(lowestMonthlyGross()),
        priceCurrency: "EUR",
        url: `${root.origins[root.lang]}/forestcrew-pricing`,
        priceSpecification: {
          "@type": "UnitPriceSpecification",
          price: lowestMonthlyGross(),
          priceCurrency: "EUR",
          unitCode: "MON",
          valueAddedTaxIncluded: true,
        },
      },
      publisher: { "@type": "Organization", name: root.site.company, url: root.origins[root.lang] },
    },
  }));

export default function ForestCrewPage() {
  const { lang } = useApp();
  const copy = forestcrew[lang];
  return (
    <>
      <TrackCtaClicks location="forestcrew_hero">
        <IntroHero
          intro={intro}
          size="lg"
          aside={
            // From lg up only: on phones the hero stays short and fast; the app follows further down.
            <div className="relative mx-auto hidden max-w-[270px] lg:mr-0 lg:ml-auto lg:block">
              <div
                aria-hidden="true"
                className="absolute -inset-10 -z-0 rounded-full bg-[radial-gradient(circle,rgb(188_227_90/0.25),transparent_65%)]"
              />
              <PhoneFrame className="relative">
                <Mockup name="mobileDashboard" />
              </PhoneFrame>
            </div>
          }
        >
          <p className="mt-4 text-sm text-forest-200">{copy.heroTerms}</p>
        </IntroHero>
      </TrackCtaClicks>
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
