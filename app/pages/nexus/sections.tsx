import { Link } from "react-router";
import { ArrowRight, Chart, Check, Drone, Euro, Leaf, Monitor, Shield, Tree } from "~/components/icons";
import { IconCard } from "~/components/marketing/icon-card";
import { Badge } from "~/components/ui/badge";
import { Section, SectionHeading } from "~/components/ui/section";
import { paths } from "~/config/pages";
import { cn } from "~/lib/cn";
import type { Anchors } from "./anchors";
import type { NexusCopy, NexusPageCopy } from "./copy";

export { HeroPreview } from "./hero-preview";

/** Cards on phones: icon beside the title instead of above it, less padding (the page stays shorter). */
const compactOnPhones =
  "max-sm:grid max-sm:grid-cols-[2.75rem_1fr] max-sm:items-center max-sm:gap-x-4 max-sm:p-5 max-sm:[&>div]:col-span-2 max-sm:[&>p]:col-span-2 max-sm:[&>div:first-child]:col-span-1 max-sm:[&>div:first-child]:mb-0";

const foundationIcons = { erp: Monitor, inventory: Drone, mrv: Shield } as const;
const pillarIcons = { carbon: Leaf, esg: Chart, ecosystem: Tree } as const;

/** Figures: CO₂ potential, phases and pillars, straight from the facts module. */
export function Figures({ copy, anchors }: { copy: NexusCopy["figures"]; anchors: Anchors }) {
  return (
    <Section id={anchors.features} labelledBy={`${anchors.features}-title`}>
      <SectionHeading id={`${anchors.features}-title`} eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <dl className="mt-12 grid gap-5 md:grid-cols-3">
        {copy.items.map((item) => (
          <div
            key={item.id}
            data-figure={item.id}
            className={cn(
              "flex flex-col rounded-2xl p-5 sm:p-7",
              item.id === "co2" ? "bg-forest-950 text-white" : "border border-forest-900/8 bg-forest-50",
            )}
          >
            <dt className={cn("order-2 mt-2 text-lg font-semibold", item.id === "co2" ? "text-moss-300" : "text-forest-800")}>
              {item.label}
            </dt>
            <dd className="order-1 text-4xl font-bold tracking-tight tabular-nums sm:text-6xl">{item.value}</dd>
            <dd className={cn("order-3 mt-3 leading-relaxed", item.id === "co2" ? "text-forest-100" : "text-forest-800/85")}>
              {item.text}
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

/** The foundation (ERP, AI forest inventory, MRV) beside a diagram of the whole structure. */
export function Foundation({ copy, pillars, anchors }: { copy: NexusCopy["foundation"]; pillars: NexusCopy["pillars"]; anchors: Anchors }) {
  return (
    <Section id={anchors.foundation} tone="bark" labelledBy={`${anchors.foundation}-title`}>
      <div className="grid items-start gap-12 lg:grid-cols-[1.1fr_1fr] lg:gap-16">
        <div>
          <SectionHeading id={`${anchors.foundation}-title`} eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
          <ul className="mt-10 space-y-4">
            {copy.items.map((item) => {
              const Icon = foundationIcons[item.id];
              return (
                <li key={item.id} className="flex gap-4 rounded-2xl border border-forest-900/8 bg-white p-5 shadow-card sm:p-6">
                  <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-forest-100 text-forest-700">
                    <Icon className="size-6" />
                  </span>
                  <div>
                    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                      <h3 className="text-lg font-semibold tracking-tight">{item.title}</h3>
                      <Badge kind={item.id === "inventory" ? "soon" : "neutral"} className="normal-case">
                        {item.tag}
                      </Badge>
                    </div>
                    <p className="mt-2 leading-relaxed text-forest-800/85">{item.text}</p>
                    {item.link ? (
                      <Link
                        to={item.link.to}
                        className="mt-3 inline-flex items-center gap-1.5 font-semibold text-forest-700 underline-offset-4 hover:underline"
                      >
                        {item.link.label}
                        <ArrowRight className="size-4" />
                      </Link>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
        <StructureDiagram foundation={copy} pillars={pillars} />
      </div>
    </Section>
  );
}

/** Roof, three pillars, foundation: how the parts of Nexus carry each other. */
function StructureDiagram({ foundation, pillars }: { foundation: NexusCopy["foundation"]; pillars: NexusCopy["pillars"] }) {
  const { diagram } = foundation;
  return (
    // Phones get the list beside it only: the picture repeats it, and the page stays short.
    <figure className="hidden lg:sticky lg:top-28 lg:block">
      <div aria-hidden="true" className="relative isolate overflow-hidden rounded-3xl bg-forest-950 p-5 text-white shadow-lift sm:p-8">
        <div className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_80%_60%_at_50%_0%,rgb(59_133_90/0.5),transparent_65%)]" />
        <div className="grain pointer-events-none absolute inset-0 -z-10" />
        {/* Roof */}
        <div className="mx-auto flex h-24 items-end justify-center bg-moss-400 px-6 pb-3 text-center text-forest-950 [clip-path:polygon(50%_0,100%_78%,100%_100%,0_100%,0_78%)] sm:h-28">
          <span className="flex items-center gap-2 text-sm font-bold sm:text-base">
            <Euro className="size-5" />
            {diagram.roof}
          </span>
        </div>
        {/* Pillars */}
        <div className="mx-3 grid grid-cols-3 gap-3 sm:mx-6 sm:gap-5">
          {pillars.items.map((pillar) => {
            const Icon = pillarIcons[pillar.id];
            return (
              <div key={pillar.id} className="flex flex-col items-center">
                <div className="h-2.5 w-full rounded-b-sm bg-forest-200/90" />
                <div className="flex h-44 w-[90%] flex-col sm:w-[78%] items-center justify-between bg-[linear-gradient(90deg,rgb(255_255_255/0.16),rgb(255_255_255/0.05)_45%,rgb(255_255_255/0.12))] py-4 ring-1 ring-white/10 sm:h-52">
                  <Icon className="size-6 text-moss-300" />
                  <span className="px-0.5 text-center text-[0.65rem] leading-tight font-semibold sm:text-sm">{pillar.short}</span>
                </div>
                <div className="h-2.5 w-full rounded-t-sm bg-forest-200/90" />
              </div>
            );
          })}
        </div>
        {/* Foundation */}
        <div className="rounded-xl bg-forest-800 p-3 ring-1 ring-white/10 sm:p-4">
          <p className="mb-2.5 text-center text-[0.7rem] font-semibold tracking-[0.14em] text-moss-300 uppercase">{diagram.base}</p>
          <div className="grid grid-cols-3 gap-2 sm:gap-3">
            {foundation.items.map((item) => {
              const Icon = foundationIcons[item.id];
              return (
                <div
                  key={item.id}
                  className="flex flex-col items-center gap-1.5 rounded-lg bg-white/8 px-1.5 py-3 text-center text-[0.7rem] leading-tight font-semibold [overflow-wrap:anywhere] sm:text-sm"
                >
                  <Icon className="size-5 text-moss-300" />
                  {item.title.replace(/^ERP: /, "")}
                </div>
              );
            })}
          </div>
        </div>
      </div>
      <figcaption className="mt-4 text-sm text-forest-800/80">{diagram.caption}</figcaption>
    </figure>
  );
}

/** The three monetisation routes, with the note that all income figures are potential. */
export function Pillars({ copy, anchors }: { copy: NexusCopy["pillars"]; anchors: Anchors }) {
  return (
    <Section id={anchors.pillars} tone="dark" labelledBy={`${anchors.pillars}-title`} className="relative isolate overflow-hidden">
      <SectionHeading id={`${anchors.pillars}-title`} eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} tone="dark" />
      <div className="mt-12 grid gap-5 md:grid-cols-3">
        {copy.items.map((item) => {
          const Icon = pillarIcons[item.id];
          return (
            <IconCard key={item.id} icon={<Icon />} title={item.title} tone="dark" highlight={item.highlight} className={compactOnPhones}>
              <p>{item.text}</p>
            </IconCard>
          );
        })}
      </div>
      <p className="mt-10 max-w-4xl border-l-2 border-moss-400/60 pl-4 text-sm leading-relaxed text-forest-200">{copy.disclaimer}</p>
    </Section>
  );
}

/** The 5 phases as a list, each with its span on a shared year axis. */
export function Roadmap({ copy, roadmap, anchors }: { copy: NexusCopy["roadmap"]; roadmap: NexusPageCopy["roadmap"]; anchors: Anchors }) {
  const { phases, axis: labels } = roadmap;
  // One column per axis year plus an open column for what runs on (the last label).
  const columns = labels.length;
  const span = (from: number, to: number | "open") => {
    const end = to === "open" ? columns : to + 1;
    return { left: `${(from / columns) * 100}%`, width: `${((end - from) / columns) * 100}%` };
  };
  const axis = (className: string) => (
    <div
      aria-hidden="true"
      className={cn("grid text-xs font-medium text-forest-700", className)}
      style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
    >
      {labels.map((label) => (
        <span key={label} className="border-l border-forest-900/15 pl-1.5">
          {label}
        </span>
      ))}
    </div>
  );
  return (
    <Section id={anchors.roadmap} labelledBy={`${anchors.roadmap}-title`}>
      <SectionHeading id={`${anchors.roadmap}-title`} eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <div className="mt-12 lg:grid lg:grid-cols-[minmax(0,24rem)_1fr] lg:gap-10">
        <div />
        {axis("mb-3 hidden lg:grid")}
      </div>
      <ol className="space-y-4 lg:space-y-0 lg:divide-y lg:divide-forest-900/8 lg:border-y lg:border-forest-900/8">
        {phases.map((phase, index) => (
          <li
            key={phase.id}
            data-phase={phase.id}
            className="rounded-2xl border border-forest-900/8 bg-bark-50 p-5 lg:grid lg:grid-cols-[minmax(0,24rem)_1fr] lg:items-center lg:gap-10 lg:rounded-none lg:border-0 lg:bg-transparent lg:px-0 lg:py-6"
          >
            <div className="flex gap-4">
              <span className="grid size-10 shrink-0 place-items-center rounded-full bg-forest-800 font-bold text-white tabular-nums">
                {index + 1}
              </span>
              <div>
                <p className="text-sm font-semibold text-forest-600">{phase.when}</p>
                <h3 className="text-lg font-semibold tracking-tight">{phase.title}</h3>
                <p className="mt-1.5 leading-relaxed text-forest-800/85">{phase.text}</p>
              </div>
            </div>
            <div aria-hidden="true" className="mt-5 max-sm:hidden lg:mt-0">
              <div
                className="relative h-10 rounded-lg bg-[linear-gradient(to_right,rgb(20_51_36/0.12)_1px,transparent_1px)]"
                style={{ backgroundSize: `${100 / columns}% 100%` }}
              >
                <div
                  className={cn(
                    "absolute inset-y-1.5 flex items-center rounded-full px-3 text-xs font-semibold whitespace-nowrap",
                    phase.ongoing
                      ? "border-2 border-dashed border-forest-500 text-forest-700"
                      : phase.to === "open"
                        ? "bg-[linear-gradient(90deg,var(--color-forest-600)_60%,rgb(42_106_70/0.15))] text-white"
                        : phase.id === "carbon"
                          ? "bg-moss-400 text-forest-950"
                          : "bg-forest-700 text-white",
                  )}
                  style={span(phase.from, phase.to)}
                >
                  {phase.when}
                </div>
              </div>
              {axis("mt-1.5 lg:hidden")}
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}

/** Minimum area and time frame, with a way to ask about one's own forest. */
export function Requirements({ copy, anchors }: { copy: NexusCopy["requirements"]; anchors: Anchors }) {
  return (
    <Section id={anchors.requirements} tone="forest" labelledBy={`${anchors.requirements}-title`}>
      <div className="grid items-center gap-10 lg:grid-cols-[1fr_1.15fr] lg:gap-16">
        <div>
          <SectionHeading id={`${anchors.requirements}-title`} eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
          <p className="mt-6">
            <Link to={paths.contact} className="font-semibold text-forest-700 underline-offset-4 hover:underline">
              <NoOrphanArrow text={copy.contact} />
            </Link>
          </p>
        </div>
        <dl className="grid gap-5 sm:grid-cols-2">
          {copy.items.map((item) => (
            <div key={item.id} data-requirement={item.id} className="flex flex-col rounded-2xl bg-white p-5 shadow-card sm:p-7">
              <dt className="order-2 mt-2 text-lg font-semibold text-forest-800">{item.label}</dt>
              <dd className="order-1 text-4xl font-bold tracking-tight whitespace-nowrap tabular-nums sm:text-5xl">{item.value}</dd>
              <dd className="order-3 mt-3 leading-relaxed text-forest-800/85">{item.text}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Section>
  );
}

/** Link text ending in an arrow that never wraps onto a line of its own. */
function NoOrphanArrow({ text }: { text: string }) {
  const cut = text.lastIndexOf(" ");
  return (
    <>
      {text.slice(0, cut + 1)}
      <span className="whitespace-nowrap">
        {text.slice(cut + 1)}
        <ArrowRight className="ml-1.5 inline size-4 align-[-0.15em]" />
      </span>
    </>
  );
}

/** The waitlist section's text column: what signing up means. */
export function WaitlistIntro({ copy, anchors }: { copy: NexusCopy["waitlist"]; anchors: Anchors }) {
  return (
    <div>
      <SectionHeading id={`${anchors.waitlist}-title`} eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <ul className="mt-8 space-y-3">
        {copy.points.map((point) => (
          <li key={point} className="flex gap-3 leading-relaxed text-forest-800/90">
            <span className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-moss-400/70 text-forest-950">
              <Check className="size-4" />
            </span>
            {point}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The page between the hero and the closing call: static, drawn by the server (a lazyStatic island in route.tsx). */
export function NexusBody({ copy, roadmap, anchors }: { copy: NexusCopy; roadmap: NexusPageCopy["roadmap"]; anchors: Anchors }) {
  return (
    <>
      <Figures copy={copy.figures} anchors={anchors} />
      <Foundation copy={copy.foundation} pillars={copy.pillars} anchors={anchors} />
      <Pillars copy={copy.pillars} anchors={anchors} />
      <Roadmap copy={copy.roadmap} roadmap={roadmap} anchors={anchors} />
      <Requirements copy={copy.requirements} anchors={anchors} />
    </>
  );
}
