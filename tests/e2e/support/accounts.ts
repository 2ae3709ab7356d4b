// Accounts for the end-to-end tests, made the way a real team makes them: the owner
// invites on /blog/admin/konten, the invitee opens the one-time link in a browser of their own and
// sets a password. No test-only path into the server.
import { expect, type Browser, type Page } from "@playwright/test";
import { e2e } from "../../../playwright.config";
import { open } from "./page";

export const ACCOUNT_PASSWORD = "Moosbewachsene Rinde 2026";

export type InvitedRole = "owner" | "editor" | "author";

/** Signs in as the owner (no e-mail address) or as the account with `email`. */
export async function signIn(page: Page, { email, password = e2e.adminPassword }: { email?: string; password?: string } = {}) {
  await open(page, "/blog/login");
  if (email) await page.getByLabel("E-Mail-Adresse").fill(email);
  await page.getByLabel("Passwort", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page).toHaveURL(/\/blog\/admin$/);
}

export const uniqueSuffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * Creates an account with `role` through the invitation flow and returns a page signed in as it
 * (in a browser context of its own), with its name and e-mail address. The owner signs in on a
 * page of its own context, which is closed afterwards.
 */
export async function createAccountViaInvite(
  browser: Browser,
  role: InvitedRole,
  name = `${role === "author" ? "Anna Autorin" : role === "editor" ? "Erik Redakteur" : "Olga Inhaberin"}`,
): Promise<{ page: Page; name: string; email: string }> {
  const email = `${role}-${uniqueSuffix()}@example.de`;
  const ownerContext = await browser.newContext({ baseURL: e2e.de });
  const owner = await ownerContext.newPage();
  await signIn(owner);
  await open(owner, "/blog/admin/konten");
  await owner.getByLabel("Name", { exact: true }).fill(name);
  await owner.getByLabel("E-Mail-Adresse", { exact: true }).fill(email);
  await owner.getByLabel("Rolle", { exact: true }).selectOption(role);
  await owner.getByRole("button", { name: "Einladung erstellen" }).click();
  const field = owner.getByTestId("invitation-link");
  await expect(field).toBeVisible();
  const link = await field.inputValue();
  await ownerContext.close();

  // bypassCSP: the tests inject axe-core into the signed-in pages.
  const context = await browser.newContext({ baseURL: e2e.de, bypassCSP: true });
  const page = await context.newPage();
  await open(page, link);
  await page.getByLabel("Passwort", { exact: true }).fill(ACCOUNT_PASSWORD);
  await page.getByLabel("Passwort wiederholen").fill(ACCOUNT_PASSWORD);
  await page.getByRole("button", { name: "Konto anlegen" }).click();
  await expect(page).toHaveURL(/\/blog\/admin$/);
  return { page, name, email };
}
