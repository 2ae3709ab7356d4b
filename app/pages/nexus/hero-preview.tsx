import { cn } from "~/lib/cn";
import type { NexusCopy } from "./copy";

/**
 * Net sequestration per year of the sample district (t CO₂e), the last a forecast: the same
 * sample figures as the large preview beside the hero on wide screens.
 */
const years: ReadonlyArray<{ year: number; tonnes: number; forecast?: boolean }> = [
  { year: 2021, tonnes: 8910 },
  { year: 2022, tonnes: 9120 },
  { year: 2023, tonnes: 8460 },
  { year: 2024, tonnes: 9530 },
  { year: 2025, tonnes: 9840 },
  { year: 2026, tonnes: 10050, forecast: true },
];
const steps = ["done", "active", "planned"] as const;

/**
 * The product on the phone's first screen: a compact preview of the Nexus overview (annual
 * sequestration and where measuring, reporting and verifying stand), marked as sample data.
 * Phones and tablets only; from lg the full preview stands beside the text. Static markup.
 */
export function HeroPreview({ copy, className }: { copy: NexusCopy["heroPreview"]; className?: string }) {
  const max = Math.max(...years.map((y) => y.tonnes));
  return (
    <figure
      role="img"
      className={cn("mt-8 max-w-md rounded-2xl bg-white p-4 text-forest-950 shadow-lift ring-1 ring-white/20", className)}
      aria-label={copy.label}
    >
      <div className="flex items-center justify-between gap-3 text-xs">
        <span className="font-bold">{copy.title}</span>
        <span className="rounded-full bg-amber-50 px-2 py-0.5 font-semibold text-amber-900 ring-1 ring-amber-700/20">{copy.sample}</span>
      </div>
      <div className="mt-3 flex items-end justify-between gap-4">
        <p className="text-xs text-forest-800/80">
          {copy.kpiLabel}
          <span className="mt-0.5 block text-2xl font-bold tracking-tight text-forest-950 tabular-nums">{copy.kpiValue}</span>
        </p>
        <div aria-hidden="true" className="flex h-14 flex-1 items-end justify-end gap-1.5">
          {years.map((y) => (
            <span
              key={y.year}
              className={cn("w-4 rounded-t-sm", y.forecast ? "border border-dashed border-forest-500 bg-forest-50" : "bg-forest-600")}
              style={{ height: `${Math.round((y.tonnes / max) * 100)}%` }}
            />
          ))}
        </div>
      </div>
      <ol className="mt-3 grid grid-cols-3 gap-1.5 text-[0.7rem] leading-tight font-semibold">
        {steps.map((state, i) => (
          <li
            key={state}
            className={cn(
              "rounded-lg px-2 py-1.5",
              state === "done" && "bg-forest-600 text-white",
              state === "active" && "bg-moss-200 text-forest-950",
              state === "planned" && "bg-forest-50 text-forest-800 ring-1 ring-forest-900/10",
            )}
          >
            {copy.steps[i]}
            <span className="block font-normal opacity-85">{copy.states[state]}</span>
          </li>
        ))}
      </ol>
    </figure>
  );
}
