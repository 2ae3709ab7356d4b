import { defineConfig, type PlaywrightTestConfig } from "@playwright/test";

type TestConfigWebServer = Extract<NonNullable<PlaywrightTestConfig["webServer"]>, { command: string }>;
import { tmpdir } from "node:os";
import { join } from "node:path";

const port = Number(process.env.E2E_PORT ?? 4173);
const dataDir = join(tmpdir(), `forestcrew-e2e-${port}`);

/** The forms' per-address limit in the e2e server (the default, 5, would be shared by every spec). */
const e2eFormLimit = 20;

export const e2e = {
  formLimit: e2eFormLimit,
  port,
  de: `http://localhost:${port}`,
  en: `http://en.localhost:${port}`,
  adminPassword: "e2e-admin-password-2026",
  /**
   * A second server with a database of its own, for the inbox spec: it counts and lists every
   * submission, which the other specs' forms would change while it runs. It alone sends mail.
   */
  inbox: { de: `http://localhost:${port + 1}`, en: `http://en.localhost:${port + 1}` },
  /**
   * The SMTP server the inbox server sends to (tests/e2e/support/smtp-server.mjs): what arrived
   * is at `${mail.api}/mails`. It refuses recipients whose address contains "bounce" (550).
   */
  mail: {
    smtpPort: port + 2,
    api: `http://127.0.0.1:${port + 3}`,
    /** CONTACT_INBOX and MAIL_FROM of the inbox server. */
    inbox: "anfragen@forestcrew.test",
    from: "website@forestcrew.test",
  },
  /**
   * A third server with a tag manager configured (GTM_ID), for the consent specs: the consent
   * dialog, Consent Mode and the tag manager after consent. Its database is its own, so the
   * proof-of-consent log holds only those specs' choices.
   */
  consent: { de: `http://localhost:${port + 4}`, en: `http://en.localhost:${port + 4}`, gtmId: "GTM-TEST123" },
};

/** The production build, started directly (not through npm) so it stops with the tests. */
function webServer(
  site: { port: number; dataDir: string; de: string; en: string },
  extraEnv: Record<string, string> = {},
): TestConfigWebServer {
  return {
    // The production build, started directly (not through npm) so it stops with the tests.
    command: `rm -rf ${site.dataDir} && node server.js`,
    // Readiness: started, database reachable, migrations applied (/healthz is liveness only).
    url: `${site.de}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(site.port),
      DATA_DIR: site.dataDir,
      DATABASE_URL: `file:${join(site.dataDir, "site.db")}`,
      ADMIN_PASSWORD: e2e.adminPassword,
      SITE_URL: site.de,
      SITE_URL_EN: site.en,
      E2E_FAULTS: "1",
      // Every test browser comes from 127.0.0.1: one address's chat limits would throttle the suite.
      CHAT_RATE_PER_MINUTE: "1000",
      CHAT_RATE_PER_DAY: "10000",
      // Every spec's forms come from 127.0.0.1 too; the forms' rate-limit tests use addresses of their
      // own, passed as X-Forwarded-For, which the server takes from a loopback proxy only.
      FORM_RATE_PER_10_MINUTES: String(e2eFormLimit),
      TRUST_PROXY: "loopback",
      // The legal notice leaves out what is not configured; the tests need some value for each
      // line. Obviously fictitious: no real person, court entry or VAT id.
      COMPANY_MANAGING_DIRECTORS: "Erika Musterfrau, Max Mustermann",
      COMPANY_REGISTER_COURT: "Amtsgericht Musterstadt",
      COMPANY_REGISTER_NUMBER: "HRB 00000 HL",
      COMPANY_VAT_ID: "DE000000000",
      EDITORIAL_RESPONSIBLE: "Erika Musterfrau, Musterstraße 1, 22926 Ahrensburg",
      ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
      ...extraEnv,
    },
  };
}

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
  webServer: [
    webServer({ port, dataDir, de: e2e.de, en: e2e.en }),
    webServer(
      { port: port + 1, dataDir: `${dataDir}-inbox`, ...e2e.inbox },
      { SMTP_URL: `smtp://127.0.0.1:${e2e.mail.smtpPort}`, CONTACT_INBOX: e2e.mail.inbox, MAIL_FROM: e2e.mail.from },
    ),
    webServer({ port: port + 4, dataDir: `${dataDir}-consent`, ...e2e.consent }, { GTM_ID: e2e.consent.gtmId }),
    {
      command: `node tests/e2e/support/smtp-server.mjs --smtp-port ${e2e.mail.smtpPort} --http-port ${port + 3}`,
      url: `${e2e.mail.api}/mails`,
      reuseExistingServer: false,
      timeout: 15_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
