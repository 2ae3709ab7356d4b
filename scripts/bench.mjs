#!/usr/bin/env node
// npm run bench [-- options]
//
// Builds the app, starts the production server, runs Lighthouse (mobile) on
// every public route and autocannon against our server and against a bare
// node:http server answering the same bytes. Checks the budgets in BUDGET below.
//
// Options:
//   --no-build                 skip `react-router build`
//   --quick                    Lighthouse on / only
//   --routes /,/forestcrew     Lighthouse routes: paths on the German origin, en:/path on the
//                              English one (en:/forestcrew), or full URLs
//   --duration N               seconds per throughput measurement (default 10)
//   --runs N                   Lighthouse runs per route; the table shows the median run (default 3)
//   --throughput-route /path   also measure this route's throughput (repeatable / comma list)
//   --gtm-id GTM-XXXX          start the server with this tag manager container (GTM_ID): the
//                              consent dialog shows on every page (Lighthouse never consents)
//   --search                   only the blog search step (no build, no server, no Lighthouse)
//   --no-search                skip the blog search step (run by default after the pages): 500
//                              generated posts per language, typical queries through the real
//                              search function, p50/p95 printed (budget < 50 ms), with SQLite
//                              FTS5 and PostgreSQL (POSTGRES_TEST_URL or 127.0.0.1:5432/test,
//                              skipped when unreachable) measured beside it
//   --strict                   exit 1 if a budget is missed
//   --verbose                  show the server's own output
//   --production               instead of all of the above: the deployment of docs/deploy.md
//                              (Caddy + 2 instances on PostgreSQL) under a mixed load through the
//                              proxy (80 % cached pages, 15 % blog, 5 % chat; both hosts); prints
//                              requests/s, p50/p99, statuses and errors; exit 1 on any error
//   --production-duration N    seconds of that load (default 60)
//   --connections N            connections of that load (default 50)
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { Worker } from "node:worker_threads";

import { freePort, rawGet, startServer } from "./lib/server-process.mjs";
import { searchBench, searchBenchLines } from "./lib/search-bench.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const CONNECTIONS = 20;
const WARMUP_SECONDS = 1;
const ACCEPT_ENCODING = "gzip, br";
const BUDGET = {
  perf: 95,
  a11y: 100,
  bp: 100,
  seo: 100,
  cls: 0.02,
  jsKB: 120,
  foreign: 0,
  ratio: 0.5,
  p99Ms: 100,
  searchMs: 50,
};

const log = (...a) => console.error("[bench]", ...a);

