import { useLoaderData } from "react-router";
import type { Route } from "./+types/route";
import { ArrowRight, Check } from "~/components/icons";
import { ClaimMarker, ClaimNote } from "~/components/marketing/claim-note";
import { CtaBand } from "~/components/marketing/cta-band";
import { IconCard } from "~/components/marketing/icon-card";
import { PageHero, pageMeta } from "~/components/page/intro-page";
import { ButtonLink, buttonClass } from "~/components/ui/button";
import { Section, SectionHeading } from "~/components/ui/section";
import { paths } from "~/config/pages";
import { WaitlistForm } from "~/features/waitlist/waitlist-form";
import { handleWaitlistAction } from "~/features/waitlist/waitlist.server";
import { scrollToSection } from "~/lib/scroll-to-section";
import { inventoryCopy } from "./copy";
import { InventoryIconFor } from "./icons";
import { LayerStack } from "./layer-stack";
import { sectionTitleId as titleId, type InventorySection } from "./sections";
import { VisualisationFallback } from "./visualisation-fallback";

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.intro.seo, paths["forest-inventory"]);

/** The page's copy in the visitor's language. */
export function loader({ context }: Route.LoaderArgs) {
  return inventoryCopy(context.lang, context.site.company);
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
      <PageHero hero={intro.hero} size="lg" aside={<LayerStack label={c.hero.stackLabel} layers={c.visualisation.layers} />}>
        <div className="mt-9 flex flex-wrap items-center gap-3">
          <WaitlistLink label={c.hero.waitlist} variant="primary" />
        </div>
        <p className="mt-5 max-w-xl text-sm text-forest-200">{c.hero.note}</p>
      </PageHero>

      <Section id="vorteile" labelledBy={titleId("vorteile")}>
        <SectionHeading id={titleId("vorteile")} eyebrow={c.benefits.eyebrow} title={c.benefits.title} lead={c.benefits.lead} />
        <div className="mt-12 grid gap-5 md:grid-cols-2 lg:grid-cols-4">
          <div className="flex flex-col rounded-2xl bg-forest-950 p-6 text-white shadow-lift sm:p-7">
            <h3 className="tracking-tight" data-claim="inventory-faster">
              <span className="block text-sm font-semibold text-moss-300">{c.benefits.speed.prefix}</span>{" "}
              <span className="block text-5xl leading-tight font-bold whitespace-nowrap text-moss-300 tabular-nums">
                {c.benefits.speed.value}
                <ClaimMarker />
              </span>{" "}
              <span className="mt-1 block text-lg font-semibold">{c.benefits.speed.label}</span>
            </h3>
            <p className="mt-2 leading-relaxed text-forest-100/85">{c.benefits.speed.text}</p>
          </div>
          {c.benefits.items.map((item) => (
            <IconCard key={item.title} icon={<InventoryIconFor name={item.icon} />} title={item.title}>
              {item.text}
            </IconCard>
          ))}
        </div>
        <ClaimNote className="mt-6" />
      </Section>

      <Section id="technologie" tone="forest" labelledBy={titleId("technologie")}>
        <SectionHeading id={titleId("technologie")} eyebrow={c.technology.eyebrow} title={c.technology.title} lead={c.technology.lead} />
        <div className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {c.technology.items.map((item) => (
            <IconCard key={item.title} icon={<InventoryIconFor name={item.icon} />} title={item.title}>
              {item.text}
            </IconCard>
          ))}
        </div>
      </Section>

      <Section id="ablauf" labelledBy={titleId("ablauf")}>
        <SectionHeading id={titleId("ablauf")} eyebrow={c.process.eyebrow} title={c.process.title} />
        <ol className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
          {c.process.steps.map((step, i) => (
            <li key={step.title} className="relative">
              {i < c.process.steps.length - 1 ? (
                <span aria-hidden="true" className="absolute top-6 left-14 hidden h-px w-[calc(100%-3.5rem)] bg-forest-200 lg:block" />
              ) : null}
              <span className="grid size-12 place-items-center rounded-full bg-forest-900 text-lg font-bold text-moss-300">
                <span className="sr-only">{c.process.step} </span>
                {i + 1}
              </span>
              <h3 className="mt-5 text-lg font-semibold tracking-tight">{step.title}</h3>
              <p className="mt-2 leading-relaxed text-forest-800/80">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      {/* The slot of the interactive 3D visualisation (a later issue); a static fallback until then. */}
      <Section id="visualisierung" tone="dark" labelledBy={titleId("visualisierung")}>
        <SectionHeading
          id={titleId("visualisierung")}
          eyebrow={c.visualisation.eyebrow}
          title={c.visualisation.title}
          lead={c.visualisation.lead}
          tone="dark"
        />
        <div className="mt-12">
          <VisualisationFallback copy={c.visualisation} />
        </div>
      </Section>

      <Section id="anwendungen" tone="bark" labelledBy={titleId("anwendungen")}>
        <SectionHeading id={titleId("anwendungen")} eyebrow={c.useCases.eyebrow} title={c.useCases.title} />
        <div className="mt-12 grid gap-5 md:grid-cols-3">
          {c.useCases.items.map((item) => (
            <IconCard key={item.title} icon={<InventoryIconFor name={item.icon} />} title={item.title}>
              {item.text}
            </IconCard>
          ))}
        </div>
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
