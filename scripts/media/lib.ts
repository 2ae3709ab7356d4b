// Shared helpers for the media generators in scripts/media/ (not run directly).
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser } from "@playwright/test";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
export const PUBLIC = resolve(ROOT, "public");

export const C = {
  forest950: "#0a1f15",
  forest900: "#143324",
  forest800: "#1c4430",
  forest700: "#22553a",
  forest500: "#3b855a",
  forest300: "#93c5a5",
  moss400: "#bce35a",
  amber: "#f5c451",
};

/** The tree glyph of the logo mark, in a 32×32 box. */
export const TREE_PATH = "M16 5 9.5 14h3.2L8 21h6.2v5h3.6v-5H24l-4.7-7h3.2L16 5Z";

/** The logo mark as standalone SVG markup. */
export function markSvg({ size, attrs = "" }: { size?: number; attrs?: string } = {}): string {
  const dim = size ? ` width="${size}" height="${size}"` : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"${dim}${attrs ? " " + attrs : ""}><rect width="32" height="32" rx="8" fill="${C.moss400}"/><path d="${TREE_PATH}" fill="${C.forest950}"/></svg>`;
}

/** Inter (variable, latin subset) as an inline @font-face rule. */
export function interFontFace(): string {
  const file = resolve(ROOT, "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");
  const b64 = readFileSync(file).toString("base64");
  return `@font-face{font-family:"Inter";font-style:normal;font-display:block;font-weight:100 900;src:url(data:font/woff2;base64,${b64}) format("woff2");}`;
}

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--font-render-hinting=none",
    ],
  });
}

/** Renders an HTML document at width×height (CSS px, DPR 1) and returns the PNG buffer. */
export async function renderHtml(
  browser: Browser,
  html: string,
  { width, height, transparent = false }: { width: number; height: number; transparent?: boolean },
): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  await page.setContent(html, { waitUntil: "load" });
  await page.evaluate(() => document.fonts.ready);
  const png = await page.screenshot({ type: "png", omitBackground: transparent, clip: { x: 0, y: 0, width, height } });
  await page.close();
  return png;
}
