import { expect, test, type Page } from "@playwright/test";
import { e2e } from "../../playwright.config";
import { open, settle } from "./support/page";

// The event catalogue (app/lib/analytics.ts): each user action sends its event exactly once, with
// its payload, and every event follows one naming scheme whatever the page's language. On the
// server without a tag manager: the events land in the data layer all the same.
// (form_submit and waitlist_signup: the forms' specs, contact/career and nexus/forest-inventory.)

/** The data layer's events (gtag commands left out), without the tag manager's own. */
const events = (page: Page) =>
  page.evaluate(() => (window.dataLayer ?? []).filter((e) => typeof e.event === "string" && !String(e.event).startsWith("gtm.")));

const named = async (page: Page, name: string) => (await events(page)).filter((e) => e.event === name);

/** Links that open another site in a new tab stay on the page (their event is what is checked). */
async function keepNewTabsLocal(page: Page) {
  await page.evaluate(() =>
    document.addEventListener("click", (e) => (e.target as Element).closest('a[target="_blank"]') && e.preventDefault(), true),
  );
}

/** One naming scheme: snake_case names and values, a location `<area>_<section>`. */
function expectNamingScheme(all: Record<string, unknown>[]) {
  const snake = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/;
  for (const e of all) {
    expect(String(e.event), JSON.stringify(e)).toMatch(snake);
    for (const key of Object.keys(e)) expect(key, JSON.stringify(e)).toMatch(snake);
    for (const key of ["cta", "location", "store", "page", "form_type", "page_section", "item", "plan", "period"])
      if (key in e) expect(String(e[key]), `${key} in ${JSON.stringify(e)}`).toMatch(snake);
    if ("location" in e) expect(String(e.location)).toMatch(/^[a-z]+_[a-z0-9_]+$/);
  }
}

test("virtual_pageview: once per route change, with path, title, query and address; not for a jump within the page", async ({ page }) => {
  await open(page, "/");
  expect(await named(page, "virtual_pageview")).toEqual([
    {
      event: "virtual_pageview",
      page_path: "/",
      page_title: expect.stringContaining("ForestCrew"),
      page_search: "",
      page_location: `${e2e.de}/`,
    },
  ]);
  await page.getByRole("contentinfo").getByRole("link", { name: "Preise", exact: true }).click();
  await expect(page).toHaveURL(/\/forestcrew-pricing$/);
  await expect.poll(async () => (await named(page, "virtual_pageview")).length).toBe(2);
  expect((await named(page, "virtual_pageview"))[1]).toEqual({
    event: "virtual_pageview",
    page_path: "/forestcrew-pricing",
    page_title: expect.stringMatching(/Preise/),
    page_search: "",
    page_location: `${e2e.de}/forestcrew-pricing`,
  });
  // A link within the page changes only the hash: the same page, no pageview.
  await page.getByRole("link", { name: "Tarife vergleichen" }).click();
  await expect(page).toHaveURL(/#pricing$/);
  // A query is part of the pageview.
  await page
    .getByRole("link", { name: /Angebot anfragen/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/contact\?topic=pricing#kontaktformular$/);
  await expect.poll(async () => (await named(page, "virtual_pageview")).length).toBe(3);
  expect((await named(page, "virtual_pageview"))[2]).toMatchObject({ page_path: "/contact", page_search: "?topic=pricing" });
  expectNamingScheme(await events(page));
});

test("contact_page_view: once on /contact, with its section and form type", async ({ page }) => {
  await open(page, "/contact");
  await expect
    .poll(() => named(page, "contact_page_view"))
    .toEqual([{ event: "contact_page_view", page_section: "contact", form_type: "contact" }]);
});

for (const [lang, origin, label] of [
  ["de", e2e.de, /5 Tage kostenlos testen/],
  ["en", e2e.en, /Try it free for 5 days/],
] as const) {
  test(`cta_click: one per press of a hero button, the same name in either language (${lang})`, async ({ page }) => {
    await open(page, `${origin}/`);
    await keepNewTabsLocal(page);
    await page.locator("main section").first().getByRole("link", { name: label }).click();
    expect(await named(page, "cta_click")).toEqual([{ event: "cta_click", cta: "register_trial", location: "home_hero" }]);
  });
}

test("cta_click on the hero of /forestcrew: one per press", async ({ page }) => {
  await open(page, "/forestcrew");
  await page.locator("main section").first().getByRole("link", { name: "Preise ansehen" }).click();
  await expect(page).toHaveURL(/\/forestcrew-pricing$/);
  expect(await named(page, "cta_click")).toEqual([{ event: "cta_click", cta: "pricing", location: "forestcrew_hero" }]);
});

test("blog_click: once per article link, with the slug and where the link was", async ({ page }) => {
  await open(page, "/blog");
  const first = page.getByRole("main").getByRole("article").first().getByRole("link").first();
  const href = await first.getAttribute("href");
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  expect(await named(page, "blog_click")).toEqual([{ event: "blog_click", slug: href?.replace("/blog/", ""), location: "blog_posts" }]);
});

test("app_store_click: once per press of the App Store link", async ({ page }) => {
  await open(page, "/");
  await keepNewTabsLocal(page);
  await page
    .getByRole("main")
    .getByRole("link", { name: /App Store/ })
    .first()
    .click();
  expect(await named(page, "app_store_click")).toEqual([{ event: "app_store_click", store: "ios", location: "home_mobile_app" }]);
});

test("page_view and the CTA click event on /instagram: the view once, each registration press once with its label and value", async ({
  page,
}) => {
  await open(page, "/instagram");
  await settle(page);
  expect(await named(page, "page_view")).toEqual([{ event: "page_view", page: "instagram" }]);
  await keepNewTabsLocal(page);
  await page
    .locator("main section")
    .first()
    .getByRole("link", { name: /Beta-Partner werden/ })
    .click();
  expect(await named(page, "click")).toEqual([
    { event: "click", event_category: "CTA", event_label: "Instagram Beta-Registrierung", value: 1 },
  ]);
  expect(await named(page, "cta_click")).toEqual([{ event: "cta_click", cta: "instagram_beta_register", location: "instagram_hero" }]);
  expectNamingScheme(await events(page));
});

test("the DataHub click events: each button once, with its fixed label", async ({ page }) => {
  await open(page, "/datahub");
  expect(await named(page, "page_view")).toEqual([{ event: "page_view", page: "datahub" }]);
  const cta = page.locator("#erstberatung");
  await cta.getByRole("button", { name: "Kostenlose Erstberatung" }).click();
  await cta.getByRole("link", { name: "Kontakt aufnehmen" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/datahub$/);
  await page.locator("main > section").first().getByRole("link", { name: "Live-Demo" }).click();
  await expect(page).toHaveURL(/\/contact\?topic=demo#kontaktformular$/);
  expect(await named(page, "click")).toEqual([
    { event: "click", event_category: "DataHub", event_label: "Final CTA - Erstberatung" },
    { event: "click", event_category: "DataHub", event_label: "Final CTA - Kontakt" },
    { event: "click", event_category: "DataHub", event_label: "Hero CTA - Live Demo" },
  ]);
  expectNamingScheme(await events(page));
});

test("the forestchat quick questions report which one, never its text", async ({ page }) => {
  await open(page, `${e2e.en}/forestchat`);
  await page.getByRole("list", { name: "Quick access" }).getByRole("button").first().click();
  const [click] = await named(page, "cta_click");
  expect(click).toMatchObject({ cta: "chat_quick_question", location: "forestchat_quick_access" });
  expect(String(click?.item)).toMatch(/^[a-z_]+$/);
});