// ---------------------------------------------------------------- arguments
let args;
try {
  ({ values: args } = parseArgs({
    options: {
      "no-build": { type: "boolean", default: false },
      quick: { type: "boolean", default: false },
      routes: { type: "string" },
      duration: { type: "string", default: "10" },
      runs: { type: "string", default: "3" },
      "throughput-route": { type: "string", multiple: true, default: [] },
      strict: { type: "boolean", default: false },
      search: { type: "boolean", default: false },
      "no-search": { type: "boolean", default: false },
      "gtm-id": { type: "string" },
      verbose: { type: "boolean", default: false },
      production: { type: "boolean", default: false },
      "production-duration": { type: "string", default: "60" },
      connections: { type: "string", default: "50" },
      help: { type: "boolean", short: "h", default: false },
    },
  }));
} catch (err) {
  console.error(err.message);
  process.exit(2);
}
if (args.help) {
  const src = fs.readFileSync(fileURLToPath(import.meta.url), "utf8").split("\n");
  console.log(
    src
      .slice(
        1,
        src.findIndex((l) => l.startsWith("import")),
      )
      .map((l) => l.replace(/^\/\/ ?/, ""))
      .join("\n"),
  );
  process.exit(0);
}
const duration = Number(args.duration);
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs must be a positive whole number, got ${args.runs}`);
  process.exit(2);
}
if (!Number.isFinite(duration) || duration <= 0) {
  console.error(`--duration must be a positive number of seconds, got ${args.duration}`);
  process.exit(2);
}
const throughputExtra = args["throughput-route"]
  .flatMap((s) => s.split(","))
  .map((s) => s.trim())
  .filter(Boolean);

// ------------------------------------------------------------------ cleanup
const cleanups = [];
let cleaning = null;
function cleanup() {
  cleaning ??= (async () => {
    while (cleanups.length) {
      const fn = cleanups.pop();
      try {
        await fn();
      } catch (err) {
        log("cleanup:", err.message);
      }
    }
  })();
  return cleaning;
}
for (const sig of ["SIGINT", "SIGTERM"]) {
  process.once(sig, async () => {
    log(`${sig}: stopping`);
    await cleanup();
    process.exit(130);
  });
}

// ------------------------------------------------------------------ helpers
const round = (n, d = 0) => (n == null || Number.isNaN(n) ? null : Math.round(n * 10 ** d) / 10 ** d);
const kb = (bytes) => round(bytes / 1024, 1);

function decodeXml(s) {
  return s
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, n) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n) => String.fromCodePoint(parseInt(n, 16)))
    .replace(/&amp;/g, "&");
}

async function discoverRoutes(port, deOrigin) {
  try {
    const res = await rawGet(port, "/sitemap.xml", { headers: { "accept-encoding": "identity" } });
    if (res.status !== 200) throw new Error(`status ${res.status}`);
    const xml = res.body.toString("utf8");
    const paths = new Set();
    for (const m of xml.matchAll(/<loc>\s*([^<]+?)\s*<\/loc>/g)) {
      let u;
      try {
        u = new URL(decodeXml(m[1]));
      } catch {
        continue;
      }
      if (u.origin === deOrigin) paths.add(u.pathname + u.search);
    }
    if (!paths.size) throw new Error("no <loc> on the German origin");
    return [...paths];
  } catch (err) {
    log(`sitemap.xml not usable (${err.message}); falling back to ["/"]`);
    return ["/"];
  }
}

// ---------------------------------------------------------------- lighthouse
async function runLighthouse(urls, assertAlive) {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const chromePath = process.env.CHROME_PATH || "/usr/bin/chromium";
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, handleSIGINT: false });
  const stopChrome = async () => {
    try {
      await chrome.kill();
    } catch {
      // Chrome has already exited.
    }
  };
  cleanups.push(stopChrome);

  const results = [];
  try {
    // A fresh Chromium pays for its own start-up (compiling, caches) in the first run's Total
    // Blocking Time: measured here, the first page scored 67-73 and the same page 94 right after.
    // One unrecorded run takes that cost.
    log(`lighthouse warm-up run (not recorded): ${urls[0]}`);
    await lighthouse(urls[0], { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] }).catch(() => {});
    for (const url of urls) {
      const rows = [];
      for (let run = 1; run <= runs; run++) {
        let row;
        // Lighthouse itself says "run again" for flaky trace errors (NO_NAVSTART …): one retry.
        for (let attempt = 1; attempt <= 2; attempt++) {
          assertAlive();
          log(`lighthouse ${url}${runs > 1 ? ` (run ${run}/${runs})` : ""}${attempt > 1 ? " (retry)" : ""}`);
          const t0 = Date.now();
          try {
            const runner = await lighthouse(url, {
              port: chrome.port,
              output: "json",
              logLevel: "error",
              onlyCategories: CATEGORIES,
            });
            row = summarize(url, runner.lhr);
          } catch (err) {
            row = { url, error: err.message };
          }
          log(`  done in ${((Date.now() - t0) / 1000).toFixed(1)} s${row.error ? `: ERROR ${row.error}` : ""}`);
          if (!row.error) break;
        }
        rows.push(row);
      }
      results.push(medianRun(rows));
    }
  } finally {
    await stopChrome();
  }
  return results;
}

/**
 * The run with the median performance score, as Lighthouse's documentation advises for a
 * number that varies from run to run (mostly Total Blocking Time on a shared machine); every
 * run's score is kept in `perfRuns`.
 */
function medianRun(rows) {
  const ok = rows.filter((r) => !r.error && r.perf != null);
  if (!ok.length) return rows[rows.length - 1];
  const sorted = [...ok].sort((a, b) => a.perf - b.perf);
  return { ...sorted[Math.floor((sorted.length - 1) / 2)], perfRuns: ok.map((r) => r.perf) };
}

function summarize(url, lhr) {
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
  const num = (id) => lhr.audits[id]?.numericValue ?? null;
  const pageOrigin = new URL(lhr.finalDisplayedUrl || lhr.mainDocumentUrl || url).origin;

  const items = lhr.audits["network-requests"]?.details?.items ?? [];
  let js = 0;
  let css = 0;
  const foreign = [];
  const scripts = [];
  for (const it of items) {
    if (it.resourceType === "Script") {
      js += it.transferSize || 0;
      scripts.push({ url: it.url, kB: kb(it.transferSize || 0) });
    } else if (it.resourceType === "Stylesheet") css += it.transferSize || 0;
    let u;
    try {
      u = new URL(it.url);
    } catch {
      continue;
    }
    if (!/^https?:$|^wss?:$/.test(u.protocol)) continue; // data:, blob:, chrome-extension: …
    if (u.origin !== pageOrigin) foreign.push(it.url);
  }
  if (!items.length) {
    // fall back to resource-summary (no per-origin information there)
    const rs = lhr.audits["resource-summary"]?.details?.items ?? [];
    js = rs.find((r) => r.resourceType === "script")?.transferSize ?? 0;
    css = rs.find((r) => r.resourceType === "stylesheet")?.transferSize ?? 0;
    const third = rs.find((r) => r.resourceType === "third-party")?.requestCount;
    if (third) foreign.push(...Array(third).fill("(third-party, see resource-summary)"));
  }

  return {
    url,
    finalUrl: lhr.finalDisplayedUrl,
    error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
    warnings: lhr.runWarnings?.length ? lhr.runWarnings : undefined,
    perf: score("performance"),
    a11y: score("accessibility"),
    bp: score("best-practices"),
    seo: score("seo"),
    fcpMs: round(num("first-contentful-paint")),
    siMs: round(num("speed-index")),
    lcpMs: round(num("largest-contentful-paint")),
    lcpElement: lcpElement(lhr),
    longTasks: (lhr.audits["long-tasks"]?.details?.items ?? []).slice(0, 8).map((t) => ({
      url: t.url,
      startMs: Math.round(t.startTime),
      ms: Math.round(t.duration),
    })),
    metricScores: Object.fromEntries(
      ["first-contentful-paint", "speed-index", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift"].map((id) => [
        id,
        lhr.audits[id]?.score ?? null,
      ]),
    ),
    cls: round(num("cumulative-layout-shift"), 3),
    tbtMs: round(num("total-blocking-time")),
    jsKB: kb(js),
    cssKB: kb(css),
    requests: items.length,
    foreignRequests: foreign.length,
    foreignUrls: foreign,
    failedAudits: failedAudits(lhr),
    failedItems: failedItems(lhr),
    consoleErrors: (lhr.audits["errors-in-console"]?.details?.items ?? []).map((i) => ({
      source: i.source,
      description: i.description,
      url: i.sourceLocation?.url ?? i.url,
    })),
    scripts: scripts.sort((a, b) => b.kB - a.kB),
    lighthouseVersion: lhr.lighthouseVersion,
    userAgent: lhr.environment?.hostUserAgent,
  };
}

/** The element Lighthouse took for the largest contentful paint, and its phases. */
function lcpElement(lhr) {
  const details = lhr.audits["largest-contentful-paint-element"]?.details;
  const tables = details?.type === "list" ? details.items : [details];
  const node = tables?.[0]?.items?.[0]?.node;
  const phases = tables?.[1]?.items?.map((i) => `${i.phase ?? i.label}: ${Math.round(i.timing)} ms`);
  return node ? { selector: node.selector, snippet: node.snippet?.slice(0, 160), phases } : undefined;
}

/** The elements behind each failed audit (first 5 each): selector, markup and why. */
function failedItems(lhr) {
  const out = {};
  for (const id of Object.values(failedAudits(lhr) ?? {}).flat()) {
    const items = (lhr.audits[id]?.details?.items ?? []).slice(0, 5).map((i) => ({
      selector: i.node?.selector,
      snippet: i.node?.snippet?.slice(0, 200),
      explanation: i.node?.explanation?.split("\n").slice(0, 2).join(" "),
    }));
    if (items.length) out[id] = items;
  }
  return out;
}

/** Audits below full score in a11y / bp / seo, so a miss can be acted on. */
function failedAudits(lhr) {
  const out = {};
  for (const cat of ["accessibility", "best-practices", "seo"]) {
    const ids = (lhr.categories[cat]?.auditRefs ?? [])
      .filter((r) => r.weight > 0)
      .map((r) => lhr.audits[r.id])
      .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== "notApplicable")
      .map((a) => a.id);
    if (ids.length) out[cat] = ids;
  }
  return Object.keys(out).length ? out : undefined;
}

// ---------------------------------------------------------------- throughput
// The bare server runs in a worker thread of this process: same process as the
// bench, but its own event loop, so autocannon (on the main thread) does not
// steal its CPU time — our server, a separate process, gets the same deal.
const BARE_WORKER = `
const http = require("node:http");
const { parentPort, workerData } = require("node:worker_threads");
const body = Buffer.from(workerData.body);
const headers = { ...workerData.headers, "content-length": String(body.length) };
const server = http.createServer((req, res) => { res.writeHead(200, headers); res.end(body); });
server.keepAliveTimeout = 65000;
server.listen(workerData.port, "127.0.0.1", () => parentPort.postMessage("listening"));
parentPort.on("message", (m) => { if (m === "close") { server.closeAllConnections(); server.close(() => process.exit(0)); } });
`;

async function startBare(body, headers) {
  const port = await freePort();
  const worker = new Worker(BARE_WORKER, { eval: true, workerData: { port, body, headers } });
  await new Promise((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`bare server worker exited (${code})`)));
  });
  const stop = async () => {
    worker.postMessage("close");
    const t = setTimeout(() => worker.terminate(), 2000);
    await new Promise((r) => worker.once("exit", r));
    clearTimeout(t);
  };
  cleanups.push(stop);
  return { port, stop };
}

async function cannon(port, urlPath, host, seconds) {
  const { default: autocannon } = await import("autocannon");
  const r = await autocannon({
    url: `http://127.0.0.1:${port}${urlPath}`,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { host, "accept-encoding": ACCEPT_ENCODING },
  });
  return {
    rps: round(r.requests.average, 1),
    p99Ms: round(r.latency.p99, 1),
    meanMs: round(r.latency.average, 2),
    total: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    bytesPerSec: round(r.throughput.average),
    bytesPerResponse: r.requests.total ? round(r.throughput.total / r.requests.total) : null, // incl. headers
  };
}

