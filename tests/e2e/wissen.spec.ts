import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, test, type Page } from "@playwright/test";
import { e2e } from "../../playwright.config";
import { knowledgeArticles } from "../../app/content/knowledge";
import { jsonLd, open } from "./support/page";

// The knowledge base as a visitor and a search engine meet it: /wissen lists the articles, each
// article is a page with its date, sections that links can point into, its sources and, where it
// touches law, the note that it is not legal advice.

const origins = { de: e2e.de, en: e2e.en } as const;
const hosts = [
  ["de", e2e.de],
  ["en", e2e.en],
] as const;
const long = { de: "de-DE", en: "en-GB" } as const;
const checkedLabel = { de: "Stand:", en: "Last checked:" } as const;
const legalNote = { de: "Keine Rechtsberatung", en: "Not legal advice" } as const;

/** "24. November 2026" / "24 November 2026": the date as the page must show it. */
function longDate(iso: string, lang: "de" | "en"): string {
  return new Intl.DateTimeFormat(long[lang], { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}

/** An HTML attribute's value as text (React escapes & < > " and '). */
function decodeAttribute(value: string): string {
  return value.replace(/&(#x([0-9a-f]+)|#(\d+)|quot|amp|lt|gt);/gi, (_, name: string, hex?: string, dec?: string) => {
    if (hex) return String.fromCodePoint(parseInt(hex, 16));
    if (dec) return String.fromCodePoint(Number(dec));
    return ({ quot: '"', amp: "&", lt: "<", gt: ">" } as Record<string, string>)[name.toLowerCase()] ?? _;
  });
}

for (const [lang, origin] of hosts) {
  test(`/wissen lists every article with its summary and date (${lang})`, async ({ page }) => {
    const res = await open(page, `${origin}/wissen`);
    expect(res?.status()).toBe(200);
    const list = page
      .getByRole("main")
      .getByRole("list")
      .filter({ has: page.getByRole("article") });
    await expect(list.getByRole("listitem")).toHaveCount(6);
    for (const a of knowledgeArticles) {
      const card = list.getByRole("article").filter({ has: page.getByRole("link", { name: a.copy[lang].title, exact: true }) });
      await expect(card.getByRole("link")).toHaveAttribute("href", `/wissen/${a.slug}`);
      await expect(card).toContainText(a.copy[lang].summary);
      await expect(card.locator("time")).toHaveText(`${checkedLabel[lang]} ${longDate(a.checked, lang)}`);
      await expect(card.getByText(legalNote[lang], { exact: true })).toHaveCount(a.legalNotice ? 1 : 0);
    }
    // The other language's titles stay on their own site.
    const other = lang === "de" ? "en" : "de";
    const main = await page.getByRole("main").innerText();
    for (const a of knowledgeArticles) if (a.copy[other].title !== a.copy[lang].title) expect(main).not.toContain(a.copy[other].title);

    // A click on a card opens the article.
    const first = knowledgeArticles[0]!;
    await list.getByRole("link", { name: first.copy[lang].title, exact: true }).click();
    await expect(page).toHaveURL(`${origin}/wissen/${first.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.copy[lang].title);
  });

  test(`every article shows its date, contents, sections, sources and, where set, the legal note (${lang})`, async ({ page }) => {
    for (const a of knowledgeArticles) {
      const copy = a.copy[lang];
      const res = await open(page, `${origin}/wissen/${a.slug}`);
      expect(res?.status(), a.slug).toBe(200);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(copy.title);
      await expect(main.locator("header time")).toHaveText(`${checkedLabel[lang]} ${longDate(a.checked, lang)}`);
      await expect(main.locator("header time")).toHaveAttribute("datetime", a.checked);

      const note = main.getByRole("complementary").filter({ has: page.getByRole("heading", { name: legalNote[lang] }) });
      await expect(note, `${a.slug}: legal note`).toHaveCount(a.legalNotice ? 1 : 0);

      // The contents link every section; every section heading carries its id.
      const contents = main.getByRole("navigation", { name: lang === "de" ? "Inhalt" : "Contents" });
      for (const section of copy.sections) {
        await expect(contents.getByRole("link", { name: section.heading, exact: true })).toHaveAttribute("href", `#${section.id}`);
        await expect(main.locator(`h2#${section.id}`)).toHaveText(section.heading);
        const region = main.getByRole("region", { name: section.heading, exact: true });
        for (const text of [...section.paragraphs, ...(section.list ?? [])])
          await expect(region.getByText(text, { exact: true })).toHaveCount(1);
      }

      // Sources: each named with its publisher; linked ones open in a new tab without the opener.
      const sources = main.getByRole("region", { name: lang === "de" ? "Quellen" : "Sources" });
      await expect(sources.getByRole("listitem")).toHaveCount(a.sources.length);
      for (const source of a.sources) {
        const item = sources.getByRole("listitem").filter({ hasText: source.title });
        await expect(item).toContainText(source.publisher);
        if (source.url) {
          const link = item.getByRole("link");
          await expect(link).toHaveAttribute("href", source.url);
          await expect(link).toHaveAttribute("target", "_blank");
          await expect(link).toHaveAttribute("rel", /noopener/);
        }
      }

      // The way on: ForestChat and a person.
      await expect(main.getByRole("link", { name: lang === "de" ? "ForestChat fragen" : "Ask ForestChat" })).toHaveAttribute(
        "href",
        "/forestchat",
      );
      await expect(main.getByRole("link", { name: lang === "de" ? "Kontakt aufnehmen" : "Get in touch" })).toHaveAttribute(
        "href",
        "/contact",
      );
    }
  });

  test(`an article's metadata: summary as description, canonical on its host, hreflang, Article data (${lang})`, async ({ request }) => {
    for (const a of knowledgeArticles) {
      const path = `/wissen/${a.slug}`;
      const res = await request.get(path, { headers: { host: new URL(origin).host } });
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toContain(`<html lang="${lang}"`);
      const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1];
      expect(decodeAttribute(description ?? "")).toBe(a.copy[lang].summary);
      expect(html).toContain(`<link rel="canonical" href="${origin}${path}"/>`);
      expect(html).toContain(`<link rel="alternate" hrefLang="de" href="${origins.de}${path}"/>`);
      expect(html).toContain(`<link rel="alternate" hrefLang="en" href="${origins.en}${path}"/>`);
      expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${origins.de}${path}"/>`);
      expect(html).toContain('<meta name="robots" content="index, follow"/>');
      const article = jsonLd(html).find((block) => block["@type"] === "Article");
      expect(article).toMatchObject({
        headline: a.copy[lang].title,
        description: a.copy[lang].summary,
        dateModified: a.checked,
        inLanguage: lang,
        url: `${origin}${path}`,
        publisher: { "@type": "Organization", "@id": `${origin}/#organization`, name: "ForestCrew GmbH" },
      });
      expect((article?.citation as unknown[]).length).toBe(a.sources.length);
      // Served from the page cache like the other static pages: public, revalidated by ETag.
      expect(res.headers()["cache-control"]).toMatch(/^public/);
      const again = await request.get(path, {
        headers: { host: new URL(origin).host, "if-none-match": res.headers().etag ?? "" },
      });
      expect(again.status()).toBe(304);
    }
  });
}

