import { formatPercent } from "~/content/format";
import { useApp } from "~/lib/app-context";
import type { Lang } from "~/lib/i18n";
import type { InventoryCopy } from "./copy";
import type { LivingSpecies } from "./demo-forest";
import { CLEARING, demoTrees, ROAD_PATH, STAND_HEIGHT, STAND_WIDTH } from "./demo-stand";
import { healthClasses, healthColours, speciesColours, type HealthClass } from "./layers";

/*
 * A picture of what the inventory delivers for one stand: key figures, species mix, vitality classes and a
 * map of the hero's sample stand (demo-stand.ts) coloured by vitality. All figures are sample data, and the
 * picture says so. Drawn by the server inside the benefits section's StaticIsland: no client code.
 */

const kpis = [
  { id: "stems", value: 486, digits: 0 },
  { id: "volume", value: 412, digits: 0 },
  { id: "height", value: 27.4, digits: 1 },
  { id: "basalArea", value: 34.8, digits: 1 },
] as const;

/** Share of stems per species, in per cent (sums to 100). */
const speciesMix: ReadonlyArray<{ species: LivingSpecies; percent: number }> = [
  { species: "spruce", percent: 48 },
  { species: "beech", percent: 29 },
  { species: "oak", percent: 9 },
  { species: "pine", percent: 8 },
  { species: "maple", percent: 6 },
];

/** Share of stems per vitality class, in per cent (sums to 100), best to worst. */
const healthMix: Record<HealthClass, number> = { veryGood: 38, good: 35, medium: 15, bad: 8, dead: 4 };

// The damaged group on the map: around the dead trees of the sample stand.
const dead = demoTrees.filter((t) => t.health === "dead");
const hotspot = {
  x: Math.round(dead.reduce((sum, t) => sum + t.x, 0) / Math.max(dead.length, 1)),
  y: Math.round(dead.reduce((sum, t) => sum + t.y, 0) / Math.max(dead.length, 1)),
};

const number = (value: number, lang: Lang, digits = 0) =>
  value.toLocaleString(lang === "de" ? "de-DE" : "en-GB", { minimumFractionDigits: digits, maximumFractionDigits: digits });

export function StandReport({ copy }: { copy: InventoryCopy }) {
  const { lang } = useApp();
  const r = copy.report;
  const v = copy.visualisation;
  return (
    <div
      role="img"
      aria-label={r.label}
      data-stand-report=""
      className="overflow-hidden rounded-2xl bg-white text-sm text-forest-950 shadow-lift ring-1 ring-forest-900/8 select-none"
    >
      <div aria-hidden="true">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 border-b border-forest-900/8 bg-forest-50/60 px-5 py-4">
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-[0.12em] text-forest-600 uppercase">{r.title}</p>
            <p className="mt-0.5 font-semibold tracking-tight sm:text-base">{r.stand}</p>
            <p className="text-xs text-forest-800/80">{r.meta}</p>
          </div>
          <span className="rounded-full bg-white px-2.5 py-1 text-xs font-semibold text-forest-800 ring-1 ring-forest-900/10">
            {r.sample}
          </span>
        </div>

        <div className="grid grid-cols-2 gap-px bg-forest-900/8 sm:grid-cols-4">
          {kpis.map((k) => (
            <div key={k.id} className="bg-white px-5 py-3">
              <p className="text-xs text-forest-800/80">{r.kpis[k.id].label}</p>
              <p className="mt-0.5 whitespace-nowrap">
                <span className="text-2xl font-bold tracking-tight tabular-nums">{number(k.value, lang, k.digits)}</span>
                <span className="ml-1 text-xs font-medium text-forest-800/80">{r.kpis[k.id].unit}</span>
              </p>
            </div>
          ))}
        </div>

        <div className="grid gap-5 border-t border-forest-900/8 p-5 sm:grid-cols-[1fr_1.1fr]">
          <div className="space-y-5">
            <div>
              <p className="text-xs font-semibold tracking-[0.12em] text-forest-700 uppercase">{r.speciesTitle}</p>
              <div className="mt-2 flex h-3 overflow-hidden rounded-full">
                {speciesMix.map((s) => (
                  <span key={s.species} style={{ width: `${s.percent}%`, backgroundColor: speciesColours[s.species] }} />
                ))}
              </div>
              <ul className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-xs">
                {speciesMix.map((s) => (
                  <li key={s.species} className="flex items-center gap-1.5">
                    <span className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: speciesColours[s.species] }} />
                    <span className="min-w-0 flex-1 truncate">{v.species[s.species]}</span>
                    <span className="font-semibold tabular-nums">{formatPercent(s.percent, lang)}</span>
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <p className="text-xs font-semibold tracking-[0.12em] text-forest-700 uppercase">{r.healthTitle}</p>
              <ul className="mt-2 space-y-1.5 text-xs">
                {healthClasses.map((h) => (
                  <li key={h} className="grid grid-cols-[5.5rem_1fr_2.25rem] items-center gap-2">
                    <span className="truncate">{v.health[h]}</span>
                    <span className="h-2 overflow-hidden rounded-full bg-forest-900/8">
                      <span
                        className="block h-full rounded-full"
                        style={{ width: `${(healthMix[h] / healthMix.veryGood) * 100}%`, backgroundColor: healthColours[h] }}
                      />
                    </span>
                    <span className="text-right font-semibold tabular-nums">{formatPercent(healthMix[h], lang)}</span>
                  </li>
                ))}
              </ul>
            </div>
          </div>

          <div>
            <p className="text-xs font-semibold tracking-[0.12em] text-forest-700 uppercase">{r.mapTitle}</p>
            <svg
              viewBox={`0 0 ${STAND_WIDTH} ${STAND_HEIGHT}`}
              className="mt-2 block h-auto w-full rounded-xl bg-[#e7efe3] ring-1 ring-forest-900/10"
            >
              <path d="M100 0V260M200 0V260M300 0V260M0 87H400M0 173H400" stroke="#2a6a46" strokeOpacity="0.12" strokeWidth="1" />
              <path d={ROAD_PATH} fill="none" stroke="#c9b98f" strokeWidth="9" strokeLinecap="round" />
              <ellipse cx={CLEARING.cx} cy={CLEARING.cy} rx={CLEARING.rx} ry={CLEARING.ry} fill="#d6e4c4" />
              {demoTrees.map((t) => (
                <circle
                  key={t.id}
                  cx={t.x}
                  cy={t.y}
                  r={t.r * 0.82}
                  fill={healthColours[t.health]}
                  fillOpacity="0.9"
                  stroke="#ffffff"
                  strokeWidth="1.2"
                />
              ))}
              <circle cx={hotspot.x} cy={hotspot.y} r="46" fill="none" stroke="#b42318" strokeWidth="2.5" strokeDasharray="7 5" />
            </svg>
            <p className="mt-2 flex items-center gap-1.5 text-xs text-forest-800/85">
              <span className="size-2.5 shrink-0 rounded-full border-2 border-dashed border-[#b42318]" />
              {r.mapNote}
            </p>
          </div>
        </div>

        <p className="border-t border-forest-900/8 bg-amber-50 px-5 py-2.5 text-xs font-medium text-amber-950">{r.hint}</p>
      </div>
    </div>
  );
}
