// A server that cannot start says why in one line (naming what to change), exits with 1, and
// has changed nothing: no database file, no migrations.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends } from "./support/backends";
import { freePort, request, runServer, serverEnv, stackLines } from "../../scripts/test/server-process";
import { startTcpProxy, throughProxy } from "./support/tcp-proxy";

const postgresBackend = backends.find((b) => b.name === "postgres")!;

// Development mode needs no build; it reaches the same checks (Vite itself takes a few seconds to start).
const TIMEOUT = 90_000;

describe("a start that cannot succeed", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "forestcrew-startup-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** Starts the server with `vars` and returns its exit code, output and whether it created the database. */
  async function start(name: string, vars: Record<string, string>) {
    const dataDir = join(dir, name);
    const port = vars.PORT ?? String(await freePort());
    const run = runServer(
      ["server.js", "--dev"],
      serverEnv({ PORT: port, DATA_DIR: dataDir, DATABASE_URL: `file:${join(dataDir, "site.db")}`, ...vars }),
    );
    const code = await run.exited;
    return { code, stderr: run.stderr(), output: run.stdout() + run.stderr(), database: existsSync(join(dataDir, "site.db")) };
  }

  it(
    "names a port that is in use",
    async () => {
      const holder = net.createServer();
      await new Promise<void>((resolve) => holder.listen(0, "0.0.0.0", resolve));
      const { port } = holder.address() as net.AddressInfo;
      try {
        const result = await start("busy", { PORT: String(port), ADMIN_PASSWORD: "a-password-for-the-test" });
        expect(result.code).toBe(1);
        expect(result.stderr.split("\n")).toContain(`Port ${port} is already in use. Set PORT to another port.`);
        expect(stackLines(result.output)).toEqual([]);
        expect(result.database).toBe(false);
      } finally {
        holder.close();
      }
    },
    TIMEOUT,
  );

  it.each([
    ["PORT", "abc", 'Invalid PORT: expected a whole number from 1 to 65535 (got "abc").'],
    ["CHAT_RATE_PER_MINUTE", "-1", 'Invalid CHAT_RATE_PER_MINUTE: expected a whole number, at least 1 (got "-1").'],
  ])(
    "names a bad %s value",
    async (name, value, line) => {
      const result = await start(`bad-${name}`, { [name]: value });
      expect(result.code).toBe(1);
      expect(result.stderr.split("\n")).toContain(line);
      expect(result.stderr.split("\n").filter((l) => l.startsWith("Invalid "))).toEqual([line]);
      expect(stackLines(result.output)).toEqual([]);
      expect(result.database).toBe(false);
    },
    TIMEOUT,
  );

  it(
    "names a data folder it cannot write to, before it opens the database",
    async () => {
      const notAFolder = join(dir, "a-file");
      writeFileSync(notAFolder, "");
      const result = await start("file-as-data-dir", { DATA_DIR: notAFolder, DATABASE_URL: `file:${join(dir, "never.db")}` });
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(
        new RegExp(
          `^DATA_DIR ${notAFolder} is not a writable folder \\(.+\\)\\. Set DATA_DIR to a folder the server may write to\\.$`,
          "m",
        ),
      );
      expect(stackLines(result.output)).toEqual([]);
      expect(existsSync(join(dir, "never.db"))).toBe(false);
    },
    TIMEOUT,
  );

  it(
    "names an unreachable database without repeating its password",
    async () => {
      const closedPort = await freePort();
      const result = await start("no-postgres", {
        DATABASE_URL: `postgres://editor:s3cret-pw@127.0.0.1:${closedPort}/site`,
        DB_START_RETRY_SECONDS: "2",
      });
      expect(result.code).toBe(1);
      // Asked again with a pause, each attempt in a line, then given up with the one-line report.
      expect(result.stderr).toMatch(/Attempt 1 failed; trying again in 1 s \(giving up 2 s from now, DB_START_RETRY_SECONDS=2\)\.$/m);
      expect(result.stderr.trimEnd().split("\n").at(-1)).toMatch(
        /^Cannot open the PostgreSQL database: .*ECONNREFUSED.*\. Check DATABASE_URL\.$/,
      );
      expect(result.output).not.toContain("s3cret-pw");
      expect(stackLines(result.output)).toEqual([]);
    },
    TIMEOUT,
  );
});

describe.skipIf(postgresBackend.skip)("a start while PostgreSQL is not there yet", () => {
  it(
    "waits with growing pauses, saying so; /healthz answers 200 and /readyz 503 meanwhile; starts when the database comes",
    async () => {
      const database = await postgresBackend.setup();
      const proxy = await startTcpProxy(Number(new URL(database.url).port || 5432));
      proxy.set("reset");
      const dataDir = mkdtempSync(join(tmpdir(), "forestcrew-startup-wait-"));
      const port = await freePort();
      const run = runServer(
        ["server.js", "--dev"],
        serverEnv({
          PORT: String(port),
          DATA_DIR: dataDir,
          DATABASE_URL: throughProxy(database.url, proxy),
          ADMIN_PASSWORD: "a-password-for-the-test",
          DB_START_RETRY_SECONDS: "120",
        }),
      );
      try {
        const deadline = Date.now() + 60_000;
        while (!/Attempt 2 failed; trying again in 2 s/.test(run.stderr())) {
          if (Date.now() > deadline || run.child.exitCode !== null) throw new Error(`no second attempt:\n${run.stderr()}`);
          await new Promise((r) => setTimeout(r, 100));
        }
        expect(run.stderr()).toMatch(
          /Cannot open the PostgreSQL database: .*\. Check DATABASE_URL\. Attempt 1 failed; trying again in 1 s/,
        );
        const health = await request(port, "/healthz");
        expect(health.status).toBe(200);
        const ready = await request(port, "/readyz");
        expect(ready.status).toBe(503);
        expect(JSON.parse(ready.body)).toMatchObject({ status: "starting" });
        const page = await request(port, "/");
        expect(page.status).toBe(503);
        expect(page.headers["retry-after"]).toBe("5");

        proxy.set("forward");
        const started = Date.now();
        while ((await request(port, "/readyz").catch(() => ({ status: 0 }))).status !== 200) {
          if (Date.now() - started > 60_000 || run.child.exitCode !== null) throw new Error(`not ready:\n${run.stderr()}`);
          await new Promise((r) => setTimeout(r, 200));
        }
        expect(run.stderr()).toMatch(/Database reachable \(attempt \d+\): starting\./);
        expect(run.child.exitCode).toBeNull();
      } finally {
        await run.stop();
        await proxy.close();
        await database.teardown();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    TIMEOUT,
  );
});
