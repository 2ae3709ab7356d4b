import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderMarkdown } from "~/features/blog/markdown.server";
import {
  externalImageAddresses,
  fetchRemoteImage,
  isBlockedAddress,
  localiseExternalImages,
  MAX_REDIRECTS,
  RemoteImageError,
} from "~/features/editor/remote-images.server";

const NOW = () => new Date("2026-05-04T00:00:00Z");

let server: Server;
let base = "";
let png: Buffer;
let jpegWithGps: Buffer;
const hits = new Map<string, number>();

/** A local image server: /wald.png, /foto.jpg, /gross.png (11 MB), /seite.html, /langsam.png (never answers), redirects. */
beforeAll(async () => {
  png = await sharp({ create: { width: 1800, height: 900, channels: 3, background: "#2d5a3d" } })
    .png()
    .toBuffer();
  jpegWithGps = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#556b2f" } })
    .jpeg()
    .withExif({ IFD0: { Make: "Forstphone" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 8/1 2/1" } })
    .toBuffer();
  server = createServer((req, res) => {
    const path = req.url ?? "/";
    hits.set(path, (hits.get(path) ?? 0) + 1);
    if (path.startsWith("/wald.png") || path === "/zwei.png") return void res.writeHead(200, { "content-type": "image/png" }).end(png);
    if (path === "/foto.jpg") return void res.writeHead(200, { "content-type": "image/jpeg" }).end(jpegWithGps);
    if (path === "/gross.png") {
      // No Content-Length: the limit must hold while reading.
      res.writeHead(200, { "content-type": "image/png" });
      res.write(png.subarray(0, 16));
      const chunk = Buffer.alloc(1024 * 1024);
      let sent = 0;
      const pump = () => {
        while (sent < 11 && res.write(chunk)) sent++;
        if (sent < 11) res.once("drain", pump);
        else res.end();
      };
      pump();
      return;
    }
    if (path === "/seite.html") return void res.writeHead(200, { "content-type": "image/png" }).end("<!doctype html><p>kein Bild</p>");
    if (path === "/langsam.png") return; // never answers
    if (path === "/fehlt.png") return void res.writeHead(404).end();
    const hop = /^\/weiter\/(\d+)$/.exec(path);
    if (hop) {
      const n = Number(hop[1]);
      return void res.writeHead(302, { location: n > 0 ? `/weiter/${n - 1}` : "/wald.png" }).end();
    }
    if (path === "/nach-intern") return void res.writeHead(301, { location: "http://127.0.0.2:9/intern.png" }).end();
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const allowed = { allowPrivate: true } as const;

async function refusal(promise: Promise<unknown>): Promise<RemoteImageError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RemoteImageError);
  return error as RemoteImageError;
}

describe("fetching an external image", () => {
  it("fetches an image from an allowed server", async () => {
    const bytes = await fetchRemoteImage(`${base}/wald.png`, allowed);
    expect(Buffer.from(bytes).equals(png)).toBe(true);
  });

  it("refuses 127.0.0.1 without the test switch, naming the address, and never connects", async () => {
    const before = hits.get("/wald.png?privat") ?? 0;
    const error = await refusal(fetchRemoteImage(`${base}/wald.png?privat`, { allowPrivate: false }));
    expect(error.message).toContain(`„${base}/wald.png?privat“`);
    expect(error.message).toContain("internes Netz");
    expect(hits.get("/wald.png?privat") ?? 0).toBe(before);
  });

  it("refuses loopback written in other forms: IPv6, decimal, hexadecimal, IPv4-mapped", async () => {
    const port = (server.address() as AddressInfo).port;
    for (const host of ["[::1]", "2130706433", "0x7f.0.0.1", "[::ffff:127.0.0.1]", "127.1", "localhost"]) {
      const error = await refusal(fetchRemoteImage(`http://${host}:${port}/wald.png`, { allowPrivate: false }));
      expect(error.reason, host).toContain("internes Netz");
    }
  });

  it("refuses a host name that resolves to a private address (every address is checked)", async () => {
    const error = await refusal(
      fetchRemoteImage("http://bilder.example/wald.png", {
        allowPrivate: false,
        resolve: () =>
          Promise.resolve([
            { address: "93.184.216.34", family: 4 },
            { address: "10.0.0.7", family: 4 },
          ]),
      }),
    );
    expect(error.reason).toContain("internes Netz");
  });

  it("connects to the address it checked, not to what a second lookup would say (DNS rebinding)", async () => {
    let lookups = 0;
    const port = (server.address() as AddressInfo).port;
    const bytes = await fetchRemoteImage(`http://bilder.example:${port}/wald.png`, {
      allowPrivate: true,
      resolve: () => {
        lookups++;
        return Promise.resolve([{ address: "127.0.0.1", family: 4 }]);
      },
    });
    expect(Buffer.from(bytes).equals(png)).toBe(true);
    expect(lookups).toBe(1);
  });

  it("refuses a redirect to a private address even when the first address was fine", async () => {
    // The test server's own address counts as public here; the redirect to 127.0.0.2 is checked again.
    const error = await refusal(
      fetchRemoteImage(`${base}/nach-intern`, {
        allowPrivate: false,
        isBlocked: (address) => address !== "127.0.0.1" && isBlockedAddress(address),
      }),
    );
    expect(error.message).toContain(`„${base}/nach-intern“`);
    expect(error.reason).toContain("internes Netz");
    expect(hits.get("/nach-intern")).toBe(1);
  });

  it(`follows at most ${MAX_REDIRECTS} redirects`, async () => {
    const ok = await fetchRemoteImage(`${base}/weiter/${MAX_REDIRECTS - 1}`, allowed);
    expect(Buffer.from(ok).equals(png)).toBe(true);
    const error = await refusal(fetchRemoteImage(`${base}/weiter/${MAX_REDIRECTS}`, allowed));
    expect(error.reason).toContain("Weiterleitungen");
  });

  it("refuses more than 10 MB while reading (no Content-Length)", async () => {
    const error = await refusal(fetchRemoteImage(`${base}/gross.png`, allowed));
    expect(error.reason).toContain("10 MB");
  });

  it("refuses a file that is not an image by its first bytes, whatever its content type says", async () => {
    const error = await refusal(fetchRemoteImage(`${base}/seite.html`, allowed));
    expect(error.reason).toContain("kein Bild");
  });

  it("gives up on a server that does not answer in time", async () => {
    const started = Date.now();
    const error = await refusal(fetchRemoteImage(`${base}/langsam.png`, { ...allowed, timeoutMs: 300 }));
    expect(error.reason).toContain("nicht rechtzeitig");
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("gives up on a name lookup that does not answer in time", async () => {
    const error = await refusal(
      fetchRemoteImage("http://haengt.example/a.png", { allowPrivate: false, timeoutMs: 200, resolve: () => new Promise(() => {}) }),
    );
    expect(error.reason).toContain("nicht rechtzeitig");
  });

  it("refuses other protocols and answers that are not 2xx", async () => {
    expect((await refusal(fetchRemoteImage("ftp://example.org/a.png", allowed))).reason).toContain("http");
    expect((await refusal(fetchRemoteImage(`${base}/fehlt.png`, allowed))).reason).toContain("404");
  });
});

describe("localiseExternalImages", () => {
  let imagesDir = "";
  beforeAll(() => {
    imagesDir = mkdtempSync(join(tmpdir(), "blog-remote-"));
  });
  afterAll(() => rmSync(imagesDir, { recursive: true, force: true }));
  const files = () => (existsSync(imagesDir) ? readdirSync(imagesDir, { recursive: true }).map(String) : []);

  it("stores every external image like an upload and points the post at it; links stay; the same address is fetched once", async () => {
    const wald = `${base}/wald.png?lokal`;
    const foto = `${base}/foto.jpg`;
    const content = [
      `![Wald](${wald} "Titel")`,
      "",
      `Noch einmal: ![Wald wieder](${wald}) und ein [Link auf das Bild](${wald}).`,
      "",
      `<img src="${foto}" alt="Foto">`,
      "",
      "![Referenz][ref]",
      "",
      `[ref]: ${base}/zwei.png`,
      "",
      "![Eigenes](/blog/images/2026/eigenes.png) ![relativ](bild.png)",
    ].join("\n");
    const result = await localiseExternalImages(
      { content, coverImage: wald, socialImage: foto, extra: 1 },
      { ...allowed, imagesDir, now: NOW },
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { value, replaced } = result;
    expect(Object.keys(replaced).sort()).toEqual([wald, `${base}/zwei.png`, foto].sort());
    expect(hits.get("/wald.png?lokal")).toBe(1);
    const local = replaced[wald]!;
    expect(local).toMatch(/^\/blog\/images\/2026\/[0-9a-f]{24}\.png$/);
    expect(value.coverImage).toBe(local);
    expect(value.socialImage).toBe(replaced[foto]);
    expect(value.extra).toBe(1);
    expect(value.content).toContain(`![Wald](${local} "Titel")`);
    expect(value.content).toContain(`![Wald wieder](${local})`);
    // The link is not an image: it keeps its address.
    expect(value.content).toContain(`[Link auf das Bild](${wald})`);
    expect(value.content).toContain(`<img src="${replaced[foto]}" alt="Foto">`);
    expect(value.content).toContain(`[ref]: ${replaced[`${base}/zwei.png`]}`);
    expect(value.content).toContain("![Eigenes](/blog/images/2026/eigenes.png) ![relativ](bild.png)");

    // What a visitor's browser loads: images from this site only.
    const html = await renderMarkdown(value.content);
    for (const m of html.matchAll(/<img[^>]*\ssrc="([^"]*)"/g)) expect(m[1]).toMatch(/^\/blog\/images\//);

    // Stored like an upload: the 480–1600 px copies beside it, metadata gone.
    const stored = local.slice("/blog/images/".length);
    const base24 = stored.replace(/\.png$/, "");
    for (const width of [480, 800, 1200, 1600]) expect(files()).toContain(join(`${base24}-${width}w.webp`));
    const foto2 = readFileSync(join(imagesDir, replaced[foto]!.slice("/blog/images/".length)));
    expect((await sharp(foto2).metadata()).exif).toBeUndefined();
  });

  it("refuses the whole save with a German message naming the address, and keeps nothing it stored on the way", async () => {
    const before = files();
    const result = await localiseExternalImages(
      { content: `![a](${base}/wald.png?zuerst) ![b](${base}/seite.html)` },
      { ...allowed, imagesDir, now: NOW },
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.address).toBe(`${base}/seite.html`);
    expect(result.error).toBe(
      `Das externe Bild „${base}/seite.html“ konnte nicht übernommen werden: Die Datei ist kein Bild im Format PNG, JPEG, WebP, AVIF oder GIF. Der Beitrag wurde nicht gespeichert.`,
    );
    expect(files().sort()).toEqual(before.sort());
  });

  it("refuses loopback without the switch", async () => {
    const result = await localiseExternalImages({ content: "Text", coverImage: `${base}/wald.png` }, { allowPrivate: false, imagesDir });
    expect(result).toMatchObject({ ok: false, address: `${base}/wald.png` });
  });

  it("leaves a post without external images untouched and fetches nothing", async () => {
    const input = { content: "[extern](https://example.org/) ![x](/blog/images/2026/a.png)", coverImage: "/blog/images/2026/a.png" };
    const result = await localiseExternalImages(input, { imagesDir, fetchImage: () => Promise.reject(new Error("no fetch expected")) });
    expect(result).toEqual({ ok: true, value: input, replaced: {} });
  });

  it("finds images written with escapes, angle brackets and entities", () => {
    expect(
      externalImageAddresses(
        "![a](<https://a.example/x y.png>) ![b](https://b.example/p\\(1\\).png) <img src='https://c.example/q?x=1&amp;y=2'> [l](https://d.example/link.png)",
      ).sort(),
    ).toEqual(["https://a.example/x y.png", "https://b.example/p(1).png", "https://c.example/q?x=1&y=2"]);
  });
});
