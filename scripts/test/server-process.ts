// The one launcher of the production server (`node server.js …`) as a child process, for the
// integration and deployment tests, the bench and the probes. Two ways to run it:
//
//   runServer(args, env)      output kept in memory (stdout(), stderr()): the start-up tests read it
//   startServer({ port, env }) output to a log file, resolves once /readyz answers 200: load tests,
//                             where a pipe would cost this process time per request logged
//
// Children are killed when this process exits, even if stop() was never called.
import { spawn, type ChildProcess, type StdioOptions } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { envVariables } from "~/config/env.server";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

const live = new Set<ChildProcess>();
process.on("exit", () => {
  for (const child of live) {
    try {
      child.kill("SIGKILL");
    } catch {
      // It has already exited.
    }
  }
});

/** A TCP port that is free right now (bind to port 0, read it, close). */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once("error", reject);
    probe.listen(0, () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolvePort(port));
    });
  });
}

/** This process's environment without any of the server's variables, plus `vars`. */
export function serverEnv(vars: Record<string, string>): NodeJS.ProcessEnv {
  const base: NodeJS.ProcessEnv = { ...process.env };
  for (const name of envVariables) delete base[name];
  return { ...base, ...vars };
}

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

interface RequestOptions {
  method?: string;
  host?: string;
  headers?: Record<string, string>;
  body?: string;
  timeoutMs?: number;
}

/** One request to 127.0.0.1:port with an explicit Host header (default localhost:port); the body as received. */
function send(
  port: number,
  urlPath: string,
  { method = "GET", host, headers = {}, body, timeoutMs = 120_000 }: RequestOptions,
): Promise<RawAnswer> {
  return new Promise((resolveAnswer, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, path: urlPath, method, headers: { host: host ?? `localhost:${port}`, ...headers }, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolveAnswer({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on("error", reject);
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`${method} ${urlPath}: no answer within ${timeoutMs} ms`)));
    req.on("error", reject);
    req.end(body);
  });
}

