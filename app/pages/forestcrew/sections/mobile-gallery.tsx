import { AppStoreButtons } from "~/components/marketing/app-store-buttons";
import { PhoneFrame } from "~/components/mockups/frames";
import { Mockup } from "~/components/mockups/island";
import { Section, SectionHeading } from "~/components/ui/section";
import type { ForestcrewCopy } from "~/pages/forestcrew/copy";

/** The mobile app in four screens, with the store buttons. */
export function MobileGallery({ copy }: { copy: ForestcrewCopy["mobile"] }) {
  return (
    <Section id="app" tone="forest" labelledBy="mobile-title" className="max-sm:py-12">
      <div className="grid gap-8 lg:grid-cols-[1.2fr_0.8fr] lg:items-end lg:gap-16">
        <SectionHeading id="mobile-title" eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
        <div className="lg:justify-self-end">
          <AppStoreButtons location="forestcrew_mobile_app" />
          <p className="mt-3 text-sm text-forest-800/75">{copy.storeNote}</p>
        </div>
      </div>
      {/* A swipeable row on small screens, four columns from lg up. */}
      <ul
        aria-label={copy.galleryLabel}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- it scrolls sideways on small screens, and content that scrolls must be reachable by keyboard (axe: scrollable-region-focusable)
        tabIndex={0}
        className="-mx-5 mt-10 flex snap-x snap-mandatory gap-5 overflow-x-auto px-5 pb-4 sm:-mx-8 sm:px-8 sm:mt-14 lg:mx-0 lg:grid lg:grid-cols-4 lg:gap-8 lg:overflow-visible lg:px-0 lg:pb-0"
      >
        {copy.screens.map((screen) => {
          return (
            <li key={screen.id} className="w-[12.5rem] shrink-0 snap-center sm:w-[15rem] lg:w-auto">
              <figure>
                <PhoneFrame>
                  <Mockup name={screen.id} />
                </PhoneFrame>
                <figcaption className="mt-5 text-center text-sm leading-snug font-medium text-forest-800">{screen.caption}</figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
