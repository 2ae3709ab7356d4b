import { expect, test } from "@playwright/test";
import { e2e } from "../../playwright.config";
import { defaultSite } from "../../app/config/site";
import {
  answerExternalTargetsLocally,
  dataLayerEvents as events,
  open,
  pressForAlert,
  settle,
  visitLanding as visit,
} from "./support/page";

const PATH = "/instagram";
const en = new URL(e2e.en).host;

test.beforeEach(({ context }) => answerExternalTargetsLocally(context));

test.describe("/instagram server-rendered", () => {
  const cases = [
    { lang: "de", host: undefined, origin: e2e.de, h1: "Schluss mit dem Papierchaos im Forst" },
    { lang: "en", host: en, origin: e2e.en, h1: "An end to paper chaos in forestry" },
  ] as const;
  for (const c of cases) {
    test(`answers 200 with its h1, title, description and canonical (${c.lang})`, async ({ request }) => {
      const res = await request.get(PATH, c.host ? { headers: { host: c.host } } : undefined);
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toContain(`<html lang="${c.lang}"`);
      expect(html.match(/<h1[^>]*>([^<]+)<\/h1>/)?.[1]).toBe(c.h1);
      expect(html.match(/<h1/g)).toHaveLength(1);
      expect(html.match(/<title>([^<]+)<\/title>/)?.[1]).toContain(c.h1);
      expect(html).toMatch(/<meta name="description" content="[^"]{80,160}"/);
      expect(html).toContain(`<link rel="canonical" href="${c.origin}${PATH}"/>`);
    });
  }
});

test("has its own slim header and footer instead of the site's", async ({ page }) => {
  await visit(page, PATH);
  // None of the site's chrome: no main navigation, no site footer with its columns.
  await expect(page.getByRole("navigation", { name: "Hauptnavigation" })).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Fußzeilennavigation" })).toHaveCount(0);
  await expect(page.locator('a[href="/about-us"]')).toHaveCount(0);

  const header = page.locator("header").first();
  await expect(header.getByRole("link", { name: /ForestCrew/ }).first()).toHaveAttribute("href", "/");
  await expect(header.getByText("Beta", { exact: true })).toBeVisible();

  const footer = page.locator("footer");
  await expect(footer).toHaveCount(1);
  const legal = footer.getByRole("navigation", { name: "Rechtliches" });
  await expect(legal.getByRole("link", { name: "Datenschutz" })).toHaveAttribute("href", "/datenschutz");
  await expect(legal.getByRole("link", { name: "Impressum" })).toHaveAttribute("href", "/impressum");
  await expect(legal.getByRole("link", { name: "AGB" })).toHaveAttribute("href", "/agb");
  await expect(footer).toContainText("Entwickelt von der ForestCrew GmbH. DSGVO-konform und gehostet in Deutschland.");

  await legal.getByRole("link", { name: "Impressum" }).click();
  await expect(page).toHaveURL(/\/impressum$/);
  // Back on a normal page, the site's header is there again.
  await expect(page.getByRole("navigation", { name: "Hauptnavigation" }).first()).toBeAttached();
});

test("the hero video plays muted in a loop once the page is up, with poster, fallback text and a pause control", async ({ page }) => {
  await visit(page, PATH);
  const video = page.locator("video").first();
  await expect(video).toHaveJSProperty("muted", true);
  await expect(video).toHaveJSProperty("loop", true);
  await expect(video).toHaveJSProperty("paused", false);
  await expect(video).toHaveAttribute("poster", /\.webp$/);
  await expect(video).toContainText("Ihr Browser unterstützt keine Videos.");
  await page.getByRole("button", { name: "Hintergrundvideo anhalten" }).click();
  await expect(video).toHaveJSProperty("paused", true);
});

