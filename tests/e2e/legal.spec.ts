import { expect, test, type Page } from "@playwright/test";
import { e2e } from "../../playwright.config";
import { open } from "./support/page";

// The legal pages as the test server configures them (playwright.config.ts sets every legal
// variable to an obviously fictitious value).
const legal = {
  directors: "Erika Musterfrau, Max Mustermann",
  court: "Amtsgericht Musterstadt",
  number: "HRB 00000 HL",
  vatId: "DE000000000",
  editorial: "Erika Musterfrau, Musterstraße 1, 22926 Ahrensburg",
};

/** Every key the site's code writes to localStorage; the privacy policy must name each one. */
const localStorageKeys = ["forestchat:visitorId", "forestchat:sessionId", "forestchat:sessionSecret", "preferredLanguage"];

/** Nothing on the page reads as an unfilled value: no "undefined" or "NaN", no label without its value. */
async function expectNoEmptyField(page: Page) {
  const main = page.getByRole("main");
  const text = await main.innerText();
  // "null" is a German word ("auf null setzen"); an unfilled value would show as "null" next to a label.
  expect(text).not.toMatch(/\b(undefined|NaN)\b|\[object |:\s*null\b/);
  expect(text).not.toMatch(/\{\w+\}/);
  const problems = await main.evaluate((root) => {
    const found: string[] = [];
    for (const dd of root.querySelectorAll("dd"))
      if (!dd.textContent?.trim()) found.push(`empty value after ${dd.previousElementSibling?.textContent}`);
    for (const dt of root.querySelectorAll("dt")) {
      const next = dt.nextElementSibling;
      if (!next || next.tagName !== "DD") found.push(`label without value: ${dt.textContent}`);
    }
    // A sentence ending in ":" must be followed by what it announces (a list).
    for (const el of root.querySelectorAll("p, dt, dd, li, span")) {
      const t = el.textContent?.trim() ?? "";
      if (t.endsWith(":") && !/^(UL|OL|DL)$/.test(el.nextElementSibling?.tagName ?? "")) found.push(`dangling colon: ${t}`);
    }
    return found;
  });
  expect(problems).toEqual([]);
}

/** No text sticks out of its box or past the screen edge (the hero clips, so the page would not scroll). */
async function expectNoOverflow(page: Page) {
  const offenders = await page.evaluate(() => {
    document.documentElement.dataset.sections = "all"; // lay out every section, not only those near the viewport
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>("main h1, main h2, main h3, main p, main li, main dt, main dd, main address")) {
      const rect = el.getBoundingClientRect();
      if (el.scrollWidth > el.clientWidth + 1 || rect.right > width + 1) found.push(`${el.tagName} "${el.textContent?.slice(0, 40)}"`);
    }
    if (document.documentElement.scrollWidth > width) found.push(`page ${document.documentElement.scrollWidth}px wide`);
    return found;
  });
  expect(offenders).toEqual([]);
}

