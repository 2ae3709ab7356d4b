import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { e2e } from "../../playwright.config";
import { open } from "./support/page";

// Its own server and database (see playwright.config.ts): the counts and lists below are exactly
// what this spec sent.
const site = e2e.inbox;
test.use({ baseURL: site.de });

/**
 * The inbox in the administration (/blog/admin/anfragen): entries arrive as a visitor sends them
 * (the real forms' actions on /contact, /career and /nexus), then the team filters, reads,
 * changes the status, exports, downloads the CV and erases entries.
 */

const INBOX = "/blog/admin/anfragen";
const stamp = Date.now();
const people = {
  demo: `Dora Demo ${stamp}`,
  support: `Sven Support ${stamp}`,
  applicant: `Anna Bewerberin ${stamp}`,
  waitlist: `Walter Warteliste ${stamp}`,
};
/** Markup in a message must arrive as text. */
const demoMessage = `Wir möchten Nexus für 800 ha testen.\n<b>nicht fett</b> & "zitiert"`;

/** A small but real PDF (what the application form accepts). */
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
  "latin1",
);

/** The signed render time the page put into its form (the hidden STARTED field), if it has one. */
async function startedValue(request: APIRequestContext, path: string): Promise<string | undefined> {
  const html = await (await request.get(path)).text();
  const input = /<input[^>]*name="started"[^>]*>/.exec(html)?.[0];
  return input ? /value="([^"]*)"/.exec(input)?.[1] : undefined;
}

