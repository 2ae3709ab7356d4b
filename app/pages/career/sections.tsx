import { Check, Layers, Leaf, Sparkles, Users } from "~/components/icons";
import { IconCard } from "~/components/marketing/icon-card";
import { Section, SectionHeading } from "~/components/ui/section";
import { fieldsOfWork } from "~/features/forms";
import { cn } from "~/lib/cn";
import type { CareerCopy, ReasonIcon } from "./copy";

const reasonIcons: Record<ReasonIcon, (p: { className?: string }) => React.ReactNode> = {
  leaf: Leaf,
  users: Users,
  sparkles: Sparkles,
  layers: Layers,
};

/** Phones: sections a little tighter, and card grids as a row to swipe through (the next card peeks in), which keeps the page short. */
const phoneSection = "max-sm:py-14";
const swipeRow =
  "max-sm:-mx-5 max-sm:mt-8 max-sm:flex max-sm:snap-x max-sm:snap-mandatory max-sm:overflow-x-auto max-sm:overscroll-x-contain max-sm:px-5 max-sm:pb-4 max-sm:[scrollbar-width:thin]";
const swipeItem = "max-sm:w-[84%] max-sm:shrink-0 max-sm:snap-center";

/**
 * The page's text sections above the application form. They have no behaviour of their own, so the
 * route draws them as one server island (lazyStatic): their code is not in the page's first load.
 */
export function CareerSections({ copy }: { copy: CareerCopy }) {
  return (
    <>
      <Reasons copy={copy.reasons} />
      <Benefits copy={copy.benefits} />
      <Culture copy={copy.culture} />
      <Fields copy={copy.fields} />
      <Process copy={copy.process} />
      <Requirements copy={copy.requirements} />
    </>
  );
}

function Reasons({ copy }: { copy: CareerCopy["reasons"] }) {
  return (
    <Section id="warum" labelledBy="warum-title" className={phoneSection}>
      <SectionHeading id="warum-title" eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <ul
        aria-label={copy.title}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- it scrolls sideways on phones, and content that scrolls must be reachable by keyboard (axe: scrollable-region-focusable)
        tabIndex={0}
        className={cn("mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4", swipeRow)}
      >
        {copy.items.map((item) => {
          const Icon = reasonIcons[item.icon];
          return (
            <li key={item.title} className={cn("flex", swipeItem)}>
              <IconCard icon={<Icon />} title={item.title} className="w-full">
                {item.text}
              </IconCard>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

function Benefits({ copy }: { copy: CareerCopy["benefits"] }) {
  return (
    <Section id="angebot" labelledBy="angebot-title" tone="forest" className={phoneSection}>
      <SectionHeading id="angebot-title" eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <ul className="mt-8 grid gap-x-10 gap-y-6 sm:mt-12 sm:grid-cols-2 sm:gap-y-8 lg:grid-cols-3">
        {copy.items.map((item) => (
          <li key={item.title} className="flex gap-4">
            <span className="mt-0.5 grid size-8 shrink-0 place-items-center rounded-full bg-moss-400 text-forest-950">
              <Check className="size-4" />
            </span>
            <div className="min-w-0">
              <h3 className="font-semibold">{item.title}</h3>
              <p className="mt-1 leading-relaxed text-forest-800/80">{item.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Culture({ copy }: { copy: CareerCopy["culture"] }) {
  return (
    <Section id="kultur" labelledBy="kultur-title" tone="dark" className={phoneSection}>
      <div className="grid gap-8 sm:gap-12 lg:grid-cols-[1fr_1.2fr] lg:gap-16">
        <SectionHeading id="kultur-title" eyebrow={copy.eyebrow} title={copy.title} lead={copy.text} tone="dark" />
        <ul className="grid gap-5">
          {copy.points.map((point) => (
            <li key={point.title} className="rounded-2xl border border-white/10 bg-white/[0.04] p-5 sm:p-6">
              <h3 className="text-lg font-semibold">{point.title}</h3>
              <p className="mt-1.5 leading-relaxed text-forest-100/85">{point.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}

function Fields({ copy }: { copy: CareerCopy["fields"] }) {
  return (
    <Section id="bereiche" labelledBy="bereiche-title" className={phoneSection}>
      <SectionHeading id="bereiche-title" eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <ul
        aria-label={copy.title}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- it scrolls sideways on phones, and content that scrolls must be reachable by keyboard (axe: scrollable-region-focusable)
        tabIndex={0}
        className={cn("mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3", swipeRow)}
      >
        {fieldsOfWork.map((key) => (
          <li
            key={key}
            data-field={key}
            className={cn("rounded-2xl border border-forest-900/8 bg-white p-6 shadow-card sm:p-7", swipeItem)}
          >
            <h3 className="text-lg font-semibold tracking-tight hyphens-auto">{copy.items[key].title}</h3>
            <p className="mt-2 leading-relaxed text-forest-800/80">{copy.items[key].text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Process({ copy }: { copy: CareerCopy["process"] }) {
  return (
    <Section id="initiativbewerbung" labelledBy="initiativbewerbung-title" tone="bark" className={phoneSection}>
      <SectionHeading id="initiativbewerbung-title" eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <ol
        aria-label={copy.title}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- it scrolls sideways on phones, and content that scrolls must be reachable by keyboard (axe: scrollable-region-focusable)
        tabIndex={0}
        className={cn("mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4", swipeRow)}
      >
        {copy.steps.map((step, index) => (
          <li key={step.title} className={cn("relative rounded-2xl border border-forest-900/8 bg-white p-6 shadow-card", swipeItem)}>
            <span aria-hidden="true" className="grid size-10 place-items-center rounded-full bg-forest-800 font-bold text-white">
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold tracking-tight hyphens-auto">{step.title}</h3>
            <p className="mt-2 leading-relaxed text-forest-800/80">{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

function Requirements({ copy }: { copy: CareerCopy["requirements"] }) {
  return (
    <Section id="anforderungen" labelledBy="anforderungen-title" className={phoneSection}>
      <div className="grid gap-8 sm:gap-10 lg:grid-cols-[1fr_1.2fr] lg:gap-16">
        <SectionHeading id="anforderungen-title" eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
        <ul className="grid gap-4">
          {copy.items.map((item) => (
            <li key={item} className="flex gap-3 leading-relaxed">
              <Check className="mt-1 size-5 shrink-0 text-forest-600" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
