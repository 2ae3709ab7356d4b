import { useLocation, type MetaDescriptor } from "react-router";
import type { IntroAction, PageIntro } from "~/content/page-intro";
import type { Localized } from "~/lib/i18n";
import { phoneHref } from "~/config/site";
import { ButtonLink, ExternalButton, buttonClass, type ButtonVariant } from "~/components/ui/button";
import { Hero } from "~/components/ui/hero";
import type { HeroVideoSource } from "~/components/ui/hero-video";
import { ArrowRight, Phone } from "~/components/icons";
import { areaOf, ctaName, track, type CtaName, type EventLocation } from "~/lib/analytics";
import { useApp, type RootData } from "~/lib/app-context";
import { seo } from "~/lib/meta";
import type { SeoInput } from "~/lib/seo";

type MetaArgs = Parameters<typeof seo>[0];

type ExtraSeo = Partial<SeoInput> | ((root: RootData) => Partial<SeoInput>);

/** Metadata of a page from its bilingual intro (kept in the page's bundle). */
export function introMeta(args: MetaArgs, intro: Localized<PageIntro>, canonicalPath: string, extra?: ExtraSeo): MetaDescriptor[] {
  return seo(args, (root) => seoInput(intro[root.lang].seo, canonicalPath, extra, root));
}

/**
 * Metadata of a page from the intro its loader returned in the visitor's language, so that
 * the other language's texts stay out of the page's bundle. No intro (the loader failed) sets
 * no tags of its own.
 */
export function pageMeta(args: MetaArgs, copy: PageIntro["seo"] | undefined, canonicalPath: string, extra?: ExtraSeo): MetaDescriptor[] {
  return copy ? seo(args, (root) => seoInput(copy, canonicalPath, extra, root)) : [];
}

function seoInput(copy: PageIntro["seo"], canonicalPath: string, extra: ExtraSeo | undefined, root: RootData): SeoInput {
  const more = typeof extra === "function" ? extra(root) : extra;
  return { title: copy.title, description: copy.description, keywords: copy.keywords, canonicalPath, ...more };
}

/** The `cta_click` name of a hero button: what it does, never its label, so both languages report the same. */
export function actionCta(action: IntroAction, registerUrl: string): CtaName {
  if (action.kind === "register") return "register_trial";
  if (action.kind === "phone") return "phone";
  return ctaName(action.to, registerUrl);
}

/**
 * A hero button: each press sends `cta_click` once, named by what the button does and placed at
 * `<page>_hero` unless the page says otherwise.
 */
export function HeroAction({ action, variant, location }: { action: IntroAction; variant: ButtonVariant; location?: EventLocation }) {
  const { site, t } = useApp();
  const { pathname } = useLocation();
  const onClick = () =>
    track("cta_click", { cta: actionCta(action, site.urls.register), location: location ?? `${areaOf(pathname)}_hero` });
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

interface HeroOptions {
  video?: HeroVideoSource;
  size?: "lg" | "md" | "sm";
  aside?: React.ReactNode;
  children?: React.ReactNode;
}

/** The opening hero of a page, from its bilingual intro. */
export function IntroHero({ intro, ...options }: { intro: Localized<PageIntro> } & HeroOptions) {
  const { lang } = useApp();
  return <PageHero hero={intro[lang].hero} {...options} />;
}

/** The opening hero of a page, from the intro its loader returned in the visitor's language. */
export function PageHero({ hero, video, size, aside, children }: { hero: PageIntro["hero"] } & HeroOptions) {
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
