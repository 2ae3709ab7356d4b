// The meta description of every public page, in both languages, as the route's own `meta` export
// renders it with its loader's data: present, and short enough (≤ 160 characters) that search
// results show it whole.
import { beforeAll, describe, expect, it } from "vitest";
import { pages } from "~/config/pages";
import type { Lang } from "~/lib/i18n";
import { langs, renderRegistryMeta, type Descriptor } from "./support/registry-meta";

const DESCRIPTION_MAX = 160;

type Json = Record<string, unknown>;

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
  for (const r of await renderRegistryMeta()) {
    const blocks = r.tags.filter((t) => "script:ld+json" in t).map((t) => t["script:ld+json"] as Json);
    const content = r.tags.find((t) => t.name === "description")?.content;
    rendered.push({ ...r, blocks, description: typeof content === "string" ? content : "" });
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
