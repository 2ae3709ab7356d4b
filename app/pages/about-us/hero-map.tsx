import { LogoMark } from "~/components/icons";

export interface HeroMapCopy {
  /** What the map shows, for screen readers. */
  label: string;
  place: string;
  region: string;
  northSea: string;
  balticSea: string;
  productsTitle: string;
  products: string[];
}

/** The map's frame: longitude 8.2–12.6° E, latitude 52.9–55.0° N, at the scale of 54° N (1° east ≈ 0.59° north). */
const W = 520;
const H = 420;
const x = (lon: number) => Math.round((lon - 8.2) * (W / 4.4));
const y = (lat: number) => Math.round((55 - lat) * (H / 2.1));
function points(coords: number[]): string {
  const out: string[] = [];
  for (let i = 0; i + 1 < coords.length; i += 2) out.push(`${x(coords[i] ?? 0)},${y(coords[i + 1] ?? 0)}`);
  return out.join(" ");
}

/** Northern Germany's coast from the Jade to the Darß, simplified; the land closes along the frame's bottom. */
const land = [
  8.2, 53.5, 8.3, 53.42, 8.45, 53.55, 8.55, 53.62, 8.5, 53.72, 8.55, 53.83, 8.7, 53.88, 8.95, 53.92, 8.85, 54.0, 8.83, 54.13, 8.95, 54.25,
  8.65, 54.27, 8.6, 54.33, 8.7, 54.4, 9.0, 54.45, 8.85, 54.6, 8.7, 54.75, 8.62, 54.91, 8.6, 55.0, 9.55, 55.0, 9.75, 54.9, 9.45, 54.83, 9.43,
  54.79, 9.6, 54.83, 9.95, 54.78, 10.03, 54.75, 10.0, 54.65, 9.95, 54.55, 9.85, 54.47, 10.05, 54.48, 10.15, 54.35, 10.2, 54.43, 10.4, 54.43,
  10.7, 54.33, 11.05, 54.38, 11.1, 54.2, 10.8, 54.1, 10.85, 53.98, 11.0, 54.0, 11.2, 54.0, 11.45, 53.9, 11.5, 54.0, 11.7, 54.1, 11.75,
  54.15, 12.08, 54.18, 12.3, 54.25, 12.45, 54.38, 12.6, 54.43, 12.6, 52.9, 8.2, 52.9,
];
const islands = [
  [11.0, 54.45, 11.1, 54.53, 11.3, 54.5, 11.3, 54.42, 11.1, 54.4],
  [8.29, 54.75, 8.33, 54.92, 8.4, 55.0, 8.44, 55.0, 8.37, 54.9, 8.35, 54.76],
  [8.45, 54.69, 8.53, 54.74, 8.6, 54.71, 8.53, 54.67],
];
const rivers = [
  [12.1, 52.9, 11.6, 53.05, 11.0, 53.2, 10.6, 53.38, 10.2, 53.45, 10.0, 53.54, 9.7, 53.57, 9.4, 53.72, 9.15, 53.85, 8.95, 53.9],
  [8.95, 52.9, 8.8, 53.08, 8.55, 53.3, 8.5, 53.55],
  [10.69, 53.87, 10.87, 53.96],
];
/** Larger forests (Sachsenwald, Segeberger Forst, Lüneburger Heide, Göhrde, Hüttener Berge, Rostocker Heide …) as soft patches. */
const forests: [number, number, number][] = [
  [10.38, 53.56, 1.2],
  [10.45, 53.64, 0.8],
  [10.25, 53.95, 1],
  [10.0, 53.12, 1.6],
  [10.85, 53.12, 1.1],
  [9.75, 54.38, 0.9],
  [12.25, 54.2, 0.9],
  [10.8, 53.66, 1],
  [11.7, 53.4, 1.3],
  [9.3, 53.25, 1.2],
  [9.6, 54.1, 0.8],
];
/** One forest patch: a few crowns around its centre. */
const trees: [number, number][] = [
  [0, 0],
  [9, -4],
  [-9, 3],
  [4, 8],
  [-5, -8],
  [13, 6],
  [-14, -3],
];
const cities: [string, number, number, "left" | "right" | "below"][] = [
  ["Hamburg", 10.0, 53.55, "left"],
  ["Lübeck", 10.69, 53.87, "right"],
  ["Kiel", 10.13, 54.32, "left"],
  ["Bremen", 8.8, 53.08, "right"],
  ["Schwerin", 11.41, 53.63, "right"],
  ["Rostock", 12.1, 54.09, "below"],
  ["Flensburg", 9.43, 54.78, "below"],
  ["Lüneburg", 10.41, 53.25, "right"],
];
const home = { x: x(10.24), y: y(53.675) };

