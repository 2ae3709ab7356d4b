import { expect, test } from "@playwright/test";
import { e2e } from "../../playwright.config";
import { jsonLd, open } from "./support/page";
import { publicPagePaths } from "../../app/config/pages";

const origins = { de: e2e.de, en: e2e.en } as const;

test.describe("every public route", () => {
  for (const lang of ["de", "en"] as const) {
    test(`answers 200 with h1, title, description, canonical and hreflang (${lang})`, async ({ request }) => {
      for (const path of publicPagePaths) {
        // Node's request client does not resolve en.localhost: address the server, name the host.
        const res = await request.get(path, { headers: { host: new URL(origins[lang]).host } });
        expect(res.status(), path).toBe(200);
        const html = await res.text();
        expect(html, path).toContain(`<html lang="${lang}"`);
        expect(html, path).toMatch(/<h1[^>]*>[^<]{3,}/);
        const title = html.match(/<title>([^<]+)<\/title>/)?.[1] ?? "";
        expect(title.length, `${path} title`).toBeGreaterThan(5);
        expect(title.length, `${path} title`).toBeLessThanOrEqual(70);
        expect(html, path).toMatch(/<meta name="description" content="[^"]{50,}"/);
        expect(html, path).toContain(`<link rel="canonical" href="${origins[lang]}${path}"/>`);
        expect(html, path).toContain(`<link rel="alternate" hrefLang="de" href="${origins.de}${path}"/>`);
        expect(html, path).toContain(`<link rel="alternate" hrefLang="en" href="${origins.en}${path}"/>`);
        expect(html, path).toContain(`hrefLang="x-default"`);
        expect(html, path).toContain('<meta property="og:image" content="');
      }
    });
  }

  test("the home page carries Organization and WebSite structured data", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const blocks = jsonLd(html);
    expect(blocks.map((b) => b["@type"])).toEqual(["Organization", "WebSite"]);
    expect(blocks[0]).toMatchObject({ address: { addressLocality: "Ahrensburg" } });
  });
});

test("pages are served from memory with ETag revalidation and compression", async ({ request }) => {
  const first = await request.get("/forestcrew", { headers: { "accept-encoding": "br" } });
  expect(first.headers()["content-encoding"]).toBe("br");
  const etag = first.headers().etag;
  expect(etag).toBeTruthy();
  const again = await request.get("/forestcrew", { headers: { "if-none-match": etag ?? "" } });
  expect(again.status()).toBe(304);
});

test("security headers: a CSP without unsafe-inline scripts, and no inline-script violations", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") violations.push(msg.text());
  });
  const res = await open(page, "/");
  const csp = res?.headers()["content-security-policy"] ?? "";
  const scriptSrc =
    csp
      .split(";")
      .map((d) => d.trim())
      .find((d) => d.startsWith("script-src ")) ?? "";
  expect(scriptSrc).toContain("'self'");
  expect(scriptSrc).not.toContain("unsafe-inline");
  expect(res?.headers()["x-content-type-options"]).toBe("nosniff");
  // Hydration must work under the policy: client navigation happens without a reload.
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.getByRole("contentinfo").getByRole("link", { name: "Impressum" }).click();
  await expect(page).toHaveURL(/\/impressum$/);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  expect(violations.filter((v) => /Content Security Policy|Refused/.test(v))).toEqual([]);
});

test("every navigation scrolls to the top and sends a virtual pageview", async ({ page }) => {
  await open(page, "/");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole("contentinfo").getByRole("link", { name: "Datenschutz" }).click();
  await expect(page).toHaveURL(/\/datenschutz$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  const views = await page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === "virtual_pageview"));
  expect(views.map((v) => v.page_path)).toEqual(["/", "/datenschutz"]);
  expect(views[1]).toMatchObject({ page_search: "", page_location: `${e2e.de}/datenschutz` });
  expect(String(views[1]?.page_title)).toContain("Datenschutz");
});

test("footer links the main pages, external services in a new tab, and the hosting line", async ({ page }) => {
  await open(page, "/");
  const footer = page.getByRole("contentinfo");
  for (const [name, href] of [
    ["Über uns", "/about-us"],
    ["Kontakt", "/contact"],
    ["Karriere", "/career"],
    ["Blog", "/blog"],
    ["Impressum", "/impressum"],
    ["AGB", "/agb"],
  ]) {
    await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href as string);
  }
  for (const name of [/TimberTraxx/, /Support-Portal/, /Kostenlos registrieren/, /App Store/]) {
    const link = footer.getByRole("link", { name });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
  }
  await expect(footer).toContainText("DSGVO-konform und gehostet in Deutschland");
  await expect(footer.getByRole("link", { name: /\+49/ })).toHaveAttribute("href", /^tel:\+49\d+$/);
});

