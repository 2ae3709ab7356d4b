import { Chart, Headset, Layers, LogoMark, MapIcon, Monitor, Tree } from "~/components/icons";
import { fieldsOfWork, type FieldOfWork } from "~/features/forms";
import type { CareerCopy } from "./copy";

const icons: Record<FieldOfWork, (p: { className?: string }) => React.ReactNode> = {
  software: Monitor,
  "data-ai": Chart,
  gis: MapIcon,
  forestry: Tree,
  customers: Headset,
  design: Layers,
};

/** Where each field sits around the centre, in per cent of the picture: a hexagon, starting at the top. */
const spots: [number, number][] = [
  [50, 9],
  [86, 30],
  [86, 70],
  [50, 91],
  [14, 70],
  [14, 30],
];

/**
 * The career page's hero picture: the six fields of work around one team, as a diagram. Drawn on
 * the server and never hydrated (lazyStatic), so it adds nothing to the page's first load.
 */
export default function HeroFields({ copy, fields }: { copy: CareerCopy["heroVisual"]; fields: CareerCopy["fields"]["items"] }) {
  return (
    <figure className="relative mx-auto aspect-[520/460] w-full max-w-[33rem]" aria-label={copy.label}>
      <svg viewBox="0 0 520 460" aria-hidden="true" className="absolute inset-0 size-full">
        <defs>
          <radialGradient id="hero-fields-glow">
            <stop offset="0" stopColor="rgb(188 227 90)" stopOpacity="0.3" />
            <stop offset="1" stopColor="rgb(188 227 90)" stopOpacity="0" />
          </radialGradient>
        </defs>
        <circle cx="260" cy="230" r="170" fill="url(#hero-fields-glow)" />
        <circle cx="260" cy="230" r="150" fill="none" stroke="rgb(255 255 255 / 0.1)" strokeDasharray="3 7" />
        <polygon
          points={spots.map(([px, py]) => `${(px / 100) * 520},${(py / 100) * 460}`).join(" ")}
          fill="none"
          stroke="rgb(188 227 90 / 0.22)"
          strokeWidth="1.2"
        />
        <g stroke="rgb(188 227 90 / 0.4)" strokeWidth="1.4" strokeDasharray="2 5" strokeLinecap="round">
          {spots.map(([px, py]) => (
            <line key={`${px}-${py}`} x1="260" y1="230" x2={(px / 100) * 520} y2={(py / 100) * 460} />
          ))}
        </g>
      </svg>
      <div className="absolute top-1/2 left-1/2 grid size-36 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full border border-moss-300/30 bg-forest-900 text-center shadow-lift">
        <div>
          <span className="mx-auto grid size-10 place-items-center rounded-xl bg-moss-400 text-forest-950">
            <LogoMark className="size-6" />
          </span>
          <p className="mt-2 font-semibold text-white">{copy.centre}</p>
          <p className="text-xs text-forest-200">{copy.centreNote}</p>
        </div>
      </div>
      <ul>
        {fieldsOfWork.map((key, index) => {
          const Icon = icons[key];
          const [left, top] = spots[index] ?? [50, 50];
          return (
            <li
              key={key}
              className="absolute flex w-44 -translate-x-1/2 -translate-y-1/2 items-center gap-2.5 rounded-2xl border border-white/12 bg-forest-950/90 px-3 py-2.5 shadow-card"
              style={{ left: `${left}%`, top: `${top}%` }}
            >
              <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-moss-400/15 text-moss-300 [&>svg]:size-4.5">
                <Icon />
              </span>
              <span className="text-sm leading-tight font-medium text-forest-50 hyphens-auto">{fields[key].title}</span>
            </li>
          );
        })}
      </ul>
    </figure>
  );
}
