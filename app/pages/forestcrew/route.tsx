import { useLoaderData } from "react-router";
import type { Route } from "./+types/route";
import { PhoneFrame } from "~/components/mockups/frames";
import { Mockup } from "~/components/mockups/island";
import { IntroHero, introMeta } from "~/components/page/intro-page";
import { paths } from "~/config/pages";
import { forestcrewPageData, intro, lowestMonthlyGross } from "~/pages/forestcrew/copy";
import { ClosingCta } from "~/pages/forestcrew/sections/closing-cta";
import { Features } from "~/pages/forestcrew/sections/features";
import { Future } from "~/pages/forestcrew/sections/future";
import { Goals } from "~/pages/forestcrew/sections/goals";
import { ManagerTeasers } from "~/pages/forestcrew/sections/manager-teasers";
import { MobileGallery } from "~/pages/forestcrew/sections/mobile-gallery";
import { Screenshots } from "~/pages/forestcrew/sections/screenshots";
import { Tech } from "~/pages/forestcrew/sections/tech";

export const meta: Route.MetaFunction = (args) =>
  introMeta(args, intro, paths.forestcrew, (root) => ({
    structuredData: {
      "@context": "https://schema.org",
      "@type": "SoftwareApplication",
      name: root.site.brand,
      applicationCategory: "BusinessApplication",
      operatingSystem: "Web, iOS",
      description: intro[root.lang].seo.description,
      url: `${root.origins[root.lang]}${paths.forestcrew}`,
      inLanguage: root.lang === "de" ? "de-DE" : "en-GB",
      offers: {
        "@type": "Offer",
        price: String(lowestMonthlyGross()),
        priceCurrency: "EUR",
        url: `${root.origins[root.lang]}${paths["forestcrew-pricing"]}`,
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

/** The page's copy in the visitor's language. */
export function loader({ context }: Route.LoaderArgs) {
  return forestcrewPageData(context.lang, context.site);
}

export default function ForestCrewPage() {
  const { copy } = useLoaderData<typeof loader>();
  return (
    <>
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
