import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, test, type Page } from "@playwright/test";
import { e2e } from "../../playwright.config";
import { formLimits } from "../../app/features/forms/fields";
import { formMessages } from "../../app/features/forms/schema";
import { dataLayerEvents, open } from "./support/page";

// The rate limit counts accepted applications per address, and every test browser comes from the
// same address: this file's tests run one after another, the rate limit last.
test.describe.configure({ mode: "default" });

const path = "/career";
const de = formMessages.de;
const form = (page: Page) => page.locator("#apply");
const summary = (page: Page) => page.locator("[data-error-summary]");

/** A small but real PDF (one empty page). */
const realPdf = Buffer.from(
  [
    "%PDF-1.4",
    "1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj",
    "2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj",
    "3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 200 200]>> endobj",
    "trailer <</Root 1 0 R>>",
    "%%EOF",
  ].join("\n"),
);
/** Text bytes under a PDF's name and type. */
const fakePdf = Buffer.from("Lebenslauf\nName: Test\nDas ist keine PDF-Datei.\n");

async function waitAsAPerson(page: Page, since: number) {
  const left = formLimits.minSecondsToSubmit * 1000 + 300 - (Date.now() - since);
  if (left > 0) await page.waitForTimeout(left);
}

async function fillApplication(page: Page, values: { name: string; email: string; field?: string; message: string }) {
  await page.getByRole("textbox", { name: "Name" }).fill(values.name);
  await page.getByRole("textbox", { name: "E-Mail-Adresse" }).fill(values.email);
  if (values.field) await page.getByRole("combobox", { name: "Arbeitsbereich" }).selectOption({ label: values.field });
  await page.getByRole("textbox", { name: "Über Sie" }).fill(values.message);
}

const cvInput = (page: Page) => page.getByLabel(/Lebenslauf/);

