// Stored carbon: growth rings rising like a sun behind the stand, CO₂ molecules settling in.
// Browser code: drawn on the page's canvas with the shared helpers (helpers.ts, forest-draw.js).
export const draw = String.raw`
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
  `;