async function measure(label, port, urlPath, host) {
  log(`autocannon ${label} ${urlPath}: ${WARMUP_SECONDS} s warm-up + ${duration} s`);
  await cannon(port, urlPath, host, WARMUP_SECONDS);
  return cannon(port, urlPath, host, duration);
}

async function throughput(serverPort, urlPath) {
  const host = `localhost:${serverPort}`;
  const snap = await rawGet(serverPort, urlPath, { headers: { "accept-encoding": ACCEPT_ENCODING } });
  const headers = {};
  for (const h of ["content-type", "content-encoding"]) if (snap.headers[h]) headers[h] = snap.headers[h];
  const ours = await measure("ours", serverPort, urlPath, host);
  const bare = await startBare(snap.body, headers);
  let bareRes;
  try {
    bareRes = await measure("bare", bare.port, urlPath, host);
  } finally {
    await bare.stop();
    const i = cleanups.indexOf(bare.stop);
    if (i >= 0) cleanups.splice(i, 1);
  }
  return {
    route: urlPath,
    status: snap.status,
    bodyBytes: snap.body.length,
    contentEncoding: snap.headers["content-encoding"] ?? null,
    etag: snap.headers.etag ?? null,
    ours,
    bare: bareRes,
    ratio: bareRes.rps ? round(ours.rps / bareRes.rps, 3) : null,
  };
}

