import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, test, type Page } from "@playwright/test";
import { e2e } from "../../playwright.config";
import { open } from "./support/page";

/**
 * The team's ForestChat overview (/blog/admin/chat): a question the offline assistant cannot
 * answer, asked in the widget, shows up under the unanswered questions, and its transcript opens.
 */

const OVERVIEW = "/blog/admin/chat";
const QUESTION = "Wie wird das Wetter morgen in Kassel?";

const dialog = (page: Page) => page.getByRole("dialog", { name: /ForestChat/ });

async function signIn(page: Page) {
  await open(page, "/blog/login");
  await page.getByLabel("Passwort", { exact: true }).fill(e2e.adminPassword);
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page).toHaveURL(/\/blog\/admin$/);
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** WCAG 2.1 AA violations axe finds on the page as it is. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> };
    };
    const result = await axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } });
    return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(" ")}`));
  });
}

// axe is injected as a script, so the page's CSP must let the test add it.
test.use({ bypassCSP: true });

test.describe("ForestChat overview", () => {
  test("without a session both pages lead to the login", async ({ request }) => {
    for (const path of [OVERVIEW, `${OVERVIEW}?days=7`, `${OVERVIEW}/00000000-0000-4000-8000-000000000000`]) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(302);
      expect(res.headers().location, path).toBe("/blog/login");
      expect(res.headers()["cache-control"], path).toBe("no-store");
    }
  });

  test("a question the assistant could not answer is listed as unanswered, and its transcript opens", async ({ page }) => {
    // A visitor asks in the widget.
    await open(page, "/forestcrew");
    await page.locator("[data-chat-launcher]").click();
    await dialog(page).getByRole("textbox").fill(QUESTION);
    await dialog(page).getByRole("textbox").press("Enter");
    await expect(dialog(page).locator('[data-chat-message="user"]')).toContainText(QUESTION);
    await expect(dialog(page).locator('[data-chat-message="assistant"]')).toHaveCount(2);
    await expect(dialog(page).locator("[data-streaming]")).toHaveCount(0);

    // The team finds it in the overview.
    await signIn(page);
    await page.getByRole("link", { name: "ForestChat-Übersicht" }).click();
    await expect(page).toHaveURL(new RegExp(`${OVERVIEW}$`));
    await expect(page.getByRole("heading", { level: 1, name: "ForestChat-Übersicht" })).toBeVisible();
    await expect(page.getByRole("link", { name: "30 Tage" })).toHaveAttribute("aria-current", "page");
    const unanswered = page.getByRole("region", { name: "Unbeantwortete Fragen" });
    const entry = unanswered.getByRole("listitem").filter({ hasText: QUESTION });
    await expect(entry).toHaveCount(1);
    await expect(page.locator("[data-chat-totals] div").filter({ hasText: "Unbeantwortet" }).locator("dd")).not.toHaveText("0");
    await expect(page.getByRole("region", { name: "Häufigste Themen" }).getByText("Wetter")).toBeVisible();
    const today = page.locator("[data-chat-day]").last();
    await expect(today.locator("[data-chat-sessions]")).not.toHaveText("0");
    expect(await axeViolations(page), "overview").toEqual([]);

    await page.getByRole("link", { name: "7 Tage" }).click();
    await expect(page).toHaveURL(new RegExp(`${OVERVIEW}\\?days=7$`));
    await expect(page.locator("[data-chat-day]")).toHaveCount(7);
    await expect(unanswered.getByRole("listitem").filter({ hasText: QUESTION })).toHaveCount(1);

    // Its transcript: the question, the answer marked unanswered, with the way to a person.
    await unanswered
      .getByRole("listitem")
      .filter({ hasText: QUESTION })
      .getByRole("link", { name: /^Gespräch ansehen \(.+\)$/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`${OVERVIEW}/[0-9a-f-]{36}$`));
    const messages = page.locator("[data-transcript-message]");
    await expect(messages).toHaveCount(2);
    await expect(messages.first()).toContainText(QUESTION);
    await expect(messages.nth(1).locator("[data-unanswered]")).toHaveText("Unbeantwortet");
    await expect(messages.nth(1).locator('a[href^="/contact"]').first()).toBeVisible();
    await expect(messages.nth(1)).toContainText(/Antwort nach \d/);
    expect(await axeViolations(page), "transcript").toEqual([]);

    await page.getByRole("link", { name: "Zur Chat-Übersicht" }).click();
    await expect(page).toHaveURL(new RegExp(`${OVERVIEW}$`));

    // A conversation that does not exist is a 404.
    const missing = await page.goto(`${OVERVIEW}/00000000-0000-4000-8000-000000000000`);
    expect(missing?.status()).toBe(404);
  });
});
