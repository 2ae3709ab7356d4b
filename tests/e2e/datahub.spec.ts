import { expect, test, type Page } from "@playwright/test";
import { e2e } from "../../playwright.config";
import { open } from "./support/page";

const path = "/datahub";

/** Every section of the page, in order: hero, then these anchors. */
const sectionIds = ["problem", "loesung", "integrationen", "funktionen", "nutzen", "ausblick", "erstberatung", "vertrauen"];

/** The DataHub click events: category DataHub, these labels exactly, on either language's site. */
const labels = {
  heroDemo: "Hero CTA - Live Demo",
  finalConsultation: "Final CTA - Erstberatung",
  finalContact: "Final CTA - Kontakt",
} as const;

const dataLayer = (page: Page) => page.evaluate(() => window.dataLayer ?? []);
const datahubClicks = async (page: Page) =>
  (await dataLayer(page)).filter((e) => e.event === "click" && e.event_category === "DataHub").map((e) => e.event_label);

test.describe("/datahub over HTTP", () => {
  const expected = {
    de: {
      origin: e2e.de,
      h1: "DataHub: Alle Forstdaten an einem Ort",
      title: "DataHub – Alle Forstdaten an einem Ort | ForestCrew",
      texts: ["Jungwaldpflege", "OpenAPI", "DSGVO-konform", "Hosting in Deutschland", "24/7-Support"],
    },
    en: {
      origin: e2e.en,
      h1: "DataHub: all your forest data in one place",
      title: "DataHub – All your forest data in one place | ForestCrew",
      texts: ["tending a young stand", "OpenAPI", "GDPR-compliant", "Hosted in Germany", "24/7 support"],
    },
  } as const;

  for (const lang of ["de", "en"] as const) {
    test(`answers 200 with h1, title, description, canonical and every section (${lang})`, async ({ request }) => {
      const x = expected[lang];
      const res = await request.get(path, { headers: { host: new URL(x.origin).host } });
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html.match(/<h1[^>]*>([^<]+)<\/h1>/)?.[1]).toBe(x.h1);
      expect(html.match(/<h1/g)).toHaveLength(1);
      expect(html).toContain(`<title>${x.title}</title>`);
      expect(html).toMatch(/<meta name="description" content="[^"]*REST[- ]APIs[^"]{30,}"/);
      expect(html).toContain(`<link rel="canonical" href="${x.origin}${path}"/>`);
      // Server-rendered, in order: the content is in the HTML, not added by JavaScript.
      const positions = sectionIds.map((id) => html.indexOf(`<section id="${id}"`));
      expect(positions.every((p) => p > 0)).toBe(true);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      for (const text of x.texts) expect(html, text).toContain(text);
    });
  }
});

