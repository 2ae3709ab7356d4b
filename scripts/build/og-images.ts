// Social images (og:image) of the registry pages, one per page, language and title the page can
// show, made by every `react-router build` (the Vite plugin below) into
// <client build>/og/<lang>/<page id>-<hash of the title>.png (names: pageOgImage in app/lib/seo.ts):
// the page's title drawn with sharp (Pango, Inter Bold) onto the background art. No browser: the
// art (scripts/build/og-background.png) is rendered once by scripts/media/og-image.ts in Chromium and
// committed, and the font (scripts/build/fonts/inter-latin-700.ttf) is Inter's latin subset at weight
// 700, taken from @fontsource-variable/inter as a static TTF because sharp's renderer reads no WOFF2.
// Finished images are kept in node_modules/.cache/og-images by a hash of what they are made of,
// so a build with unchanged titles only copies them.
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import type { Plugin } from "vite";
import type { OgPage } from "./page-titles";

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, "../..");
export const FONT_FILE = join(HERE, "fonts/inter-latin-700.ttf");
export const BACKGROUND = join(HERE, "og-background.png");
const CACHE_DIR = join(ROOT, "node_modules/.cache/og-images");

// sharp's text renderer asks fontconfig, which complains on a machine without its configuration
// (a bare container); the font itself is always the file above.
if (process.env.FONTCONFIG_FILE === undefined && !existsSync("/etc/fonts/fonts.conf")) {
  process.env.FONTCONFIG_FILE = join(HERE, "fonts/fonts.conf");
}

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
export const OG_MAX_BYTES = 150 * 1024;

/** Layout, as in the default image (scripts/media/og-image.ts): a column on the left, the title standing on the bottom margin. */
const LEFT = 80;
const BOTTOM = OG_HEIGHT - 72;
/** The title's column: wide enough for three lines of the longest titles, clear of the mark and wordmark at the top. */
const MAX_WIDTH = 820;
const MAX_HEIGHT = 300;
const SIZES = [64, 60, 56, 52, 48, 44, 40, 36];
const WHITE = "#ffffff";
const MOSS = "#bce35a";
/** Bump when the drawing changes, so cached images are made afresh. */
const RENDER_VERSION = "1";