test("a link to a section lands on its heading, below the fixed header", async ({ page }) => {
  const a = knowledgeArticles.find((article) => article.copy.de.sections.length >= 3)!;
  const target = a.copy.de.sections.at(-1)!;
  await open(page, `/wissen/${a.slug}#${target.id}`);
  const heading = page.locator(`h2#${target.id}`);
  await expect(heading).toBeInViewport();
  const headerBottom = (await page.locator("body > header").boundingBox())!;
  const top = (await heading.boundingBox())!.y;
  expect(top).toBeGreaterThanOrEqual(headerBottom.y + headerBottom.height);
  expect(top).toBeLessThan(headerBottom.y + headerBottom.height + 120);

  // From the contents: the page scrolls to the section and the address names it.
  await page.evaluate(() => window.scrollTo(0, 0));
  const second = a.copy.de.sections[1]!;
  await page.getByRole("navigation", { name: "Inhalt" }).getByRole("link", { name: second.heading, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`#${second.id}$`));
  await expect(page.locator(`h2#${second.id}`)).toBeInViewport();
  await expect
    .poll(async () => (await page.locator(`h2#${second.id}`).boundingBox())!.y)
    .toBeGreaterThanOrEqual(headerBottom.y + headerBottom.height);
});

test("a ForestChat citation opens the article at the cited section", async ({ page }) => {
  await open(page, "/forestchat");
  const chat = page.locator("[data-chat-page]");
  await chat.getByRole("textbox").fill("Woran erkenne ich Borkenkäferbefall an der Fichte?");
  await chat.getByRole("textbox").press("Enter");
  await expect(chat.locator('[data-chat-message="assistant"]').nth(1)).toBeVisible({ timeout: 15_000 });
  await expect(chat.locator("[data-streaming]")).toHaveCount(0, { timeout: 15_000 });
  const citation = chat.locator('[data-chat-message="assistant"]').nth(1).locator('a[href^="/wissen/borkenkaefer-erkennen#"]').first();
  const href = (await citation.getAttribute("href"))!;
  const id = href.split("#")[1]!;
  const beetles = knowledgeArticles.find((a) => a.slug === "borkenkaefer-erkennen")!;
  expect(beetles.copy.de.sections.map((s) => s.id)).toContain(id);
  await citation.click();
  await expect(page).toHaveURL(`${e2e.de}${href}`);
  const heading = page.locator(`h2#${id}`);
  await expect(heading).toBeInViewport();
  const header = (await page.locator("body > header").boundingBox())!;
  await expect.poll(async () => (await heading.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
});

test("an unknown article answers 404 with the not-found page, kept out of search engines", async ({ page }) => {
  for (const [lang, origin] of hosts) {
    const res = await open(page, `${origin}/wissen/gibt-es-nicht`);
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      lang === "de" ? "Diese Seite gibt es nicht" : "This page does not exist",
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    expect(res?.headers()["cache-control"]).toBe("no-store");
  }
});

test("the sitemap lists the overview and every article on both hosts, with the date checked", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  for (const origin of [e2e.de, e2e.en]) {
    expect(xml).toContain(`<loc>${origin}/wissen</loc>`);
    for (const a of knowledgeArticles) expect(xml).toContain(`<loc>${origin}/wissen/${a.slug}</loc>\n    <lastmod>${a.checked}</lastmod>`);
  }
});

test("the footer links the knowledge base in both languages", async ({ page }) => {
  for (const [lang, origin] of hosts) {
    await open(page, `${origin}/`);
    const link = page.getByRole("contentinfo").getByRole("link", { name: lang === "de" ? "Wissen" : "Knowledge", exact: true });
    await expect(link).toHaveAttribute("href", "/wissen");
  }
  await page.getByRole("contentinfo").getByRole("link", { name: "Knowledge", exact: true }).click();
  await expect(page).toHaveURL(`${e2e.en}/wissen`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Forestry knowledge, briefly explained");
});

// axe-core, as tests/e2e/a11y.spec.ts runs it (which covers /wissen but not the articles): any WCAG 2.1 AA finding fails.
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

async function violations(page: Page, url: string): Promise<string[]> {
  await page.goto(url, { waitUntil: "load" });
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } });
    return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(" ")}`));
  });
}

test.describe("accessibility", () => {
  test.use({ bypassCSP: true });
  for (const width of [390, 1280]) {
    test(`no WCAG 2.1 AA findings of axe on /wissen and the articles (${width} px)`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      const found: string[] = [];
      for (const [, origin] of hosts)
        for (const path of ["/wissen", ...knowledgeArticles.map((a) => `/wissen/${a.slug}`)])
          found.push(...(await violations(page, origin + path)).map((v) => `${origin}${path} ${v}`));
      expect(found).toEqual([]);
    });
  }
});
