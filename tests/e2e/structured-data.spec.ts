// The structured data in the served HTML (built by the loaders on the server), and after client
// navigation: the new page's blocks replace the old ones, never twice.
import { expect, test, type Page } from "@playwright/test";
import { e2e } from "../../playwright.config";
import { tagPath } from "../../app/features/blog/listing";
import { jsonLd, open } from "./support/page";

const typesIn = (page: Page) =>
  page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => (JSON.parse(s.textContent ?? "{}") as { "@type"?: string })["@type"]));

test("the served HTML of /about-us carries AboutPage, Organization and the breadcrumb trail", async ({ request }) => {
  const html = await (await request.get("/about-us")).text();
  const blocks = jsonLd(html);
  expect(blocks.map((b) => b["@type"])).toEqual(["AboutPage", "Organization", "BreadcrumbList"]);
  expect(blocks[1]).toMatchObject({ "@id": `${e2e.de}/#organization`, address: { addressLocality: "Ahrensburg" } });
  expect(blocks[2]).toMatchObject({
    itemListElement: [
      { position: 1, name: "Startseite", item: `${e2e.de}/` },
      { position: 2, name: "Über uns", item: `${e2e.de}/about-us` },
    ],
  });
});

test("the English host names the trail in English and links to itself", async ({ request }) => {
  const html = await (await request.get("/contact", { headers: { host: new URL(e2e.en).host } })).text();
  const trail = jsonLd(html).find((b) => b["@type"] === "BreadcrumbList");
  expect(trail).toMatchObject({
    itemListElement: [
      { position: 1, name: "Home", item: `${e2e.en}/` },
      { position: 2, name: "Contact", item: `${e2e.en}/contact` },
    ],
  });
});

test("client navigation replaces the structured data and never doubles it", async ({ page }) => {
  await open(page, "/");
  expect(await typesIn(page)).toEqual(["Organization", "WebSite"]);

  await page.locator('footer a[href="/about-us"]').first().click();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect.poll(() => typesIn(page)).toEqual(["AboutPage", "Organization", "BreadcrumbList"]);

  await page.locator('footer a[href="/contact"]').first().click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect.poll(() => typesIn(page)).toEqual(["ContactPage", "Organization", "BreadcrumbList"]);

  await page.goBack();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect.poll(() => typesIn(page)).toEqual(["AboutPage", "Organization", "BreadcrumbList"]);
});

test("a blog article carries BlogPosting and the trail Home → Blog → article", async ({ request }) => {
  const index = (await (await request.get("/blog/index.json")).json()) as { posts: { slug: string; title: string }[] };
  const post = index.posts[0]!;
  const blocks = jsonLd(await (await request.get(`/blog/${post.slug}`)).text());
  expect(blocks.map((b) => b["@type"])).toEqual(["BlogPosting", "BreadcrumbList"]);
  expect(blocks[1]).toMatchObject({
    itemListElement: [
      { position: 1, item: `${e2e.de}/` },
      { position: 2, name: "Blog", item: `${e2e.de}/blog` },
      { position: 3, name: post.title, item: `${e2e.de}/blog/${post.slug}` },
    ],
  });
});

test("a tag page carries the trail Home → Blog → the tag", async ({ request }) => {
  const index = (await (await request.get("/blog/index.json")).json()) as { posts: { tags: string[] }[] };
  const tag = index.posts.flatMap((p) => p.tags)[0]!;
  const res = await request.get(tagPath(tag));
  expect(res.status()).toBe(200);
  const trail = jsonLd(await res.text()).find((b) => b["@type"] === "BreadcrumbList");
  expect(trail).toMatchObject({
    itemListElement: [
      { position: 1, item: `${e2e.de}/` },
      { position: 2, name: "Blog", item: `${e2e.de}/blog` },
      { position: 3, item: `${e2e.de}${tagPath(tag)}` },
    ],
  });
});
