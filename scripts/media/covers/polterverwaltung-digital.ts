// Log piles by a forest road at dusk, with a numbered location marker.
// Browser code: drawn on the page's canvas with the shared helpers (helpers.ts, forest-draw.js).
export const draw = String.raw`
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
  `;
