import { lazy } from "react";
import { useLoaderData } from "react-router";
import type { Route } from "./+types/route";
import { plainPage } from "~/lib/structured-data.server";
import { ArrowRight, Check } from "~/components/icons";
import { CtaBand } from "~/components/marketing/cta-band";
import { PageHero, pageMeta } from "~/components/page/intro-page";
import { StaticIsland } from "~/components/mockups/static-island";
import { ButtonLink, buttonClass } from "~/components/ui/button";
import { Section, SectionHeading } from "~/components/ui/section";
import { paths } from "~/config/pages";
import { HydrateWhenNear } from "~/features/scene3d";
import { WaitlistForm } from "~/features/waitlist";
import { handleWaitlistAction } from "~/features/waitlist/index.server";
import { scrollToSection } from "~/lib/scroll-to-section";
import { inventoryCopy } from "./copy";
import { sectionTitleId as titleId, type InventorySection } from "./sections";

// Only the hero, the waitlist and the closing call are part of the page's first load. The hero's diagram
// and the static sections are drawn by the server and never hydrated (their code loads only when the
// browser must draw them, after a client-side navigation). The visualisation's code loads when its section comes
// near the viewport; until then the server's markup of it stands. On the server both render in full.
const loadStatic = () => import("./static-sections");
const Benefits = lazy(() => loadStatic().then((m) => ({ default: m.Benefits })));
const Technology = lazy(() => loadStatic().then((m) => ({ default: m.Technology })));
const Process = lazy(() => loadStatic().then((m) => ({ default: m.Process })));
const UseCases = lazy(() => loadStatic().then((m) => ({ default: m.UseCases })));
const LayerStack = lazy(() => import("./layer-stack").then((m) => ({ default: m.LayerStack })));
const loadVisualisation = () => import("./visualisation");
const InventoryVisualisation = lazy(() => loadVisualisation().then((m) => ({ default: m.InventoryVisualisation })));

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.intro.seo, paths["forest-inventory"]);

/** The page's copy in the visitor's language. */
export function loader({ context }: Route.LoaderArgs) {
  const page = inventoryCopy(context.lang, context.site.company);
  return { ...page, structuredData: plainPage(context, "forest-inventory", page.intro.seo) };
}

/** The waitlist form posts here (with JavaScript through a fetcher, without as a plain form); it is the page's only form. */
export async function action({ request, context }: Route.ActionArgs) {
  const clientAddress = "clientAddress" in context && typeof context.clientAddress === "string" ? context.clientAddress : undefined;
  return handleWaitlistAction(request, "inventory", context.lang, { clientAddress });
}

const WAITLIST: InventorySection = "warteliste";

/** A link that scrolls to the waitlist on this page. */
function WaitlistLink({ label, variant }: { label: string; variant: "primary" | "outline-light" }) {
  return (
    <a href={`#${WAITLIST}`} className={buttonClass(variant, "lg")} onClick={(event) => scrollToSection(event, WAITLIST)}>
      {label}
      <ArrowRight className="size-4 rotate-90" />
    </a>
  );
}

export default function ForestInventory() {
  const { intro, copy: c, waitlist } = useLoaderData<typeof loader>();

  return (
    <>
      <PageHero
        hero={intro.hero}
        size="lg"
        aside={
          <StaticIsland>
            <LayerStack label={c.hero.stackLabel} layers={c.visualisation.layers} />
          </StaticIsland>
        }
      >
        <div className="mt-9 flex flex-wrap items-center gap-3">
          <WaitlistLink label={c.hero.waitlist} variant="primary" />
        </div>
        <p className="mt-5 max-w-xl text-sm text-forest-200">{c.hero.note}</p>
      </PageHero>

      <Section id="vorteile" labelledBy={titleId("vorteile")}>
        <SectionHeading id={titleId("vorteile")} eyebrow={c.benefits.eyebrow} title={c.benefits.title} lead={c.benefits.lead} />
        <StaticIsland className="mt-12">
          <Benefits copy={c} />
        </StaticIsland>
      </Section>

      <Section id="technologie" tone="forest" labelledBy={titleId("technologie")}>
        <SectionHeading id={titleId("technologie")} eyebrow={c.technology.eyebrow} title={c.technology.title} lead={c.technology.lead} />
        <StaticIsland className="mt-12">
          <Technology copy={c} />
        </StaticIsland>
      </Section>

      <Section id="ablauf" labelledBy={titleId("ablauf")}>
        <SectionHeading id={titleId("ablauf")} eyebrow={c.process.eyebrow} title={c.process.title} />
        <StaticIsland className="mt-12">
          <Process copy={c} />
        </StaticIsland>
      </Section>

      {/* The 3D scene loads only near the viewport after hydration; the server draws the same forest in 2D. */}
      <Section id="visualisierung" tone="dark" labelledBy={titleId("visualisierung")}>
        <SectionHeading
          id={titleId("visualisierung")}
          eyebrow={c.visualisation.eyebrow}
          title={c.visualisation.title}
          lead={c.visualisation.lead}
          tone="dark"
        />
        <HydrateWhenNear load={loadVisualisation} className="mt-12">
          <InventoryVisualisation copy={c.visualisation} />
        </HydrateWhenNear>
      </Section>

      <Section id="anwendungen" tone="bark" labelledBy={titleId("anwendungen")}>
        <SectionHeading id={titleId("anwendungen")} eyebrow={c.useCases.eyebrow} title={c.useCases.title} />
        <StaticIsland className="mt-12">
          <UseCases copy={c} />
        </StaticIsland>
      </Section>

      <Section id={WAITLIST} tone="forest" labelledBy={titleId("warteliste")}>
        <div className="grid gap-12 lg:grid-cols-[1fr_1.35fr] lg:gap-16">
          <div>
            <SectionHeading id={titleId("warteliste")} eyebrow={c.waitlist.eyebrow} title={c.waitlist.title} lead={c.waitlist.lead} />
            <ul className="mt-8 space-y-3">
              {c.waitlist.points.map((point) => (
                <li key={point} className="flex gap-3">
                  <Check className="mt-0.5 size-5 shrink-0 text-forest-500" />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-3xl border border-forest-900/8 bg-white p-6 shadow-card sm:p-8">
            <WaitlistForm product="inventory" copy={waitlist} id="waitlist-inventory" />
          </div>
        </div>
      </Section>

      <CtaBand id="kontakt" eyebrow={c.cta.eyebrow} title={c.cta.title} lead={c.cta.lead}>
        <WaitlistLink label={c.cta.waitlist} variant="primary" />
        <ButtonLink to={paths.contact} variant="outline-light" size="lg">
          {c.cta.contact}
        </ButtonLink>
      </CtaBand>
    </>
  );
}
