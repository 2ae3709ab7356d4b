// What every cover's drawing shares: the palette and the in-page helpers (browser code, inlined
// after forest-draw.js into the page that draws a cover).

export const W = 1600;
export const H = 900;

// Palette (app/app.css @theme) plus the few autumn/rust tones the bark-beetle motif needs.
export const P = {
  f50: "#f2f8f4",
  f100: "#e0efe5",
  f200: "#c2dfcc",
  f300: "#93c5a5",
  f400: "#5ea47a",
  f500: "#3b855a",
  f600: "#2a6a46",
  f700: "#22553a",
  f800: "#1c4430",
  f900: "#143324",
  f950: "#0a1f15",
  moss200: "#e4f5b8",
  moss300: "#d1ee8a",
  moss400: "#bce35a",
  moss500: "#9fcb35",
  bark50: "#faf8f5",
  bark100: "#f2eee8",
  bark200: "#e4ddd2",
  bark500: "#8a7b66",
  bark700: "#54493a",
  amber: "#f5c451",
  rust: "#b8612f",
  rustDark: "#7e3b22",
  deadGrey: "#9a948a",
};

/** Shared in-page helpers (browser code, inlined next to forest-draw.js). */
export const helpers = String.raw`
const P = ${JSON.stringify(P)};
const W = ${W}, H = ${H};
const canvas = document.getElementById("c");
const ctx = canvas.getContext("2d");

function vGradient(stops, y0 = 0, y1 = H) {
  const g = ctx.createLinearGradient(0, y0, 0, y1);
  for (const [o, c] of stops) g.addColorStop(o, c);
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, W, H);
}
function glow(x, y, r, color, alpha) {
  const g = ctx.createRadialGradient(x, y, 0, x, y, r);
  g.addColorStop(0, rgba(color, alpha));
  g.addColorStop(1, rgba(color, 0));
  ctx.fillStyle = g;
  ctx.fillRect(x - r, y - r, 2 * r, 2 * r);
}
function fogBand(y, h, color, alpha, x0 = 0, x1 = W) {
  const g = ctx.createLinearGradient(0, y - h / 2, 0, y + h / 2);
  g.addColorStop(0, rgba(color, 0));
  g.addColorStop(0.5, rgba(color, alpha));
  g.addColorStop(1, rgba(color, 0));
  ctx.fillStyle = g;
  ctx.fillRect(x0, y - h / 2, x1 - x0, h);
}
/** Misty spruce ridges: array of {seed, base, hMin, hMax, color, blur, baseAt}. */
function ridges(layers) {
  for (const L of layers) {
    const layer = makeTreeLayer(L.seed, { period: W + 600, hMin: L.hMin, hMax: L.hMax, widthRatio: L.widthRatio ?? 0.28, spacing: L.spacing ?? 0.62, sparse: L.sparse ?? 0.06 });
    ctx.save();
    if (L.blur) ctx.filter = "blur(" + L.blur + "px)";
    drawTreeLayer(ctx, layer, { offset: L.offset ?? 200, base: L.base, baseAt: L.baseAt, color: L.color, width: W, groundTo: L.baseAt ? undefined : H });
    ctx.restore();
    if (L.fog) fogBand(L.base - L.hMin * 0.6, L.fog.h, L.fog.color, L.fog.alpha);
  }
}
/** Soft vignette that settles the edges. */
function vignette(alpha = 0.45) {
  const g = ctx.createRadialGradient(W / 2, H / 2, H * 0.35, W / 2, H / 2, W * 0.75);
  g.addColorStop(0, "rgba(10,31,21,0)");
  g.addColorStop(1, "rgba(10,31,21," + alpha + ")");
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, W, H);
}
/** Very light film grain against banding in the big gradients (seeded, so builds are stable). */
function grain(amount = 6, seed = 1) {
  const rng = makeRng(seed);
  const img = ctx.getImageData(0, 0, W, H);
  const d = img.data;
  for (let i = 0; i < d.length; i += 4) {
    const n = (rng() - 0.5) * amount;
    d[i] += n; d[i + 1] += n; d[i + 2] += n;
  }
  ctx.putImageData(img, 0, 0);
}
function contours(heightFn, { levels = 22, color = "147,197,165", minor = 0.12, major = 0.24, cell = 5, region } = {}) {
  const cols = Math.ceil(W / cell) + 1, rows = Math.ceil(H / cell) + 1;
  const f = new Float32Array(cols * rows);
  let lo = Infinity, hi = -Infinity;
  for (let j = 0; j < rows; j++) for (let i = 0; i < cols; i++) {
    const v = heightFn(i * cell, j * cell);
    f[j * cols + i] = v; lo = Math.min(lo, v); hi = Math.max(hi, v);
  }
  ctx.save();
  ctx.lineCap = "round";
  for (let l = 1; l <= levels; l++) {
    const level = lo + ((hi - lo) * l) / (levels + 1);
    const isMajor = l % 5 === 0;
    ctx.strokeStyle = "rgba(" + color + "," + (isMajor ? major : minor) + ")";
    ctx.lineWidth = isMajor ? 1.6 : 1;
    ctx.beginPath();
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
      for (const [p, q] of segs) { ctx.moveTo(p[0], p[1]); ctx.lineTo(q[0], q[1]); }
    }
    ctx.stroke();
  }
  ctx.restore();
}
function shadow(blur, y, alpha = 0.35) {
  ctx.shadowColor = "rgba(5,18,12," + alpha + ")";
  ctx.shadowBlur = blur;
  ctx.shadowOffsetY = y;
}
function noShadow() { ctx.shadowColor = "transparent"; ctx.shadowBlur = 0; ctx.shadowOffsetY = 0; }
`;
