import { expect, test, type Locator, type Page } from "@playwright/test";
import { z } from "zod";
import { e2e } from "../../playwright.config";
import { jsonLd, open } from "./support/page";

const path = "/forestcrew-pricing";
const register = "https://app.forestcrew.de/register";
const nb = "\u00a0";

const card = (page: Page, name: string) =>
  page.locator("#pricing li").filter({ has: page.getByRole("heading", { level: 3, name, exact: true }) });
const period = (page: Page, name: string) => page.locator("#pricing").getByRole("radio", { name });
/** What a visitor clicks: the visible label of the switch. */
const choose = (page: Page, name: string) => page.locator("#pricing label").filter({ hasText: name }).click();

/** Keeps external links from opening while letting the page's own click handlers run. */
async function holdExternalLinks(page: Page) {
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

async function expectPrice(c: Locator, gross: string, per: string, net?: string) {
  await expect(c.getByTestId(/^gross-/)).toHaveText(gross);
  await expect(c).toContainText(per);
  if (net) await expect(c.getByTestId(/^net-/)).toContainText(net);
}

test.describe("pricing page, server HTML", () => {
  for (const [lang, origin] of [
    ["de", e2e.de],
    ["en", e2e.en],
  ] as const) {
    test(`answers 200 with h1, metadata, monthly prices and structured data (${lang})`, async ({ request }) => {
      const res = await request.get(path, { headers: { host: new URL(origin).host } });
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toMatch(
        lang === "de" ? /<h1[^>]*>Klare Preise für jeden Forstbetrieb</ : /<h1[^>]*>Clear pricing for every forestry business</,
      );
      expect(html).toMatch(
        lang === "de"
          ? /<title>Preise – ForestCrew Beta, Beta Pro und Enterprise<\/title>/
          : /<title>Pricing – ForestCrew Beta, Beta Pro and Enterprise<\/title>/,
      );
      expect(html).toMatch(/<meta name="description" content="[^"]*(19\s%\sMwSt|19% German VAT)[^"]*"/);
      expect(html).toContain(`<link rel="canonical" href="${origin}${path}"/>`);
      expect(html).toContain('id="pricing"');
      // Prices are rendered on the server, monthly first.
      expect(html).toContain(lang === "de" ? `data-testid="gross-beta">99${nb}€<` : 'data-testid="gross-beta">€99<');
      expect(html).toContain(lang === "de" ? `netto 83,19${nb}€` : "€83.19 net");

      const [product, faq] = jsonLd(html);
      expect(product).toMatchObject({
        "@type": "Product",
        name: "ForestCrew",
        offers: ["99.00", "999.00", "999.00", "9999.00"].map((price) => ({
          price,
          priceCurrency: "EUR",
          priceSpecification: { valueAddedTaxIncluded: true },
        })),
      });
      expect(faq?.["@type"]).toBe("FAQPage");
      const questions = z.array(z.object({ name: z.string() })).parse(faq?.mainEntity);
      expect(questions).toHaveLength(8);
      // The FAQ data is the visible FAQ: every question is on the page.
      for (const q of questions) expect(html).toContain(q.name.replace(/'/g, "&#x27;"));
    });
  }
});

test("the hero plays its own short loop with a poster, and the files are served", async ({ page, request }) => {
  await open(page, path);
  const video = page.locator("video").first();
  await expect(video).toHaveAttribute("poster", "/media/hero-pricing.webp");
  const sources = await video.locator("source").evaluateAll((els) => els.map((e) => e.getAttribute("src") ?? ""));
  expect(sources).toEqual(["/media/hero-pricing.webm", "/media/hero-pricing.mp4"]);
  for (const src of ["/media/hero-pricing.webp", ...sources]) {
    const res = await request.get(src);
    expect(res.status(), src).toBe(200);
    // Small enough not to compete with the page: well under a megabyte each.
    expect((await res.body()).length, src).toBeLessThan(1_000_000);
  }
});

test("the hero shows what the price buys: the subscription page with the Beta plan at its real prices, above the fold", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const [origin, name, texts] of [
    [e2e.de, /Abonnement-Seite/, [`99${nb}€`, `999${nb}€`, "Testphase · Tag 2 von 5"]],
    [e2e.en, /subscription page/, ["€99", "€999", "Trial · day 2 of 5"]],
  ] as const) {
    await open(page, `${origin}${path}`);
    const shot = page.locator("main section").first().getByRole("img", { name });
    await expect(shot).toBeInViewport({ ratio: 1 });
    for (const text of texts) await expect(shot).toContainText(text);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(
    page
      .locator("main section")
      .first()
      .getByRole("img", { name: /subscription page/ }),
  ).toBeHidden();
  // On a phone the first screen shows the plans' monthly prices instead.
  for (const [origin, prices] of [
    [e2e.de, [`99${nb}€`, `999${nb}€`, "Auf Anfrage"]],
    [e2e.en, ["€99", "€999", "On request"]],
  ] as const) {
    await open(page, `${origin}${path}`);
    const glance = page.locator("main section").first().locator("dl");
    await expect(glance.locator("dd")).toHaveText([...prices]);
    await expect(glance).toBeInViewport({ ratio: 1 });
  }
});

test.describe("plan cards", () => {
  test("the monthly/yearly switch changes the shown prices without moving the layout (de)", async ({ page }) => {
    await open(page, path);
    const beta = card(page, "Beta");
    const pro = card(page, "Beta Pro");
    await expect(period(page, "Monatlich")).toBeChecked();
    await expectPrice(beta, `99${nb}€`, "pro Monat", `netto 83,19${nb}€`);
    await expectPrice(pro, `999${nb}€`, "pro Monat", `netto 839,50${nb}€`);
    await expect(beta).toContainText("Bei jährlicher Zahlung 2 Monate gratis");
    // Position in the document (not the viewport) of the last card's button and of the FAQ below.
    const layout = () =>
      Promise.all(
        [pro.getByRole("link", { name: /testen/ }), page.locator("#faq")].map((l) =>
          l.evaluate((el) => el.getBoundingClientRect().top + window.scrollY),
        ),
      );
    const buttonTop = layout;
    const before = await buttonTop();

    await choose(page, "Jährlich");
    await expect(period(page, "Jährlich")).toBeChecked();
    await expectPrice(beta, `999${nb}€`, "pro Jahr", `netto 839,50${nb}€`);
    await expectPrice(pro, `9.999${nb}€`, "pro Jahr", `netto 8.402,52${nb}€`);
    await expect(beta).toContainText("2 Monate gratis gegenüber monatlicher Zahlung");
    await expect(card(page, "Enterprise")).toContainText("Auf Anfrage");
    expect(await buttonTop()).toEqual(before);

    await choose(page, "Monatlich");
    await expectPrice(pro, `999${nb}€`, "pro Monat");
  });

  test("the switch works by keyboard and in English", async ({ page }) => {
    await open(page, e2e.en + path);
    const beta = card(page, "Beta");
    const pro = card(page, "Beta Pro");
    await expectPrice(beta, "€99", "per month", "€83.19 net");
    await expectPrice(pro, "€999", "per month", "€839.50 net");
    await period(page, "Monthly").focus();
    await page.keyboard.press("ArrowRight");
    await expect(period(page, "Yearly")).toBeChecked();
    await expectPrice(beta, "€999", "per year", "€839.50 net");
    await expectPrice(pro, "€9,999", "per year", "€8,402.52 net");
    await expect(beta).toContainText("2 months free");
  });

  test("register buttons open the registration page in a new tab; Enterprise leads to /contact", async ({ page }) => {
    await open(page, path);
    const registers = [
      page
        .getByRole("main")
        .locator("section")
        .first()
        .getByRole("link", { name: /5 Tage kostenlos testen/ }),
      card(page, "Beta").getByRole("link", { name: /5 Tage kostenlos testen/ }),
      card(page, "Beta Pro").getByRole("link", { name: /5 Tage kostenlos testen/ }),
    ];
    for (const link of registers) {
      await expect(link).toHaveAttribute("href", register);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
      await expect(link).toContainText("(öffnet in neuem Tab)");
    }
    await holdExternalLinks(page);
    await registers[1]?.click();
    const events = await page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === "cta_click"));
    expect(events).toContainEqual(expect.objectContaining({ cta: "register_trial", location: "pricing_plan", plan: "beta" }));

    await card(page, "Enterprise")
      .getByRole("link", { name: /Angebot anfragen/ })
      .click();
    await expect(page).toHaveURL(/\/contact\?topic=pricing#kontaktformular$/);
    await expect(page.getByLabel("Worum geht es?")).toHaveValue("pricing");
    const after = await page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === "cta_click"));
    expect(after).toContainEqual(expect.objectContaining({ cta: "contact", plan: "enterprise" }));
  });

  test("the hero's second button jumps to the plans", async ({ page }) => {
    await open(page, path);
    await page.getByRole("link", { name: "Tarife vergleichen" }).click();
    await expect(page).toHaveURL(/#pricing$/);
    await expect(page.getByRole("heading", { level: 2, name: "Der passende Tarif für Ihre Betriebsgröße" })).toBeInViewport();
  });
});

