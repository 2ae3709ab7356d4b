import { AppStoreButtons } from "~/components/marketing/app-store-buttons";
import { SectionHeading } from "~/components/ui/section";
import type { EventLocation } from "~/lib/analytics";
import { cn } from "~/lib/cn";
import type { MobileScreen, MobileScreenId } from "./modules";
import { PhoneScreen } from "./screens";

/**
 * Phones side by side with a caption each. On small screens they form a swipeable row
 * (a focusable region, so keyboard users can scroll it too); from lg on, a grid.
 */
export function AppGallery({
  screens,
  screenCopy,
  label,
  tone = "dark",
  headingLevel: H = "h3",
}: {
  screens: readonly MobileScreenId[];
  screenCopy: Readonly<Record<MobileScreenId, MobileScreen>>;
  /** Names the scrollable region. */
  label: string;
  tone?: "dark" | "light";
  headingLevel?: "h3" | "h4";
}) {
  return (
    <div
      role="region"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- it scrolls sideways on small screens, and content that scrolls must be reachable by keyboard (axe: scrollable-region-focusable)
      tabIndex={0}
      className="-mx-5 snap-x snap-mandatory overflow-x-auto overscroll-x-contain px-5 pb-4 [scrollbar-width:thin] sm:-mx-8 sm:px-8 lg:mx-0 lg:overflow-visible lg:px-0 lg:pb-0"
    >
      <ul
        className={cn(
          "flex gap-6 lg:grid lg:gap-8",
          screens.length === 4 ? "lg:grid-cols-4" : screens.length === 3 ? "lg:grid-cols-3" : "lg:grid-cols-5",
        )}
      >
        {screens.map((id) => {
          const screen = screenCopy[id];
          return (
            <li key={id} className="w-[68vw] max-w-[280px] shrink-0 snap-center lg:w-auto lg:max-w-none">
              <PhoneScreen id={id} />
              <H
                className={cn("mt-6 text-center text-lg font-semibold tracking-tight", tone === "dark" ? "text-white" : "text-forest-950")}
              >
                {screen.title}
              </H>
              <p
                className={cn(
                  "mx-auto mt-1.5 max-w-[17rem] text-center text-sm leading-relaxed",
                  tone === "dark" ? "text-forest-200" : "text-forest-800/75",
                )}
              >
                {screen.text}
              </p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * The app's screens on a dark forest band, with the store buttons: either under a centred
 * heading, or beside a left-aligned one. `glow` puts the light at the top or the bottom.
 */
export function AppGallerySection({
  id,
  copy,
  screens,
  screenCopy,
  galleryLabel,
  storeLocation,
  layout,
  glow,
}: {
  id: string;
  copy: { eyebrow: string; title: string; lead: string };
  screens: readonly MobileScreenId[];
  screenCopy: Readonly<Record<MobileScreenId, MobileScreen>>;
  galleryLabel: string;
  storeLocation: EventLocation;
  layout: "centred" | "split";
  glow: "top" | "bottom";
}) {
  const titleId = `${id}-title`;
  const heading = (
    <SectionHeading
      id={titleId}
      tone="dark"
      eyebrow={copy.eyebrow}
      title={copy.title}
      lead={copy.lead}
      align={layout === "centred" ? "center" : undefined}
    />
  );
  return (
    <section id={id} aria-labelledby={titleId} className="relative isolate overflow-hidden bg-forest-950 py-20 text-white sm:py-28">
      <div
        aria-hidden="true"
        className={cn(
          "absolute inset-0 -z-10",
          glow === "top"
            ? "bg-[radial-gradient(ellipse_70%_50%_at_50%_0%,rgb(59_133_90/0.45),transparent_65%)]"
            : "bg-[radial-gradient(ellipse_70%_50%_at_50%_100%,rgb(59_133_90/0.4),transparent_65%)]",
        )}
      />
      <div aria-hidden="true" className="grain pointer-events-none absolute inset-0 -z-10" />
      <div className="container-site">
        {layout === "split" ? (
          <div className="flex flex-col gap-8 lg:flex-row lg:items-end lg:justify-between">
            {heading}
            <AppStoreButtons tone="light" location={storeLocation} className="shrink-0" />
          </div>
        ) : (
          heading
        )}
        <div className="mt-14 sm:mt-16">
          <AppGallery screens={screens} screenCopy={screenCopy} label={galleryLabel} tone="dark" />
        </div>
        {layout === "centred" ? <AppStoreButtons tone="light" location={storeLocation} className="mt-12 justify-center" /> : null}
      </div>
    </section>
  );
}
