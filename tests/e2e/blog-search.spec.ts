import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { e2e } from "../../playwright.config";

// Blog search: the GET form on /blog and the results page /blog/suche, both
// languages, without JavaScript. Sample posts are dated 2001 (after every other post, so /blog's
// first page stays as other specs expect) and deleted afterwards.
test.describe.configure({ mode: "serial" });

const stamp = Date.now();
const marker = `Zirbenprobe${stamp}`;
const enMarker = `Pineprobe${stamp}`;
const created: string[] = [];

async function signIn(request: APIRequestContext) {
  const res = await request.post("/blog/login", {
    form: { username: "admin", password: e2e.adminPassword },
    headers: { origin: e2e.de },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(302);
}

async function createPost(request: APIRequestContext, fields: { title: string; summary: string; content: string; lang: "de" | "en" }) {
  const res = await request.post("/blog/admin/new", {
    form: {
      ...fields,
      slug: "",
      author: "Redaktion",
      tags: fields.lang === "de" ? "Waldschutz" : "Forest Protection",
      status: "published",
      date: "2001-04-01T09:00:00.000Z",
    },
    headers: { origin: e2e.de },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(302);
  const id = /post-\d+/.exec(res.headers().location ?? "")![0];
  created.push(id);
  return ((await (await request.get(`/blog/admin/export/${id}.json`)).json()) as { slug: string }).slug;
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

let deSlug = "";
let enSlug = "";

test.beforeAll(async ({ request }) => {
  await signIn(request);
  deSlug = await createPost(request, {
    title: `${marker}: Käferfallen <b>fett</b> aufstellen`,
    summary: `Wie ${marker} den Borkenkäfer früh findet.`,
    content: `Im Frühjahr hängen wir Fallen auf. <script>alert("x")</script> Der Borkenkäfer fliegt ab 16 Grad; ${marker} zählt ihn.`,
    lang: "de",
  });
  enSlug = await createPost(request, {
    title: `${enMarker}: setting beetle traps`,
    summary: `How ${enMarker} spots bark beetles early.`,
    content: `In spring we hang traps. The bark beetle flies from 16 degrees; ${enMarker} counts them.`,
    lang: "en",
  });
});

test.afterAll(async ({ request }) => {
  await signIn(request);
  for (const id of created)
    await request.post("/blog/admin", { form: { intent: "delete", id }, headers: { origin: e2e.de }, maxRedirects: 0 });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("German: search from /blog without JavaScript; matches marked, markup shown as text, noindex, never cached", async ({ page }) => {
    await page.goto("/blog");
    await page.getByRole("searchbox", { name: "Blog durchsuchen" }).fill(`${marker} Käfer`);
    await page.getByRole("searchbox", { name: "Blog durchsuchen" }).press("Enter");
    await expect(page).toHaveURL(`${e2e.de}/blog/suche?q=${marker}+K%C3%A4fer`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog durchsuchen");
    await expect(page.getByText(`1 Treffer für „${marker} Käfer“`, { exact: true })).toBeVisible();
    const result = page.getByRole("link", { name: new RegExp(`^${marker}: Käferfallen`) });
    await expect(result).toHaveAttribute("href", `/blog/${deSlug}`);
    // The post's own "<b>fett</b>" is text, not markup; matches are in <mark>.
    await expect(result).toContainText("<b>fett</b>");
    await expect(page.locator("main b")).toHaveCount(0);
    await expect(page.locator("main script")).toHaveCount(0);
    const marks = page.locator("main li mark");
    await expect(marks.filter({ hasText: /^Käferfallen$/ })).toBeVisible();
    await expect(marks.filter({ hasText: /^Borkenkäfer$/ }).first()).toBeVisible();
    await expect(marks.filter({ hasText: marker }).first()).toBeVisible();
    // The form keeps the query.
    await expect(page.getByRole("searchbox", { name: "Blog durchsuchen" })).toHaveValue(`${marker} Käfer`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

    const res = await page.request.get(`/blog/suche?q=${marker}`);
    expect(res.headers()["cache-control"]).toBe("no-store");
    expect(res.headers()["x-page-cache"]).toBeUndefined();
    // The query is text too.
    const html = await (await page.request.get(`/blog/suche?q=${encodeURIComponent(`<b>${marker}</b>`)}`)).text();
    expect(html).toContain(`1 Treffer für „&lt;b&gt;${marker}&lt;/b&gt;“`);
    expect(html).not.toContain(`<b>${marker}`);
  });

  test("English: search from the English /blog; umlaut-free plural finds the post", async ({ page }) => {
    await page.goto(`${e2e.en}/blog`);
    await page.getByRole("searchbox", { name: "Search the blog" }).fill(`${enMarker} beetles`);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(`${e2e.en}/blog/suche?q=${enMarker}+beetles`);
    await expect(page.getByText(`1 result for “${enMarker} beetles”`, { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: `${enMarker}: setting beetle traps` })).toHaveAttribute("href", `/blog/${enSlug}`);
    await expect(
      page
        .locator("main li mark")
        .filter({ hasText: /^beetles$/ })
        .first(),
    ).toBeVisible();
    // The German post is not found on the English site.
    await page.goto(`${e2e.en}/blog/suche?q=${marker}`);
    await expect(page.getByText(`No articles found for “${marker}”.`)).toBeVisible();
  });

  test("no result: a helpful message, topics and all articles; an empty query shows the form only", async ({ page }) => {
    await page.goto(`/blog/suche?q=Zauberwald${stamp}`);
    await expect(page.getByRole("status")).toHaveText(`Keine Beiträge zu „Zauberwald${stamp}“ gefunden.`);
    await expect(page.getByRole("link", { name: "Alle Beiträge ansehen" })).toHaveAttribute("href", "/blog");
    await expect(page.getByRole("list", { name: "Themen" }).getByRole("link").first()).toHaveAttribute("href", /^\/blog\/tag\//);
    await page.goto("/blog/suche");
    await expect(page.getByRole("searchbox", { name: "Blog durchsuchen" })).toHaveValue("");
    await expect(page.getByText(/Geben Sie einen Suchbegriff ein/)).toBeVisible();
  });
});

// axe runs as a script in the page: these use the normal browser, with the CSP bypassed for it.
test.describe("accessibility", () => {
  test.use({ bypassCSP: true });
  for (const width of [390, 1280]) {
    test(`axe: /blog and results, both languages, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const url of [
        "/blog",
        `/blog/suche?q=${marker}+Käfer`,
        "/blog/suche?q=Zauberwald",
        `${e2e.en}/blog`,
        `${e2e.en}/blog/suche?q=${enMarker}`,
      ]) {
        await page.goto(url);
        expect(await seriousViolations(page), url).toEqual([]);
      }
    });
  }
});
