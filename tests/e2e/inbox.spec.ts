import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { e2e } from "../../playwright.config";
import { formLimits } from "../../app/features/forms/fields";
import { mailsTo, notificationsAbout } from "./support/mailbox";
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
    // A token is spent by the submission stored with it: one per submission. The waitlist's
    // cached page carries none; its form fetches one from the token endpoint.
    const [contact, contact2, career, nexus] = await Promise.all([
      startedValue(request, "/contact"),
      startedValue(request, "/contact"),
      startedValue(request, "/career"),
      request.get("/api/form-started").then(async (res) => ((await res.json()) as { started: string }).started),
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
          started: contact2!,
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
          started: nexus,
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
    // This server sends mail: the notification to the team and the acknowledgement to Dora.
    const mails = page.getByRole("region", { name: "E-Mails" }).getByRole("listitem");
    await expect(mails).toHaveCount(2);
    await expect(mails.filter({ hasText: "Benachrichtigung an das Team" })).toContainText(`An: ${e2e.mail.inbox}`);
    await expect(mails.filter({ hasText: "Eingangsbestätigung an den Absender" })).toContainText("An: dora@example.de");

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
    test.setTimeout(60_000); // six axe scans: 13 s alone, more beside another worker
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
    await page.getByLabel("Passwort", { exact: true }).fill(e2e.adminPassword);
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

/** A form sent sooner than this after the page was rendered is refused as a bot's; wait out the rest. */
async function waitAsAPerson(page: Page, since: number) {
  const left = formLimits.minSecondsToSubmit * 1000 + 300 - (Date.now() - since);
  if (left > 0) await page.waitForTimeout(left);
}

/** Today in German time plus `months`, as the inbox writes a day ("14. März 2027"). */
function dayInMonths(months: number): string {
  const [year, month, day] = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(new Date()).split("-").map(Number);
  const target = new Date(Date.UTC(year!, month! - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day!, lastDay));
  return new Intl.DateTimeFormat("de-DE", { dateStyle: "long", timeZone: "UTC" }).format(target);
}

/**
 * Mails end to end: the inbox server sends through a real SMTP server (tests/e2e/support/
 * smtp-server.mjs), and what the visitor sends in the browser arrives there as the team's
 * notification and the sender's acknowledgement, in the language of the page.
 */
test.describe("mail to the team and to the sender", () => {
  // The acknowledgement greets by name only when the name has no digits (a number to call is a
  // lure), so these names carry the stamp in letters.
  const letters = String(stamp).replace(/\d/g, (digit) => "abcdefghij"[Number(digit)]!);
  const marta = { name: `Marta Mail ${letters}`, email: `marta-${stamp}@example.de` };
  const ella = { name: `Ella English ${letters}`, email: `ella-${stamp}@example.co.uk` };
  const bruno = { name: `Bruno Bounce ${stamp}`, email: `bounce-${stamp}@example.org` };

  async function sendContact(page: Page, person: { name: string; email: string }) {
    await open(page, "/contact");
    const since = Date.now();
    await page.getByRole("textbox", { name: "Name" }).fill(person.name);
    await page.getByRole("textbox", { name: /Unternehmen/ }).fill("Forstbetrieb Buche");
    await page.getByRole("textbox", { name: "E-Mail-Adresse" }).fill(person.email);
    await page.getByRole("textbox", { name: /Telefon/ }).fill("+49 4102 123456");
    await page.getByRole("combobox", { name: "Worum geht es?" }).selectOption({ label: "Preise" });
    await page.getByRole("textbox", { name: "Ihre Nachricht" }).fill("Was kostet ForestCrew für einen Betrieb mit 15 Revieren?");
    await page.getByRole("checkbox", { name: /Datenschutzerklärung/ }).check();
    await waitAsAPerson(page, since);
    await page.getByRole("button", { name: "Absenden" }).click();
    await expect(page.locator("#kontaktformular").getByRole("status")).toContainText("Danke, Ihre Nachricht ist angekommen.");
  }

  test("a contact request sent on /contact is in the inbox, and both mails arrive within seconds", async ({ page }) => {
    await sendContact(page, marta);
    const confirmed = Date.now();
    // The form's action nudges the outbox worker: the mails leave at once, not at its next run
    // (every 15 seconds), so the acknowledgement is there while the visitor still looks at the page.
    await expect.poll(async () => (await mailsTo(marta.email)).length, { timeout: 20_000 }).toBe(1);
    expect(Date.now() - confirmed).toBeLessThan(5_000);
    await expect.poll(async () => (await notificationsAbout(marta.email)).length, { timeout: 20_000 }).toBe(1);

    const [ack] = await mailsTo(marta.email);
    expect(ack).toMatchObject({ from: e2e.mail.from, replyTo: e2e.mail.inbox, subject: "Ihre Anfrage bei ForestCrew ist eingegangen" });
    expect(ack!.text).toContain(`Guten Tag ${marta.name},`);
    expect(ack!.text).toContain("vielen Dank für Ihre Nachricht zum Thema „Preise“");
    expect(ack!.text).toContain("innerhalb eines Werktags");
    // Only the name comes back: the message is not repeated to whatever address was typed.
    expect(ack!.text).not.toContain("15 Revieren");

    const [notification] = await notificationsAbout(marta.email);
    expect(notification).toMatchObject({
      from: e2e.mail.from,
      to: [e2e.mail.inbox],
      subject: `Neue Kontaktanfrage (Preise): ${marta.name}`,
    });
    for (const line of [
      `Name: ${marta.name}`,
      "Unternehmen: Forstbetrieb Buche",
      `E-Mail: ${marta.email}`,
      "Telefon: +49 4102 123456",
      "Thema: Preise",
      "Sprache: Deutsch",
      "Seite: /contact",
      "Nachricht:\nWas kostet ForestCrew für einen Betrieb mit 15 Revieren?",
    ]) {
      expect(notification!.text, line).toContain(line);
    }

    // The inbox has the entry with both mails sent; done, it shows when it will be erased.
    await signIn(page);
    await open(page, `${INBOX}?kind=contact`);
    await row(page, marta.name).getByRole("link", { name: marta.name }).click();
    const mails = page.getByRole("region", { name: "E-Mails" }).getByRole("listitem");
    await expect(mails.filter({ hasText: "Benachrichtigung an das Team" })).toContainText("Gesendet am");
    await expect(mails.filter({ hasText: "Eingangsbestätigung an den Absender" })).toContainText("Gesendet am");
    await expect(page.getByRole("region", { name: "E-Mail nicht zugestellt" })).toHaveCount(0);
    const retention = page.getByRole("region", { name: "Bearbeitungsstand" });
    await expect(retention).toContainText("Als „Erledigt“ markiert, wird der Eintrag 12 Monate danach automatisch gelöscht.");
    await page.getByRole("radio", { name: "Erledigt" }).check();
    await page.getByRole("button", { name: "Status speichern" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Status gespeichert." })).toBeVisible();
    await expect(retention).toContainText(`Wird automatisch gelöscht am ${dayInMonths(12)}.`);
  });

  test("an application with a CV sent on the English /career: the acknowledgement is in English, the CV only named", async ({ page }) => {
    await open(page, `${site.en}/career`);
    const since = Date.now();
    await page.getByRole("textbox", { name: "Name" }).fill(ella.name);
    await page.getByRole("textbox", { name: "Email address" }).fill(ella.email);
    await page.getByRole("combobox", { name: "Field of work" }).selectOption({ label: "GIS & remote sensing" });
    await page.getByRole("textbox", { name: "About you" }).fill("I have mapped forest stands from aerial imagery for six years.");
    await page.getByLabel(/CV/).setInputFiles({ name: "CV Ella.pdf", mimeType: "application/pdf", buffer: PDF });
    await page.getByRole("checkbox").check();
    await waitAsAPerson(page, since);
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.locator("#apply").getByRole("status")).toContainText("Thank you for your application!");

    await expect.poll(async () => (await mailsTo(ella.email)).length, { timeout: 20_000 }).toBe(1);
    await expect.poll(async () => (await notificationsAbout(ella.email)).length, { timeout: 20_000 }).toBe(1);
    const [ack] = await mailsTo(ella.email);
    expect(ack!.subject).toBe("We have received your application – ForestCrew");
    expect(ack!.text).toContain(`Hello ${ella.name},`);
    expect(ack!.text).toContain("Thank you for your application for “GIS & remote sensing”.");
    expect(ack!.text).toContain("We have also received your CV (PDF,");

    // The team reads German, whatever the page's language.
    const [notification] = await notificationsAbout(ella.email);
    expect(notification!.subject).toBe(`Neue Bewerbung (GIS & Fernerkundung): ${ella.name}`);
    expect(notification!.text).toContain("Sprache: Englisch");
    expect(notification!.text).toMatch(/Lebenslauf: CV Ella\.pdf \(.+\), im Posteingang herunterladen/);
    // A plain-text mail: the CV is never attached.
    expect(notification!.headers["content-type"]).toMatch(/^text\/plain/);
    expect(notification!.raw).not.toMatch(/^Content-Disposition: attachment/im);
    expect(notification!.raw).not.toContain(PDF.subarray(0, 40).toString("base64"));

    await signIn(page);
    await open(page, `${INBOX}?kind=application`);
    await expect(row(page, ella.name)).toContainText("GIS & Fernerkundung");
    await expect(row(page, ella.name).getByText("Lebenslauf angehängt")).toBeAttached();
    await expect(row(page, ella.name).getByText("E-Mail fehlgeschlagen")).toHaveCount(0);
  });

  test("an acknowledgement the mail server refuses (550) is marked failed at once; the team's notification is sent", async ({ page }) => {
    await sendContact(page, bruno);
    await expect.poll(async () => (await notificationsAbout(bruno.email)).length, { timeout: 20_000 }).toBe(1);
    expect(await mailsTo(bruno.email)).toEqual([]);

    await signIn(page);
    // Failed on its first attempt, not after retries over hours.
    await expect(async () => {
      await open(page, `${INBOX}?kind=contact`);
      await expect(row(page, bruno.name)).toContainText("E-Mail fehlgeschlagen", { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expect(row(page, marta.name).getByText("E-Mail fehlgeschlagen")).toHaveCount(0);

    await row(page, bruno.name).getByRole("link", { name: bruno.name }).click();
    const failed = page.getByRole("region", { name: "E-Mail nicht zugestellt" });
    await expect(failed.getByRole("listitem")).toHaveCount(1);
    await expect(failed).toContainText(`Eingangsbestätigung an den Absender: 550 5.1.1 <${bruno.email}>: mailbox unavailable`);
    await expect(failed).toContainText("Vom Mailserver abgelehnt, es folgt kein weiterer Versuch.");
    const mails = page.getByRole("region", { name: "E-Mails" }).getByRole("listitem");
    await expect(mails.filter({ hasText: "Eingangsbestätigung an den Absender" })).toContainText("E-Mail fehlgeschlagen · 1 Versuch");
    await expect(mails.filter({ hasText: "Benachrichtigung an das Team" })).toContainText("Gesendet am");
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await axeViolations(page), `${width} px`).toEqual([]);
    }
  });
});
