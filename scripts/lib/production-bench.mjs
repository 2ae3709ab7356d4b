// `npm run bench -- --production`: the deployment of docs/deploy.md (Caddy, two instances, one
// PostgreSQL; scripts/lib/deployment.mjs) under a mixed load through the proxy, both hosts:
// 80 % cached pages, 15 % blog pages, 5 % chat requests to the offline assistant.
//
// The chat's per-address limits would refuse nearly all chat requests of one load generator, and
// that would measure the limiter, not the chat. The load generator therefore stands in for a CDN
// in front of Caddy, as docs/deploy.md describes it: Caddy trusts it (trusted_proxies), the
// instances trust two hops (TRUST_PROXY=2), and each chat request comes from its own visitor
// address in 10.0.0.0/8 (X-Forwarded-For). The limits themselves stay the defaults; any 429 is
// counted and reported separately from errors.
import { randomInt } from "node:crypto";
import http from "node:http";
import { rawGet } from "./server-process.mjs";
import { startDeployment } from "./deployment.mjs";

const CACHED_PAGES = ["/", "/forestcrew", "/forestchat", "/forstmanagement", "/forestcrew-pricing", "/datahub", "/about-us", "/impressum"];
const CHAT_QUESTIONS = ["Was kostet ForestCrew?", "Funktioniert die App offline?", "What is ForestChat?", "Wie lege ich einen Auftrag an?"];

/** One connection's cycle of 20 requests: 16 cached pages, 3 blog pages, 1 chat request. */
export function mixedSequence({ de, en, slugs }) {
  const hosts = [de, en];
  const sequence = [];
  for (let i = 0; i < 16; i++) {
    sequence.push({ kind: "page", method: "GET", path: CACHED_PAGES[i % CACHED_PAGES.length], headers: { host: hosts[i % 2] } });
  }
  const blogPaths = ["/blog", ...slugs.map((slug) => `/blog/${slug}`)];
  for (let i = 0; i < 3; i++) {
    sequence.push({ kind: "blog", method: "GET", path: blogPaths[i % blogPaths.length], headers: { host: hosts[(i + 1) % 2] } });
  }
  sequence.push({ kind: "chat", method: "POST", path: "/api/forestchat", headers: { host: de } });
  return sequence;
}

/** One request through the proxy, timed: the side probe that splits latency by kind. */
function timed(port, { method, path, headers }, body) {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request({ host: "127.0.0.1", port, method, path, headers, agent: false }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode, ms: performance.now() - started }));
    });
    req.setTimeout(30_000, () => req.destroy());
    req.on("error", () => resolve({ status: 0, ms: performance.now() - started }));
    req.end(body);
  });
}

const percentile = (values, p) => {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]);
};

const visitorAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/**
 * Runs the production bench; resolves with the result object (also what bench.mjs writes as JSON).
 * @param {{ seconds?: number, connections?: number, log?: (...a: unknown[]) => void }} options
 */
export async function productionBench({ seconds = 60, connections = 50, log = console.log } = {}) {
  const { default: autocannon } = await import("autocannon");
  log("starting Caddy + 2 instances on PostgreSQL (scripts/lib/deployment.mjs)");
  const deployment = await startDeployment({ env: { TRUST_PROXY: "2" }, trustedProxies: "127.0.0.0/8" });
  try {
    const de = `localhost:${deployment.proxyPort}`;
    const en = `en.localhost:${deployment.proxyPort}`;
    const index = JSON.parse((await rawGet(deployment.proxyPort, "/blog/index.json", { host: de })).body.toString("utf8"));
    const slugs = index.posts.slice(0, 4).map((post) => post.slug);
    const sequence = mixedSequence({ de, en, slugs });
    const origin = deployment.de;

    const counts = { page: 0, blog: 0, chat: 0 };
    const requests = sequence.map(({ kind, method, path, headers }) => ({
      method,
      path,
      headers: { ...headers, "accept-encoding": "br, gzip" },
      setupRequest(req) {
        counts[kind] += 1;
        if (kind !== "chat") return req;
        const question = CHAT_QUESTIONS[randomInt(CHAT_QUESTIONS.length)];
        return {
          ...req,
          headers: { ...req.headers, origin, "content-type": "application/json", "x-forwarded-for": visitorAddress() },
          body: JSON.stringify({ messages: [{ role: "user", content: question }] }),
        };
      },
    }));

    log(`warm-up 5 s, then ${seconds} s at ${connections} connections (80 % cached pages, 15 % blog, 5 % chat; both hosts)`);
    await autocannon({ url: `http://127.0.0.1:${deployment.proxyPort}`, connections: 10, duration: 5, requests });
    for (const key of Object.keys(counts)) counts[key] = 0;
    // Beside the load, one timed request of each kind in turn: latency per kind (autocannon's is over all).
    const probe = { page: [], blog: [], chat: [] };
    let probing = true;
    const kinds = ["page", "blog", "chat"];
    const prober = (async () => {
      for (let i = 0; probing; i++) {
        const kind = kinds[i % 3];
        const template = sequence.find((entry) => entry.kind === kind);
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
    const statuses = Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]));
    const rateLimited = statuses["429"] ?? 0;
    const failed = Object.entries(statuses)
      .filter(([code]) => Number(code) >= 500 || (Number(code) >= 400 && code !== "429"))
      .reduce((sum, [, n]) => sum + n, 0);
    return {
      setup: {
        proxy: "Caddy (docs/deploy.md Caddyfile, plain HTTP)",
        instances: deployment.instances.length,
        database: "PostgreSQL (a fresh database)",
        healthUri: deployment.healthUri,
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
