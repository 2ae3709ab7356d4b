// Throughput: autocannon against our server and against a bare node:http server answering the
// same bytes with the same headers, so the ratio shows what the app costs over Node itself.
import { Worker } from "node:worker_threads";
import { freePort, rawGet } from "../test/server-process";
import { cleanups, forget, log, round } from "./common";

export const CONNECTIONS = 20;
export const WARMUP_SECONDS = 1;
export const ACCEPT_ENCODING = "gzip, br";

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

async function startBare(body: Buffer, headers: Record<string, string>) {
  const port = await freePort();
  const worker = new Worker(BARE_WORKER, { eval: true, workerData: { port, body, headers } });
  await new Promise<void>((resolve, reject) => {
    worker.once("message", () => resolve());
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`bare server worker exited (${code})`)));
  });
  const stop = async () => {
    worker.postMessage("close");
    const t = setTimeout(() => void worker.terminate(), 2000);
    await new Promise<void>((r) => worker.once("exit", () => r()));
    clearTimeout(t);
  };
  cleanups.push(stop);
  return { port, stop };
}

async function cannon(port: number, urlPath: string, host: string, seconds: number) {
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

async function measure(label: string, port: number, urlPath: string, host: string, duration: number) {
  log(`autocannon ${label} ${urlPath}: ${WARMUP_SECONDS} s warm-up + ${duration} s`);
  await cannon(port, urlPath, host, WARMUP_SECONDS);
  return cannon(port, urlPath, host, duration);
}

/** Our server and the bare one on `urlPath`, `duration` seconds each after a warm-up. */
export async function throughput(serverPort: number, urlPath: string, duration: number) {
  const host = `localhost:${serverPort}`;
  const snap = await rawGet(serverPort, urlPath, { headers: { "accept-encoding": ACCEPT_ENCODING } });
  const headers: Record<string, string> = {};
  for (const h of ["content-type", "content-encoding"] as const) {
    const value = snap.headers[h];
    if (value) headers[h] = value;
  }
  const ours = await measure("ours", serverPort, urlPath, host, duration);
  const bare = await startBare(snap.body, headers);
  let bareRes: Awaited<ReturnType<typeof cannon>>;
  try {
    bareRes = await measure("bare", bare.port, urlPath, host, duration);
  } finally {
    await bare.stop();
    forget(bare.stop);
  }
  return {
    route: urlPath,
    status: snap.status,
    bodyBytes: snap.body.length,
    contentEncoding: snap.headers["content-encoding"] ?? null,
    etag: snap.headers.etag ?? null,
    ours,
    bare: bareRes,
    ratio: bareRes.rps && ours.rps != null ? round(ours.rps / bareRes.rps, 3) : null,
  };
}

export type Throughput = Awaited<ReturnType<typeof throughput>>;
