// A GPS track over a contour map, the last position inside a clock dial.
// Browser code: drawn on the page's canvas with the shared helpers (helpers.ts, forest-draw.js).
export const draw = String.raw`
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
  `;
