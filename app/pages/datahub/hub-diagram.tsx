import type { DatahubIcon } from "./copy";
import { LogoMark } from "~/components/icons";
import { DatahubIconFor } from "./icons";

/** Positions of the system nodes around the hub, in percent of the square (a hexagon, top first). */
const RADIUS = 37;
function position(i: number, count: number) {
  const angle = (-90 + (360 / count) * i) * (Math.PI / 180);
  return { x: 50 + RADIUS * Math.cos(angle), y: 50 + RADIUS * Math.sin(angle) };
}
const round = (n: number) => Math.round(n * 100) / 100;

/**
 * The hero illustration: the DataHub at the centre, the system kinds around it. Drawn with
 * HTML and one inline SVG for the spokes, so text stays crisp at every width and nothing loads.
 */
export function HubDiagram({
  label,
  hubName,
  appName,
  systems,
}: {
  label: string;
  hubName: string;
  appName: string;
  systems: readonly { icon: DatahubIcon; short: string }[];
}) {
  const points = systems.map((_, i) => position(i, systems.length));
  return (
    <div role="img" aria-label={label} className="relative mx-auto aspect-square w-full max-w-[32rem]">
      <svg viewBox="0 0 100 100" className="absolute inset-0 size-full" aria-hidden="true">
        <circle cx="50" cy="50" r={RADIUS} fill="none" stroke="rgb(209 238 138 / 0.14)" strokeWidth="0.3" />
        <circle cx="50" cy="50" r={RADIUS * 0.55} fill="none" stroke="rgb(209 238 138 / 0.1)" strokeWidth="0.3" />
        {points.map((p, i) => (
          <line
            key={i}
            x1="50"
            y1="50"
            x2={round(p.x)}
            y2={round(p.y)}
            stroke="rgb(188 227 90 / 0.55)"
            strokeWidth="0.45"
            strokeDasharray="1.4 1.2"
          />
        ))}
        {points.map((p, i) => (
          <circle key={i} cx={round(50 + (p.x - 50) * 0.55)} cy={round(50 + (p.y - 50) * 0.55)} r="0.9" fill="#bce35a" />
        ))}
      </svg>
      <div className="absolute top-1/2 left-1/2 flex w-[34%] -translate-x-1/2 -translate-y-1/2 flex-col items-center gap-1.5 rounded-3xl border border-moss-400/40 bg-forest-900/90 px-3 py-4 text-center shadow-[0_0_60px_-10px_rgb(188_227_90/0.45)] sm:py-5">
        <LogoMark className="size-8 text-moss-400 sm:size-10" />
        <span className="text-sm leading-tight font-bold sm:text-lg">{hubName}</span>
        <span className="text-[0.625rem] font-semibold tracking-[0.14em] text-moss-300 uppercase sm:text-xs">{appName}</span>
      </div>
      {systems.map((system, i) => {
        const p = points[i]!;
        return (
          <div
            key={system.short}
            className="absolute flex w-[29%] -translate-x-1/2 -translate-y-1/2 flex-col items-center gap-1 rounded-2xl border border-white/12 bg-forest-950/85 px-1.5 py-2 text-center backdrop-blur-sm sm:gap-1.5 sm:py-3"
            style={{ left: `${round(p.x)}%`, top: `${round(p.y)}%` }}
          >
            <span className="grid size-7 place-items-center rounded-lg bg-moss-400/15 text-moss-300 sm:size-9">
              <DatahubIconFor name={system.icon} className="size-4 sm:size-5" />
            </span>
            <span className="text-[0.6875rem] leading-tight font-semibold text-forest-50 sm:text-sm">{system.short}</span>
          </div>
        );
      })}
    </div>
  );
}
