// Screenshots of pages for visual review: node scripts/screenshots.mjs BASE_URL OUT_DIR path...
// Takes each path at 1280 px and 390 px wide, German and English host.
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";

const [base = "http://localhost:3000", out = "screenshots", ...paths] = process.argv.slice(2);
const url = new URL(base);
const hosts = { de: url.origin, en: `${url.protocol}//en.${url.host}` };
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
for (const [lang, origin] of Object.entries(hosts)) {
  for (const width of [1280, 390]) {
    const page = await browser.newPage({ viewport: { width, height: width > 800 ? 800 : 844 }, reducedMotion: "reduce" });
    for (const path of paths.length ? paths : ["/"]) {
      await page.goto(origin + path, { waitUntil: "networkidle" });
      const name = `${out}/${lang}-${width}-${path.replace(/\W+/g, "_") || "home"}.png`;
      // A full-page picture does not scroll, so sections below the fold (content-visibility: auto)
      // would stay unpainted: lay them all out, as scrolling through the page would.
      await page.evaluate(() => (document.documentElement.dataset.sections = "all"));
      await page.screenshot({ path: name, fullPage: true });
      console.log(name);
    }
    await page.close();
  }
}
await browser.close();
