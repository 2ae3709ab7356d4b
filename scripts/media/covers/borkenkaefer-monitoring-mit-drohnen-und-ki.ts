// Top-down spruce canopy; a drone's footprint frames a nest of discoloured crowns.
// Browser code: drawn on the page's canvas with the shared helpers (helpers.ts, forest-draw.js).
export const draw = String.raw`
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
  `;
