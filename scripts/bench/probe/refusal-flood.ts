// Probe: what floods of refused requests from one address cost everybody else. Starts the
// production build on a free loopback port with a fresh SQLite data folder, then for each flood
// (waitlist document POSTs that hit the rate limit after 5, `POST /` (405), blog searches with
// varying queries, wrong-password logins) runs 40 connections for 10 s while a few connections
// time a cached `GET /`, and prints p50/p99 of that `GET /`, how the flood was answered, and the
// server log's growth and the server's CPU time per flood request (the latter holds whatever
// else the machine is doing; latencies do not). Target: p99 of `GET /` under 200 ms in every scenario.
//
// Usage: npx tsx scripts/bench/probe/refusal-flood.ts [--build DIR] [--seconds N] [--connections N] [--only a,b]
//   --build DIR      the build to serve (default: build, as `npx react-router build` writes it)
//   --seconds N      length of each flood (default 10, at most 60)
//   --connections N  the flood's connections (default 40, at most 200)
//   --only a,b       scenarios to run: idle, waitlist, post-root, search, login
//   --keep           keep the data folder and the server log (printed at the end)
// Traffic goes to 127.0.0.1 only; every loop ends with its flood.
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import type { RequestTemplate } from "autocannon";
import { freePort, startServer } from "../../test/server-process";

interface Flood {
  kind: "post" | "search";
  method?: string;
  path?: string;
  body?: string;
  headers: Record<string, string>;
}
interface FloodResult {
  total: number;
  rps: number;
  statuses: Record<string, number>;
  errors: number;
  timeouts: number;
}
interface Scenario {
  name: string;
  label: string;
  flood?: Flood;
}

// The flood runs in a worker thread: its own event loop, so that sending 40 connections' worth of
// requests does not delay the timing of `GET /` on the main thread.
if (!isMainThread) {
  const { default: autocannon } = await import("autocannon");
  const { port, seconds, connections, flood } = workerData as { port: number; seconds: number; connections: number; flood: Flood };
  const words = ["wald", "forst", "holz", "inventur", "drohne", "lidar", "kiefer", "buche", "eiche", "fichte", "borkenkäfer", "karte"];
  let n = 0;
  const request: RequestTemplate =
    flood.kind === "search"
      ? {
          method: "GET",
          // A different query each time: nothing a cache could answer.
          setupRequest: (req) => ({
            ...req,
            path: `/blog/suche?q=${encodeURIComponent(`${words[n % words.length]!} ${words[(n * 7 + 3) % words.length]!} ${n++}`)}`,
          }),
        }
      : { method: flood.method, path: flood.path, body: flood.body };
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    headers: flood.headers,
    requests: [request],
  });
  const statuses: Record<string, number> = {};
  for (const [code, count] of Object.entries(result.statusCodeStats ?? {})) statuses[code] = count.count;
  const total = Object.values(statuses).reduce((a, b) => a + b, 0);
  const message: FloodResult = { total, rps: total / seconds, statuses, errors: result.errors, timeouts: result.timeouts };
  parentPort!.postMessage(message);
}

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return (i >= 0 ? process.argv[i + 1] : undefined) ?? fallback;
}

const quantile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : NaN;

/** Times `GET /` on `connections` keep-alive connections, one request after the other on each, until `until()`. */
async function timeHome(port: number, connections: number, until: () => boolean) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const samples: number[] = [];
  const statuses: Record<string, number> = {};
  const one = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const req = http.get(
        { host: "127.0.0.1", port, path: "/", agent, headers: { host: `localhost:${port}`, "accept-encoding": "br" } },
        (res) => {
          res.resume();
          res.on("end", () => {
            samples.push(performance.now() - started);
            const code = String(res.statusCode);
            statuses[code] = (statuses[code] ?? 0) + 1;
            resolve();
          });
        },
      );
      req.setTimeout(15_000, () => req.destroy(new Error("timeout")));
      req.on("error", () => {
        statuses.error = (statuses.error ?? 0) + 1;
        resolve();
      });
    });
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (!until()) await one();
    }),
  );
  agent.destroy();
  samples.sort((a, b) => a - b);
  return { n: samples.length, p50: quantile(samples, 0.5), p99: quantile(samples, 0.99), max: samples.at(-1) ?? NaN, statuses };
}

