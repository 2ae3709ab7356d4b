import { Check } from "~/components/icons";
import { BrowserFrame } from "~/components/mockups/frames";
import { Mockup } from "~/components/mockups/island";
import { ScaledScreen } from "~/components/mockups/scaled-screen";

/**
 * The product in the hero: the platform's start page (today's crews, the app's reports, ForestChat,
 * the DataHub), drawn at a desktop width and scaled to the column. On phones it sits right under
 * the buttons, so the first screen shows the product; the trial terms and the trust points follow
 * it there (from lg up they stand under the buttons, see the route). The box has a fixed aspect
 * ratio: nothing shifts when it is drawn.
 */
export function HomeHeroVisual({ screenUrl, terms, trust }: { screenUrl: string; terms: string; trust: string[] }) {
  return (
    <div className="relative max-lg:-mt-8 lg:pb-6">
      <div
        aria-hidden="true"
        className="absolute -inset-10 -z-0 rounded-full bg-[radial-gradient(circle,rgb(188_227_90/0.2),transparent_65%)]"
      />
      <BrowserFrame url={screenUrl} className="relative shadow-2xl">
        <ScaledScreen className="[--screen-scale:0.37] sm:[--screen-scale:0.6] lg:[--screen-scale:0.48] xl:[--screen-scale:0.6]">
          <Mockup name="platform" />
        </ScaledScreen>
      </BrowserFrame>
      <div className="relative lg:hidden">
        <HeroTerms terms={terms} trust={trust} />
      </div>
    </div>
  );
}

/** The trial terms and the three trust points under the hero's buttons. */
export function HeroTerms({ terms, trust }: { terms: string; trust: string[] }) {
  return (
    <>
      <p className="mt-5 text-sm text-forest-200">{terms}</p>
      <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-forest-100 lg:mt-8">
        {trust.map((item) => (
          <li key={item} className="flex items-center gap-2">
            <Check className="size-4 text-moss-300" />
            {item}
          </li>
        ))}
      </ul>
    </>
  );
}
