import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { e2e } from "../../playwright.config";
import { open } from "./support/page";

// Tag pages (/blog/tag/{tag}) and the pagination of /blog and tag pages.
// Posts are created through the admin's form endpoint and deleted afterwards.
const stamp = Date.now();
const tag = `Kiefern Probe ${stamp}`;
const tagSlug = `kiefern-probe-${stamp}`;
const enTag = `Pine Sample ${stamp}`;
const enTagSlug = `pine-sample-${stamp}`;
const created: string[] = [];

test.describe.configure({ mode: "serial" });

async function signIn(request: APIRequestContext) {
  const res = await request.post("/blog/login", {
    form: { username: "admin", password: e2e.adminPassword },
    headers: { origin: e2e.de },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(302);
}

async function createPost(request: APIRequestContext, fields: { title: string; tag: string; lang: "de" | "en"; date: string }) {
  const res = await request.post("/blog/admin/new", {
    form: {
      title: fields.title,
      slug: "",
      author: "Redaktion",
      summary: `Kurzfassung: ${fields.title}.`,
      content: `Text zu ${fields.title}.`,
      tags: fields.tag,
      lang: fields.lang,
      status: "published",
      date: fields.date,
    },
    headers: { origin: e2e.de },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(302);
  const id = /post-\d+/.exec(res.headers().location ?? "")![0];
  created.push(id);
  const exported = (await (await request.get(`/blog/admin/export/${id}.json`)).json()) as { slug: string };
  return exported.slug;
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

async function seriousViolations(page: Page): Promise<string[]> {
  await page.addStyleTag({ content: "main section { content-visibility: visible !important; }" });
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; impact?: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } });
    return result.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(" ")}`));
  });
}

let deSlugs: string[] = [];
let enSlug = "";

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  await signIn(request);
  // 13 German posts with the tag (one more than a page), dated a minute apart in 2001, so they sort
  // after every other post: tests running beside this one (blog.spec.ts) still find the seeded posts
  // on the first page of /blog.
  const base = Date.parse("2001-03-01T09:00:00Z");
  for (let i = 0; i < 13; i++) {
    deSlugs.push(
      await createPost(request, {
        title: `Kiefernprobe ${stamp} Nummer ${i + 1}`,
        tag,
        lang: "de",
        date: new Date(base + i * 60_000).toISOString(),
      }),
    );
  }
  deSlugs = deSlugs.reverse();
  enSlug = await createPost(request, { title: `Pine sample ${stamp}`, tag: enTag, lang: "en", date: new Date(base).toISOString() });
});

test.afterAll(async ({ request }) => {
  await signIn(request);
  for (const id of created)
    await request.post("/blog/admin", { form: { intent: "delete", id }, headers: { origin: e2e.de }, maxRedirects: 0 });
});

test("an article's tag links to its tag page, which lists the article (de)", async ({ page }) => {
  const newest = deSlugs[0]!;
  await open(page, `/blog/${newest}`);
  await page.locator("header").getByRole("link", { name: tag, exact: true }).click();
  await expect(page).toHaveURL(`${e2e.de}/blog/tag/${tagSlug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Beiträge zum Thema „${tag}“`);
  await expect(page.getByText("13 Beiträge", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: `Kiefernprobe ${stamp} Nummer 13`, exact: true })).toBeVisible();
  // 12 on the first page, the oldest on the second.
  await expect(page.getByRole("link", { name: new RegExp(`^Kiefernprobe ${stamp} Nummer`) })).toHaveCount(12);
  await expect(page.getByRole("link", { name: `Kiefernprobe ${stamp} Nummer 1`, exact: true })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "← Alle Beiträge" })).toHaveAttribute("href", "/blog");
  await expect(page).toHaveTitle(new RegExp(`^Beiträge zum Thema „${tag}“`));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${e2e.de}/blog/tag/${tagSlug}`);
  await expect(page.locator('link[rel="next"]')).toHaveAttribute("href", `${e2e.de}/blog/tag/${tagSlug}?seite=2`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "index, follow");

  const nav = page.getByRole("navigation", { name: "Seitennavigation" });
  await expect(nav).toContainText("Seite 1 von 2");
  await nav.getByRole("link", { name: "Ältere Beiträge" }).click();
  await expect(page).toHaveURL(`${e2e.de}/blog/tag/${tagSlug}?seite=2`);
  await expect(page.getByRole("link", { name: `Kiefernprobe ${stamp} Nummer 1`, exact: true })).toBeVisible();
  await expect(nav).toContainText("Seite 2 von 2");
  await expect(nav.getByRole("link", { name: "Neuere Beiträge" })).toHaveAttribute("href", `/blog/tag/${tagSlug}`);
});

