// The production build for tests that start `node server.js` as it runs in production (static
// files, the page cache, the outer Express app of server/serve.ts). Built when missing or older
// than a source file, so a test never runs against yesterday's code.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { freePort, ROOT, runServer, serverEnv, waitUntilHealthy, type ServerRun } from "../../../scripts/test/server-process";

/** Seconds a build may take on a busy machine (it takes 5–7 s on an idle one). */
export const BUILD_TIMEOUT_MS = 600_000;

const SOURCES = ["app", "server", "public", "server.js", "react-router.config.ts", "vite.config.ts", "package-lock.json"];

function newest(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

/** The build folder (BUILD_DIR, default build/), built afresh when a source is newer than it. */
export function productionBuild(): string {
  const dir = resolve(ROOT, process.env.BUILD_DIR ?? "build");
  const marker = join(dir, "server", "index.js");
  const built = existsSync(marker) ? statSync(marker).mtimeMs : 0;
  const sources = Math.max(
    ...SOURCES.map((s) => join(ROOT, s))
      .filter(existsSync)
      .map(newest),
  );
  if (built < sources) {
    const result = spawnSync("npx", ["react-router", "build"], { cwd: ROOT, encoding: "utf8", timeout: BUILD_TIMEOUT_MS });
    if (result.status !== 0) throw new Error(`react-router build failed:\n${result.stdout}\n${result.stderr}`);
  }
  return dir;
}

/** A production server of the build (`node server.js`) with a data folder of its own. */
export interface ProductionServer {
  server: ServerRun;
  port: number;
  /** Its DATA_DIR (and SQLite file, unless `env` names another database). */
  dir: string;
  /** Stops the server and removes its data folder. */
  stop(): Promise<void>;
}

/**
 * Starts the production build (built first when stale) on a free port of 127.0.0.1, on SQLite in
 * a fresh data folder unless `env` says otherwise, and waits until /readyz answers 200.
 */
export async function startProductionServer(env: Record<string, string>, name: string): Promise<ProductionServer> {
  const buildDir = productionBuild();
  const dir = mkdtempSync(join(tmpdir(), `forestcrew-${name}-`));
  const port = await freePort();
  const server = runServer(
    ["server.js"],
    serverEnv({
      NODE_ENV: "production",
      BUILD_DIR: buildDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dir,
      DATABASE_URL: `file:${join(dir, "site.db")}`,
      ...env,
    }),
  );
  const stop = async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitUntilHealthy(server, port, 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { server, port, dir, stop };
}
