// The social images of the production build (issue: "social images per page and language,
// generated at build time"): every registry page, in German and English, names an image of its own
// that the build made (build/client/og/), served as a PNG of 1200×630 within 150 KB, and the German
// and English images differ. The tags themselves: tests/unit/og-images.test.ts.
import http from "node:http";
import { existsSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pages } from "~/config/pages";
import { BUILD_TIMEOUT_MS, productionBuild, startProductionServer, type ProductionServer } from "../integration/support/production-build";

const SITE = "www.example.test";
const MAX_BYTES = 150 * 1024;

/** GET with a Host header, the body as bytes. */
function get(port: number, path: string, host: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port, path, headers: { host }, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.setTimeout(60_000, () => req.destroy(new Error(`GET ${path}: no answer within 60 s`)));
    req.on("error", reject);
  });
}

function metaContent(html: string, attribute: "property" | "name", key: string): string | undefined {
  const tag = html.match(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`));
  return tag?.[1]?.replace(/&amp;/g, "&");
}

describe("the social images of the production build", () => {
  let running: ProductionServer;
  let buildDir: string;

  beforeAll(async () => {
    buildDir = productionBuild();
    running = await startProductionServer({ SITE_URL: `http://${SITE}`, SITE_URL_EN: `http://en.${SITE}` }, "og-images");
  }, BUILD_TIMEOUT_MS);

  afterAll(async () => {
    await running?.stop();
  });

  it("every registry page in both languages names its own image, which the build made and the server sends", async () => {
    for (const page of pages) {
      const images: Record<string, Buffer> = {};
      for (const lang of ["de", "en"] as const) {
        const host = lang === "en" ? `en.${SITE}` : SITE;
        const where = `${lang} ${page.path}`;
        const html = await get(running.port, page.path, host);
        expect(html.status, where).toBe(200);
        const text = html.body.toString("utf8");
        const url = new URL(metaContent(text, "property", "og:image") ?? "", `http://${host}`);
        expect(url.origin, where).toBe(`http://${host}`);
        expect(url.pathname, where).toMatch(new RegExp(`^/og/${lang}/${page.id}-[0-9a-f]{8}\\.png$`));
        expect(metaContent(text, "property", "og:image:alt")?.length ?? 0, where).toBeGreaterThan(5);
        expect(existsSync(join(buildDir, "client", url.pathname)), where).toBe(true);

        const image = await get(running.port, url.pathname, host);
        expect(image.status, where).toBe(200);
        expect(image.headers["content-type"], where).toBe("image/png");
        expect(image.headers["cache-control"], where).toMatch(/max-age=\d+/);
        expect(image.body.length, where).toBeLessThanOrEqual(MAX_BYTES);
        const meta = await sharp(image.body).metadata();
        expect([meta.format, meta.width, meta.height], where).toEqual(["png", 1200, 630]);
        images[lang] = image.body;
      }
      expect(images.de!.equals(images.en!), `${page.path}: the German and English images are the same`).toBe(false);
    }
  }, 120_000);

  it("addresses outside the registry keep the default image of their language", async () => {
    for (const [host, file] of [
      [SITE, "/og-default.png"],
      [`en.${SITE}`, "/og-default-en.png"],
    ] as const) {
      const html = await get(running.port, "/blog/suche", host);
      expect(metaContent(html.body.toString("utf8"), "property", "og:image")).toBe(`http://${host}${file}`);
      const image = await get(running.port, file, host);
      expect(image.status).toBe(200);
      const meta = await sharp(image.body).metadata();
      expect([meta.width, meta.height]).toEqual([1200, 630]);
      expect(image.body.length).toBeLessThanOrEqual(MAX_BYTES);
    }
  }, 60_000);
});
