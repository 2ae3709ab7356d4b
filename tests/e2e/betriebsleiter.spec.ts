import { expect, test } from "@playwright/test";
import { e2e } from "../../playwright.config";
import { open } from "./support/page";

const path = "/forestcrew-betriebsleiter";

test.describe("operations manager page", () => {
  for (const [lang, origin, h1] of [
    ["de", e2e.de, "Ein Tag in der Betriebsleitung – mit ForestCrew"],
    ["en", e2e.en, "A day as an operations manager – with ForestCrew"],
  ] as const) {
    test(`answers 200 with h1, title, description and canonical (${lang})`, async ({ request }) => {
      const res = await request.get(path, { headers: { host: new URL(origin).host } });
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toContain(`>${h1}</h1>`);
      expect(html).toMatch(/<title>[^<]{10,}<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{80,}"/);
      expect(html).toContain(`<link rel="canonical" href="${origin}${path}"/>`);
    });
  }

  test("sections in order, one h1", async ({ page }) => {
    await open(page, path);
    await expect(page.locator("h1")).toHaveCount(1);
    const headings = await page.locator("main h2").allTextContents();
    expect(headings).toEqual([
      "Viele Flächen, mehrere Trupps – und alle Fäden laufen bei Ihnen zusammen",
      "Ein Arbeitstag mit ForestCrew",
      "Das Dashboard: Ihr Betrieb auf einen Blick",
      "Das richtige Team und die richtige Maschine am richtigen Ort",
      "Was sich im Betriebsalltag ändert",
      "Sehen Sie Ihren Betriebsalltag in ForestCrew",
    ]);
    // The roles named in the marketing copy.
    for (const role of ["Betriebsleitung", "Revierleitung im Außendienst", "Büro und Sachbearbeitung"]) {
      await expect(page.locator("#herausforderung")).toContainText(role);
    }
  });

  test("the timeline shows the four phases of the day with their hours", async ({ page }) => {
    await open(page, path);
    const phases = page.getByTestId("timeline-phase");
    await expect(phases).toHaveCount(4);
    const expected = [
      ["Morgen", "07:00–09:00 Uhr"],
      ["Vormittag", "09:00–12:00 Uhr"],
      ["Nachmittag", "13:00–17:00 Uhr"],
      ["Tagesabschluss", "17:00–18:00 Uhr"],
    ];
    for (const [i, [label, hours]] of expected.entries()) {
      await expect(phases.nth(i)).toContainText(label as string);
      await expect(phases.nth(i)).toContainText(hours as string);
      await expect(phases.nth(i).getByRole("heading", { level: 3 })).toBeVisible();
    }
    // The hero's overview jumps to a phase.
    await page
      .getByRole("navigation", { name: "Ihr Tag im Überblick" })
      .getByRole("link", { name: /Tagesabschluss/ })
      .click();
    await expect(page).toHaveURL(/#phase-dayClose$/);
    await expect(phases.nth(3).getByRole("heading", { level: 3 })).toBeInViewport();
  });

  test("in English the phases are named and timed too", async ({ page }) => {
    await open(page, e2e.en + path);
    const phases = page.getByTestId("timeline-phase");
    for (const [i, label] of ["Morning", "Late morning", "Afternoon", "Day close"].entries()) {
      await expect(phases.nth(i)).toContainText(label);
    }
    await expect(phases.nth(2)).toContainText("13:00–17:00");
    await expect(page.getByRole("main")).toContainText("district forester");
  });

  test("six benefit cards, without the advertising figures (they belong to the home page)", async ({ page }) => {
    await open(page, path);
    const cards = page.getByTestId("benefit-card");
    await expect(cards).toHaveCount(6);
    await expect(cards.nth(0)).toContainText("Weniger Verwaltung");
    await expect(page.getByRole("main").locator("sup[title='Werbeaussage']")).toHaveCount(0);
    await expect(page.getByRole("main")).not.toContainText("Werbeaussage");
  });

  test("hero and closing call lead to contact, pricing and the phone", async ({ page }) => {
    await open(page, path);
    const hero = page.getByRole("main").locator("section").first();
    await expect(hero.getByRole("link", { name: "Demo vereinbaren" })).toHaveAttribute("href", "/contact?topic=demo#kontaktformular");
    const cta = page.locator("#betriebsleiter-cta");
    await expect(cta.getByRole("link", { name: "Preise ansehen" })).toHaveAttribute("href", "/forestcrew-pricing");
    await expect(cta.getByRole("link", { name: /Anrufen/ })).toHaveAttribute("href", /^tel:\+49\d+$/);
    await cta.getByRole("link", { name: "Demo vereinbaren" }).click();
    await expect(page).toHaveURL(/\/contact\?topic=demo#kontaktformular$/);
    const events = await page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === "cta_click"));
    expect(events).toContainEqual(expect.objectContaining({ cta: "contact", location: "betriebsleiter_final" }));

    await open(page, path);
    await page.getByRole("main").locator("section").first().getByRole("link", { name: "Preise ansehen" }).click();
    await expect(page).toHaveURL(/\/forestcrew-pricing$/);
    await expect(page.locator("h1")).toHaveText("Klare Preise für jeden Forstbetrieb");
  });
});
