import { Link } from "react-router";
import { ArrowRight, Chart, Check, Headset, Leaf, Monitor, Route, Sparkles, Svg, Tree, Users } from "~/components/icons";
import { IconCard } from "~/components/marketing/icon-card";
import { Badge } from "~/components/ui/badge";
import { Section, SectionHeading } from "~/components/ui/section";
import { paths } from "~/config/pages";
import { cn } from "~/lib/cn";
import type { AboutCopy } from "./copy";

/** Anchors of the text sections; the route names those of the forest and the contact band. */
const anchors = {
  history: "geschichte",
  values: "werte",
  vision: "vision",
  goals: "ziele-2030",
  team: "team",
} as const;

/**
 * The page's text sections between the hero and the forest. They have no behaviour of their own, so
 * the route draws them as one server island (lazyStatic): their code is not in the page's first load.
 */
export function AboutSections({ copy }: { copy: Pick<AboutCopy, "history" | "values" | "vision" | "goals" | "team"> }) {
  return (
    <>
      <History copy={copy.history} />
      <Values copy={copy.values} />
      <VisionMission copy={copy.vision} />
      <Goals copy={copy.goals} />
      <Team copy={copy.team} />
    </>
  );
}

/** Passion, in the stroke style of app/components/icons; only this page uses it. */
const Heart = ({ className }: { className?: string }) => (
  <Svg className={className}>
    <path d="M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.3a4.3 4.3 0 0 1 7.5 2.5C19.5 15.4 12 20 12 20Z" />
  </Svg>
);

const valueIcons = { sustainability: Leaf, innovation: Sparkles, collaboration: Users, passion: Heart } as const;
const goalIcons = { forestHealth: Tree, logisticsCo2: Route, biodiversity: Leaf } as const;
const teamIcons = { product: Monitor, forestry: Tree, data: Chart, customers: Headset } as const;

/** Long German compounds ("Biodiversitätsindikatoren") break inside a narrow card rather than run out of it. */
const wrapWords = "break-words hyphens-auto";

/** Phones: sections a little tighter, and card grids as a row to swipe through (the next card peeks in), which keeps the page short. */
const phoneSection = "max-sm:py-14";
const swipeRow =
  "max-sm:-mx-5 max-sm:mt-8 max-sm:flex max-sm:snap-x max-sm:snap-mandatory max-sm:overflow-x-auto max-sm:overscroll-x-contain max-sm:px-5 max-sm:pb-4 max-sm:[scrollbar-width:thin]";
const swipeItem = "max-sm:w-[84%] max-sm:shrink-0 max-sm:snap-center";

