// Home hero background loop: procedurally drawn misty conifer forest, rendered frame by
// frame in Chromium (deterministic time, no real-time animation) and encoded with ffmpeg.
// Run: npx tsx scripts/media/hero-video.ts            (full render + encode, ~10–15 min)
//      npx tsx scripts/media/hero-video.ts --preview  (4 PNG frames to /tmp/hero-preview, brightness
//                                                    and loop-seam check, no encoding)
// Writes public/media/hero-forest.{webm,mp4,webp,jpg}.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { C, PUBLIC, ROOT, launch } from "./lib";

const W = 1280;
const H = 720;
const FPS = 24;
const SECONDS = 10;
const FRAMES = FPS * SECONDS; // frame i shows t = i / FRAMES of the loop; frame FRAMES would equal frame 0
const preview = process.argv.includes("--preview");

const drawLib = readFileSync(resolve(ROOT, "scripts/media/forest-draw.js"), "utf8");

const html = `<!doctype html><html><head><style>
  html,body{margin:0;background:#000;overflow:hidden}
  canvas{display:block}
</style></head><body><canvas id="c" width="${W}" height="${H}"></canvas>
<script>
${drawLib}
const C = ${JSON.stringify(C)};
const W = ${W}, H = ${H};
const TAU = Math.PI * 2;
const canvas = document.getElementById("c");
const ctx = canvas.getContext("2d");

// Depth layers, back to front. cycles = whole pattern periods travelled per loop, so the
// layer returns exactly to its start: speed = cycles * period / loop length.
const LAYERS = [
  { seed: 11, period: 1280, cycles: 0, base: 420, hMin: 18, hMax: 44, widthRatio: 0.26, spacing: 0.5, color: "#1d4535", blur: 1.4 },
  { seed: 23, period: 140, cycles: 1, base: 468, hMin: 36, hMax: 96, widthRatio: 0.27, spacing: 0.6, color: "#173a2a", blur: 1 },
  { seed: 37, period: 260, cycles: 1, base: 548, hMin: 60, hMax: 200, widthRatio: 0.28, spacing: 0.72, color: "#102d20", blur: 0.5, sparse: 0.2 },
  { seed: 51, period: 420, cycles: 1, base: 660, hMin: 110, hMax: 340, widthRatio: 0.29, spacing: 0.85, color: "#0a2117", blur: 0, sparse: 0.3 },
  { seed: 71, period: 640, cycles: 1, base: 790, hMin: 150, hMax: 330, widthRatio: 0.32, spacing: 1.1, color: "#040f0a", blur: 3, sparse: 0.45, detail: 14 },
].map((l) => ({ ...l, layer: makeTreeLayer(l.seed, l) }));

// Distant ridges behind the far treeline: static, so any shape loops.
const RIDGES = [
  { color: "#1f4a39", blur: 2.2, y: (x) => 382 - 16 * Math.sin(x / 300 + 1.2) - 8 * Math.sin(x / 110 + 0.4) - 62 * Math.exp(-(((x - 860) / 150) ** 2)) - 84 * Math.exp(-(((x - 1190) / 190) ** 2)) - 30 * smoothstep(300, 1280, x),
    trees: makeTreeLayer(3, { period: 1280, hMin: 8, hMax: 20, widthRatio: 0.3, spacing: 0.45 }) },
  { color: "#1b4333", blur: 1.4, y: (x) => 414 - 20 * Math.sin(x / 240 + 2.6) - 9 * Math.sin(x / 90 + 1.7) - 26 * smoothstep(600, 1280, x),
    trees: makeTreeLayer(5, { period: 1280, hMin: 12, hMax: 30, widthRatio: 0.28, spacing: 0.45, sparse: 0.05 }) },
];

const off = document.createElement("canvas");
off.width = W; off.height = H;
const octx = off.getContext("2d");

/** Fog band: vertical profile centred at y, horizontal density from a loop-periodic field. */
function fogBand(t, { y, height, color, alpha, seed, drift }) {
  octx.clearRect(0, 0, W, H);
  octx.globalCompositeOperation = "source-over";
  const g = octx.createLinearGradient(0, y - height / 2, 0, y + height / 2);
  g.addColorStop(0, rgba(color, 0));
  g.addColorStop(0.45, rgba(color, alpha));
  g.addColorStop(0.6, rgba(color, alpha * 0.9));
  g.addColorStop(1, rgba(color, 0));
  octx.fillStyle = g;
  octx.fillRect(0, y - height / 2, W, height);
  // horizontal modulation: static envelope (more mist towards the light on the right)
  // times travelling waves whose temporal frequencies are whole multiples of the loop.
  octx.globalCompositeOperation = "destination-in";
  const m = octx.createLinearGradient(0, 0, W, 0);
  const r = makeRng(seed);
  const ph = [r() * TAU, r() * TAU, r() * TAU, r() * TAU];
  for (let i = 0; i <= 40; i++) {
    const u = i / 40, x = u * W;
    const env = 0.22 + 0.98 * smoothstep(0.36, 0.95, u);
    const wave =
      0.62 +
      0.2 * Math.sin(TAU * (x / (W / 2.5) + drift * t) + ph[0]) +
      0.12 * Math.sin(TAU * (x / (W / 5.5) + drift * t) + ph[1]) +
      0.08 * Math.sin(TAU * (x / (W / 1.3)) + TAU * t + ph[2]);
    m.addColorStop(u, "rgba(0,0,0," + Math.max(0, Math.min(1, env * wave)).toFixed(4) + ")");
  }
  octx.fillStyle = m;
  octx.fillRect(0, 0, W, H);
  ctx.drawImage(off, 0, 0);
}

/** Light shafts from beyond the top-right corner; each breathes with the loop. */
const RAYS = (() => {
  const r = makeRng(99);
  const rays = [];
  for (let i = 0; i < 7; i++) {
    rays.push({
      angle: (118 + i * 6.5 + (r() - 0.5) * 4) * Math.PI / 180, // direction, measured from +x, y down
      spread: (1.2 + r() * 2.6) * Math.PI / 180,
      length: 640 + r() * 320,
      strength: 0.08 + r() * 0.1,
      phase: r() * TAU,
      harmonic: 1 + (i % 2),
    });
  }
  return rays;
})();
const SUN = { x: 1215, y: -90 };

function lightRays(t) {
  octx.clearRect(0, 0, W, H);
  octx.globalCompositeOperation = "source-over";
  octx.filter = "blur(14px)";
  for (const ray of RAYS) {
    const breathe = 0.55 + 0.45 * Math.sin(TAU * ray.harmonic * t + ray.phase);
    const a = ray.strength * breathe;
    const ex = SUN.x + Math.cos(ray.angle) * ray.length;
    const ey = SUN.y + Math.sin(ray.angle) * ray.length;
    const g = octx.createLinearGradient(SUN.x, SUN.y, ex, ey);
    g.addColorStop(0, "rgba(236,240,200," + (a * 1.4).toFixed(4) + ")");
    g.addColorStop(0.45, "rgba(214,232,190," + a.toFixed(4) + ")");
    g.addColorStop(1, "rgba(200,225,180,0)");
    octx.fillStyle = g;
    octx.beginPath();
    octx.moveTo(SUN.x, SUN.y);
    octx.lineTo(SUN.x + Math.cos(ray.angle - ray.spread) * ray.length * 1.05, SUN.y + Math.sin(ray.angle - ray.spread) * ray.length * 1.05);
    octx.lineTo(SUN.x + Math.cos(ray.angle + ray.spread) * ray.length * 1.05, SUN.y + Math.sin(ray.angle + ray.spread) * ray.length * 1.05);
    octx.closePath();
    octx.fill();
  }
  octx.filter = "none";
  // keep the text side calm: fade the shafts out towards the left
  octx.globalCompositeOperation = "destination-in";
  const m = octx.createLinearGradient(0, 0, W, 0);
  m.addColorStop(0, "rgba(0,0,0,0)");
  m.addColorStop(0.42, "rgba(0,0,0,0.15)");
  m.addColorStop(0.7, "rgba(0,0,0,0.8)");
  m.addColorStop(1, "rgba(0,0,0,1)");
  octx.fillStyle = m;
  octx.fillRect(0, 0, W, H);
  ctx.save();
  ctx.globalCompositeOperation = "screen";
  ctx.drawImage(off, 0, 0);
  ctx.restore();
}

/** Pollen / dust: small closed Lissajous paths (integer harmonics), gentle twinkle. */
const MOTES = (() => {
  const r = makeRng(2024);
  const motes = [];
  for (let i = 0; i < 46; i++) {
    const near = r() < 0.18;
    const u = Math.pow(r(), 0.6); // bias to the right
    motes.push({
      x: 420 + u * 880,
      y: 80 + r() * 560,
      ax: 18 + r() * 46, ay: 10 + r() * 34,
      hx: r() < 0.5 ? 1 : 2, hy: 1 + Math.floor(r() * 2),
      px: r() * TAU, py: r() * TAU, pa: r() * TAU,
      radius: near ? 3 + r() * 3.5 : 0.8 + r() * 1.3,
      alpha: near ? 0.08 + r() * 0.07 : 0.3 + r() * 0.45,
      warm: r() < 0.45,
    });
  }
  return motes;
})();

function motes(t) {
  ctx.save();
  ctx.globalCompositeOperation = "screen";
  for (const m of MOTES) {
    const x = m.x + m.ax * Math.sin(TAU * m.hx * t + m.px);
    const y = m.y + m.ay * Math.sin(TAU * m.hy * t + m.py) - 6 * Math.cos(TAU * t + m.px);
    const fade = smoothstep(560, 900, x); // nothing bright on the text side
    const tw = 0.6 + 0.4 * Math.sin(TAU * 2 * t + m.pa);
    const a = m.alpha * tw * fade;
    if (a < 0.005) continue;
    const col = m.warm ? [245, 214, 140] : [214, 236, 180];
    const g = ctx.createRadialGradient(x, y, 0, x, y, m.radius * 2.2);
    g.addColorStop(0, "rgba(" + col + "," + a.toFixed(4) + ")");
    g.addColorStop(0.4, "rgba(" + col + "," + (a * 0.55).toFixed(4) + ")");
    g.addColorStop(1, "rgba(" + col + ",0)");
    ctx.fillStyle = g;
    ctx.fillRect(x - m.radius * 2.2, y - m.radius * 2.2, m.radius * 4.4, m.radius * 4.4);
  }
  ctx.restore();
}

function sky() {
  const g = ctx.createLinearGradient(0, 0, 0, H);
  g.addColorStop(0, "#08190f");
  g.addColorStop(0.5, "#143727");
  g.addColorStop(1, "#0a1f15");
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, W, H);
  const hz = ctx.createRadialGradient(1040, 330, 20, 1040, 330, 580);
  hz.addColorStop(0, "rgba(120,160,130,0.22)");
  hz.addColorStop(1, "rgba(120,160,130,0)");
  ctx.fillStyle = hz;
  ctx.fillRect(0, 0, W, H);
  // soft glow around the light source
  const r = ctx.createRadialGradient(SUN.x, SUN.y + 60, 10, SUN.x, SUN.y + 60, 900);
  r.addColorStop(0, "rgba(206,226,196,0.5)");
  r.addColorStop(0.22, "rgba(110,156,124,0.3)");
  r.addColorStop(0.6, "rgba(40,85,60,0.12)");
  r.addColorStop(1, "rgba(20,51,36,0)");
  ctx.fillStyle = r;
  ctx.fillRect(0, 0, W, H);
}

function ridge(i) {
  const R = RIDGES[i];
  ctx.save();
  ctx.filter = "blur(" + R.blur + "px)";
  ctx.fillStyle = R.color;
  ctx.beginPath();
  ctx.moveTo(-10, H);
  for (let x = -10; x <= W + 10; x += 6) ctx.lineTo(x, R.y(x));
  ctx.lineTo(W + 10, H);
  ctx.closePath();
  ctx.fill();
  drawTreeLayer(ctx, R.trees, { baseAt: (x) => R.y(x) + 3, color: R.color, width: W });
  ctx.restore();
}

function layer(i, t) {
  const L = LAYERS[i];
  ctx.save();
  if (L.blur) ctx.filter = "blur(" + L.blur + "px)";
  drawTreeLayer(ctx, L.layer, { offset: L.cycles * L.period * t, base: L.base, color: L.color, width: W, groundTo: H + 10 });
  ctx.restore();
}

function vignette() {
  // warm haze in front of everything near the light source
  const h = ctx.createRadialGradient(SUN.x - 40, SUN.y + 140, 20, SUN.x - 40, SUN.y + 140, 760);
  h.addColorStop(0, "rgba(245,214,150,0.07)");
  h.addColorStop(0.5, "rgba(200,220,170,0.03)");
  h.addColorStop(1, "rgba(120,160,100,0)");
  ctx.save();
  ctx.globalCompositeOperation = "screen";
  ctx.fillStyle = h;
  ctx.fillRect(0, 0, W, H);
  ctx.restore();
  // calm, dark left half for the headline
  const g = ctx.createLinearGradient(0, 0, W, 0);
  g.addColorStop(0, "rgba(7,22,15,0.62)");
  g.addColorStop(0.35, "rgba(7,22,15,0.42)");
  g.addColorStop(0.62, "rgba(7,22,15,0.08)");
  g.addColorStop(1, "rgba(7,22,15,0)");
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, W, H);
  const v = ctx.createRadialGradient(W * 0.62, H * 0.42, H * 0.3, W * 0.62, H * 0.42, W * 0.85);
  v.addColorStop(0, "rgba(4,12,8,0)");
  v.addColorStop(1, "rgba(4,12,8,0.55)");
  ctx.fillStyle = v;
  ctx.fillRect(0, 0, W, H);
}

/** Draws the frame at loop phase t in [0, 1). */
window.renderFrame = (t) => {
  ctx.globalCompositeOperation = "source-over";
  ctx.filter = "none";
  sky();
  ridge(0);
  fogBand(t, { y: 360, height: 170, color: "#5f8c76", alpha: 0.3, seed: 6, drift: -1 });
  ridge(1);
  fogBand(t, { y: 400, height: 150, color: "#5d8a73", alpha: 0.3, seed: 5, drift: -1 });
  layer(0, t);
  fogBand(t, { y: 430, height: 130, color: "#5a8770", alpha: 0.36, seed: 1, drift: -1 });
  layer(1, t);
  fogBand(t, { y: 470, height: 150, color: "#4d7c64", alpha: 0.4, seed: 2, drift: -1 });
  lightRays(t);
  layer(2, t);
  fogBand(t, { y: 548, height: 180, color: "#3d6a54", alpha: 0.36, seed: 3, drift: -2 });
  layer(3, t);
  fogBand(t, { y: 680, height: 190, color: "#2c5240", alpha: 0.26, seed: 4, drift: -2 });
  motes(t);
  layer(4, t);
  vignette();
};

/** Brightness check: luma (0–1) stats of the left 55 % of the current frame. */
window.leftLuma = () => {
  const w = Math.round(W * 0.55);
  const d = ctx.getImageData(0, 0, w, H).data;
  const hist = new Uint32Array(256);
  for (let i = 0; i < d.length; i += 4) hist[Math.round(0.2126 * d[i] + 0.7152 * d[i + 1] + 0.0722 * d[i + 2])]++;
  const n = d.length / 4;
  let acc = 0, p99 = 0, max = 0, sum = 0;
  for (let v = 0; v < 256; v++) {
    sum += v * hist[v];
    if (hist[v]) max = v;
    acc += hist[v];
    if (!p99 && acc >= n * 0.99) p99 = v;
  }
  return { mean: +(sum / n / 255).toFixed(3), p99: +(p99 / 255).toFixed(3), max: +(max / 255).toFixed(3) };
};
</script></body></html>`;