// ---------------------------------------------------------- production run
async function production() {
  const seconds = Number(args["production-duration"]);
  const connections = Number(args.connections);
  if (!(seconds > 0) || !Number.isInteger(connections) || connections < 1) {
    console.error("--production-duration must be a positive number and --connections a positive whole number");
    return 2;
  }
  const { productionBench } = await import("./lib/production-bench.mjs");
  const loadavg = os.loadavg().map((n) => round(n, 2));
  const r = await productionBench({ seconds, connections, log });
  const statuses = Object.entries(r.statuses)
    .map(([code, n]) => `${code}: ${n}`)
    .join(", ");
  console.log(
    [
      `production run: ${r.setup.proxy}, ${r.setup.instances} instances, ${r.setup.database}; ${connections} connections, ${seconds} s`,
      `  mix sent:     ${Object.entries(r.mix.sent)
        .map(([k, n]) => `${k} ${n} (${r.mix.share[k]} %)`)
        .join(", ")}`,
      `  requests/s:   ${r.requestsPerSecond}   (total ${r.total})`,
      `  latency:      p50 ${r.latencyMs.p50} ms, p90 ${r.latencyMs.p90} ms, p99 ${r.latencyMs.p99} ms, max ${r.latencyMs.max} ms`,
      `  by kind:      ${Object.entries(r.latencyByKindMs)
        .map(([kind, l]) => `${kind} p50 ${l.p50} ms / p99 ${l.p99} ms (${l.samples} probes)`)
        .join(", ")}`,
      `  statuses:     ${statuses}`,
      `  429 (limits): ${r.rateLimited}  (chat visitors come from spread addresses; a 429 is a limit doing its job, not an error)`,
      `  errors:       ${r.errors}  (transport ${r.transportErrors}, timeouts ${r.timeouts}, other 4xx/5xx ${r.errors - r.transportErrors - r.timeouts})`,
      r.errors === 0 ? "  0 errors: the budget holds" : "  MISS: the production run must answer with 0 errors",
    ].join("\n"),
  );
  const resultsDir = path.join(ROOT, "bench-results");
  fs.mkdirSync(resultsDir, { recursive: true });
  const json =
    JSON.stringify(
      { timestamp: new Date().toISOString(), node: process.version, cpus: os.cpus().length, loadavgBefore: loadavg, ...r },
      null,
      2,
    ) + "\n";
  fs.writeFileSync(path.join(resultsDir, "production.json"), json);
  log("wrote bench-results/production.json");
  return r.errors === 0 ? 0 : 1;
}