/** GET with an explicit Host header; the raw, still-encoded body (default timeout 5 s). */
export function rawGet(
  port: number,
  urlPath: string,
  { host, headers = {}, timeoutMs = 5000 }: { host?: string; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<RawAnswer> {
  return send(port, urlPath, { host, headers, timeoutMs });
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request with the given Host header (default localhost:port); the body as text (timeout 120 s). */
export async function request(
  port: number,
  urlPath: string,
  options: { method?: string; host?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  const answer = await send(port, urlPath, options);
  return { ...answer, body: answer.body.toString("utf8") };
}

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  error?: Error;
}

/** Spawns `node …args`, tracks it for the exit handler, and stops it with SIGTERM, then SIGKILL after `graceMs`. */
function launch(args: string[], options: { cwd: string; env: NodeJS.ProcessEnv; stdio: StdioOptions }, graceMs: number) {
  const child = spawn(process.execPath, args, options);
  live.add(child);
  let exit: Exit | undefined;
  const exited = new Promise<Exit>((resolveExit) => {
    const done = (value: Exit) => {
      exit ??= value;
      live.delete(child);
      resolveExit(exit);
    };
    child.once("exit", (code, signal) => done({ code, signal }));
    child.once("error", (error) => done({ code: null, signal: null, error }));
  });
  async function stop(): Promise<void> {
    if (exit || child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    const timer = setTimeout(() => {
      if (!exit) child.kill("SIGKILL");
    }, graceMs);
    await exited;
    clearTimeout(timer);
  }
  return { child, exited, stop, exit: () => exit };
}

/** Why the server never became ready: it exited (`exit`), or it did not answer 200 in time (`last`: what it did). */
type NotReady = { exit: Exit; last?: undefined } | { exit?: undefined; last: string };

/** Polls GET /readyz until it answers 200; `failure` makes the error for an early exit or the timeout. */
async function untilReady(
  port: number,
  {
    timeoutMs,
    intervalMs,
    exit,
    failure,
  }: { timeoutMs: number; intervalMs: number; exit: () => Exit | undefined; failure: (why: NotReady) => Error },
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = "no answer";
  for (;;) {
    const gone = exit();
    if (gone) throw failure({ exit: gone });
    try {
      const answer = await rawGet(port, "/readyz", { timeoutMs: 2000 });
      if (answer.status === 200) return;
      last = `status ${answer.status}`;
    } catch (error) {
      last = (error as NodeJS.ErrnoException).code || (error as Error).message;
    }
    if (Date.now() > deadline) throw failure({ last });
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

export interface ServerRun {
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  stop: () => Promise<void>;
  /** The exit, once it happened (for waitUntilHealthy). */
  exit: () => Exit | undefined;
}

/** Runs `node …args` from the repository root, its output kept in memory. */
export function runServer(args: string[], env: NodeJS.ProcessEnv): ServerRun {
  const run = launch(args, { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] }, 10_000);
  let out = "";
  let err = "";
  run.child.stdout!.on("data", (chunk: Buffer) => (out += chunk.toString("utf8")));
  run.child.stderr!.on("data", (chunk: Buffer) => (err += chunk.toString("utf8")));
  return {
    child: run.child,
    stdout: () => out,
    stderr: () => err,
    exited: run.exited.then((exit) => exit.code),
    stop: run.stop,
    exit: run.exit,
  };
}

/** Waits until GET /readyz answers 200 (started, database ready); fails early, with the server's output, if it exits. */
export async function waitUntilHealthy(run: ServerRun, port: number, timeoutMs: number): Promise<void> {
  await untilReady(port, {
    timeoutMs,
    intervalMs: 250,
    exit: run.exit,
    failure: ({ exit, last }) =>
      exit
        ? new Error(`server exited (${exit.code}) before /readyz answered:\n${run.stdout()}\n${run.stderr()}`)
        : new Error(`/readyz did not answer 200 within ${timeoutMs} ms (last: ${last}):\n${run.stdout()}\n${run.stderr()}`),
  });
}

function tailOfFile(file: string, maxBytes = 8000): string {
  try {
    const buf = fs.readFileSync(file);
    return buf.subarray(Math.max(0, buf.length - maxBytes)).toString("utf8");
  } catch {
    return "";
  }
}

export interface StartOptions {
  /** Extra environment (PORT is set from `port`). */
  env?: Record<string, string>;
  /** Defaults to a free port. */
  port?: number;
  /** Defaults to the repository root. */
  cwd?: string;
  /** Defaults to "server.js". */
  entry?: string;
  /** Extra node flags, e.g. ["--cpu-prof"]. */
  nodeArgs?: string[];
  /** Readiness wait, default 30 000. */
  timeoutMs?: number;
  /**
   * "file" (default): the child's stdout/stderr go to a log file (`logFile`), whose tail is shown if
   * the server fails to come up. A file, not a pipe, so request logging costs this process nothing
   * during a load test.
   */
  output?: "file" | "inherit" | "ignore";
  /** For output "file"; default in os.tmpdir(). */
  logFile?: string;
}

export interface StartedServer {
  url: string;
  port: number;
  pid: number | undefined;
  logFile: string | undefined;
  child: ChildProcess;
  stop(): Promise<void>;
  /** null while running, else { code, signal }. */
  readonly exited: Exit | null;
  /** The end of the server's log (output "file" only). */
  logTail(maxBytes?: number): string;
}

/**
 * Starts `node server.js` and waits until GET /readyz answers 200 (migrated, database reachable:
 * /healthz answers 200 as soon as the process is alive, before start-up is done).
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
}: StartOptions = {}): Promise<StartedServer> {
  const listen = port ?? (await freePort());
  let stdio: StdioOptions = output === "file" ? "ignore" : output;
  let logFd: number | undefined;
  if (output === "file") {
    logFile ??= path.join(os.tmpdir(), `server-${listen}-${process.pid}.log`);
    logFd = fs.openSync(logFile, "w");
    stdio = ["ignore", logFd, logFd];
  }
  const run = launch([...nodeArgs, entry], { cwd, env: { ...process.env, ...env, PORT: String(listen) }, stdio }, 5000);
  if (logFd !== undefined) fs.closeSync(logFd); // the child holds its own copy

  const log = () => (logFile ? `\n--- ${logFile} (tail) ---\n${tailOfFile(logFile)}` : "");
  try {
    await untilReady(listen, {
      timeoutMs,
      intervalMs: 150,
      exit: run.exit,
      failure: ({ exit, last }) =>
        exit
          ? new Error(
              `server exited before /readyz answered (${exit.error ? exit.error.message : `exit code ${exit.code}, signal ${exit.signal}`})${log()}`,
            )
          : new Error(`server did not answer /readyz with 200 within ${timeoutMs} ms (last: ${last})${log()}`),
    });
  } catch (error) {
    await run.stop();
    throw error;
  }

  return {
    url: `http://localhost:${listen}`,
    port: listen,
    pid: run.child.pid,
    logFile,
    child: run.child,
    stop: run.stop,
    get exited() {
      return run.exit() ?? null;
    },
    logTail: (maxBytes) => (logFile ? tailOfFile(logFile, maxBytes) : ""),
  };
}

/** Lines that look like a stack trace ("    at fn (file:line)"). */
export const stackLines = (output: string) => output.split("\n").filter((line) => /^\s+at\s/.test(line));