/** What the page's script defines (see the html above). */
interface Luma {
  mean: number;
  p99: number;
  max: number;
}
type HeroWindow = Window & { renderFrame?(t: number): void; leftLuma?(): Luma };

const browser = await launch();
const page = await browser.newPage({ viewport: { width: W, height: H }, deviceScaleFactor: 1 });
await page.setContent(html, { waitUntil: "load" });

async function frame(i: number, path: string) {
  await page.evaluate((t) => (window as HeroWindow).renderFrame!(t), i / FRAMES);
  return page.screenshot({ path, type: "png", clip: { x: 0, y: 0, width: W, height: H } });
}

try {
  if (preview) {
    const dir = "/tmp/hero-preview";
    mkdirSync(dir, { recursive: true });
    for (const i of [0, Math.round(FRAMES / 3), Math.round((2 * FRAMES) / 3), FRAMES - 1]) {
      await frame(i, join(dir, `frame-${String(i).padStart(4, "0")}.png`));
      console.log("frame", i, await page.evaluate(() => (window as HeroWindow).leftLuma!()));
    }
    // Loop check: phase 1 must draw exactly what phase 0 draws.
    const seam = await page.evaluate(
      ({ width, height }) => {
        const context = (document.getElementById("c") as HTMLCanvasElement).getContext("2d")!;
        // No named function in here: tsx (esbuild keepNames) would wrap it in a __name() call,
        // which the page does not have.
        const [a, b] = [0, 1].map((t) => {
          (window as HeroWindow).renderFrame!(t);
          return context.getImageData(0, 0, width, height).data;
        }) as [Uint8ClampedArray, Uint8ClampedArray];
        let max = 0;
        for (let i = 0; i < a.length; i++) max = Math.max(max, Math.abs(a[i]! - b[i]!));
        return max;
      },
      { width: W, height: H },
    );
    console.log("loop seam: max channel difference between t=0 and t=1:", seam);
    console.log("preview frames in", dir);
  } else {
    const dir = mkdtempSync(join(tmpdir(), "hero-frames-"));
    try {
      let worst: Partial<Luma> & { p99: number; frame?: number } = { p99: 0 };
      const started = Date.now();
      for (let i = 0; i < FRAMES; i++) {
        await frame(i, join(dir, `${String(i).padStart(4, "0")}.png`));
        if (i % 24 === 0) {
          const s = await page.evaluate(() => (window as HeroWindow).leftLuma!());
          if (s.p99 > worst.p99) worst = { ...s, frame: i };
        }
      }
      console.log(`rendered ${FRAMES} frames in ${((Date.now() - started) / 1000).toFixed(0)} s`);
      console.log("left 55 % luma, brightest sampled frame:", worst);
      encode(dir);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
} finally {
  await browser.close();
}

function ff(args: string[]): void {
  execFileSync("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args], { stdio: "inherit" });
}

function encode(dir: string): void {
  const media = resolve(PUBLIC, "media");
  mkdirSync(media, { recursive: true });
  const input = ["-framerate", String(FPS), "-i", join(dir, "%04d.png")];
  const out = (name: string) => join(media, name);
  const passlog = join(dir, "vp9pass");

  // VP9, two-pass constrained quality, no audio.
  const vp9 = [
    "-c:v",
    "libvpx-vp9",
    "-pix_fmt",
    "yuv420p",
    "-crf",
    "30",
    "-b:v",
    "560k",
    "-maxrate",
    "760k",
    "-g",
    String(FRAMES),
    "-row-mt",
    "1",
    "-tile-columns",
    "2",
    "-auto-alt-ref",
    "1",
    "-lag-in-frames",
    "25",
    "-an",
    "-passlogfile",
    passlog,
  ];
  ff([...input, ...vp9, "-pass", "1", "-deadline", "good", "-cpu-used", "4", "-f", "null", "/dev/null"]);
  ff([...input, ...vp9, "-pass", "2", "-deadline", "good", "-cpu-used", "1", out("hero-forest.webm")]);

  // H.264 High, yuv420p, capped bitrate, moov atom up front for progressive playback.
  ff([
    ...input,
    "-c:v",
    "libx264",
    "-preset",
    "veryslow",
    "-profile:v",
    "high",
    "-pix_fmt",
    "yuv420p",
    "-crf",
    "21",
    "-maxrate",
    "760k",
    "-bufsize",
    "1520k",
    "-x264-params",
    "aq-mode=3:keyint=" + FRAMES,
    "-an",
    "-movflags",
    "+faststart",
    out("hero-forest.mp4"),
  ]);

  // Poster = first frame.
  const first = join(dir, "0000.png");
  execFileSync("cwebp", ["-quiet", "-q", "70", "-m", "6", first, "-o", out("hero-forest.webp")]);
  ff(["-i", first, "-q:v", "4", out("hero-forest.jpg")]);

  for (const f of ["hero-forest.webm", "hero-forest.mp4", "hero-forest.webp", "hero-forest.jpg"]) {
    console.log(f.padEnd(18), (statSync(out(f)).size / 1024).toFixed(1), "KB");
  }
}
