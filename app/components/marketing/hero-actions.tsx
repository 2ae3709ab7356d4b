import type { IntroAction, PageIntro } from "~/content/page-intro";
import { HeroAction } from "~/components/page/intro-page";
import type { ButtonVariant } from "~/components/ui/button";
import type { EventLocation } from "~/lib/analytics";
import { useApp } from "~/lib/app-context";
import type { Localized } from "~/lib/i18n";

/** The intro without its buttons, for a page that renders tracked buttons of its own. */
export function withoutActions(intro: Localized<PageIntro>): Localized<PageIntro> {
  const strip = (p: PageIntro): PageIntro => ({ ...p, hero: { ...p.hero, primary: undefined, secondary: undefined } });
  return { de: strip(intro.de), en: strip(intro.en) };
}

/** A hero button placed outside the hero's own button row; it reports `cta_click` like those (see HeroAction). */
export function TrackedAction({ action, variant, location }: { action: IntroAction; variant: ButtonVariant; location: EventLocation }) {
  return <HeroAction action={action} variant={variant} location={location} />;
}

/** The hero's two buttons, tracked. */
export function TrackedHeroActions({ intro, location }: { intro: Localized<PageIntro>; location: EventLocation }) {
  const { lang } = useApp();
  const { primary, secondary } = intro[lang].hero;
  return (
    <div className="mt-9 flex flex-wrap gap-3">
      {primary ? <TrackedAction action={primary} variant="primary" location={location} /> : null}
      {secondary ? <TrackedAction action={secondary} variant="outline-light" location={location} /> : null}
    </div>
  );
}
