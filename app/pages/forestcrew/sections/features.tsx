import { Section, SectionHeading } from "~/components/ui/section";
import type { ForestcrewCopy } from "~/pages/forestcrew/copy";
import { ForestcrewIconView } from "~/pages/forestcrew/icons";

/** Six features, from order to analysis: icon beside the text on phones, cards from sm up. */
export function Features({ copy }: { copy: ForestcrewCopy["features"] }) {
  return (
    <Section id="features" labelledBy="features-title" className="max-sm:py-12">
      <SectionHeading id="features-title" eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <ul className="mt-10 grid gap-6 sm:mt-14 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3">
        {copy.items.map((item) => (
          <li
            key={item.title}
            className="flex gap-4 sm:flex-col sm:gap-0 sm:rounded-2xl sm:border sm:border-forest-900/8 sm:bg-white sm:p-7 sm:shadow-card"
          >
            <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-forest-100 text-forest-700 sm:mb-5 sm:size-11 [&>svg]:size-5 sm:[&>svg]:size-6">
              <ForestcrewIconView name={item.icon} />
            </span>
            <div>
              <h3 className="text-lg font-semibold tracking-tight">{item.title}</h3>
              <p className="mt-1 leading-relaxed text-forest-800/80 sm:mt-2">{item.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
