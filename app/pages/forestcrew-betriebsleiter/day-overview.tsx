import { ArrowRight } from "~/components/icons";
import type { BetriebsleiterPageData, DayPhase } from "./copy";

/** Hero aside: the four phases of the day with their hours, each a jump link into the timeline. */
export function DayOverview({ copy, phases }: { copy: BetriebsleiterPageData["overview"]; phases: readonly DayPhase[] }) {
  return (
    <nav aria-labelledby="day-overview-title" className="rounded-3xl border border-white/12 bg-white/[0.06] p-5 backdrop-blur-sm sm:p-8">
      <p id="day-overview-title" className="text-sm font-semibold tracking-[0.14em] text-moss-300 uppercase">
        {copy.title}
      </p>
      <p className="mt-1 text-sm text-forest-200">{copy.hint}</p>
      <ol className="mt-4 space-y-1 sm:mt-6 sm:space-y-2">
        {phases.map((p) => (
          <li key={p.id}>
            <a
              href={`#${p.anchor}`}
              className="group flex items-center gap-4 rounded-2xl px-3 py-3 transition-colors hover:bg-white/[0.07] max-sm:-mx-2"
            >
              <span className="hidden w-28 shrink-0 text-sm font-semibold text-moss-300 tabular-nums sm:block">
                {p.from}–{p.to}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block text-sm text-forest-200">
                  <span className="font-semibold text-moss-300 tabular-nums sm:hidden">
                    {p.from}–{p.to} ·{" "}
                  </span>
                  {p.label}
                </span>
                <span className="block font-semibold text-white">{p.title}</span>
              </span>
              <ArrowRight className="size-4 shrink-0 text-forest-300 transition-transform group-hover:translate-x-0.5" />
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
