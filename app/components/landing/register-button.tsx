import { ExternalArrow } from "~/components/icons";
import { ExternalButton, type ButtonSize, type ButtonVariant } from "~/components/ui/button";
import { trackAll, type CtaName, type EventLocation, type TrackedEvent } from "~/lib/analytics";
import { useApp } from "~/lib/app-context";

export type { TrackedEvent };

/** Opens the external registration page in a new tab and pushes the given analytics events. */
export function RegisterButton({
  children,
  events,
  variant = "primary",
  size = "lg",
  className,
}: {
  children: React.ReactNode;
  events: readonly TrackedEvent[];
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}) {
  const { site, t } = useApp();
  return (
    <ExternalButton
      href={site.urls.register}
      variant={variant}
      size={size}
      className={className}
      newTabHint={t.meta.opensInNewTab}
      onClick={() => trackAll(events)}
    >
      {children}
      <ExternalArrow className="size-4" />
    </ExternalButton>
  );
}

/** The site's convention for main calls to action. */
export function ctaClick(cta: CtaName, location: EventLocation): TrackedEvent {
  return { event: "cta_click", params: { cta, location } };
}
