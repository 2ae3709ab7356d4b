import { expect, test } from "@playwright/test";
import { e2e } from "../../playwright.config";
import { seedPosts } from "../../app/features/blog/seed-posts";
import { seedPostsEn } from "../../app/features/blog/seed-posts-en";
import { formatPostDate } from "../../app/features/blog/rules";
import type { BlogIndex, BlogPostRecord } from "../../app/features/blog/types";
import { jsonLd, open } from "./support/page";

// Other suites (the admin journey) may add posts to the same server: the checks below hold for any
// set of posts that includes the seed articles.
const seedsNewestFirst = [...seedPosts].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
const newest = seedsNewestFirst[0]!;
// A seed post sharing a tag with another one, so 'Verwandte Artikel' has something to show.
const withRelated = seedPosts.find((p) => seedPosts.some((o) => o.id !== p.id && o.tags.some((t) => p.tags.includes(t))))!;
// The English versions, linked to their German originals (ADR 0018: each lives on its own site).
const englishOf = (id: string) => seedPostsEn.find((p) => p.translationOf === id)!;

test.describe("/blog", () => {
  test("lists the seeded posts newest first with German long dates, author, summary and tags", async ({ page }) => {
    const response = await open(page, "/blog");
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1")).toHaveText("Praxiswissen für die digitale Forstwirtschaft");

    const cards = page.locator("main article, article").filter({ has: page.locator("h2 a, h3 a") });
    const dates = await cards.locator("time").evaluateAll((els) => els.map((el) => el.getAttribute("datetime") ?? ""));
    expect(dates.length).toBeGreaterThanOrEqual(seedPosts.length);
    const times = dates.map((d) => Date.parse(d));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const slugs = await cards.locator("h2 a, h3 a").evaluateAll((els) => els.map((el) => el.getAttribute("href")));
    const seedOrder = slugs.filter((href) => seedPosts.some((p) => `/blog/${p.slug}` === href));
    expect(seedOrder).toEqual(seedsNewestFirst.map((p) => `/blog/${p.slug}`));

    for (const post of seedPosts) {
      const card = cards.filter({ has: page.locator(`a[href="/blog/${post.slug}"]`) });
      await expect(card).toHaveCount(1);
      await expect(card.locator("time")).toHaveText(formatPostDate(post.date, "de"));
      await expect(card.locator("time")).toHaveText(
        /^\d{1,2}\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}$/,
      );
      await expect(card).toContainText(post.author);
      await expect(card).toContainText(post.summary);
      for (const tag of post.tags) await expect(card.getByRole("listitem").filter({ hasText: tag }).first()).toBeVisible();
    }
    // Cover images carry their size; only the first loads eagerly.
    const images = cards.locator("img");
    await expect(images.first()).toHaveAttribute("width", "1600");
    await expect(images.first()).toHaveAttribute("height", "900");
    await expect(images.nth(1)).toHaveAttribute("loading", "lazy");
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", `${e2e.de}/blog/feed.xml`);
  });

  test("a card opens its article", async ({ page }) => {
    await open(page, "/blog");
    await page.getByRole("link", { name: newest.title, exact: true }).click();
    await expect(page).toHaveURL(`/blog/${newest.slug}`);
    await expect(page.locator("h1")).toHaveText(newest.title);
  });

  test("the English site lists the English articles with English dates and interface", async ({ page }) => {
    await open(page, `${e2e.en}/blog`);
    const english = englishOf(newest.id);
    const card = page.locator("article").filter({ has: page.locator(`a[href="/blog/${english.slug}"]`) });
    await expect(card.locator("h2, h3")).toHaveText(english.title);
    await expect(card.locator("time")).toHaveText(formatPostDate(english.date, "en"));
    // A German article with an English version is not listed on the English site.
    await expect(page.locator(`a[href$="/blog/${newest.slug}"]`)).toHaveCount(0);
    await expect(card.locator("time")).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    await expect(page.getByRole("heading", { name: "All articles" })).toBeVisible();
  });
});

