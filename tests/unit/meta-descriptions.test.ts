// The meta description of every public page, in both languages, as the route's own `meta` export
// renders it with its loader's data: present, and short enough (≤ 160 characters) that search
// results show it whole (issue 19).
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { pageModule, pages } from "~/config/pages";
import { defaultSite } from "~/config/site";
import { dictionary } from "~/i18n";
import type { RootData } from "~/lib/app-context";
import type { Lang } from "~/lib/i18n";

const appDir = join(import.meta.dirname, "../../app");
const origins = { de: "https://forestcrew.de", en: "https://forestcrew.eu" };
const langs: Lang[] = ["de", "en"];
const DESCRIPTION_MAX = 160;

type Json = Record<string, unknown>;
type Descriptor = Record<string, unknown>;
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

interface Rendered {
  id: string;
  lang: Lang;
  data: unknown;
  tags: Descriptor[];
  blocks: Json[];
  description: string;
}

const rendered: Rendered[] = [];

beforeAll(async () => {
  for (const page of pages) {
    const mod = (await import(join(appDir, pageModule(page)))) as RouteModule;
    for (const lang of langs) {
      const data = await loaderData(page.id, mod, lang);
      const location = { pathname: page.path, search: "", hash: "", state: null, key: "default" };
      const tags =
        mod.meta?.({
          data,
          loaderData: data,
          params: {},
          location,
          error: undefined,
          matches: [{ id: "root", loaderData: root(lang) }],
        }) ?? [];
      const blocks = tags.filter((t) => "script:ld+json" in t).map((t) => t["script:ld+json"] as Json);
      const content = tags.find((t) => t.name === "description")?.content;
      const description = typeof content === "string" ? content : "";
      rendered.push({ id: page.id, lang, data, tags, blocks, description });
    }
  }
}, 60_000);

describe("meta descriptions", () => {
  it("every public page has one of 50 to 160 characters in German and English", () => {
    expect(rendered).toHaveLength(pages.length * langs.length);
    const wrong = rendered
      .filter((r) => r.description.length < 50 || r.description.length > DESCRIPTION_MAX)
      .map((r) => `${r.lang} ${r.id}: ${r.description.length} characters`);
    expect(wrong).toEqual([]);
  });

  it("no two pages of one language share a description", () => {
    for (const lang of langs) {
      const descriptions = rendered.filter((r) => r.lang === lang).map((r) => r.description);
      expect(new Set(descriptions).size).toBe(descriptions.length);
    }
  });
});
