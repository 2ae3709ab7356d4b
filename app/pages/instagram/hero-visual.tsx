import { PhoneFrame } from "~/components/mockups/frames";
import { Mockup } from "~/components/mockups/island";

/**
 * The app in the campaign's hero: the map with the way to the next job, drawn as the phone
 * visitors from Instagram hold. On phones it follows the call to action, smaller.
 */
export function InstagramHeroVisual() {
  return (
    <div className="relative mx-auto w-[220px] sm:w-[250px] lg:mr-6 lg:w-[270px] xl:mr-14">
      <div
        aria-hidden="true"
        className="absolute -inset-12 -z-0 rounded-full bg-[radial-gradient(circle,rgb(188_227_90/0.25),transparent_65%)]"
      />
      <PhoneFrame className="relative">
        <Mockup name="mobileMap" />
      </PhoneFrame>
    </div>
  );
}
