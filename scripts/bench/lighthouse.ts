// Lighthouse (mobile) on each route, the median of N runs, summed up for the bench's table and
// JSON: scores, paint timings, bytes, requests to other origins, and what a failed audit found.
import { cleanups, kb, log, round } from "./common";

const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/** The parts of Lighthouse's result (LHR) read here; audit details vary by audit, so loosely. */
interface Item {
  [key: string]: unknown;
  url?: string;
  resourceType?: string;
  transferSize?: number;
  requestCount?: number;
  startTime?: number;
  duration?: number;
  source?: string;
  description?: string;
  sourceLocation?: { url?: string };
  node?: { selector?: string; snippet?: string; explanation?: string };
  items?: Item[];
  phase?: string;
  label?: string;
  timing?: number;
}
interface Audit {
  id: string;
  score: number | null;
  scoreDisplayMode?: string;
  numericValue?: number;
  details?: { type?: string; items?: Item[] };
}
interface Lhr {
  categories: Record<string, { score: number | null; auditRefs?: { id: string; weight: number }[] } | undefined>;
  audits: Record<string, Audit | undefined>;
  finalDisplayedUrl?: string;
  mainDocumentUrl?: string;
  runtimeError?: { code: string; message: string };
  runWarnings?: string[];
  lighthouseVersion?: string;
  environment?: { hostUserAgent?: string };
}

/** One route's result: the summary of its median run, or only `error` when no run worked. */
export type PageResult = Partial<ReturnType<typeof summarize>> & {
  url: string;
  error?: string;
  perfRuns?: (number | null)[];
  route?: string;
};
type Row = PageResult;

/** Lighthouse on each URL, `runs` times; the median run of each (see medianRun). */
export async function runLighthouse(urls: string[], runs: number, assertAlive: () => void): Promise<Row[]> {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const chromePath = process.env.CHROME_PATH || "/usr/bin/chromium";
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, handleSIGINT: false });
  const stopChrome = async () => {
    try {
      // kill() returns a promise in some chrome-launcher versions and nothing in others.
      await Promise.resolve(chrome.kill());
    } catch {
      // Chrome has already exited.
    }
  };
  cleanups.push(stopChrome);

  const results: Row[] = [];
  try {
    // A fresh Chromium pays for its own start-up (compiling, caches) in the first run's Total
    // Blocking Time: measured here, the first page scored 67-73 and the same page 94 right after.
    // One unrecorded run takes that cost.
    log(`lighthouse warm-up run (not recorded): ${urls[0]}`);
    await lighthouse(urls[0], { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] }).catch(() => {});
    for (const url of urls) {
      const rows: Row[] = [];
      for (let run = 1; run <= runs; run++) {
        let row: Row = { url, error: "not run" };
        // Lighthouse itself says "run again" for flaky trace errors (NO_NAVSTART …): one retry.
        for (let attempt = 1; attempt <= 2; attempt++) {
          assertAlive();
          log(`lighthouse ${url}${runs > 1 ? ` (run ${run}/${runs})` : ""}${attempt > 1 ? " (retry)" : ""}`);
          const t0 = Date.now();
          try {
            const runner = await lighthouse(url, {
              port: chrome.port,
              output: "json",
              logLevel: "error",
              onlyCategories: CATEGORIES,
            });
            if (!runner) throw new Error("Lighthouse returned no result");
            row = summarize(url, runner.lhr as unknown as Lhr);
          } catch (err) {
            row = { url, error: (err as Error).message };
          }
          const failed = row.error;
          log(`  done in ${((Date.now() - t0) / 1000).toFixed(1)} s${failed ? `: ERROR ${failed}` : ""}`);
          if (!failed) break;
        }
        rows.push(row);
      }
      results.push(medianRun(rows));
    }
  } finally {
    await stopChrome();
  }
  return results;
}

/**
 * The run with the median performance score, as Lighthouse's documentation advises for a
 * number that varies from run to run (mostly Total Blocking Time on a shared machine); every
 * run's score is kept in `perfRuns`.
 */
function medianRun(rows: Row[]): Row {
  const ok = rows.filter((r) => !r.error && r.perf != null);
  if (!ok.length) return rows[rows.length - 1]!;
  const sorted = [...ok].sort((a, b) => a.perf! - b.perf!);
  return { ...sorted[Math.floor((sorted.length - 1) / 2)]!, perfRuns: ok.map((r) => r.perf ?? null) };
}