test("the hero shows the app on a phone: its map screen, beside the text on desktop, below the call to action on phones", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await visit(page, PATH);
  const hero = page.locator("main section").first();
  const phone = hero.getByRole("img", { name: /Karte in der ForestCrew-App/ });
  await expect(phone).toBeInViewport({ ratio: 1 });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(phone).toBeVisible();
  const cta = await hero.getByRole("link", { name: /Beta-Partner werden/ }).boundingBox();
  const shot = await phone.boundingBox();
  expect(shot?.y).toBeGreaterThan((cta?.y ?? 0) + (cta?.height ?? 0));
});

test("'Beta-Partner werden' opens registration in a new tab and sends the CTA click with value 1", async ({ page }) => {
  await visit(page, PATH);
  const hero = page.locator("main section").first();
  const cta = hero.getByRole("link", { name: /Beta-Partner werden/ });
  await expect(cta).toHaveAttribute("href", defaultSite.urls.register);
  await expect(cta).toHaveAttribute("target", "_blank");
  await expect(cta).toHaveAttribute("rel", /noopener/);
  const popup = page.waitForEvent("popup");
  await cta.click();
  expect((await popup).url()).toBe(defaultSite.urls.register);
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  expect(await events(page, "click")).toEqual([
    { event: "click", event_category: "CTA", event_label: "Instagram Beta-Registrierung", value: 1 },
  ]);
  expect(await events(page, "cta_click")).toEqual([{ event: "cta_click", cta: "instagram_beta_register", location: "instagram_hero" }]);
});

test("the sections come in order, each with its content", async ({ page }) => {
  await visit(page, PATH);
  const order = await page.evaluate(() =>
    [...document.querySelectorAll("main section[aria-labelledby]")].map((s) => s.getAttribute("aria-labelledby")),
  );
  expect(order).toEqual([
    "beta-partner-title",
    "benefits-title",
    "app-title",
    "platform-title",
    "before-after-title",
    "highlights-title",
    "final-cta-title",
  ]);

  const box = page.locator("#beta-partner");
  await expect(box).toContainText("Begrenzte Plätze");
  await expect(box).toContainText("Lebenslanger Zugang");
  await expect(box.getByRole("link", { name: /Beta-Partner werden/ })).toHaveAttribute("href", defaultSite.urls.register);

  const benefits = page.locator('section[aria-labelledby="benefits-title"]');
  await expect(benefits.getByRole("heading", { level: 3 })).toHaveText([
    "Schluss mit Zettelwirtschaft",
    "Kontrolle und Überblick",
    "GPS-Navigation zum Einsatzort",
    "Automatische Zeiterfassung",
    "Schnelle Einarbeitung",
    "ForestChat, Ihr KI-Assistent",
  ]);

  const gallery = page.locator('section[aria-labelledby="app-title"]');
  await expect(gallery.getByRole("heading", { level: 3 })).toHaveText(["Dashboard", "Auftragsübersicht", "Zeiterfassung", "ForestChat"]);

  const beforeAfter = page.locator('section[aria-labelledby="before-after-title"]');
  await expect(beforeAfter.getByText("Vorher", { exact: true })).toBeVisible();
  await expect(beforeAfter.getByText("Nachher", { exact: true })).toBeVisible();

  const highlights = page.locator('section[aria-labelledby="highlights-title"]');
  await expect(highlights.getByRole("heading", { level: 3 })).toHaveText(["ForestChat", "Offline-Karten", "Ressourcenmanagement"]);

  const final = page.locator('section[aria-labelledby="final-cta-title"]');
  await expect(final.getByRole("heading", { level: 3 })).toHaveText([
    "Lebenslanger Zugang",
    "Premium-Module ohne Aufpreis",
    "Einfluss auf die Entwicklung",
    "Priorisierter Support",
  ]);
  await expect(final).toContainText("festen Ansprechperson");
  await expect(final.getByRole("link", { name: /\+49/ })).toHaveAttribute("href", /^tel:\+49\d+$/);
});

