// Paper work order giving way to a phone with the stand map, Rückegassen and a checklist.
// Browser code: drawn on the page's canvas with the shared helpers (helpers.ts, forest-draw.js).
export const draw = String.raw`
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
  `;
