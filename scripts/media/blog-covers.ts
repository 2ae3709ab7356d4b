// Cover images of the seed articles (app/features/blog/seed-posts.ts), 1600×900 WebP.
// Run: npx tsx scripts/media/blog-covers.ts [slug …], then scripts/media/cover-variants.ts for the smaller widths.
// Each cover is drawn on a canvas in Chromium (no photos, no external files) in the site's
// forest palette and encoded to WebP by the browser, at the best quality that fits 120 KB.
import { readFileSync, statSync, writeFileSync, mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { H, helpers, W } from "./covers/helpers";
import { draw as digitaleArbeitsauftraegeImForst } from "./covers/digitale-arbeitsauftraege-im-forst";
import { draw as borkenkaeferMonitoringMitDrohnenUndKi } from "./covers/borkenkaefer-monitoring-mit-drohnen-und-ki";
import { draw as gpsZeiterfassungImForstbetrieb } from "./covers/gps-zeiterfassung-im-forstbetrieb";
import { draw as co2MarktFuerWaldbesitzer } from "./covers/co2-markt-fuer-waldbesitzer";
import { draw as jungwaldpflegePlanen } from "./covers/jungwaldpflege-planen";
import { draw as polterverwaltungDigital } from "./covers/polterverwaltung-digital";
import { PUBLIC, ROOT, launch } from "./lib";

const MAX_BYTES = 120 * 1024;
const OUT_DIR = resolve(PUBLIC, "blog/images/covers");
const drawLib = readFileSync(resolve(ROOT, "scripts/media/forest-draw.js"), "utf8");

/** One draw script per cover (browser code), by the article's slug. */
const covers: Record<string, string> = {
  "digitale-arbeitsauftraege-im-forst": digitaleArbeitsauftraegeImForst,
  "borkenkaefer-monitoring-mit-drohnen-und-ki": borkenkaeferMonitoringMitDrohnenUndKi,
  "gps-zeiterfassung-im-forstbetrieb": gpsZeiterfassungImForstbetrieb,
  "co2-markt-fuer-waldbesitzer": co2MarktFuerWaldbesitzer,
  "jungwaldpflege-planen": jungwaldpflegePlanen,
  "polterverwaltung-digital": polterverwaltungDigital,
};

const only = process.argv.slice(2);
const selected = Object.keys(covers).filter((slug) => only.length === 0 || only.includes(slug));
mkdirSync(OUT_DIR, { recursive: true });

const browser = await launch();
try {
  for (const slug of selected) {
    const page = await browser.newPage({ viewport: { width: W, height: H }, deviceScaleFactor: 1 });
    await page.setContent(`<!doctype html><html><body style="margin:0"><canvas id="c" width="${W}" height="${H}"></canvas></body></html>`);
    await page.addScriptTag({ content: `${drawLib}\n${helpers}\n${covers[slug]}\nwindow.__done = true;` });
    await page.waitForFunction(() => (window as Window & { __done?: boolean }).__done === true);
    // Highest quality that fits the budget, in steps of 4.
    let bytes: Buffer | undefined;
    let quality = 0;
    for (let q = 90; q >= 40; q -= 4) {
      const dataUrl = await page.evaluate((qq) => (document.getElementById("c") as HTMLCanvasElement).toDataURL("image/webp", qq / 100), q);
      bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
      quality = q;
      if (bytes.length <= MAX_BYTES) break;
    }
    if (!bytes || bytes.length > MAX_BYTES) throw new Error(`${slug}: does not fit ${MAX_BYTES} bytes`);
    const target = resolve(OUT_DIR, `${slug}.webp`);
    writeFileSync(target, bytes);
    console.log(`${slug}.webp`.padEnd(52), `${(statSync(target).size / 1024).toFixed(1)} KB`.padStart(9), `q${quality}`, `${W}×${H}`);
    await page.close();
  }
} finally {
  await browser.close();
}