/**
 * The about page's hero picture: a stylised map of northern Germany with the company's home,
 * Ahrensburg near Hamburg, and the products made there. Drawn on the server and never hydrated
 * (lazyStatic), so it adds nothing to the page's first load.
 */
export default function HeroMap({ copy }: { copy: HeroMapCopy }) {
  return (
    <div className="relative mx-auto w-full max-w-[34rem]">
      <div className="relative aspect-[520/420]">
        <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={copy.label} className="absolute inset-0 size-full">
          <defs>
            <radialGradient id="hero-map-glow">
              <stop offset="0" stopColor="rgb(188 227 90)" stopOpacity="0.45" />
              <stop offset="1" stopColor="rgb(188 227 90)" stopOpacity="0" />
            </radialGradient>
            <radialGradient id="hero-map-edge" cx="0.5" cy="0.45" r="0.62">
              <stop offset="0.7" stopColor="white" />
              <stop offset="1" stopColor="white" stopOpacity="0" />
            </radialGradient>
          </defs>
          <mask id="hero-map-fade">
            <rect width={W} height={H} fill="url(#hero-map-edge)" />
          </mask>
          <g mask="url(#hero-map-fade)">
            <polygon points={points(land)} fill="rgb(255 255 255 / 0.06)" />
            <polyline
              points={points(land.slice(0, -4))}
              fill="none"
              stroke="rgb(188 227 90 / 0.4)"
              strokeWidth="1.2"
              strokeLinejoin="round"
            />
            {islands.map((island) => (
              <polygon
                key={island[0]}
                points={points(island)}
                fill="rgb(255 255 255 / 0.06)"
                stroke="rgb(188 227 90 / 0.4)"
                strokeWidth="1.2"
                strokeLinejoin="round"
              />
            ))}
            <g fill="rgb(150 210 140 / 0.22)">
              {forests.flatMap(([lon, lat, size]) =>
                trees.map(([dx, dy]) => (
                  <circle key={`${lon}-${lat}-${dx}-${dy}`} cx={x(lon) + dx * size} cy={y(lat) + dy * size} r={3.2 * Math.min(size, 1.2)} />
                )),
              )}
            </g>
            <g fill="none" stroke="rgb(150 200 230 / 0.35)" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
              {rivers.map((river) => (
                <polyline key={river[0]} points={points(river)} />
              ))}
            </g>
          </g>
          <g fontSize="13" fontStyle="italic" fill="rgb(190 215 200 / 0.55)" letterSpacing="2">
            <text x={x(8.3)} y={y(54.55)}>
              {copy.northSea}
            </text>
            <text x={x(11.75)} y={y(54.35)}>
              {copy.balticSea}
            </text>
          </g>
          <g fontSize="12.5" fill="rgb(220 235 225 / 0.8)">
            {cities.map(([name, lon, lat, side]) => (
              <g key={name}>
                <circle cx={x(lon)} cy={y(lat)} r="3" fill="rgb(220 235 225 / 0.75)" />
                <text
                  x={x(lon) + (side === "left" ? -8 : side === "right" ? 8 : 0)}
                  y={y(lat) + (side === "below" ? 18 : 4)}
                  textAnchor={side === "left" ? "end" : side === "right" ? "start" : "middle"}
                >
                  {name}
                </text>
              </g>
            ))}
          </g>
          <circle cx={home.x} cy={home.y} r="46" fill="url(#hero-map-glow)" />
          <circle cx={home.x} cy={home.y} r="17" fill="none" stroke="rgb(188 227 90 / 0.5)" strokeWidth="1.5" />
          <circle cx={home.x} cy={home.y} r="7" fill="rgb(188 227 90)" stroke="rgb(10 31 21)" strokeWidth="2.5" />
          <text x={home.x + 14} y={home.y - 10} fontSize="14" fontWeight="700" fill="rgb(188 227 90)">
            Ahrensburg
          </text>
        </svg>
        <div className="absolute top-0 right-0 flex items-center gap-3 rounded-2xl border border-white/12 bg-forest-950/80 px-4 py-3 shadow-lift">
          <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-moss-400 text-forest-950">
            <LogoMark className="size-5" />
          </span>
          <span className="leading-tight">
            <span className="block font-semibold text-white">{copy.place}</span>
            <span className="block text-sm text-forest-200">{copy.region}</span>
          </span>
        </div>
      </div>
      <div className="mt-6 rounded-2xl border border-white/10 bg-white/[0.04] p-4">
        <p className="text-xs font-semibold tracking-[0.14em] text-moss-300 uppercase">{copy.productsTitle}</p>
        <ul className="mt-3 flex flex-wrap gap-2">
          {copy.products.map((product) => (
            <li key={product} className="rounded-full bg-white/[0.08] px-3 py-1 text-sm font-medium text-forest-100">
              {product}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
