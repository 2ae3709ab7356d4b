// The social images the build draws: for every registry page and language, each title the page can
// show, i.e. the `seo.title` of every intro its copy module (`app/pages/<page>/copy.ts`) exports:
// `intro`, and variants such as ForestChat's `offlineIntro` that its loader picks by configuration.
// These are the texts the page's `meta` turns into the document title and og:title, and the file
// name comes from `pageOgImage`, the function the pages' meta uses (tests/unit/og-images.test.ts
// checks both). Loaded through Vite at build time (scripts/build/og-images.ts) and by the unit tests.
import { pageModule, pages } from "~/config/pages";
import type { Lang } from "~/lib/i18n";
import { pageOgImage } from "~/lib/seo";

export const OG_LANGS: readonly Lang[] = ["de", "en"];

export interface OgPage {
  id: string;
  lang: Lang;
  title: string;
  /** Its address, /og/<lang>/<page>-<hash>.png: relative to the client build without the slash. */
  file: string;
}

/** The page's copy module: `copy.ts` beside its route module. */
function copyModule(page: (typeof pages)[number]): string {
  return `/app/${pageModule(page).replace(/\/[^/]+$/, "")}/copy.ts`;
}

/** The title of a bilingual intro (`introCopy(de, en)`) in a language, or undefined for any other export. */
function introTitle(value: unknown, lang: Lang): string | undefined {
  const seo = (value as Partial<Record<Lang, { seo?: { title?: unknown } }>> | null)?.[lang]?.seo;
  return typeof seo?.title === "string" ? seo.title : undefined;
}

/** Every registry page in both languages with each title it can show and the image's file. */
export async function ogPages(importModule: (path: string) => Promise<unknown>): Promise<OgPage[]> {
  const list: OgPage[] = [];
  for (const page of pages) {
    const copy = (await importModule(copyModule(page))) as Record<string, unknown>;
    if (introTitle(copy.intro, "de") === undefined) {
      throw new Error(`${copyModule(page)} exports no intro: the social image of ${page.id} has no title.`);
    }
    for (const lang of OG_LANGS) {
      for (const value of Object.values(copy)) {
        const title = introTitle(value, lang)?.trim();
        const path = title === undefined ? undefined : pageOgImage(page.path, lang, title);
        if (title === undefined || path === undefined || list.some((p) => p.file === path.slice(1))) continue;
        list.push({ id: page.id, lang, title, file: path.slice(1) });
      }
    }
  }
  return list;
}
