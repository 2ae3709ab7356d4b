// The production build for tests that start `node server.js` as it runs in production (static
// files, the page cache, the outer Express app of server/serve.ts). Built when missing or older
// than a source file, so a test never runs against yesterday's code.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { ROOT } from "./server-process";

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
