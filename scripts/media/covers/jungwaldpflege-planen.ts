// Rows of young trees on a slope below a mature stand, morning light.
// Browser code: drawn on the page's canvas with the shared helpers (helpers.ts, forest-draw.js).
export const draw = String.raw`
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
  `;
