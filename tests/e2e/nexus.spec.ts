import { expect, test, type Page } from "@playwright/test";
import { e2e } from "../../playwright.config";
import { nexus, trial } from "../../app/content/facts";
import { waitAsAPerson, waitForStartTime } from "./support/forms";
import { open } from "./support/page";

const path = "/nexus";
const register = "https://app.forestcrew.de/register";
const enHost = new URL(e2e.en).host;
const { co2PerHectareYear: co2, minimumHectares, timeframeYears: years } = nexus;

/** Every section of the page, in order: hero, then these anchors. */
const sectionIds = ["funktionen", "fundament", "saeulen", "fahrplan", "voraussetzungen", "loslegen", "warteliste"];

const dataLayer = (page: Page) => page.evaluate(() => window.dataLayer ?? []);
const form = (page: Page) => page.locator("#warteliste form");

/** Answers the external registration page locally, so a new tab can open without the internet. */
async function fakeRegistration(page: Page) {
  await page
    .context()
    .route(`${register}**`, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>Registrierung</title><h1>Registrierung</h1>" }),
    );
}

test.describe("/nexus over HTTP", () => {
  const expected = {
    de: { h1: "Nexus: Aus Walddaten werden Erlöse", title: "Nexus – Neue Erlöse aus Ihren Walddaten | ForestCrew", origin: e2e.de },
    en: { h1: "Nexus: turn forest data into revenue", title: "Nexus – New revenue from your forest data | ForestCrew", origin: e2e.en },
  } as const;
  for (const lang of ["de", "en"] as const) {
    test(`answers 200 with h1, title, description, keywords and canonical (${lang})`, async ({ request }) => {
      const res = await request.get(path, { headers: { host: new URL(expected[lang].origin).host } });
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html.match(/<h1[^>]*>([^<]+)<\/h1>/)?.[1]).toBe(expected[lang].h1);
      expect(html.match(/<h1/g)).toHaveLength(1);
      expect(html).toContain(`<title>${expected[lang].title}</title>`);
      expect(html).toMatch(/<meta name="description" content="Nexus [^"]{80,}"/);
      expect(html).toMatch(/<meta name="keywords" content="Nexus, [^"]+"/);
      expect(html).toContain(`<link rel="canonical" href="${expected[lang].origin}${path}"/>`);
      expect(html).toContain('"@type":"WebPage"');
    });
  }

  test("a cross-site POST is refused; an invalid one answers 400 with its messages; a GET stays cached", async ({ request }) => {
    const fields = { intent: "waitlist", name: "Eve", email: "eve@example.de", consent: "yes" };
    // React Router refuses a foreign Origin before the action runs (400); the action itself would answer 403.
    for (const target of [path, `${path}.data`]) {
      const cross = await request.post(target, { form: fields, headers: { origin: "https://evil.example" } });
      expect([400, 403], target).toContain(cross.status());
      expect(await cross.text(), target).not.toContain("Danke!");
    }
    const invalid = await request.post(path, { form: { intent: "waitlist", name: "" }, headers: { origin: e2e.de } });
    expect(invalid.status()).toBe(400);
    expect(await invalid.text()).toContain("Bitte geben Sie Ihren Namen an.");
    const get = await request.get(path);
    expect(get.headers()["x-page-cache"]).toBe("hit");
  });
});