test.describe("FAQ", () => {
  test("has eight questions that open and close by keyboard", async ({ page }) => {
    await open(page, path);
    const items = page.locator("#faq details");
    await expect(items).toHaveCount(8);
    const first = items.first();
    const question = first.locator("summary");
    const answer = first.getByText(/Kreditkarte/);
    await expect(question).toHaveText("Wie funktioniert der kostenlose Test?");
    await expect(answer).toBeHidden();

    await question.focus();
    await page.keyboard.press("Enter");
    await expect(first).toHaveAttribute("open", "");
    await expect(answer).toBeVisible();
    await expect(answer).toContainText("in den 5 Testtagen wird nichts berechnet");

    await page.keyboard.press("Space");
    await expect(first).not.toHaveAttribute("open");
    await expect(answer).toBeHidden();

    // Tab reaches the next question, Space opens it.
    await page.keyboard.press("Tab");
    await expect(items.nth(1).locator("summary")).toBeFocused();
    await page.keyboard.press("Space");
    await expect(items.nth(1)).toHaveAttribute("open", "");
    await expect(items.nth(1)).toContainText("erst mit Ihrer ersten kostenpflichtigen Buchung");
  });

  test("covers the FAQ topics in English", async ({ page }) => {
    await open(page, e2e.en + path);
    const faq = page.locator("#faq");
    for (const text of [
      "5 days",
      "30 days' notice",
      "12 months",
      "3 months' notice",
      "Visa, Mastercard and American Express",
      "flat price",
      "more than 20 employees",
      "hosted in Germany",
    ]) {
      await expect(faq).toContainText(text);
    }
  });
});

