import { ArrowRight } from "~/components/icons";
import { cn } from "~/lib/cn";
import type { BetriebsleiterPageData, DayPhase } from "./copy";

/**
 * Hero aside: the operations manager's day as a day view – the four phases on an hour scale, each
 * block as tall as its hours allow, with what happens in it (sample events) and a marker for now.
 * Every block is a jump link into the timeline below.
 */
export function DayOverview({ copy, phases }: { copy: BetriebsleiterPageData["overview"]; phases: readonly DayPhase[] }) {
  return (
    <nav
      aria-labelledby="day-overview-title"
      className="rounded-3xl border border-white/12 bg-white/[0.06] p-4 shadow-2xl backdrop-blur-sm sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-1">
        <p id="day-overview-title" className="text-sm font-semibold tracking-[0.14em] text-moss-300 uppercase">
          {copy.title}
        </p>
        <p className="text-sm text-forest-200">{copy.hint}</p>
      </div>
      <ol className="mt-4 flex flex-col gap-2 sm:min-h-[27rem]">
        {phases.map((p) => {
          const now = p.id === "lateMorning";
          return (
            <li key={p.id} className="flex min-h-[4.5rem] gap-3" style={{ flexGrow: p.hours }}>
              <span aria-hidden="true" className="w-11 shrink-0 pt-2.5 text-xs font-semibold text-forest-300 tabular-nums">
                {p.from}
              </span>
              <a
                href={`#${p.anchor}`}
                className={cn(
                  "group relative flex min-w-0 flex-1 flex-col justify-between gap-1 rounded-xl border-l-4 px-4 py-2.5 transition-colors",
                  now
                    ? "border-moss-300 bg-moss-300/[0.16] hover:bg-moss-300/[0.22]"
                    : "border-forest-400 bg-white/[0.07] hover:bg-white/[0.12]",
                )}
              >
                <span className="flex items-center gap-2 text-xs text-forest-200">
                  <span className="tabular-nums">
                    {p.from}–{p.to}
                  </span>
                  <span aria-hidden="true">·</span>
                  <span className="font-semibold text-moss-300">{p.label}</span>
                  {now ? (
                    <span className="ml-auto flex items-center gap-1.5 rounded-full bg-moss-300 px-2 py-0.5 text-[0.6875rem] font-semibold text-forest-950">
                      <span aria-hidden="true" className="size-1.5 rounded-full bg-forest-800" />
                      {copy.now}
                    </span>
                  ) : (
                    <ArrowRight className="ml-auto size-4 shrink-0 text-forest-300 transition-transform group-hover:translate-x-0.5" />
                  )}
                </span>
                <span className="font-semibold leading-snug text-white">{p.title}</span>
                <span className="truncate text-xs text-forest-200">{p.event}</span>
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