test("the management platform shows dashboard, staff and machines as tabs, by mouse and keyboard", async ({ page }) => {
  await visit(page, PATH);
  const platform = page.locator('section[aria-labelledby="platform-title"]');
  const tabs = platform.getByRole("tab");
  await expect(tabs).toHaveText(["Einsatz-Dashboard", "Personalverwaltung", "Maschinenverwaltung"]);
  const panel = platform.getByRole("tabpanel");
  await expect(panel).toContainText("app.forestcrew.de/dashboard");
  await tabs.nth(1).click();
  await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
  await expect(panel).toContainText("app.forestcrew.de/personal");
  await expect(panel.getByRole("heading", { level: 3 })).toHaveText(/^Personalverwaltung/);
  await page.keyboard.press("ArrowRight");
  await expect(tabs.nth(2)).toBeFocused();
  await expect(panel).toContainText("app.forestcrew.de/maschinen");
});

test("the Android button alerts that the app is coming soon", async ({ page }) => {
  await visit(page, PATH);
  const android = page.getByRole("button", { name: /Android/ });
  await expect(android).toContainText("Bald verfügbar");
  expect(await pressForAlert(page, android)).toBe("Die Android-App ist bald verfügbar. Registrieren Sie sich jetzt für den Beta-Zugang.");
});

test("the campaign page shows no advertising figures: the claims band is the home page's", async ({ page }) => {
  await visit(page, PATH);
  const benefits = page.locator('section[aria-labelledby="benefits-title"]');
  await expect(benefits).toContainText("Alles an einem Ort");
  await expect(page.locator('sup[title="Werbeaussage"]')).toHaveCount(0);
  await expect(page.getByText(/Werbeaussage/)).toHaveCount(0);
  await expect(benefits).not.toContainText("%");
  // The results band under before/after is gone (the mock-ups there show app data, not claims).
  await expect(page.locator('section[aria-labelledby="before-after-title"] dl')).toHaveCount(0);
});

test("page_view is pushed exactly once on load", async ({ page }) => {
  await visit(page, PATH);
  expect(await events(page, "page_view")).toEqual([{ event: "page_view", page: "instagram" }]);
});

test("the page settles at the top while late layout is still moving it", async ({ page }) => {
  // Something moves the page down 120 ms after hydration (a late image, a restored position);
  // the landing-page retries at 200 and 500 ms must pull it back to the top.
  await page.addInitScript(() => {
    // A mutation observer reacts in the same task as React's effects, so the jump is due
    // before the 200 ms retry however busy the main thread is.
    new MutationObserver((_, observer) => {
      if (!document.documentElement?.dataset.hydrated) return;
      observer.disconnect();
      window.setTimeout(() => {
        window.scrollTo({ top: 1500, behavior: "instant" });
        (window as unknown as { jumpedTo: number }).jumpedTo = window.scrollY;
      }, 120);
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-hydrated"] });
  });
  await open(page, PATH);
  await expect.poll(() => page.evaluate(() => (window as unknown as { jumpedTo?: number }).jumpedTo)).toBe(1500);
  await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 2000 }).toBe(0);
});

test.describe("English", () => {
  test("the same campaign on the en. host", async ({ page }) => {
    await page.goto(e2e.en + PATH);
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1, { timeout: 15_000 });
    await settle(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("An end to paper chaos in forestry");
    const hero = page.locator("main section").first();
    await expect(hero.getByRole("link", { name: /Become a beta partner/ })).toHaveAttribute("href", defaultSite.urls.register);
    await expect(page.locator("#beta-partner")).toContainText("Limited places");
    await expect(page.locator("footer")).toContainText("GDPR");
    const legal = page.locator("footer").getByRole("navigation", { name: "Legal" });
    await expect(legal.getByRole("link")).toHaveText(["Privacy policy", "Legal notice", "Terms and conditions", "Cookie settings"]);
    await expect(page.locator("video").first()).toContainText(/browser/i);
    await expect(page.getByRole("tab")).toHaveText(["Operations dashboard", "Staff management", "Machine management"]);
  });
});
