// `npm test`: lint, type check, unit and integration tests (Vitest), production build, the
// deployment tests on that build (vitest.deploy.config.ts), end-to-end tests in Chromium
// (Playwright). Ends with one line "N passed, N failed", followed by ", N flaky" and
// ", N skipped" when there are any.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { delimiter, join } from "node:path";
import { pathToFileURL } from "node:url";

export const DEFAULT_CHROME_PATH = "/usr/bin/chromium";

/** What this machine has, for deciding how to get a missing tool. */
export interface Machine {
  present: boolean;
  root: boolean;
  aptGet: boolean;
}

export type Step<Else extends string> = { action: "none" } | { action: "install" | Else; message: string };

/**
 * What to do about the browser of the end-to-end tests. Installing needs root and apt-get, and
 * only helps when the tests look for Debian's path (no CHROME_PATH elsewhere); otherwise the
 * visitor gets one line saying what to run.
 */
export function chromiumStep({ present, root, aptGet, chromePath }: Machine & { chromePath?: string }): Step<"stop"> {
  if (present) return { action: "none" };
  const custom = chromePath !== undefined && chromePath !== DEFAULT_CHROME_PATH;
  if (custom) {
    return { action: "stop", message: `Chromium is missing at CHROME_PATH=${chromePath}: correct it or unset it, then npm test again.` };
  }
  if (root && aptGet) {
    return { action: "install", message: "Chromium is missing: installing Debian's chromium (apt-get install -y chromium)" };
  }
  return {
    action: "stop",
    message: 'Chromium is missing: run "sudo apt-get install -y chromium" (or set CHROME_PATH), then npm test again.',
  };
}

/**
 * Counts of a Playwright JSON report. A test that passed only on a retry is flaky: reported with
 * its title, not counted as passed, and (alone) not a failure.
 */
interface PlaywrightSuite {
  title: string;
  specs?: { title: string; file: string; line: number; tests?: { projectName?: string; status: string }[] }[];
  suites?: PlaywrightSuite[];
}

export interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites?: PlaywrightSuite[];
}

export interface Counts {
  passed: number;
  failed: number;
  flaky?: number;
  skipped?: number;
}

export function e2eCounts(report: PlaywrightReport): Required<Counts> & { flakyTitles: string[] } {
  const { expected, unexpected, flaky, skipped } = report.stats;
  const flakyTitles: string[] = [];
  const walk = (suite: PlaywrightSuite, path: string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== "flaky") continue;
        const project = test.projectName ? `[${test.projectName}] ` : "";
        flakyTitles.push(`${project}${spec.file}:${spec.line} › ${[...path, spec.title].join(" › ")}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  // Top-level suites are the test files; their titles repeat the file name.
  for (const file of report.suites ?? []) walk(file, []);
  return { passed: expected, failed: unexpected, flaky, skipped, flakyTitles };
}

/** "N passed, N failed", then ", N flaky" and ", N skipped" when not zero. */
export function summary({ passed, failed, flaky = 0, skipped = 0 }: Counts): string {
  return `${passed} passed, ${failed} failed${flaky ? `, ${flaky} flaky` : ""}${skipped ? `, ${skipped} skipped` : ""}`;
}

function onPath(command: string): boolean {
  return (process.env.PATH ?? "").split(delimiter).some((dir) => dir && existsSync(join(dir, command)));
}

function run(cmd: string, args: string[], env: Record<string, string> = {}): boolean {
  const result = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return result.status === 0;
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as T;
  } catch {
    return null;
  }
}

/** Makes sure the end-to-end tests have a browser; exits with one line when it cannot. */
function ensureChromium() {
  const chromePath = process.env.CHROME_PATH || undefined;
  const path = chromePath ?? DEFAULT_CHROME_PATH;
  const step = chromiumStep({ present: existsSync(path), root: process.getuid?.() === 0, aptGet: onPath("apt-get"), chromePath });
  if (step.action === "none") return;
  console.log(step.message);
  if (step.action === "stop") process.exit(1);
  const installed =
    run("apt-get", ["update", "-qq"]) &&
    run("apt-get", ["install", "-y", "-qq", "chromium"], { DEBIAN_FRONTEND: "noninteractive" }) &&
    existsSync(path);
  if (!installed) {
    console.log(`Chromium could not be installed (apt-get install -y chromium failed): install it, then npm test again.`);
    process.exit(1);
  }
}

/**
 * What to do about Caddy for the deployment tests: like Chromium, installed with apt-get when
 * missing and allowed, otherwise one line (and those tests are skipped).
 */
export function caddyStep({ present, root, aptGet }: Machine): Step<"skip"> {
  if (present) return { action: "none" };
  if (root && aptGet) return { action: "install", message: "Caddy is missing: installing Debian's caddy (apt-get install -y caddy)" };
  return {
    action: "skip",
    message: 'Caddy is missing: run "sudo apt-get install -y caddy" (or set CADDY); the deployment test is skipped.',
  };
}

function ensureCaddy() {
  const path = process.env.CADDY || "/usr/bin/caddy";
  const step = caddyStep({ present: existsSync(path), root: process.getuid?.() === 0, aptGet: onPath("apt-get") });
  if (step.action === "none") return;
  console.log(step.message);
  if (step.action === "install") {
    const installed =
      run("apt-get", ["update", "-qq"]) &&
      run("apt-get", ["install", "-y", "-qq", "caddy"], { DEBIAN_FRONTEND: "noninteractive" }) &&
      existsSync(path);
    // Debian's package starts a caddy service on port 80; the tests start their own.
    if (installed) spawnSync("sh", ["-c", "command -v systemctl >/dev/null && systemctl disable --now caddy >/dev/null 2>&1 || true"]);
    else console.log("Caddy could not be installed (apt-get install -y caddy failed): the deployment test is skipped.");
  }
}

/** The tests that need the production build: HTTP caching per route, Caddy with two instances on PostgreSQL. */
/** Vitest's JSON report, as far as it is read here. */
interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}

type Recorder = (suite: string, counts: Counts) => void;

function deployStage(record: Recorder): void {
  console.log("\n▶ Deployment tests (production build; Caddy + two instances on PostgreSQL)");
  ensureCaddy();
  const out = "test-results/vitest-deploy.json";
  rmSync(out, { force: true });
  const ok = run("npx", [
    "vitest",
    "run",
    "--config",
    "vitest.deploy.config.ts",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${out}`,
  ]);
  const report = readJson<VitestReport>(out);
  if (report) {
    record("deploy", {
      passed: report.numPassedTests,
      failed: report.numFailedTests + (ok || report.numFailedTests ? 0 : 1),
      skipped: report.numPendingTests + report.numTodoTests,
    });
  } else record("deploy", { passed: 0, failed: 1 });
}

