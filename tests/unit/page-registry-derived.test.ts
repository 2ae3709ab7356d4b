import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { pages, publicPagePaths, staticPagePaths } from "../../app/config/pages";
import { knowledgeArticles } from "../../app/content/knowledge";

// The page cache renders through React Router's server build, which exists only after a build:
// here every render answers with a small page naming what was asked for.
const rendered: string[] = [];
vi.mock("../../server/render", () => ({
  renderForCache: vi.fn((lang: string, pathname: string) => {
    rendered.push(`${lang} ${pathname}`);
    return Promise.resolve(new Response(`<!DOCTYPE html><p>${lang} ${pathname}</p>`, { headers: { "content-type": "text/html" } }));
  }),
}));

const origins = { de: "https://forestcrew.example", en: "https://en.forestcrew.example" };
const staticPages = pages.filter((page) => page.cache === "static").map((page) => page.path);
/** The knowledge articles' pages: static too, and not in the registry (one parameterised route). */
const knowledgePages = knowledgeArticles.map((a) => `/wissen/${a.slug}`);

beforeAll(() => {
  // The sitemap reads the blog's articles; an empty database lists none.
  const dir = mkdtempSync(join(tmpdir(), "registry-"));
  process.env.DATABASE_URL = `file:${join(dir, "site.db")}`;
  process.env.BLOG_SEED = "off";
});

afterAll(async () => {
  const { closeDatabase } = await import("../../app/lib/db/db.server");
  await closeDatabase();
});

describe("what the page registry feeds", () => {
  it("the page-cache warm-up renders every static page and knowledge article in both languages, and nothing else", async () => {
    const { pageCache, warmPageCache } = await import("../../server/cached-pages");
    const done = new Promise<string>((resolve) => warmPageCache(resolve));
    expect(await done).toMatch(/^page cache: \d+ pages rendered/);
    const expected = [...staticPages, ...knowledgePages];
    expect(rendered.sort()).toEqual(expected.flatMap((path) => [`de ${path}`, `en ${path}`]).sort());
    expect(pageCache.size).toBe(expected.length * 2);
  });

  it("the sitemap lists every page and knowledge article in both languages (and, here, no blog article)", async () => {
    const { loader } = await import("../../app/routes/sitemap");
    const request = new Request(`${origins.de}/sitemap.xml`);
    const response = await loader({ request, context: { origins } } as unknown as Parameters<typeof loader>[0]);
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const allPages = [...pages.map((page) => page.path), ...knowledgePages];
    expect(locs.sort()).toEqual(allPages.flatMap((path) => [origins.de + path, origins.en + path]).sort());
    // An article's entry says when its facts were last checked.
    for (const a of knowledgeArticles) {
      expect(xml).toContain(`<loc>${origins.en}/wissen/${a.slug}</loc>\n    <lastmod>${a.checked}</lastmod>`);
    }
    expect(publicPagePaths).toEqual(pages.map((page) => page.path));
    expect(staticPagePaths).toEqual(staticPages);
  });
});
