import { Chart, Gps, Calendar, Sun } from "~/components/icons";
import { Section, SectionHeading } from "~/components/ui/section";
import type { OperationsPhaseId } from "~/content/facts";
import type { BetriebsleiterPageData } from "./copy";

const icons: Record<OperationsPhaseId, (p: { className?: string }) => React.ReactNode> = {
  morning: Sun,
  lateMorning: Gps,
  afternoon: Calendar,
  dayClose: Chart,
};

/** The day in four phases on a vertical line, hours from the facts module. */
export function DayTimeline({ copy }: { copy: BetriebsleiterPageData["day"] }) {
  return (
    <Section id="tagesablauf" tone="forest" labelledBy="day-title" className="max-sm:py-14">
      <div className="grid gap-8 lg:grid-cols-[minmax(0,0.75fr)_minmax(0,1.5fr)] lg:gap-20">
        <div className="lg:sticky lg:top-28 lg:self-start">
          <SectionHeading id="day-title" eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
        </div>
        <ol className="relative space-y-4 before:absolute before:top-6 before:bottom-6 before:left-[1.125rem] sm:before:left-[1.375rem] before:w-px before:bg-forest-300 sm:space-y-8">
          {copy.phases.map((p) => {
            const Icon = icons[p.id];
            return (
              <li key={p.id} id={p.anchor} className="relative scroll-mt-28 pl-11 sm:pl-16" data-testid="timeline-phase">
                <span
                  aria-hidden="true"
                  className="absolute top-0 left-0 grid size-9 place-items-center rounded-full bg-forest-900 text-moss-300 ring-4 ring-forest-50 sm:size-11"
                >
                  <Icon className="size-4 sm:size-5" />
                </span>
                <article aria-labelledby={`${p.anchor}-title`} className="rounded-3xl bg-white p-4 shadow-card sm:p-8">
                  <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                    <span className="rounded-full bg-forest-100 px-3 py-1 font-semibold text-forest-800 tabular-nums">
                      <time dateTime={p.from}>{p.from}</time>–<time dateTime={p.to}>{p.to}</time>
                      {copy.hoursSuffix}
                    </span>
                    <span className="font-semibold tracking-[0.1em] text-forest-600 uppercase">{p.label}</span>
                  </p>
                  <h3 id={`${p.anchor}-title`} className="mt-3 text-xl font-bold tracking-tight sm:mt-4 sm:text-2xl">
                    {p.title}
                  </h3>
                  <p className="mt-3 leading-relaxed text-forest-800/85">{p.text}</p>
                </article>
              </li>
            );
          })}
        </ol>
      </div>
    </Section>
  );
}
