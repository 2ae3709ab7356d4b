// Browser-side drawing helpers shared by og-image.ts and hero-video.ts.
// Not a module: the generators inline this file into the page they render.
/* eslint-disable */

/** Small seeded PRNG (mulberry32), so every run draws the same forest. */
function makeRng(seed) {
  let s = seed >>> 0;
  return function () {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Outline of one spruce, relative to its foot (0, 0); y grows downwards, so the
 * apex is at (0, -h). Tiers of drooping branches with a little needle jitter.
 */
function spruceOutline(rng, h, w, detail) {
  const tiers = Math.max(4, Math.min(16, Math.round(h / (detail ?? 11))));
  const lean = (rng() - 0.5) * 0.04 * h;
  const sides = [];
  for (const side of [1, -1]) {
    const pts = [];
    let prev = [0, -h];
    for (let i = 1; i <= tiers; i++) {
      const f = i / tiers;
      const y = -h + h * 0.96 * Math.pow(f, 0.92);
      const reach = w * (0.1 + 0.9 * Math.pow(f, 0.85)) * (0.78 + 0.4 * rng());
      const tip = [side * reach + lean * (1 - f), y + (h / tiers) * (0.15 + 0.35 * rng())];
      // needle jitter along the upper edge of the branch
      const steps = h > 160 ? 3 : h > 60 ? 1 : 0;
      for (let k = 1; k <= steps; k++) {
        const u = k / (steps + 1);
        const jx = prev[0] + (tip[0] - prev[0]) * u;
        const jy = prev[1] + (tip[1] - prev[1]) * u + (rng() - 0.3) * (h / tiers) * 0.18;
        pts.push([jx, jy]);
      }
      pts.push(tip);
      if (i < tiers) {
        const notch = [side * reach * (0.3 + 0.25 * rng()) + lean * (1 - f), y - (h / tiers) * 0.05];
        pts.push(notch);
        prev = notch;
      }
    }
    pts.push([side * w * 0.12, 4]);
    pts.push([side * w * 0.12, h * 0.5]); // run well below the ground line
    sides.push(pts);
  }
  return [[lean, -h], ...sides[0], ...sides[1].reverse()];
}

/**
 * A band of trees tiled with period `period` (px). Trees are placed in [0, period)
 * so that drawing with offset o and o + period gives the identical picture.
 */
function makeTreeLayer(seed, { period, hMin, hMax, widthRatio = 0.3, spacing = 0.7, detail, sparse = 0 }) {
  const rng = makeRng(seed);
  const trees = [];
  let x = rng() * hMin * widthRatio;
  while (x < period) {
    const big = rng();
    const h = hMin + (hMax - hMin) * Math.pow(big, 1.4);
    const w = h * widthRatio * (0.85 + 0.3 * rng());
    if (!(sparse && rng() < sparse)) trees.push({ x, h, w, pts: spruceOutline(rng, h, w, detail) });
    x += w * spacing * (0.55 + 0.9 * rng());
  }
  // draw smaller (further) trees first so tall ones overlap them
  trees.sort((a, b) => a.h - b.h);
  return { period, trees, maxW: Math.max(...trees.map((t) => t.w)) + 4 };
}

/**
 * Fills the layer in one path: trees at ground line `base`, shifted left by `offset`.
 * `baseAt(x)` optionally bends the ground line (screen space; only for static layers).
 */
function drawTreeLayer(ctx, layer, { offset = 0, base, baseAt, color, width, groundTo }) {
  const { period, trees, maxW } = layer;
  ctx.fillStyle = color;
  ctx.beginPath();
  const o = ((offset % period) + period) % period;
  for (const t of trees) {
    for (let n = -1; ; n++) {
      const x = t.x + n * period - o;
      if (x - maxW > width) break;
      if (x + maxW < 0) continue;
      const p = t.pts;
      const b = baseAt ? baseAt(x) : base;
      ctx.moveTo(x + p[0][0], b + p[0][1]);
      for (let i = 1; i < p.length; i++) ctx.lineTo(x + p[i][0], b + p[i][1]);
      ctx.closePath();
    }
  }
  ctx.fill("nonzero");
  if (groundTo != null) ctx.fillRect(0, base, width, groundTo - base);
}

function smoothstep(a, b, x) {
  const t = Math.min(1, Math.max(0, (x - a) / (b - a)));
  return t * t * (3 - 2 * t);
}

function hexToRgb(hex) {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function rgba(hex, a) {
  const [r, g, b] = hexToRgb(hex);
  return `rgba(${r},${g},${b},${a})`;
}
