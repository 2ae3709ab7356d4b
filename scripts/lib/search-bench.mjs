// Runs scripts/lib/search-bench.ts (the app's TypeScript, through Vite's module runner; no build
// needed) and returns its figures. Used by scripts/bench.mjs.
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** @returns {Promise<{ posts: number; engines: { engine: string; p50: number; p95: number; queries: number; top3: number; quality: number; misses: string[]; buildMs?: number; skipped?: string }[] }>} */
export async function searchBench({ postgresUrl } = {}) {
  const { createServer } = await import("vite");
  const vite = await createServer({
    root: ROOT,
    configFile: false,
    logLevel: "error",
    appType: "custom",
    server: { middlewareMode: true, hmr: false, watch: null },
    resolve: { alias: { "~": path.join(ROOT, "app") } },
    ssr: { external: ["better-sqlite3", "pg", "kysely", "minisearch", "zod"] },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const mod = await vite.ssrLoadModule(path.join(ROOT, "scripts/lib/search-bench.ts"));
    return await mod.runSearchBench({ postgresUrl });
  } finally {
    await vite.close();
  }
}

/** The lines the bench prints. */
export function searchBenchLines(result) {
  const [site, ...others] = result.engines;
  const lines = [
    `Blog search, ${result.posts} posts per language: p50 ${site.p50} ms, p95 ${site.p95} ms (${site.queries} queries through searchPosts; ` +
      `${site.engine}, index built in ${site.buildMs} ms; expected article in the top 3 for ${site.top3}/${site.quality} queries)`,
  ];
  for (const e of others) {
    if (e.skipped) lines.push(`  compared: ${e.engine} skipped (${e.skipped.split("\n")[0]})`);
    else
      lines.push(
        `  compared: ${e.engine}: p50 ${e.p50} ms, p95 ${e.p95} ms, built in ${e.buildMs} ms, top 3 for ${e.top3}/${e.quality}` +
          (e.misses.length ? `; missed ${e.misses.join(", ")}` : ""),
      );
  }
  if (site.misses.length) lines.push(`  MiniSearch missed: ${site.misses.join(", ")}`);
  return lines;
}