function summarize(url: string, lhr: Lhr) {
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    return value == null ? null : Math.round(value * 100);
  };
  const num = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const pageOrigin = new URL(lhr.finalDisplayedUrl || lhr.mainDocumentUrl || url).origin;

  const items = lhr.audits["network-requests"]?.details?.items ?? [];
  let js = 0;
  let css = 0;
  const foreign: string[] = [];
  const scripts: { url: string | undefined; kB: number | null }[] = [];
  for (const it of items) {
    if (it.resourceType === "Script") {
      js += it.transferSize || 0;
      scripts.push({ url: it.url, kB: kb(it.transferSize || 0) });
    } else if (it.resourceType === "Stylesheet") css += it.transferSize || 0;
    let u: URL;
    try {
      u = new URL(it.url ?? "");
    } catch {
      continue;
    }
    if (!/^https?:$|^wss?:$/.test(u.protocol)) continue; // data:, blob:, chrome-extension: …
    if (u.origin !== pageOrigin) foreign.push(it.url ?? "");
  }
  if (!items.length) {
    // fall back to resource-summary (no per-origin information there)
    const rs = lhr.audits["resource-summary"]?.details?.items ?? [];
    js = rs.find((r) => r.resourceType === "script")?.transferSize ?? 0;
    css = rs.find((r) => r.resourceType === "stylesheet")?.transferSize ?? 0;
    const third = rs.find((r) => r.resourceType === "third-party")?.requestCount;
    if (third) foreign.push(...Array<string>(third).fill("(third-party, see resource-summary)"));
  }

  return {
    url,
    finalUrl: lhr.finalDisplayedUrl,
    error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
    warnings: lhr.runWarnings?.length ? lhr.runWarnings : undefined,
    perf: score("performance"),
    a11y: score("accessibility"),
    bp: score("best-practices"),
    seo: score("seo"),
    fcpMs: round(num("first-contentful-paint")),
    siMs: round(num("speed-index")),
    lcpMs: round(num("largest-contentful-paint")),
    lcpElement: lcpElement(lhr),
    longTasks: (lhr.audits["long-tasks"]?.details?.items ?? []).slice(0, 8).map((t) => ({
      url: t.url,
      startMs: Math.round(t.startTime ?? 0),
      ms: Math.round(t.duration ?? 0),
    })),
    metricScores: Object.fromEntries(
      ["first-contentful-paint", "speed-index", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift"].map((id) => [
        id,
        lhr.audits[id]?.score ?? null,
      ]),
    ),
    cls: round(num("cumulative-layout-shift"), 3),
    tbtMs: round(num("total-blocking-time")),
    jsKB: kb(js),
    cssKB: kb(css),
    requests: items.length,
    foreignRequests: foreign.length,
    foreignUrls: foreign,
    failedAudits: failedAudits(lhr),
    failedItems: failedItems(lhr),
    consoleErrors: (lhr.audits["errors-in-console"]?.details?.items ?? []).map((i) => ({
      source: i.source,
      description: i.description,
      url: i.sourceLocation?.url ?? i.url,
    })),
    scripts: scripts.sort((a, b) => (b.kB ?? 0) - (a.kB ?? 0)),
    lighthouseVersion: lhr.lighthouseVersion,
    userAgent: lhr.environment?.hostUserAgent,
  };
}

/** The element Lighthouse took for the largest contentful paint, and its phases. */
function lcpElement(lhr: Lhr) {
  const details = lhr.audits["largest-contentful-paint-element"]?.details;
  const tables: (Item | undefined)[] | undefined = details?.type === "list" ? details.items : [details];
  const node = tables?.[0]?.items?.[0]?.node;
  const phases = tables?.[1]?.items?.map((i) => `${i.phase ?? i.label}: ${Math.round(i.timing ?? 0)} ms`);
  return node ? { selector: node.selector, snippet: node.snippet?.slice(0, 160), phases } : undefined;
}

/** The elements behind each failed audit (first 5 each): selector, markup and why. */
function failedItems(lhr: Lhr) {
  const out: Record<string, { selector?: string; snippet?: string; explanation?: string }[]> = {};
  for (const id of Object.values(failedAudits(lhr) ?? {}).flat()) {
    const items = (lhr.audits[id]?.details?.items ?? []).slice(0, 5).map((i) => ({
      selector: i.node?.selector,
      snippet: i.node?.snippet?.slice(0, 200),
      explanation: i.node?.explanation?.split("\n").slice(0, 2).join(" "),
    }));
    if (items.length) out[id] = items;
  }
  return out;
}

/** Audits below full score in a11y / bp / seo, so a miss can be acted on. */
function failedAudits(lhr: Lhr): Record<string, string[]> | undefined {
  const out: Record<string, string[]> = {};
  for (const cat of ["accessibility", "best-practices", "seo"]) {
    const ids = (lhr.categories[cat]?.auditRefs ?? [])
      .filter((r) => r.weight > 0)
      .map((r) => lhr.audits[r.id])
      .filter((a): a is Audit => !!a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== "notApplicable")
      .map((a) => a.id);
    if (ids.length) out[cat] = ids;
  }
  return Object.keys(out).length ? out : undefined;
}