test.describe("price notes and closing call", () => {
  test("four footnotes, the terms link, and contact and phone in the closing call", async ({ page }) => {
    await open(page, path);
    const notes = page.locator("#price-notes li");
    await expect(notes).toHaveCount(4);
    await expect(notes.nth(0)).toContainText("brutto inklusive 19 % Mehrwertsteuer");
    await expect(notes.nth(1)).toContainText("solange Ihr Abonnement läuft");
    await expect(notes.nth(1)).toContainText("im Tarif Beta 20 % und im Tarif Beta Pro 30 %");
    await expect(notes.nth(2)).toContainText("Festpreis");
    await expect(notes.nth(2)).toContainText("monatlich oder jährlich im Voraus");
    await expect(notes.nth(3)).toContainText("Stand Januar 2025");
    await expect(notes.nth(3).getByRole("link", { name: "Allgemeinen Geschäftsbedingungen" })).toHaveAttribute("href", "/agb");
    // The price's footnote reference leads to the note.
    await expect(card(page, "Beta").getByRole("link", { name: "Preishinweis 1" })).toHaveAttribute("href", "#price-note-1");

    const cta = page.locator("#pricing-cta");
    await expect(cta.getByRole("link", { name: /Anrufen/ })).toHaveAttribute("href", /^tel:\+49\d+$/);
    await expect(cta).toContainText("Werbeaussage");
    await cta.getByRole("link", { name: /Beratung anfragen/ }).click();
    await expect(page).toHaveURL(/\/contact\?topic=pricing#kontaktformular$/);
  });

  test("sections come in order", async ({ page }) => {
    await open(page, path);
    const ids = await page.locator("main > section[id], main section[id]").evaluateAll((els) => els.map((e) => e.id));
    expect(ids.filter((id) => ["pricing", "faq", "price-notes", "pricing-cta"].includes(id))).toEqual([
      "pricing",
      "faq",
      "price-notes",
      "pricing-cta",
    ]);
    await expect(page.locator("h1")).toHaveCount(1);
  });
});
