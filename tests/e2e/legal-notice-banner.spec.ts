// The owner's note in the back office while the legal notice lacks required details. The suite's
// servers have every detail configured, so this spec starts one more server of the same build
// without them (its own port and data folder) and stops it afterwards.
import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { e2e } from "../../playwright.config";
import { ACCOUNT_PASSWORD, signIn } from "./support/accounts";
import { axeViolations } from "./support/forms";
import { open } from "./support/page";

const port = e2e.port + 6;
const site = { de: `http://localhost:${port}`, en: `http://en.localhost:${port}` };
const dataDir = join(tmpdir(), `forestcrew-e2e-${port}-no-legal`);
let server: ChildProcess | undefined;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  rmSync(dataDir, { recursive: true, force: true });
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: `file:${join(dataDir, "site.db")}`,
    ADMIN_PASSWORD: e2e.adminPassword,
    SITE_URL: site.de,
    SITE_URL_EN: site.en,
    BLOG_SEED: "off",
  };
  for (const name of [
    "COMPANY_MANAGING_DIRECTORS",
    "COMPANY_REGISTER_COURT",
    "COMPANY_REGISTER_NUMBER",
    "COMPANY_VAT_ID",
    "EDITORIAL_RESPONSIBLE",
  ])
    delete env[name];
  server = spawn("node", ["server.js"], { env, stdio: "ignore" });
  for (let i = 0; i < 200; i++) {
    const ready = await fetch(`${site.de}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server without legal details did not start on port ${port}`);
});

test.afterAll(() => {
  server?.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

const everyDetail = /Geschäftsführung.*Registergericht.*Registernummer.*Umsatzsteuer-Identifikationsnummer.*§\s18 Abs\.\s2 MStV/;

async function signInEn(page: Page) {
  await open(page, "/blog/login");
  await page.getByLabel("Password", { exact: true }).fill(e2e.adminPassword);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/blog\/admin$/);
}

/** An editor invited by the owner on this server, signed in in a browser of their own. */
async function editorOn(browser: Browser, owner: Page): Promise<Page> {
  const email = `editor-${Date.now().toString(36)}@example.de`;
  await open(owner, "/blog/admin/konten");
  await owner.getByLabel("Name", { exact: true }).fill("Erik Eiche");
  await owner.getByLabel("E-Mail-Adresse", { exact: true }).fill(email);
  await owner.getByLabel("Rolle", { exact: true }).selectOption("editor");
  await owner.getByRole("button", { name: "Einladung erstellen" }).click();
  const link = await owner.getByTestId("invitation-link").inputValue();
  const page = await (await browser.newContext({ baseURL: site.de })).newPage();
  await open(page, link);
  await page.getByLabel("Passwort", { exact: true }).fill(ACCOUNT_PASSWORD);
  await page.getByLabel("Passwort wiederholen").fill(ACCOUNT_PASSWORD);
  await page.getByRole("button", { name: "Konto anlegen" }).click();
  await expect(page).toHaveURL(/\/blog\/admin$/);
  return page;
}

test("the owner sees which legal details are missing, on every back-office screen, in German; an editor does not", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: site.de, bypassCSP: true });
  const page = await context.newPage();
  await signIn(page);
  const banner = page.getByRole("status").filter({ hasText: "Das Impressum ist unvollständig" });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(everyDetail);
  await expect(banner).toContainText("Tragen Sie die Angaben in der Konfiguration ein (siehe README, Produktionsstart).");
  await expect(banner.getByRole("link", { name: "Impressum" })).toHaveAttribute("href", "/impressum");
  expect(await axeViolations(page)).toEqual([]);

  for (const path of ["/blog/admin/konten", "/blog/admin/medien", "/blog/admin/new"]) {
    await open(page, path);
    await expect(page.getByTestId("legal-notice-banner"), path).toBeVisible();
  }

  // Readable on a phone: inside the viewport's width, no sideways scrolling.
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, "/blog/admin");
  const box = await page.getByTestId("legal-notice-banner").boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const editor = await editorOn(browser, page);
  await expect(editor.getByTestId("signed-in-as")).toContainText("Redakteur");
  await expect(editor.getByTestId("legal-notice-banner")).toHaveCount(0);
  await editor.context().close();
  await context.close();
});

test("in English, the owner reads the same note", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: site.en, bypassCSP: true });
  const page = await context.newPage();
  await signInEn(page);
  const banner = page.getByRole("status").filter({ hasText: "is incomplete" });
  await expect(banner).toHaveText(
    "The legal notice (Impressum) is incomplete. Missing: the managing directors, the register court, the register number, the VAT ID and the person responsible under § 18 (2) MStV. Please add the details to the configuration (see the README, production checklist).",
  );
  await expect(banner.getByRole("link", { name: "legal notice (Impressum)" })).toHaveAttribute("href", "/impressum");
  expect(await axeViolations(page)).toEqual([]);
  await context.close();
});

test("with every detail configured (the suite's server), the owner sees no note", async ({ page }) => {
  await signIn(page);
  await expect(page.getByTestId("signed-in-as")).toBeVisible();
  await expect(page.getByTestId("legal-notice-banner")).toHaveCount(0);
});
