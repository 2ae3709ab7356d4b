import { Chart, Clipboard, MapIcon } from "~/components/icons";
import { IconCard } from "~/components/marketing/icon-card";
import { BrowserFrame } from "~/components/mockups/frames";
import { Mockup } from "~/components/mockups/island";
import { Section, SectionHeading } from "~/components/ui/section";
import type { BetriebsleiterPageData } from "./copy";

const icons = [Clipboard, MapIcon, Chart];

/** The operations dashboard as a screenshot, with three feature cards below it. */
export function DashboardSection({ copy }: { copy: BetriebsleiterPageData["dashboard"] }) {
  return (
    <Section id="dashboard" tone="white" labelledBy="dashboard-title" className="overflow-hidden">
      <SectionHeading id="dashboard-title" eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} align="center" />
      <div className="relative mx-auto mt-14 max-w-5xl">
        <div
          aria-hidden="true"
          className="absolute -inset-x-10 -top-8 -bottom-10 -z-0 rounded-[3rem] bg-[radial-gradient(ellipse_at_center,rgb(188_227_90/0.35),transparent_65%)]"
        />
        <div className="relative">
          <BrowserFrame url={copy.url}>
            <Mockup name="dashboard" />
          </BrowserFrame>
        </div>
      </div>
      <ul role="list" className="mx-auto mt-14 grid max-w-6xl gap-5 md:grid-cols-3">
        {copy.cards.map((card, i) => {
          const Icon = icons[i] ?? Clipboard;
          return (
            <li key={card.title} className="flex">
              <IconCard icon={<Icon />} title={card.title} className="w-full">
                {card.text}
              </IconCard>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
