import { expect, test, type Page } from "@playwright/test";
import { e2e } from "../../playwright.config";
import { defaultSite } from "../../app/config/site";
import { formLimits } from "../../app/features/forms/fields";
import { formMessages } from "../../app/features/forms/schema";
import * as forms from "./support/forms";
import { dataLayerEvents, open } from "./support/page";

// The rate limit counts accepted submissions per address and kind, and every test browser comes
// from the same address: this file's tests run one after another, the rate limit last.
test.describe.configure({ mode: "default" });

const path = "/contact";
const de = formMessages.de;
const en = formMessages.en;
const form = (page: Page) => page.locator("#kontaktformular");

async function fillContact(
  page: Page,
  values: { name: string; email: string; topic?: string; message: string; company?: string; phone?: string },
) {
  await page.getByRole("textbox", { name: "Name" }).fill(values.name);
  if (values.company) await page.getByRole("textbox", { name: /Unternehmen/ }).fill(values.company);
  await page.getByRole("textbox", { name: "E-Mail-Adresse" }).fill(values.email);
  if (values.phone) await page.getByRole("textbox", { name: /Telefon/ }).fill(values.phone);
  if (values.topic) await page.getByRole("combobox", { name: "Worum geht es?" }).selectOption({ label: values.topic });
  await page.getByRole("textbox", { name: "Ihre Nachricht" }).fill(values.message);
}

/** The contact form as the shared steps see it: a complete message, on the topic "Sonstiges" unless another is chosen. */
const contact: forms.FormCase = {
  path,
  form,
  confirmation: "Danke, Ihre Nachricht ist angekommen.",
  messageLabel: "Ihre Nachricht",
  choiceRequired: de.topic,
  fill: async (page, values) => {
    await fillContact(page, { ...values, topic: values.choice ?? "Sonstiges" });
    await page.getByRole("checkbox").check();
  },
};

