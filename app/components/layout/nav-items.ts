import type { SiteConfig } from "~/config/site";
import { paths } from "~/config/pages";
import type { Dictionary } from "~/i18n";
import type { BadgeKind } from "~/components/ui/badge";

export interface NavLinkItem {
  label: string;
  hint?: string;
  /** Internal path, or an absolute address for external targets (opened in a new tab). */
  to: string;
  external?: boolean;
  badge?: { kind: BadgeKind; label: string; mobileOnly?: boolean };
}

export interface NavGroup extends NavLinkItem {
  children: NavLinkItem[];
}

export type NavEntry = NavLinkItem | NavGroup;

export function isGroup(entry: NavEntry): entry is NavGroup {
  return "children" in entry;
}

/**
 * The header's items, the same on desktop and in the mobile menu (the contact button and the
 * language switch sit beside them).
 */
export function headerNav(t: Dictionary, site: SiteConfig): NavEntry[] {
  return [
    { label: t.nav.home, to: paths.home },
    {
      label: t.nav.forestcrew,
      to: paths.forestcrew,
      badge: { kind: "beta", label: t.badges.beta },
      children: [
        { label: t.nav.app, hint: t.nav.appHint, to: site.urls.app, external: true },
        {
          label: t.nav.forestchat,
          hint: t.nav.forestchatHint,
          to: paths.forestchat,
          badge: { kind: "alpha", label: t.badges.alpha },
        },
        { label: t.nav.datahub, hint: t.nav.datahubHint, to: paths.datahub },
        { label: t.nav.pricing, hint: t.nav.pricingHint, to: paths["forestcrew-pricing"] },
        { label: t.nav.docs, hint: t.nav.docsHint, to: site.urls.docs, external: true },
      ],
    },
    { label: t.nav.nexus, to: paths.nexus, badge: { kind: "new", label: t.badges.new, mobileOnly: true } },
    {
      label: t.nav.inventory,
      to: paths["forest-inventory"],
      badge: { kind: "alpha", label: t.badges.alpha, mobileOnly: true },
    },
    { label: t.nav.blog, to: paths.blog },
    { label: t.nav.about, to: paths["about-us"] },
  ];
}
