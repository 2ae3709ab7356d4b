import { Link } from "react-router";
import { ArrowRight, Check } from "~/components/icons";
import { Section, SectionHeading } from "~/components/ui/section";
import type { HomeCopy } from "~/pages/home/copy";
import { HomeIconView } from "~/pages/home/icons";

/** Why ForestCrew, for each of the four audiences it is built for. */
export function Audiences({ copy }: { copy: HomeCopy["audiences"] }) {
  return (
    <Section id="why-forestcrew" labelledBy="audiences-title" className="max-sm:py-12">
      <SectionHeading id="audiences-title" eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <ul className="mt-10 grid gap-4 sm:mt-14 sm:gap-6 md:grid-cols-2">
        {copy.groups.map((group) => (
          <li
            key={group.audience}
            className="group flex flex-col rounded-3xl border border-forest-900/8 bg-bark-50 p-4 transition-shadow hover:shadow-card sm:p-9"
          >
            <div className="flex items-center gap-4">
              <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-forest-800 text-moss-300 sm:size-12 sm:rounded-2xl">
                <HomeIconView name={group.icon} className="size-5 sm:size-6" />
              </span>
              <p className="text-sm font-semibold tracking-wide text-forest-600 uppercase">{group.audience}</p>
            </div>
            <h3 className="mt-4 text-xl font-bold tracking-tight sm:mt-6 sm:text-2xl">{group.title}</h3>
            <ul className="mt-5 hidden gap-3 sm:grid">
              {group.points.map((point) => (
                <li key={point} className="flex gap-3 leading-relaxed text-forest-800/85">
                  <Check className="mt-1 size-4 shrink-0 text-forest-500" />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
            <Link
              to={group.link.to}
              className="mt-auto inline-flex items-center gap-2 self-start pt-5 font-semibold text-forest-700 sm:pt-7 underline-offset-4 hover:underline"
            >
              {group.link.label}
              <ArrowRight className="size-4" />
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
