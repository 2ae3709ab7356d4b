import { expect, test } from "@playwright/test";
import { e2e } from "../../playwright.config";
import { defaultSite } from "../../app/config/site";
import { answerExternalTargetsLocally, dataLayerEvents as events, open, settle, visitLanding as visit } from "./support/page";

const PATH = "/forstmanagement";
const en = new URL(e2e.en).host;

test.beforeEach(({ context }) => answerExternalTargetsLocally(context));

test.describe("/forstmanagement server-rendered", () => {
  const cases = [
    {
      lang: "de",
      host: undefined,
      origin: e2e.de,
      h1: "Forstmanagement vom Plan bis zum Nachweis",
      title: /^Forstmanagement-Software für Forstbetriebe/,
    },
    {
      lang: "en",
      host: en,
      origin: e2e.en,
      h1: "Forest management from plan to proof",
      title: /^Forest management software for forestry businesses/,
    },
  ] as const;
  for (const c of cases) {
    test(`answers 200 with its h1, title, description and canonical (${c.lang})`, async ({ request }) => {
      const res = await request.get(PATH, c.host ? { headers: { host: c.host } } : undefined);
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toContain(`<html lang="${c.lang}"`);
      expect(html.match(/<h1[^>]*>([^<]+)<\/h1>/)?.[1]).toBe(c.h1);
      expect(html.match(/<h1/g)).toHaveLength(1);
      expect(html.match(/<title>([^<]+)<\/title>/)?.[1]).toMatch(c.title);
      expect(html).toMatch(/<meta name="description" content="[^"]{80,160}"/);
      expect(html).toContain(`<link rel="canonical" href="${c.origin}${PATH}"/>`);
      // The sections are in the HTML, not rendered later in the browser.
      expect(html).toContain('id="beta-partner"');
      expect(html).toContain('id="ablauf"');
    });
  }
});

test("the sections come in order, each with its content", async ({ page }) => {
  await visit(page, PATH);
  const order = await page.evaluate(() =>
    [...document.querySelectorAll("main section[aria-labelledby]")].map((s) => s.getAttribute("aria-labelledby")),
  );
  expect(order).toEqual(["workflow-title", "roles-title", "blog-title", "beta-partner-title", "start-title"]);

  // The hero's own picture: a plan of measures per compartment, marked as sample data.
  const plan = page
    .locator("main section")
    .first()
    .getByRole("img", { name: /^Beispielbild: Maßnahmenplan eines Reviers/ });
  await expect(plan).toBeVisible();
  await expect(plan).toContainText("Beispieldaten");
  await expect(plan).toContainText("Abt. 12b · Jungwaldpflege");

  // The workflow: plan, assign, record, check – each with the state a measure has after it.
  const workflow = page.locator("#ablauf");
  await expect(workflow.getByRole("heading", { level: 3 })).toHaveText([
    "Maßnahmen planen",
    "An Teams vergeben",
    "Vor Ort erfassen",
    "Prüfen und belegen",
  ]);
  await expect(workflow.locator("ol > li")).toHaveText([/Geplant/, /Vergeben/, /In Arbeit/, /Erledigt/]);

  const roles = page.locator('section[aria-labelledby="roles-title"]');
  await expect(roles.getByRole("heading", { level: 3 })).toHaveText([
    "Betriebs- und Revierleitung",
    "Teams und Dienstleister",
    "Waldbesitzende und Behörden",
  ]);

  const beta = page.locator("#beta-partner");
  await expect(beta).toContainText("Begrenzte Plätze");
  await expect(beta).toContainText("Lebenslanger Zugang");
  await expect(beta).toContainText("allen heutigen Modulen");
  await expect(beta).toContainText("1–50");
  await expect(beta).toContainText("Forstbetriebe und Forstdienstleister");
  await expect(beta).toContainText("Staatsforsten und Kommunen");
  await expect(beta).toContainText("Kreditkarte");
  await expect(beta).not.toContainText("ohne Kreditkarte");

  // Its own story: none of the product pages' app gallery, module tabs or figure band.
  await expect(page.locator("#screenshots")).toHaveCount(0);
  await expect(page.getByRole("tab")).toHaveCount(0);
  for (const figure of ["65 %", "23 %", "31 %", "30 %"]) await expect(page.locator("dd").filter({ hasText: figure })).toHaveCount(0);
});