// axe-core (WCAG 2.1 AA) on the page, with every section laid out, as tests/e2e/a11y.spec.ts does
// for the cached pages; this page is rendered per request, so it is checked here.
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
async function axeViolations(page: Page): Promise<string[]> {
  await page.addStyleTag({ content: "main section { content-visibility: visible !important; }" });
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> };
      }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } });
    return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(" ")}`));
  });
}

test.describe("/career", () => {
  test("has every section, the six fields of work, the four steps and the form", async ({ page }) => {
    await open(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gestalten Sie die digitale Forstwirtschaft mit");
    for (const name of [
      "Arbeit, die man im Wald sieht",
      "Gute Bedingungen für gute Arbeit",
      "Wie wir zusammenarbeiten",
      "Sechs Bereiche, ein Ziel",
      "Keine passende Ausschreibung? Bewerben Sie sich initiativ",
      "Anforderungen",
      "Bewerben Sie sich",
    ])
      await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeAttached();
    await expect(page.locator("[data-field] h3")).toHaveText([
      "Softwareentwicklung",
      "Daten & KI",
      "GIS & Fernerkundung",
      "Forstliche Fachberatung",
      "Vertrieb & Kundenbetreuung",
      "UX/UI-Design",
    ]);
    await expect(page.locator("#initiativbewerbung ol > li h3")).toHaveText([
      "Eingang und Prüfung",
      "Kennenlerngespräch (remote)",
      "Fachgespräch",
      "Vertragsangebot und Onboarding",
    ]);
    await expect(page.getByRole("combobox", { name: "Arbeitsbereich" }).locator("option")).toHaveCount(7);
    await expect(cvInput(page)).toHaveAttribute("accept", "application/pdf");
    await expect(cvInput(page)).toHaveAccessibleDescription("PDF, höchstens 10 MB.");
    await expect(page.locator("#bewerbung").getByRole("link", { name: "Zur Kontaktseite" })).toHaveAttribute("href", "/contact");
    await expect(form(page).getByRole("link", { name: "Datenschutzerklärung" })).toHaveAttribute("href", "/datenschutz");

    // The hero's button leads to the form.
    await page.getByRole("link", { name: "Jetzt bewerben" }).click();
    await expect(page).toHaveURL(`${e2e.de}${path}#apply`);
    await expect(page.getByRole("textbox", { name: "Name" })).toBeInViewport();
  });

  test("errors next to their fields, the summary takes focus, nothing typed is lost", async ({ page }) => {
    await open(page, `${path}#apply`);
    await waitAsAPerson(page, Date.now());
    await page.getByRole("button", { name: "Absenden" }).click();
    await expect(summary(page)).toBeFocused();
    await expect(summary(page).getByRole("listitem")).toHaveText([
      de.nameRequired,
      de.emailRequired,
      de.field,
      de.messageRequired,
      de.privacy,
    ]);

    await fillApplication(page, { name: "Jo", email: "jo@", field: "GIS & Fernerkundung", message: "Hallo" });
    await expect(summary(page)).toBeVisible();
    await page.getByRole("button", { name: "Absenden" }).click();
    await expect(summary(page).getByRole("listitem")).toHaveText([de.email, de.messageShort(formLimits.messageMin), de.privacy]);
    await expect(page.getByRole("textbox", { name: "E-Mail-Adresse" })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("textbox", { name: "E-Mail-Adresse" })).toHaveAccessibleDescription(de.email);
    await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue("Jo");
    await expect(page.getByRole("combobox", { name: "Arbeitsbereich" })).toHaveValue("gis");
    await expect(page.getByRole("textbox", { name: "Über Sie" })).toHaveValue("Hallo");
  });

  test("a file named .pdf that is not a PDF is refused by its bytes, everything else kept", async ({ page }) => {
    await open(page, `${path}#apply`);
    const since = Date.now();
    await fillApplication(page, {
      name: "Fritz Fälscher",
      email: "fritz@example.de",
      field: "Daten & KI",
      message: "Ich arbeite seit Jahren mit Forstdaten und möchte bei Ihnen einsteigen.",
    });
    await cvInput(page).setInputFiles({ name: "lebenslauf.pdf", mimeType: "application/pdf", buffer: fakePdf });
    await page.getByRole("checkbox").check();
    await waitAsAPerson(page, since);
    await page.getByRole("button", { name: "Absenden" }).click();
    await expect(summary(page)).toBeFocused();
    await expect(summary(page)).toContainText(de.cvNotPdf);
    await expect(cvInput(page)).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("textbox", { name: "Über Sie" })).toHaveValue(/Forstdaten/);
    await expect(page.getByRole("combobox", { name: "Arbeitsbereich" })).toHaveValue("data-ai");
  });

  test("an application with a real PDF is confirmed without a reload", async ({ page }) => {
    await open(page, `${path}?field=software#apply`);
    const since = Date.now();
    await expect(page.getByRole("combobox", { name: "Arbeitsbereich" })).toHaveValue("software");
    await fillApplication(page, {
      name: "Petra Pdf",
      email: `petra-${Date.now()}@example.de`,
      message: "Ich entwickle seit fünf Jahren Web-Anwendungen und möchte für den Wald arbeiten.",
    });
    await cvInput(page).setInputFiles({ name: "Lebenslauf Petra.pdf", mimeType: "application/pdf", buffer: realPdf });
    await page.getByRole("checkbox").check();
    await waitAsAPerson(page, since);
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.method() === "POST"),
      page.getByRole("button", { name: "Absenden" }).click(),
    ]);
    expect(request.headers()["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    const status = form(page).getByRole("status");
    await expect(status).toContainText("Danke für Ihre Bewerbung!");
    await expect(status.locator("[tabindex='-1']")).toBeFocused();
    expect(await dataLayerEvents(page, "form_submit")).toEqual([expect.objectContaining({ form_type: "application" })]);
  });

  test("a bot that fills the honeypot sees the same confirmation", async ({ page }) => {
    await open(page, `${path}#apply`);
    const since = Date.now();
    await fillApplication(page, {
      name: "Bot",
      email: "bot@example.de",
      field: "UX/UI-Design",
      message: "Cheap pills at our shop, visit now.",
    });
    await page.getByRole("checkbox").check();
    await page.locator('input[name="website"]').evaluate((input: HTMLInputElement) => (input.value = "https://spam.example"));
    await waitAsAPerson(page, since);
    await page.getByRole("button", { name: "Absenden" }).click();
    await expect(form(page).getByRole("status")).toContainText("Danke für Ihre Bewerbung!");
  });

  test("in English", async ({ page }) => {
    await open(page, `${e2e.en}${path}`);
    const since = Date.now();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Help shape the future of digital forestry");
    await expect(page.locator("[data-field] h3")).toHaveText([
      "Software development",
      "Data & AI",
      "GIS & remote sensing",
      "Forestry consulting",
      "Sales & customer care",
      "UX/UI design",
    ]);
    await expect(page.locator("#initiativbewerbung ol > li h3")).toHaveText([
      "Receipt and review",
      "Introductory call (remote)",
      "Technical interview",
      "Contract offer and onboarding",
    ]);
    await expect(page.getByLabel(/CV/)).toHaveAccessibleDescription("PDF, 10 MB at most.");
    await waitAsAPerson(page, since);
    await page.getByRole("button", { name: "Send" }).click();
    await expect(summary(page)).toBeFocused();
    await expect(summary(page)).toContainText(formMessages.en.field);
  });

  test.describe("accessibility", () => {
    test.use({ bypassCSP: true });
    for (const [lang, origin, submit] of [
      ["de", e2e.de, "Absenden"],
      ["en", e2e.en, "Send"],
    ] as const) {
      for (const width of [390, 1280]) {
        test(`no WCAG 2.1 AA violations, with and without errors shown (${lang}, ${width} px)`, async ({ page }) => {
          await page.setViewportSize({ width, height: 900 });
          await open(page, origin + path);
          const since = Date.now();
          expect(await axeViolations(page)).toEqual([]);
          await waitAsAPerson(page, since);
          await page.getByRole("button", { name: submit }).click();
          await expect(summary(page)).toBeFocused();
          expect(await axeViolations(page)).toEqual([]);
          // Nothing sticks out of the page on a phone.
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        });
      }
    }
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("an invalid application comes back with messages and values, and asks for the file again", async ({ page }) => {
      await page.goto(path);
      const since = Date.now();
      await fillApplication(page, {
        name: "Nora Nojs",
        email: "nora@example",
        field: "Forstliche Fachberatung",
        message: "Forstwirtin mit Erfahrung.",
      });
      await cvInput(page).setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: realPdf });
      await waitAsAPerson(page, since);
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === "POST"),
        page.getByRole("button", { name: "Absenden" }).click(),
      ]);
      expect(response.status()).toBe(400);
      await expect(page).toHaveURL(`${e2e.de}${path}#apply`);
      await expect(page.locator("#apply-email-error")).toHaveText(de.email);
      await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue("Nora Nojs");
      await expect(page.getByRole("combobox", { name: "Arbeitsbereich" })).toHaveValue("forestry");
      await expect(page.getByRole("textbox", { name: "Über Sie" })).toHaveValue("Forstwirtin mit Erfahrung.");
      // A file input cannot be filled in again: the form asks for the file once more.
      await expect(page.locator("#apply-cv-error")).toHaveText(de.cvChooseAgain);
    });

    test("a valid application with a PDF is sent as a plain multipart POST and confirmed", async ({ page }) => {
      await page.goto(path);
      const since = Date.now();
      await fillApplication(page, {
        name: "Otto Ohnejs",
        email: `otto-${Date.now()}@example.de`,
        field: "Vertrieb & Kundenbetreuung",
        message: "Ich berate seit Jahren Forstbetriebe und würde gern bei Ihnen anfangen.",
      });
      await cvInput(page).setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: realPdf });
      await page.getByRole("checkbox").check();
      await waitAsAPerson(page, since);
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === "POST"),
        page.getByRole("button", { name: "Absenden" }).click(),
      ]);
      expect(response.status()).toBe(200);
      await expect(form(page).getByRole("status")).toContainText("Danke für Ihre Bewerbung!");
    });
  });

  // From an address of its own (the e2e server trusts the loopback proxy's X-Forwarded-For): using up
  // its applications leaves the other specs' 127.0.0.1 alone.
  test("an application past the per-address limit within ten minutes is refused with the limit message", async ({ page }) => {
    const address = "203.0.113.22";
    await page.context().setExtraHTTPHeaders({ "x-forwarded-for": address });
    await open(page, `${path}#apply`);
    const started = (await page.locator('input[name="started"]').getAttribute("value")) ?? "";
    await page.waitForTimeout(formLimits.minSecondsToSubmit * 1000 + 300);
    const multipart = {
      name: "Rita Rate",
      email: "rita@example.de",
      field: "design",
      message: "Noch eine Bewerbung, um die Grenze zu testen.",
      privacy: "yes",
      started,
    };
    const statuses: number[] = [];
    for (let i = 0; i <= e2e.formLimit && !statuses.includes(429); i++) {
      statuses.push((await page.request.post(path, { multipart, headers: { origin: e2e.de, "x-forwarded-for": address } })).status());
    }
    expect(statuses).toHaveLength(e2e.formLimit + 1);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);

    await fillApplication(page, { name: "Rita Rate", email: "rita@example.de", field: "UX/UI-Design", message: multipart.message });
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Absenden" }).click();
    await expect(summary(page)).toContainText(de.rateLimited);
    await expect(page.getByRole("textbox", { name: "Über Sie" })).toHaveValue(multipart.message);
  });
});
