import type { MetaDescriptor } from "react-router";
import type { IntroAction, PageIntro } from "~/content/page-intro";
import type { Localized } from "~/lib/i18n";
import { phoneHref } from "~/config/site";
import { ButtonLink, ExternalButton, buttonClass, type ButtonVariant } from "~/components/ui/button";
import { Hero } from "~/components/ui/hero";
import type { HeroVideoSource } from "~/components/ui/hero-video";
import { ArrowRight, Phone } from "~/components/icons";
import { track } from "~/lib/analytics";
import { useApp, type RootData } from "~/lib/app-context";
import { seo } from "~/lib/meta";
import type { SeoInput } from "~/lib/seo";

type MetaArgs = Parameters<typeof seo>[0];

/** Metadata of a page whose copy lives in `pageIntros`. */
export function introMeta(
  args: MetaArgs,
  intro: Localized<PageIntro>,
  canonicalPath: string,
  extra?: Partial<SeoInput> | ((root: RootData) => Partial<SeoInput>),
): MetaDescriptor[] {
  return seo(args, (root) => {
    const copy = intro[root.lang].seo;
    const more = typeof extra === "function" ? extra(root) : extra;
    return { title: copy.title, description: copy.description, keywords: copy.keywords, canonicalPath, ...more };
  });
}

/**
 * A hero button: every one sends cta_click (spec section 7) with its label (or the given `cta`
 * name) and where it sits.
 */
export function HeroAction({
  action,
  variant,
  location = "hero",
  cta = action.label,
}: {
  action: IntroAction;
  variant: ButtonVariant;
  location?: string;
  cta?: string;
}) {
  const { site, t } = useApp();
  const onClick = () => track("cta_click", { cta, location });
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
      // An anchor on the same page is a plain link: the browser scrolls, no navigation happens.
      return action.to.startsWith("#") ? (
        <a href={action.to} className={buttonClass(variant, "lg")} onClick={onClick}>
          {action.label}
        </a>
      ) : (
        <ButtonLink to={action.to} variant={variant} size="lg" onClick={onClick}>
          {action.label}
        </ButtonLink>
      );
  }
}

/** The opening hero of a page, from its typed copy. */
export function IntroHero({
  intro,
  video,
  size,
  aside,
  children,
}: {
  intro: Localized<PageIntro>;
  video?: HeroVideoSource;
  size?: "lg" | "md" | "sm";
  aside?: React.ReactNode;
  children?: React.ReactNode;
}) {
  const { lang } = useApp();
  const { hero } = intro[lang];
  const actions =
    hero.primary || hero.secondary ? (
      <>
        {hero.primary ? <HeroAction action={hero.primary} variant="primary" /> : null}
        {hero.secondary ? <HeroAction action={hero.secondary} variant="outline-light" /> : null}
      </>
    ) : undefined;
  return (
    <Hero
      eyebrow={hero.eyebrow}
      badge={hero.badge}
      title={hero.title}
      lead={hero.lead}
      actions={actions}
      video={video}
      size={size ?? (actions ? "lg" : "sm")}
      aside={aside}
    >
      {children}
    </Hero>
  );
}