for (const [button, target, cta] of [
  ["Beta-Partner werden", "#beta-partner", "to_beta_partner"],
  ["Ablauf ansehen", "#ablauf", "to_workflow"],
] as const) {
  test(`the hero button "${button}" scrolls ${target} into view below the fixed header`, async ({ page }) => {
    await visit(page, PATH);
    const hero = page.locator("main section").first();
    await hero.getByRole("link", { name: button, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    const section = page.locator(target);
    await expect(section.getByRole("heading", { level: 2 })).toBeInViewport();
    const headerBottom = await page.locator("header[data-scrolled]").evaluate((el) => el.getBoundingClientRect().bottom);
    const top = await section.evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(headerBottom - 1);
    expect(top).toBeLessThan(200);
    expect(await events(page, "cta_click")).toEqual([{ event: "cta_click", cta, location: "forstmanagement_hero" }]);
  });
}

test("the three blog teasers link to their articles and the blog link to /blog", async ({ page }) => {
  await visit(page, PATH);
  const blog = page.locator('section[aria-labelledby="blog-title"]');
  const teasers = blog.getByRole("article");
  await expect(teasers).toHaveCount(3);
  const hrefs = await teasers.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(hrefs).toEqual([
    "/blog/digitale-arbeitsauftraege-im-forst",
    "/blog/borkenkaefer-monitoring-mit-drohnen-und-ki",
    "/blog/co2-markt-fuer-waldbesitzer",
  ]);
  for (const [i, category] of ["Digitalisierung", "Technologie", "Marktanalyse"].entries()) {
    await expect(teasers.nth(i)).toContainText(category);
    await expect(teasers.nth(i)).toContainText(/\d+ Min\. Lesezeit/);
  }
  await expect(blog.getByRole("link", { name: "Alle Artikel im Blog" })).toHaveAttribute("href", "/blog");

  await teasers.nth(1).getByRole("link").click();
  await expect(page).toHaveURL(/\/blog\/borkenkaefer-monitoring-mit-drohnen-und-ki$/);
  expect(await events(page, "blog_click")).toEqual([
    { event: "blog_click", slug: "borkenkaefer-monitoring-mit-drohnen-und-ki", location: "forstmanagement_blog" },
  ]);
});

test("the beta-partner call to action opens registration in a new tab and is counted", async ({ page }) => {
  await visit(page, PATH);
  const cta = page.locator("#beta-partner").getByRole("link", { name: /Jetzt Beta-Partner werden/ });
  await expect(cta).toHaveAttribute("href", defaultSite.urls.register);
  await expect(cta).toHaveAttribute("target", "_blank");
  await expect(cta).toContainText("(öffnet in neuem Tab)");
  const popup = page.waitForEvent("popup");
  await cta.click();
  expect((await popup).url()).toBe(defaultSite.urls.register);
  expect(await events(page, "cta_click")).toEqual([
    { event: "cta_click", cta: "beta_partner_register", location: "forstmanagement_beta_partner" },
  ]);
  expect(await events(page, "click")).toEqual([{ event: "click", event_category: "CTA", event_label: "Beta-Sektion Registrierung" }]);
});

test("the final call to action: registration in a new tab, demo on /contact, phone as tel:", async ({ page }) => {
  await visit(page, PATH);
  const cta = page.locator("#start");
  await expect(cta.getByRole("link", { name: /5 Tage kostenlos testen/ })).toHaveAttribute("href", defaultSite.urls.register);
  await expect(cta.getByRole("link", { name: /5 Tage kostenlos testen/ })).toHaveAttribute("target", "_blank");
  await expect(cta.getByRole("link", { name: /\+49/ })).toHaveAttribute("href", /^tel:\+49\d+$/);
  await cta.getByRole("link", { name: "Kostenlose Demo vereinbaren" }).click();
  await expect(page).toHaveURL(/\/contact\?topic=demo#kontaktformular$/);
  expect(await events(page, "cta_click")).toEqual([{ event: "cta_click", cta: "demo_request", location: "forstmanagement_final_cta" }]);
});

test("every advertising figure is marked and the note appears once", async ({ page }) => {
  await visit(page, PATH);
  for (const figure of ["50+"]) {
    const value = page.locator("dd").filter({ hasText: figure });
    await expect(value.first().locator("sup")).toHaveAttribute("title", "Werbeaussage");
  }
  await expect(page.getByText(/^\* Werbeaussage:/)).toHaveCount(1);
});

test("page_view is pushed exactly once on load", async ({ page }) => {
  await visit(page, PATH);
  expect(await events(page, "page_view")).toEqual([{ event: "page_view", page: "forstmanagement" }]);
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
  test("the same page on the en. host, with English buttons and texts", async ({ page }) => {
    await page.goto(e2e.en + PATH);
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1, { timeout: 15_000 });
    await settle(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Forest management from plan to proof");
    const hero = page.locator("main section").first();
    await expect(hero.getByRole("link", { name: "Become a beta partner", exact: true })).toHaveAttribute("href", "#beta-partner");
    await expect(hero.getByRole("link", { name: "See how it works", exact: true })).toHaveAttribute("href", "#ablauf");
    await expect(hero.getByRole("img", { name: /^Example picture: a district's operations plan/ })).toContainText("Sample data");
    await expect(page.locator("#ablauf").getByRole("heading", { level: 3 })).toHaveText([
      "Plan operations",
      "Assign them to crews",
      "Record on site",
      "Check and prove",
    ]);
    await expect(page.locator("#beta-partner")).toContainText("credit card");
    await expect(page.locator("#beta-partner")).toContainText("State forests and municipalities");
    await expect(page.getByRole("article").first()).toContainText("Digitalisation");
    await expect(page.locator('section[aria-labelledby="blog-title"]')).toContainText("from our blog.");
    await expect(page.getByText(/^\* Advertising claim:/)).toHaveCount(1);
  });
});
