import { useLoaderData } from "react-router";
import type { Route } from "./+types/route";
import { aboutStructuredData } from "~/lib/structured-data.server";
import { ArrowRight } from "~/components/icons";
import { CtaBand } from "~/components/marketing/cta-band";
import { lazyStatic } from "~/components/mockups/lazy-static";
import { PageHero, pageMeta } from "~/components/page/intro-page";
import { buttonClass, ButtonLink } from "~/components/ui/button";
import { paths } from "~/config/pages";
import { track } from "~/lib/analytics";
import { scrollToSection } from "~/lib/scroll-to-section";
import { aboutCopy, intro } from "./copy";
import { forestEntries } from "./forest/content";
import { ForestSection } from "./forest/forest-section";

/** The page's copy in the visitor's language, with the forest's info cards (kept apart from the copy ForestChat quotes). */
export function loader({ context }: Route.LoaderArgs) {
  return {
    intro: intro[context.lang],
    copy: aboutCopy(context.lang),
    forest: forestEntries(context.lang),
    structuredData: aboutStructuredData(context, intro[context.lang].seo),
  };
}

/** Anchors of the forest (the hero's first button scrolls there) and of the contact band; the text sections name theirs. */
const anchors = { forest: "wald", contact: "kontakt" } as const;

/** The hero's map: drawn by the server, never hydrated, its code loaded only for a client-side navigation. */
const HeroMap = lazyStatic(() => import("./hero-map").then((m) => m.default));

/** The text sections, likewise a server island: they have no behaviour, so their code stays out of the first load. */
const Sections = lazyStatic(() => import("./sections").then((m) => m.AboutSections));

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.intro.seo, paths["about-us"]);

/** Long labels may wrap on narrow phones instead of running out of the screen. */
const wrapOnPhones = "max-sm:h-auto max-sm:min-h-12 max-sm:whitespace-normal max-sm:py-3 max-sm:text-center";

export default function AboutUs() {
  const { intro, copy, forest } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero hero={intro.hero} size="md" aside={<HeroMap className="hidden lg:block" copy={copy.heroVisual} />}>
        <div className="mt-9 flex flex-wrap gap-3">
          <a
            href={`#${anchors.forest}`}
            className={buttonClass("primary", "lg", wrapOnPhones)}
            onClick={(event) => {
              track("cta_click", { cta: "to_forest", location: "about_hero" });
              scrollToSection(event, anchors.forest);
            }}
          >
            {copy.heroActions.forest}
            <ArrowRight className="size-4 rotate-90" />
          </a>
          <ButtonLink
            to={paths.contact}
            variant="outline-light"
            size="lg"
            className={wrapOnPhones}
            onClick={() => track("cta_click", { cta: "contact", location: "about_hero" })}
          >
            {copy.heroActions.contact}
          </ButtonLink>
        </div>
      </PageHero>
      <Sections copy={copy} />
      <ForestSection id={anchors.forest} copy={copy.forest} entries={forest} />
      <CtaBand id={anchors.contact} eyebrow={copy.cta.eyebrow} title={copy.cta.title} lead={copy.cta.lead}>
        <ButtonLink
          to={paths.contact}
          variant="primary"
          size="lg"
          className={wrapOnPhones}
          onClick={() => track("cta_click", { cta: "contact", location: "about_cta" })}
        >
          {copy.cta.contact}
          <ArrowRight className="size-4" />
        </ButtonLink>
        <ButtonLink to={paths.career} variant="outline-light" size="lg" className={wrapOnPhones}>
          {copy.cta.career}
        </ButtonLink>
      </CtaBand>
    </>
  );
}
