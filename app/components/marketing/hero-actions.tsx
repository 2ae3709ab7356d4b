import type { IntroAction, PageIntro } from "~/content/page-intro";
import { HeroAction } from "~/components/page/intro-page";
import type { ButtonVariant } from "~/components/ui/button";
import { useApp } from "~/lib/app-context";
import type { Localized } from "~/lib/i18n";

/** The intro without its buttons, for a page that renders tracked buttons of its own. */
export function withoutActions(intro: Localized<PageIntro>): Localized<PageIntro> {
  const strip = (p: PageIntro): PageIntro => ({ ...p, hero: { ...p.hero, primary: undefined, secondary: undefined } });
  return { de: strip(intro.de), en: strip(intro.en) };
}

/**
 * A hero button whose `cta_click` names what it does (register, phone or the link's target)
 * rather than its label, so the analytics read the same in both languages.
 */
export function TrackedAction({ action, variant, location }: { action: IntroAction; variant: ButtonVariant; location: string }) {
  return <HeroAction action={action} variant={variant} location={location} cta={action.kind === "link" ? action.to : action.kind} />;
}

/** The hero's two buttons, tracked. */
export function TrackedHeroActions({ intro, location }: { intro: Localized<PageIntro>; location: string }) {
  const { lang } = useApp();
  const { primary, secondary } = intro[lang].hero;
  return (
    <div className="mt-9 flex flex-wrap gap-3">
      {primary ? <TrackedAction action={primary} variant="primary" location={location} /> : null}
      {secondary ? <TrackedAction action={secondary} variant="outline-light" location={location} /> : null}
    </div>
  );
}
