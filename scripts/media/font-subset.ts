// The site's text font, cut down for the first paint: npx tsx scripts/media/font-subset.ts
// Writes app/assets/fonts/inter-latin-wght-400-700.woff2 from @fontsource-variable/inter's Latin file.
//
// Inter's variable Latin file (48 KB) carries the weight axis 100–900 and every OpenType feature.
// The site uses the weights 400–700 and a handful of features, and the font is preloaded on every
// page, so each of its bytes delays the largest contentful paint on a slow connection. Cut to the
// same characters (fontsource's Latin unicode-range), the axis 400–700 and the features below, it
// is 26 KB. Run again after upgrading @fontsource-variable/inter; app/app.css declares the face.
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import subsetFont from "subset-font";
import { ROOT } from "./lib";

const SOURCE = resolve(ROOT, "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");
const TARGET = resolve(ROOT, "app/assets/fonts/inter-latin-wght-400-700.woff2");

// fontsource's unicode-range of the Latin file (keep in step with the @font-face in app/app.css).
const RANGES: [number, number?][] = [
  [0x0000, 0x00ff],
  [0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6],
  [0x02da],
  [0x02dc],
  [0x0304],
  [0x0308],
  [0x0329],
  [0x2000, 0x206f],
  [0x20ac],
  [0x2122],
  [0x2191],
  [0x2193],
  [0x2212],
  [0x2215],
  [0xfeff],
  [0xfffd],
];
// Kerning, ligatures and marks; `case` for capitals' punctuation, `tnum` for Tailwind's tabular-nums,
// `cv11` and `ss01` for the site's look (single-storey a, open digits: font-feature-settings in app.css).
const FEATURES = ["kern", "liga", "calt", "ccmp", "locl", "mark", "mkmk", "case", "tnum", "cv11", "ss01"];

let text = "";
for (const [from, to = from] of RANGES) for (let c = from; c <= to; c++) if (c >= 0x20) text += String.fromCodePoint(c);

const source = readFileSync(SOURCE);
const out = await subsetFont(source, text, {
  targetFormat: "woff2",
  variationAxes: { wght: { min: 400, max: 700 } },
  keepFeatures: FEATURES,
});
writeFileSync(TARGET, out);
console.log(`${TARGET}: ${(source.length / 1024).toFixed(1)} KB -> ${(out.length / 1024).toFixed(1)} KB`);
