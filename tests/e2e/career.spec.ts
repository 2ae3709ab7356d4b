import { expect, test, type Page } from "@playwright/test";
import { e2e } from "../../playwright.config";
import { formLimits } from "../../app/features/forms/fields";
import { formMessages } from "../../app/features/forms/schema";
import * as forms from "./support/forms";
import { open } from "./support/page";

// The rate limit counts accepted applications per address, and every test browser comes from the
// same address: this file's tests run one after another, the rate limit last.
test.describe.configure({ mode: "default" });

const path = "/career";
const de = formMessages.de;
const form = (page: Page) => page.locator("#apply");

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

async function fillApplication(page: Page, values: { name: string; email: string; field?: string; message: string }) {
  await page.getByRole("textbox", { name: "Name" }).fill(values.name);
  await page.getByRole("textbox", { name: "E-Mail-Adresse" }).fill(values.email);
  if (values.field) await page.getByRole("combobox", { name: "Arbeitsbereich" }).selectOption({ label: values.field });
  await page.getByRole("textbox", { name: "Über Sie" }).fill(values.message);
}

const cvInput = (page: Page) => page.getByLabel(/Lebenslauf/);

/**
 * The application form as the shared steps see it: a complete application without a CV, for
 * UX/UI design unless another field is chosen.
 */
const application: forms.FormCase = {
  path: `${path}#apply`,
  form,
  confirmation: "Danke für Ihre Bewerbung!",
  messageLabel: "Über Sie",
  choiceRequired: de.field,
  fill: async (page, values) => {
    await fillApplication(page, { ...values, field: values.choice ?? "UX/UI-Design" });
    await page.getByRole("checkbox").check();
  },
};

