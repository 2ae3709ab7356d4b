// The title each registry page shows on its social image, in each language: the `seo.title` of the
// page's intro (`app/pages/<page>/copy.ts`), the same text its `meta` export turns into the
// document title and og:title (tests/unit/og-images.test.ts checks that they agree). Loaded through
// Vite at build time (scripts/og/vite-plugin.ts) and by the unit tests.
import { pageModule, pages } from "~/config/pages";
import type { PageIntro } from "~/content/page-intro";
import type { Lang, Localized } from "~/lib/i18n";

export const OG_LANGS: readonly Lang[] = ["de", "en"];

export interface OgPage {
  id: string;
  lang: Lang;
  title: string;
}

/** The page's copy module: `copy.ts` beside its route module. */
function copyModule(page: (typeof pages)[number]): string {
  return `/app/${pageModule(page).replace(/\/[^/]+$/, "")}/copy.ts`;
}

/** Every registry page in both languages with the title of its social image. */
export async function ogPages(importModule: (path: string) => Promise<unknown>): Promise<OgPage[]> {
  const list: OgPage[] = [];
  for (const page of pages) {
    const copy = (await importModule(copyModule(page))) as { intro?: Localized<PageIntro> };
    if (!copy.intro) throw new Error(`${copyModule(page)} exports no intro: the social image of ${page.id} has no title.`);
    for (const lang of OG_LANGS) list.push({ id: page.id, lang, title: copy.intro[lang].seo.title });
  }
  return list;
}
