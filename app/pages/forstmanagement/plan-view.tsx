import { cn } from "~/lib/cn";
import type { ForstmanagementCopy, MeasureStatus, PlanMeasure } from "./copy";

/** The colours of a measure's state: the map's fill and stroke, the list's and the workflow's chips. */
export const statusColours: Record<MeasureStatus, { fill: string; stroke: string; chip: string }> = {
  planned: { fill: "#e0effa", stroke: "#2f6f9f", chip: "bg-sky-50 text-sky-800 ring-sky-700/20" },
  assigned: { fill: "#fcecc8", stroke: "#a86a12", chip: "bg-amber-50 text-amber-900 ring-amber-700/25" },
  active: { fill: "#d6eea0", stroke: "#4f7a12", chip: "bg-moss-200 text-forest-950 ring-forest-700/20" },
  done: { fill: "#2f7d4f", stroke: "#1d5535", chip: "bg-forest-700 text-white ring-forest-900/20" },
};

/** The sample district's compartments: outline, where the label sits, and the measure on it (if any). */
const compartments: ReadonlyArray<{ id: string; d: string; x: number; y: number; measure?: PlanMeasure["cpt"] }> = [
  { id: "07a", d: "M8 18 120 10 134 96 36 112Z", x: 74, y: 60, measure: "07a" },
  { id: "12b", d: "M120 10 252 16 242 100 134 96Z", x: 186, y: 56, measure: "12b" },
  { id: "12a", d: "M252 16 392 8 386 92 242 100Z", x: 318, y: 54 },
  { id: "14c", d: "M36 112 134 96 150 204 16 218Z", x: 84, y: 160, measure: "14c" },
  { id: "15a", d: "M134 96 242 100 262 208 150 204Z", x: 196, y: 154, measure: "15a" },
  { id: "15b", d: "M242 100 386 92 394 224 262 208Z", x: 320, y: 158 },
];

/** A forest road along the compartments' middle boundary, clear of their labels. */
const road = "M0 124c50-10 100-26 150-27s150 2 250-10";

/**
 * The hero's picture: a district's operations plan as ForestCrew could show it (sample data, and
 * it says so) – compartments on a map, coloured by the state of their measure, and the measures
 * with crew and state beside them. Drawn in HTML and one SVG; static markup (a server island).
 */
export function PlanView({ copy, className }: { copy: ForstmanagementCopy["plan"]; className?: string }) {
  const byCpt = new Map(copy.measures.map((m) => [m.cpt, m]));
  const statuses = Object.keys(statusColours) as MeasureStatus[];
  return (
    <div role="img" aria-label={copy.label} className={cn("mx-auto w-full max-w-xl", className)}>
      <div className="overflow-hidden rounded-2xl bg-white text-forest-950 shadow-lift ring-1 ring-white/15">
        <div className="flex items-center justify-between gap-3 border-b border-forest-900/8 bg-bark-50 px-4 py-2.5 text-xs">
          <span className="min-w-0 truncate">
            <span className="font-bold">{copy.title}</span>
            <span className="text-forest-800/75 max-sm:hidden"> · {copy.scope}</span>
          </span>
          <span className="shrink-0 rounded-full bg-amber-50 px-2 py-0.5 font-semibold text-amber-900 ring-1 ring-amber-700/20">
            {copy.sample}
          </span>
        </div>
        <div className="grid gap-3 p-3 sm:grid-cols-[1.15fr_1fr] sm:p-4">
          <div>
            <svg viewBox="0 0 400 230" className="block h-auto w-full rounded-lg bg-[#eef4ec]" aria-hidden="true">
              {[40, 80, 120].map((r) => (
                <ellipse key={r} cx="300" cy="150" rx={r * 1.5} ry={r} fill="none" stroke="#9cc3a8" strokeOpacity="0.35" />
              ))}
              {compartments.map((c) => {
                const measure = c.measure ? byCpt.get(c.measure) : undefined;
                const tone = measure ? statusColours[measure.status] : undefined;
                return (
                  <g key={c.id}>
                    <path
                      d={c.d}
                      fill={tone?.fill ?? "#f7faf6"}
                      fillOpacity={tone ? 0.92 : 0.6}
                      stroke={tone?.stroke ?? "#8fae98"}
                      strokeWidth={tone ? 2 : 1.2}
                      strokeLinejoin="round"
                    />
                    <text
                      x={c.x}
                      y={c.y}
                      textAnchor="middle"
                      fontSize="15"
                      fontWeight="700"
                      fill={measure?.status === "done" ? "#ffffff" : "#143324"}
                    >
                      {c.id}
                    </text>
                  </g>
                );
              })}
              <path d={road} fill="none" stroke="#d9c7a7" strokeWidth="6" strokeLinecap="round" />
              <path d={road} fill="none" stroke="#fff" strokeWidth="1.5" strokeDasharray="6 6" />
            </svg>
            <ul className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-[0.7rem] text-forest-800/85">
              {statuses.map((status) => (
                <li key={status} className="flex items-center gap-1.5">
                  <span
                    className="size-2.5 rounded-sm ring-1"
                    style={{ backgroundColor: statusColours[status].fill, ["--tw-ring-color" as string]: statusColours[status].stroke }}
                  />
                  {copy.status[status]}
                </li>
              ))}
            </ul>
          </div>
          <ul className="divide-y divide-forest-900/8 self-start rounded-lg ring-1 ring-forest-900/8">
            {copy.measures.map((m) => (
              <li key={m.cpt} className="px-3 py-2 text-xs">
                <div className="flex items-center justify-between gap-2">
                  <span className="min-w-0 truncate font-semibold">
                    {copy.cpt} {m.cpt} · {m.what}
                  </span>
                </div>
                <div className="mt-1 flex items-center justify-between gap-2">
                  <span className="truncate text-forest-800/75">{m.who}</span>
                  <span
                    className={cn("shrink-0 rounded-full px-1.5 py-px text-[0.65rem] font-semibold ring-1", statusColours[m.status].chip)}
                  >
                    {copy.status[m.status]}
                  </span>
                </div>
                {m.status === "active" ? (
                  <div className="mt-1.5 flex items-center gap-2 text-[0.65rem] text-forest-800/75">
                    <span className="h-1.5 flex-1 overflow-hidden rounded-full bg-forest-900/10">
                      <span className="block h-full w-[60%] rounded-full bg-forest-600" />
                    </span>
                    {copy.progress}
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