test.describe("/blog/{slug}", () => {
  test("shows header, body, related articles, the continue block and the back link", async ({ page, request }) => {
    const response = await open(page, `/blog/${withRelated.slug}`);
    expect(response?.status()).toBe(200);
    const header = page.locator("article > header");
    await expect(header.locator("h1")).toHaveText(withRelated.title);
    await expect(header.locator("time")).toHaveText(formatPostDate(withRelated.date, "de"));
    await expect(header).toContainText(withRelated.author);
    await expect(header).toContainText(withRelated.summary);
    for (const tag of withRelated.tags) await expect(header.getByRole("listitem").filter({ hasText: tag })).toHaveCount(1);

    // The Markdown body is rendered as HTML: its first heading is a real heading.
    const firstHeading = /^#{2,3} (.+)$/m.exec(withRelated.content)?.[1];
    expect(firstHeading).toBeTruthy();
    await expect(page.getByRole("heading", { name: firstHeading!.replace(/[*_`]/g, ""), exact: true })).toBeVisible();

    // Related articles: 1–3 other posts, each sharing a tag with this one.
    const related = page.locator("section", { has: page.getByRole("heading", { name: "Verwandte Artikel" }) });
    const links = await related.locator("h3 a").evaluateAll((els) => els.map((el) => el.getAttribute("href") ?? ""));
    expect(links.length).toBeGreaterThanOrEqual(1);
    expect(links.length).toBeLessThanOrEqual(3);
    const index = (await (await request.get("/blog/index.json")).json()) as BlogIndex;
    for (const href of links) {
      const other = index.posts.find((p) => `/blog/${p.slug}` === href);
      expect(other, href).toBeTruthy();
      expect(other!.slug).not.toBe(withRelated.slug);
      expect(
        other!.tags.some((t) => withRelated.tags.includes(t)),
        href,
      ).toBe(true);
    }

    await expect(page.getByRole("heading", { name: "Weiterlesen" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Alle Beiträge ansehen" })).toHaveAttribute("href", "/blog");
    await page.getByRole("link", { name: "← Zurück zur Blog-Übersicht" }).first().click();
    await expect(page).toHaveURL("/blog");
    await expect(page.locator("h1")).toHaveText("Praxiswissen für die digitale Forstwirtschaft");
  });

  test("metadata: title, description, canonical, keywords, BlogPosting and the feed link", async ({ request }) => {
    const res = await request.get(`/blog/${withRelated.slug}`);
    const html = await res.text();
    expect(html).toContain(`<title>${withRelated.title} | ForestCrew Forstblog</title>`);
    expect(html).toContain(`<link rel="canonical" href="${e2e.de}/blog/${withRelated.slug}"/>`);
    expect(html).toContain(`hrefLang="de" href="${e2e.de}/blog/${withRelated.slug}"`);
    expect(html).toContain(`hrefLang="en" href="${e2e.en}/blog/${englishOf(withRelated.id).slug}"`);
    expect(html).toContain(`hrefLang="x-default" href="${e2e.de}/blog/${withRelated.slug}"`);
    const keywords = html.match(/<meta name="keywords" content="([^"]+)"/)?.[1] ?? "";
    for (const tag of withRelated.tags) expect(keywords).toContain(tag);
    expect(keywords).toContain("Forstwirtschaft");
    const posting = jsonLd(html).find((b) => b["@type"] === "BlogPosting");
    expect(posting).toMatchObject({
      headline: withRelated.title,
      datePublished: withRelated.date,
      author: { "@type": "Person", name: withRelated.author },
      inLanguage: "de",
      mainEntityOfPage: { "@id": `${e2e.de}/blog/${withRelated.slug}` },
      publisher: { "@id": `${e2e.de}/#organization`, name: "ForestCrew GmbH" },
    });
    expect(posting?.image).toMatch(/^http:\/\/localhost:\d+\/|^https:\/\//);
    expect(html).toMatch(/<link rel="alternate" type="application\/rss\+xml"[^>]*href="http:\/\/localhost:\d+\/blog\/feed\.xml"/);
  });

  test("an article is served from memory on the second request", async ({ request }) => {
    await request.get(`/blog/${newest.slug}`);
    const second = await request.get(`/blog/${newest.slug}`);
    expect(second.headers()["x-page-cache"]).toBe("hit");
    expect(second.headers()["etag"]).toBeTruthy();
  });

  test("an unknown slug answers 404 with the message and the back link", async ({ page }) => {
    const response = await open(page, "/blog/does-not-exist");
    expect(response?.status()).toBe(404);
    const message = page.getByText("Blog-Beitrag nicht gefunden", { exact: true });
    await expect(message).toBeVisible();
    expect(await message.evaluate((el) => getComputedStyle(el).color)).toMatch(/^(rgb|oklch|lab)\(/);
    const [r, g, b] = await message.evaluate((el) => {
      const probe = document.createElement("canvas").getContext("2d")!;
      probe.fillStyle = getComputedStyle(el).color;
      probe.fillRect(0, 0, 1, 1);
      return [...probe.getImageData(0, 0, 1, 1).data];
    });
    expect(r).toBeGreaterThan(150);
    expect(g!).toBeLessThan(80);
    expect(b!).toBeLessThan(80);
    await page.getByRole("link", { name: "← Zurück zur Blog-Übersicht" }).click();
    await expect(page).toHaveURL("/blog");
  });

  test("a German article's address on the English site leads to its English version", async ({ page }) => {
    const english = englishOf(newest.id);
    await open(page, `${e2e.en}/blog/${newest.slug}`);
    await expect(page).toHaveURL(`${e2e.en}/blog/${english.slug}`);
    await expect(page.locator("h1")).toHaveText(english.title);
    await expect(page.locator("article > header time")).toHaveText(formatPostDate(english.date, "en"));
    await expect(page.locator('article div[lang="en"]').first()).toBeVisible();
    await expect(page.getByRole("link", { name: "← Back to the blog overview" }).first()).toBeVisible();
    const notFound = await open(page, `${e2e.en}/blog/does-not-exist`);
    expect(notFound?.status()).toBe(404);
    await expect(page.getByText("Blog post not found", { exact: true })).toBeVisible();
  });
});

test.describe("blog resources", () => {
  test("index.json and content/{slug}.json answer in the old files' shapes", async ({ request }) => {
    const indexRes = await request.get("/blog/index.json");
    expect(indexRes.status()).toBe(200);
    expect(indexRes.headers()["content-type"]).toContain("application/json");
    const index = (await indexRes.json()) as BlogIndex;
    for (const post of seedPosts) {
      const entry = index.posts.find((p) => p.id === post.id);
      expect(entry).toEqual({
        id: post.id,
        slug: post.slug,
        title: post.title,
        date: post.date,
        author: post.author,
        summary: post.summary,
        tags: post.tags,
      });
    }
    const recordRes = await request.get(`/blog/content/${newest.slug}.json`);
    expect(recordRes.status()).toBe(200);
    const record = (await recordRes.json()) as BlogPostRecord;
    expect(record).toMatchObject({ id: newest.id, slug: newest.slug, title: newest.title, lang: "de" });
    // Saving trims blank lines at the ends of the Markdown.
    expect(typeof record.content === "string" && record.content.trim()).toBe(newest.content.trim());
    const missing = await request.get("/blog/content/does-not-exist.json");
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toEqual({ error: "Blog-Beitrag nicht gefunden" });
  });

  test("feed.xml is RSS 2.0 with absolute links on the requesting language's site", async ({ request }) => {
    for (const [lang, origin] of [
      ["de", e2e.de],
      ["en", e2e.en],
    ] as const) {
      const res = await request.get("/blog/feed.xml", { headers: { host: new URL(origin).host } });
      expect(res.status()).toBe(200);
      expect(res.headers()["content-type"]).toContain("application/rss+xml");
      const xml = await res.text();
      expect(xml).toContain('<rss version="2.0"');
      expect(xml).toContain(`<language>${lang === "de" ? "de-DE" : "en-GB"}</language>`);
      const posts = lang === "de" ? seedPosts : seedPostsEn;
      for (const post of posts) expect(xml, lang).toContain(`<link>${origin}/blog/${post.slug}</link>`);
      expect(xml.match(/<item>/g)?.length).toBeGreaterThanOrEqual(posts.length);
    }
  });

  test("the sitemap lists every article once, at its own site, with lastmod", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    for (const post of seedPosts) {
      expect(xml).toMatch(new RegExp(`<loc>${e2e.de}/blog/${post.slug}</loc>\\s*<lastmod>\\d{4}-\\d{2}-\\d{2}T`));
      expect(xml).not.toContain(`<loc>${e2e.en}/blog/${post.slug}</loc>`);
    }
    for (const post of seedPostsEn) {
      expect(xml).toMatch(new RegExp(`<loc>${e2e.en}/blog/${post.slug}</loc>\\s*<lastmod>\\d{4}-\\d{2}-\\d{2}T`));
    }
  });

  test("blog images: files of the site are served, other paths are refused", async ({ request }) => {
    const cover = seedPosts.find((p) => p.coverImage)?.coverImage;
    if (cover) {
      const res = await request.get(cover);
      expect(res.status()).toBe(200);
      expect(res.headers()["content-type"]).toMatch(/^image\//);
      expect(res.headers()["x-content-type-options"]).toBe("nosniff");
    }
    for (const path of [
      "/blog/images/nope.png",
      "/blog/images/..%2F..%2Fsite.db",
      "/blog/images/%2e%2e/site.db",
      "/blog/images/x.svg",
      "/blog/images/x.html",
    ]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });
});
