// Probe: how long the blog takes to answer while PostgreSQL is in trouble. Starts the production
// build of ROOT (default: this checkout) on a fresh schema of the local PostgreSQL, reached through
// a TCP forwarder this script can cut, and measures
//   1. an uncached article while another connection holds a lock on blog_posts for 25 s,
//   2. an uncached article, five times, while the forwarder swallows every connection (unreachable),
//   3. /healthz during both.
// Usage: npx tsx scripts/bench/probe/db-faults.ts [ROOT] (build ROOT first: BUILD_DIR=… npx react-router build)
import { randomBytes } from "node:crypto";
import http from "node:http";
import net from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import pg from "pg";
import { startServer } from "../../test/server-process";

const root = resolve(process.argv[2] ?? ".");
const PG = process.env.POSTGRES_TEST_URL ?? "postgres://root@127.0.0.1:5432/test";
const port = 4333;

let mode = "forward";
const sockets = new Set<net.Socket>();
const proxy = net.createServer((client) => {
  sockets.add(client);
  client.on("error", () => {});
  client.on("close", () => sockets.delete(client));
  if (mode === "blackhole") return;
  const upstream = net.connect(5432, "127.0.0.1");
  sockets.add(upstream);
  upstream.on("error", () => client.destroy());
  client.pipe(upstream).pipe(client);
  client.on("close", () => upstream.destroy());
});
await new Promise<void>((r) => proxy.listen(0, "127.0.0.1", r));
const setMode = (next: "forward" | "blackhole") => {
  mode = next;
  for (const s of sockets) s.destroy();
};

const schema = `probe_${randomBytes(4).toString("hex")}`;
const admin = new pg.Client({ connectionString: PG });
await admin.connect();
await admin.query(`create schema ${schema}`);
const viaProxy = new URL(PG);
viaProxy.port = String((proxy.address() as net.AddressInfo).port);
viaProxy.searchParams.set("options", `-c search_path=${schema}`);
const direct = new URL(PG);
direct.searchParams.set("options", `-c search_path=${schema}`);

const dataDir = mkdtempSync(join(tmpdir(), "probe-db-faults-"));
const server = await startServer({
  cwd: root,
  port,
  env: {
    NODE_ENV: "production",
    BUILD_DIR: process.env.BUILD_DIR ?? "build",
    DATA_DIR: dataDir,
    DATABASE_URL: viaProxy.toString(),
    ADMIN_PASSWORD: "probe-password-123",
  },
  output: "ignore",
  timeoutMs: 60_000,
});

const get = (path: string) =>
  new Promise<{ status: number; ms: number }>((resolveGet) => {
    const started = performance.now();
    const req = http.get({ host: "127.0.0.1", port, path, agent: false, headers: { host: `localhost:${port}` } }, (res) => {
      res.resume();
      res.on("end", () => resolveGet({ status: res.statusCode ?? 0, ms: Math.round(performance.now() - started) }));
    });
    req.on("error", () => resolveGet({ status: 0, ms: Math.round(performance.now() - started) }));
  });

try {
  for (let i = 0; ; i += 1) {
    if ((await get("/blog")).status === 200) break;
    if (i > 300) throw new Error("server did not start");
    await new Promise((r) => setTimeout(r, 200));
  }
  await get("/blog/digitale-arbeitsauftraege-im-forst");

  const holder = new pg.Client({ connectionString: direct.toString() });
  await holder.connect();
  await holder.query("begin");
  await holder.query("lock table blog_posts in access exclusive mode");
  const release = setTimeout(() => void holder.query("rollback").catch(() => {}), 25_000);
  const [locked, health] = await Promise.all([
    get("/blog/gps-zeiterfassung-im-forstbetrieb"),
    new Promise<{ status: number; ms: number }>((r) => setTimeout(() => r(get("/healthz")), 1000)),
  ]);
  clearTimeout(release);
  await holder.end().catch(() => {});
  console.log(`lock held 25 s: article ${locked.status} in ${locked.ms} ms; /healthz ${health.status} in ${health.ms} ms`);

  setMode("blackhole");
  const times: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    const a = await get("/blog/borkenkaefer-monitoring-mit-drohnen-und-ki");
    times.push(`${a.status}/${a.ms} ms`);
  }
  const h = await get("/healthz");
  console.log(`database unreachable: article ${times.join(", ")}; /healthz ${h.status} in ${h.ms} ms`);
  setMode("forward");
} finally {
  server.child.kill("SIGKILL");
  proxy.close();
  for (const s of sockets) s.destroy();
  await admin.query(`drop schema ${schema} cascade`).catch(() => {});
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}
