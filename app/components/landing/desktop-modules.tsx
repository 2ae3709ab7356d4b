import { useId, useRef, useState } from "react";
import { Chart, Check, Machine, Users } from "~/components/icons";
import { preloadMockups } from "~/components/mockups/island";
import { cn } from "~/lib/cn";
import type { DesktopModule, DesktopModuleId } from "./modules";
import { DesktopScreen } from "./screens";

const icons: Record<DesktopModuleId, (p: { className?: string }) => React.ReactNode> = {
  dashboard: Chart,
  staff: Users,
  machines: Machine,
};

function FeatureList({ features, className }: { features: string[]; className?: string }) {
  return (
    <ul className={cn("grid gap-3", className)}>
      {features.map((f) => (
        <li key={f} className="flex gap-3">
          <span className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-forest-100 text-forest-700">
            <Check className="size-3.5" />
          </span>
          <span className="leading-snug text-forest-900">{f}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The three desktop modules of the control centre (each a card: title, description, screen,
 * feature list) as tabs, one screen at a time so the page stays light.
 * "side": tabs as cards beside the screen (/forstmanagement); "top": a segmented bar (/instagram).
 * Arrow keys, Home and End move between tabs, as the WAI-ARIA tabs pattern asks.
 */
export function ModuleTabs({ layout, modules, label }: { layout: "side" | "top"; modules: readonly DesktopModule[]; label: string }) {
  const [active, setActive] = useState(0);
  const base = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = modules[active] ?? modules[0]!;
  const side = layout === "side";

  function onKeyDown(e: React.KeyboardEvent) {
    const last = modules.length - 1;
    const forward = e.key === "ArrowRight" || e.key === "ArrowDown";
    const back = e.key === "ArrowLeft" || e.key === "ArrowUp";
    const next = forward
      ? active === last
        ? 0
        : active + 1
      : back
        ? active === 0
          ? last
          : active - 1
        : e.key === "Home"
          ? 0
          : e.key === "End"
            ? last
            : null;
    if (next === null) return;
    e.preventDefault();
    setActive(next);
    tabs.current[next]?.focus();
  }

  const tablist = (
    <div
      role="tablist"
      onPointerEnter={preloadMockups}
      onFocus={preloadMockups}
      aria-label={label}
      aria-orientation={side ? "vertical" : "horizontal"}
      className={side ? "grid gap-3 sm:grid-cols-3 lg:grid-cols-1" : "flex flex-wrap gap-2 sm:justify-center"}
    >
      {modules.map((m, i) => {
        const Icon = icons[m.id];
        const selected = i === active;
        return (
          <button
            key={m.id}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${m.id}`}
            aria-selected={selected}
            aria-controls={`${base}-panel`}
            tabIndex={selected ? 0 : -1}
            onClick={() => setActive(i)}
            onKeyDown={onKeyDown}
            className={
              side
                ? cn(
                    "flex items-start gap-4 rounded-2xl p-4 text-left transition sm:p-5",
                    selected ? "bg-white shadow-card ring-1 ring-forest-900/10" : "hover:bg-white/60",
                  )
                : cn(
                    "inline-flex h-11 items-center gap-2 rounded-full px-5 text-sm font-semibold transition-colors",
                    selected ? "bg-forest-950 text-white" : "bg-white text-forest-800 ring-1 ring-forest-900/10 hover:bg-forest-50",
                  )
            }
          >
            {side ? (
              <>
                <span
                  className={cn(
                    "grid size-11 shrink-0 place-items-center rounded-xl transition-colors",
                    selected ? "bg-forest-950 text-moss-300" : "bg-forest-100 text-forest-700",
                  )}
                >
                  <Icon className="size-5" />
                </span>
                <span>
                  <span className="block font-semibold tracking-tight text-forest-950">{m.label}</span>
                  <span className="mt-0.5 block text-sm leading-snug text-forest-800/75">{m.tagline}</span>
                </span>
              </>
            ) : (
              <>
                <Icon className="size-4" />
                {m.label}
              </>
            )}
          </button>
        );
      })}
    </div>
  );

  const panelProps = {
    role: "tabpanel",
    id: `${base}-panel`,
    "aria-labelledby": `${base}-tab-${current.id}`,
  } as const;

  if (side) {
    return (
      <div className="mt-14 grid gap-8 lg:grid-cols-12 lg:gap-12">
        <div className="lg:col-span-4">{tablist}</div>
        <div {...panelProps} className="lg:col-span-8">
          <DesktopScreen key={current.id} module={current} />
          <div className="mt-8 grid gap-6 sm:grid-cols-2 sm:gap-10">
            <div>
              <h3 className="text-xl leading-snug font-bold tracking-tight text-balance">{current.title}</h3>
              <p className="mt-3 leading-relaxed text-forest-800/80">{current.description}</p>
            </div>
            <FeatureList features={current.features} className="content-start sm:pt-1" />
          </div>
        </div>
      </div>
    );
  }

  return (
    <div className="mt-12 sm:mt-14">
      {tablist}
      <div {...panelProps} className="mt-10 grid items-center gap-10 lg:grid-cols-12 lg:gap-14">
        <div className="lg:col-span-4">
          <h3 className="text-2xl leading-tight font-bold tracking-tight text-balance">{current.title}</h3>
          <p className="mt-4 leading-relaxed text-forest-800/80">{current.description}</p>
          <FeatureList features={current.features} className="mt-6" />
        </div>
        <div className="lg:col-span-8">
          <DesktopScreen key={current.id} module={current} />
        </div>
      </div>
    </div>
  );
}
