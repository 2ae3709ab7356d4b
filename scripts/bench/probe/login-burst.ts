// Probe: how fast the site answers while a burst of wrong-password logins arrives at once.
// Usage: npx tsx scripts/bench/probe/login-burst.ts [baseUrl] [logins]
// The server must trust the probe as a proxy (TRUST_PROXY=loopback or 1) so that each login
// comes from its own address (X-Forwarded-For) and the per-address limit does not stop the burst.
// Prints p50/p99/max of `/` and `/healthz` sampled every 25 ms during the burst, and how the
// logins were answered.
import { summary, timedSender } from "./timing";

const base = new URL(process.argv[2] ?? "http://127.0.0.1:3000");
const logins = Number(process.argv[3] ?? 400);
const send = timedSender(base);

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

const page: number[] = [];
const health: number[] = [];
const sampling: Promise<number>[] = [];
while (!done) {
  sampling.push(send("/").then((a) => page.push(a.ms)));
  sampling.push(send("/healthz").then((a) => health.push(a.ms)));
  await new Promise((r) => setTimeout(r, 25));
}
const answers = await burst;
await Promise.all(sampling);
const statuses: Record<string, number> = {};
for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
const took = performance.now() - started;
console.log(`logins: ${logins} in ${took.toFixed(0)} ms, statuses ${JSON.stringify(statuses)}`);
console.log(`GET /        ${summary(page)}`);
console.log(`GET /healthz ${summary(health)}`);
