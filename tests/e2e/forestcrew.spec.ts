import { expect, test, type Page } from "@playwright/test";
import { e2e } from "../../playwright.config";
import { jsonLd, open } from "./support/page";

const REGISTER = "https://app.forestcrew.de/register";
const IOS_APP = /^https:\/\/apps\.apple\.com\/.+/;

async function events(page: Page, name: string) {
  return page.evaluate((n) => (window.dataLayer ?? []).filter((e) => e.event === n), name);
}

/** Cancels the navigation of new-tab links (capture phase) so clicks stay on the test machine. */
async function keepExternalLinksLocal(page: Page) {
  await page.evaluate(() =>
    document.addEventListener(
      "click",
      (e) => {
        if ((e.target as Element).closest('a[target="_blank"]')) e.preventDefault();
      },
      true,
    ),
  );
}

function section(page: Page, name: string | RegExp) {
  return page.getByRole("region", { name });
}

test.describe("/forestcrew (de)", () => {
  test("answers 200 with title, description, canonical, h1 and SoftwareApplication data, in both languages", async ({ request }) => {
    for (const [origin, title, h1] of [
      [e2e.de, "ForestCrew – Forstbetrieb digital steuern", "Ihren Forstbetrieb digital steuern"],
      [e2e.en, "ForestCrew – Run your forestry business digitally", "Run your forestry business digitally"],
    ] as const) {
      const res = await request.get("/forestcrew", { headers: { host: new URL(origin).host } });
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toContain(`<title>${title}</title>`);
      expect(html).toMatch(/<meta name="description" content="[^"]{80,}"/);
      expect(html).toContain(`<link rel="canonical" href="${origin}/forestcrew"/>`);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${h1}</h1>`));
      const app = jsonLd(html).find((b) => b["@type"] === "SoftwareApplication");
      expect(app).toMatchObject({
        name: "ForestCrew",
        applicationCategory: "BusinessApplication",
        operatingSystem: "Web, iOS",
        offers: [
          { "@type": "Offer", price: "99.00", priceCurrency: "EUR" },
          { "@type": "Offer", price: "999.00", priceCurrency: "EUR" },
        ],
        publisher: { "@id": `${origin}/#organization` },
      });
    }
  });

  test("shows the sections in order", async ({ page }) => {
    await open(page, "/forestcrew");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ihren Forstbetrieb digital steuern");
    const headings = await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();
    expect(headings).toEqual([
      "Weniger Verwaltung, mehr Zeit für den Wald", // goals
      "Der Web-Leitstand im Arbeitsalltag", // screenshots
      "Alles, was Ihr Forstbetrieb täglich braucht", // six feature cards
      "Solide Technik für Büro und Wald", // technical aspects
      "Die App für Ihre Teams im Wald", // mobile app
      "Was als Nächstes kommt", // future plans
      "Ein Arbeitstag mit ForestCrew", // operations-manager teasers
      "Testen Sie ForestCrew in Ihrem Betrieb", // closing call to action
    ]);
    for (const name of headings) await expect(section(page, name)).toHaveCount(1);
  });

  test("hero: beta badge, 5-day trial in a new tab, pricing link, both tracked", async ({ page }) => {
    await open(page, "/forestcrew");
    const hero = page.locator("main section").first();
    await expect(hero.getByText("Beta", { exact: true })).toBeVisible();
    await expect(hero.getByRole("img", { name: /ForestCrew-App/ })).toBeVisible();
    await expect(hero).toContainText("Kreditkarte bei der Registrierung");
    const trial = hero.getByRole("link", { name: /5 Tage kostenlos testen/ });
    await expect(trial).toHaveAttribute("href", REGISTER);
    await expect(trial).toHaveAttribute("target", "_blank");
    await expect(trial).toHaveAttribute("rel", "noopener noreferrer");
    await expect(trial).toContainText("(öffnet in neuem Tab)");
    await keepExternalLinksLocal(page);
    await trial.click();
    await hero.getByRole("link", { name: "Preise ansehen" }).click();
    await expect(page).toHaveURL(/\/forestcrew-pricing$/);
    // One event per press (the hero once reported each press twice).
    expect(await events(page, "cta_click")).toEqual([
      { event: "cta_click", cta: "register_trial", location: "forestcrew_hero" },
      { event: "cta_click", cta: "pricing", location: "forestcrew_hero" },
    ]);
  });

  test("goals: the four roles, and no advertising figures (they belong to the home page)", async ({ page }) => {
    await open(page, "/forestcrew");
    const goals = section(page, "Weniger Verwaltung, mehr Zeit für den Wald");
    for (const role of ["Forstleute", "Disposition", "Mobile Forstarbeitsgruppen (MFG)", "Betriebsleitung"]) {
      await expect(goals.getByText(role, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole("main").locator("sup[title='Werbeaussage']")).toHaveCount(0);
    await expect(page.getByRole("main").getByText(/^\* Werbeaussage:/)).toHaveCount(0);
  });

  test("hero: scheduling and the app in the first phone screen, right under the buttons", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, "/forestcrew");
    const hero = page.locator("main section").first();
    const buttons = await hero.getByRole("link", { name: "Preise ansehen" }).boundingBox();
    for (const name of [/Einsatzplanung im ForestCrew-Leitstand/, /ForestCrew-App/]) {
      const box = await hero.getByRole("img", { name }).boundingBox();
      expect(box?.y).toBeGreaterThan((buttons?.y ?? 0) + (buttons?.height ?? 0));
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(844);
    }
  });

  test("screenshots: dashboard, staff and machines as tabs (mouse and keyboard), demo request to /contact", async ({ page }) => {
    await open(page, "/forestcrew");
    const screens = section(page, "Der Web-Leitstand im Arbeitsalltag");
    const tabs = screens.getByRole("tab");
    await expect(tabs).toHaveText(["Dashboard", "Personal", "Maschinen"]);
    await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
    await expect(screens.getByRole("img", { name: /Einsatzübersicht/ })).toBeVisible();

    await screens.getByRole("tab", { name: "Personal" }).click();
    await expect(screens.getByRole("img", { name: /Personalverwaltung/ })).toBeVisible();
    await expect(screens.getByRole("img", { name: /Einsatzübersicht/ })).toHaveCount(0);
    await expect(screens.getByText("app.forestcrew.de/personal")).toBeVisible();

    await page.keyboard.press("ArrowRight");
    await expect(screens.getByRole("tab", { name: "Maschinen" })).toBeFocused();
    await expect(screens.getByRole("tab", { name: "Maschinen" })).toHaveAttribute("aria-selected", "true");
    await expect(screens.getByRole("img", { name: /Maschinenverwaltung/ })).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(screens.getByRole("tab", { name: "Dashboard" })).toBeFocused();
    await expect(screens.getByRole("img", { name: /Einsatzübersicht/ })).toBeVisible();
    await page.keyboard.press("End");
    await expect(screens.getByRole("tab", { name: "Maschinen" })).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Home");
    await expect(screens.getByRole("tab", { name: "Dashboard" })).toHaveAttribute("aria-selected", "true");

    await screens.getByRole("link", { name: "Kostenlose Demo anfragen" }).click();
    await expect(page).toHaveURL(/\/contact\?topic=demo#kontaktformular$/);
    expect(await events(page, "cta_click")).toContainEqual(
      expect.objectContaining({ cta: "demo_request", location: "forestcrew_screenshots" }),
    );
  });

  test("six feature cards and the technical aspects", async ({ page }) => {
    await open(page, "/forestcrew");
    await expect(section(page, "Alles, was Ihr Forstbetrieb täglich braucht").getByRole("heading", { level: 3 })).toHaveText([
      "Digitale Arbeitsaufträge",
      "Einsatzplanung mit GPS und Zeitleiste",
      "Personal und Qualifikationen",
      "Maschinenverwaltung",
      "Zeiterfassung und Fotos mit GPS",
      "Berichte und Kennzahlen",
    ]);
    const tech = section(page, "Solide Technik für Büro und Wald");
    await expect(tech.getByRole("heading", { level: 3 })).toHaveText([
      "Mandantenfähig",
      "Echtzeit-Synchronisation",
      "Offline-Modus und Offline-Karten",
      "GeoJSON-Export",
      "DSGVO-konform, Hosting in Deutschland",
      "Web und iOS",
    ]);
  });

  test("mobile app: four screenshots, App Store in a new tab (tracked), Android disabled with its alert", async ({ page }) => {
    await open(page, "/forestcrew");
    const app = section(page, "Die App für Ihre Teams im Wald");
    await expect(app.getByRole("figure")).toHaveCount(4);
    await expect(app.getByRole("img", { name: /^Screenshot/ })).toHaveCount(4);
    const ios = app.getByRole("link", { name: /App Store/ });
    await expect(ios).toHaveAttribute("href", IOS_APP);
    await expect(ios).toHaveAttribute("target", "_blank");
    await keepExternalLinksLocal(page);
    await ios.click();
    expect(await events(page, "app_store_click")).toContainEqual(
      expect.objectContaining({ store: "ios", location: "forestcrew_mobile_app" }),
    );

    const messages: string[] = [];
    page.on("dialog", (dialog) => {
      messages.push(dialog.message());
      void dialog.dismiss();
    });
    const android = app.getByRole("button", { name: /Android/ });
    await expect(android).toHaveAttribute("aria-disabled", "true");
    await android.click({ force: true });
    await expect.poll(() => messages).toEqual(["Die Android-App ist bald verfügbar. Registrieren Sie sich jetzt für den Beta-Zugang."]);
  });

  test("future plans are the four announced ones, each labelled as planned", async ({ page }) => {
    await open(page, "/forestcrew");
    const future = section(page, "Was als Nächstes kommt");
    await expect(future.getByRole("heading", { level: 3 })).toHaveText([
      "Wetter in der Planung",
      "Automatische Tourenplanung",
      "Prognosen",
      "Anbindung an das Holzernte-Controlling",
    ]);
    await expect(future.getByText("Geplant", { exact: true })).toHaveCount(4);
    await expect(future).toContainText("noch nicht verfügbar");
  });

  test("operations-manager teasers lead to /forestcrew-betriebsleiter, each to its phase of the day", async ({ page }) => {
    await open(page, "/forestcrew");
    const manager = section(page, "Ein Arbeitstag mit ForestCrew");
    const links = manager.getByRole("link");
    await expect(links).toHaveCount(5);
    expect(await links.evaluateAll((els) => els.map((a) => a.getAttribute("href")))).toEqual([
      "/forestcrew-betriebsleiter",
      "/forestcrew-betriebsleiter#phase-morning",
      "/forestcrew-betriebsleiter#phase-lateMorning",
      "/forestcrew-betriebsleiter#phase-afternoon",
      "/forestcrew-betriebsleiter#phase-dayClose",
    ]);
    await manager.getByRole("link", { name: "Fortschritt live verfolgen" }).click();
    await expect(page).toHaveURL(/\/forestcrew-betriebsleiter#phase-lateMorning$/);
  });

  test("closing call to action: trial, demo, phone as tel: and the app", async ({ page }) => {
    await open(page, "/forestcrew");
    const cta = section(page, "Testen Sie ForestCrew in Ihrem Betrieb");
    await expect(cta).toContainText("99\u00a0€ im Monat");
    const phone = cta.getByRole("link", { name: /Anrufen: \+49 4102 8919 350/ });
    await expect(phone).toHaveAttribute("href", "tel:+4941028919350");
    await expect(cta).toContainText("Mo–Fr 9:00–17:00 Uhr");
    const register = cta.getByRole("link", { name: /5 Tage kostenlos testen/ });
    await expect(register).toHaveAttribute("href", REGISTER);
    await expect(register).toHaveAttribute("target", "_blank");
    const ios = cta.getByRole("link", { name: /App Store/ });
    await expect(ios).toHaveAttribute("href", IOS_APP);
    await expect(ios).toHaveAttribute("target", "_blank");
    await expect(cta.getByRole("button", { name: /Android/ })).toHaveAttribute("aria-disabled", "true");

    await keepExternalLinksLocal(page);
    // A tel: link would hand over to the phone app; only the tracking is checked here.
    await page.evaluate(() =>
      document.addEventListener("click", (e) => (e.target as Element).closest('a[href^="tel:"]') && e.preventDefault(), true),
    );
    await phone.click();
    await register.click();
    await cta.getByRole("link", { name: "Demo anfragen" }).click();
    await expect(page).toHaveURL(/\/contact\?topic=demo#kontaktformular$/);
    const clicks = await events(page, "cta_click");
    for (const name of ["phone", "register_trial", "demo_request"]) {
      expect(clicks).toContainEqual(expect.objectContaining({ cta: name, location: "forestcrew_closing_cta" }));
    }
  });
});

test.describe("/forestcrew (en)", () => {
  test("is written in English with the same sections, links and facts", async ({ page }) => {
    await page.goto(`${e2e.en}/forestcrew`);
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Run your forestry business digitally");
    expect(await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents()).toEqual([
      "Less admin, more time for the forest",
      "The web control centre at work",
      "Everything your forestry business needs every day",
      "Solid technology for the office and the forest",
      "The app for your crews in the forest",
      "What comes next",
      "A working day with ForestCrew",
      "Try ForestCrew in your own business",
    ]);
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: /Try it free for 5 days/ }).first()).toHaveAttribute("href", REGISTER);
    await expect(main.getByRole("link", { name: "See pricing" })).toHaveAttribute("href", "/forestcrew-pricing");
    await expect(main.getByRole("link", { name: "Request a free demo" })).toHaveAttribute("href", "/contact?topic=demo#kontaktformular");
    await expect(main.getByRole("tab")).toHaveText(["Dashboard", "Staff", "Machines"]);
    await expect(section(page, "What comes next").getByText("Planned", { exact: true })).toHaveCount(4);
    await expect(main.getByText("Mobile forestry crews")).toBeVisible();
    await expect(main.getByRole("link", { name: /Call us: \+49/ })).toHaveAttribute("href", /^tel:\+49\d+$/);
    await expect(main).toContainText("€99 a month including VAT");
    await expect(main).not.toContainText(/no credit card/i);
    await expect(main.locator("sup[title='Advertising claim']")).toHaveCount(0);
  });
});
