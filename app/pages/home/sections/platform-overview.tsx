import { Link } from "react-router";
import { ArrowRight } from "~/components/icons";
import { ClaimMarker } from "~/components/marketing/claim-note";
import { Section, SectionHeading } from "~/components/ui/section";
import { paths } from "~/config/pages";
import type { HomeCopy } from "~/pages/home/copy";
import { HomeIconView } from "~/pages/home/icons";

/** The platform in four verbs and the advertising figures (the hero shows the product). */
export function PlatformOverview({ copy }: { copy: HomeCopy["platform"] }) {
  return (
    <Section id="platform" labelledBy="platform-title" className="max-sm:py-12">
      <div className="grid gap-8 lg:grid-cols-[1.1fr_0.9fr] lg:items-end lg:gap-16">
        <SectionHeading id="platform-title" eyebrow={copy.eyebrow} title={copy.title} />
        <div>
          <p className="text-lg leading-relaxed text-pretty text-forest-800/80">{copy.lead}</p>
          <Link
            to={paths.forestcrew}
            className="group mt-5 inline-flex items-center gap-2 font-semibold text-forest-700 underline-offset-4 hover:underline"
          >
            {copy.more}
            <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
          </Link>
        </div>
      </div>

      <ul className="mt-10 grid grid-cols-2 gap-x-5 gap-y-8 sm:gap-x-8 lg:mt-14 lg:grid-cols-4">
        {copy.pillars.map((pillar, i) => (
          <li key={pillar.title} className="relative border-t-2 border-forest-900/10 pt-5 sm:pt-6">
            <span aria-hidden="true" className="absolute -top-0.5 left-0 h-0.5 w-12 bg-moss-500" />
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
              <span className="grid size-10 place-items-center rounded-xl bg-forest-100 text-forest-700">
                <HomeIconView name={pillar.icon} className="size-5" />
              </span>
              <h3 className="text-lg font-semibold tracking-tight">
                <span className="sr-only">{i + 1}. </span>
                {pillar.title}
              </h3>
            </div>
            <p className="mt-2 text-sm leading-relaxed text-forest-800/80 sm:mt-3 sm:text-base">{pillar.text}</p>
          </li>
        ))}
      </ul>

      <div className="mt-12 rounded-3xl bg-forest-950 px-6 py-8 text-white sm:mt-16 sm:px-10 sm:py-10">
        <h3 className="text-sm font-semibold tracking-[0.14em] text-moss-300 uppercase">{copy.statsTitle}</h3>
        <dl className="mt-6 grid grid-cols-2 gap-x-6 gap-y-8 lg:grid-cols-4">
          {copy.stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse gap-1">
              <dt className="text-sm leading-snug text-forest-100 sm:text-base">{stat.label}</dt>
              <dd className="text-4xl font-bold tracking-tight text-moss-300 sm:text-5xl">
                {stat.value}
                <ClaimMarker />
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </Section>
  );
}
