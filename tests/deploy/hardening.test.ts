// The production server against small, cheap attacks: a redirect that leaves the site, log
// flooding with cross-origin posts, duplicate security headers, bodies without a length, and a
// burst of logins that used to stall every other request.
import net from "node:net";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUILD_TIMEOUT_MS, startProductionServer, type ProductionServer } from "../integration/support/production-build";
import { request, stackLines, type ServerRun } from "../integration/support/server-process";

const SITE = "www.example.test";
const PASSWORD = "hardening-test-admin-password";

/** Sends `head` exactly as written (a literal backslash or tab in the path) and returns the status line and headers. */
function raw(port: number, head: string): Promise<{ status: number; headers: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(head));
    let text = "";
    socket.on("data", (chunk: Buffer) => (text += chunk.toString("latin1")));
    socket.on("error", reject);
    socket.on("close", () => {
      const [statusLine = "", ...lines] = text.split("\r\n\r\n")[0]!.split("\r\n");
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const i = line.indexOf(":");
        if (i > 0) headers[line.slice(0, i).toLowerCase()] = line.slice(i + 1).trim();
      }
      resolve({ status: Number(statusLine.split(" ")[1] ?? 0), headers });
    });
  });
}

/** How many times `name` occurs among the raw response headers. */
function headerCount(port: number, path: string, name: string): Promise<{ status: number; count: number }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port, path, headers: { host: SITE }, agent: false }, (res) => {
      res.resume();
      let count = 0;
      for (let i = 0; i < res.rawHeaders.length; i += 2) if (res.rawHeaders[i]!.toLowerCase() === name.toLowerCase()) count++;
      resolve({ status: res.statusCode ?? 0, count });
    });
    req.on("error", reject);
  });
}

const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))]!;

describe("the production server under cheap attacks", () => {
  let running: ProductionServer;
  let port: number;
  let server: ServerRun;

  beforeAll(async () => {
    running = await startProductionServer(
      {
        ADMIN_PASSWORD: PASSWORD,
        SITE_URL: `http://${SITE}`,
        SITE_URL_EN: `http://en.${SITE}`,
        // The login burst comes from many addresses, as a botnet's would.
        TRUST_PROXY: "loopback",
      },
      "hardening",
    );
    ({ port, server } = running);
    // The page cache is warmed in the background at start; the burst test needs it done.
    for (let i = 0; i < 240 && !server.stdout().includes("page cache:"); i++) await new Promise((r) => setTimeout(r, 500));
  }, BUILD_TIMEOUT_MS + 250_000);

  afterAll(async () => {
    await running?.stop();
  });

  it.each(["/\\evil.example/", "/\\\\evil.example/", "/%5Cevil.example/", "//evil.example/", "/\\/evil.example/", "/%09/evil.example/"])(
    "GET %s never redirects to another host",
    async (path) => {
      const answer = await raw(port, `GET ${path} HTTP/1.1\r\nHost: ${SITE}\r\nConnection: close\r\n\r\n`);
      expect(answer.status).toBeGreaterThan(0);
      const location = answer.headers.location;
      if (location !== undefined) {
        expect(location).toMatch(/^\/(?![/\\])/);
        expect(new URL(location, `https://${SITE}`).host).toBe(SITE);
      }
    },
  );

  it("a raw tab in the path is refused or kept on the site", async () => {
    const answer = await raw(port, `GET /\t/evil.example/ HTTP/1.1\r\nHost: ${SITE}\r\nConnection: close\r\n\r\n`);
    const location = answer.headers.location;
    if (location !== undefined) expect(new URL(location, `https://${SITE}`).host).toBe(SITE);
  });

  it("a cross-origin POST to a page answers 403 with a short body and logs no more than the access line", async () => {
    await new Promise((r) => setTimeout(r, 600)); // earlier tests' access lines, written in batches
    const before = { out: server.stdout().split("\n").length, err: server.stderr().split("\n").length };
    const paths = ["/", "/nexus", "/blog/login", "/blog/admin"];
    for (const path of paths) {
      const answer = await request(port, path, {
        method: "POST",
        host: SITE,
        headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
        body: "intent=waitlist&password=x",
      });
      expect(answer.status).toBe(403);
      expect(answer.body.length).toBeLessThan(200);
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    }
    await new Promise((r) => setTimeout(r, 600)); // the access log writes in batches
    const out = server
      .stdout()
      .split("\n")
      .slice(before.out - 1);
    const err = server
      .stderr()
      .split("\n")
      .slice(before.err - 1);
    expect(stackLines(out.join("\n") + err.join("\n"))).toEqual([]);
    expect(err.filter((line) => line.trim() !== "")).toEqual([]);
    expect(out.filter((line) => line.trim() !== "")).toHaveLength(paths.length);
    expect(out.every((line) => line.trim() === "" || / 403 /.test(line))).toBe(true);
  });

  it("sends nosniff once on /blog/images, found or not", async () => {
    expect(await headerCount(port, "/blog/images/no-such-image.webp", "x-content-type-options")).toEqual({ status: 404, count: 1 });
    const shipped = "/blog/images/covers/borkenkaefer-monitoring-mit-drohnen-und-ki-480w.webp";
    expect(await headerCount(port, shipped, "x-content-type-options")).toEqual({ status: 200, count: 1 });
  });

  it("a chunked consent log body over 1 KB is answered 413, not cut off", async () => {
    const answer = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        {
          host: "127.0.0.1",
          port,
          path: "/api/consent",
          method: "POST",
          headers: { host: SITE, "content-type": "application/json", "sec-fetch-site": "same-origin", "transfer-encoding": "chunked" },
          agent: false,
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on("error", reject);
      for (let i = 0; i < 64; i++) req.write(`{"padding":"${"x".repeat(1000)}"}`);
      req.end();
    });
    expect(answer).toBe(413);
  });

  it("pages and /healthz stay fast while 300 wrong-password logins arrive at once", async () => {
    const body = `password=${encodeURIComponent("not the admin password")}`;
    let done = false;
    const burst = Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        request(port, "/blog/login", {
          method: "POST",
          host: SITE,
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            "content-length": String(body.length),
            "x-forwarded-for": `10.9.${i >> 8}.${i & 255}`,
          },
          body,
        }).then((a) => a.status),
      ),
    ).finally(() => (done = true));
    const timings: number[] = [];
    const samples: Promise<void>[] = [];
    while (!done) {
      for (const path of ["/", "/healthz"]) {
        const started = performance.now();
        samples.push(request(port, path, { host: SITE }).then(() => void timings.push(performance.now() - started)));
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    const statuses = await burst;
    await Promise.all(samples);
    // Every login was answered: checked (401) or told to come back shortly (503), none failed.
    expect(statuses.filter((s) => s !== 401 && s !== 503)).toEqual([]);
    expect(statuses.filter((s) => s === 401).length).toBeGreaterThan(0);
    expect(timings.length).toBeGreaterThan(0);
    // Before the fix the burst took 25 s and held every request that long (p50 18 s, p99 24 s with
    // 400 logins); after it, about 1 s. Bounds generous for a 2-core machine shared with other work.
    const figures = `p50 ${quantile(timings, 0.5).toFixed(0)} ms, p99 ${quantile(timings, 0.99).toFixed(0)} ms`;
    expect(quantile(timings, 0.5), figures).toBeLessThan(1500);
    expect(quantile(timings, 0.99), figures).toBeLessThan(3000);
    expect(stackLines(server.stdout() + server.stderr())).toEqual([]);
  }, 180_000);
});
