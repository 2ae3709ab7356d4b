/**
 * The inventory visualisation as a static, server-rendered fallback.
 *
 * SLOT: the interactive three.js scene of a later issue replaces the inside of this component
 * (camera per layer and zoom in `./layers.ts`, tree detail card). Keep the outer box, its aspect
 * ratio, the layer switcher and the progress bar, so the page neither changes shape nor loses
 * content when the 3D scene loads after the page is interactive.
 */
import { useId, useState } from "react";
import { formatPercent } from "~/content/format";
import { useApp } from "~/lib/app-context";
import { cn } from "~/lib/cn";
import type { InventoryCopy } from "./copy";
import { CLEARING, ROAD_PATH, STAND_HEIGHT, STAND_WIDTH, demoTrees, type DemoTree } from "./demo-stand";
import {
  healthClasses,
  healthColours,
  inventoryLayers,
  showsHealthLegend,
  species as allSpecies,
  type LayerId,
  type Species,
} from "./layers";

const speciesColours: Record<Species, string> = {
  spruce: "#1f4d33",
  pine: "#5c7d3a",
  beech: "#7fae4a",
  oak: "#a4b84a",
};
const conifer = (s: Species) => s === "spruce" || s === "pine";

type VisualisationCopy = InventoryCopy["visualisation"];

