// Cover images of the seed articles (app/features/blog/seed-posts.ts), 1600×900 WebP.
// Run: node scripts/media/blog-covers.mjs [slug …], then scripts/media/cover-variants.mjs for the smaller widths.
// Each cover is drawn on a canvas in Chromium (no photos, no external files) in the site's
// forest palette and encoded to WebP by the browser, at the best quality that fits 120 KB.
import { readFileSync, statSync, writeFileSync, mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { PUBLIC, ROOT, launch } from "./lib.mjs";

const W = 1600;
const H = 900;
const MAX_BYTES = 120 * 1024;
const OUT_DIR = resolve(PUBLIC, "blog/images/covers");
const drawLib = readFileSync(resolve(ROOT, "scripts/media/forest-draw.js"), "utf8");

// Palette (app/app.css @theme) plus the few autumn/rust tones the bark-beetle motif needs.
const P = {
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
const helpers = String.raw`
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

/** One draw function per cover (browser code). */
const covers = {
  // Paper work order giving way to a phone with the stand map, Rückegassen and a checklist.
  "digitale-arbeitsauftraege-im-forst": String.raw`
    vGradient([[0, P.f900], [0.55, P.f800], [1, P.f700]]);
    glow(1220, 120, 760, P.f500, 0.38);
    glow(300, 760, 600, P.f950, 0.5);
    ridges([
      { seed: 21, base: 760, hMin: 70, hMax: 170, color: "#245a3e", blur: 2.5, fog: { h: 160, color: P.f400, alpha: 0.16 } },
      { seed: 5, base: 830, hMin: 110, hMax: 260, color: "#173d2a", blur: 1, fog: { h: 140, color: P.f500, alpha: 0.12 } },
      { seed: 13, base: 910, hMin: 160, hMax: 360, color: P.f950 },
    ]);

    // the paper order, tilted and slightly out of focus behind the phone
    ctx.save();
    ctx.translate(640, 470);
    ctx.rotate(-0.13);
    ctx.filter = "blur(1.6px)";
    shadow(40, 18, 0.4);
    ctx.fillStyle = P.bark100;
    ctx.beginPath(); ctx.roundRect(-210, -270, 420, 540, 10); ctx.fill();
    noShadow();
    ctx.fillStyle = "rgba(84,73,58,0.55)";
    ctx.fillRect(-160, -215, 190, 16);
    ctx.fillStyle = "rgba(84,73,58,0.28)";
    for (let i = 0; i < 4; i++) ctx.fillRect(-160, -170 + i * 30, 320 - (i % 2) * 70, 9);
    // a photocopied map with a marker-pen outline
    ctx.fillStyle = "rgba(138,123,102,0.22)";
    ctx.fillRect(-160, -30, 320, 190);
    ctx.strokeStyle = "rgba(245,196,81,0.75)";
    ctx.lineWidth = 7;
    ctx.beginPath(); ctx.moveTo(-110, 20); ctx.bezierCurveTo(-40, -20, 90, 10, 110, 60); ctx.bezierCurveTo(90, 130, -60, 140, -100, 100); ctx.closePath(); ctx.stroke();
    ctx.fillStyle = "rgba(84,73,58,0.28)";
    for (let i = 0; i < 2; i++) ctx.fillRect(-160, 190 + i * 30, 260 - i * 90, 9);
    ctx.restore();

    // the phone
    const pw = 340, ph = 660;
    ctx.save();
    ctx.translate(1000, 462);
    ctx.rotate(0.07);
    shadow(70, 34, 0.55);
    ctx.fillStyle = "#0d1a13";
    ctx.beginPath(); ctx.roundRect(-pw / 2, -ph / 2, pw, ph, 48); ctx.fill();
    noShadow();
    ctx.strokeStyle = "rgba(147,197,165,0.35)";
    ctx.lineWidth = 2;
    ctx.stroke();
    const sx = -pw / 2 + 14, sy = -ph / 2 + 14, sw = pw - 28, sh = ph - 28;
    ctx.save();
    ctx.beginPath(); ctx.roundRect(sx, sy, sw, sh, 36); ctx.clip();
    ctx.fillStyle = P.bark50; ctx.fillRect(sx, sy, sw, sh);
    // header
    ctx.fillStyle = P.f800; ctx.fillRect(sx, sy, sw, 92);
    ctx.fillStyle = P.moss400; ctx.beginPath(); ctx.roundRect(sx + 22, sy + 42, 30, 30, 8); ctx.fill();
    ctx.fillStyle = "rgba(255,255,255,0.85)"; ctx.fillRect(sx + 66, sy + 46, 130, 10);
    ctx.fillStyle = "rgba(255,255,255,0.45)"; ctx.fillRect(sx + 66, sy + 64, 84, 8);
    // map
    const mx = sx, my = sy + 92, mw = sw, mh = 300;
    ctx.save();
    ctx.beginPath(); ctx.rect(mx, my, mw, mh); ctx.clip();
    ctx.fillStyle = P.f100; ctx.fillRect(mx, my, mw, mh);
    ctx.strokeStyle = "rgba(59,133,90,0.22)"; ctx.lineWidth = 1.2;
    for (let k = 0; k < 9; k++) {
      ctx.beginPath();
      for (let x = mx - 10; x <= mx + mw + 10; x += 8) {
        const y = my + 20 + k * 36 + Math.sin((x - mx) / 55 + k * 0.7) * 12;
        x === mx - 10 ? ctx.moveTo(x, y) : ctx.lineTo(x, y);
      }
      ctx.stroke();
    }
    // forest road
    ctx.strokeStyle = "#fffdf8"; ctx.lineWidth = 12;
    ctx.beginPath(); ctx.moveTo(mx - 10, my + 250); ctx.bezierCurveTo(mx + 90, my + 230, mx + 170, my + 280, mx + mw + 10, my + 210); ctx.stroke();
    ctx.strokeStyle = "rgba(138,123,102,0.5)"; ctx.lineWidth = 1.5; ctx.stroke();
    // the stand and its skid trails
    const stand = new Path2D("M" + (mx + 52) + " " + (my + 54) + " L" + (mx + 238) + " " + (my + 34) + " L" + (mx + 286) + " " + (my + 150) + " L" + (mx + 230) + " " + (my + 226) + " L" + (mx + 70) + " " + (my + 212) + " Z");
    ctx.fillStyle = "rgba(94,164,122,0.45)"; ctx.fill(stand);
    ctx.save(); ctx.clip(stand);
    ctx.strokeStyle = "rgba(250,248,245,0.95)"; ctx.lineWidth = 4; ctx.setLineDash([10, 8]);
    for (let k = 0; k < 6; k++) { const x0 = mx + 40 + k * 46; ctx.beginPath(); ctx.moveTo(x0, my + 240); ctx.lineTo(x0 + 40, my + 20); ctx.stroke(); }
    ctx.restore();
    ctx.setLineDash([]);
    ctx.strokeStyle = P.f600; ctx.lineWidth = 3.5; ctx.stroke(stand);
    // log landing and position
    ctx.fillStyle = P.bark700; ctx.beginPath(); ctx.roundRect(mx + 190, my + 236, 34, 18, 4); ctx.fill();
    const px = mx + 150, py = my + 120;
    ctx.fillStyle = "rgba(245,196,81,0.28)"; ctx.beginPath(); ctx.arc(px, py, 30, 0, Math.PI * 2); ctx.fill();
    ctx.fillStyle = "#fff"; ctx.beginPath(); ctx.arc(px, py, 13, 0, Math.PI * 2); ctx.fill();
    ctx.fillStyle = P.amber; ctx.beginPath(); ctx.arc(px, py, 9, 0, Math.PI * 2); ctx.fill();
    ctx.restore();
    // checklist
    const rowsY = my + mh + 30;
    for (let r = 0; r < 4; r++) {
      const y = rowsY + r * 52;
      const done = r < 2;
      ctx.fillStyle = done ? P.f500 : "rgba(0,0,0,0)";
      ctx.strokeStyle = done ? P.f500 : "rgba(84,73,58,0.45)"; ctx.lineWidth = 2.5;
      ctx.beginPath(); ctx.arc(sx + 38, y + 12, 12, 0, Math.PI * 2); ctx.fill(); ctx.stroke();
      if (done) { ctx.strokeStyle = "#fff"; ctx.lineWidth = 3; ctx.beginPath(); ctx.moveTo(sx + 32, y + 12); ctx.lineTo(sx + 37, y + 17); ctx.lineTo(sx + 45, y + 7); ctx.stroke(); }
      ctx.fillStyle = done ? "rgba(84,73,58,0.35)" : "rgba(20,51,36,0.7)";
      ctx.fillRect(sx + 64, y + 4, [180, 150, 200, 130][r], 9);
      ctx.fillStyle = "rgba(84,73,58,0.25)";
      ctx.fillRect(sx + 64, y + 20, [110, 90, 130, 80][r], 7);
    }
    ctx.restore();
    ctx.restore();
    vignette(0.35);
    grain(5, 11);
  `,

  // Top-down spruce canopy; a drone's footprint frames a nest of discoloured crowns.
  "borkenkaefer-monitoring-mit-drohnen-und-ki": String.raw`
    const rng = makeRng(7);
    ctx.fillStyle = "#0c2418"; ctx.fillRect(0, 0, W, H);
    glow(1300, 80, 900, P.f600, 0.35);
    // the nest of infested trees, around (620, 480)
    const nest = [620, 480];
    const crowns = [];
    for (let y = -40; y < H + 60; y += 44) {
      for (let x = -40; x < W + 60; x += 46) {
        const cx = x + (rng() - 0.5) * 30 + ((y / 44) % 2) * 22;
        const cy = y + (rng() - 0.5) * 26;
        const r = 24 + rng() * 16;
        if (rng() < 0.07) continue; // small gaps in the canopy
        const d = Math.hypot(cx - nest[0], (cy - nest[1]) * 1.15);
        let stage = 0;
        if (d < 70) stage = rng() < 0.7 ? 3 : 2;
        else if (d < 130) stage = rng() < 0.55 ? 2 : rng() < 0.5 ? 1 : 0;
        else if (d < 185) stage = rng() < 0.3 ? 1 : 0;
        crowns.push({ cx, cy, r, stage, rot: rng() * Math.PI, tone: rng() });
      }
    }
    crowns.sort((a, b) => a.cy - b.cy);
    const greens = [P.f700, P.f600, "#2f7450", "#3a7a55"];
    function starPath(cx, cy, r, inner, rot, spikes) {
      ctx.beginPath();
      for (let k = 0; k <= spikes * 2; k++) {
        const a = rot + (k / (spikes * 2)) * Math.PI * 2;
        const rr = k % 2 === 0 ? r : r * inner;
        const x = cx + Math.cos(a) * rr, y = cy + Math.sin(a) * rr;
        k === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y);
      }
      ctx.closePath();
    }
    function colours(c) {
      if (c.stage === 3) return [c.tone < 0.5 ? "#8f897e" : "#9d8b74", "#d3cabb", "#4d443a"];
      if (c.stage === 2) return [c.tone < 0.5 ? P.rust : "#c27a3e", "#e8b25a", P.rustDark];
      if (c.stage === 1) return [c.tone < 0.5 ? "#9c9a45" : "#8a9c45", "#cfc772", "#3c4a22"];
      return [greens[Math.floor(c.tone * greens.length)], P.f300, P.f900];
    }
    // all shadows first, softly, so no crown is darkened by a neighbour drawn before it
    ctx.save(); ctx.filter = "blur(6px)"; ctx.fillStyle = "rgba(3,12,7,0.55)";
    for (const c of crowns) { ctx.beginPath(); ctx.arc(c.cx + c.r * 0.35, c.cy + c.r * 0.42, c.r * 0.95, 0, Math.PI * 2); ctx.fill(); }
    ctx.restore();
    ctx.save(); ctx.filter = "blur(0.7px)";
    for (const c of crowns) {
      const [base, light, dark] = colours(c);
      const g = ctx.createRadialGradient(c.cx - c.r * 0.25, c.cy - c.r * 0.3, c.r * 0.05, c.cx, c.cy, c.r);
      g.addColorStop(0, light); g.addColorStop(0.5, base); g.addColorStop(1, dark);
      ctx.fillStyle = g;
      starPath(c.cx, c.cy, c.r, c.stage === 3 ? 0.55 : 0.8, c.rot, 18);
      ctx.fill();
      // the conical top seen from above: a smaller, lighter star towards the light
      ctx.globalAlpha = c.stage === 3 ? 0.25 : 0.35;
      ctx.fillStyle = light;
      starPath(c.cx - c.r * 0.12, c.cy - c.r * 0.14, c.r * 0.45, 0.7, c.rot + 0.3, 10);
      ctx.fill();
      ctx.globalAlpha = 1;
    }
    ctx.restore();
    // darken the outer canopy a little, keep light on the scene
    vignette(0.55);

    // drone footprint
    const fx = 420, fy = 300, fw = 420, fh = 360;
    ctx.fillStyle = "rgba(209,238,138,0.07)"; ctx.fillRect(fx, fy, fw, fh);
    ctx.strokeStyle = "rgba(209,238,138,0.55)"; ctx.lineWidth = 2; ctx.setLineDash([14, 10]);
    ctx.strokeRect(fx, fy, fw, fh); ctx.setLineDash([]);
    ctx.strokeStyle = P.moss300; ctx.lineWidth = 5; ctx.lineCap = "round";
    const L = 36;
    for (const [x, y, dx, dy] of [[fx, fy, 1, 1], [fx + fw, fy, -1, 1], [fx, fy + fh, 1, -1], [fx + fw, fy + fh, -1, -1]]) {
      ctx.beginPath(); ctx.moveTo(x, y + dy * L); ctx.lineTo(x, y); ctx.lineTo(x + dx * L, y); ctx.stroke();
    }
    // detection boxes on a few discoloured crowns, none overlapping
    const boxes = [];
    const candidates = crowns.filter((c) => c.stage >= 1 && c.cx > fx + 40 && c.cx < fx + fw - 40 && c.cy > fy + 40 && c.cy < fy + fh - 40)
      .sort((a, b) => b.stage - a.stage || b.r - a.r);
    for (const c of candidates) {
      const s = c.r + 7;
      if (boxes.some((b) => Math.abs(b.x - c.cx) < b.s + s + 6 && Math.abs(b.y - c.cy) < b.s + s + 6)) continue;
      boxes.push({ x: c.cx, y: c.cy, s, stage: c.stage });
      if (boxes.length >= 7) break;
    }
    ctx.lineWidth = 2.5;
    for (const b of boxes) {
      ctx.strokeStyle = b.stage === 1 ? "rgba(209,238,138,0.95)" : "rgba(245,196,81,0.95)";
      ctx.setLineDash(b.stage === 1 ? [7, 6] : []);
      ctx.beginPath(); ctx.roundRect(b.x - b.s, b.y - b.s, 2 * b.s, 2 * b.s, 6); ctx.stroke();
    }
    ctx.setLineDash([]);
    // light cone from the drone to the footprint
    const dx0 = 1150, dy0 = 250;
    const cone = ctx.createLinearGradient(dx0, dy0, fx + fw / 2, fy + fh / 2);
    cone.addColorStop(0, "rgba(209,238,138,0.18)");
    cone.addColorStop(1, "rgba(209,238,138,0)");
    ctx.fillStyle = cone;
    ctx.beginPath(); ctx.moveTo(dx0, dy0); ctx.lineTo(fx + fw, fy); ctx.lineTo(fx + fw, fy + fh); ctx.closePath(); ctx.fill();

    // the drone (top view), with its shadow on the canopy
    function drone(x, y, s, body, alpha) {
      ctx.save(); ctx.translate(x, y); ctx.rotate(-0.35); ctx.globalAlpha = alpha;
      ctx.strokeStyle = body; ctx.lineWidth = 14 * s; ctx.lineCap = "round";
      ctx.beginPath(); ctx.moveTo(-70 * s, -70 * s); ctx.lineTo(70 * s, 70 * s); ctx.moveTo(70 * s, -70 * s); ctx.lineTo(-70 * s, 70 * s); ctx.stroke();
      for (const [ax, ay] of [[-70, -70], [70, -70], [70, 70], [-70, 70]]) {
        ctx.fillStyle = body === "#000" ? body : "rgba(250,248,245,0.16)";
        ctx.beginPath(); ctx.arc(ax * s, ay * s, 48 * s, 0, Math.PI * 2); ctx.fill();
        ctx.strokeStyle = body === "#000" ? body : "rgba(250,248,245,0.55)"; ctx.lineWidth = 2 * s;
        ctx.beginPath(); ctx.arc(ax * s, ay * s, 48 * s, 0, Math.PI * 2); ctx.stroke();
        ctx.fillStyle = body; ctx.beginPath(); ctx.arc(ax * s, ay * s, 10 * s, 0, Math.PI * 2); ctx.fill();
      }
      ctx.fillStyle = body; ctx.beginPath(); ctx.roundRect(-40 * s, -52 * s, 80 * s, 104 * s, 22 * s); ctx.fill();
      if (body !== "#000") {
        ctx.fillStyle = P.f800; ctx.beginPath(); ctx.roundRect(-24 * s, -30 * s, 48 * s, 60 * s, 12 * s); ctx.fill();
        ctx.fillStyle = P.moss400; ctx.beginPath(); ctx.arc(0, 40 * s, 7 * s, 0, Math.PI * 2); ctx.fill();
      }
      ctx.restore();
    }
    ctx.save(); ctx.filter = "blur(10px)"; drone(1210, 380, 1.0, "#000", 0.35); ctx.restore();
    ctx.save(); shadow(30, 10, 0.5); drone(dx0, dy0, 1.0, P.bark100, 1); noShadow(); ctx.restore();
    grain(4, 3);
  `,

  // A GPS track over a contour map, the last position inside a clock dial.
  "gps-zeiterfassung-im-forstbetrieb": String.raw`
    vGradient([[0, P.f950], [1, P.f900]]);
    glow(1000, 420, 800, P.f600, 0.35);
    // forest stands as soft patches under the contours
    const rng = makeRng(42);
    for (let k = 0; k < 26; k++) {
      const x = rng() * W, y = rng() * H, r = 90 + rng() * 180;
      glow(x, y, r, k % 3 ? P.f700 : P.f500, 0.22 + rng() * 0.12);
    }
    function height(x, y) {
      const hills = [[1020, 300, 260, 1.0], [420, 650, 240, 0.8], [1420, 720, 200, 0.6], [250, 140, 220, 0.5], [760, 820, 180, 0.4]];
      let v = 0;
      for (const [hx, hy, r, a] of hills) v += a * Math.exp(-(((x - hx) ** 2 + (y - hy) ** 2) / (2 * r * r)));
      return v + 0.06 * Math.sin(x / 110 + y / 73) + 0.04 * Math.sin(x / 51 - y / 83 + 1.1);
    }
    contours(height, { levels: 28, minor: 0.13, major: 0.28 });
    // forest roads
    ctx.strokeStyle = "rgba(228,221,210,0.32)"; ctx.lineWidth = 6; ctx.lineCap = "round";
    ctx.beginPath(); ctx.moveTo(-20, 520); ctx.bezierCurveTo(300, 470, 520, 600, 760, 560); ctx.bezierCurveTo(980, 520, 1180, 640, 1640, 600); ctx.stroke();
    ctx.lineWidth = 4;
    ctx.beginPath(); ctx.moveTo(760, 560); ctx.bezierCurveTo(800, 420, 700, 260, 820, -20); ctx.stroke();

    // the track: a day's stops, joined by a dotted line
    const pts = [[170, 640], [330, 560], [520, 590], [690, 470], [760, 330], [930, 300], [1080, 400]];
    ctx.strokeStyle = P.moss400; ctx.lineWidth = 5; ctx.setLineDash([2, 14]); ctx.lineCap = "round";
    ctx.beginPath(); ctx.moveTo(pts[0][0], pts[0][1]);
    for (let i = 1; i < pts.length; i++) {
      const [x0, y0] = pts[i - 1], [x1, y1] = pts[i];
      ctx.quadraticCurveTo((x0 + x1) / 2 + (y1 - y0) * 0.25, (y0 + y1) / 2 - (x1 - x0) * 0.25, x1, y1);
    }
    ctx.stroke(); ctx.setLineDash([]);
    for (const [i, [x, y]] of pts.entries()) {
      if (i === pts.length - 1) continue;
      ctx.fillStyle = P.f950; ctx.beginPath(); ctx.arc(x, y, 11, 0, Math.PI * 2); ctx.fill();
      ctx.strokeStyle = i === 0 ? P.amber : P.moss300; ctx.lineWidth = 4;
      ctx.beginPath(); ctx.arc(x, y, 9, 0, Math.PI * 2); ctx.stroke();
    }
    // the clock dial around the current position
    const [cx, cy] = pts[pts.length - 1];
    const R = 170;
    ctx.fillStyle = "rgba(10,31,21,0.55)"; ctx.beginPath(); ctx.arc(cx, cy, R + 26, 0, Math.PI * 2); ctx.fill();
    for (let t = 0; t < 60; t++) {
      const a = (t / 60) * Math.PI * 2 - Math.PI / 2;
      const long = t % 5 === 0;
      ctx.strokeStyle = long ? "rgba(242,248,244,0.85)" : "rgba(242,248,244,0.35)";
      ctx.lineWidth = long ? 4 : 2;
      ctx.beginPath(); ctx.moveTo(cx + Math.cos(a) * (R - (long ? 22 : 12)), cy + Math.sin(a) * (R - (long ? 22 : 12))); ctx.lineTo(cx + Math.cos(a) * R, cy + Math.sin(a) * R); ctx.stroke();
    }
    // elapsed working time as an arc
    ctx.strokeStyle = P.moss400; ctx.lineWidth = 10; ctx.lineCap = "round";
    ctx.beginPath(); ctx.arc(cx, cy, R + 14, -Math.PI / 2, -Math.PI / 2 + Math.PI * 2 * 0.68); ctx.stroke();
    ctx.fillStyle = P.moss400; ctx.beginPath(); const ea = -Math.PI / 2 + Math.PI * 2 * 0.68; ctx.arc(cx + Math.cos(ea) * (R + 14), cy + Math.sin(ea) * (R + 14), 11, 0, Math.PI * 2); ctx.fill();
    // position pulse and pin
    for (const [r, a] of [[90, 0.1], [60, 0.16], [36, 0.26]]) { ctx.fillStyle = "rgba(245,196,81," + a + ")"; ctx.beginPath(); ctx.arc(cx, cy, r, 0, Math.PI * 2); ctx.fill(); }
    ctx.save(); shadow(24, 10, 0.5);
    ctx.fillStyle = P.amber;
    ctx.beginPath(); ctx.moveTo(cx, cy); ctx.bezierCurveTo(cx - 12, cy - 30, cx - 40, cy - 48, cx - 40, cy - 84); ctx.arc(cx, cy - 84, 40, Math.PI, 0); ctx.bezierCurveTo(cx + 40, cy - 48, cx + 12, cy - 30, cx, cy); ctx.fill();
    noShadow(); ctx.restore();
    ctx.fillStyle = P.f950; ctx.beginPath(); ctx.arc(cx, cy - 84, 15, 0, Math.PI * 2); ctx.fill();
    vignette(0.5);
    grain(5, 8);
  `,

  // Stored carbon: growth rings rising like a sun behind the stand, CO₂ molecules settling in.
  "co2-markt-fuer-waldbesitzer": String.raw`
    vGradient([[0, P.f950], [0.6, P.f900], [1, P.f800]]);
    const cx = 800, cy = 640;
    glow(cx, cy, 700, P.amber, 0.12);
    glow(cx, cy, 420, P.moss400, 0.12);
    // growth rings, slightly irregular like a real cross-section
    const rng = makeRng(9);
    for (let k = 1; k <= 22; k++) {
      const r = 40 + k * 19 + (rng() - 0.5) * 6;
      ctx.strokeStyle = k % 4 === 0 ? "rgba(245,196,81,0.6)" : "rgba(209,238,138," + (0.38 - k * 0.009) + ")";
      ctx.lineWidth = k % 4 === 0 ? 3 : 1.6;
      ctx.beginPath();
      for (let a = 0; a <= Math.PI * 2 + 0.01; a += 0.03) {
        const wob = 1 + 0.025 * Math.sin(a * 3 + k * 0.5) + 0.015 * Math.sin(a * 7 + k);
        const x = cx + Math.cos(a) * r * wob, y = cy + Math.sin(a) * r * wob * 0.98;
        a === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y);
      }
      ctx.stroke();
    }
    // pith
    ctx.fillStyle = "rgba(245,196,81,0.5)"; ctx.beginPath(); ctx.arc(cx, cy, 12, 0, Math.PI * 2); ctx.fill();
    // the stand in front
    ridges([
      { seed: 31, base: 700, hMin: 60, hMax: 150, color: "#1f4a34", blur: 2, fog: { h: 150, color: P.f400, alpha: 0.12 } },
      { seed: 17, base: 780, hMin: 110, hMax: 250, color: "#143726", blur: 0.8 },
      { seed: 3, base: 900, hMin: 170, hMax: 380, color: P.f950, sparse: 0.2 },
    ]);
    // CO₂ molecules drifting down into the crowns
    function molecule(x, y, s, a, alpha) {
      ctx.save(); ctx.translate(x, y); ctx.rotate(a); ctx.globalAlpha = alpha;
      ctx.strokeStyle = P.moss300; ctx.lineWidth = 2.4 * s;
      for (const d of [-1, 1]) {
        ctx.beginPath(); ctx.moveTo(d * 15 * s, -4 * s); ctx.lineTo(d * 30 * s, -4 * s); ctx.moveTo(d * 15 * s, 4 * s); ctx.lineTo(d * 30 * s, 4 * s); ctx.stroke();
      }
      ctx.fillStyle = P.f800;
      ctx.beginPath(); ctx.arc(0, 0, 15 * s, 0, Math.PI * 2); ctx.fill(); ctx.stroke();
      for (const d of [-1, 1]) { ctx.beginPath(); ctx.arc(d * 42 * s, 0, 12 * s, 0, Math.PI * 2); ctx.fill(); ctx.stroke(); }
      ctx.restore();
    }
    const mols = [[330, 170, 1.25, -0.3, 0.85], [560, 110, 0.8, 0.4, 0.6], [1120, 150, 1.1, 0.25, 0.8], [1340, 300, 0.75, -0.5, 0.55], [240, 400, 0.7, 0.6, 0.45], [930, 250, 0.65, -0.2, 0.5], [1450, 120, 0.55, 0.8, 0.4], [700, 330, 0.5, 0.1, 0.35]];
    for (const m of mols) molecule(...m);
    // faint drift lines from molecules towards the canopy
    ctx.strokeStyle = "rgba(209,238,138,0.12)"; ctx.lineWidth = 2; ctx.setLineDash([3, 12]);
    for (const [x, y, s] of mols) { ctx.beginPath(); ctx.moveTo(x, y + 30 * s); ctx.bezierCurveTo(x, y + 160, x + (cx - x) * 0.3, y + 250, x + (cx - x) * 0.35, 600); ctx.stroke(); }
    ctx.setLineDash([]);
    vignette(0.45);
    grain(5, 4);
  `,

  // Rows of young trees on a slope below a mature stand, morning light.
  "jungwaldpflege-planen": String.raw`
    vGradient([[0, "#21503a"], [0.45, "#3d7656"], [0.62, "#8fb38d"], [1, P.f800]]);
    glow(1150, 330, 620, P.amber, 0.3);
    glow(1150, 330, 220, "#fff3d0", 0.25);
    ridges([
      { seed: 41, base: 470, hMin: 70, hMax: 150, color: "#4d7d60", blur: 3, fog: { h: 120, color: "#cfe3c9", alpha: 0.35 } },
      { seed: 8, base: 520, hMin: 100, hMax: 220, color: "#2c5c42", blur: 1.2, fog: { h: 100, color: "#cfe3c9", alpha: 0.22 } },
    ]);
    // the clearing: a gently rising meadow in perspective
    const g = ctx.createLinearGradient(0, 520, 0, H);
    g.addColorStop(0, "#6f9a5c"); g.addColorStop(0.4, "#4f7f48"); g.addColorStop(1, "#21452f");
    ctx.fillStyle = g;
    ctx.beginPath(); ctx.moveTo(0, 560); ctx.bezierCurveTo(500, 520, 1100, 540, 1600, 530); ctx.lineTo(W, H); ctx.lineTo(0, H); ctx.closePath(); ctx.fill();
    // rows converging towards a vanishing point; saplings and tree shelters along them
    const vx = 980, vy = 470;
    const rng = makeRng(77);
    const rows = 13;
    function sapling(x, y, s, kind) {
      if (kind === 0) { // young spruce
        ctx.fillStyle = "#1f5a3a";
        ctx.beginPath(); ctx.moveTo(x, y - 60 * s);
        for (let t = 1; t <= 4; t++) { ctx.lineTo(x + (8 + t * 6) * s, y - (60 - t * 14) * s); ctx.lineTo(x + (3 + t * 2) * s, y - (60 - t * 14) * s - 2 * s); }
        ctx.lineTo(x + 2 * s, y); ctx.lineTo(x - 2 * s, y);
        for (let t = 4; t >= 1; t--) { ctx.lineTo(x - (3 + t * 2) * s, y - (60 - t * 14) * s - 2 * s); ctx.lineTo(x - (8 + t * 6) * s, y - (60 - t * 14) * s); }
        ctx.closePath(); ctx.fill();
      } else if (kind === 1) { // young broadleaf (beech, oak): a loose, irregular crown
        ctx.strokeStyle = "#4a3b2c"; ctx.lineWidth = 2 * s; ctx.beginPath(); ctx.moveTo(x, y); ctx.lineTo(x + 2 * s, y - 40 * s); ctx.stroke();
        const blobs = [[0, -52, 15], [-11, -44, 11], [12, -42, 12], [-4, -36, 10], [7, -58, 10], [-9, -57, 9]];
        for (const [i, [bx, by, br]] of blobs.entries()) {
          ctx.fillStyle = ["#3f7a3a", "#4f8a3d", "#5e9a45", "#467f3b", "#79ad52", "#6aa24b"][i];
          ctx.beginPath(); ctx.arc(x + bx * s, y + by * s, br * s, 0, Math.PI * 2); ctx.fill();
        }
      } else { // tree shelter with a sprig on top
        ctx.fillStyle = "#b8b29b"; ctx.fillRect(x - 7 * s, y - 52 * s, 14 * s, 52 * s);
        ctx.fillStyle = "rgba(0,0,0,0.12)"; ctx.fillRect(x + 2 * s, y - 52 * s, 5 * s, 52 * s);
        ctx.fillStyle = "#7fae4e"; ctx.beginPath(); ctx.ellipse(x, y - 58 * s, 11 * s, 8 * s, 0, 0, Math.PI * 2); ctx.fill();
      }
    }
    const items = [];
    for (let r = 0; r < rows; r++) {
      const bx = -700 + r * ((W + 1400) / (rows - 1));
      for (let t = 0.06; t < 1; t += 0.055) {
        const p = Math.pow(t, 1.6);
        const x = vx + (bx - vx) * p + (rng() - 0.5) * 6 * p;
        const y = vy + (H + 80 - vy) * p;
        if (y < 545 || x < -40 || x > W + 40) continue;
        const s = 0.25 + p * 2.2;
        const kind = (r + Math.floor(t * 40)) % 5 === 0 ? 2 : r % 3 === 1 && Math.abs(bx - vx) > 500 ? 1 : 0;
        if (rng() < 0.08) continue;
        items.push([x, y, s, kind]);
      }
    }
    items.sort((a, b) => a[1] - b[1]);
    for (const [x, y, s, kind] of items) {
      ctx.fillStyle = "rgba(20,40,25,0.25)"; ctx.beginPath(); ctx.ellipse(x + 6 * s, y, 18 * s, 4 * s, 0, 0, Math.PI * 2); ctx.fill();
      sapling(x, y, s, kind);
    }
    vignette(0.4);
    grain(5, 6);
  `,

  // Log piles by a forest road at dusk, with a numbered location marker.
  "polterverwaltung-digital": String.raw`
    vGradient([[0, P.f950], [0.5, P.f900], [1, "#1d3a2a"]]);
    glow(1250, 260, 700, P.amber, 0.12);
    ridges([
      { seed: 51, base: 520, hMin: 90, hMax: 190, color: "#1f4a34", blur: 2, fog: { h: 130, color: P.f400, alpha: 0.12 } },
      { seed: 27, base: 600, hMin: 140, hMax: 320, color: "#123022", blur: 0.6 },
    ]);
    // gravel road
    const road = ctx.createLinearGradient(0, 600, 0, H);
    road.addColorStop(0, "#4a4538"); road.addColorStop(1, "#2b2a22");
    ctx.fillStyle = road;
    ctx.beginPath(); ctx.moveTo(0, 770); ctx.bezierCurveTo(500, 700, 1100, 690, 1600, 650); ctx.lineTo(W, H); ctx.lineTo(0, H); ctx.closePath(); ctx.fill();
    ctx.fillStyle = "#173322";
    ctx.beginPath(); ctx.moveTo(0, 600); ctx.lineTo(W, 600); ctx.lineTo(W, 650); ctx.bezierCurveTo(1100, 690, 500, 700, 0, 770); ctx.closePath(); ctx.fill();
    // the pile: log ends in a stack
    const rng = makeRng(12);
    function logEnd(x, y, r) {
      ctx.fillStyle = "#4e3a27"; ctx.beginPath(); ctx.arc(x, y, r, 0, Math.PI * 2); ctx.fill();
      const g = ctx.createRadialGradient(x - r * 0.2, y - r * 0.2, r * 0.1, x, y, r * 0.9);
      g.addColorStop(0, "#e9d3a3"); g.addColorStop(0.7, "#cdaa74"); g.addColorStop(1, "#a7804f");
      ctx.fillStyle = g; ctx.beginPath(); ctx.arc(x, y, r * 0.86, 0, Math.PI * 2); ctx.fill();
      ctx.strokeStyle = "rgba(120,86,48,0.35)"; ctx.lineWidth = 1;
      for (let k = 1; k < 6; k++) { ctx.beginPath(); ctx.arc(x + (rng() - 0.5) * 2, y + (rng() - 0.5) * 2, r * 0.86 * k / 6, 0, Math.PI * 2); ctx.stroke(); }
      ctx.fillStyle = "rgba(120,86,48,0.5)"; ctx.beginPath(); ctx.arc(x, y, 2.2, 0, Math.PI * 2); ctx.fill();
    }
    function pile(x0, yBase, n, layers, R) {
      const logs = [];
      for (let l = 0; l < layers; l++) {
        for (let i = 0; i < n - l; i++) {
          const r = R * (0.84 + rng() * 0.18);
          logs.push([x0 + R + l * R + i * 2 * R, yBase - R - l * 1.732 * R, r]);
        }
      }
      ctx.fillStyle = "rgba(5,14,9,0.5)"; ctx.beginPath(); ctx.ellipse(x0 + n * R, yBase + 4, n * R * 1.1, 18, 0, 0, Math.PI * 2); ctx.fill();
      for (const [x, y, r] of logs) logEnd(x, y, r);
    }
    pile(200, 760, 10, 5, 35);
    pile(990, 712, 8, 4, 29);
    // marker: a pin above the front pile and a small tag
    const px = 560, py = 380;
    ctx.save(); shadow(24, 10, 0.5);
    ctx.fillStyle = P.moss400;
    ctx.beginPath(); ctx.moveTo(px, py); ctx.bezierCurveTo(px - 12, py - 30, px - 44, py - 52, px - 44, py - 92); ctx.arc(px, py - 92, 44, Math.PI, 0); ctx.bezierCurveTo(px + 44, py - 52, px + 12, py - 30, px, py); ctx.fill();
    noShadow(); ctx.restore();
    ctx.fillStyle = P.f950; ctx.beginPath(); ctx.arc(px, py - 92, 17, 0, Math.PI * 2); ctx.fill();
    ctx.strokeStyle = "rgba(209,238,138,0.5)"; ctx.lineWidth = 2; ctx.setLineDash([3, 9]);
    ctx.beginPath(); ctx.moveTo(px, py + 8); ctx.lineTo(px, 436); ctx.stroke(); ctx.setLineDash([]);
    // a second, smaller pin on the far pile
    const qx = 1215, qy = 470;
    ctx.fillStyle = "rgba(245,196,81,0.9)";
    ctx.beginPath(); ctx.moveTo(qx, qy); ctx.bezierCurveTo(qx - 7, qy - 18, qx - 26, qy - 31, qx - 26, qy - 54); ctx.arc(qx, qy - 54, 26, Math.PI, 0); ctx.bezierCurveTo(qx + 26, qy - 31, qx + 7, qy - 18, qx, qy); ctx.fill();
    ctx.fillStyle = P.f950; ctx.beginPath(); ctx.arc(qx, qy - 54, 10, 0, Math.PI * 2); ctx.fill();
    vignette(0.45);
    grain(5, 9);
  `,
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
    await page.waitForFunction(() => window.__done === true);
    // Highest quality that fits the budget, in steps of 4.
    let bytes;
    let quality = 0;
    for (let q = 90; q >= 40; q -= 4) {
      const dataUrl = await page.evaluate((qq) => document.getElementById("c").toDataURL("image/webp", qq / 100), q);
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
