import { Section, SectionHeading } from "~/components/ui/section";
import type { ForestcrewCopy } from "~/pages/forestcrew/copy";
import { ForestcrewIconView } from "~/pages/forestcrew/icons";

/** Technical aspects: tenancy, sync, offline, export, data protection, platforms. */
export function Tech({ copy }: { copy: ForestcrewCopy["tech"] }) {
  return (
    <Section id="technology" tone="dark" labelledBy="tech-title" className="relative isolate overflow-hidden max-sm:py-12">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_60%_70%_at_100%_0%,rgb(59_133_90/0.35),transparent_60%)]"
      />
      <div className="grid gap-10 lg:grid-cols-[0.8fr_1.2fr] lg:gap-20">
        <div className="lg:sticky lg:top-28 lg:self-start">
          <SectionHeading id="tech-title" tone="dark" eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
        </div>
        <ul className="grid grid-cols-2 gap-x-5 gap-y-7 sm:gap-x-10 sm:gap-y-10">
          {copy.items.map((item) => (
            <li key={item.title} className="border-t border-white/12 pt-4 sm:pt-6">
              <span className="grid size-9 place-items-center rounded-xl bg-moss-400/15 text-moss-300 sm:size-11">
                <ForestcrewIconView name={item.icon} className="size-5 sm:size-6" />
              </span>
              <h3 className="mt-3 font-semibold tracking-tight hyphens-auto sm:mt-5 sm:text-lg">{item.title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-forest-100/85 sm:mt-2 sm:text-base">{item.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
