// Favicons, touch and PWA icons, web manifest.
// Run: npx tsx scripts/media/icons.ts
// Writes public/favicon.svg, favicon.ico (16+32+48, PNG-in-ICO), apple-touch-icon.png,
// icon-192.png, icon-512.png, icon-maskable-512.png, site.webmanifest.
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { C, PUBLIC, launch, markSvg, renderHtml } from "./lib";

const out = (name: string) => resolve(PUBLIC, name);

/** A page that shows the mark at `mark` px, centred on a `size` px canvas with an optional background. */
function page(size: number, mark: number, background?: string | null): string {
  const bg = background ? `background:${background};` : "background:transparent;";
  return `<!doctype html><html><head><style>
    html,body{margin:0;width:${size}px;height:${size}px;${bg}overflow:hidden}
    body{display:grid;place-items:center}
    svg{display:block;width:${mark}px;height:${mark}px}
  </style></head><body>${markSvg()}</body></html>`;
}

/** ICO container holding PNG images (supported by every browser since IE Vista era). */
function ico(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  const entries: Buffer[] = [];
  let offset = 6 + 16 * images.length;
  for (const { size, png } of images) {
    const e = Buffer.alloc(16);
    e.writeUInt8(size >= 256 ? 0 : size, 0); // width (0 = 256)
    e.writeUInt8(size >= 256 ? 0 : size, 1); // height
    e.writeUInt8(0, 2); // palette colours
    e.writeUInt8(0, 3); // reserved
    e.writeUInt16LE(1, 4); // colour planes
    e.writeUInt16LE(32, 6); // bits per pixel
    e.writeUInt32LE(png.length, 8);
    e.writeUInt32LE(offset, 12);
    offset += png.length;
    entries.push(e);
  }
  return Buffer.concat([header, ...entries, ...images.map((i) => i.png)]);
}

const browser = await launch();
try {
  // favicon.svg: the mark as is (it is already a rounded tile).
  writeFileSync(out("favicon.svg"), markSvg() + "\n");

  const icoImages: { size: number; png: Buffer }[] = [];
  for (const size of [16, 32, 48]) {
    icoImages.push({ size, png: await renderHtml(browser, page(size, size), { width: size, height: size, transparent: true }) });
  }
  writeFileSync(out("favicon.ico"), ico(icoImages));

  // Apple touch icon: iOS masks the corners itself and shows transparency as black,
  // so an opaque forest-950 tile with the mark inset.
  writeFileSync(out("apple-touch-icon.png"), await renderHtml(browser, page(180, 128, C.forest950), { width: 180, height: 180 }));

  // Manifest "any" icons: the mark itself, transparent outside its rounded corners.
  for (const size of [192, 512]) {
    writeFileSync(
      out(`icon-${size}.png`),
      await renderHtml(browser, page(size, size, null), { width: size, height: size, transparent: true }),
    );
  }

  // Maskable: full-bleed forest-950; the mark (half-diagonal 0.5·256·√2 ≈ 181 px) stays inside
  // the 40 % radius (205 px) safe circle of the W3C maskable icon spec.
  writeFileSync(out("icon-maskable-512.png"), await renderHtml(browser, page(512, 256, C.forest950), { width: 512, height: 512 }));
} finally {
  await browser.close();
}

const manifest = {
  name: "ForestCrew – Digitale Forstverwaltung",
  short_name: "ForestCrew",
  lang: "de",
  start_url: "/",
  scope: "/",
  display: "standalone",
  background_color: C.forest950,
  theme_color: C.forest950,
  icons: [
    { src: "/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
    { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
    { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
  ],
};
writeFileSync(out("site.webmanifest"), JSON.stringify(manifest, null, 2) + "\n");
console.log("icons written to", PUBLIC);
