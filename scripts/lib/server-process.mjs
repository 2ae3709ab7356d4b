// Start, await and stop the production server (`node server.js`) as a child
// process. Used by scripts/bench.mjs and the end-to-end test setup.
//
//   const port = await freePort();
//   const server = await startServer({ port, env: { DATABASE_URL: "file:/tmp/x.db" } });
//   ... server.url (http://localhost:<port>) ...
//   await server.stop();
//
// The child is killed when this process exits, even if stop() was never called.
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** A TCP port that is free right now (bind to port 0, read it, close). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.once("error", reject);
    srv.listen(0, () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * GET http://127.0.0.1:<port><path> with an explicit Host header. Resolves
 * with { status, headers, body: Buffer } (the raw, still-encoded body).
 */
export function rawGet(port, urlPath, { host = `localhost:${port}`, headers = {}, timeoutMs = 5000 } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port, path: urlPath, headers: { host, ...headers }, agent: false }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`GET ${urlPath}: timeout after ${timeoutMs} ms`)));
    req.on("error", reject);
  });
}

const live = new Set();
process.on("exit", () => {
  for (const child of live) {
    try {
      child.kill("SIGKILL");
    } catch {
      // It has already exited.
    }
  }
});

function tailOfFile(file, maxBytes = 8000) {
  try {
    const buf = fs.readFileSync(file);
    return buf.subarray(Math.max(0, buf.length - maxBytes)).toString("utf8");
  } catch {
    return "";
  }
}

/**
 * Start `node server.js` and wait until GET /readyz answers 200 (migrated, database reachable:
 * /healthz answers 200 as soon as the process is alive, before start-up is done).
 *
 * @param {object} [opts]
 * @param {Record<string,string>} [opts.env]   extra environment (PORT is set from `port`)
 * @param {number} [opts.port]                 defaults to a free port
 * @param {string} [opts.cwd]                  defaults to the repository root
 * @param {string} [opts.entry]                defaults to "server.js"
 * @param {string[]} [opts.nodeArgs]           extra node flags, e.g. ["--cpu-prof"]
 * @param {number} [opts.timeoutMs]            readiness wait, default 30 000
 * @param {"file"|"inherit"|"ignore"} [opts.output]
 *        "file" (default): child stdout/stderr go to a log file (path in `logFile`);
 *        its tail is shown if the server fails to come up. A file, not a pipe,
 *        so request logging costs this process nothing during a load test.
 * @param {string} [opts.logFile]              for output "file"; default in os.tmpdir()
 * @returns {Promise<{url:string, port:number, pid:number, logFile?:string, child:import("node:child_process").ChildProcess,
 *   stop():Promise<void>, exited:null|{code:number|null, signal:string|null}, logTail(maxBytes?:number):string}>}
 */
export async function startServer({
  env = {},
  port,
  cwd = ROOT,
  entry = "server.js",
  nodeArgs = [],
  timeoutMs = 30_000,
  output = "file",
  logFile,
} = {}) {
  port ??= await freePort();
  let stdio = output;
  let logFd;
  if (output === "file") {
    logFile ??= path.join(os.tmpdir(), `server-${port}-${process.pid}.log`);
    logFd = fs.openSync(logFile, "w");
    stdio = ["ignore", logFd, logFd];
  }
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    cwd,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio,
  });
  if (logFd !== undefined) fs.closeSync(logFd); // the child holds its own copy
  live.add(child);

  let exited = null;
  const exitPromise = new Promise((resolve) => {
    child.once("exit", (code, signal) => {
      exited = { code, signal };
      live.delete(child);
      resolve(exited);
    });
    child.once("error", (err) => {
      exited = { code: null, signal: null, error: err };
      live.delete(child);
      resolve(exited);
    });
  });

  async function stop() {
    if (exited) return;
    child.kill("SIGTERM");
    const timer = setTimeout(() => {
      if (!exited) child.kill("SIGKILL");
    }, 5000);
    await exitPromise;
    clearTimeout(timer);
  }

  const deadline = Date.now() + timeoutMs;
  let lastError = "no answer";
  while (true) {
    if (exited) {
      const why = exited.error ? exited.error.message : `exit code ${exited.code}, signal ${exited.signal}`;
      const log = logFile ? `\n--- ${logFile} (tail) ---\n${tailOfFile(logFile)}` : "";
      throw new Error(`server exited before /readyz answered (${why})${log}`);
    }
    try {
      const res = await rawGet(port, "/readyz", { timeoutMs: 2000 });
      if (res.status === 200) break;
      lastError = `status ${res.status}`;
    } catch (err) {
      lastError = err.code || err.message;
    }
    if (Date.now() > deadline) {
      await stop();
      const log = logFile ? `\n--- ${logFile} (tail) ---\n${tailOfFile(logFile)}` : "";
      throw new Error(`server did not answer /readyz with 200 within ${timeoutMs} ms (last: ${lastError})${log}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }

  return {
    url: `http://localhost:${port}`,
    port,
    pid: child.pid,
    logFile,
    child,
    stop,
    /** null while running, else { code, signal } */
    get exited() {
      return exited;
    },
    /** the end of the server's log (output "file" only) */
    logTail: (maxBytes) => (logFile ? tailOfFile(logFile, maxBytes) : ""),
  };
}
