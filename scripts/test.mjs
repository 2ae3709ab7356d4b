// `npm test`: type check, unit and integration tests (Vitest), production build,
// end-to-end tests in Chromium (Playwright). Ends with one line "N passed, N failed".
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";

const only = process.argv.slice(2); // e.g. `npm test -- unit e2e`
const want = (suite) => only.length === 0 || only.includes(suite);
const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];

function run(cmd, args, env = {}) {
  const result = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return result.status === 0;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

function record(suite, passed, failed, skipped = 0) {
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  lines.push(`${suite.padEnd(12)} ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
}

mkdirSync("test-results", { recursive: true });

if (want("types")) {
  console.log("\n▶ Type check");
  const ok = run("npx", ["react-router", "typegen"]) && run("npx", ["tsc"]);
  record("types", ok ? 1 : 0, ok ? 0 : 1);
}

if (want("unit")) {
  console.log("\n▶ Unit and integration tests (Vitest; PostgreSQL half when reachable)");
  const out = "test-results/vitest.json";
  rmSync(out, { force: true });
  const ok = run("npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${out}`]);
  const report = readJson(out);
  if (report) record("vitest", report.numPassedTests, report.numFailedTests + (ok || report.numFailedTests ? 0 : 1), report.numPendingTests + report.numTodoTests);
  else record("vitest", 0, 1);
}

if (want("e2e")) {
  console.log("\n▶ Production build");
  const built = run("npx", ["react-router", "build"]);
  if (!built) record("build", 0, 1);
  else {
    console.log("\n▶ End-to-end tests (Playwright, /usr/bin/chromium)");
    const out = "test-results/e2e.json";
    rmSync(out, { force: true });
    const ok = run("npx", ["playwright", "test"]);
    const report = readJson(out);
    if (report?.stats) {
      const { expected, unexpected, flaky, skipped } = report.stats;
      record("e2e", expected + flaky, unexpected + (ok || unexpected ? 0 : 1), skipped);
    } else record("e2e", 0, 1);
  }
}

console.log("\n" + lines.join("\n"));
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`);
process.exit(totals.failed > 0 ? 1 : 0);