/** How many files the CV input holds. */
const chosenFiles = (page: Page) => cvInput(page).evaluate((input: HTMLInputElement) => input.files?.length ?? 0);

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
      "Angebot und Einarbeitung",
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
    await forms.expectEmptyRefused(page, application);

    await fillApplication(page, { name: "Jo", email: "jo@", field: "GIS & Fernerkundung", message: "Hallo" });
    await expect(forms.summary(page)).toBeVisible();
    await page.getByRole("button", { name: "Absenden" }).click();
    await expect(forms.summary(page).getByRole("listitem")).toHaveText([de.email, de.messageShort(formLimits.messageMin), de.privacy]);
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
    await forms.waitAsAPerson(page, since);
    await page.getByRole("button", { name: "Absenden" }).click();
    await expect(forms.summary(page)).toBeFocused();
    await expect(forms.summary(page)).toContainText(de.cvNotPdf);
    await expect(cvInput(page)).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("textbox", { name: "Über Sie" })).toHaveValue(/Forstdaten/);
    await expect(page.getByRole("combobox", { name: "Arbeitsbereich" })).toHaveValue("data-ai");
  });

  test("a refusal for another field keeps the chosen CV and does not ask for it again", async ({ page }) => {
    await open(page, `${path}#apply`);
    const since = Date.now();
    await fillApplication(page, { name: "Clara Cv", email: "clara@example.de", field: "GIS & Fernerkundung", message: "" });
    await cvInput(page).setInputFiles({ name: "Lebenslauf Clara.pdf", mimeType: "application/pdf", buffer: realPdf });
    await page.getByRole("checkbox").check();
    await forms.waitAsAPerson(page, since);
    await page.getByRole("button", { name: "Absenden" }).click();
    await expect(forms.summary(page)).toBeFocused();
    await expect(forms.summary(page).getByRole("listitem")).toHaveText([de.messageRequired]);
    await expect(page.getByRole("textbox", { name: "Über Sie" })).toHaveAttribute("aria-invalid", "true");
    // No reload: the input still holds the file, so nothing asks to choose it again.
    expect(await chosenFiles(page)).toBe(1);
    await expect(form(page)).not.toContainText(de.cvChooseAgain);
    await expect(cvInput(page)).not.toHaveAttribute("aria-invalid", "true");
    await expect(cvInput(page)).toHaveAccessibleDescription("PDF, höchstens 10 MB.");
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
    await forms.waitAsAPerson(page, since);
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.method() === "POST"),
      page.getByRole("button", { name: "Absenden" }).click(),
    ]);
    expect(request.headers()["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    await forms.expectConfirmedInPlace(page, application, "application");
  });

  forms.honeypotTest("a bot that fills the honeypot sees the same confirmation", application);

  test("the CV picker speaks the page's language, names the chosen file and is reached by the keyboard", async ({ page }) => {
    await open(page, path);
    // The visible button and line are the page's own, not the browser's English "Choose File".
    const picker = form(page).getByText("Datei auswählen").locator("..");
    await expect(picker).toBeVisible();
    await expect(picker).toContainText("Keine Datei ausgewählt");
    await cvInput(page).setInputFiles({ name: "Lebenslauf Clara.pdf", mimeType: "application/pdf", buffer: realPdf });
    await expect(picker).toContainText("Lebenslauf Clara.pdf");
    await expect(picker).not.toContainText("Keine Datei ausgewählt");
    // The real input lies over the picker: a click on the button reaches it, and so does the Tab key.
    await picker.scrollIntoViewIfNeeded();
    const box = await picker.boundingBox();
    const hit = await page.evaluate(
      ([x, y]) => (document.elementFromPoint(x!, y!) as HTMLInputElement | null)?.type,
      [box!.x + 20, box!.y + box!.height / 2],
    );
    expect(hit).toBe("file");
    await page.getByRole("textbox", { name: "Über Sie" }).focus();
    await page.keyboard.press("Tab");
    await expect(cvInput(page)).toBeFocused();

    await open(page, `${e2e.en}${path}`);
    await expect(form(page).getByText("Choose file", { exact: true })).toBeVisible();
    await expect(form(page)).toContainText("No file chosen");
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
      "Offer and onboarding",
    ]);
    await expect(page.getByLabel(/CV/)).toHaveAccessibleDescription("PDF, 10 MB at most.");
    await forms.waitAsAPerson(page, since);
    await page.getByRole("button", { name: "Send" }).click();
    await expect(forms.summary(page)).toBeFocused();
    await expect(forms.summary(page)).toContainText(formMessages.en.field);
  });

  forms.accessibilityTests(path);

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the browser's own file input stands in for the picker, which could not name the file", async ({ page }) => {
      await page.goto(path);
      await expect(cvInput(page)).toBeVisible();
      await expect(cvInput(page)).toHaveCSS("opacity", "1");
      await expect(form(page).getByText("Datei auswählen")).toBeHidden();
    });

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
      await forms.waitAsAPerson(page, since);
      const response = await forms.submitAndWait(page);
      expect(response.status()).toBe(400);
      await expect(page).toHaveURL(`${e2e.de}${path}#apply`);
      await expect(page.locator("#apply-email-error")).toHaveText(de.email);
      await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue("Nora Nojs");
      await expect(page.getByRole("combobox", { name: "Arbeitsbereich" })).toHaveValue("forestry");
      await expect(page.getByRole("textbox", { name: "Über Sie" })).toHaveValue("Forstwirtin mit Erfahrung.");
      // A file input cannot be filled in again: the form asks for the file once more.
      await expect(page.locator("#apply-cv-error")).toHaveText(de.cvChooseAgain);
    });

    test("a refusal for another field asks for the CV again: the page came back with an empty file input", async ({ page }) => {
      await page.goto(path);
      const since = Date.now();
      await fillApplication(page, { name: "Clara Cv", email: "clara@example.de", field: "GIS & Fernerkundung", message: "" });
      await cvInput(page).setInputFiles({ name: "Lebenslauf Clara.pdf", mimeType: "application/pdf", buffer: realPdf });
      await page.getByRole("checkbox").check();
      await forms.waitAsAPerson(page, since);
      expect((await forms.submitAndWait(page)).status()).toBe(400);
      await expect(page.locator("#apply-message-error")).toHaveText(de.messageRequired);
      expect(await chosenFiles(page)).toBe(0);
      await expect(page.locator("#apply-cv-error")).toHaveText(de.cvChooseAgain);
      await expect(forms.summary(page).getByRole("listitem")).toHaveText([de.messageRequired, de.cvChooseAgain]);
    });

    forms.plainPostTest(
      "a valid application with a PDF is sent as a plain multipart POST and confirmed",
      { ...application, path },
      {
        name: "Otto Ohnejs",
        email: `otto-${Date.now()}@example.de`,
        choice: "Vertrieb & Kundenbetreuung",
        message: "Ich berate seit Jahren Forstbetriebe und würde gern bei Ihnen anfangen.",
      },
      (page) => cvInput(page).setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: realPdf }),
    );
  });

  forms.rateLimitTest("an application past the per-address limit within ten minutes is refused with the limit message", {
    ...application,
    path,
    address: "203.0.113.22",
    fields: { name: "Rita Rate", email: "rita@example.de", field: "design", message: "Noch eine Bewerbung, um die Grenze zu testen." },
    multipart: true,
  });
});
