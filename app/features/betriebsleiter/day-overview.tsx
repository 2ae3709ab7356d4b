import { ArrowRight } from "~/components/icons";
import { operationsDay } from "~/content/facts";
import { betriebsleiterCopy } from "~/content/pages/betriebsleiter";
import { useApp } from "~/lib/app-context";
import { clockTime } from "./hours";

/** Hero aside: the four phases of the day with their hours, each a jump link into the timeline. */
export function DayOverview() {
  const { lang } = useApp();
  const copy = betriebsleiterCopy[lang];
  return (
    <nav
      aria-labelledby="day-overview-title"
      className="rounded-3xl border border-white/12 bg-white/[0.06] p-5 backdrop-blur-sm sm:p-8"
    >
      <p id="day-overview-title" className="text-sm font-semibold tracking-[0.14em] text-moss-300 uppercase">
        {copy.overview.title}
      </p>
      <p className="mt-1 text-sm text-forest-200">{copy.overview.hint}</p>
      <ol className="mt-4 space-y-1 sm:mt-6 sm:space-y-2">
        {operationsDay.map((phase) => {
          const p = copy.day.phases[phase.id];
          return (
            <li key={phase.id}>
              <a
                href={`#phase-${phase.id}`}
                className="group flex items-center gap-4 rounded-2xl px-3 py-3 transition-colors hover:bg-white/[0.07] max-sm:-mx-2"
              >
                <span className="hidden w-28 shrink-0 text-sm font-semibold text-moss-300 tabular-nums sm:block">
                  {clockTime(phase.from)}–{clockTime(phase.to)}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block text-sm text-forest-200">
                    <span className="font-semibold text-moss-300 tabular-nums sm:hidden">
                      {clockTime(phase.from)}–{clockTime(phase.to)} ·{" "}
                    </span>
                    {p.label}
                  </span>
                  <span className="block font-semibold text-white">{p.title}</span>
                </span>
                <ArrowRight className="size-4 shrink-0 text-forest-300 transition-transform group-hover:translate-x-0.5" />
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
