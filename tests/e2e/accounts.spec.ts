// Accounts in the browser: the owner invites an editor, the editor accepts the link in a
// browser of their own and lands signed in; the audit log names both; one's sessions and "Überall
// abmelden"; the four account pages are axe clean on a phone and a desktop.
import { mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { e2e } from "../../playwright.config";
import { mailsTo } from "./support/mailbox";
import { open } from "./support/page";

const PASSWORD = "ein sicheres Passwort 2026";
const KONTEN = "/blog/admin/konten";
const KONTO = "/blog/admin/konto";
const PROTOKOLL = "/blog/admin/protokoll";

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

/** Signs in as the owner (no e-mail address) or as the account with `email`. */
async function signIn(page: Page, { email, password = e2e.adminPassword }: { email?: string; password?: string } = {}) {
  await open(page, "/blog/login");
  if (email) await page.getByLabel("E-Mail-Adresse").fill(email);
  await page.getByLabel("Passwort", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page).toHaveURL(/\/blog\/admin$/);
}

/** The owner invites someone on /blog/admin/konten; the one-time link shown. */
async function invite(page: Page, name: string, email: string, role: "owner" | "editor" | "author"): Promise<string> {
  await open(page, KONTEN);
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("E-Mail-Adresse", { exact: true }).fill(email);
  await page.getByLabel("Rolle", { exact: true }).selectOption(role);
  await page.getByRole("button", { name: "Einladung erstellen" }).click();
  const link = page.getByTestId("invitation-link");
  await expect(link).toBeVisible();
  return link.inputValue();
}

/** Opens the link in a browser of its own, sets the password, and returns that signed-in page. */
async function accept(browser: Browser, link: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: e2e.de, bypassCSP: true });
  const page = await context.newPage();
  await open(page, link);
  await expect(page.getByRole("heading", { level: 1, name: "Einladung zum Forstblog" })).toBeVisible();
  await page.getByLabel("Passwort", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Passwort wiederholen").fill(PASSWORD);
  await page.getByRole("button", { name: "Konto anlegen" }).click();
  await expect(page).toHaveURL(/\/blog\/admin$/);
  return page;
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe.configure({ mode: "serial" });
// axe is injected as a script, so the page's CSP must let the test add it.
test.use({ bypassCSP: true });

test.describe("accounts", () => {
  // Several sign-ins and new passwords (argon2) per test: 21–28 s alone, more beside another worker.
  test.describe.configure({ timeout: 60_000 });
  test("the owner invites an editor, who joins through the link and is signed in; the audit log names both", async ({ page, browser }) => {
    const email = `erik-${unique()}@example.de`;
    await signIn(page);
    const link = await invite(page, "Erik Eiche", email, "editor");
    expect(link).toMatch(new RegExp(`^${e2e.de}/blog/einladung/[A-Za-z0-9_-]{43}$`));
    await expect(page.getByText("Es ist kein Mailserver eingerichtet")).toBeVisible();
    await page.getByRole("button", { name: "Link kopieren" }).click();
    await expect(page.getByRole("button", { name: "Kopiert" })).toBeVisible();
    await expect(page.getByTestId("invitation-row").filter({ hasText: email })).toContainText("Redakteur");

    const editor = await accept(browser, link);
    await open(editor, KONTO);
    await expect(editor.getByLabel("Name", { exact: true })).toHaveValue("Erik Eiche");
    await expect(editor.getByLabel("E-Mail-Adresse")).toHaveValue(email);
    await expect(editor.getByText("Redakteur", { exact: true })).toBeVisible();
    // An editor may not manage accounts.
    const refused = await editor.goto(KONTEN);
    expect(refused?.status()).toBe(403);

    // The link works once.
    const again = await editor.context().newPage();
    await open(again, link);
    await expect(again.getByTestId("invitation-invalid")).toContainText("Der Link ist abgelaufen, wurde schon verwendet");
    await editor.context().close();

    // The invitation is no longer open on the owner's page.
    await open(page, KONTEN);
    const open_ = page.locator("section").filter({ has: page.getByRole("heading", { name: "Offene Einladungen und Passwort-Links" }) });
    await expect(open_).not.toContainText(email);

    await open(page, PROTOKOLL);
    const entries = page.getByTestId("audit-entry");
    await expect(entries.filter({ hasText: "hat Erik Eiche mit der Rolle „Redakteur“ eingeladen" }).first()).toContainText("Admin");
    await expect(entries.filter({ hasText: "ist mit der Rolle „Redakteur“ beigetreten" }).first()).toContainText("Erik Eiche");
    // Filtered to accounts, by the new editor: only the joining.
    await page.getByLabel("Konto", { exact: true }).selectOption({ label: "Erik Eiche" });
    await page.getByLabel("Art").selectOption("accounts");
    await page.getByRole("button", { name: "Filtern" }).click();
    await expect(page).toHaveURL(/kind=accounts/);
    await expect(entries).toHaveCount(1);
    await expect(entries).toContainText("beigetreten");
  });

  test("one's sessions: another one signed out by hand, then 'Überall abmelden' ends all of them", async ({ page, browser }) => {
    const email = `sina-${unique()}@example.de`;
    await signIn(page);
    const link = await invite(page, "Sina Sitzung", email, "author");
    const first = await accept(browser, link);
    const second = await (await browser.newContext({ baseURL: e2e.de })).newPage();
    await signIn(second, { email, password: PASSWORD });
    const third = await (await browser.newContext({ baseURL: e2e.de })).newPage();
    await signIn(third, { email, password: PASSWORD });

    await open(first, KONTO);
    const rows = first.getByTestId("session-row");
    await expect(rows).toHaveCount(3);
    await expect(rows.filter({ hasText: "Diese Sitzung" })).toHaveCount(1);
    await expect(rows.first()).toContainText(/Chrome unter Linux/);
    await rows.filter({ hasNotText: "Diese Sitzung" }).first().getByRole("button", { name: "Abmelden" }).click();
    await expect(first.getByText("Die Sitzung wurde abgemeldet.")).toBeVisible();
    await expect(rows).toHaveCount(2);

    await first.getByRole("button", { name: "Überall abmelden" }).click();
    await expect(first).toHaveURL(/\/blog\/login$/);
    for (const other of [first, second, third]) {
      await other.goto("/blog/admin");
      await expect(other).toHaveURL(/\/blog\/login$/);
    }
    for (const p of [first, second, third]) await p.context().close();
  });

  test("the invitation mail reaches the mail server when SMTP_URL is set", async ({ browser }) => {
    const email = `mira-${unique()}@example.de`;
    const context = await browser.newContext({ baseURL: e2e.inbox.de });
    const page = await context.newPage();
    await signIn(page);
    const link = await invite(page, "Mira Mail", email, "author");
    await expect(page.getByText(`Der Link wurde zusätzlich per E-Mail an ${email} geschickt.`)).toBeVisible();
    await expect.poll(async () => (await mailsTo(email)).length, { timeout: 10_000 }).toBe(1);
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe("Einladung zum Forstblog von Admin");
    expect(mail!.text).toContain(link);
    expect(mail!.text).toMatch(/gültig bis \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr/);
    await context.close();
  });

  test("the account pages are axe clean at 390 and 1280 pixels", async ({ page, browser }) => {
    test.setTimeout(90_000);
    const shots = process.env.SHOTS_DIR;
    if (shots) mkdirSync(shots, { recursive: true });
    await signIn(page);
    const invited = await invite(page, "Axel Axe", `axel-${unique()}@example.de`, "author");
    const guest = await (await browser.newContext({ baseURL: e2e.de, bypassCSP: true })).newPage();

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await guest.setViewportSize({ width, height: 900 });
      // The accounts page with a freshly created link on it.
      await invite(page, `Ada ${width}`, `ada-${width}-${unique()}@example.de`, "editor");
      const pages: [Page, string][] = [
        [page, "konten"],
        [page, "konto"],
        [page, "protokoll"],
        [guest, "einladung"],
      ];
      for (const [p, name] of pages) {
        if (name === "konto") await open(p, KONTO);
        if (name === "protokoll") await open(p, PROTOKOLL);
        if (name === "einladung") await open(p, invited);
        expect(await axeViolations(p), `${name} at ${width}`).toEqual([]);
        if (shots) await p.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
      }
    }
    await guest.context().close();
  });

  test("in English: the account pages speak English and are axe clean", async ({ browser }) => {
    const shots = process.env.SHOTS_DIR;
    const context = await browser.newContext({ baseURL: e2e.en, bypassCSP: true, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await open(page, "/blog/login");
    await page.getByLabel("Password", { exact: true }).fill(e2e.adminPassword);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/blog\/admin$/);

    await open(page, KONTEN);
    await page.getByLabel("Name", { exact: true }).fill("Emma English");
    await page.getByLabel("E-mail address", { exact: true }).fill(`emma-${unique()}@example.com`);
    await page.getByLabel("Role", { exact: true }).selectOption("author");
    await page.getByRole("button", { name: "Create invitation" }).click();
    const link = await page.getByTestId("invitation-link").inputValue();
    expect(link.startsWith(`${e2e.en}/blog/einladung/`)).toBe(true);
    const pages: [string, string, string][] = [
      [KONTEN, "Accounts", "konten"],
      [KONTO, "My account", "konto"],
      [PROTOKOLL, "Audit log", "protokoll"],
      [link, "Invitation to the Forstblog", "einladung"],
    ];
    for (const [path, heading, name] of pages) {
      await open(page, path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      expect(await axeViolations(page), name).toEqual([]);
      if (shots) await page.screenshot({ path: `${shots}/${name}-1280-en.png`, fullPage: true });
    }
    await expect(page.getByLabel("Repeat password")).toBeVisible();
    await context.close();
  });

  test("without JavaScript: the owner invites and the invited person joins", async ({ browser }) => {
    const context = await browser.newContext({ baseURL: e2e.de, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/blog/login");
    await page.getByLabel("Passwort", { exact: true }).fill(e2e.adminPassword);
    await page.getByRole("button", { name: "Anmelden" }).click();
    await expect(page).toHaveURL(/\/blog\/admin$/);
    await page.goto(KONTEN);
    const email = `nojs-${unique()}@example.de`;
    await page.getByLabel("Name", { exact: true }).fill("Nora Ohnescript");
    await page.getByLabel("E-Mail-Adresse", { exact: true }).fill(email);
    await page.getByLabel("Rolle", { exact: true }).selectOption("author");
    await page.getByRole("button", { name: "Einladung erstellen" }).click();
    const link = await page.getByTestId("invitation-link").inputValue();
    // Without JavaScript there is no copy button: the text in the field is selectable.
    await expect(page.getByRole("button", { name: "Link kopieren" })).toHaveCount(0);

    const guest = await (await browser.newContext({ baseURL: e2e.de, javaScriptEnabled: false })).newPage();
    await guest.goto(link);
    await guest.getByLabel("Passwort", { exact: true }).fill(PASSWORD);
    await guest.getByLabel("Passwort wiederholen").fill("ein anderes Passwort 2026");
    await guest.getByRole("button", { name: "Konto anlegen" }).click();
    await expect(guest.getByText("Die beiden Passwörter stimmen nicht überein.")).toBeVisible();
    await guest.getByLabel("Passwort", { exact: true }).fill(PASSWORD);
    await guest.getByLabel("Passwort wiederholen").fill(PASSWORD);
    await guest.getByRole("button", { name: "Konto anlegen" }).click();
    await expect(guest).toHaveURL(/\/blog\/admin$/);
    await guest.goto(KONTO);
    await expect(guest.getByLabel("E-Mail-Adresse")).toHaveValue(email);
    await guest.context().close();
    await context.close();
  });
});
