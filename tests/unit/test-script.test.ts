import { describe, expect, it } from "vitest";
import { caddyStep, chromiumStep, e2eCounts, summary } from "../../scripts/test/run";

describe("npm test: the end-to-end browser", () => {
  it("does nothing when Chromium is there", () => {
    expect(chromiumStep({ present: true, root: false, aptGet: false })).toEqual({ action: "none" });
    expect(chromiumStep({ present: true, root: true, aptGet: true, chromePath: "/opt/chrome" })).toEqual({ action: "none" });
  });

  it("installs Debian's chromium when missing and the process may install packages", () => {
    expect(chromiumStep({ present: false, root: true, aptGet: true })).toEqual({
      action: "install",
      message: "Chromium is missing: installing Debian's chromium (apt-get install -y chromium)",
    });
    expect(chromiumStep({ present: false, root: true, aptGet: true, chromePath: "/usr/bin/chromium" }).action).toBe("install");
  });

  it("stops with the command to run when it may not install", () => {
    const stop = {
      action: "stop",
      message: 'Chromium is missing: run "sudo apt-get install -y chromium" (or set CHROME_PATH), then npm test again.',
    };
    expect(chromiumStep({ present: false, root: false, aptGet: true })).toEqual(stop);
    expect(chromiumStep({ present: false, root: true, aptGet: false })).toEqual(stop);
  });

  it("does not install over a CHROME_PATH that points elsewhere", () => {
    const step = chromiumStep({ present: false, root: true, aptGet: true, chromePath: "/opt/chrome/chrome" });
    expect(step.action).toBe("stop");
    expect(step).toHaveProperty("message", expect.stringContaining("CHROME_PATH=/opt/chrome/chrome"));
  });
});

describe("npm test: the last line", () => {
  it("reads N passed, N failed, with flaky and skipped only when there are any", () => {
    expect(summary({ passed: 12, failed: 0 })).toBe("12 passed, 0 failed");
    expect(summary({ passed: 12, failed: 1, skipped: 3 })).toBe("12 passed, 1 failed, 3 skipped");
    expect(summary({ passed: 11, failed: 0, flaky: 1, skipped: 3 })).toBe("11 passed, 0 failed, 1 flaky, 3 skipped");
  });

  it("counts a test that passed on a retry as flaky, not passed, and names it", () => {
    const report = {
      stats: { expected: 2, unexpected: 0, flaky: 1, skipped: 0 },
      suites: [
        {
          title: "home.spec.ts",
          file: "home.spec.ts",
          specs: [{ title: "renders", file: "home.spec.ts", line: 3, tests: [{ projectName: "", status: "expected" }] }],
          suites: [
            {
              title: "chat",
              file: "home.spec.ts",
              specs: [
                { title: "opens", file: "home.spec.ts", line: 9, tests: [{ projectName: "", status: "flaky" }] },
                { title: "closes", file: "home.spec.ts", line: 15, tests: [{ projectName: "", status: "expected" }] },
              ],
            },
          ],
        },
      ],
    };
    expect(e2eCounts(report)).toEqual({
      passed: 2,
      failed: 0,
      flaky: 1,
      skipped: 0,
      flakyTitles: ["home.spec.ts:9 › chat › opens"],
    });
  });
});

describe("npm test: Caddy for the deployment tests", () => {
  it("does nothing when Caddy is there, installs it when it may, else says in one line how", () => {
    expect(caddyStep({ present: true, root: false, aptGet: false })).toEqual({ action: "none" });
    expect(caddyStep({ present: false, root: true, aptGet: true }).action).toBe("install");
    const skip = caddyStep({ present: false, root: false, aptGet: true });
    expect(skip.action).toBe("skip");
    expect("message" in skip && skip.message).toContain("apt-get install -y caddy");
  });
});
