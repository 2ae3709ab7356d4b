import type { IntroAction, PageIntro } from "~/content/page-intro";
import { phoneHref } from "~/config/site";
import { ArrowRight, Phone } from "~/components/icons";
import { ButtonLink, ExternalButton, buttonClass, type ButtonVariant } from "~/components/ui/button";
import { track } from "~/lib/analytics";
import { useApp } from "~/lib/app-context";
import type { Localized } from "~/lib/i18n";

/** The intro without its buttons, for a page that renders tracked buttons of its own. */
export function withoutActions(intro: Localized<PageIntro>): Localized<PageIntro> {
  const strip = (p: PageIntro): PageIntro => ({ ...p, hero: { ...p.hero, primary: undefined, secondary: undefined } });
  return { de: strip(intro.de), en: strip(intro.en) };
}

const ctaOf: Record<IntroAction["kind"], string> = { register: "register", phone: "phone", link: "link" };

/** A hero button that reports `cta_click` (spec section 7) with where it was clicked. */
export function TrackedAction({ action, variant, location }: { action: IntroAction; variant: ButtonVariant; location: string }) {
  const { site, t } = useApp();
  const onClick = () =>
    track("cta_click", { cta: action.kind === "link" ? action.to : ctaOf[action.kind], location });
  switch (action.kind) {
    case "register":
      return (
        <ExternalButton href={site.urls.register} variant={variant} size="lg" newTabHint={t.meta.opensInNewTab} onClick={onClick}>
          {action.label}
          <ArrowRight className="size-4" />
        </ExternalButton>
      );
    case "phone":
      return (
        <a href={phoneHref(site.phone)} className={buttonClass(variant, "lg")} onClick={onClick}>
          <Phone className="size-4" />
          {action.label}: {site.phone}
        </a>
      );
    case "link":
      // An anchor on the same page: a plain link, so the browser scrolls and moves focus natively.
      if (action.to.startsWith("#")) {
        return (
          <a href={action.to} className={buttonClass(variant, "lg")} onClick={onClick}>
            {action.label}
          </a>
        );
      }
      return (
        <ButtonLink to={action.to} variant={variant} size="lg" onClick={onClick}>
          {action.label}
        </ButtonLink>
      );
  }
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
