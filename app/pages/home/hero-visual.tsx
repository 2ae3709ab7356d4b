import { BrowserFrame, PhoneFrame } from "~/components/mockups/frames";
import { Mockup } from "~/components/mockups/island";
import { ScaledScreen } from "~/components/mockups/scaled-screen";

/**
 * The product in the hero: the web control centre's operations overview with the app's work-order
 * list in front of it, office and forest in one picture. From lg up only: on phones the hero stays
 * short and the call to action near the top; the product follows in the next sections.
 */
export function HomeHeroVisual({ screenUrl }: { screenUrl: string }) {
  return (
    <div className="relative hidden pb-24 lg:block xl:pb-28">
      <div
        aria-hidden="true"
        className="absolute -inset-10 -z-0 rounded-full bg-[radial-gradient(circle,rgb(188_227_90/0.2),transparent_65%)]"
      />
      <BrowserFrame url={screenUrl} className="relative shadow-2xl">
        <ScaledScreen className="[--screen-scale:0.48] xl:[--screen-scale:0.6]">
          <Mockup name="dashboard" />
        </ScaledScreen>
      </BrowserFrame>
      <div className="absolute right-[-0.75rem] bottom-0 w-[150px] xl:w-[176px]">
        <PhoneFrame>
          <Mockup name="orders" />
        </PhoneFrame>
      </div>
    </div>
  );
}
