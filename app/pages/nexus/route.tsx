import { useLoaderData } from "react-router";
import type { Route } from "./+types/route";
import { ArrowRight } from "~/components/icons";
import { CtaBand } from "~/components/marketing/cta-band";
import { Mockup } from "~/components/mockups/island";
import { PageHero, pageMeta } from "~/components/page/intro-page";
import { buttonClass, ExternalButton } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Section } from "~/components/ui/section";
import { paths } from "~/config/pages";
import { WaitlistForm } from "~/features/waitlist";
import { handleWaitlistAction } from "~/features/waitlist/index.server";
import { plainPage } from "~/lib/structured-data.server";
import { track } from "~/lib/analytics";
import { useApp } from "~/lib/app-context";
import { scrollToSection } from "~/lib/scroll-to-section";
import { nexusCopy } from "./copy";
import { ArrowDown } from "./icons";
import { lazyStatic } from "~/components/mockups/lazy-static";
import { anchors } from "./anchors";

// Everything between the hero and the closing call is static text: server islands whose code
// (≈ 3 KB) the first load does not fetch (it was: /nexus was at 120.7 KB of JavaScript).
const NexusBody = lazyStatic(() => import("./sections").then((m) => m.NexusBody));
const WaitlistIntro = lazyStatic(() => import("./sections").then((m) => m.WaitlistIntro));
const HeroPreview = lazyStatic(() => import("./sections").then((m) => m.HeroPreview));

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.intro.seo, paths.nexus);

/** The page's copy and roadmap in the visitor's language. */
export function loader({ context }: Route.LoaderArgs) {
  const copy = nexusCopy(context.lang, context.site.company);
  return { ...copy, structuredData: plainPage(context, "nexus", copy.intro.seo) };
}

/** The waitlist form posts here (with JavaScript through a fetcher, without as a plain form); it is the page's only form. */
export async function action({ request, context }: Route.ActionArgs) {
  // The server may hand over the socket address; until it does, the rate limit falls back to headers.
  const clientAddress = context.clientAddress;
  return handleWaitlistAction(request, "nexus", context.lang, { clientAddress });
}

/** Long labels may wrap on narrow phones instead of running out of their card. */
const wrapOnPhones = "max-sm:h-auto max-sm:min-h-12 max-sm:whitespace-normal max-sm:py-3 max-sm:text-center";

const heroVideo = { mp4: "/media/hero-nexus.mp4", webm: "/media/hero-nexus.webm", poster: "/media/hero-nexus.webp" };

export default function NexusPage() {
  const { site, t } = useApp();
  const { intro, copy, roadmap, waitlist } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero
        hero={intro.hero}
        video={heroVideo}
        size="lg"
        aside={
          // A preview of the carbon and ESG overview (sample data, marked in the picture); lg up only, so that on
          // phones the hero stays short and its text the largest paint.
          <Mockup name="esgDashboard" />
        }
      >
        <div className="mt-9 flex flex-wrap gap-3">
          <ExternalButton
            href={site.urls.register}
            variant="primary"
            size="lg"
            className={wrapOnPhones}
            newTabHint={t.meta.opensInNewTab}
            onClick={() => track("cta_click", { cta: "register_trial", location: "nexus_hero" })}
          >
            {copy.heroActions.discover}
            <ArrowRight className="size-4" />
          </ExternalButton>
          <a
            href={`#${anchors.features}`}
            className={buttonClass("outline-light", "lg", wrapOnPhones)}
            onClick={(event) => {
              track("cta_click", { cta: "features", location: "nexus_hero" });
              scrollToSection(event, anchors.features);
            }}
          >
            {copy.heroActions.features}
            <ArrowDown className="size-4" />
          </a>
        </div>
        <HeroPreview copy={copy.heroPreview} className="lg:hidden" />
      </PageHero>
      <NexusBody copy={copy} roadmap={roadmap} anchors={anchors} />
      <CtaBand id={anchors.start} eyebrow={copy.cta.eyebrow} title={copy.cta.title} lead={copy.cta.lead}>
        <ExternalButton
          href={site.urls.register}
          variant="primary"
          size="lg"
          className={wrapOnPhones}
          newTabHint={t.meta.opensInNewTab}
          onClick={() => track("cta_click", { cta: "register_trial", location: "nexus_cta" })}
        >
          {copy.cta.trial}
          <ArrowRight className="size-4" />
        </ExternalButton>
        <a
          href={`#${anchors.waitlist}`}
          className={buttonClass("outline-light", "lg", wrapOnPhones)}
          onClick={(event) => {
            track("cta_click", { cta: "waitlist", location: "nexus_cta" });
            scrollToSection(event, anchors.waitlist);
          }}
        >
          {copy.cta.waitlist}
          <ArrowDown className="size-4" />
        </a>
        <p className="basis-full pt-2 text-sm leading-relaxed text-forest-200">{copy.cta.terms}</p>
      </CtaBand>
      <Section id={anchors.waitlist} tone="bark" labelledBy={`${anchors.waitlist}-title`}>
        <div className="grid items-start gap-12 lg:grid-cols-[0.85fr_1.15fr] lg:gap-16">
          <WaitlistIntro copy={copy.waitlist} anchors={anchors} />
          <Card>
            <WaitlistForm product="nexus" copy={waitlist} />
          </Card>
        </div>
      </Section>
    </>
  );
}
