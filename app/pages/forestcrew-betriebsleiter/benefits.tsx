import { Chart, CloudOff, Document, Lock, Shield, Users } from "~/components/icons";
import { ClaimMarker, ClaimNote } from "~/components/marketing/claim-note";
import { IconCard } from "~/components/marketing/icon-card";
import { Section, SectionHeading } from "~/components/ui/section";
import type { BetriebsleiterPageData } from "./copy";

const icons = [Document, Chart, Shield, Users, CloudOff, Lock];

/** Six benefit cards (icon, title, description, highlight); advertising figures carry the claim marker. */
export function Benefits({ copy }: { copy: BetriebsleiterPageData["benefits"] }) {
  return (
    <Section id="nutzen" tone="dark" labelledBy="benefits-title">
      <SectionHeading id="benefits-title" eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} tone="dark" />
      <ul role="list" className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {copy.cards.map((card, i) => {
          const Icon = icons[i] ?? Document;
          return (
            <li key={card.title} className="flex" data-testid="benefit-card">
              <IconCard
                tone="dark"
                className="w-full"
                icon={<Icon />}
                title={card.title}
                highlight={
                  <>
                    {card.highlight.text}
                    {card.highlight.claim ? <ClaimMarker /> : null}
                  </>
                }
              >
                {card.description}
              </IconCard>
            </li>
          );
        })}
      </ul>
      <ClaimNote tone="dark" className="mt-10 max-w-3xl" />
    </Section>
  );
}
