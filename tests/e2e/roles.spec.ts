// Roles in the browser: an author writes a post and submits it for review; an editor
// sees it "Zur Prüfung", publishes it, and it is live on /blog. What a role may not use is neither
// offered nor reachable: the author has no inbox link and gets "Keine Berechtigung" (403) at
// /blog/admin/anfragen; the editor gets it at the consent log. SHOTS_DIR=… also saves screenshots.
import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { e2e } from "../../playwright.config";
import { ACCOUNT_PASSWORD, createAccountViaInvite, signIn, uniqueSuffix } from "./support/accounts";
import { axeViolations } from "./support/forms";
import { open } from "./support/page";

test.describe.configure({ mode: "serial" });

const shots = process.env.SHOTS_DIR;
async function shoot(page: Page, name: string) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("an author submits, an editor publishes; each role sees and reaches only what it may use", async ({ browser }) => {
  test.setTimeout(120_000);
  const slug = `rollen-${uniqueSuffix()}`;
  const title = `Totholz im Wirtschaftswald ${slug.slice(-6)}`;

  const author = await createAccountViaInvite(browser, "author", "Anna Förster");
  const editor = await createAccountViaInvite(browser, "editor", "Erik Eiche");

  await test.step("the author sees who is signed in and no inbox, export, media or chat links", async () => {
    const page = author.page;
    await expect(page.getByTestId("signed-in-as")).toHaveText("Angemeldet als Anna Förster · Autor");
    await expect(page.getByRole("link", { name: "Mein Konto" })).toBeVisible();
    for (const name of ["Anfragen", "Medien", "Export", "Konten", "Protokoll"]) {
      await expect(page.getByRole("link", { name, exact: true })).toHaveCount(0);
    }
    await expect(page.getByRole("heading", { name: "Import" })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  await test.step("the author writes a post and submits it for review: no publish, no schedule", async () => {
    const page = author.page;
    await open(page, "/blog/admin/new");
    await expect(page.getByRole("radio", { name: "Veröffentlicht" })).toHaveCount(0);
    await expect(page.getByRole("radio", { name: "Geplant" })).toHaveCount(0);
    await expect(page.getByLabel("Autor", { exact: true })).toHaveValue("Anna Förster");
    await expect(page.getByLabel("Autor", { exact: true })).toHaveAttribute("readonly", "");
    await page.getByLabel("Titel", { exact: true }).fill(title);
    await page.getByLabel("Slug", { exact: true }).fill(slug);
    await page.getByLabel("Zusammenfassung", { exact: true }).fill("Warum liegendes Holz den Wald nährt.");
    await page.getByLabel("Inhalt", { exact: true }).fill("## Lebensraum\n\nKäfer, Pilze und Moose.");
    await page.getByRole("radio", { name: "Zur Prüfung einreichen" }).check();
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, "editor-form-author");
    await page.getByRole("button", { name: "Speichern & Exportieren" }).click();
    await expect(page.getByText("Beitrag zur Prüfung eingereicht.")).toBeVisible();
    await expect(page.getByTestId("current-status")).toHaveText("Aktueller Status: Zur Prüfung");
    // Not public while in review.
    expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404);
    await open(page, "/blog/admin");
    await expect(page.getByRole("row", { name: new RegExp(title) })).toContainText("Zur Prüfung");
    await shoot(page, "admin-list-author");
  });

  await test.step("the English admin speaks English to the author", async () => {
    const context = await browser.newContext({ baseURL: e2e.en });
    const page = await context.newPage();
    await open(page, "/blog/login");
    await page.getByLabel("E-mail address").fill(author.email);
    await page.getByLabel("Password", { exact: true }).fill(ACCOUNT_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/blog\/admin$/);
    await expect(page.getByTestId("signed-in-as")).toHaveText("Signed in as Anna Förster · Author");
    await expect(page.getByRole("row", { name: new RegExp(title) })).toContainText("In review");
    await shoot(page, "admin-list-author-en");
    await open(page, "/blog/admin/new");
    await expect(page.getByRole("radio", { name: "Submit for review" })).toBeVisible();
    await context.close();
  });

  await test.step("the author gets 'Keine Berechtigung' at the inbox and the consent log", async () => {
    const page = author.page;
    for (const path of ["/blog/admin/anfragen", "/blog/admin/einwilligungen", "/blog/admin/chat"]) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(403);
      await expect(page.getByRole("heading", { level: 1, name: "Keine Berechtigung" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Zur Blog-Verwaltung" })).toHaveAttribute("href", "/blog/admin");
      expect(await axeViolations(page), path).toEqual([]);
    }
  });

  await test.step("the editor sees the post 'Zur Prüfung', publishes it, and it is live", async () => {
    const page = editor.page;
    await open(page, "/blog/admin");
    await expect(page.getByTestId("signed-in-as")).toHaveText("Angemeldet als Erik Eiche · Redakteur");
    await expect(page.getByRole("link", { name: "Anfragen" }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Konten" })).toHaveCount(0);
    await page.getByTestId("review-link").click();
    await expect(page).toHaveURL(/\?status=review$/);
    await expect(page.getByRole("heading", { name: "Beiträge zur Prüfung" })).toBeVisible();
    const row = page.getByRole("row", { name: new RegExp(title) });
    await expect(row).toContainText("Anna Förster");
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, "admin-list-editor");
    await row.getByRole("link", { name: `Bearbeiten: ${title}`, exact: true }).click();
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await page.getByRole("radio", { name: "Veröffentlicht" }).check();
    await page.getByRole("button", { name: "Speichern & Exportieren" }).click();
    await expect(page.getByTestId("current-status")).toHaveText("Aktueller Status: Veröffentlicht");
    const live = await page.request.get(`/blog/${slug}`);
    expect(live.status()).toBe(200);
    expect(await live.text()).toContain("Anna Förster");
  });

  await test.step("the editor gets 'Keine Berechtigung' at the consent log and the owner's pages", async () => {
    const page = editor.page;
    for (const path of ["/blog/admin/einwilligungen", "/blog/admin/konten", "/blog/admin/protokoll"]) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(403);
      await expect(page.getByRole("heading", { level: 1, name: "Keine Berechtigung" })).toBeVisible();
    }
  });

  await test.step("the owner's audit log names who created, submitted and published the post", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page);
    await open(page, "/blog/admin/protokoll");
    const entries = page.getByTestId("audit-entry");
    await expect(entries.filter({ hasText: `hat „${title}“ angelegt` }).first()).toContainText("Anna Förster");
    await expect(entries.filter({ hasText: `hat „${title}“ zur Prüfung eingereicht` }).first()).toContainText("Anna Förster");
    await expect(entries.filter({ hasText: `hat „${title}“ veröffentlicht` }).first()).toContainText("Erik Eiche");
    await context.close();
  });

  await test.step("once published, the author can no longer edit it (403)", async () => {
    const page = author.page;
    await open(page, "/blog/admin");
    const row = page.getByRole("row", { name: new RegExp(title) });
    await expect(row).toContainText("Veröffentlicht");
    await expect(row.getByRole("link", { name: `Bearbeiten: ${title}`, exact: true })).toHaveCount(0);
  });
});