test.describe("/nexus in German", () => {
  test("has every section, in order, each labelled by its heading", async ({ page }) => {
    await open(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nexus: Aus Walddaten werden Erlöse");
    const sections = page.locator("main section:not(section section)");
    const ids = await sections.evaluateAll((els) => els.map((el) => el.id));
    expect(ids).toEqual(["", ...sectionIds]);
    for (const id of sectionIds) {
      const labelledBy = await page.locator(`#${id}`).getAttribute("aria-labelledby");
      await expect(page.locator(`[id="${labelledBy}"]`), id).toHaveText(/\S{3,}/);
    }
    const headings = await page.locator("main h2").allTextContents();
    expect(headings).toEqual([
      "Was in Ihrem Wald steckt",
      "Ohne verlässliche Daten kein Zertifikat",
      "Drei Wege zu Erlösen aus Walddaten",
      `In ${nexus.phases} Phasen vom digitalen Betrieb zu neuen Erlösen`,
      "Für wen sich Nexus eignet",
      "Der erste Schritt zu Nexus ist ein digitaler Betrieb",
      "Seien Sie dabei, wenn Nexus startet",
    ]);
    await expect(page.locator("video")).toHaveAttribute("poster", "/media/hero-nexus.webp");
    expect(await page.evaluate(() => document.querySelectorAll("*").length)).toBeLessThan(1400);
  });

  test("states the figures from the facts module, the CO₂ figure as a potential", async ({ page }) => {
    await open(page, path);
    const co2Figure = page.locator('[data-figure="co2"]');
    await expect(co2Figure).toContainText(`${co2.min}–${co2.max}\u00a0€`);
    await expect(co2Figure).toContainText("CO₂-Potenzial pro Hektar und Jahr");
    await expect(co2Figure).toContainText("Ein Potenzial, keine Zusage");
    await expect(page.locator('[data-figure="phases"] dd').first()).toHaveText(String(nexus.phases));
    await expect(page.locator('[data-figure="pillars"] dd').first()).toHaveText(String(nexus.pillars));
    await expect(page.locator('[data-requirement="area"]')).toContainText(`${minimumHectares}+ ha`);
    await expect(page.locator('[data-requirement="time"]')).toContainText(`${years.min}–${years.max} Jahre`);

    // Foundation, three pillars, five phases with their timing.
    const foundation = page.locator("#fundament");
    for (const name of ["ERP: ForestCrew", "KI-Waldinventur", "MRV-System"]) {
      await expect(foundation.getByRole("heading", { level: 3, name })).toBeVisible();
    }
    await expect(foundation).toContainText("Measurement, Reporting, Verification");
    await expect(foundation.getByRole("link", { name: "ForestCrew ansehen" })).toHaveAttribute("href", "/forestcrew");
    await expect(foundation.getByRole("link", { name: "Zur KI-Waldinventur" })).toHaveAttribute("href", "/forest-inventory");
    const pillars = page.locator("#saeulen h3");
    await expect(pillars).toHaveText(["CO₂-Zertifikate", "ESG-Compliance", "Ökosystemleistungen"]);
    await expect(page.locator("#saeulen")).toContainText("Nexus ersetzt keine Rechts- oder Steuerberatung.");
    const phases = page.locator("#fahrplan ol > li");
    await expect(phases).toHaveCount(nexus.phases);
    await expect(phases.locator("h3")).toHaveText([
      "Digitalisierung",
      "Zertifizierungsreife und Bewertung",
      "Einstieg in den CO₂-Markt",
      "ESG-Positionierung",
      "Zukunftsmärkte",
    ]);
    for (const [i, when] of ["Jahr 0–1", "Jahr 1", `Jahr ${years.min}–${years.max}`, `ab Jahr ${years.min}`, "fortlaufend"].entries()) {
      await expect(phases.nth(i)).toContainText(when);
    }
    await expect(page.locator("#voraussetzungen").getByRole("link", { name: /Sprechen Sie uns an/ })).toHaveAttribute("href", "/contact");
  });

  test("'Nexus entdecken' opens the registration page in a new tab", async ({ page }) => {
    await fakeRegistration(page);
    await open(page, path);
    const discover = page.getByRole("link", { name: /Nexus entdecken/ });
    await expect(discover).toHaveAttribute("href", register);
    await expect(discover).toHaveAttribute("target", "_blank");
    await expect(discover).toHaveAttribute("rel", /noopener/);
    await expect(discover).toContainText("(öffnet in neuem Tab)");
    const [popup] = await Promise.all([page.waitForEvent("popup"), discover.click()]);
    await expect(popup).toHaveURL(register);
    expect(page.url()).toBe(`${e2e.de}${path}`);
    expect((await dataLayer(page)).filter((e) => e.event === "cta_click")).toEqual([
      { event: "cta_click", cta: "register_trial", location: "nexus_hero" },
    ]);
  });

  test("'Funktionen entdecken' scrolls to the content below the hero", async ({ page }) => {
    await open(page, path);
    await page.getByRole("link", { name: "Funktionen entdecken" }).click();
    await expect(page).toHaveURL(`${e2e.de}${path}#funktionen`);
    await expect(page.getByRole("heading", { level: 2, name: "Was in Ihrem Wald steckt" })).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await expect(page.locator("#funktionen")).toBeFocused();
    expect(await dataLayer(page)).toContainEqual(expect.objectContaining({ event: "cta_click", cta: "features" }));
  });

  test("the closing call: a 5-day trial in a new tab and 'Warteliste beitreten' scrolling to the form", async ({ page }) => {
    await fakeRegistration(page);
    await open(page, path);
    const band = page.locator("#loslegen");
    const trialLink = band.getByRole("link", { name: new RegExp(`ForestCrew ${trial.days} Tage kostenlos testen`) });
    await expect(trialLink).toHaveAttribute("href", register);
    await expect(trialLink).toHaveAttribute("target", "_blank");
    await expect(band).toContainText("Kreditkarte");
    await expect(band).not.toContainText(/keine Kreditkarte/i);
    const [popup] = await Promise.all([page.waitForEvent("popup"), trialLink.click()]);
    await expect(popup).toHaveURL(register);
    await popup.close();

    await band.getByRole("link", { name: "Warteliste beitreten" }).click();
    await expect(page).toHaveURL(`${e2e.de}${path}#warteliste`);
    await expect(page.getByRole("heading", { level: 2, name: "Seien Sie dabei, wenn Nexus startet" })).toBeInViewport();
    await expect(page.getByRole("textbox", { name: "Name" })).toBeInViewport();
    await expect(page.locator("#warteliste")).toContainText("Ihre Daten behandeln wir vertraulich und geben sie nicht weiter.");
    await expect(page.locator("#warteliste").getByRole("link", { name: "Zur Datenschutzerklärung" })).toHaveAttribute(
      "href",
      "/datenschutz",
    );
  });

  test("the waitlist form: an empty submit shows field errors; a faulty one keeps what was typed", async ({ page }) => {
    await open(page, `${path}#warteliste`);
    const submit = page.getByRole("button", { name: "Auf die Warteliste setzen" });
    await submit.click();
    const summary = form(page).locator("div[tabindex='-1']").first();
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("listitem")).toHaveText([
      "Bitte geben Sie Ihren Namen an.",
      "Bitte geben Sie eine gültige E-Mail-Adresse an.",
      "Bitte bestätigen Sie die Einwilligung, damit wir Sie auf die Warteliste setzen können.",
    ]);

    await page.getByRole("textbox", { name: "Name" }).fill("A");
    await page.getByRole("textbox", { name: /Waldfläche in Hektar/ }).fill("1.250");
    await page.getByRole("combobox", { name: /Ihre Rolle/ }).selectOption({ label: "Forstbetrieb" });
    await page.getByRole("textbox", { name: /Nachricht/ }).fill("Mischwald, 40 % Buche");
    await page.getByRole("textbox", { name: "Name" }).focus();
    await submit.click();
    await expect(summary).toBeFocused();
    await expect(summary).toContainText("Bitte prüfen Sie Ihre Angaben");
    await expect(summary.getByRole("listitem")).toHaveText([
      "Der Name muss mindestens 2 Zeichen lang sein.",
      "Bitte geben Sie eine gültige E-Mail-Adresse an.",
      "Bitte bestätigen Sie die Einwilligung, damit wir Sie auf die Warteliste setzen können.",
    ]);
    const email = page.getByRole("textbox", { name: "E-Mail-Adresse" });
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("Bitte geben Sie eine gültige E-Mail-Adresse an.");
    await expect(page.getByRole("checkbox")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("textbox", { name: /Waldfläche/ })).not.toHaveAttribute("aria-invalid", "true");

    // Nothing typed is lost.
    await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue("A");
    await expect(page.getByRole("textbox", { name: /Waldfläche in Hektar/ })).toHaveValue("1.250");
    await expect(page.getByRole("combobox", { name: /Ihre Rolle/ })).toHaveValue("company");
    await expect(page.getByRole("textbox", { name: /Nachricht/ })).toHaveValue("Mischwald, 40 % Buche");

    // The summary's links lead to the fields.
    await summary.getByRole("link", { name: /gültige E-Mail-Adresse/ }).click();
    await expect(email).toBeFocused();
  });

  test("a valid sign-up shows the success message; signing up again with the same address succeeds too", async ({ page }) => {
    const address = `e2e-${Date.now()}@example.de`;
    const signUp = async (name: string) => {
      await page.getByRole("textbox", { name: "Name" }).fill(name);
      await page.getByRole("textbox", { name: "E-Mail-Adresse" }).fill(address);
      await page.getByRole("textbox", { name: /Waldfläche in Hektar/ }).fill("320");
      await page.getByRole("checkbox", { name: /Ich willige ein/ }).check();
      // The cached page carries no start time: the form fetched one once hydrated.
      await waitForStartTime(form(page));
      await page.getByRole("button", { name: "Auf die Warteliste setzen" }).click();
    };
    await open(page, `${path}#warteliste`);
    await signUp("Anna Förster");
    const status = page.locator("#warteliste").getByRole("status");
    await expect(status).toContainText("Danke! Sie stehen auf der Warteliste.");
    await expect(status).toContainText("Wir melden uns, sobald Nexus verfügbar ist.");
    await expect(form(page)).toHaveCount(0);
    await expect(status.locator("[tabindex='-1']")).toBeFocused();
    expect(await dataLayer(page)).toContainEqual(expect.objectContaining({ event: "waitlist_signup", product: "nexus" }));

    // The entry exists: the same address again is accepted as an update, never refused as a duplicate.
    await open(page, path);
    await signUp("Anna Förster-Holz");
    await expect(page.locator("#warteliste").getByRole("status")).toContainText("Danke! Sie stehen auf der Warteliste.");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the form posts as a plain form and comes back with its messages and values", async ({ page }) => {
      await page.goto(path);
      await page.getByRole("textbox", { name: "Name" }).fill("B");
      await page.getByRole("textbox", { name: "E-Mail-Adresse" }).fill("bernd@example");
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === "POST"),
        page.getByRole("button", { name: "Auf die Warteliste setzen" }).click(),
      ]);
      expect(response.status()).toBe(400);
      await expect(page).toHaveURL(`${e2e.de}${path}#waitlist-nexus`);
      await expect(page.locator("#waitlist-nexus-name-error")).toHaveText("Der Name muss mindestens 2 Zeichen lang sein.");
      await expect(page.locator("#waitlist-nexus-email-error")).toHaveText("Bitte geben Sie eine gültige E-Mail-Adresse an.");
      await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue("B");
      await expect(page.getByRole("textbox", { name: "E-Mail-Adresse" })).toHaveValue("bernd@example");
    });

    test("a valid first post is answered 'please send again' with everything kept; sent again, it is accepted", async ({ page }) => {
      const send = () =>
        Promise.all([
          page.waitForResponse((r) => r.request().method() === "POST"),
          page.getByRole("button", { name: "Auf die Warteliste setzen" }).click(),
        ]).then(([response]) => response);
      await page.goto(path);
      await page.getByRole("textbox", { name: "Name" }).fill("Bernd Holz");
      await page.getByRole("textbox", { name: "E-Mail-Adresse" }).fill(`bernd-${Date.now()}@example.de`);
      await page.getByRole("checkbox", { name: /Ich willige ein/ }).check();
      // The cached page is the same for everyone: it carries no start time, the answer brings one.
      await expect(page.locator('input[name="started"]')).toHaveCount(0);
      expect((await send()).status()).toBe(400);
      const since = Date.now();
      await expect(page.locator("#waitlist-nexus")).toContainText(
        "Zum Schutz vor automatischen Anmeldungen: Bitte senden Sie das Formular noch einmal. Ihre Angaben sind erhalten.",
      );
      await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue("Bernd Holz");
      await expect(page.getByRole("checkbox", { name: /Ich willige ein/ })).toBeChecked();
      await expect(page.locator('input[name="started"]')).toHaveAttribute("value", /^\d+\.[\w-]{12}\.[\w-]{43}$/);
      await waitAsAPerson(page, since);
      expect((await send()).status()).toBe(200);
      await expect(page.locator("#warteliste").getByRole("status")).toContainText("Danke! Sie stehen auf der Warteliste.");
    });
  });
});

