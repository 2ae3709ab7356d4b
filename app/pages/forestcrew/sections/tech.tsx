import { Section, SectionHeading } from "~/components/ui/section";
import type { ForestcrewCopy } from "~/pages/forestcrew/copy";
import { ForestcrewIconView } from "~/pages/forestcrew/icons";

/** Technical aspects: tenancy, sync, offline, export, data protection, platforms. */
export function Tech({ copy }: { copy: ForestcrewCopy["tech"] }) {
  return (
    <Section id="technology" tone="dark" labelledBy="tech-title" className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_60%_70%_at_100%_0%,rgb(59_133_90/0.35),transparent_60%)]"
      />
      <div className="grid gap-12 lg:grid-cols-[0.8fr_1.2fr] lg:gap-20">
        <div className="lg:sticky lg:top-28 lg:self-start">
          <SectionHeading id="tech-title" tone="dark" eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
        </div>
        <ul className="grid gap-x-10 gap-y-10 sm:grid-cols-2">
          {copy.items.map((item) => (
            <li key={item.title} className="border-t border-white/12 pt-6">
              <span className="grid size-11 place-items-center rounded-xl bg-moss-400/15 text-moss-300">
                <ForestcrewIconView name={item.icon} className="size-6" />
              </span>
              <h3 className="mt-5 text-lg font-semibold tracking-tight">{item.title}</h3>
              <p className="mt-2 leading-relaxed text-forest-100/85">{item.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
