// Screenshots of pages for visual review: npx tsx scripts/media/screenshots.ts BASE_URL OUT_DIR path...
// Takes each path at 1280 px and 390 px wide, German and English host. With ADMIN_PASSWORD set it
// signs in at /blog/login on each host first, for pictures of the admin area.
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
  const context = await browser.newContext({ reducedMotion: "reduce" });
  if (process.env.ADMIN_PASSWORD) {
    const login = await context.newPage();
    await login.goto(`${origin}/blog/login`);
    await login.locator("input[type=password]").fill(process.env.ADMIN_PASSWORD);
    await Promise.all([login.waitForURL(/\/blog\/admin/), login.locator("input[type=password]").press("Enter")]);
    await login.close();
  }
  for (const width of [1280, 390]) {
    const page = await context.newPage();
    await page.setViewportSize({ width, height: width > 800 ? 800 : 844 });
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
  await context.close();
}
await browser.close();
