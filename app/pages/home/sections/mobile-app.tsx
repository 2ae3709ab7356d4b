import { Check } from "~/components/icons";
import { AppStoreButtons } from "~/components/marketing/app-store-buttons";
import { PhoneFrame } from "~/components/mockups/frames";
import { Mockup } from "~/components/mockups/island";
import { Section, SectionHeading } from "~/components/ui/section";
import type { HomeCopy } from "~/pages/home/copy";

/** The mobile app: two phone screens, what the app does, and the store buttons. */
export function MobileAppSection({ copy }: { copy: HomeCopy["mobile"] }) {
  return (
    <Section id="app" tone="dark" labelledBy="mobile-title" className="relative isolate overflow-hidden max-sm:py-12">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_55%_60%_at_20%_50%,rgb(59_133_90/0.4),transparent_65%)]"
      />
      <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-20">
        <div className="lg:order-2">
          <SectionHeading id="mobile-title" tone="dark" eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
          <ul className="mt-7 grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:text-base">
            {copy.features.map((feature) => (
              <li key={feature} className="flex gap-2 text-forest-100 sm:gap-3">
                <Check className="mt-0.5 size-4 shrink-0 text-moss-300 sm:size-5" />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
          <AppStoreButtons tone="light" location="home_mobile_app" className="mt-8" />
        </div>
        <div className="mx-auto grid w-full max-w-md grid-cols-2 gap-4 sm:gap-8 lg:order-1 lg:max-w-none">
          <PhoneFrame className="max-w-[270px]">
            <Mockup name="mobileDashboard" />
          </PhoneFrame>
          <PhoneFrame className="mt-10 max-w-[270px] sm:mt-20">
            <Mockup name="timeTracking" />
          </PhoneFrame>
        </div>
      </div>
    </Section>
  );
}
