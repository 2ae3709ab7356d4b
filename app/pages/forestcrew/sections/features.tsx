import { IconCard } from "~/components/marketing/icon-card";
import { Section, SectionHeading } from "~/components/ui/section";
import type { ForestcrewCopy } from "~/pages/forestcrew/copy";
import { ForestcrewIconView } from "~/pages/forestcrew/icons";

/** Six feature cards: what the product does, grouped from order to analysis. */
export function Features({ copy }: { copy: ForestcrewCopy["features"] }) {
  return (
    <Section id="features" labelledBy="features-title">
      <SectionHeading id="features-title" eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {copy.items.map((item) => (
          <li key={item.title} className="flex">
            <IconCard icon={<ForestcrewIconView name={item.icon} />} title={item.title} className="w-full">
              <p>{item.text}</p>
            </IconCard>
          </li>
        ))}
      </ul>
    </Section>
  );
}
