import { Link } from "react-router";
import { ArrowRight } from "~/components/icons";
import { ButtonLink } from "~/components/ui/button";
import { Section, SectionHeading } from "~/components/ui/section";
import { paths } from "~/config/pages";
import type { ForestcrewPageCopy } from "~/pages/forestcrew/copy";

const TARGET = paths["forestcrew-betriebsleiter"];

/**
 * The router scrolls to the phase once the new page has rendered. Its sections below the fold
 * would still have their placeholder heights (ADR 0008), and browsers that do not anchor the
 * scroll (Safari) would land beside the phase: so they are all laid out, as
 * app/lib/scroll-to-section.ts does for a scroll within a page.
 */
function layOutAllSections() {
  document.documentElement.dataset.sections = "all";
}

/**
 * Teasers for the "a day in the life of an operations manager" page; each leads to its phase of
 * the day in that page's timeline (its link, phaseHref(), comes from the loader).
 */
export function ManagerTeasers({ copy }: { copy: ForestcrewPageCopy["manager"] }) {
  return (
    <Section id="operations-manager" tone="bark" labelledBy="manager-title" className="max-sm:py-12">
      <div className="grid gap-10 lg:grid-cols-[0.8fr_1.2fr] lg:gap-16">
        <div className="lg:self-center">
          <SectionHeading id="manager-title" eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
          <ButtonLink to={TARGET} variant="secondary" size="lg" className="mt-8">
            {copy.button}
            <ArrowRight className="size-4" />
          </ButtonLink>
        </div>
        <ol className="grid grid-cols-2 gap-3 sm:gap-4">
          {copy.teasers.map((teaser, i) => {
            return (
              <li
                key={teaser.title}
                className="group relative flex flex-col rounded-3xl border border-forest-900/8 bg-white p-4 shadow-card transition-shadow focus-within:shadow-lift hover:shadow-lift sm:p-7"
              >
                <p className="flex items-center gap-2 text-sm font-semibold text-forest-600 sm:gap-3">
                  <span aria-hidden="true" className="grid size-7 place-items-center rounded-full bg-forest-100 text-xs text-forest-800">
                    {i + 1}
                  </span>
                  {teaser.moment}
                </p>
                <h3 className="mt-3 leading-snug font-semibold tracking-tight hyphens-auto sm:mt-4 sm:text-lg">
                  {/* A document load: the phases sit in server islands, whose code a client-side
                      navigation would fetch only after the jump to the anchor. */}
                  <Link
                    to={teaser.href}
                    reloadDocument
                    onClick={layOutAllSections}
                    className="after:absolute after:inset-0 after:rounded-3xl after:content-['']"
                  >
                    {teaser.title}
                  </Link>
                </h3>
                <p className="mt-2 text-sm leading-relaxed text-forest-800/80 sm:text-base">{teaser.text}</p>
                <p
                  aria-hidden="true"
                  className="mt-auto inline-flex items-center gap-1.5 pt-3 text-sm sm:pt-5 font-semibold text-forest-700 group-hover:underline"
                >
                  {copy.more}
                  <ArrowRight className="size-4" />
                </p>
              </li>
            );
          })}
        </ol>
      </div>
    </Section>
  );
}
