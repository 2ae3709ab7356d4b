// The production deployment of docs/deploy.md, started on this machine: Caddy as the reverse proxy
// for both hosts, two app instances from the production build, one PostgreSQL. Used by the
// deployment test (tests/deploy/deployment.test.ts) and by `npm run bench -- --production`, so
// both run exactly what the documentation prescribes. The Caddyfile comes from `caddyfile()`,
// the same function that prints the documented one (`npx tsx scripts/test/deployment.ts caddyfile`).
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { rawGet, startServer, type StartedServer } from "./server-process";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Where Debian's package puts Caddy; CADDY overrides. */
export const CADDY = process.env.CADDY || "/usr/bin/caddy";

/**
 * The Caddyfile of the deployment.
 * - Production (`local: false`): the two site names get certificates from Let's Encrypt
 *   automatically, and plain HTTP is redirected to https.
 * - Local (`local: true`): plain HTTP on `listen`, both hosts by name (`localhost`, `en.localhost`).
 * The proxy retries a request on the other instance when one cannot be reached (GET also when the
 * instance died mid-answer), and stops sending to an instance whose readiness check fails.
 */
export function caddyfile({
  hosts,
  upstreams,
  local = false,
  listen,
  healthUri = "/readyz",
  email,
  trustedProxies,
}: {
  hosts: { de: string; en: string };
  upstreams: string[];
  local?: boolean;
  listen?: number;
  healthUri?: string;
  email?: string;
  trustedProxies?: string;
}): string {
  const global: string[] = [];
  if (local) global.push("auto_https off", "admin off");
  if (email) global.push(`email ${email}`);
  const site = (host: string) => (local ? `http://${host}:${listen}` : host);
  const lines: string[] = [];
  if (global.length) lines.push("{", ...global.map((l) => `\t${l}`), "}", "");
  lines.push(
    `${site(hosts.de)}, ${site(hosts.en)} {`,
    // The app compresses (pages ahead of time, brotli 11): Caddy passes Accept-Encoding on and keeps its hands off.
    `\treverse_proxy ${upstreams.join(" ")} {`,
    "\t\tlb_policy round_robin",
    // A request whose instance is down (refused, reset, died mid-answer: GET only) tries the next one,
    // for up to 5 s in all: a restart or a crash costs no request the proxy could retry.
    "\t\tlb_retries 3",
    "\t\tlb_try_duration 5s",
    "\t\tlb_try_interval 100ms",
    // Active: an instance joins when its readiness check says 200 and leaves when it does not.
    `\t\thealth_uri ${healthUri}`,
    "\t\thealth_interval 2s",
    "\t\thealth_timeout 2s",
    "\t\thealth_status 200",
    // Passive: a failed request takes the instance out for 10 s at once, before the next check.
    "\t\tfail_duration 10s",
    "\t\tmax_fails 1",
    // Only when a trusted proxy (a CDN, a load generator standing in for one) sits in front of
    // Caddy: its X-Forwarded-For is kept and extended instead of replaced (Caddy 2.6 syntax).
    ...(trustedProxies ? [`\t\ttrusted_proxies ${trustedProxies}`] : []),
    "\t}",
    "}",
    "",
  );
  return lines.join("\n");
}

/** The Caddyfile printed in docs/deploy.md (`npx tsx scripts/test/deployment.ts caddyfile`). */
export function documentedCaddyfile(): string {
  return caddyfile({
    hosts: { de: "example.de", en: "en.example.de" },
    upstreams: ["127.0.0.1:3001", "127.0.0.1:3002"],
    email: "admin@example.de",
  });
}

/** A TCP port in [from, to) that is free right now (the team's machine gives each helper a range). */
export async function freePortIn(from: number, to: number): Promise<number> {
  const start = from + Math.floor(Math.random() * (to - from));
  for (let i = 0; i < to - from; i++) {
    const port = from + ((start - from + i) % (to - from));
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once("error", () => resolve(false));
      probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${from}-${to - 1}`);
}

/** Whether Caddy is installed; otherwise one line saying how to get it. */
export function caddyStatus(): { ok: true; version: string } | { ok: false; message: string } {
  if (fs.existsSync(CADDY)) return { ok: true, version: spawnSync(CADDY, ["version"], { encoding: "utf8" }).stdout.trim() };
  return { ok: false, message: `Caddy is missing at ${CADDY}: run "sudo apt-get install -y caddy" (or set CADDY).` };
}

/**
 * A fresh PostgreSQL database on the server of `baseUrl` (the test database's connection string),
 * as production has one database of its own; `drop()` removes it (disconnecting what is left).
 */
export async function freshPostgresDatabase(baseUrl: string): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const { default: pg } = await import("pg");
  const name = `forestcrew_deploy_${randomBytes(5).toString("hex")}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: baseUrl, connectionTimeoutMillis: 5000 });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** The default test database: node-postgres has no OS-user fallback when USER is unset. */
export function defaultPostgresUrl(): string {
  const user = process.env.PGUSER ?? process.env.USER ?? os.userInfo().username;
  return process.env.POSTGRES_TEST_URL ?? `postgres://${user}@127.0.0.1:5432/test`;
}

