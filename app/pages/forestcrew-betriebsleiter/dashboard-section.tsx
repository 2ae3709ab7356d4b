import { Chart, Clipboard, MapIcon } from "~/components/icons";
import { BrowserFrame } from "~/components/mockups/frames";
import { Mockup } from "~/components/mockups/island";
import { ScaledScreen } from "~/components/mockups/scaled-screen";
import { Section, SectionHeading } from "~/components/ui/section";
import type { BetriebsleiterPageData } from "./copy";
import { FeatureItem } from "./feature-item";

const icons = [Clipboard, MapIcon, Chart];

/** The operations dashboard as a screenshot, with three feature cards below it. */
export function DashboardSection({ copy }: { copy: BetriebsleiterPageData["dashboard"] }) {
  return (
    <Section id="dashboard" tone="white" labelledBy="dashboard-title" className="overflow-hidden max-sm:py-14">
      <SectionHeading id="dashboard-title" eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} align="center" />
      <div className="relative mx-auto mt-10 max-w-5xl sm:mt-14">
        <div
          aria-hidden="true"
          className="absolute -inset-x-10 -top-8 -bottom-10 -z-0 rounded-[3rem] bg-[radial-gradient(ellipse_at_center,rgb(188_227_90/0.35),transparent_65%)]"
        />
        <div className="relative">
          <BrowserFrame url={copy.url}>
            <ScaledScreen className="[--screen-scale:0.37] sm:[--screen-scale:0.62] lg:[--screen-scale:1]">
              <Mockup name="dashboard" />
            </ScaledScreen>
          </BrowserFrame>
        </div>
      </div>
      <ul role="list" className="mx-auto mt-10 grid max-w-6xl gap-6 sm:mt-14 sm:gap-5 md:grid-cols-3">
        {copy.cards.map((card, i) => {
          const Icon = icons[i] ?? Clipboard;
          return (
            <li key={card.title} className="flex">
              <FeatureItem icon={<Icon />} title={card.title}>
                {card.text}
              </FeatureItem>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