test("the hero video plays muted inline once the page is up, has the fallback text and a pause control", async ({ page }) => {
  await open(page, "/");
  const video = page.locator("video").first();
  // The document asks only for the poster; the video starts after the first paint (it held up the largest contentful paint).
  await expect(video).toHaveAttribute("preload", "none");
  await expect(video).not.toHaveAttribute("autoplay");
  await expect(video).toHaveJSProperty("paused", false);
  await expect(video).toHaveJSProperty("muted", true);
  await expect(video).toHaveJSProperty("loop", true);
  await expect(video).toHaveAttribute("playsinline", "");
  await expect(video).toHaveAttribute("poster", /\.webp$/);
  await expect(video).toContainText("Ihr Browser unterstützt keine Videos.");
  const pause = page.getByRole("button", { name: "Hintergrundvideo anhalten" });
  await pause.click();
  await expect(video).toHaveJSProperty("paused", true);
  await expect(page.getByRole("button", { name: "Hintergrundvideo abspielen" })).toBeVisible();
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });
  test("the hero video stays paused", async ({ page }) => {
    await open(page, "/");
    await expect(page.locator("video").first()).toHaveJSProperty("paused", true);
    await expect(page.getByRole("button", { name: "Hintergrundvideo abspielen" })).toBeVisible();
  });
});

test("robots.txt, sitemap.xml, manifest and favicon", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /blog/admin");
  expect(robots).toContain(`Sitemap: ${e2e.de}/sitemap.xml`);
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  const xml = await sitemap.text();
  for (const path of publicPagePaths) {
    expect(xml).toContain(`<loc>${e2e.de}${path}</loc>`);
    expect(xml).toContain(`<loc>${e2e.en}${path}</loc>`);
  }
  expect(xml).not.toContain("/blog/admin");
  expect((await request.get("/favicon.ico")).status()).toBe(200);
  expect((await request.get("/favicon.svg")).status()).toBe(200);
  const manifest: unknown = await (await request.get("/site.webmanifest")).json();
  expect(manifest).toMatchObject({ short_name: "ForestCrew" });
  expect((await request.get("/og-default.png")).status()).toBe(200);
});

test("the favicon comes with the document and the manifest is linked once the page is up", async ({ page }) => {
  // Requests for the icon and the manifest (and the manifest's icons) used to start while the first paint
  // was being prepared, adding round trips to the largest contentful paint.
  const early: string[] = [];
  page.on("request", (r) => {
    if (/favicon|webmanifest|icon-\d+/.test(r.url())) early.push(r.url());
  });
  const html = await (await page.request.get("/")).text();
  expect(html).toMatch(/<meta charSet="utf-8"\/><link rel="icon" type="image\/svg\+xml" href="data:image\/svg\+xml,/);
  expect(html).not.toMatch(/<link[^>]*rel="manifest"/);
  await open(page, "/");
  await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute("href", "/site.webmanifest");
  expect(early.filter((url) => /favicon/.test(url))).toEqual([]);
});

test("an unexpected error answers 500 with the designed view and no error text in production", async ({ page }) => {
  const res = await open(page, "/__fault");
  expect(res?.status()).toBe(500);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Da ist etwas schiefgelaufen");
  await expect(page.getByRole("main").getByRole("link", { name: "Zur Startseite" })).toBeVisible();
  expect(await page.content()).not.toContain("Geplanter Testfehler");
  await expect(page.getByText("Unexpected Application Error!")).toHaveCount(0);
});

test("non-canonical addresses of a page redirect permanently to the canonical one", async ({ request }) => {
  for (const [from, to] of [
    ["/forestcrew/", "/forestcrew"],
    ["/FORESTCREW?utm_source=x", "/forestcrew?utm_source=x"],
    [`${e2e.de}//evil.example/`, "/evil.example"],
  ]) {
    const res = await request.get(from as string, { maxRedirects: 0 });
    expect(res.status(), from).toBe(301);
    expect(res.headers().location, from).toBe(to);
  }
});
