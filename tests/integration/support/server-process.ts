// Runs `node server.js …` as a child process for the start-up tests: its output, its exit, plain
// HTTP requests with any Host header, and a stop that never leaves the child behind.
import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import net from "node:net";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { envVariables } from "~/config/env.server";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");

const live = new Set<ChildProcess>();
process.on("exit", () => {
  for (const child of live) child.kill("SIGKILL");
});

/** A TCP port that is free right now. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = net.createServer();
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

export interface ServerRun {
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

export function runServer(args: string[], env: NodeJS.ProcessEnv): ServerRun {
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  live.add(child);
  let out = "";
  let err = "";
  child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString("utf8")));
  child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString("utf8")));
  const exited = new Promise<number | null>((resolveExit) => {
    child.once("exit", (code) => {
      live.delete(child);
      resolveExit(code);
    });
  });
  return {
    child,
    stdout: () => out,
    stderr: () => err,
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request to 127.0.0.1:port with the given Host header (default localhost:port). */
export function request(
  port: number,
  path: string,
  {
    method = "GET",
    host = `localhost:${port}`,
    headers = {},
    body,
  }: { method?: string; host?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolveAnswer, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path, method, headers: { host, ...headers }, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolveAnswer({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }),
      );
      res.on("error", reject);
    });
    req.setTimeout(120_000, () => req.destroy(new Error(`${method} ${path}: no answer within 120 s`)));
    req.on("error", reject);
    req.end(body);
  });
}

/** Waits until GET /readyz answers 200 (started, database ready); fails early, with the server's output, if it exits. */
export async function waitUntilHealthy(run: ServerRun, port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void run.exited.then((code) => (exitCode = code));
  for (;;) {
    if (exitCode !== undefined) throw new Error(`server exited (${exitCode}) before /readyz answered:\n${run.stdout()}\n${run.stderr()}`);
    const status = await request(port, "/readyz").then(
      (answer) => answer.status,
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() > deadline)
      throw new Error(`/readyz did not answer 200 within ${timeoutMs} ms (last: ${status}):\n${run.stdout()}\n${run.stderr()}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Lines that look like a stack trace ("    at fn (file:line)"). */
export const stackLines = (output: string) => output.split("\n").filter((line) => /^\s+at\s/.test(line));