export function VisualisationFallback({ copy: c }: { copy: VisualisationCopy }) {
  const { lang } = useApp();
  const [layer, setLayer] = useState<LayerId>("satellite");
  const [hovered, setHovered] = useState<DemoTree | null>(null);
  const current = inventoryLayers.find((l) => l.id === layer) ?? inventoryLayers[0];
  const descriptionId = useId();
  const layerCopy = c.layers[layer];

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_1fr] lg:grid-rows-[auto_1fr] lg:gap-x-12" data-slot="forest-visualisation">
      {/* Controls, picture, explanation: on phones in that order, so switching layers never moves the picture. */}
      <div className="flex flex-col gap-6">
        <div role="group" aria-label={c.switcherLabel} className="grid grid-cols-2 gap-2 lg:grid-cols-1">
          {inventoryLayers.map((l, i) => {
            const active = l.id === layer;
            return (
              <button
                key={l.id}
                type="button"
                aria-pressed={active}
                aria-describedby={active ? descriptionId : undefined}
                onClick={() => {
                  setLayer(l.id);
                  setHovered(null);
                }}
                className={cn(
                  "flex items-center gap-3 rounded-xl border px-3 py-2.5 text-left text-sm font-semibold transition-colors sm:px-4 sm:py-3 sm:text-base",
                  active
                    ? "border-moss-400 bg-moss-400 text-forest-950"
                    : "border-white/15 bg-white/[0.04] text-forest-100 hover:border-white/30 hover:bg-white/10",
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    "grid size-6 shrink-0 place-items-center rounded-full text-xs",
                    active ? "bg-forest-950 text-moss-300" : "bg-white/10 text-forest-100",
                  )}
                >
                  {i + 1}
                </span>
                {c.layers[l.id].label}
              </button>
            );
          })}
        </div>

        <div>
          <div className="flex items-baseline justify-between text-sm">
            <span id={`${descriptionId}-progress`} className="font-semibold text-forest-100">
              {c.progressLabel}
            </span>
            <span className="font-bold text-moss-300 tabular-nums">{formatPercent(current.progressPercent, lang)}</span>
          </div>
          <div
            role="progressbar"
            aria-labelledby={`${descriptionId}-progress`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={current.progressPercent}
            aria-valuetext={formatPercent(current.progressPercent, lang)}
            className="mt-2 h-2.5 overflow-hidden rounded-full bg-white/10"
          >
            <div
              className="h-full rounded-full bg-moss-400 transition-[width] duration-500 ease-out"
              style={{ width: `${current.progressPercent}%` }}
            />
          </div>
        </div>
      </div>

      <figure className="min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <div className="relative overflow-hidden rounded-2xl bg-forest-900 ring-1 ring-white/10">
          <StandMap layer={layer} label={c.mapLabels[layer]} onHover={setHovered} />
          {layer === "inventory" && hovered ? <TreeLabel tree={hovered} copy={c} /> : null}
          <span className="absolute top-3 left-3 rounded-full bg-forest-950/75 px-3 py-1 text-xs font-semibold text-white backdrop-blur">
            {layerCopy.label}
          </span>
        </div>
        <figcaption className="mt-3 text-sm text-forest-200">{c.sample}</figcaption>
      </figure>

      <div className="flex flex-col gap-6">
        <p id={descriptionId} className="leading-relaxed text-forest-100" aria-live="polite">
          <span className="font-semibold text-white">{layerCopy.label}: </span>
          {layerCopy.text}
        </p>

        {showsHealthLegend(layer) ? (
          <div data-testid="health-legend">
            <p className="text-sm font-semibold text-white">{c.legendTitle}</p>
            <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-2 text-sm text-forest-100">
              {healthClasses.map((h) => (
                <li key={h} className="flex items-center gap-2">
                  <span aria-hidden="true" className="size-3 rounded-full ring-1 ring-white/30" style={{ background: healthColours[h] }} />
                  {c.health[h]}
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        {layer === "inventory" ? <InventorySummary copy={c} /> : null}
      </div>
    </div>
  );
}

/** Species counts and mean height of the sample stand, computed from its trees. */
function InventorySummary({ copy: c }: { copy: VisualisationCopy }) {
  const { lang } = useApp();
  const count = demoTrees.length;
  const mean = demoTrees.reduce((sum, t) => sum + t.heightM, 0) / count;
  const format = new Intl.NumberFormat(lang === "de" ? "de-DE" : "en-GB", { maximumFractionDigits: 1 });
  return (
    <dl className="grid grid-cols-2 gap-3 text-sm">
      <div className="rounded-xl bg-white/[0.06] p-3">
        <dt className="text-forest-200">{c.summary.trees}</dt>
        <dd className="mt-1 text-xl font-bold text-white tabular-nums">{count}</dd>
      </div>
      <div className="rounded-xl bg-white/[0.06] p-3">
        <dt className="text-forest-200">{c.summary.height}</dt>
        <dd className="mt-1 text-xl font-bold text-white tabular-nums">
          {format.format(mean)} {c.summary.metres}
        </dd>
      </div>
      <div className="col-span-2 rounded-xl bg-white/[0.06] p-3">
        <dt className="text-forest-200">{c.summary.species}</dt>
        <dd className="mt-2 flex flex-wrap gap-x-4 gap-y-1.5 text-forest-50">
          {allSpecies.map((s) => (
            <span key={s} className="flex items-center gap-2">
              <span aria-hidden="true" className="size-3 rounded-full" style={{ background: speciesColours[s] }} />
              {c.species[s]} <span className="text-forest-200 tabular-nums">{demoTrees.filter((t) => t.species === s).length}</span>
            </span>
          ))}
        </dd>
      </div>
    </dl>
  );
}

function TreeLabel({ tree, copy: c }: { tree: DemoTree; copy: VisualisationCopy }) {
  const left = (tree.x / STAND_WIDTH) * 100;
  const top = (tree.y / STAND_HEIGHT) * 100;
  return (
    <div
      className={cn(
        "pointer-events-none absolute z-10 rounded-lg bg-white px-3 py-2 text-xs text-forest-950 shadow-lift",
        left > 60 ? "-translate-x-[calc(100%+0.75rem)]" : "translate-x-3",
        top > 60 ? "-translate-y-full" : "",
      )}
      style={{ left: `${left}%`, top: `${top}%` }}
    >
      <p className="font-bold">
        {c.summary.tree} {tree.id}
      </p>
      <p>
        {c.species[tree.species]} · {tree.heightM} {c.summary.metres} · {c.health[tree.health]}
      </p>
    </div>
  );
}

/** The sample stand from above, drawn for the selected layer. */
function StandMap({ layer, label, onHover }: { layer: LayerId; label: string; onHover: (tree: DemoTree | null) => void }) {
  const uid = useId().replace(/:/g, "");
  const ground = { satellite: "#32533a", drone: "#44603a", analysis: "#17261c", inventory: "#eef4ec" }[layer];
  return (
    <svg
      viewBox={`0 0 ${STAND_WIDTH} ${STAND_HEIGHT}`}
      className="block aspect-[400/260] w-full"
      role="img"
      aria-label={label}
      onPointerLeave={() => onHover(null)}
    >
      <defs>
        <filter id={`${uid}-blur`} x="-5%" y="-5%" width="110%" height="110%">
          <feGaussianBlur stdDeviation="2.6" />
        </filter>
        <pattern id={`${uid}-pixels`} width="8" height="8" patternUnits="userSpaceOnUse">
          <path d="M8 0H0V8" fill="none" stroke="#0a1f15" strokeOpacity="0.18" strokeWidth="0.6" />
        </pattern>
        <pattern id={`${uid}-grid`} width="40" height="40" patternUnits="userSpaceOnUse">
          <path d="M40 0H0V40" fill="none" stroke="#2a6a46" strokeOpacity="0.12" strokeWidth="0.6" />
        </pattern>
        <radialGradient id={`${uid}-crown`} cx="0.38" cy="0.35" r="0.75">
          <stop offset="0" stopColor="#fff" stopOpacity="0.35" />
          <stop offset="0.6" stopColor="#fff" stopOpacity="0" />
          <stop offset="1" stopColor="#000" stopOpacity="0.25" />
        </radialGradient>
      </defs>

      <rect width={STAND_WIDTH} height={STAND_HEIGHT} fill={ground} />
      {layer === "inventory" ? <rect width={STAND_WIDTH} height={STAND_HEIGHT} fill={`url(#${uid}-grid)`} /> : null}

      {/* Clearing and road */}
      <ellipse
        {...CLEARING}
        fill={layer === "inventory" ? "#f7f3ea" : layer === "analysis" ? "#223428" : "#7d8a4e"}
        opacity={layer === "satellite" ? 0.7 : 1}
      />
      <path
        d={ROAD_PATH}
        fill="none"
        stroke={layer === "inventory" ? "#c9bba3" : layer === "analysis" ? "#2c3d31" : "#b9a98a"}
        strokeWidth={layer === "satellite" ? 9 : 7}
        strokeLinecap="round"
        opacity={layer === "satellite" ? 0.75 : 1}
      />

      {layer === "satellite" ? (
        <>
          <g filter={`url(#${uid}-blur)`}>
            {demoTrees.map((t) => (
              <circle
                key={t.id}
                cx={t.x}
                cy={t.y}
                r={t.r * 1.25}
                fill={t.health === "dead" ? "#6f6a52" : conifer(t.species) ? "#203f2a" : "#3f6a37"}
              />
            ))}
          </g>
          <rect width={STAND_WIDTH} height={STAND_HEIGHT} fill={`url(#${uid}-pixels)`} />
        </>
      ) : null}

      {layer === "drone" ? (
        <>
          <g fill="#0a1f15" opacity="0.35">
            {demoTrees.map((t) => (
              <circle key={t.id} cx={t.x + 2.5} cy={t.y + 2.5} r={t.r} />
            ))}
          </g>
          {demoTrees.map((t) => (
            <g key={t.id}>
              <circle cx={t.x} cy={t.y} r={t.r} fill={t.health === "dead" ? "#8f8470" : speciesColours[t.species]} />
              <circle cx={t.x} cy={t.y} r={t.r} fill={`url(#${uid}-crown)`} />
            </g>
          ))}
        </>
      ) : null}

      {layer === "analysis"
        ? demoTrees.map((t) => (
            <g key={t.id}>
              <circle
                cx={t.x}
                cy={t.y}
                r={t.r}
                fill={healthColours[t.health]}
                fillOpacity="0.35"
                stroke={healthColours[t.health]}
                strokeWidth="1.6"
              />
              {t.health === "dead" ? (
                <path d={`M${t.x - 3.5} ${t.y - 3.5}l7 7m0 -7l-7 7`} stroke={healthColours.dead} strokeWidth="1.6" strokeLinecap="round" />
              ) : (
                <circle cx={t.x} cy={t.y} r="1.3" fill={healthColours[t.health]} />
              )}
            </g>
          ))
        : null}

      {layer === "inventory"
        ? demoTrees.map((t) => (
            <g key={t.id} onPointerEnter={() => onHover(t)} className="cursor-crosshair">
              <circle
                cx={t.x}
                cy={t.y}
                r={t.r}
                fill={speciesColours[t.species]}
                fillOpacity={t.health === "dead" ? 0.25 : 0.85}
                stroke="#0a1f15"
                strokeOpacity="0.5"
                strokeWidth="0.6"
              />
              <text
                x={t.x}
                y={t.y + 2.3}
                textAnchor="middle"
                fontSize="6.4"
                fontWeight="700"
                fill={conifer(t.species) && t.health !== "dead" ? "#fff" : "#0a1f15"}
                aria-hidden="true"
              >
                {t.id}
              </text>
            </g>
          ))
        : null}
    </svg>
  );
}
