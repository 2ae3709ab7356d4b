// Probe: how fast the site answers while a burst of wrong-password logins arrives at once.
// Usage: node scripts/probe/login-burst.mjs [baseUrl] [logins]
// The server must trust the probe as a proxy (TRUST_PROXY=loopback or 1) so that each login
// comes from its own address (X-Forwarded-For) and the per-address limit does not stop the burst.
// Prints p50/p99/max of `/` and `/healthz` sampled every 25 ms during the burst, and how the
// logins were answered.
import http from "node:http";

const base = new URL(process.argv[2] ?? "http://127.0.0.1:3000");
const logins = Number(process.argv[3] ?? 400);
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

function send(path, { method = "GET", headers = {}, body } = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      { host: base.hostname, port: base.port, path, method, agent, headers: { host: base.host, ...headers } },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode, ms: performance.now() - started }));
      },
    );
    req.on("error", (error) => resolve({ status: error.code ?? "error", ms: performance.now() - started }));
    req.end(body);
  });
}

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN;
};
const summary = (samples) =>
  `n=${samples.length} p50=${quantile(samples, 0.5).toFixed(0)} ms p99=${quantile(samples, 0.99).toFixed(0)} ms max=${Math.max(...samples).toFixed(0)} ms`;

// Warm up: the page cache and the connection paths.
await send("/");
await send("/healthz");

const body = "password=" + encodeURIComponent("definitely-not-the-password");
let done = false;
const started = performance.now();
const burst = Promise.all(
  Array.from({ length: logins }, (_, i) =>
    send("/blog/login", {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "content-length": String(Buffer.byteLength(body)),
        "x-forwarded-for": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
      },
      body,
    }),
  ),
).then((answers) => {
  done = true;
  return answers;
});

const page = [];
const health = [];
const sampling = [];
while (!done) {
  sampling.push(send("/").then((a) => page.push(a.ms)));
  sampling.push(send("/healthz").then((a) => health.push(a.ms)));
  await new Promise((r) => setTimeout(r, 25));
}
const answers = await burst;
await Promise.all(sampling);
const statuses = {};
for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
const took = performance.now() - started;
console.log(`logins: ${logins} in ${took.toFixed(0)} ms, statuses ${JSON.stringify(statuses)}`);
console.log(`GET /        ${summary(page)}`);
console.log(`GET /healthz ${summary(health)}`);