test("/nexus on a phone: the product's preview is in the first screen, marked as sample data", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, path);
  const preview = page.getByRole("img", { name: /^Vorschau mit Beispieldaten: jährliche CO₂-Bindung/ });
  await expect(preview).toBeVisible();
  const box = await preview.boundingBox();
  expect(box!.y).toBeLessThan(844 - 120);
  await expect(preview).toContainText("Beispieldaten");
});

test.describe("/nexus in English", () => {
  test("has the same sections, figures and buttons in English", async ({ page }) => {
    await fakeRegistration(page);
    await open(page, e2e.en + path);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nexus: turn forest data into revenue");
    expect(await page.locator("main section:not(section section)").evaluateAll((els) => els.map((el) => el.id))).toEqual([
      "",
      ...sectionIds,
    ]);
    await expect(page.locator('[data-figure="co2"]')).toContainText(`€${co2.min}–${co2.max}`);
    await expect(page.locator('[data-figure="co2"]')).toContainText("A potential, not a promise");
    await expect(page.locator('[data-requirement="area"]')).toContainText(`${minimumHectares}+ ha`);
    await expect(page.locator('[data-requirement="time"]')).toContainText(`${years.min}–${years.max} years`);
    await expect(page.locator("#saeulen h3")).toHaveText(["Carbon credits", "ESG compliance", "Ecosystem services"]);

    const discover = page.getByRole("link", { name: /Discover Nexus/ });
    await expect(discover).toHaveAttribute("href", register);
    await expect(discover).toHaveAttribute("target", "_blank");
    await page.getByRole("link", { name: "Explore the features" }).click();
    await expect(page).toHaveURL(`${e2e.en}${path}#funktionen`);
    await expect(page.getByRole("heading", { level: 2, name: "What your forest is worth" })).toBeInViewport();

    const band = page.locator("#loslegen");
    await expect(band.getByRole("link", { name: new RegExp(`Try ForestCrew free for ${trial.days} days`) })).toHaveAttribute(
      "href",
      register,
    );
    await band.getByRole("link", { name: "Join the waitlist" }).click();
    await expect(page).toHaveURL(`${e2e.en}${path}#warteliste`);
    await expect(page.getByRole("textbox", { name: "Email address" })).toBeInViewport();
    await expect(page.locator("#warteliste")).toContainText("We treat your details confidentially and do not pass them on.");

    await page.getByRole("button", { name: "Join the waitlist" }).click();
    const email = page.getByRole("textbox", { name: "Email address" });
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("Please enter a valid email address.");
    await expect(page.locator("#warteliste")).toContainText("Please check your details");
    await expect(page.locator("#warteliste")).toContainText("Please enter your name.");
  });
});

test("the English request API answers /nexus in English", async ({ request }) => {
  const html = await (await request.get(path, { headers: { host: enHost } })).text();
  expect(html).toContain("Join the waitlist");
  expect(html).not.toContain("Warteliste beitreten");
});
