// The real server over HTTP (development mode: no build needed): images stored before uploads
// were stripped are served without their metadata after a start, chat bodies are cut off while
// they are read, and the access log keeps no chat session id.
import { randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, request, runServer, serverEnv, waitUntilHealthy, type ServerRun } from "../../scripts/test/server-process";

const TIMEOUT = 90_000;
const IMAGE = "2025/0123456789abcdef01234567.jpg";

/** GET as bytes (request() decodes as text). */
function getBytes(port: number, path: string): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path, headers: { host: `localhost:${port}` }, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

describe("uploads, chat bodies and the access log on the running server", () => {
  let dir: string;
  let port: number;
  let run: ServerRun;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "forestcrew-uploads-http-"));
    mkdirSync(join(dir, "blog-images", "2025"), { recursive: true });
    // An upload from before: a phone photo with camera, GPS position and orientation 6.
    const photo = await sharp({ create: { width: 60, height: 30, channels: 3, background: "#28503c" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Make: "Forstphone" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 8/1 2/1" } })
      .toBuffer();
    writeFileSync(join(dir, "blog-images", IMAGE), photo);
    port = await freePort();
    run = runServer(
      ["server.js", "--dev"],
      serverEnv({
        PORT: String(port),
        DATA_DIR: dir,
        DATABASE_URL: `file:${join(dir, "site.db")}`,
        ADMIN_PASSWORD: "a-password-for-the-test",
        SITE_URL: `http://localhost:${port}`,
        SITE_URL_EN: `http://en.localhost:${port}`,
      }),
    );
    await waitUntilHealthy(run, port, TIMEOUT);
  }, TIMEOUT);

  afterAll(async () => {
    await run?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("serves an image stored with EXIF and GPS before the start without them, turned upright", async () => {
    await expect
      .poll(async () => (await sharp((await getBytes(port, `/blog/images/${IMAGE}`)).body).metadata()).exif, { timeout: 20_000 })
      .toBeUndefined();
    const { status, body } = await getBytes(port, `/blog/images/${IMAGE}`);
    expect(status).toBe(200);
    expect(body.includes(Buffer.from("Forstphone"))).toBe(false);
    const meta = await sharp(body).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([30, 60, undefined]);
  }, 30_000);

  it(
    "answers 413 to a chunked chat body past 1 MB without reading all of it",
    async () => {
      const total = 48 * 1024 * 1024;
      const chunk = Buffer.alloc(256 * 1024, 97);
      let sent = 0;
      const status = await new Promise<number | string>((resolve) => {
        const req = http.request(
          {
            host: "127.0.0.1",
            port,
            path: "/api/forestchat",
            method: "POST",
            agent: false,
            headers: { host: `localhost:${port}`, origin: `http://localhost:${port}`, "content-type": "application/json" },
          },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        req.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
        req.write('{"messages":[{"role":"user","content":"');
        const pump = () => {
          while (sent < total) {
            sent += chunk.length;
            if (!req.write(chunk)) return void req.once("drain", pump);
          }
          req.end('"}]}');
        };
        pump();
      });
      expect(status).toBe(413);
      expect(sent).toBeLessThan(total);
    },
    TIMEOUT,
  );

  it("writes no chat session id into the access log", async () => {
    const sessionId = randomUUID();
    const answer = await request(port, `/api/forestchat/history?sessionId=${sessionId}`);
    expect(answer.status).toBe(200);
    await expect.poll(() => run.stdout(), { timeout: 5000 }).toMatch(/GET \/api\/forestchat\/history 200/);
    expect(run.stdout() + run.stderr()).not.toContain(sessionId);
  });
});
