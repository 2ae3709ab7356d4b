import { BrowserFrame, PhoneFrame } from "~/components/mockups/frames";
import { Mockup } from "~/components/mockups/island";
import { ScaledScreen } from "~/components/mockups/scaled-screen";

/**
 * The product in the hero: scheduling in the web control centre, the crew's app in front of it.
 * On phones it sits right under the buttons (the route puts the trial terms after it), so the first screen shows
 * the product; both boxes have fixed aspect ratios, so nothing shifts when they are drawn.
 */
export function ForestcrewHeroVisual({ screenUrl }: { screenUrl: string }) {
  return (
    <div className="relative">
      <div className="relative pr-10 pb-10 sm:pr-16 lg:pr-12 lg:pb-16">
        <div
          aria-hidden="true"
          className="absolute -inset-10 -z-0 rounded-full bg-[radial-gradient(circle,rgb(188_227_90/0.22),transparent_65%)]"
        />
        <BrowserFrame url={screenUrl} className="relative shadow-2xl">
          <ScaledScreen className="[--screen-scale:0.33] sm:[--screen-scale:0.55] lg:[--screen-scale:0.43] xl:[--screen-scale:0.55]">
            <Mockup name="planning" />
          </ScaledScreen>
        </BrowserFrame>
        <div className="absolute right-0 bottom-0 w-[92px] sm:w-[140px] lg:w-[130px] xl:w-[160px]">
          <PhoneFrame>
            <Mockup name="mobileDashboard" />
          </PhoneFrame>
        </div>
      </div>
    </div>
  );
}
