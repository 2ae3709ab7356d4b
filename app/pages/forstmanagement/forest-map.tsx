import { cn } from "~/lib/cn";

const blob = "M240 60c70 0 150 40 170 110s-10 150-70 190-150 50-210 10S40 250 60 180 170 60 240 60Z";
const hill = "M120 330c30-10 60 0 80 25s10 60-25 70-85 0-95-35 10-50 40-60Z";

/**
 * Decorative hero picture for /forstmanagement: contour lines of a forest, compartment
 * boundaries, a route to the job site and its pin. Self-drawn SVG, no request, no text
 * a screen reader would need.
 */
export function ForestMap({ className }: { className?: string }) {
  return (
    <div className={cn("relative mx-auto aspect-square w-full max-w-[30rem]", className)} aria-hidden="true">
      <div className="absolute inset-8 rounded-full bg-moss-400/10 blur-3xl" />
      <svg viewBox="0 0 480 480" className="relative h-full w-full" fill="none">
        <defs>
          <radialGradient id="fm-fade" cx="50%" cy="50%" r="50%">
            <stop offset="60%" stopColor="#fff" />
            <stop offset="100%" stopColor="#fff" stopOpacity="0" />
          </radialGradient>
          <mask id="fm-mask">
            <rect width="480" height="480" fill="url(#fm-fade)" />
          </mask>
        </defs>
        <g mask="url(#fm-mask)">
          {[1, 0.82, 0.64, 0.46, 0.28].map((s) => (
            <path
              key={s}
              d={blob}
              transform={`translate(${240 * (1 - s)} ${220 * (1 - s)}) scale(${s})`}
              stroke="#c2dfcc"
              strokeOpacity={0.16 + (1 - s) * 0.22}
              strokeWidth={1.4 / s}
            />
          ))}
          {[1, 0.7, 0.4].map((s) => (
            <path
              key={s}
              d={hill}
              transform={`translate(${160 * (1 - s)} ${380 * (1 - s)}) scale(${s})`}
              stroke="#c2dfcc"
              strokeOpacity="0.22"
              strokeWidth={1.2 / s}
            />
          ))}
          {/* compartment boundaries */}
          <path
            d="M30 300 190 250 260 120 300 20M190 250l160 70 110-40M260 120l170 30"
            stroke="#bce35a"
            strokeOpacity="0.35"
            strokeWidth="1.5"
            strokeDasharray="6 7"
          />
          {/* forest road */}
          <path
            d="M0 420c80-30 120-10 170-60s90-80 160-70 110-40 150-80"
            stroke="#f2eee8"
            strokeOpacity="0.28"
            strokeWidth="7"
            strokeLinecap="round"
          />
        </g>
        {/* route to the job site */}
        <path
          d="M110 372c40-40 70-50 110-80s40-70 70-100 50-20 60-40"
          stroke="#d1ee8a"
          strokeWidth="3"
          strokeLinecap="round"
          strokeDasharray="2 9"
        />
        <circle cx="110" cy="372" r="7" fill="#0a1f15" stroke="#d1ee8a" strokeWidth="3" />
        <circle cx="350" cy="152" r="30" fill="#bce35a" fillOpacity="0.14" />
        <path d="M350 100c-16 0-28 12-28 27 0 20 28 45 28 45s28-25 28-45c0-15-12-27-28-27Z" fill="#bce35a" />
        <circle cx="350" cy="127" r="9" fill="#0a1f15" />
      </svg>
    </div>
  );
}
