import { Section, SectionHeading } from "~/components/ui/section";
import type { ForestcrewCopy } from "~/pages/forestcrew/copy";

/** What ForestCrew is for, and the four roles that work with it. */
export function Goals({ copy }: { copy: ForestcrewCopy["goals"] }) {
  return (
    <Section id="goals" labelledBy="goals-title" className="max-sm:py-12">
      <div className="grid gap-10 lg:grid-cols-[0.9fr_1.1fr] lg:items-center lg:gap-20">
        <SectionHeading id="goals-title" eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
        <dl className="grid gap-3 sm:grid-cols-2 sm:gap-4">
          {copy.roles.map((role, i) => (
            <div
              key={role.name}
              className={
                i === 0
                  ? "rounded-2xl bg-forest-950 p-5 text-white sm:p-6"
                  : "rounded-2xl border border-forest-900/8 bg-forest-50 p-5 sm:p-6"
              }
            >
              <dt className={i === 0 ? "font-semibold text-moss-300" : "font-semibold text-forest-800"}>{role.name}</dt>
              <dd className={i === 0 ? "mt-1 leading-relaxed text-forest-100" : "mt-1 leading-relaxed text-forest-800/80"}>{role.text}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Section>
  );
}
