// `npm run bench -- --production`: the deployment of docs/deploy.md (Caddy, two instances, one
// PostgreSQL; scripts/test/deployment.ts) under a mixed load through the proxy, both hosts:
// 80 % cached pages, 15 % blog pages, 5 % chat requests to the offline assistant.
//
// The chat's per-address limits would refuse nearly all chat requests of one load generator, and
// that would measure the limiter, not the chat. The load generator therefore stands in for a CDN
// in front of Caddy, as docs/deploy.md describes it: Caddy trusts it (trusted_proxies), the
// instances trust two hops (TRUST_PROXY=2), and each chat request comes from its own visitor
// address in 10.0.0.0/8 (X-Forwarded-For). The limits themselves stay the defaults; any 429 is
// counted and reported separately from errors.
import { randomInt } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { RequestTemplate } from "autocannon";
import { startDeployment } from "../test/deployment";
import { rawGet, ROOT } from "../test/server-process";
import { log, round } from "./common";

type Kind = "page" | "blog" | "chat";
interface Entry {
  kind: Kind;
  method: string;
  path: string;
  headers: Record<string, string>;
}

const CACHED_PAGES = ["/", "/forestcrew", "/forestchat", "/forstmanagement", "/forestcrew-pricing", "/datahub", "/about-us", "/impressum"];
const CHAT_QUESTIONS = ["Was kostet ForestCrew?", "Funktioniert die App offline?", "What is ForestChat?", "Wie lege ich einen Auftrag an?"];

/** One connection's cycle of 20 requests: 16 cached pages, 3 blog pages, 1 chat request. */
export function mixedSequence({ de, en, slugs }: { de: string; en: string; slugs: string[] }): Entry[] {
  const hosts = [de, en];
  const sequence: Entry[] = [];
  for (let i = 0; i < 16; i++) {
    sequence.push({ kind: "page", method: "GET", path: CACHED_PAGES[i % CACHED_PAGES.length]!, headers: { host: hosts[i % 2]! } });
  }
  const blogPaths = ["/blog", ...slugs.map((slug) => `/blog/${slug}`)];
  for (let i = 0; i < 3; i++) {
    sequence.push({ kind: "blog", method: "GET", path: blogPaths[i % blogPaths.length]!, headers: { host: hosts[(i + 1) % 2]! } });
  }
  sequence.push({ kind: "chat", method: "POST", path: "/api/forestchat", headers: { host: de } });
  return sequence;
}

/** One request through the proxy, timed: the side probe that splits latency by kind. */
function timed(port: number, { method, path: urlPath, headers }: Entry, body: string | undefined): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request({ host: "127.0.0.1", port, method, path: urlPath, headers, agent: false }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
    });
    req.setTimeout(30_000, () => req.destroy());
    req.on("error", () => resolve({ status: 0, ms: performance.now() - started }));
    req.end(body);
  });
}

const percentile = (values: number[], p: number) => {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!);
};

const visitorAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/**
 * Runs the production bench; resolves with the result object (also what bench.ts writes as JSON).
 */