export function History({ copy }: { copy: AboutCopy["history"] }) {
  return (
    <Section id={anchors.history} labelledBy={`${anchors.history}-title`} className={phoneSection}>
      <div className="grid items-start gap-12 lg:grid-cols-[1.35fr_1fr] lg:gap-16">
        <div>
          <SectionHeading id={`${anchors.history}-title`} eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
          <div className="mt-6 max-w-3xl space-y-5 text-lg leading-relaxed text-pretty text-forest-800/85">
            {copy.paragraphs.map((text) => (
              <p key={text.slice(0, 24)}>{text}</p>
            ))}
          </div>
        </div>
        <div className="rounded-3xl bg-forest-950 p-7 text-white shadow-lift sm:p-9 lg:mt-10">
          <h3 className="text-xl font-semibold tracking-tight">{copy.asideTitle}</h3>
          <ul className="mt-6 space-y-4">
            {copy.points.map((point) => (
              <li key={point} className="flex gap-3 leading-relaxed text-forest-100">
                <span className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-moss-400/15 text-moss-300">
                  <Check className="size-4" />
                </span>
                {point}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}

export function Values({ copy }: { copy: AboutCopy["values"] }) {
  return (
    <Section id={anchors.values} tone="bark" labelledBy={`${anchors.values}-title`} className={phoneSection}>
      <SectionHeading id={`${anchors.values}-title`} eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <ul
        aria-label={copy.title}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- it scrolls sideways on phones, and content that scrolls must be reachable by keyboard (axe: scrollable-region-focusable)
        tabIndex={0}
        className={cn("mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4", swipeRow)}
      >
        {copy.items.map((item) => {
          const Icon = valueIcons[item.id];
          return (
            <li key={item.id} className={cn("flex", swipeItem)}>
              <IconCard icon={<Icon />} title={item.title} className="w-full">
                <p>{item.text}</p>
              </IconCard>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

export function VisionMission({ copy }: { copy: AboutCopy["vision"] }) {
  return (
    <Section id={anchors.vision} tone="dark" labelledBy={`${anchors.vision}-title`} className={phoneSection}>
      <SectionHeading id={`${anchors.vision}-title`} eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} tone="dark" />
      <div className="mt-12 grid gap-5 max-sm:mt-8 md:grid-cols-2">
        {copy.items.map((item) => (
          <article
            key={item.id}
            className={cn(
              "rounded-3xl p-7 sm:p-10",
              item.id === "vision" ? "bg-moss-400 text-forest-950" : "border border-white/12 bg-white/[0.05] text-white",
            )}
          >
            <h3 className="text-2xl font-bold tracking-tight">{item.title}</h3>
            <p className={cn("mt-4 text-lg leading-relaxed", item.id === "vision" ? "text-forest-900" : "text-forest-100")}>{item.text}</p>
          </article>
        ))}
      </div>
    </Section>
  );
}

export function Goals({ copy }: { copy: AboutCopy["goals"] }) {
  return (
    <Section id={anchors.goals} labelledBy={`${anchors.goals}-title`} className={phoneSection}>
      <SectionHeading id={`${anchors.goals}-title`} eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <dl
        aria-label={copy.title}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- it scrolls sideways on phones, and content that scrolls must be reachable by keyboard (axe: scrollable-region-focusable)
        tabIndex={0}
        className={cn("mt-12 grid gap-5 md:grid-cols-3", swipeRow)}
      >
        {copy.items.map((item) => {
          const Icon = goalIcons[item.id];
          return (
            <div
              key={item.id}
              data-goal={item.id}
              className={cn("flex flex-col rounded-2xl border border-forest-900/8 bg-forest-50 p-6 sm:p-7", swipeItem)}
            >
              <dt className={cn("order-3 mt-2 text-lg font-semibold text-forest-800", wrapWords)}>{item.label}</dt>
              <dd className="order-2 mt-5 text-5xl font-bold tracking-tight whitespace-nowrap tabular-nums sm:text-6xl">{item.value}</dd>
              {/* Visually first: the icon and the mark that the figure is a goal, not a result. */}
              <dd className="order-1 flex items-center justify-between gap-3">
                <span className="grid size-11 place-items-center rounded-xl bg-forest-100 text-forest-700">
                  <Icon className="size-6" />
                </span>
                <Badge kind="soon">{copy.badge}</Badge>
              </dd>
              <dd className="order-4 mt-3 leading-relaxed text-forest-800/85">{item.text}</dd>
            </div>
          );
        })}
      </dl>
      <p className="mt-6 max-w-3xl border-l-2 border-moss-500/70 sm:mt-8 pl-4 text-sm leading-relaxed text-forest-800/80">{copy.note}</p>
    </Section>
  );
}

export function Team({ copy }: { copy: AboutCopy["team"] }) {
  return (
    <Section id={anchors.team} tone="forest" labelledBy={`${anchors.team}-title`} className={phoneSection}>
      <SectionHeading id={`${anchors.team}-title`} eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <ul
        aria-label={copy.title}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- it scrolls sideways on phones, and content that scrolls must be reachable by keyboard (axe: scrollable-region-focusable)
        tabIndex={0}
        className={cn("mt-12 grid gap-5 sm:grid-cols-2", swipeRow)}
      >
        {copy.items.map((item) => {
          const Icon = teamIcons[item.id];
          return (
            <li
              key={item.id}
              className={cn(
                "flex gap-4 rounded-2xl border border-forest-900/8 bg-white p-6 shadow-card max-sm:flex-col sm:gap-5 sm:p-7",
                swipeItem,
              )}
            >
              <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-forest-950 text-moss-300">
                <Icon className="size-6" />
              </span>
              <div className="min-w-0">
                <h3 className={cn("text-lg font-semibold tracking-tight", wrapWords)}>{item.title}</h3>
                <p className="mt-2 leading-relaxed text-forest-800/80">{item.text}</p>
              </div>
            </li>
          );
        })}
      </ul>
      <p className="mt-10 flex flex-wrap items-center gap-x-3 gap-y-1 text-forest-800">
        {copy.career.text}
        <Link
          to={paths.career}
          className="inline-flex items-center gap-1.5 font-semibold text-forest-700 underline decoration-forest-700/30 underline-offset-4 hover:decoration-forest-700"
        >
          {copy.career.link}
          <ArrowRight className="size-4" />
        </Link>
      </p>
    </Section>
  );
}
