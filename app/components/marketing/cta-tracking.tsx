import { demoRequestPath, paths } from "~/config/pages";
import { track } from "~/lib/analytics";
import { useApp } from "~/lib/app-context";

/** Names the call to action behind a link target, for the `cta_click` event. */
export function ctaName(href: string, registerUrl: string): string | undefined {
  if (href === registerUrl) return "register_trial";
  if (href.startsWith("tel:")) return "phone";
  if (href === demoRequestPath) return "demo_request";
  if (href === paths.contact || href.startsWith(`${paths.contact}?`)) return "contact";
  if (href === paths["forestcrew-pricing"]) return "pricing";
  if (href.startsWith(`${paths.forstmanagement}#beta-partner`)) return "beta_partner";
  return undefined;
}

/**
 * Sends `cta_click` for the calls to action inside a block whose buttons come from shared
 * components (the page hero), by listening to clicks that bubble up from its links.
 */
export function TrackCtaClicks({ location, children }: { location: string; children: React.ReactNode }) {
  const { site } = useApp();
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- only listens to clicks bubbling up from the links inside (keyboard activation of a link fires click too); the links stay the interactive elements
    <div
      onClick={(event) => {
        const link = (event.target as Element).closest("a");
        const cta = link ? ctaName(link.getAttribute("href") ?? "", site.urls.register) : undefined;
        if (cta) track("cta_click", { cta, location });
      }}
    >
      {children}
    </div>
  );
}