function escapeMarkup(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * Pango markup of a title: a name before " – " (ForestChat – KI-Assistent …) in the moss green of
 * the default image's highlight, the rest white; letter-spacing as the site's headings (-0.028em).
 */
function titleMarkup(title: string, size: number): string {
  const spacing = Math.round(-0.028 * size * 1024);
  const dash = title.indexOf(" – ");
  const parts =
    dash > 0 && dash <= 24
      ? `<span foreground="${MOSS}">${escapeMarkup(title.slice(0, dash))} –</span> ${escapeMarkup(title.slice(dash + 3))}`
      : escapeMarkup(title);
  return `<span foreground="${WHITE}" letter_spacing="${spacing}">${parts}</span>`;
}

export interface TitleLayout {
  png: Buffer;
  size: number;
  width: number;
  height: number;
}

/** The title at the largest size whose lines fit the column (wrapped at words, inside a word only if one is wider than the column). */
export async function layoutTitle(title: string): Promise<TitleLayout> {
  let last: TitleLayout | undefined;
  for (const size of SIZES) {
    const png = await sharp({
      text: {
        text: titleMarkup(title.trim(), size),
        font: `Inter Bold ${size}`,
        fontfile: FONT_FILE,
        width: MAX_WIDTH,
        dpi: 72,
        rgba: true,
        wrap: "word-char",
        spacing: Math.round(size * 0.14),
      },
    })
      .png()
      .toBuffer();
    const { width = 0, height = 0 } = await sharp(png).metadata();
    last = { png, size, width, height };
    if (width <= MAX_WIDTH && height <= MAX_HEIGHT) return last;
  }
  if (!last || last.width > MAX_WIDTH || last.height > MAX_HEIGHT) throw new Error(`The title does not fit the social image: ${title}`);
  return last;
}

/** One social image: the background art, the moss rule and the title; a palette PNG within 150 KB. */
export async function renderOgImage(title: string): Promise<Buffer> {
  const text = await layoutTitle(title);
  const top = BOTTOM - text.height;
  const rule = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="56" height="4"><rect width="56" height="4" rx="2" fill="${MOSS}"/></svg>`,
  );
  const { data, info } = await sharp(BACKGROUND)
    .composite([
      { input: rule, left: LEFT, top: top - 32 },
      { input: text.png, left: LEFT, top },
    ])
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  // A palette of 128 colours (dithered, so the mist and the light stay smooth) keeps an image near
  // 70–80 KB; fewer colours only if a title ever needs it.
  for (const colours of [128, 96, 64]) {
    const png = await sharp(data, { raw }).png({ palette: true, colours, dither: 1, effort: 7, compressionLevel: 6 }).toBuffer();
    if (png.length <= OG_MAX_BYTES) return png;
  }
  throw new Error(`The social image of "${title}" is over ${OG_MAX_BYTES / 1024} KB.`);
}

/** Writes every page's image into the client build folder; returns how many were drawn afresh. */
export async function writeOgImages(pages: readonly OgPage[], clientDir: string): Promise<{ written: number; drawn: number }> {
  const inputs = createHash("sha256").update(RENDER_VERSION).update(readFileSync(BACKGROUND)).update(readFileSync(FONT_FILE)).digest("hex");
  mkdirSync(CACHE_DIR, { recursive: true });
  let drawn = 0;
  // Two at a time: sharp works on its own threads, and the machine has two cores.
  const queue = [...pages];
  async function worker() {
    for (let page = queue.shift(); page; page = queue.shift()) {
      const key = createHash("sha256").update(inputs).update("\0").update(page.title).digest("hex").slice(0, 32);
      const cached = join(CACHE_DIR, `${key}.png`);
      if (!existsSync(cached)) {
        writeFileSync(`${cached}.${process.pid}.tmp`, await renderOgImage(page.title));
        // Renamed into place in one step: a parallel build never copies half a file.
        renameSync(`${cached}.${process.pid}.tmp`, cached);
        drawn++;
      }
      const target = join(clientDir, page.file);
      mkdirSync(dirname(target), { recursive: true });
      copyFileSync(cached, target);
    }
  }
  await Promise.all([worker(), worker()]);
  return { written: pages.length, drawn };
}

/**
 * Vite plugin: after the client build, the social image of every registry page in both languages.
 * The titles come from the pages' copy modules (scripts/build/page-titles.ts), loaded through a
 * module runner of their own, since the app's modules are TypeScript with the ~ alias.
 */
export function ogImagesPlugin(): Plugin {
  return {
    name: "forestcrew-og-images",
    apply: "build",
    async writeBundle(options) {
      if (this.environment.name !== "client" || !options.dir) return;
      const started = Date.now();
      const { createServer } = await import("vite");
      const loader = await createServer({
        configFile: false,
        root: ROOT,
        logLevel: "error",
        appType: "custom",
        server: { middlewareMode: true, hmr: false, watch: null, ws: false },
        // pageOgImage names no image in development mode
        mode: "production",
        resolve: { tsconfigPaths: true },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const { ogPages } = (await loader.ssrLoadModule("/scripts/build/page-titles.ts")) as typeof import("./page-titles");
        const pages = await ogPages((path) => loader.ssrLoadModule(path));
        const { written, drawn } = await writeOgImages(pages, options.dir);
        this.environment.logger.info(
          `og images: ${written} in ${relative(ROOT, options.dir) || "."}/og (${drawn} drawn, ${written - drawn} from the cache) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
        );
      } finally {
        await loader.close();
      }
    },
  };
}