export async function productionBench({
  seconds = 60,
  connections = 50,
  log = console.log,
}: { seconds?: number; connections?: number; log?: (...a: unknown[]) => void } = {}) {
  const { default: autocannon } = await import("autocannon");
  log("starting Caddy + 2 instances on PostgreSQL (scripts/test/deployment.ts)");
  const deployment = await startDeployment({ env: { TRUST_PROXY: "2" }, trustedProxies: "127.0.0.0/8" });
  try {
    const de = `localhost:${deployment.proxyPort}`;
    const en = `en.localhost:${deployment.proxyPort}`;
    const index = JSON.parse((await rawGet(deployment.proxyPort, "/blog/index.json", { host: de })).body.toString("utf8")) as {
      posts: { slug: string }[];
    };
    const slugs = index.posts.slice(0, 4).map((post) => post.slug);
    const sequence = mixedSequence({ de, en, slugs });
    const origin = deployment.de;

    const counts: Record<Kind, number> = { page: 0, blog: 0, chat: 0 };
    const requests: RequestTemplate[] = sequence.map(({ kind, method, path: urlPath, headers }) => ({
      method,
      path: urlPath,
      headers: { ...headers, "accept-encoding": "br, gzip" },
      setupRequest(req) {
        counts[kind] += 1;
        if (kind !== "chat") return req;
        const question = CHAT_QUESTIONS[randomInt(CHAT_QUESTIONS.length)]!;
        return {
          ...req,
          headers: { ...req.headers, origin, "content-type": "application/json", "x-forwarded-for": visitorAddress() },
          body: JSON.stringify({ messages: [{ role: "user", content: question }] }),
        };
      },
    }));

    log(`warm-up 5 s, then ${seconds} s at ${connections} connections (80 % cached pages, 15 % blog, 5 % chat; both hosts)`);
    await autocannon({ url: `http://127.0.0.1:${deployment.proxyPort}`, connections: 10, duration: 5, requests });
    for (const key of Object.keys(counts) as Kind[]) counts[key] = 0;
    // Beside the load, one timed request of each kind in turn: latency per kind (autocannon's is over all).
    const probe: Record<Kind, number[]> = { page: [], blog: [], chat: [] };
    let probing = true;
    const kinds: Kind[] = ["page", "blog", "chat"];
    const prober = (async () => {
      for (let i = 0; probing; i++) {
        const kind = kinds[i % 3]!;
        const template = sequence.find((entry) => entry.kind === kind)!;
        const chat = kind === "chat";
        const headers = { ...template.headers, "accept-encoding": "br, gzip" };
        if (chat) Object.assign(headers, { origin, "content-type": "application/json", "x-forwarded-for": visitorAddress() });
        const body = chat ? JSON.stringify({ messages: [{ role: "user", content: CHAT_QUESTIONS[0] }] }) : undefined;
        const { ms } = await timed(deployment.proxyPort, { ...template, headers }, body);
        probe[kind].push(ms);
        await new Promise((r) => setTimeout(r, 200));
      }
    })();
    const r = await autocannon({
      url: `http://127.0.0.1:${deployment.proxyPort}`,
      connections,
      duration: seconds,
      timeout: 10,
      requests,
    });
    probing = false;
    await prober;
    const statuses: Record<string, number> = Object.fromEntries(
      Object.entries(r.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]),
    );
    const rateLimited = statuses["429"] ?? 0;
    const failed = Object.entries(statuses)
      .filter(([code]) => Number(code) >= 500 || (Number(code) >= 400 && code !== "429"))
      .reduce((sum, [, n]) => sum + n, 0);
    return {
      setup: {
        proxy: "Caddy (docs/deploy.md Caddyfile, plain HTTP)",
        instances: deployment.instances.length,
        database: "PostgreSQL (a fresh database)",
        connections,
        seconds,
      },
      mix: {
        sent: counts,
        share: Object.fromEntries(Object.entries(counts).map(([k, n]) => [k, Math.round((n / Math.max(1, r.requests.total)) * 1000) / 10])),
      },
      requestsPerSecond: Math.round(r.requests.average * 10) / 10,
      total: r.requests.total,
      latencyMs: { p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, max: r.latency.max },
      /** The side probe's timings by kind (a chat answer streams on purpose: ~12 ms between word chunks). */
      latencyByKindMs: Object.fromEntries(
        Object.entries(probe).map(([kind, values]) => [
          kind,
          { samples: values.length, p50: percentile(values, 50), p99: percentile(values, 99) },
        ]),
      ),
      statuses,
      rateLimited,
      errors: r.errors + r.timeouts + failed,
      transportErrors: r.errors,
      timeouts: r.timeouts,
    };
  } finally {
    await deployment.stop();
  }
}

/** `--production`: runs the bench above, prints its summary, writes bench-results/production.json; the exit code. */
export async function production({ seconds, connections }: { seconds: number; connections: number }): Promise<number> {
  if (!(seconds > 0) || !Number.isInteger(connections) || connections < 1) {
    console.error("--production-duration must be a positive number and --connections a positive whole number");
    return 2;
  }
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
