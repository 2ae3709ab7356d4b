// Every registry page's `meta` as the route renders it with its own loader's data, in both languages:
// the harness of the meta-description and social-image tests.
import { join } from "node:path";
import { pageModule, pages } from "~/config/pages";
import { defaultSite } from "~/config/site";
import { dictionary } from "~/i18n";
import type { RootData } from "~/lib/app-context";
import type { Lang } from "~/lib/i18n";

export const origins = { de: "https://forestcrew.de", en: "https://forestcrew.eu" };
export const langs: Lang[] = ["de", "en"];

export type Descriptor = Record<string, unknown>;
interface RouteModule {
  loader?: (args: unknown) => unknown;
  meta?: (args: unknown) => Descriptor[];
}

function root(lang: Lang): RootData {
  return { lang, origins, site: defaultSite, t: dictionary(lang), chatMode: "offline" };
}

/** The loader's data as meta sees it (a `data()` result unwrapped); the blog list without its database. */
async function loaderData(id: string, mod: RouteModule, lang: Lang): Promise<unknown> {
  if (id === "blog") {
    const { blogPageCopy } = await import("~/pages/blog/copy");
    return { state: "error", copy: blogPageCopy(lang) };
  }
  const page = pages.find((p) => p.id === id);
  const request = new Request(`${origins[lang]}${page?.path ?? "/"}`);
  const result = await mod.loader?.({ context: { lang, site: defaultSite, origins }, request, params: {} });
  return result && typeof result === "object" && "data" in result && "init" in result ? (result as { data: unknown }).data : result;
}

export interface RenderedMeta {
  id: string;
  lang: Lang;
  data: unknown;
  tags: Descriptor[];
}

/** Runs every registry page's loader and meta, per language. */
export async function renderRegistryMeta(): Promise<RenderedMeta[]> {
  const appDir = join(import.meta.dirname, "../../../app");
  const rendered: RenderedMeta[] = [];
  for (const page of pages) {
    const mod = (await import(join(appDir, pageModule(page)))) as RouteModule;
    for (const lang of langs) {
      const data = await loaderData(page.id, mod, lang);
      const location = { pathname: page.path, search: "", hash: "", state: null, key: "default" };
      const matches = [{ id: "root", loaderData: root(lang) }];
      const tags = mod.meta?.({ data, loaderData: data, params: {}, location, error: undefined, matches }) ?? [];
      rendered.push({ id: page.id, lang, data, tags });
    }
  }
  return rendered;
}
