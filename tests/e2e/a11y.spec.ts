import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, test, type Page } from "@playwright/test";
import { e2e } from "../../playwright.config";
import { publicPagePaths } from "../../app/config/pages";

// axe-core, the engine behind Lighthouse's accessibility audits, run on every public page:
// contrast, names, landmarks, ARIA. Injected as a script, so CSP must let the test add it.
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
test.use({ bypassCSP: true });

async function violations(page: Page, url: string, { asLoaded = false, rules }: { asLoaded?: boolean; rules?: string[] } = {}) {
  await page.goto(url, { waitUntil: "load" });
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  // Sections below the fold use content-visibility: auto, so the browser has not laid them out
  // yet and axe cannot tell the colours behind their text. Render them all, as scrolling would
  // (unless the test looks at the page as Lighthouse does, straight after loading).
  if (!asLoaded) await page.addStyleTag({ content: "main section { content-visibility: visible !important; }" });
  await page.addScriptTag({ content: axeSource });
  const runOnly = rules ? { type: "rule", values: rules } : { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] };
  return page.evaluate(async (runOnly) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            opts: object,
          ) => Promise<{ violations: { id: string; nodes: { target: string[]; failureSummary?: string }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { runOnly });
    return result.violations.flatMap((v) =>
      v.nodes.map((n) => `${v.id}: ${n.target.join(" ")} – ${n.failureSummary?.split("\n")[1]?.trim() ?? ""}`),
    );
  }, runOnly);
}

for (const [lang, origin] of [
  ["de", e2e.de],
  ["en", e2e.en],
] as const) {
  for (const width of [390, 1280]) {
    test(`no WCAG 2.1 AA violations on the public pages (${lang}, ${width} px)`, async ({ page }) => {
      test.setTimeout(300_000);
      await page.setViewportSize({ width, height: 900 });
      // Every article too: their bodies come from Markdown (tables, task lists, footnotes).
      const index = (await (await page.request.get(`${e2e.de}/blog/index.json`)).json()) as { posts: { slug: string }[] };
      const paths = [...publicPagePaths, ...index.posts.map((p) => `/blog/${p.slug}`)];
      const found: string[] = [];
      for (const path of paths) found.push(...(await violations(page, origin + path)).map((v) => `${path} ${v}`));
      expect(found).toEqual([]);
    });
  }
}

// Lighthouse runs axe on the page as loaded, with the lower sections still skipped. A skipped
// section keeps its placeholder height while the boxes of its text are laid out at full height,
// so without app.css's `overflow: hidden` on mock-up sections, axe measured mock-up text (the
// machines list on /forestcrew-betriebsleiter) against the dark section below it.
test("no contrast complaint about sections the browser has not laid out yet (Lighthouse's view)", async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 412, height: 823 });
  const found: string[] = [];
  for (const origin of [e2e.de, e2e.en])
    for (const path of publicPagePaths)
      found.push(
        ...(await violations(page, origin + path, { asLoaded: true, rules: ["color-contrast"] })).map((v) => `${origin}${path} ${v}`),
      );
  expect(found).toEqual([]);
});