test.describe("/contact", () => {
  test("has the hero with video, the form, the contact details and the reply promise", async ({ page }) => {
    await open(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sprechen Sie mit uns");
    await expect(page.locator("section video").first()).toBeAttached();
    await expect(page.getByRole("heading", { level: 2, name: "Schreiben Sie uns" })).toBeVisible();
    const info = page.getByRole("complementary", { name: "So erreichen Sie uns" });
    await expect(info.getByRole("link", { name: defaultSite.email })).toHaveAttribute("href", `mailto:${defaultSite.email}`);
    await expect(info.getByRole("link", { name: defaultSite.phone })).toHaveAttribute("href", /^tel:\+49/);
    await expect(info).toContainText("Mo–Fr 9:00–17:00 Uhr");
    await expect(info).toContainText(`${defaultSite.address.postalCode} Ahrensburg`);
    await expect(info).toContainText("Antwort innerhalb eines Werktages");
    await expect(page.getByRole("combobox", { name: "Worum geht es?" }).locator("option")).toHaveText([
      "Bitte wählen",
      "Demo",
      "Preise",
      "Support",
      "Partnerschaft",
      "Sonstiges",
    ]);
    await expect(form(page).getByRole("link", { name: "Datenschutzerklärung" })).toHaveAttribute("href", "/datenschutz");
    // The honeypot is out of reach: no tab stop, no autofill, hidden from assistive technology.
    const trap = page.locator('input[name="website"]');
    await expect(trap).toHaveAttribute("tabindex", "-1");
    await expect(trap).toHaveAttribute("autocomplete", "off");
    await expect(page.locator('[aria-hidden="true"]:has(input[name="website"])')).toHaveCount(1);
    await expect(page.locator('input[type="hidden"][name="started"]')).toHaveAttribute("value", /^\d+\.[\w-]{12}\.[\w-]{43}$/);
  });

  test("is rendered per request: each view carries a freshly signed start time", async ({ request }) => {
    const started = async () => /name="started" value="([^"]+)"/.exec(await (await request.get(path)).text())?.[1];
    const first = await started();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(first).toBeTruthy();
    expect(await started()).not.toBe(first);
  });

  test("sends contact_page_view once per page view", async ({ page }) => {
    await open(page, path);
    await expect
      .poll(() => dataLayerEvents(page, "contact_page_view"))
      .toEqual([expect.objectContaining({ event: "contact_page_view", page_section: "contact", form_type: "contact" })]);
    // Jumping to the form and a refused submission (an empty form) are the same view.
    await page.getByRole("link", { name: "Nachricht schreiben" }).click();
    await page.getByRole("button", { name: "Absenden" }).click();
    await expect(forms.summary(page)).toBeFocused();
    expect(await dataLayerEvents(page, "contact_page_view")).toHaveLength(1);
  });

  test("'Demo anfragen' links land on the form with Demo chosen", async ({ page }) => {
    await open(page, `${path}?topic=demo#kontaktformular`);
    await expect(page.getByRole("combobox", { name: "Worum geht es?" })).toHaveValue("demo");
    await expect(page.getByRole("textbox", { name: "Name" })).toBeInViewport();
    await open(page, `${path}?topic=nonsense`);
    await expect(page.getByRole("combobox", { name: "Worum geht es?" })).toHaveValue("");
  });

  test("each field's error sits next to it, the summary takes focus, nothing typed is lost", async ({ page }) => {
    await forms.expectEmptyRefused(page, contact);

    await fillContact(page, { name: "A", email: "anna@example", phone: "0176 / abc", message: "Kurz", company: "Forstbetrieb Eiche" });
    await page.getByRole("button", { name: "Absenden" }).click();
    await expect(forms.summary(page).getByRole("listitem")).toHaveText([
      de.nameShort(formLimits.nameMin),
      de.email,
      de.phone,
      de.topic,
      de.messageShort(formLimits.messageMin),
      de.privacy,
    ]);
    await expect(forms.summary(page)).toBeFocused();
    const email = page.getByRole("textbox", { name: "E-Mail-Adresse" });
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription(de.email);
    await expect(page.getByRole("textbox", { name: /Unternehmen/ })).not.toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("checkbox")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("textbox", { name: "Ihre Nachricht" })).toHaveAccessibleDescription(
      new RegExp(de.messageShort(formLimits.messageMin).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
    );
    // Everything typed is still there.
    await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue("A");
    await expect(page.getByRole("textbox", { name: /Unternehmen/ })).toHaveValue("Forstbetrieb Eiche");
    await expect(email).toHaveValue("anna@example");
    await expect(page.getByRole("textbox", { name: /Telefon/ })).toHaveValue("0176 / abc");
    await expect(page.getByRole("textbox", { name: "Ihre Nachricht" })).toHaveValue("Kurz");
    // The summary's links lead to the fields.
    await forms.summary(page).getByRole("link", { name: de.email }).click();
    await expect(email).toBeFocused();
  });

  test("a form sent faster than a person can is refused, with everything kept", async ({ page }) => {
    await open(page, path);
    // A freshly signed render time, so that "straight away" does not depend on how long this
    // (possibly busy) machine took to load and hydrate the page.
    const fresh = /name="started" value="([^"]+)"/.exec(await (await page.request.get(path)).text())?.[1];
    expect(fresh).toBeTruthy();
    // As a bot would: every field set at once, sent straight away.
    await form(page)
      .locator("form")
      .evaluate((element: HTMLFormElement, started: string) => {
        const set = (name: string, value: string) => ((element.elements.namedItem(name) as HTMLInputElement).value = value);
        set("started", started);
        set("name", "Eilig");
        set("email", "eilig@example.de");
        set("topic", "support");
        set("message", "Eine sehr schnelle Nachricht.");
        (element.elements.namedItem("privacy") as HTMLInputElement).checked = true;
        element.requestSubmit();
      }, fresh);
    await expect(forms.summary(page)).toContainText(de.tooFast);
    await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue("Eilig");
    await expect(page.getByRole("combobox", { name: "Worum geht es?" })).toHaveValue("support");
    await expect(page.getByRole("checkbox")).toBeChecked();
  });

  test("a valid message is confirmed in a live region, without a reload", async ({ page }) => {
    await open(page, `${path}?topic=demo`);
    const since = Date.now();
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = "same page"));
    await fillContact(page, {
      name: "Anna Förster",
      company: "Forstbetrieb Eiche",
      email: `anna-${Date.now()}@example.de`,
      phone: "+49 4102 123456",
      message: "Wir möchten ForestCrew in unserem Betrieb mit zwölf Mitarbeitern ausprobieren.",
    });
    await page.getByRole("checkbox", { name: /Datenschutzerklärung/ }).check();
    await forms.waitAsAPerson(page, since);
    await page.getByRole("button", { name: "Absenden" }).click();
    await forms.expectConfirmedInPlace(page, contact, "contact");
    await expect(form(page).getByRole("status")).toContainText("Wir antworten innerhalb eines Werktages.");
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe("same page");
  });

  forms.honeypotTest("a bot that fills the honeypot learns nothing: it sees the same confirmation", contact);

  test("in English: labels, topics and messages", async ({ page }) => {
    await open(page, `${e2e.en}${path}`);
    const since = Date.now();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Talk to us");
    await expect(page.getByRole("complementary", { name: "How to reach us" })).toContainText("Mon–Fri, 9 am–5 pm (German time)");
    await expect(page.getByRole("complementary", { name: "How to reach us" })).toContainText("Germany");
    await expect(page.getByRole("combobox", { name: "What is it about?" }).locator("option")).toHaveText([
      "Please choose",
      "Demo",
      "Pricing",
      "Support",
      "Partnership",
      "Other",
    ]);
    await page.getByRole("textbox", { name: "Email address" }).fill("john@example");
    await forms.waitAsAPerson(page, since);
    await page.getByRole("button", { name: "Send" }).click();
    await expect(forms.summary(page)).toBeFocused();
    await expect(forms.summary(page)).toContainText("Please check your details");
    await expect(page.getByRole("textbox", { name: "Email address" })).toHaveAccessibleDescription(en.email);
    await expect(page.getByRole("textbox", { name: "Email address" })).toHaveValue("john@example");
    await expect(page.getByRole("checkbox", { name: /privacy policy/ })).toHaveAttribute("aria-invalid", "true");
  });

  forms.accessibilityTests(path);

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("an invalid form comes back with its messages and values", async ({ page }) => {
      await page.goto(`${path}?topic=pricing`);
      const since = Date.now();
      await page.getByRole("textbox", { name: "Name" }).fill("B");
      await page.getByRole("textbox", { name: "E-Mail-Adresse" }).fill("bernd@example");
      await page.getByRole("textbox", { name: "Ihre Nachricht" }).fill("Was kostet ForestCrew für 30 Leute?");
      await forms.waitAsAPerson(page, since);
      const response = await forms.submitAndWait(page);
      expect(response.status()).toBe(400);
      await expect(page).toHaveURL(`${e2e.de}${path}?topic=pricing#kontaktformular`);
      await expect(page.locator("#kontaktformular-name-error")).toHaveText(de.nameShort(formLimits.nameMin));
      await expect(page.locator("#kontaktformular-email-error")).toHaveText(de.email);
      await expect(page.locator("#kontaktformular-privacy-error")).toHaveText(de.privacy);
      await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue("B");
      await expect(page.getByRole("textbox", { name: "E-Mail-Adresse" })).toHaveValue("bernd@example");
      await expect(page.getByRole("combobox", { name: "Worum geht es?" })).toHaveValue("pricing");
      await expect(page.getByRole("textbox", { name: "Ihre Nachricht" })).toHaveValue("Was kostet ForestCrew für 30 Leute?");
    });

    forms.plainPostTest("a valid form is sent as a plain POST and confirmed", contact, {
      name: "Bernd Holz",
      email: `bernd-${Date.now()}@example.de`,
      choice: "Partnerschaft",
      message: "Wir sind Lohnunternehmer und interessieren uns für eine Partnerschaft.",
    });
  });

  forms.rateLimitTest("a message past the per-address limit within ten minutes is refused with the limit message", {
    ...contact,
    address: "203.0.113.21",
    fields: { name: "Rita Rate", email: "rita@example.de", topic: "other", message: "Noch eine Nachricht, um die Grenze zu testen." },
  });
});