async function waitFor(check: () => Promise<true | string>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = "";
  for (;;) {
    try {
      const result = await check();
      if (result === true) return;
      last = String(result);
    } catch (error) {
      last = (error as NodeJS.ErrnoException).code || (error as Error).message;
    }
    if (Date.now() > deadline) throw new Error(`${what} within ${timeoutMs} ms (last: ${last})`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/**
 * Starts a fresh PostgreSQL database, two (or `instances`) app instances and Caddy in front of them.
 * Instances start one after the other (the first migrates and seeds), as a rolling deploy would.
 * `ports`: the range to take ports from (default 4400-4499).
 */
export async function startDeployment({
  instances = 2,
  ports = [4400, 4500],
  env = {},
  databaseUrl,
  logDir,
  trustedProxies,
}: {
  instances?: number;
  ports?: [number, number];
  env?: Record<string, string>;
  databaseUrl?: string;
  logDir?: string;
  trustedProxies?: string;
} = {}) {
  const caddy = caddyStatus();
  if (!caddy.ok) throw new Error(caddy.message);
  if (!fs.existsSync(path.join(ROOT, "build/server/index.js"))) throw new Error("No production build: run `npx react-router build` first.");

  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (let next = stops.pop(); next; next = stops.pop())
      await next().catch((error: Error) => console.error("deployment stop:", error.message));
  };
  try {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), "forestcrew-deploy-"));
    stops.push(() => Promise.resolve(fs.rmSync(work, { recursive: true, force: true })));
    logDir ??= work;
    const db = await freshPostgresDatabase(databaseUrl ?? defaultPostgresUrl());
    stops.push(() => db.drop());

    const proxyPort = await freePortIn(...ports);
    const de = `http://localhost:${proxyPort}`;
    const en = `http://en.localhost:${proxyPort}`;
    // One data folder for both, as docs/deploy.md prescribes (a shared volume in production).
    const dataDir = path.join(work, "data");
    fs.mkdirSync(dataDir);
    const common = {
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      DATABASE_URL: db.url,
      DATA_DIR: dataDir,
      SESSION_SECRET: randomBytes(24).toString("base64url"),
      ADMIN_PASSWORD: "deployment-admin-password",
      SITE_URL: de,
      SITE_URL_EN: en,
      TRUST_PROXY: "1",
      ...env,
    };

    const apps: StartedServer[] = [];
    for (let i = 0; i < instances; i++) {
      let port = await freePortIn(...ports);
      while (port === proxyPort || apps.some((a) => a.port === port)) port = await freePortIn(...ports);
      const server = await startServer({
        port,
        env: common,
        // Generous: the test machine is shared; a healthy start takes a few seconds.
        timeoutMs: 120_000,
        logFile: path.join(logDir, `instance-${String.fromCharCode(97 + i)}.log`),
      });
      stops.push(() => server.stop());
      apps.push(server);
      // startServer waited for /readyz (migrated and serving): the next instance finds the
      // migrations and seed articles done.
    }

    const file = path.join(work, "Caddyfile");
    fs.writeFileSync(
      file,
      caddyfile({
        hosts: { de: "localhost", en: "en.localhost" },
        upstreams: apps.map((a) => `127.0.0.1:${a.port}`),
        local: true,
        listen: proxyPort,
        trustedProxies,
      }),
    );
    const caddyLog = path.join(logDir, "caddy.log");
    const logFd = fs.openSync(caddyLog, "w");
    const proxy = spawn(CADDY, ["run", "--config", file, "--adapter", "caddyfile"], {
      stdio: ["ignore", logFd, logFd],
      env: { ...process.env, HOME: work, XDG_DATA_HOME: work, XDG_CONFIG_HOME: work },
    });
    fs.closeSync(logFd);
    let proxyExited = false;
    const proxyExit = new Promise<boolean>((resolve) => proxy.once("exit", () => resolve((proxyExited = true))));
    stops.push(async () => {
      if (proxyExited) return;
      proxy.kill("SIGTERM");
      const timer = setTimeout(() => proxy.kill("SIGKILL"), 5000);
      await proxyExit;
      clearTimeout(timer);
    });
    await waitFor(
      async () => {
        if (proxyExited) throw new Error(`caddy exited:\n${fs.readFileSync(caddyLog, "utf8").slice(-2000)}`);
        const answer = await rawGet(proxyPort, "/", { timeoutMs: 5000 });
        return answer.status === 200 || `status ${answer.status}`;
      },
      30_000,
      "Caddy did not answer 200 on /",
    );

    return {
      proxyPort,
      de,
      en,
      caddyfile: fs.readFileSync(file, "utf8"),
      env: common,
      /** The instances: { port, pid, child, stop(), logTail() }. */
      instances: apps,
      caddyLog,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

// `npx tsx scripts/test/deployment.ts caddyfile`: the documented Caddyfile (docs/deploy.md).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href && process.argv[2] === "caddyfile") {
  process.stdout.write(documentedCaddyfile());
}
