import type { CascadeKind } from "./copy";
import { cn } from "~/lib/cn";

export interface CascadeStep {
  kind: CascadeKind;
  system: string;
  title: string;
  text: string;
  handoff: { to: string; data: string };
}

/** Colour of a step's system chip: planning system, the hub, the crews' app, back office. */
const chipTones: Record<CascadeKind, string> = {
  erp: "bg-bark-100 text-bark-700",
  hub: "bg-moss-300 text-forest-950",
  app: "bg-forest-100 text-forest-800",
  office: "bg-amber-glow/30 text-bark-700",
};

/** On wide screens each step sits a little lower than the one before: the order cascades down. */
const offsets = ["", "lg:mt-8", "lg:mt-16", "lg:mt-24", "lg:mt-32"];

/**
 * The integration cascade, told with the example "Jungwaldpflege": one order's way from
 * planning through the hub and the crews' app back to invoicing, as numbered, connected steps,
 * each naming the data it hands on and the system that receives it.
 */
export function Cascade({
  steps,
  labelledBy,
  handoffLabel,
}: {
  steps: readonly CascadeStep[];
  labelledBy: string;
  /** Read out before the receiving system ("weiter an"), where the eye sees an arrow. */
  handoffLabel: string;
}) {
  return (
    <ol aria-labelledby={labelledBy} className="relative grid gap-4 lg:grid-cols-5 lg:items-start lg:gap-5">
      {steps.map((step, i) => (
        <li key={step.title} className={cn("relative pl-14 lg:pl-0", offsets[i % offsets.length])}>
          {/* Connector to the next step: vertical on phones, a diagonal arrow on wide screens. */}
          {i < steps.length - 1 ? (
            <>
              <span aria-hidden="true" className="absolute top-11 bottom-[-1rem] left-5 w-px bg-forest-300 lg:hidden" />
              <svg
                aria-hidden="true"
                viewBox="0 0 40 40"
                className="absolute top-10 -right-5 z-10 hidden size-6 text-forest-400 lg:block"
                fill="none"
                stroke="currentColor"
                strokeWidth="3"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d="M6 10c14 0 24 8 26 20M24 26l8 6 4-10" />
              </svg>
            </>
          ) : null}
          <span
            aria-hidden="true"
            className="absolute top-0 left-0 grid size-10 place-items-center rounded-full bg-forest-900 text-sm font-bold text-moss-300 ring-4 ring-white lg:hidden"
          >
            {i + 1}
          </span>
          <div className="rounded-2xl border border-forest-900/8 bg-white p-5 shadow-card">
            <div className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className="hidden size-7 shrink-0 place-items-center rounded-full bg-forest-900 text-xs font-bold text-moss-300 lg:grid"
              >
                {i + 1}
              </span>
              <span className={cn("rounded-full px-2.5 py-0.5 text-xs font-semibold", chipTones[step.kind])}>{step.system}</span>
            </div>
            <h4 className="mt-3 font-semibold tracking-tight">{step.title}</h4>
            <p className="mt-1.5 text-sm leading-relaxed text-forest-800/80">{step.text}</p>
            {/* What travels on: the data passed to the next system. */}
            <p className="mt-4 border-t border-dashed border-forest-300 pt-3 text-xs leading-relaxed text-forest-800">
              <span className="flex items-center gap-1.5 font-semibold text-forest-700">
                <span aria-hidden="true">→</span>
                <span className="sr-only">{handoffLabel}</span>
                {step.handoff.to}
              </span>
              <span className="mt-1 block rounded-md bg-forest-50 px-2 py-1 font-mono text-[0.6875rem] text-forest-900">
                {step.handoff.data}
              </span>
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
