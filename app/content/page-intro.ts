import { bilingual, type Localized } from "~/lib/i18n";
import type { BadgeKind } from "./badges";

/** Where a hero button leads: an internal path, the external registration page, or an anchor on the page. */
export type IntroAction =
  { kind: "link"; label: string; to: string } | { kind: "register"; label: string } | { kind: "phone"; label: string };

export interface PageIntro {
  seo: { title: string; description: string; keywords: string[] };
  hero: {
    eyebrow?: string;
    badge?: { kind: BadgeKind; label: string };
    title: string;
    lead: string;
    primary?: IntroAction;
    secondary?: IntroAction;
  };
}

/** Defines a page's hero and metadata in both languages. */
export function introCopy(de: PageIntro, en: PageIntro): Localized<PageIntro> {
  return bilingual(de, en);
}
