import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, test, type Page } from "@playwright/test";
import { e2e } from "../../playwright.config";
import { staticPublicPaths } from "../../app/config/public-routes";

// axe-core, the engine behind Lighthouse's accessibility audits, run on every public page:
// contrast, names, landmarks, ARIA. Injected as a script, so CSP must let the test add it.
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
test.use({ bypassCSP: true });

async function violations(page: Page, url: string) {
  await page.goto(url, { waitUntil: "load" });
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  // Sections below the fold use content-visibility: auto, so the browser has not laid them out
  // yet and axe cannot tell the colours behind their text. Render them all, as scrolling would.
  await page.addStyleTag({ content: "main section { content-visibility: visible !important; }" });
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; nodes: { target: string[]; failureSummary?: string }[] }[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } });
    return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(" ")} – ${n.failureSummary?.split("\n")[1]?.trim() ?? ""}`));
  });
}

for (const [lang, origin] of [["de", e2e.de], ["en", e2e.en]] as const) {
  for (const width of [390, 1280]) {
    test(`no WCAG 2.1 AA violations on the public pages (${lang}, ${width} px)`, async ({ page }) => {
      test.setTimeout(300_000);
      await page.setViewportSize({ width, height: 900 });
      // Every article too: their bodies come from Markdown (tables, task lists, footnotes).
      const index = (await (await page.request.get(`${e2e.de}/blog/index.json`)).json()) as { posts: { slug: string }[] };
      const paths = [...staticPublicPaths, ...index.posts.map((p) => `/blog/${p.slug}`)];
      const found: string[] = [];
      for (const path of paths) found.push(...(await violations(page, origin + path)).map((v) => `${path} ${v}`));
      expect(found).toEqual([]);
    });
  }
}
