import { defineConfig } from "@playwright/test";
import { tmpdir } from "node:os";
import { join } from "node:path";

const port = Number(process.env.E2E_PORT ?? 4173);
const dataDir = join(tmpdir(), `forestcrew-e2e-${port}`);

export const e2e = {
  port,
  de: `http://localhost:${port}`,
  en: `http://en.localhost:${port}`,
  adminPassword: "e2e-admin-password-2026",
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  outputDir: process.env.PW_OUTPUT_DIR ?? "test-results/e2e",
  reporter: [["list"], ["json", { outputFile: process.env.PW_JSON_OUTPUT ?? "test-results/e2e.json" }]],
  use: {
    baseURL: e2e.de,
    browserName: "chromium",
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
    trace: "retain-on-failure",
  },
  webServer: {
    // The production build, started directly (not through npm) so it stops with the tests.
    command: `rm -rf ${dataDir} && node server.js`,
    url: `${e2e.de}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: `file:${join(dataDir, "site.db")}`,
      ADMIN_PASSWORD: e2e.adminPassword,
      SITE_URL: e2e.de,
      SITE_URL_EN: e2e.en,
      E2E_FAULTS: "1",
      // Every test browser comes from 127.0.0.1: one address's chat limits would throttle the suite.
      CHAT_RATE_PER_MINUTE: "1000",
      CHAT_RATE_PER_DAY: "10000",
      ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
    },
  },
});