function runFlood(port: number, seconds: number, connections: number, flood: Flood): Promise<FloodResult> {
  return new Promise((resolve, reject) => {
    // A worker does not inherit tsx's loader on Node 20: it registers it, then loads this file.
    const boot = `import(${JSON.stringify(import.meta.resolve("tsx/esm/api"))}).then((tsx) => { tsx.register(); return import(${JSON.stringify(import.meta.url)}); })`;
    const worker = new Worker(boot, { eval: true, workerData: { port, seconds, connections, flood } });
    worker.once("message", (result: FloodResult) => resolve(result));
    worker.once("error", reject);
    worker.once("exit", (code) => (code === 0 ? undefined : reject(new Error(`flood worker exited with ${code}`))));
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * CPU time the server process has used, in ms (user + system, from /proc): what a request costs
 * the server, whatever else the machine is busy with. NaN where /proc is missing.
 */
function cpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks (100/s on Linux)
  } catch {
    return NaN;
  }
}

async function main() {
  const seconds = Math.min(60, Math.max(1, Number(option("seconds", "10"))));
  const connections = Math.min(200, Math.max(1, Number(option("connections", "40"))));
  const buildDir = path.resolve(option("build", "build"));
  const only = option("only", "")
    .split(",")
    .filter((s) => s !== "");
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const form = "application/x-www-form-urlencoded";
  const waitlistBody = new URLSearchParams({
    name: "Erika Mustermann",
    email: "erika.mustermann@example.org",
    company: "Forstbetrieb Mustermann",
    hectares: "250",
    segment: "owner",
    message: "Bitte informieren Sie mich zum Start.",
    consent: "yes",
    website: "",
  }).toString();
  const scenarios = (
    [
      { name: "idle", label: "no flood (reference)" },
      {
        name: "waitlist",
        label: "waitlist POST /forest-inventory (no start time: 400, 429 after 20)",
        flood: {
          kind: "post",
          method: "POST",
          path: "/forest-inventory",
          body: waitlistBody,
          headers: { host: `localhost:${port}`, origin, "content-type": form },
        },
      },
      {
        name: "post-root",
        label: "POST / (405)",
        flood: {
          kind: "post",
          method: "POST",
          path: "/",
          body: "a=1",
          headers: { host: `localhost:${port}`, origin, "content-type": form },
        },
      },
      {
        name: "search",
        label: "GET /blog/suche?q=… (varying)",
        flood: { kind: "search", headers: { host: `localhost:${port}` } },
      },
      {
        name: "login",
        label: "POST /blog/login, wrong password",
        flood: {
          kind: "post",
          method: "POST",
          path: "/blog/login",
          body: "email=&password=definitely-not-the-password",
          headers: { host: `localhost:${port}`, origin, "content-type": form },
        },
      },
    ] satisfies Scenario[] as Scenario[]
  ).filter((s) => only.length === 0 || only.includes(s.name));

  const dataDir = mkdtempSync(path.join(tmpdir(), "refusal-flood-"));
  const logFile = path.join(dataDir, "server.log");
  console.log(
    `build ${buildDir}, data ${dataDir}, port ${port}; ${connections} connections × ${seconds} s per flood, GET / timed on 3 connections`,
  );
  const server = await startServer({
    port,
    logFile,
    env: {
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      BUILD_DIR: buildDir,
      DATABASE_URL: `file:${path.join(dataDir, "site.db")}`,
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: "probe-password-not-used-0000",
      TRUST_PROXY: "",
    },
  });
  const rows: {
    scenario: Scenario;
    home: Awaited<ReturnType<typeof timeHome>>;
    result: FloodResult | null;
    grown: number;
    perRequest: number;
  }[] = [];
  try {
    // The page cache warms in the background: wait until / is served from memory.
    await timeHome(
      port,
      1,
      (() => {
        const end = Date.now() + 3000;
        return () => Date.now() > end;
      })(),
    );
    for (const scenario of scenarios) {
      await sleep(1500);
      const logBefore = statSync(logFile).size;
      const cpuBefore = cpuMs(server.pid);
      let done = false;
      const flood = scenario.flood
        ? runFlood(port, seconds, connections, scenario.flood).finally(() => (done = true))
        : sleep(seconds * 1000).then(() => ((done = true), null));
      const home = await timeHome(port, 3, () => done);
      const result = await flood;
      const cpu = cpuMs(server.pid) - cpuBefore;
      await sleep(600); // the access log writes every 200 ms
      const grown = statSync(logFile).size - logBefore;
      const perRequest = result && result.total > 0 ? grown / result.total : NaN;
      rows.push({ scenario, home, result, grown, perRequest });
      console.log(
        `${scenario.label.padEnd(52)} GET / p50 ${home.p50.toFixed(1)} ms p99 ${home.p99.toFixed(1)} ms max ${home.max.toFixed(0)} ms (n=${home.n})` +
          (result
            ? ` | flood ${result.total} req (${Math.round(result.rps)}/s) ${JSON.stringify(result.statuses)}` +
              `${result.errors ? ` errors ${result.errors}` : ""}${result.timeouts ? ` timeouts ${result.timeouts}` : ""}` +
              ` | log +${(grown / 1024).toFixed(0)} KiB, ${perRequest.toFixed(0)} B/request` +
              ` | server CPU ${(cpu / result.total).toFixed(2)} ms/request`
            : ""),
      );
    }
  } finally {
    await server.stop();
    if (process.argv.includes("--keep")) console.log(`kept: ${dataDir} (server log: ${logFile})`);
    else rmSync(dataDir, { recursive: true, force: true });
  }
  const failed = rows.filter((r) => r.scenario.flood && !(r.home.p99 < 200));
  console.log(
    failed.length === 0
      ? "target met: p99 of GET / < 200 ms in every flood"
      : `target missed (p99 of GET / ≥ 200 ms): ${failed.map((r) => r.scenario.name).join(", ")}`,
  );
}

if (isMainThread) await main();