test("another spelling of the tag moves to its page, which the page cache keeps; the English article's tag page is on the English host", async ({
  page,
}) => {
  const upper = await page.request.get(`/blog/tag/${encodeURIComponent(tag.toUpperCase())}`, { maxRedirects: 0 });
  expect(upper.status()).toBe(301);
  expect(upper.headers().location).toBe(`/blog/tag/${tagSlug}`);
  // The canonical address is kept by the page cache: the second request is served from memory.
  await page.request.get(`/blog/tag/${tagSlug}`);
  const again = await page.request.get(`/blog/tag/${tagSlug}`);
  expect(again.headers()["x-page-cache"]).toBe("hit");
  expect(await again.text()).toContain(`Kiefernprobe ${stamp} Nummer 13`);

  await open(page, `${e2e.en}/blog/${enSlug}`);
  await page.locator("header").getByRole("link", { name: enTag, exact: true }).click();
  await expect(page).toHaveURL(`${e2e.en}/blog/tag/${enTagSlug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Articles tagged “${enTag}”`);
  await expect(page.getByText("1 article", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: `Pine sample ${stamp}`, exact: true })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Pagination" })).toHaveCount(0);
  // A tag of the other language has no page here.
  expect((await page.request.get(`${e2e.de}/blog/tag/${enTagSlug}`)).status()).toBe(404);
});

test("unknown tags and pages beyond the last answer 404 with the not-found view; ?seite=1 moves to the bare address", async ({ page }) => {
  const unknown = await open(page, `/blog/tag/gibt-es-nicht-${stamp}`);
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  expect((await page.request.get(`/blog/tag/${tagSlug}?seite=99`)).status()).toBe(404);
  expect((await page.request.get(`/blog/tag/${tagSlug}?seite=abc`)).status()).toBe(404);
  expect((await page.request.get("/blog?seite=99")).status()).toBe(404);
  const first = await page.request.get(`/blog/tag/${tagSlug}?seite=1`, { maxRedirects: 0 });
  expect(first.status()).toBe(301);
  expect(first.headers().location).toBe(`/blog/tag/${tagSlug}`);
  const blogFirst = await page.request.get("/blog?seite=1", { maxRedirects: 0 });
  expect(blogFirst.status()).toBe(301);
  expect(blogFirst.headers().location).toBe("/blog");
});

test("/blog shows 12 posts a page; page 2 is rendered for its request, never the cached first page", async ({ page }) => {
  const firstHtml = await (await page.request.get("/blog")).text();
  const second = await page.request.get("/blog?seite=2");
  expect(second.status()).toBe(200);
  expect(second.headers()["x-page-cache"]).toBeUndefined();
  const secondHtml = await second.text();
  expect(secondHtml).not.toBe(firstHtml);
  // The oldest post is on the last page, never on the first; page 2 shows none of page 1's posts.
  const pages = Number(/Seite 2 von (\d+)/.exec(secondHtml)?.[1]);
  expect(pages).toBeGreaterThanOrEqual(2);
  const lastHtml = pages === 2 ? secondHtml : await (await page.request.get(`/blog?seite=${pages}`)).text();
  const oldest = `/blog/${deSlugs.at(-1)}"`;
  expect(lastHtml).toContain(oldest);
  expect(firstHtml).not.toContain(oldest);
  // No test post is on both page 1 and page 2.
  for (const slug of deSlugs) {
    if (secondHtml.includes(`/blog/${slug}"`)) expect(firstHtml).not.toContain(`/blog/${slug}"`);
  }
  // The first page from the cache is still the first page after page 2 was asked for.
  const againHtml = await (await page.request.get("/blog")).text();
  expect(againHtml).not.toContain(oldest);
  expect(againHtml).toContain(/<a[^>]+href="(\/blog\/[a-z0-9-]+)"/.exec(firstHtml)?.[1] ?? "/blog/");

  await open(page, "/blog?seite=2");
  await expect(page.getByRole("navigation", { name: "Seitennavigation" })).toContainText(/Seite 2 von \d+/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${e2e.de}/blog?seite=2`);
  await expect(page.locator('link[rel="prev"]')).toHaveAttribute("href", `${e2e.de}/blog`);
  const cards = page.locator("main ol").first().locator(":scope > li");
  expect(await cards.count()).toBeGreaterThan(0);
  expect(await cards.count()).toBeLessThanOrEqual(12);
  await open(page, "/blog");
  await expect(page.locator("main ol").first().locator(":scope > li")).toHaveCount(12);
  await expect(page.locator('link[rel="next"]')).toHaveAttribute("href", `${e2e.de}/blog?seite=2`);
});

test("the sitemap lists each language's tag pages on its own host", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`<loc>${e2e.de}/blog/tag/${tagSlug}</loc>`);
  expect(sitemap).toContain(`<loc>${e2e.en}/blog/tag/${enTagSlug}</loc>`);
  expect(sitemap).not.toContain(`<loc>${e2e.en}/blog/tag/${tagSlug}</loc>`);
  expect(sitemap).not.toContain(`/blog/tag/${tagSlug}?seite`);
});

for (const [lang, url] of [
  ["de", () => `${e2e.de}/blog/tag/${tagSlug}`],
  ["en", () => `${e2e.en}/blog/tag/${enTagSlug}`],
] as const) {
  test(`a tag page has no serious or critical axe violations (${lang})`, async ({ browser }) => {
    const context = await browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await open(page, url());
      expect(await seriousViolations(page)).toEqual([]);
    }
    await context.close();
  });
}
