// Probes the admin login as an attacker would (issue 15): parallel wrong guesses, and oversized
// bodies. Prints how many guesses reached the password check (answered 401; 429 = refused before
// it) and the server's peak memory. Usage:
//   npx tsx scripts/bench/probe/login-throttle.ts guesses  http://127.0.0.1:3000 [count=200] [addresses=1]
//   npx tsx scripts/bench/probe/login-throttle.ts bodies   http://127.0.0.1:3000 [pid] [posts=6] [megabytes=250]
// With more than one address, the server must trust X-Forwarded-For from loopback (TRUST_PROXY=loopback).
import http from "node:http";
import { readFileSync } from "node:fs";

const [mode = "guesses", base = "http://127.0.0.1:3000", ...rest] = process.argv.slice(2);
const url = new URL("/blog/login", base);

type Body = string | ((req: http.ClientRequest, chunked: boolean) => void);

function post({ body, headers = {}, chunked = false }: { body: Body; headers?: Record<string, string>; chunked?: boolean }) {
  return new Promise<number | string>((resolve) => {
    const req = http.request(
      url,
      {
        method: "POST",
        agent: false,
        headers: { origin: url.origin, "content-type": "application/x-www-form-urlencoded", ...headers },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", (error: NodeJS.ErrnoException) => resolve(`error: ${error.code ?? error.message}`));
    if (typeof body === "function") body(req, chunked);
    else req.end(body);
  });
}

const tally = (list: (number | string)[]) => list.reduce<Record<string, number>>((t, s) => ({ ...t, [s]: (t[s] ?? 0) + 1 }), {});

if (mode === "guesses") {
  const count = Number(rest[0] ?? 200);
  const addresses = Number(rest[1] ?? 1);
  const started = Date.now();
  const statuses = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      post({
        body: `password=guess-${i}`,
        headers: addresses > 1 ? { "x-forwarded-for": `198.18.${Math.floor((i % addresses) / 250)}.${(i % addresses) % 250}` } : {},
      }),
    ),
  );
  const t = tally(statuses);
  console.log(JSON.stringify({ mode, count, addresses, statuses: t, reachedPasswordCheck: t[401] ?? 0, ms: Date.now() - started }));
} else if (mode === "bodies") {
  const pid = rest[0];
  const posts = Number(rest[1] ?? 6);
  const megabytes = Number(rest[2] ?? 250);
  const rss = () => (pid ? Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024 : 0);
  let peak = rss();
  const before = peak;
  const watch = setInterval(() => (peak = Math.max(peak, rss())), 50);
  const chunk = Buffer.alloc(1024 * 1024, "a");
  const started = Date.now();
  const send = (chunked: boolean) => (req: http.ClientRequest) => {
    if (!chunked) req.setHeader("content-length", String(megabytes * 1024 * 1024 + 9));
    req.write("password=");
    let sent = 0;
    const pump = (): void => {
      while (sent < megabytes) {
        sent++;
        if (!req.write(chunk)) {
          req.once("drain", pump);
          return;
        }
      }
      req.end();
    };
    req.on("error", () => {});
    pump();
  };
  const statuses = await Promise.all(Array.from({ length: posts }, (_, i) => post({ body: send(i % 2 === 1) })));
  clearInterval(watch);
  console.log(
    JSON.stringify({
      mode,
      posts,
      megabytes,
      statuses: tally(statuses),
      rssBeforeMB: Math.round(before),
      rssPeakMB: Math.round(peak),
      ms: Date.now() - started,
    }),
  );
}
