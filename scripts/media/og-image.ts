// Social preview images (Open Graph / Twitter card), 1200×630, drawn as canvas + HTML in Chromium:
// topographic contour lines, misty conifer layers, the mark and wordmark, and a claim.
// Run: npx tsx scripts/media/og-image.ts (needs Chromium; the build does not run it). Writes
//   public/og-default.png       the German default (claim and domain), for pages without an image of their own
//   public/og-default-en.png    the English default
//   scripts/build/og-background.png the art with mark and wordmark but no claim: the background onto which
//                               the build draws each page's title (scripts/build/og-images.ts, without a browser)
import { readFileSync, statSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import sharp from "sharp";
import { C, PUBLIC, ROOT, interFontFace, launch, markSvg, renderHtml } from "./lib";

const W = 1200;
const H = 630;
const MAX_BYTES = 150 * 1024;
const drawLib = readFileSync(resolve(ROOT, "scripts/media/forest-draw.js"), "utf8");

const claims = {
  de: {
    title: "Digitale Forstverwaltung<br>für Ihren <em>ganzen Betrieb</em>",
    line: ["Aufträge", "Personal", "Maschinen", "Zeiterfassung"],
    domain: "forestcrew.de",
  },
  en: {
    title: "Digital forest management<br>for your <em>whole operation</em>",
    line: ["Orders", "Staff", "Machines", "Time tracking"],
    domain: "",
  },
};

/** The page: with a claim (the default images) or without (the background of the generated ones). */
const page = (lang: string, claim: (typeof claims)["de"] | null) => `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>
  ${interFontFace()}
  html,body{margin:0;width:${W}px;height:${H}px;overflow:hidden;background:${C.forest950}}
  body{position:relative;font-family:"Inter",sans-serif;color:#fff;-webkit-font-smoothing:antialiased}
  canvas{position:absolute;inset:0}
  .content{position:absolute;inset:0;padding:64px 80px;display:flex;flex-direction:column}
  .brand{display:flex;align-items:center;gap:16px}
  .brand svg{width:52px;height:52px;display:block}
  .brand span{font-size:34px;font-weight:700;letter-spacing:-0.02em}
  .domain{margin-left:auto;font-size:20px;font-weight:500;color:${C.forest300};letter-spacing:0.01em}
  .claim{margin-top:auto;margin-bottom:10px}
  h1{margin:0;font-size:62px;line-height:1.08;font-weight:700;letter-spacing:-0.028em;max-width:760px}
  h1 em{font-style:normal;color:${C.moss400}}
  .rule{width:56px;height:4px;border-radius:2px;background:${C.moss400};margin:0 0 28px}
  p{margin:28px 0 0;font-size:24px;font-weight:500;color:${C.forest300};letter-spacing:0.005em}
  p b{color:${C.moss400};font-weight:700;padding:0 10px}
</style></head><body>
<canvas id="c" width="${W}" height="${H}"></canvas>
<div class="content">
  <div class="brand">${markSvg()}<span>ForestCrew</span>${claim?.domain ? `<div class="domain">${claim.domain}</div>` : ""}</div>
  ${
    claim
      ? `<div class="claim">
    <div class="rule"></div>
    <h1>${claim.title}</h1>
    <p>${claim.line.join("<b>·</b>")}</p>
  </div>`
      : ""
  }
</div>
<script>
${drawLib}
const W = ${W}, H = ${H};
const ctx = document.getElementById("c").getContext("2d");

// Background: deep forest with a soft light from the upper right.
ctx.fillStyle = "${C.forest950}";
ctx.fillRect(0, 0, W, H);
let g = ctx.createRadialGradient(1010, 40, 10, 1010, 40, 760);
g.addColorStop(0, "rgba(59,133,90,0.42)");
g.addColorStop(0.45, "rgba(34,85,58,0.22)");
g.addColorStop(1, "rgba(20,51,36,0)");
ctx.fillStyle = g;
ctx.fillRect(0, 0, W, H);

// Topographic contour lines (marching squares over a smooth height field).
function height(x, y) {
  const hills = [[930, 180, 210, 1.0], [1130, 430, 170, 0.75], [700, 40, 260, 0.55], [1180, 60, 120, 0.5], [560, 420, 220, 0.35]];
  let v = 0;
  for (const [hx, hy, r, a] of hills) v += a * Math.exp(-(((x - hx) ** 2 + (y - hy) ** 2) / (2 * r * r)));
  return v + 0.05 * Math.sin(x / 97 + y / 61) + 0.04 * Math.sin(x / 43 - y / 71 + 1.3);
}
const cell = 4, cols = Math.ceil(W / cell) + 1, rows = Math.ceil(H / cell) + 1;
const f = new Float32Array(cols * rows);
let lo = Infinity, hi = -Infinity;
for (let j = 0; j < rows; j++) for (let i = 0; i < cols; i++) {
  const v = height(i * cell, j * cell);
  f[j * cols + i] = v;
  lo = Math.min(lo, v); hi = Math.max(hi, v);
}
const LEVELS = 26;
const contourCanvas = document.createElement("canvas");
contourCanvas.width = W; contourCanvas.height = H;
const cc = contourCanvas.getContext("2d");
cc.lineCap = "round";
for (let l = 1; l <= LEVELS; l++) {
  const level = lo + ((hi - lo) * l) / (LEVELS + 1);
  const major = l % 5 === 0;
  cc.strokeStyle = major ? "rgba(147,197,165,0.26)" : "rgba(147,197,165,0.13)";
  cc.lineWidth = major ? 1.4 : 1;
  cc.beginPath();
  for (let j = 0; j < rows - 1; j++) for (let i = 0; i < cols - 1; i++) {
    const a = f[j * cols + i], b = f[j * cols + i + 1], c = f[(j + 1) * cols + i + 1], d = f[(j + 1) * cols + i];
    const idx = (a > level ? 8 : 0) | (b > level ? 4 : 0) | (c > level ? 2 : 0) | (d > level ? 1 : 0);
    if (idx === 0 || idx === 15) continue;
    const x = i * cell, y = j * cell;
    const top = [x + cell * (level - a) / (b - a), y];
    const right = [x + cell, y + cell * (level - b) / (c - b)];
    const bottom = [x + cell * (level - d) / (c - d), y + cell];
    const left = [x, y + cell * (level - a) / (d - a)];
    const segs = {
      1: [[left, bottom]], 2: [[bottom, right]], 3: [[left, right]], 4: [[top, right]],
      5: [[left, top], [bottom, right]], 6: [[top, bottom]], 7: [[left, top]], 8: [[left, top]],
      9: [[top, bottom]], 10: [[left, bottom], [top, right]], 11: [[top, right]], 12: [[left, right]],
      13: [[bottom, right]], 14: [[left, bottom]],
    }[idx];
    for (const [p, q] of segs) { cc.moveTo(p[0], p[1]); cc.lineTo(q[0], q[1]); }
  }
  cc.stroke();
}
// fade the contours out behind the text on the left
cc.globalCompositeOperation = "destination-in";
g = cc.createLinearGradient(0, 0, W, 0);
g.addColorStop(0, "rgba(0,0,0,0.12)");
g.addColorStop(0.45, "rgba(0,0,0,0.35)");
g.addColorStop(0.75, "rgba(0,0,0,1)");
g.addColorStop(1, "rgba(0,0,0,1)");
cc.fillStyle = g;
cc.fillRect(0, 0, W, H);
ctx.drawImage(contourCanvas, 0, 0);

// Misty conifer layers along the bottom, rising towards the right.
// (faded in from the left as well: a band with a hard left edge showed behind short titles)
function fog(y, h, color, alpha) {
  const band = document.createElement("canvas");
  band.width = W; band.height = H;
  const bc = band.getContext("2d");
  const fg = bc.createLinearGradient(0, y - h / 2, 0, y + h / 2);
  fg.addColorStop(0, rgba(color, 0));
  fg.addColorStop(0.5, rgba(color, alpha));
  fg.addColorStop(1, rgba(color, 0));
  bc.fillStyle = fg;
  bc.fillRect(0, y - h / 2, W, h);
  bc.globalCompositeOperation = "destination-in";
  const fade = bc.createLinearGradient(560, 0, 860, 0);
  fade.addColorStop(0, "rgba(0,0,0,0)");
  fade.addColorStop(1, "rgba(0,0,0,1)");
  bc.fillStyle = fade;
  bc.fillRect(0, 0, W, H);
  ctx.drawImage(band, 0, 0);
}
const rise = (amount) => (x) => smoothstep(380, 1200, x) * amount;
const layers = [
  { seed: 4, base: 600, lift: 150, hMin: 30, hMax: 80, color: "#1a4331" },
  { seed: 8, base: 640, lift: 120, hMin: 50, hMax: 140, color: "#123424" },
  { seed: 15, base: 690, lift: 90, hMin: 80, hMax: 210, color: "#0b2419" },
];
for (const [n, L] of layers.entries()) {
  const layer = makeTreeLayer(L.seed, { period: W + 400, hMin: L.hMin, hMax: L.hMax, widthRatio: 0.28, spacing: 0.62, sparse: 0.08 });
  const lift = rise(L.lift);
  // keep the left (text) side free: trees only grow where the ground has risen
  layer.trees = layer.trees.filter((t) => t.x - 200 > 600 + n * 40);
  ctx.save();
  ctx.filter = n === 0 ? "blur(1px)" : "none";
  drawTreeLayer(ctx, layer, { offset: 200, baseAt: (x) => L.base - lift(x), color: L.color, width: W });
  ctx.restore();
  fog(L.base - L.lift * 0.82, 90, "#3b855a", 0.16 - n * 0.03);
}
// settle everything into a dark base so the bottom edge stays quiet
g = ctx.createLinearGradient(0, H - 120, 0, H);
g.addColorStop(0, "rgba(10,31,21,0)");
g.addColorStop(1, "rgba(10,31,21,0.85)");
ctx.fillStyle = g;
ctx.fillRect(0, H - 120, W, 120);
// a calm column for the copy
g = ctx.createLinearGradient(0, 0, W * 0.7, 0);
g.addColorStop(0, "rgba(10,31,21,0.55)");
g.addColorStop(1, "rgba(10,31,21,0)");
ctx.fillStyle = g;
ctx.fillRect(0, 0, W, H);
</script></body></html>`;

const browser = await launch();
try {
  await writeDefault(await renderHtml(browser, page("de", claims.de), { width: W, height: H }), "og-default.png");
  await writeDefault(await renderHtml(browser, page("en", claims.en), { width: W, height: H }), "og-default-en.png");
  // The background stays truecolour: the build reduces each finished image to a palette.
  const background = resolve(ROOT, "scripts/build/og-background.png");
  writeFileSync(background, await renderHtml(browser, page("en", null), { width: W, height: H }));
  console.log("scripts/build/og-background.png", (statSync(background).size / 1024).toFixed(1), "KB");
} finally {
  await browser.close();
}

/** Writes a default image to public/, reduced to a palette when truecolour is over 150 KB. */
async function writeDefault(png: Buffer, name: string): Promise<void> {
  const target = resolve(PUBLIC, name);
  let out = png;
  let note = "truecolour";
  // Too big as truecolour: reduce to a palette (libimagequant with dithering keeps the gradients
  // smooth), using the most colours that still fit the budget.
  for (const colours of [256, 192, 160, 128, 96, 64]) {
    if (out.length <= MAX_BYTES) break;
    out = await sharp(png).png({ palette: true, colours, dither: 1, effort: 10, compressionLevel: 9 }).toBuffer();
    note = `${colours}-colour palette; truecolour was ${(png.length / 1024).toFixed(1)} KB`;
  }
  writeFileSync(target, out);
  console.log(name, (out.length / 1024).toFixed(1), "KB", `(${note})`);
}