async function signIn(page: Page) {
  await open(page, "/blog/login");
  await page.getByLabel("Admin-Passwort").fill(e2e.adminPassword);
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

/** The list's rows (one per entry), found by the person's name. */
const row = (page: Page, name: string) => page.locator("tbody tr").filter({ hasText: name });

test.describe.configure({ mode: "serial" });
// axe is injected as a script, so the page's CSP must let the test add it.
test.use({ bypassCSP: true });

test.describe("the inbox", () => {
  test("without a session every inbox address leads to the login, and nothing changes", async ({ request }) => {
    for (const path of [INBOX, `${INBOX}?kind=contact`, `${INBOX}/some-id`, `${INBOX}/export.csv`, `${INBOX}/some-id/lebenslauf`]) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(302);
      expect(res.headers().location, path).toBe("/blog/login");
      expect(res.headers()["cache-control"], path).toBe("no-store");
    }
    for (const intent of ["status", "delete"]) {
      const res = await request.post(`${INBOX}/some-id`, {
        form: { intent, status: "done" },
        headers: { origin: site.de },
        maxRedirects: 0,
      });
      expect(res.status(), intent).toBe(302);
      expect(res.headers().location, intent).toBe("/blog/login");
    }
  });

  test("what visitors send arrives: two contact requests, an application with a CV, a waitlist sign-up", async ({ request }) => {
    const [contact, career, nexus] = await Promise.all([
      startedValue(request, "/contact"),
      startedValue(request, "/career"),
      startedValue(request, "/nexus"),
    ]);
    expect(contact, "the contact form carries its render time").toBeTruthy();
    expect(career, "the application form carries its render time").toBeTruthy();
    // Nobody fills in a form in under three seconds; the server refuses faster ones.
    await new Promise((resolve) => setTimeout(resolve, 3200));

    const headers = { origin: site.de };
    const sent = [
      await request.post("/contact", {
        headers,
        form: {
          name: people.demo,
          email: "dora@example.de",
          company: "Forstbetrieb Eiche",
          topic: "demo",
          message: demoMessage,
          privacy: "yes",
          started: contact!,
          website: "",
        },
      }),
      await request.post("/contact", {
        headers,
        form: {
          name: people.support,
          email: "sven@example.de",
          topic: "support",
          message: "Die App synchronisiert nicht mehr.",
          privacy: "yes",
          started: contact!,
          website: "",
        },
      }),
      await request.post("/career", {
        headers,
        multipart: {
          name: people.applicant,
          email: "anna@example.de",
          field: "gis",
          message: "Ich arbeite seit Jahren mit Fernerkundungsdaten im Wald.",
          privacy: "yes",
          started: career!,
          website: "",
          cv: { name: "Lebenslauf Anna.pdf", mimeType: "application/pdf", buffer: PDF },
        },
      }),
      await request.post("/nexus", {
        headers,
        form: {
          intent: "waitlist",
          name: people.waitlist,
          email: "walter@example.de",
          consent: "yes",
          ...(nexus ? { started: nexus } : {}),
        },
      }),
    ];
    for (const res of sent) expect(res.status(), res.url()).toBe(200);
  });

  test("signed in: the link with the count of new entries, filters by type and status, links and form", async ({ page }) => {
    await signIn(page);
    const link = page.getByRole("link", { name: /^Anfragen/ });
    await expect(link).toContainText("4 neu");
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${INBOX}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Anfragen");
    const admin = await page.request.get(INBOX);
    expect(admin.headers()["cache-control"]).toBe("no-store");
    expect(await admin.text()).toContain('<meta name="robots" content="noindex, nofollow"/>');

    await expect(page.locator("tbody tr")).toHaveCount(4);
    await expect(page.getByText("4 Anfragen")).toBeVisible();
    // Newest first: the waitlist sign-up came last.
    await expect(page.locator("tbody tr").first()).toContainText(people.waitlist);
    const demo = row(page, people.demo);
    await expect(demo).toContainText("Kontakt");
    await expect(demo).toContainText("dora@example.de");
    await expect(demo).toContainText("Demo");
    await expect(demo).toContainText("Neu");
    await expect(demo).toContainText(/\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}/);
    await expect(row(page, people.applicant)).toContainText("GIS & Fernerkundung");
    await expect(row(page, people.applicant).getByText("Lebenslauf angehängt")).toBeAttached();
    await expect(demo.getByText("Lebenslauf angehängt")).toHaveCount(0);
    await expect(row(page, people.waitlist)).toContainText("Warteliste");
    await expect(row(page, people.waitlist)).toContainText("Nexus");

    // The type links.
    await page.getByRole("navigation", { name: "Nach Art filtern" }).getByRole("link", { name: "Bewerbung" }).click();
    await expect(page).toHaveURL(`${site.de}${INBOX}?kind=application`);
    await expect(page.locator("tbody tr")).toHaveCount(1);
    await expect(row(page, people.applicant)).toHaveCount(1);
    await expect(page.getByRole("link", { name: "Bewerbung" })).toHaveAttribute("aria-current", "page");

    // The form: type and status together.
    await page.getByLabel("Art", { exact: true }).selectOption({ label: "Kontakt" });
    await page.getByLabel("Status", { exact: true }).selectOption({ label: "Erledigt" });
    await page.getByRole("button", { name: "Filter anwenden" }).click();
    await expect(page).toHaveURL(`${site.de}${INBOX}?kind=contact&status=done`);
    await expect(page.getByText("Keine Anfragen für diese Auswahl.")).toBeVisible();
    await page.getByLabel("Status", { exact: true }).selectOption({ label: "Neu" });
    await page.getByRole("button", { name: "Filter anwenden" }).click();
    await expect(page.locator("tbody tr")).toHaveCount(2);
    await expect(row(page, people.demo)).toHaveCount(1);
    await expect(row(page, people.support)).toHaveCount(1);

    // An unknown filter value shows everything rather than an error.
    await open(page, `${INBOX}?kind=spam&status=x&page=abc`);
    await expect(page.locator("tbody tr")).toHaveCount(4);
  });

  test("the detail view shows every field and the message as text; the status changes", async ({ page }) => {
    await signIn(page);
    await open(page, `${INBOX}?kind=contact`);
    await row(page, people.demo).getByRole("link", { name: people.demo }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Anfrage von ${people.demo}`);
    const details = page.locator("dl");
    for (const text of [people.demo, "dora@example.de", "Forstbetrieb Eiche", "Demo", "Deutsch", "/contact"]) {
      await expect(details, text).toContainText(text);
    }
    const message = page.getByRole("region", { name: "Nachricht" });
    await expect(message).toContainText("<b>nicht fett</b>");
    await expect(message.locator("b")).toHaveCount(0);
    // No SMTP server in this test run: nothing was sent, and the page says so.
    await expect(page.getByRole("region", { name: "E-Mails" })).toContainText("Keine E-Mails versandt");

    await page.getByRole("radio", { name: "In Bearbeitung" }).check();
    await page.getByRole("button", { name: "Status speichern" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Status gespeichert." })).toBeVisible();
    await expect(details).toContainText("In Bearbeitung");
    await expect(page.getByRole("radio", { name: "In Bearbeitung" })).toBeChecked();

    await open(page, `${INBOX}?status=in_progress`);
    await expect(page.locator("tbody tr")).toHaveCount(1);
    await expect(row(page, people.demo)).toContainText("In Bearbeitung");
    await open(page, `${INBOX}?status=new`);
    await expect(row(page, people.demo)).toHaveCount(0);
    await expect(page.locator("tbody tr")).toHaveCount(3);

    // An invalid status and a cross-site post are refused, even with the session.
    const id = await row(page, people.support).getByRole("link", { name: people.support }).getAttribute("href");
    const invalid = await page.request.post(id!, {
      form: { intent: "status", status: "archived" },
      headers: { origin: site.de },
      maxRedirects: 0,
    });
    expect(invalid.status()).toBe(400);
    const cross = await page.request.post(id!, {
      form: { intent: "delete" },
      headers: { origin: "https://evil.example" },
      maxRedirects: 0,
    });
    expect([400, 403]).toContain(cross.status());
    await open(page, `${INBOX}?kind=contact`);
    await expect(row(page, people.support)).toHaveCount(1);
  });

  test("no WCAG 2.1 AA violations on the list, the detail view and the confirmation (390 and 1280 px)", async ({ page }) => {
    await signIn(page);
    await open(page, `${INBOX}?kind=contact`);
    const detail = await row(page, people.demo).getByRole("link", { name: people.demo }).getAttribute("href");
    const found: string[] = [];
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of [INBOX, `${INBOX}?kind=waitlist&status=done`, detail!, `${detail!}?confirm=1`]) {
        await open(page, path);
        found.push(...(await axeViolations(page)).map((v) => `${width} ${path} ${v}`));
      }
    }
    expect(found).toEqual([]);
  });

  test("CSV export: the current selection, with BOM and header row, as a dated download", async ({ page }) => {
    await signIn(page);
    await open(page, `${INBOX}?kind=contact`);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Als CSV exportieren" }).click()]);
    const today = new Date().toISOString().slice(0, 10);
    expect(download.suggestedFilename()).toBe(`anfragen-${today}.csv`);
    const bytes = readFileSync(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString("utf8").slice(1);
    const [header, ...lines] = text.split(/\r?\n/).filter((l) => l !== "");
    expect(header).toMatch(/name/i);
    expect(header).toMatch(/mail/i);
    expect(text).toContain(people.demo);
    expect(text).toContain(people.support);
    // The filter holds: only contact requests.
    expect(text).not.toContain(people.applicant);
    expect(text).not.toContain(people.waitlist);
    expect(lines.length).toBeGreaterThanOrEqual(2);

    const res = await page.request.get(`${INBOX}/export.csv`);
    expect(res.headers()["content-type"]).toMatch(/^text\/csv/);
    expect(res.headers()["content-disposition"]).toBe(`attachment; filename="anfragen-${today}.csv"`);
    expect(res.headers()["cache-control"]).toBe("no-store");
    expect(await res.text()).toContain(people.applicant);
  });

  test("the CV: downloaded as sent, only signed in; deleting the application erases entry and file", async ({ page, browser }) => {
    await signIn(page);
    await open(page, `${INBOX}?kind=application`);
    await row(page, people.applicant).getByRole("link", { name: people.applicant }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Anfrage von ${people.applicant}`);
    await expect(page.locator("dl")).toContainText("GIS & Fernerkundung");
    const detailUrl = page.url();
    const cvLink = page.getByRole("link", { name: "Lebenslauf Anna.pdf herunterladen" });
    const [download] = await Promise.all([page.waitForEvent("download"), cvLink.click()]);
    expect(download.suggestedFilename()).toBe("Lebenslauf Anna.pdf");
    expect(readFileSync(await download.path()).equals(PDF)).toBe(true);

    const cvUrl = new URL((await cvLink.getAttribute("href"))!, site.de).pathname;
    const res = await page.request.get(cvUrl);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("application/pdf");
    expect(res.headers()["content-disposition"]).toMatch(/^attachment;/);
    expect(res.headers()["x-content-type-options"]).toBe("nosniff");
    expect(res.headers()["cache-control"]).toBe("private, no-store");
    expect((await res.body()).equals(PDF)).toBe(true);

    // Another browser without the session gets the login, not the file.
    const stranger = await browser.newContext();
    const anonymous = await stranger.request.get(`${site.de}${cvUrl}`, { maxRedirects: 0 });
    expect(anonymous.status()).toBe(302);
    expect(anonymous.headers().location).toBe("/blog/login");
    await stranger.close();

    // Delete: first step opens the confirmation, "Abbrechen" keeps everything.
    await page.getByRole("link", { name: "Anfrage löschen …" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText(`Anfrage von ${people.applicant} endgültig löschen?`);
    await dialog.getByRole("link", { name: "Abbrechen" }).click();
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    await page.getByRole("link", { name: "Anfrage löschen …" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Endgültig löschen" }).click();

    await expect(page).toHaveURL(`${site.de}${INBOX}?deleted=1`);
    await expect(page.getByRole("status").filter({ hasText: "Anfrage gelöscht" })).toBeVisible();
    await expect(row(page, people.applicant)).toHaveCount(0);
    expect((await page.request.get(cvUrl)).status()).toBe(404);
    expect((await page.request.get(detailUrl)).status()).toBe(404);
    const csv = await (await page.request.get(`${INBOX}/export.csv`)).text();
    expect(csv).not.toContain(people.applicant);
  });
});

test.describe("the inbox without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a waitlist sign-up appears as Warteliste, filtered by the form, and is deleted in two steps", async ({ page }) => {
    await page.goto("/blog/login");
    await page.getByLabel("Admin-Passwort").fill(e2e.adminPassword);
    await page.getByRole("button", { name: "Anmelden" }).click();
    await expect(page).toHaveURL(/\/blog\/admin$/);

    await page.goto(INBOX);
    await page.getByLabel("Art", { exact: true }).selectOption({ label: "Warteliste" });
    await page.getByRole("button", { name: "Filter anwenden" }).click();
    await expect(page).toHaveURL(`${site.de}${INBOX}?kind=waitlist&status=`);
    await expect(page.locator("tbody tr")).toHaveCount(1);
    const entry = row(page, people.waitlist);
    await expect(entry).toContainText("Warteliste");
    await expect(entry).toContainText("Nexus");

    await entry.getByRole("link", { name: people.waitlist }).click();
    await expect(page.locator("dl")).toContainText("walter@example.de");
    await expect(page.locator("dl")).toContainText("Nexus");
    await page.getByRole("link", { name: "Anfrage löschen …" }).click();
    await expect(page).toHaveURL(/\?confirm=1$/);
    await page.getByRole("alertdialog").getByRole("button", { name: "Endgültig löschen" }).click();

    await expect(page).toHaveURL(`${site.de}${INBOX}?deleted=1`);
    await expect(page.getByText("Anfrage gelöscht")).toBeVisible();
    await expect(row(page, people.waitlist)).toHaveCount(0);
    await page.goto(`${INBOX}?kind=waitlist`);
    await expect(page.getByText("Keine Anfragen für diese Auswahl.")).toBeVisible();
  });
});
