import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, test, type Page } from "@playwright/test";
import { e2e } from "../../playwright.config";
import { defaultSite } from "../../app/config/site";
import { formLimits } from "../../app/features/forms/fields";
import { formMessages } from "../../app/features/forms/schema";
import { dataLayerEvents, open } from "./support/page";

// The rate limit counts accepted submissions per address and kind, and every test browser comes
// from the same address: this file's tests run one after another, the rate limit last.
test.describe.configure({ mode: "default" });

const path = "/contact";
const de = formMessages.de;
const en = formMessages.en;
const form = (page: Page) => page.locator("#kontaktformular");
const summary = (page: Page) => page.locator("[data-error-summary]");

/** A form sent sooner than this after the page was rendered is refused as a bot's; wait out the rest. */
async function waitAsAPerson(page: Page, since: number) {
  const left = formLimits.minSecondsToSubmit * 1000 + 300 - (Date.now() - since);
  if (left > 0) await page.waitForTimeout(left);
}

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
    await expect(page.locator('input[type="hidden"][name="started"]')).toHaveAttribute("value", /^\d+\.[\w-]{43}$/);
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
    // Jumping to the form and a refused submission (sent too fast) are the same view.
    await page.getByRole("link", { name: "Nachricht schreiben" }).click();
    await page.getByRole("button", { name: "Absenden" }).click();
    await expect(summary(page)).toBeFocused();
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
    await open(page, path);
    await waitAsAPerson(page, Date.now());
    await page.getByRole("button", { name: "Absenden" }).click();
    await expect(summary(page)).toBeFocused();
    await expect(summary(page).getByRole("listitem")).toHaveText([
      de.nameRequired,
      de.emailRequired,
      de.topic,
      de.messageRequired,
      de.privacy,
    ]);

    await fillContact(page, { name: "A", email: "anna@example", phone: "0176 / abc", message: "Kurz", company: "Forstbetrieb Eiche" });
    await page.getByRole("button", { name: "Absenden" }).click();
    await expect(summary(page).getByRole("listitem")).toHaveText([
      de.nameShort(formLimits.nameMin),
      de.email,
      de.phone,
      de.topic,
      de.messageShort(formLimits.messageMin),
      de.privacy,
    ]);
    await expect(summary(page)).toBeFocused();
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
    await summary(page).getByRole("link", { name: de.email }).click();
    await expect(email).toBeFocused();
  });

  test("a form sent faster than a person can is refused, with everything kept", async ({ page }) => {
    await open(page, path);
    // As a bot would: every field set at once, sent straight away.
    await form(page)
      .locator("form")
      .evaluate((element: HTMLFormElement) => {
        const set = (name: string, value: string) => ((element.elements.namedItem(name) as HTMLInputElement).value = value);
        set("name", "Eilig");
        set("email", "eilig@example.de");
        set("topic", "support");
        set("message", "Eine sehr schnelle Nachricht.");
        (element.elements.namedItem("privacy") as HTMLInputElement).checked = true;
        element.requestSubmit();
      });
    await expect(summary(page)).toContainText(de.tooFast);
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
    await waitAsAPerson(page, since);
    await page.getByRole("button", { name: "Absenden" }).click();
    const status = form(page).getByRole("status");
    await expect(status).toContainText("Danke, Ihre Nachricht ist angekommen.");
    await expect(status).toContainText("Wir antworten innerhalb eines Werktages.");
    await expect(status.locator("[tabindex='-1']")).toBeFocused();
    await expect(form(page).locator("form")).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe("same page");
    expect(await dataLayerEvents(page, "form_submit")).toEqual([expect.objectContaining({ form_type: "contact" })]);
  });

  test("a bot that fills the honeypot learns nothing: it sees the same confirmation", async ({ page }) => {
    await open(page, path);
    const since = Date.now();
    await fillContact(page, { name: "Bot", email: "bot@example.de", topic: "Sonstiges", message: "Buy cheap things at our shop now." });
    await page.getByRole("checkbox").check();
    await page.locator('input[name="website"]').evaluate((input: HTMLInputElement) => (input.value = "https://spam.example"));
    await waitAsAPerson(page, since);
    await page.getByRole("button", { name: "Absenden" }).click();
    await expect(form(page).getByRole("status")).toContainText("Danke, Ihre Nachricht ist angekommen.");
  });

  test("in English: labels, topics and messages", async ({ page }) => {
    await open(page, `${e2e.en}${path}`);
    const since = Date.now();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Talk to us");
    await expect(page.getByRole("complementary", { name: "How to reach us" })).toContainText("Mon–Fri 9:00–17:00");
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
    await waitAsAPerson(page, since);
    await page.getByRole("button", { name: "Send" }).click();
    await expect(summary(page)).toBeFocused();
    await expect(summary(page)).toContainText("Please check your details");
    await expect(page.getByRole("textbox", { name: "Email address" })).toHaveAccessibleDescription(en.email);
    await expect(page.getByRole("textbox", { name: "Email address" })).toHaveValue("john@example");
    await expect(page.getByRole("checkbox", { name: /privacy policy/ })).toHaveAttribute("aria-invalid", "true");
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

    test("an invalid form comes back with its messages and values", async ({ page }) => {
      await page.goto(`${path}?topic=pricing`);
      const since = Date.now();
      await page.getByRole("textbox", { name: "Name" }).fill("B");
      await page.getByRole("textbox", { name: "E-Mail-Adresse" }).fill("bernd@example");
      await page.getByRole("textbox", { name: "Ihre Nachricht" }).fill("Was kostet ForestCrew für 30 Leute?");
      await waitAsAPerson(page, since);
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === "POST"),
        page.getByRole("button", { name: "Absenden" }).click(),
      ]);
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

    test("a valid form is sent as a plain POST and confirmed", async ({ page }) => {
      await page.goto(path);
      const since = Date.now();
      await fillContact(page, {
        name: "Bernd Holz",
        email: `bernd-${Date.now()}@example.de`,
        topic: "Partnerschaft",
        message: "Wir sind Lohnunternehmer und interessieren uns für eine Partnerschaft.",
      });
      await page.getByRole("checkbox").check();
      await waitAsAPerson(page, since);
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === "POST"),
        page.getByRole("button", { name: "Absenden" }).click(),
      ]);
      expect(response.status()).toBe(200);
      await expect(form(page).getByRole("status")).toContainText("Danke, Ihre Nachricht ist angekommen.");
    });
  });

  // From an address of its own (the e2e server trusts the loopback proxy's X-Forwarded-For): using up
  // its contact messages leaves the other specs' 127.0.0.1 alone.
  test("a message past the per-address limit within ten minutes is refused with the limit message", async ({ page }) => {
    const address = "203.0.113.21";
    await page.context().setExtraHTTPHeaders({ "x-forwarded-for": address });
    await open(page, path);
    const started = await page.locator('input[name="started"]').getAttribute("value");
    await page.waitForTimeout(formLimits.minSecondsToSubmit * 1000 + 300);
    const fields = {
      name: "Rita Rate",
      email: "rita@example.de",
      topic: "other",
      message: "Noch eine Nachricht, um die Grenze zu testen.",
      privacy: "yes",
      started: started ?? "",
    };
    const statuses: number[] = [];
    for (let i = 0; i <= e2e.formLimit && !statuses.includes(429); i++) {
      statuses.push((await page.request.post(path, { form: fields, headers: { origin: e2e.de, "x-forwarded-for": address } })).status());
    }
    expect(statuses).toHaveLength(e2e.formLimit + 1);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);

    // In the page: the message, and everything typed kept.
    await fillContact(page, { name: "Rita Rate", email: "rita@example.de", topic: "Sonstiges", message: fields.message });
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Absenden" }).click();
    await expect(summary(page)).toContainText(de.rateLimited);
    await expect(page.getByRole("textbox", { name: "Ihre Nachricht" })).toHaveValue(fields.message);
  });
});
