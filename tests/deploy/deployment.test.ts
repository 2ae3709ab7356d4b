// The deployment of docs/deploy.md on this machine: Caddy (the documented Caddyfile, plain HTTP)
// in front of two instances of the production build on one fresh PostgreSQL database.
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { caddyStatus, defaultPostgresUrl, startDeployment } from "../../scripts/test/deployment";

interface Instance {
  port: number;
  child: import("node:child_process").ChildProcess;
  logTail(maxBytes?: number): string;
}
interface Deployment {
  proxyPort: number;
  de: string;
  en: string;
  env: Record<string, string>;
  instances: Instance[];
  caddyLog: string;
  stop(): Promise<void>;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request to 127.0.0.1:port from a chosen loopback address (a visitor of its own). */
function send(
  port: number,
  path: string,
  {
    method = "GET",
    host,
    headers = {},
    body,
    from,
  }: { method?: string; host: string; headers?: Record<string, string>; body?: string; from?: string },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, path, method, localAddress: from, headers: { host, ...headers }, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
        res.on("error", reject);
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error(`${method} ${path}: no answer within 30 s`)));
    req.on("error", reject);
    req.end(body);
  });
}

const caddy = caddyStatus() as { ok: boolean; message?: string };
if (!caddy.ok) console.log(caddy.message);
// Like the integration suites: without PostgreSQL skipped, unless CI requires it (REQUIRE_POSTGRES=1).
const postgres = await (async () => {
  const client = new pg.Client({ connectionString: defaultPostgresUrl(), connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return Boolean(process.env.CI) && process.env.REQUIRE_POSTGRES === "1";
  } finally {
    await client.end().catch(() => {});
  }
})();
if (!postgres) console.log("PostgreSQL is not reachable on 127.0.0.1:5432 (or POSTGRES_TEST_URL): the deployment test is skipped.");

describe.skipIf(!caddy.ok || !postgres)("deployment: Caddy in front of two instances on PostgreSQL", () => {
  let d: Deployment;
  let host = "";
  let cookie = "";
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const formHeaders = (extra: Record<string, string> = {}) => ({
    "content-type": "application/x-www-form-urlencoded",
    origin: d.de,
    ...extra,
  });

  beforeAll(async () => {
    d = await startDeployment();
    host = `localhost:${d.proxyPort}`;
  }, 180_000);

  afterAll(async () => {
    await d?.stop();
  }, 60_000);

  it("serves both hosts through the proxy, each in its language, with the caching headers", async () => {
    const de = await send(d.proxyPort, "/", { host });
    const en = await send(d.proxyPort, "/", { host: `en.localhost:${d.proxyPort}` });
    expect(de.status).toBe(200);
    expect(en.status).toBe(200);
    expect(de.body).toContain('<html lang="de"');
    expect(en.body).toContain('<html lang="en"');
    expect(de.headers.vary).toBe("Host, Accept-Encoding");
    expect(de.headers["cache-control"]).toContain("s-maxage=");
  });

  it("login through the proxy works with TRUST_PROXY=1, and one visitor's wrong passwords do not lock out another", async () => {
    expect(d.env.TRUST_PROXY).toBe("1");
    // Visitor 127.0.0.2 guesses: throttled after the limit, on its own address.
    let last = 0;
    for (let i = 0; i < 12; i++) {
      const guess = await send(d.proxyPort, "/blog/login", {
        method: "POST",
        host,
        from: "127.0.0.2",
        headers: formHeaders(),
        body: form({ password: `wrong-${i}` }),
      });
      last = guess.status;
    }
    expect(last).toBe(429);
    // The admin at 127.0.0.3 signs in all the same: the app sees the visitor's address, not Caddy's.
    const login = await send(d.proxyPort, "/blog/login", {
      method: "POST",
      host,
      from: "127.0.0.3",
      headers: formHeaders(),
      body: form({ password: d.env.ADMIN_PASSWORD ?? "" }),
    });
    expect(login.status, login.body.slice(0, 300)).toBe(302);
    expect(login.headers.location).toBe("/blog/admin");
    cookie = String(login.headers["set-cookie"]?.[0] ?? "").split(";")[0] ?? "";
    const admin = await send(d.proxyPort, "/blog/admin", { host, headers: { cookie } });
    expect(admin.status).toBe(200);
    expect(admin.headers["cache-control"]).toBe("no-store");
  });

  it("a post saved through instance A is served fresh by instance B within 2 s", async () => {
    expect(cookie).not.toBe("");
    const [a, b] = d.instances as [Instance, Instance];
    // Instance B holds /blog in its page cache before the save.
    const before = await send(b.port, "/blog", { host });
    expect(before.status).toBe(200);
    const title = `Zwei Instanzen ${Date.now()}`;
    expect(before.body).not.toContain(title);

    const saved = await send(a.port, "/blog/admin/new", {
      method: "POST",
      host,
      headers: formHeaders({ cookie }),
      body: form({
        title,
        slug: "",
        author: "Test",
        tags: "Betrieb",
        summary: "Gespeichert auf Instanz A.",
        content: "Gelesen auf Instanz B.",
        lang: "de",
        // Published explicitly: a post saved without a status is a draft.
        status: "published",
      }),
    });
    expect(saved.status, saved.body.slice(0, 300)).toBe(302);

    const started = Date.now();
    let fresh = false;
    while (Date.now() - started < 2000 && !fresh) {
      fresh = (await send(b.port, "/blog", { host })).body.includes(title);
      if (!fresh) await new Promise((r) => setTimeout(r, 100));
    }
    console.log(`save on A: fresh on B after ${Date.now() - started} ms`);
    expect(fresh, "instance B still serves the /blog it cached before the save").toBe(true);
  });

  it("one instance killed with kill -9 under load costs no GET request", async () => {
    const { default: autocannon } = await import("autocannon");
    const [, b] = d.instances as [Instance, Instance];
    const en = `en.localhost:${d.proxyPort}`;
    const run = autocannon({
      url: `http://127.0.0.1:${d.proxyPort}`,
      connections: 20,
      duration: 6,
      requests: [
        { method: "GET", path: "/", headers: { host } },
        { method: "GET", path: "/blog", headers: { host: en } },
        { method: "GET", path: "/forestcrew", headers: { host } },
        { method: "GET", path: "/contact", headers: { host: en } },
      ],
    });
    const killer = setTimeout(() => b.child.kill("SIGKILL"), 2000);
    const result = await run;
    clearTimeout(killer);
    expect(b.child.exitCode === null && b.child.signalCode === "SIGKILL").toBe(true);
    const summary = { requests: result.requests.total, errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx };
    console.log("kill -9 under load:", JSON.stringify(summary), `p99 ${result.latency.p99} ms`);
    expect(result.requests.total).toBeGreaterThan(100);
    expect(summary).toMatchObject({ errors: 0, timeouts: 0, non2xx: 0 });
  }, 60_000);
});