// ------------------------------------------------------------------ search
/** Blog search over 500 generated posts per language (scripts/lib/search-bench.ts). */
async function blogSearch() {
  log("blog search: 500 generated posts per language");
  const pgUser = process.env.PGUSER ?? process.env.USER ?? os.userInfo().username;
  const result = await searchBench({ postgresUrl: process.env.POSTGRES_TEST_URL ?? `postgres://${pgUser}@127.0.0.1:5432/test` });
  return { ...result, lines: searchBenchLines(result) };
}

// --------------------------------------------------------------------- main
async function main() {
  if (args.search) {
    const result = await blogSearch();
    console.log(result.lines.join("\n"));
    const site = result.engines[0];
    return site.p95 >= BUDGET.searchMs && args.strict ? 1 : 0;
  }
  if (!args["no-build"]) {
    log("npx react-router build");
    const b = spawnSync("npx", ["react-router", "build"], { cwd: ROOT, stdio: "inherit" });
    if (b.status !== 0) throw new Error(`build failed (exit ${b.status ?? b.signal})`);
  }
  if (args.production) return production();

  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "bench-"));
  cleanups.push(() => fs.rmSync(tmp, { recursive: true, force: true }));

  const resultsDir = path.join(ROOT, "bench-results");
  fs.mkdirSync(resultsDir, { recursive: true });
  const serverLog = path.join(resultsDir, "server.log");
  const port = await freePort();
  const de = `http://localhost:${port}`;
  const en = `http://en.localhost:${port}`;
  log(`starting server on ${de}`);
  const server = await startServer({
    port,
    output: args.verbose ? "inherit" : "file",
    logFile: serverLog,
    env: {
      NODE_ENV: "production",
      DATABASE_URL: `file:${tmp}/bench.db`,
      DATA_DIR: tmp, // session secret etc.: keep ./data untouched
      ADMIN_PASSWORD: "bench-password-123456",
      SITE_URL: de,
      SITE_URL_EN: en,
      ...(args["gtm-id"] ? { GTM_ID: args["gtm-id"] } : {}),
    },
  });
  cleanups.push(() => server.stop());
  // The server renders and compresses its page cache in the background after start; measuring
  // while it does would charge that work to the first pages' Total Blocking Time.
  if (!args.verbose) {
    const t0 = Date.now();
    while (!/page cache: \d+ pages rendered/.test(server.logTail(20000)) && Date.now() - t0 < 180_000)
      await new Promise((r) => setTimeout(r, 250));
    log(`page cache warm after ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  }
  const assertAlive = () => {
    if (server.exited)
      throw new Error(
        `server exited unexpectedly (code ${server.exited.code}, signal ${server.exited.signal}); ` + `log tail:\n${server.logTail(2000)}`,
      );
  };

  let urls;
  if (args.quick) urls = [`${de}/`];
  else if (args.routes) {
    urls = args.routes
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean)
      .map((r) => {
        if (/^https?:\/\//.test(r)) return r;
        const [origin, p] = r.startsWith("en:") ? [en, r.slice(3)] : [de, r];
        return origin + (p.startsWith("/") ? p : `/${p}`);
      });
  } else {
    urls = [...(await discoverRoutes(port, de)).map((p) => de + p), `${en}/`];
  }

  const pages = await runLighthouse(urls, assertAlive);
  for (const p of pages) {
    const u = new URL(p.url);
    p.route = (u.origin === de ? "" : u.host.replace(`:${port}`, "")) + u.pathname + u.search;
  }

  const loadavg = os.loadavg().map((n) => round(n, 2)); // others' load skews the throughput numbers
  const tp = [];
  for (const r of ["/", ...throughputExtra.filter((r) => r !== "/")]) {
    assertAlive();
    tp.push(await throughput(port, r));
  }
  assertAlive();

  await server.stop();

  const search = args["no-search"] ? null : await blogSearch();

  // ------------------------------------------------------------- budgets
  const misses = [];
  for (const p of pages) {
    const at = p.route;
    if (p.error) misses.push(`${at}: Lighthouse error: ${p.error}`);
    const check = (cond, msg) => cond && misses.push(`${at}: ${msg}`);
    check(p.perf == null || p.perf < BUDGET.perf, `performance ${p.perf} < ${BUDGET.perf}`);
    check(p.a11y == null || p.a11y < BUDGET.a11y, `accessibility ${p.a11y} < ${BUDGET.a11y}${fa(p, "accessibility")}`);
    check(p.bp == null || p.bp < BUDGET.bp, `best practices ${p.bp} < ${BUDGET.bp}${fa(p, "best-practices")}`);
    // The blog's search results are noindex by design (ADR 0026): Lighthouse's is-crawlable fails there, and only that is forgiven.
    const noindexByDesign = /\/blog\/suche(\?|$)/.test(at) && p.failedAudits?.seo?.join() === "is-crawlable";
    check(p.seo == null || (p.seo < BUDGET.seo && !noindexByDesign), `SEO ${p.seo} < ${BUDGET.seo}${fa(p, "seo")}`);
    check(p.cls == null || p.cls > BUDGET.cls, `CLS ${p.cls} > ${BUDGET.cls}`);
    check(p.jsKB == null || p.jsKB > BUDGET.jsKB, `JS ${p.jsKB} KB > ${BUDGET.jsKB} KB`);
    check(
      p.foreignRequests > BUDGET.foreign,
      `${p.foreignRequests} request(s) to other origins: ${[...new Set(p.foreignUrls)].slice(0, 5).join(", ")}`,
    );
  }
  for (const t of tp) {
    if (t.status !== 200) misses.push(`throughput ${t.route}: answered ${t.status}, not 200`);
    if (t.ours.non2xx || t.ours.errors || t.ours.timeouts)
      misses.push(`throughput ${t.route}: ours had ${t.ours.non2xx} non-2xx, ${t.ours.errors} errors, ${t.ours.timeouts} timeouts`);
    if (t.ratio == null || t.ratio < BUDGET.ratio) misses.push(`throughput ${t.route}: ratio ${t.ratio} < ${BUDGET.ratio}`);
    if (t.ours.p99Ms >= BUDGET.p99Ms) misses.push(`throughput ${t.route}: p99 ${t.ours.p99Ms} ms ≥ ${BUDGET.p99Ms} ms`);
  }

  if (search && !(search.engines[0].p95 < BUDGET.searchMs))
    misses.push(`blog search: p95 ${search.engines[0].p95} ms ≥ ${BUDGET.searchMs} ms`);

  // -------------------------------------------------------------- output
  const cols = [
    ["route", (p) => p.route, "l"],
    ["perf", (p) => p.perf],
    ["runs", (p) => p.perfRuns?.join("/")],
    ["a11y", (p) => p.a11y],
    ["bp", (p) => p.bp],
    ["seo", (p) => p.seo],
    ["LCP ms", (p) => p.lcpMs],
    ["CLS", (p) => (p.cls == null ? null : p.cls.toFixed(3))],
    ["TBT ms", (p) => p.tbtMs],
    ["JS KB", (p) => (p.jsKB == null ? null : p.jsKB.toFixed(1))],
    ["CSS KB", (p) => (p.cssKB == null ? null : p.cssKB.toFixed(1))],
    ["foreign", (p) => p.foreignRequests],
  ];
  const rows = [cols.map((c) => c[0]), ...pages.map((p) => cols.map((c) => String(c[1](p) ?? "-")))];
  const widths = cols.map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  const fmt = (r) => r.map((v, i) => (cols[i][2] === "l" ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join("  ");
  const out = [];
  out.push("", fmt(rows[0]), widths.map((w) => "-".repeat(w)).join("  "), ...rows.slice(1).map(fmt), "");
  const tw = Math.max(...tp.map((t) => t.route.length));
  out.push(`throughput (autocannon, ${CONNECTIONS} connections, ${duration} s, accept-encoding: ${ACCEPT_ENCODING})`);
  for (const t of tp) {
    const enc = `${t.bodyBytes} B ${t.contentEncoding ?? "identity"}`;
    out.push(
      `  ${t.route.padEnd(tw)}  ours ${String(t.ours.rps).padStart(8)} req/s  p99 ${String(t.ours.p99Ms).padStart(5)} ms  |  ` +
        `bare ${String(t.bare.rps).padStart(8)} req/s  p99 ${String(t.bare.p99Ms).padStart(5)} ms  |  ratio ${t.ratio?.toFixed(2)}  (${enc})`,
    );
  }
  if (loadavg[0] > os.cpus().length)
    out.push(`  note: load average ${loadavg[0]} on ${os.cpus().length} CPUs before this run: other work skews these numbers`);
  out.push("");
  if (search) out.push(...search.lines, "");
  if (misses.length) {
    out.push(`budget misses (${misses.length}):`);
    for (const m of misses) out.push(`  MISS ${m}`);
  } else out.push("all budgets met");
  console.log(out.join("\n"));

  const now = new Date();
  const result = {
    timestamp: now.toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    loadavgBeforeThroughput: loadavg,
    options: { build: !args["no-build"], quick: args.quick, runs, duration, connections: CONNECTIONS, warmupSeconds: WARMUP_SECONDS },
    budgets: BUDGET,
    routes: pages,
    throughput: tp,
    search: search && { posts: search.posts, engines: search.engines },
    budgetMisses: misses,
  };
  const dir = resultsDir;
  const file = path.join(dir, `bench-${now.toISOString().replace(/[:.]/g, "-")}.json`);
  const json = JSON.stringify(result, null, 2) + "\n";
  fs.writeFileSync(file, json);
  fs.writeFileSync(path.join(dir, "latest.json"), json);
  log(`wrote ${path.relative(ROOT, file)} and bench-results/latest.json`);

  return misses.length && args.strict ? 1 : 0;
}

function fa(p, cat) {
  const ids = p.failedAudits?.[cat];
  if (!ids) return "";
  let s = ` (${ids.join(", ")})`;
  if (ids.includes("errors-in-console") && p.consoleErrors?.length)
    s += `; console: ${p.consoleErrors
      .slice(0, 3)
      .map((e) => `${e.description.replace(/^Failed to load resource: the server responded with a status of /, "")} ${e.url ?? ""}`.trim())
      .join("; ")}${p.consoleErrors.length > 3 ? " …" : ""}`;
  return s;
}

let code = 1;
try {
  code = await main();
} catch (err) {
  console.error(`[bench] ${err.stack || err.message}`);
  code = 1;
} finally {
  await cleanup();
}
process.exit(code);