function main() {
  const only = process.argv.slice(2); // e.g. `npm test -- unit e2e`
  const want = (suite: string) => only.length === 0 || only.includes(suite);
  const totals = { passed: 0, failed: 0, flaky: 0, skipped: 0 };
  const lines: string[] = [];
  const flakyTitles: string[] = [];

  const record: Recorder = (suite, counts) => {
    for (const key of ["passed", "failed", "flaky", "skipped"] as const) totals[key] += counts[key] ?? 0;
    lines.push(`${suite.padEnd(12)} ${summary(counts)}`);
  };

  // Before anything else: a machine without the browser learns it at once, not after the build.
  if (want("e2e")) ensureChromium();

  mkdirSync("test-results", { recursive: true });

  if (want("lint")) {
    console.log("\n▶ Lint (ESLint, Prettier)");
    // The type-aware rules read the route modules' generated types: without them every loader argument is `any`.
    const eslint = run("npx", ["react-router", "typegen"]) && run("npx", ["eslint", "."]);
    const prettier = run("npx", ["prettier", "--check", "."]);
    record("lint", { passed: Number(eslint) + Number(prettier), failed: Number(!eslint) + Number(!prettier) });
  }

  if (want("types")) {
    console.log("\n▶ Type check");
    const ok = run("npx", ["react-router", "typegen"]) && run("npx", ["tsc"]);
    record("types", { passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
  }

  if (want("unit")) {
    console.log("\n▶ Unit and integration tests (Vitest; PostgreSQL half when reachable)");
    const out = "test-results/vitest.json";
    rmSync(out, { force: true });
    const ok = run("npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${out}`]);
    const report = readJson<VitestReport>(out);
    if (report) {
      record("vitest", {
        passed: report.numPassedTests,
        // A run that failed without a failed test (a broken file, an unhandled error) still fails.
        failed: report.numFailedTests + (ok || report.numFailedTests ? 0 : 1),
        skipped: report.numPendingTests + report.numTodoTests,
      });
    } else record("vitest", { passed: 0, failed: 1 });
  }

  if (want("e2e")) {
    console.log("\n▶ Production build");
    const built = run("npx", ["react-router", "build"]);
    if (!built) record("build", { passed: 0, failed: 1 });
    else {
      deployStage(record);
      console.log(`\n▶ End-to-end tests (Playwright, ${process.env.CHROME_PATH || DEFAULT_CHROME_PATH})`);
      const out = process.env.PW_JSON_OUTPUT ?? "test-results/e2e.json";
      rmSync(out, { force: true });
      const ok = run("npx", ["playwright", "test"]);
      const report = readJson<PlaywrightReport>(out);
      if (report?.stats) {
        const counts = e2eCounts(report);
        record("e2e", { ...counts, failed: counts.failed + (ok || counts.failed ? 0 : 1) });
        flakyTitles.push(...counts.flakyTitles);
      } else record("e2e", { passed: 0, failed: 1 });
    }
  }

  console.log("\n" + lines.join("\n"));
  if (flakyTitles.length) console.log(`flaky (failed, then passed on a retry):\n  ${flakyTitles.join("\n  ")}`);
  console.log(summary(totals));
  process.exit(totals.failed > 0 ? 1 : 0);
}

// Imported by its unit test: only run when started as a script.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