test.describe("/impressum", () => {
  test("German: every item of the legal notice with its value", async ({ page }) => {
    await open(page, "/impressum");
    const main = page.getByRole("main");
    await expect(page.getByRole("heading", { level: 1, name: "Impressum" })).toBeVisible();
    for (const name of [
      "Angaben gemäß § 5 DDG",
      "Registereintrag",
      "Umsatzsteuer",
      "Kontakt",
      "Verantwortlich für redaktionelle Inhalte gemäß § 18 Abs. 2 MStV",
      "Verbraucherstreitbeilegung",
    ]) {
      await expect(main.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
    }
    const provider = main.getByRole("region", { name: "Angaben gemäß § 5 DDG" });
    await expect(provider).toContainText("ForestCrew GmbH");
    await expect(provider).toContainText("Große Straße 26");
    await expect(provider).toContainText("22926 Ahrensburg");
    await expect(provider).toContainText("Gesellschaft mit beschränkter Haftung (GmbH)");
    await expect(provider).toContainText(`Vertreten durch die Geschäftsführung${legal.directors}`);
    await expect(main).toContainText(`Registergericht${legal.court}`);
    await expect(main).toContainText(`Registernummer${legal.number}`);
    await expect(main).toContainText(`Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz${legal.vatId}`);
    await expect(main.getByRole("link", { name: "info@forestcrew.de" })).toHaveAttribute("href", "mailto:info@forestcrew.de");
    await expect(main.getByRole("link", { name: "+49 4102 8919 350" })).toHaveAttribute("href", "tel:+4941028919350");
    await expect(main).toContainText(legal.editorial);
    await expect(main).toContainText("nicht bereit und nicht verpflichtet");
    await expect(main).toContainText("Verbraucherschlichtungsstelle");
    // The EU's ODR platform was shut down in July 2025: no link to it.
    await expect(main.locator("a[href*='ec.europa.eu']")).toHaveCount(0);
    await expectNoEmptyField(page);
  });

  test("English: the same items, and the German text is binding", async ({ page }) => {
    await open(page, `${e2e.en}/impressum`);
    const main = page.getByRole("main");
    await expect(page.getByRole("heading", { level: 1, name: "Legal notice" })).toBeVisible();
    await expect(main).toContainText("Only the German version of this legal notice is legally binding");
    for (const name of ["Information under section 5 DDG", "Commercial register", "VAT", "Contact", "Consumer dispute resolution"]) {
      await expect(main.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
    }
    await expect(main.getByRole("heading", { level: 2, name: /Responsible for editorial content under section 18\(2\)/ })).toBeVisible();
    await expect(main).toContainText("Germany");
    await expect(main).toContainText(legal.directors);
    await expect(main).toContainText(legal.number);
    await expect(main).toContainText(legal.vatId);
    await expect(main).toContainText("neither willing nor obliged");
    await expectNoEmptyField(page);
  });
});

test.describe("/datenschutz", () => {
  const sectionsDe = [
    "Überblick",
    "Verantwortlicher",
    "Hosting und Auslieferung",
    "Server-Protokolle",
    "ForestChat",
    "Kontaktformular und E-Mail",
    "Bewerbungen",
    "Wartelisten",
    "Posteingang und Löschung",
    "Konten im Verwaltungsbereich",
    "Cookies und lokale Speicherung",
    "Einwilligung und Analyse",
    "Empfänger",
    "Ihre Rechte",
    "Änderungen dieser Erklärung",
  ];
  const sectionsEn = [
    "Overview",
    "Controller",
    "Hosting and delivery",
    "Server logs",
    "ForestChat",
    "Contact form and email",
    "Job applications",
    "Waitlists",
    "Inbox and deletion",
    "Accounts in the administration area",
    "Cookies and local storage",
    "Consent and analytics",
    "Recipients",
    "Your rights",
    "Changes to this policy",
  ];

  test("German: every section, the storage keys, the rights and the authority", async ({ page }) => {
    await open(page, "/datenschutz");
    const main = page.getByRole("main");
    const headings = main.locator("section[id] > h2");
    await expect(headings).toHaveText(sectionsDe.map((title, i) => `${i + 1}. ${title}`));
    // The table of contents links every section.
    for (const title of sectionsDe)
      await expect(main.getByRole("navigation").getByRole("link", { name: title, exact: true })).toBeVisible();

    const cookies = main.locator("#cookies");
    for (const key of [...localStorageKeys, "fc_admin"]) await expect(cookies.getByText(key, { exact: true })).toBeVisible();
    await expect(cookies).toContainText("8 Stunden");

    const logs = main.locator("#server-protokolle");
    await expect(logs).toContainText("203.0.113.0");
    await expect(logs).toContainText("/48");
    await expect(logs).toContainText("höchstens 7 Tage");
    await expect(main.locator("#forestchat")).toContainText("90 Tage");
    await expect(main.locator("#forestchat")).toContainText("SHA-256");
    await expect(main.locator("#analyse")).toContainText("window.dataLayer");
    await expect(main.locator("#bewerbungen")).toContainText("6 Monate");
    // Accounts of the admin area: what is kept, and the audit log's retention (AUDIT_RETENTION_DAYS).
    await expect(main.locator("#verwaltungskonten")).toContainText("Hashwert des Passworts");
    await expect(main.locator("#verwaltungskonten")).toContainText("nach 1 Jahr gelöscht");

    const rights = main.locator("#rechte");
    for (const right of ["Auskunft", "Berichtigung", "Löschung", "Einschränkung", "Widerspruch", "Datenübertragbarkeit"])
      await expect(rights).toContainText(right);
    await expect(rights).toContainText("Unabhängige Landeszentrum für Datenschutz Schleswig-Holstein");
    await expect(main).toContainText("Stand: November 2026");
    await expectNoEmptyField(page);

    // The description promises a cookie section: the page has one.
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Cookies/);
  });

  test("English: every section, and the German text is binding", async ({ page }) => {
    await open(page, `${e2e.en}/datenschutz`);
    const main = page.getByRole("main");
    await expect(main).toContainText("Only the German version of this privacy policy is legally binding");
    await expect(main.locator("section[id] > h2")).toHaveText(sectionsEn.map((title, i) => `${i + 1}. ${title}`));
    for (const key of [...localStorageKeys, "fc_admin"])
      await expect(main.locator("#cookies").getByText(key, { exact: true })).toBeVisible();
    await expect(main.locator("#rechte")).toContainText("data portability");
    await expect(main).toContainText("Last updated: November 2026");
    await expectNoEmptyField(page);
  });

  test("names every key a visitor's browser actually gets", async ({ page }) => {
    await open(page, "/datenschutz");
    // The language switch stores the choice (in this origin's storage) before it leaves for the other host.
    await page.getByRole("banner").locator('a[hreflang="en"]').click();
    await page.waitForURL(/en\.localhost/);
    await open(page, "/datenschutz");
    const keys = await page.evaluate(() => Object.keys(window.localStorage));
    expect(keys.length).toBeGreaterThan(0);
    const policy = await page.locator("#cookies").innerText();
    for (const key of keys) expect(policy, `local storage key ${key}`).toContain(key);
  });
});

test.describe("/agb", () => {
  test("German: §§ 1–12, version, prices and terms from the facts", async ({ page }) => {
    await open(page, "/agb");
    const main = page.getByRole("main");
    await expect(page.getByRole("heading", { level: 1, name: "Allgemeine Geschäftsbedingungen" })).toBeVisible();
    const headings = main.locator("section[id] > h2");
    await expect(headings).toHaveCount(12);
    for (let n = 1; n <= 12; n++) await expect(headings.nth(n - 1)).toHaveText(new RegExp(`^§\\s${n} \\S`));
    await expect(main).toContainText("Stand: Januar 2025");
    for (const text of [
      "Beta, Beta Pro und Enterprise",
      "99 € im Monat oder 999 € im Jahr",
      "999 € im Monat oder 9.999 € im Jahr",
      "einschließlich 19\u202f% Umsatzsteuer",
      "Visa, Mastercard und American Express",
      "monatlich oder jährlich im Voraus ab",
      "Festpreise je Tarif",
      "Frist von 30 Tagen zum Monatsende",
      "Mindestlaufzeit von 12 Monaten",
      "jeweils um 12 Monate",
      "Frist von 3 Monaten",
      "ersten kostenpflichtigen Buchung",
      "5 Tage lang kostenlos",
      "99,5\u202f%",
      "mindestens 30 Tage vor ihrem Inkrafttreten",
      "nicht innerhalb von 30 Tagen",
      "im Tarif Beta um 20\u202f% und im Tarif Beta Pro um 30\u202f%",
      "für die gesamte Laufzeit des Abonnements",
      "Recht der Bundesrepublik Deutschland",
      "unser Sitz in Ahrensburg",
    ]) {
      await expect(main, text).toContainText(text);
    }
    await expect(main.getByRole("link", { name: "Zur Datenschutzerklärung" })).toHaveAttribute("href", "/datenschutz");
    await expectNoEmptyField(page);
  });

  test("English: a translation with the same figures, and the German text is binding", async ({ page }) => {
    await open(page, `${e2e.en}/agb`);
    const main = page.getByRole("main");
    await expect(main).toContainText("Only the German version of these terms is legally binding");
    await expect(main.locator("section[id] > h2")).toHaveCount(12);
    await expect(main).toContainText("Version of January 2025");
    for (const text of [
      "€99 a month or €999 a year",
      "€999 a month or €9,999 a year",
      "including 19% VAT",
      "99.5%",
      "30 days' notice to the end of a month",
    ]) {
      await expect(main, text).toContainText(text);
    }
    await expectNoEmptyField(page);
  });
});

test.describe("on a 320 px phone", () => {
  test.use({ viewport: { width: 320, height: 640 } });
  for (const path of ["/impressum", "/datenschutz", "/agb"]) {
    for (const host of [e2e.de, e2e.en]) {
      test(`${host === e2e.en ? "English" : "German"} ${path} fits the screen`, async ({ page }) => {
        await open(page, `${host}${path}`);
        await expectNoOverflow(page);
      });
    }
  }
});
