import { BrowserFrame } from "~/components/mockups/frames";
import { Mockup } from "~/components/mockups/island";
import { ScaledScreen } from "~/components/mockups/scaled-screen";

/**
 * The product in the hero: the platform's start page (today's crews, the app's reports, ForestChat,
 * the DataHub), drawn at a desktop width and scaled to the column. On phones it sits right under
 * the buttons, so the first screen shows the product (the route puts the trial terms and the trust
 * points after it there). The box has a fixed aspect ratio: nothing shifts when it is drawn.
 */
export function HomeHeroVisual({ screenUrl }: { screenUrl: string }) {
  return (
    <div className="relative lg:pb-6">
      <div
        aria-hidden="true"
        className="absolute -inset-10 -z-0 rounded-full bg-[radial-gradient(circle,rgb(188_227_90/0.2),transparent_65%)]"
      />
      <BrowserFrame url={screenUrl} className="relative shadow-2xl">
        <ScaledScreen className="[--screen-scale:0.37] sm:[--screen-scale:0.6] lg:[--screen-scale:0.48] xl:[--screen-scale:0.6]">
          <Mockup name="platform" />
        </ScaledScreen>
      </BrowserFrame>
    </div>
  );
}
