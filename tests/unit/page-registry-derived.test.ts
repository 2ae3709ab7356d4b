import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { pages, publicPagePaths, staticPagePaths } from "../../app/config/pages";

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
  it("the page-cache warm-up renders every static page in both languages, and nothing else", async () => {
    const { pageCache, warmPageCache } = await import("../../server/cached-pages");
    const done = new Promise<string>((resolve) => warmPageCache(resolve));
    expect(await done).toMatch(/^page cache: \d+ pages rendered/);
    expect(rendered.sort()).toEqual(staticPages.flatMap((path) => [`de ${path}`, `en ${path}`]).sort());
    expect(pageCache.size).toBe(staticPages.length * 2);
  });

  it("the sitemap lists every page in both languages (and, here, no article)", async () => {
    const { loader } = await import("../../app/routes/sitemap");
    const request = new Request(`${origins.de}/sitemap.xml`);
    const response = await loader({ request, context: { origins } } as unknown as Parameters<typeof loader>[0]);
    const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const allPages = pages.map((page) => page.path);
    expect(locs.sort()).toEqual(allPages.flatMap((path) => [origins.de + path, origins.en + path]).sort());
    expect(publicPagePaths).toEqual(allPages);
    expect(staticPagePaths).toEqual(staticPages);
  });
});
