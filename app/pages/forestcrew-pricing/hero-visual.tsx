import { BrowserFrame } from "~/components/mockups/frames";
import { Mockup } from "~/components/mockups/island";

/**
 * What the price buys, in the hero: the control centre's subscription page with the Beta plan in
 * its trial, its users and the functions it includes (prices from ~/content/facts). From lg up
 * only: on phones the plans themselves follow right below the hero.
 */
export function PricingHeroVisual({ screenUrl }: { screenUrl: string }) {
  return (
    <div className="relative hidden lg:block">
      <div
        aria-hidden="true"
        className="absolute -inset-10 -z-0 rounded-full bg-[radial-gradient(circle,rgb(188_227_90/0.2),transparent_65%)]"
      />
      <BrowserFrame url={screenUrl} className="relative shadow-2xl">
        <Mockup name="planOverview" />
      </BrowserFrame>
    </div>
  );
}
