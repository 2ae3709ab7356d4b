import { Chart, CloudOff, Document, Lock, Shield, Users } from "~/components/icons";
import { Section, SectionHeading } from "~/components/ui/section";
import type { BetriebsleiterPageData } from "./copy";
import { FeatureItem } from "./feature-item";

const icons = [Document, Chart, Shield, Users, CloudOff, Lock];

/** Six benefits in the day-to-day work (the advertising figures stay on the home page). */
export function Benefits({ copy }: { copy: BetriebsleiterPageData["benefits"] }) {
  return (
    <Section id="nutzen" tone="dark" labelledBy="benefits-title" className="max-sm:py-14">
      <SectionHeading id="benefits-title" eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} tone="dark" />
      <ul role="list" className="mt-10 grid gap-6 sm:mt-14 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3">
        {copy.cards.map((card, i) => {
          const Icon = icons[i] ?? Document;
          return (
            <li key={card.title} className="flex" data-testid="benefit-card">
              <FeatureItem tone="dark" icon={<Icon />} title={card.title}>
                {card.description}
              </FeatureItem>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
