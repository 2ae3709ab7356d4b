import { Check } from "~/components/icons";
import { AppStoreButtons } from "~/components/marketing/app-store-buttons";
import { PhoneFrame } from "~/components/mockups/frames";
import { Mockup } from "~/components/mockups/island";
import { Section, SectionHeading } from "~/components/ui/section";
import type { HomeCopy } from "~/pages/home/copy";

/** The mobile app: two phone screens, what the app does, and the store buttons. */
export function MobileAppSection({ copy }: { copy: HomeCopy["mobile"] }) {
  return (
    <Section id="app" tone="dark" labelledBy="mobile-title" className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_55%_60%_at_20%_50%,rgb(59_133_90/0.4),transparent_65%)]"
      />
      <div className="grid items-center gap-14 lg:grid-cols-2 lg:gap-20">
        <div className="lg:order-2">
          <SectionHeading id="mobile-title" tone="dark" eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
          <ul className="mt-8 grid gap-3 sm:grid-cols-2">
            {copy.features.map((feature) => (
              <li key={feature} className="flex gap-3 text-forest-100">
                <Check className="mt-0.5 size-5 shrink-0 text-moss-300" />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
          <AppStoreButtons tone="light" location="home_mobile_app" className="mt-10" />
          <p className="mt-4 text-sm text-forest-200">{copy.storeNote}</p>
        </div>
        <div className="grid grid-cols-2 gap-4 sm:gap-8 lg:order-1">
          <PhoneFrame className="max-w-[270px]">
            <Mockup name="mobileDashboard" />
          </PhoneFrame>
          <PhoneFrame className="mt-12 max-w-[270px] sm:mt-20">
            <Mockup name="timeTracking" />
          </PhoneFrame>
        </div>
      </div>
    </Section>
  );
}
