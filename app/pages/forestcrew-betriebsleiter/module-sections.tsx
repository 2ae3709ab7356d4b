import { Check } from "~/components/icons";
import { Section, SectionHeading } from "~/components/ui/section";
import type { BetriebsleiterPageData, ModuleCopy } from "./copy";

/** One module of the control centre: what it does and its features. */
function ModuleBlock({ id, copy: { eyebrow, title, text, features } }: { id: string; copy: ModuleCopy }) {
  return (
    <article id={id} aria-labelledby={`${id}-title`} className="scroll-mt-28 rounded-3xl bg-white p-6 shadow-card sm:p-9">
      <p className="text-sm font-semibold tracking-[0.14em] text-forest-600 uppercase">{eyebrow}</p>
      <h3 id={`${id}-title`} className="mt-2 text-xl font-bold tracking-tight sm:text-2xl">
        {title}
      </h3>
      <p className="mt-3 leading-relaxed text-forest-800/85 sm:mt-4 sm:text-lg">{text}</p>
      <ul role="list" className="mt-5 grid grid-cols-2 gap-x-4 gap-y-2.5 sm:mt-6">
        {features.map((f) => (
          <li key={f} className="flex min-w-0 gap-2 text-sm font-medium text-forest-900 hyphens-auto sm:gap-3 sm:text-base">
            <span aria-hidden="true" className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-forest-600 text-white">
              <Check className="size-3.5" />
            </span>
            {/* Long German compounds break (hyphens: the page's lang) instead of widening the column. */}
            <span className="min-w-0">{f}</span>
          </li>
        ))}
      </ul>
    </article>
  );
}

/** Staff and machine management side by side: both are planned by the same rules. */
export function ModulesSection({ copy }: { copy: BetriebsleiterPageData["modules"] }) {
  return (
    <Section id="module" tone="bark" labelledBy="modules-title" className="max-sm:py-14">
      <SectionHeading id="modules-title" title={copy.title} lead={copy.lead} />
      <div className="mt-10 grid gap-4 sm:mt-14 sm:gap-6 lg:grid-cols-2">
        <ModuleBlock id="personal" copy={copy.staff} />
        <ModuleBlock id="maschinen" copy={copy.machines} />
      </div>
    </Section>
  );
}