test.describe("/datahub in German", () => {
  test("has every section, in order, each labelled by its heading", async ({ page }) => {
    await open(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("DataHub: Alle Forstdaten an einem Ort");
    // Some sections sit in server islands (a wrapper element each): the page's top-level sections, wherever they sit.
    const ids = await page.locator("main section:not(section section)").evaluateAll((els) => els.map((el) => el.id));
    expect(ids).toEqual(["", ...sectionIds]);
    for (const id of sectionIds) {
      const labelledBy = await page.locator(`#${id}`).getAttribute("aria-labelledby");
      await expect(page.locator(`[id="${labelledBy}"]`), id).toHaveText(/\S{3,}/);
    }
    // Problem: scattered data, media breaks, double entry.
    const problem = page.locator("#problem");
    for (const name of [/verstreut/, /Medienbrüche/, /Doppelte Erfassung/]) {
      await expect(problem.getByRole("heading", { level: 3, name })).toBeVisible();
    }
    // Solution: one central hub, open REST APIs, OpenAPI documentation.
    const solution = page.locator("#loesung");
    await expect(solution.getByRole("heading", { level: 2 })).toContainText("zentraler Hub");
    await expect(solution).toContainText("Offene REST-APIs");
    await expect(solution).toContainText("OpenAPI");
    // Six system kinds.
    await expect(page.locator("#integrationen ul > li")).toHaveCount(6);
    // Core functions: the mobile app and the Jungwaldpflege cascade as ordered steps.
    const functions = page.locator("#funktionen");
    await expect(functions.getByRole("heading", { level: 3, name: "Die mobile App für Ihre Teams" })).toBeVisible();
    const cascade = functions.getByRole("list", { name: "Beispiel: Jungwaldpflege" });
    await expect(cascade.getByRole("listitem")).toHaveCount(5);
    await expect(cascade.getByRole("listitem").first()).toContainText("Forst-ERP");
    await expect(cascade.getByRole("listitem").last()).toContainText("Abrechnung");
    // Trust items.
    const trust = page.locator("#vertrauen");
    for (const item of ["DSGVO-konform", "Hosting in Deutschland", "24/7-Support"]) await expect(trust).toContainText(item);
    expect(await page.evaluate(() => document.querySelectorAll("*").length)).toBeLessThan(1400);
  });

  test("sends one page view on mount", async ({ page }) => {
    await open(page, path);
    await expect
      .poll(async () => (await dataLayer(page)).filter((e) => e.event === "page_view"))
      .toEqual([{ event: "page_view", page: "datahub" }]);
    // Leaving and coming back is a new visit of the page.
    await page.getByRole("contentinfo").getByRole("link", { name: "Impressum" }).click();
    await page.getByRole("contentinfo").getByRole("link", { name: "DataHub" }).click();
    await expect.poll(async () => (await dataLayer(page)).filter((e) => e.event === "page_view" && e.page === "datahub").length).toBe(2);
  });

  test("is at the top after load, even when the page was scrolled while loading", async ({ page }) => {
    // Scroll down as soon as the document is there, before React has hydrated, and again in the
    // very moment hydration has finished: only the delayed retries can bring the page back up.
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => window.scrollTo(0, 1500));
      new MutationObserver((_, observer) => {
        if (!document.documentElement.dataset.hydrated) return;
        observer.disconnect();
        window.scrollTo(0, 1800);
        (window as unknown as { scrolledAfterHydration: number }).scrolledAfterHydration = window.scrollY;
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-hydrated"] });
    });
    await page.goto(path);
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    expect(await page.evaluate(() => (window as unknown as { scrolledAfterHydration?: number }).scrolledAfterHydration)).toBe(1800);
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 3000 }).toBe(0);
  });

  test("arriving by client-side navigation also lands at the top and counts a page view", async ({ page }) => {
    await open(page, "/impressum");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("contentinfo").getByRole("link", { name: "DataHub" }).click();
    await expect(page).toHaveURL(`${e2e.de}${path}`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect.poll(async () => (await dataLayer(page)).filter((e) => e.event === "page_view" && e.page === "datahub").length).toBe(1);
  });

  test("'Live-Demo' leads to /contact and is tracked; 'Kostenlose Erstberatung' leads to /contact", async ({ page }) => {
    await open(page, path);
    const hero = page.locator("main > section").first();
    await expect(hero.getByRole("link", { name: "Kostenlose Erstberatung" })).toHaveAttribute("href", "/contact");
    await hero.getByRole("link", { name: "Live-Demo" }).click();
    await expect(page).toHaveURL(`${e2e.de}/contact?topic=demo#kontaktformular`);
    expect(await datahubClicks(page)).toEqual([labels.heroDemo]);

    await open(page, path);
    await page.locator("main > section").first().getByRole("link", { name: "Kostenlose Erstberatung" }).click();
    await expect(page).toHaveURL(`${e2e.de}/contact`);
  });

  test("the outlook links ForestChat as available and the inventory as in development", async ({ page }) => {
    await open(page, path);
    const outlook = page.locator("#ausblick");
    const chat = outlook.getByRole("article").filter({ hasText: "ForestChat" });
    await expect(chat).toContainText(/bereits verfügbar/i);
    await expect(chat.getByRole("link")).toHaveAttribute("href", "/forestchat");
    const inventory = outlook.getByRole("article").filter({ hasText: "KI-Waldinventur" });
    await expect(inventory).toContainText(/in Entwicklung/i);
    await expect(inventory.getByRole("link")).toHaveAttribute("href", "/forest-inventory");
    await inventory.getByRole("link").click();
    await expect(page).toHaveURL(`${e2e.de}/forest-inventory`);
  });

  test("the consultation button only records a click and reveals how to reach us", async ({ page }) => {
    await open(page, path);
    const cta = page.locator("#erstberatung");
    const button = cta.getByRole("button", { name: "Kostenlose Erstberatung" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(cta.getByRole("link", { name: /\+49/ })).toHaveCount(0);
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(cta.getByRole("link", { name: /\+49 4102 8919 350/ })).toHaveAttribute("href", "tel:+4941028919350");
    await expect(cta.getByRole("link", { name: /info@forestcrew\.de/ })).toHaveAttribute("href", "mailto:info@forestcrew.de");
    await expect(cta).toContainText("innerhalb eines Werktags");
    // No navigation: same page, same URL.
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(`${e2e.de}${path}`);
    expect(await datahubClicks(page)).toEqual([labels.finalConsultation]);
  });

  test("the contact link is tracked and leads to /contact", async ({ page }) => {
    await open(page, path);
    await page.locator("#erstberatung").getByRole("link", { name: "Kontakt aufnehmen" }).click();
    await expect(page).toHaveURL(`${e2e.de}/contact`);
    expect(await datahubClicks(page)).toEqual([labels.finalContact]);
  });

  test("every link on the page leads where it should", async ({ page }) => {
    await open(page, path);
    const hrefs = await page.locator("main a[href]").evaluateAll((els) => els.map((el) => el.getAttribute("href")));
    // Internal targets only: the page itself sends nobody to another site.
    expect(new Set(hrefs)).toEqual(
      new Set([
        "/contact?topic=demo#kontaktformular",
        "/contact",
        "/forestchat",
        "/forest-inventory",
        // The API reference (a preview) and its resources, from the solution and the data flows.
        "/datahub/api",
        ...["work-orders", "stands", "timber", "machines", "time-entries"].map((tag) => `/datahub/api#tag-${tag}`),
      ]),
    );
  });
});

test.describe("/datahub in English", () => {
  test("has the same sections, links and events in English", async ({ page }) => {
    await open(page, e2e.en + path);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("DataHub: all your forest data in one place");
    expect(await page.locator("main section:not(section section)").evaluateAll((els) => els.map((el) => el.id))).toEqual([
      "",
      ...sectionIds,
    ]);
    await expect(page.locator("#integrationen ul > li")).toHaveCount(6);
    await expect(page.getByRole("list", { name: /tending a young stand/i }).getByRole("listitem")).toHaveCount(5);
    const outlook = page.locator("#ausblick");
    await expect(outlook.getByRole("article").filter({ hasText: "ForestChat" })).toContainText(/already available/i);
    await expect(outlook.getByRole("article").filter({ hasText: "AI forest inventory" })).toContainText(/in development/i);
    for (const item of ["GDPR-compliant", "Hosted in Germany", "24/7 support"])
      await expect(page.locator("#vertrauen")).toContainText(item);

    const cta = page.locator("#erstberatung");
    await cta.getByRole("button", { name: "Free initial consultation" }).click();
    await expect(cta).toContainText("within one working day");
    await expect(page).toHaveURL(`${e2e.en}${path}`);

    const hero = page.locator("main > section").first();
    await expect(hero.getByRole("link", { name: "Free initial consultation" })).toHaveAttribute("href", "/contact");
    await hero.getByRole("link", { name: "Live demo" }).click();
    await expect(page).toHaveURL(`${e2e.en}/contact?topic=demo#kontaktformular`);
    // The labels are the same German ones whatever the page's language.
    expect(await datahubClicks(page)).toEqual([labels.finalConsultation, labels.heroDemo]);
    expect((await dataLayer(page)).filter((e) => e.event === "page_view" && e.page === "datahub")).toHaveLength(1);
  });

  test("the contact link is tracked with the same label", async ({ page }) => {
    await open(page, e2e.en + path);
    await page.locator("#erstberatung").getByRole("link", { name: "Get in touch" }).click();
    await expect(page).toHaveURL(`${e2e.en}/contact`);
    expect(await datahubClicks(page)).toEqual([labels.finalContact]);
  });
});
