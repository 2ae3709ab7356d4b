import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { e2e } from "../../playwright.config";
import { publicPagePaths } from "../../app/config/pages";

// The consent dialog, Consent Mode and the tag manager, on the server with GTM_ID set
// (playwright.config.ts: e2e.consent). Every request to another origin is captured and answered
// here: the tag manager's script by a stub that behaves like one (it reads the data layer, and
// once analytics is granted sets a _ga cookie and sends each event to Google Analytics'
// collect endpoint), everything else with an empty answer.

const { gtmId } = e2e.consent;
const origins = { de: e2e.consent.de, en: e2e.consent.en } as const;
type Lang = keyof typeof origins;

const words = {
  de: {
    title: "Cookies für Statistik und Marketing",
    accept: "Alle akzeptieren",
    reject: "Nur notwendige",
    settings: "Einstellungen",
    save: "Auswahl speichern",
    link: "Cookie-Einstellungen",
    statistics: "Statistik",
    marketing: "Marketing",
  },
  en: {
    title: "Cookies for statistics and marketing",
    accept: "Accept all",
    reject: "Necessary only",
    settings: "Settings",
    save: "Save my choice",
    link: "Cookie settings",
    statistics: "Statistics",
    marketing: "Marketing",
  },
} as const;

const GTM_SCRIPT = `https://www.googletagmanager.com/gtm.js?id=${gtmId}`;

/** Behaves like the tag manager as far as the site can tell: it takes over the data layer's push. */
const gtmStub = `(() => {
  const id = new URL(document.currentScript.src).searchParams.get("id");
  const layer = (window.dataLayer = window.dataLayer || []);
  const stub = (window.__gtmStub = { id, seen: 0, analytics: "denied" });
  const handle = (entry) => {
    stub.seen++;
    if (entry && entry[0] === "consent") {
      if (entry[2] && entry[2].analytics_storage) stub.analytics = entry[2].analytics_storage;
      return;
    }
    if (entry && entry.event && stub.analytics === "granted") {
      document.cookie = "_ga=GA1.1.12345.67890; path=/; max-age=63072000";
      fetch("https://www.google-analytics.com/g/collect?tid=G-TEST&en=" + encodeURIComponent(entry.event), { method: "POST", mode: "no-cors", keepalive: true });
    }
  };
  for (const entry of layer) handle(entry);
  layer.push = function (...entries) {
    for (const entry of entries) handle(entry);
    return Array.prototype.push.apply(this, entries);
  };
})();`;

/** Captures every request that leaves for another origin than the site's; answers the tag manager with the stub. */
async function captureForeign(context: BrowserContext, site: readonly string[] = [origins.de, origins.en]): Promise<string[]> {
  const foreign: string[] = [];
  const ours = new Set(site.map((origin) => new URL(origin).host));
  await context.route(
    (url) => !ours.has(url.host),
    (route) => {
      const url = route.request().url();
      foreign.push(url);
      if (url.startsWith("https://www.googletagmanager.com/gtm.js"))
        return route.fulfill({ status: 200, contentType: "application/javascript", body: gtmStub });
      return route.fulfill({ status: 204, body: "" });
    },
  );
  return foreign;
}

const dialogOf = (page: Page, lang: Lang) => page.getByRole("dialog", { name: words[lang].title });

async function openPage(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}

/** The data layer's gtag commands (arguments objects), as arrays. */
function consentCommands(page: Page) {
  return page.evaluate(() =>
    (window.dataLayer ?? [])
      .filter((e) => Object.prototype.toString.call(e) === "[object Arguments]")
      .map((e) => Array.from(e as unknown as ArrayLike<unknown>)),
  );
}

const denied = { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "denied" };
const granted = { ad_storage: "granted", ad_user_data: "granted", ad_personalization: "granted", analytics_storage: "granted" };

async function storedConsent(context: BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name === "fc_consent");
  return cookie
    ? (JSON.parse(decodeURIComponent(cookie.value)) as { statistics: boolean; marketing: boolean; id?: string; version: string })
    : null;
}

const collects = (foreign: string[]) => foreign.filter((url) => url.startsWith("https://www.google-analytics.com/g/collect"));

test.describe("before consent", () => {
  // Every public page and an article, in both languages: nothing leaves for another origin and
  // nothing is stored, while the dialog asks.
  for (const lang of ["de", "en"] as const) {
    for (const path of [...publicPagePaths, "/blog/digitale-arbeitsauftraege-im-forst"]) {
      test(`${lang} ${path}: no request to another origin, no cookie, no storage; the dialog asks`, async ({ page, context }) => {
        const foreign = await captureForeign(context);
        await openPage(page, origins[lang] + path);
        await expect(dialogOf(page, lang)).toBeVisible();
        await expect(dialogOf(page, lang).getByRole("button", { name: words[lang].accept })).toBeVisible();
        // Whatever loads late (the chat launcher when the browser is idle, lazy sections) has loaded.
        await page.waitForLoadState("networkidle");
        expect(foreign).toEqual([]);
        expect(await context.cookies()).toEqual([]);
        expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
        // Consent Mode's defaults come first in the data layer, everything denied.
        expect((await consentCommands(page))[0]).toEqual(["consent", "default", { ...denied, wait_for_update: 500 }]);
      });
    }
  }
});

test("the article checked above exists", async ({ request }) => {
  const index = (await (await request.get(`${origins.de}/blog/index.json`)).json()) as { posts: { slug: string }[] };
  expect(index.posts.map((p) => p.slug)).toContain("digitale-arbeitsauftraege-im-forst");
});

test("'Alle akzeptieren' loads the tag manager with the container id and updates Consent Mode; the choice is logged and kept", async ({
  page,
  context,
}) => {
  const foreign = await captureForeign(context);
  await openPage(page, `${origins.de}/`);
  const dialog = dialogOf(page, "de");
  const logged = page.waitForResponse((r) => r.url().endsWith("/api/consent") && r.request().method() === "POST");
  await dialog.getByRole("button", { name: "Alle akzeptieren" }).click();
  await expect(dialog).toBeHidden();

  await expect.poll(() => page.evaluate(() => (window as unknown as { __gtmStub?: { id: string } }).__gtmStub?.id)).toBe(gtmId);
  expect(foreign.filter((url) => url.startsWith("https://www.googletagmanager.com"))).toEqual([GTM_SCRIPT]);
  expect(await consentCommands(page)).toEqual([
    ["consent", "default", { ...denied, wait_for_update: 500 }],
    ["consent", "update", granted],
  ]);

  // Proof of consent: the server answers with the random id, which the cookie then keeps.
  const response = await logged;
  expect(response.status()).toBe(201);
  const { consentId } = (await response.json()) as { consentId: string };
  expect(consentId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(JSON.parse(response.request().postData() ?? "{}")).toEqual({
    version: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    statistics: true,
    marketing: true,
  });
  await expect.poll(async () => (await storedConsent(context))?.id).toBe(consentId);
  expect(await storedConsent(context)).toMatchObject({ statistics: true, marketing: true });

  // A route change is an event the tag manager receives and, with analytics granted, sends on.
  // (The first page's pageview came before the consent: it stays unsent.)
  const pageviews = () => collects(foreign).filter((u) => u.includes("en=virtual_pageview")).length;
  expect(pageviews()).toBe(0);
  await page.getByRole("contentinfo").getByRole("link", { name: "Impressum", exact: true }).click();
  await expect(page).toHaveURL(/\/impressum$/);
  await expect.poll(pageviews).toBe(1);

  // The next page load: no dialog, the tag manager at once, the update straight after the defaults.
  foreign.length = 0;
  await openPage(page, `${origins.de}/forestcrew`);
  await expect.poll(() => foreign.filter((url) => url === GTM_SCRIPT).length).toBe(1);
  expect((await consentCommands(page)).slice(0, 2)).toEqual([
    ["consent", "default", { ...denied, wait_for_update: 500 }],
    ["consent", "update", granted],
  ]);
  expect(await page.evaluate(() => Array.from((window.dataLayer ?? []).slice(0, 2), (e) => Object.prototype.toString.call(e)))).toEqual([
    "[object Arguments]",
    "[object Arguments]",
  ]);
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("'Necessary only' (English): nothing loads, on this page or the next", async ({ page, context }) => {
  const foreign = await captureForeign(context);
  await openPage(page, `${origins.en}/nexus`);
  const dialog = dialogOf(page, "en");
  await expect(dialog.getByRole("button", { name: "Accept all" })).toBeVisible();
  await dialog.getByRole("button", { name: "Necessary only" }).click();
  await expect(dialog).toBeHidden();
  expect((await consentCommands(page)).at(-1)).toEqual(["consent", "update", denied]);
  await expect.poll(() => storedConsent(context)).toMatchObject({ statistics: false, marketing: false });

  await page.getByRole("contentinfo").getByRole("link", { name: "Contact", exact: true }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await openPage(page, `${origins.en}/forestcrew`);
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(foreign).toEqual([]);
  expect((await context.cookies()).map((c) => c.name)).toEqual(["fc_consent"]);
});

test("one question at a time: the chat launcher waits until the consent question is answered or dismissed", async ({ page, context }) => {
  const launcher = page.locator("[data-chat-launcher]");
  await openPage(page, `${origins.de}/forestcrew`);
  const dialog = dialogOf(page, "de");
  await expect(dialog.getByRole("button", { name: words.de.accept })).toBeVisible();
  await page.waitForLoadState("networkidle");
  // The browser was idle long enough to fetch the launcher: it did not, while the dialog asks.
  await page.waitForTimeout(500);
  await expect(launcher).toHaveCount(0);
  await dialog.getByRole("button", { name: words.de.reject }).click();
  await expect(launcher).toBeVisible();

  // Dismissed with Escape (no choice): the launcher comes all the same.
  await context.clearCookies();
  await openPage(page, `${origins.en}/nexus`);
  await expect(dialogOf(page, "en").getByRole("button", { name: words.en.accept })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expect(launcher).toHaveCount(0);
  await expect(dialogOf(page, "en")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(launcher).toBeVisible();
});

test("withdrawing consent through the footer link stops the tags and deletes their cookies at once, without a reload", async ({
  page,
  context,
}) => {
  const foreign = await captureForeign(context);
  await openPage(page, `${origins.de}/`);
  await dialogOf(page, "de").getByRole("button", { name: "Alle akzeptieren" }).click();
  await page.getByRole("contentinfo").getByRole("link", { name: "Karriere", exact: true }).click();
  await expect(page).toHaveURL(/\/career$/);
  await expect.poll(async () => (await context.cookies()).map((c) => c.name).sort()).toEqual(["_ga", "fc_consent"]);
  await expect.poll(() => collects(foreign).length).toBeGreaterThan(0);
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));

  // The footer link opens the settings, the current choice ticked.
  const link = page.getByRole("contentinfo").getByRole("link", { name: "Cookie-Einstellungen" });
  await link.click();
  const dialog = dialogOf(page, "de");
  await expect(dialog.getByRole("checkbox", { name: "Statistik" })).toBeChecked();
  await expect(dialog.getByRole("checkbox", { name: "Marketing" })).toBeChecked();
  await expect(dialog.getByRole("checkbox", { name: "Notwendig" })).toBeDisabled();
  await expect(dialog).toContainText(/Ihre Einwilligungs-ID: [0-9a-f-]{36}/);
  await dialog.getByRole("checkbox", { name: "Statistik" }).uncheck();
  await dialog.getByRole("checkbox", { name: "Marketing" }).uncheck();
  await dialog.getByRole("button", { name: "Auswahl speichern" }).click();
  await expect(dialog).toBeHidden();

  expect((await context.cookies()).map((c) => c.name)).toEqual(["fc_consent"]);
  expect((await consentCommands(page)).at(-1)).toEqual(["consent", "update", denied]);
  const sent = collects(foreign).length;
  // The tag manager heard the withdrawal, and then nothing more: a tag that ignored Consent Mode
  // would have nothing to send either.
  const heard = () => page.evaluate(() => (window as unknown as { __gtmStub: { seen: number } }).__gtmStub.seen);
  const heardBefore = await heard();
  await page.getByRole("contentinfo").getByRole("link", { name: "Blog", exact: true }).click();
  await expect(page).toHaveURL(/\/blog$/);
  // The new page's pageview is in the data layer: the event the tag manager must not receive.
  await expect
    .poll(() => page.evaluate(() => (window.dataLayer ?? []).some((e) => e.event === "virtual_pageview" && e.page_path === "/blog")))
    .toBe(true);
  await page.waitForTimeout(300);
  expect(collects(foreign).length).toBe(sent);
  expect(await heard()).toBe(heardBefore);
  expect(await context.cookies()).toEqual([expect.objectContaining({ name: "fc_consent" })]);
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);

  // Allowed again in the same page, the tag manager receives events again.
  await page.getByRole("contentinfo").getByRole("link", { name: "Cookie-Einstellungen" }).click();
  await dialog.getByRole("button", { name: "Alle akzeptieren" }).click();
  await page.getByRole("contentinfo").getByRole("link", { name: "Kontakt", exact: true }).click();
  await expect.poll(() => collects(foreign).length).toBeGreaterThan(sent);
});

test("a custom choice: statistics without marketing", async ({ page, context }) => {
  const foreign = await captureForeign(context);
  await openPage(page, `${origins.de}/datahub`);
  const dialog = dialogOf(page, "de");
  await dialog.getByRole("button", { name: "Einstellungen" }).click();
  await expect(dialog.getByRole("checkbox", { name: "Statistik" })).not.toBeChecked();
  await expect(dialog.getByRole("checkbox", { name: "Marketing" })).not.toBeChecked();
  await dialog.getByRole("checkbox", { name: "Statistik" }).check();
  await dialog.getByRole("button", { name: "Auswahl speichern" }).click();
  expect((await consentCommands(page)).at(-1)).toEqual([
    "consent",
    "update",
    { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "granted" },
  ]);
  await expect.poll(() => foreign.filter((u) => u === GTM_SCRIPT).length).toBe(1);
  await expect.poll(() => storedConsent(context)).toMatchObject({ statistics: true, marketing: false });
});

test("Escape closes the first dialog without a choice: nothing loads, and the next page load asks again", async ({ page, context }) => {
  const foreign = await captureForeign(context);
  await openPage(page, `${origins.de}/`);
  const dialog = dialogOf(page, "de");
  await expect(dialog).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await page.waitForLoadState("networkidle");
  expect(foreign).toEqual([]);
  expect(await context.cookies()).toEqual([]);
  await openPage(page, `${origins.de}/`);
  await expect(dialogOf(page, "de")).toBeVisible();
});

test("keyboard only: through the dialog to a choice, and back through the footer link", async ({ page, context }) => {
  await captureForeign(context);
  await openPage(page, `${origins.de}/`);
  const dialog = dialogOf(page, "de");
  await expect(dialog).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Alle akzeptieren" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Nur notwendige" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Einstellungen" })).toBeFocused();
  await page.keyboard.press("Enter");
  const statistics = dialog.getByRole("checkbox", { name: "Statistik" });
  await expect(statistics).toBeFocused();
  await page.keyboard.press("Space");
  await expect(statistics).toBeChecked();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("checkbox", { name: "Marketing" })).toBeFocused();
  for (const name of ["Alle akzeptieren", "Nur notwendige", "Auswahl speichern"]) {
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name })).toBeFocused();
  }
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect.poll(() => storedConsent(context)).toMatchObject({ statistics: true, marketing: false });

  // The footer link by keyboard: the dialog opens with the focus in it; Escape returns it to the link.
  const link = page.getByRole("contentinfo").getByRole("link", { name: "Cookie-Einstellungen" });
  await link.focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeFocused();
  await expect(page).toHaveURL(`${origins.de}/`);
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Schließen" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();
});

test("the dialog appears without moving anything and leaves most of the page visible", async ({ page, context }) => {
  await captureForeign(context);
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: "layout-shift", buffered: true });
  });
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    for (const [lang, path] of [
      ["de", "/"],
      ["en", "/"],
      ["de", "/forestcrew"],
      ["en", "/forestcrew"],
    ] as const) {
      await openPage(page, origins[lang] + path);
      const dialog = dialogOf(page, lang);
      await expect(dialog).toBeVisible();
      expect(await dialog.evaluate((el) => getComputedStyle(el).position)).toBe("fixed");
      const box = (await dialog.boundingBox())!;
      // On a phone a third of the screen at most; on a desktop a bar along the bottom.
      expect(box.height, `${lang} ${path}`).toBeLessThanOrEqual(viewport.height / 3);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      if (viewport.width >= 1024) {
        // The hero's buttons stay free: none lies under the dialog.
        const heroButtons = await page.locator("main section").first().locator("a:visible, button:visible").all();
        expect(heroButtons.length).toBeGreaterThan(0);
        for (const button of heroButtons) {
          const b = (await button.boundingBox())!;
          const covered = b.x < box.x + box.width && box.x < b.x + b.width && b.y < box.y + box.height && box.y < b.y + b.height;
          expect(covered, `${lang} ${path}: "${await button.innerText()}" lies under the dialog`).toBe(false);
        }
      }
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
    }
  }
});

test("the first layer names every purpose 'Alle akzeptieren' allows: statistics and marketing", async ({ page, context }) => {
  await captureForeign(context);
  for (const lang of ["de", "en"] as const) {
    await openPage(page, `${origins[lang]}/`);
    const dialog = dialogOf(page, lang);
    await expect(dialog).toBeVisible();
    const text = await dialog.innerText();
    expect(text).toMatch(lang === "de" ? /Statistik/ : /statistics/);
    expect(text).toMatch(lang === "de" ? /Marketing/ : /marketing/);
    expect(text).toMatch(lang === "de" ? /Werbung/ : /ads/);
    // Accept and reject side by side, the same size.
    const accept = (await dialog.getByRole("button", { name: words[lang].accept }).boundingBox())!;
    const reject = (await dialog.getByRole("button", { name: words[lang].reject }).boundingBox())!;
    expect(Math.round(accept.y)).toBe(Math.round(reject.y));
    expect(Math.round(accept.height)).toBe(Math.round(reject.height));
  }
});

test("without CONSENT_COOKIE_DOMAIN the choice is kept for its host only, as before", async ({ page, context }) => {
  await captureForeign(context);
  await openPage(page, `${origins.de}/`);
  await dialogOf(page, "de").getByRole("button", { name: words.de.reject }).click();
  const cookie = (await context.cookies()).find((c) => c.name === "fc_consent")!;
  expect(cookie.domain).toBe("localhost");
  expect(await page.evaluate(() => document.cookie)).toContain("fc_consent=");
  await openPage(page, `${origins.en}/`);
  await expect(dialogOf(page, "en")).toBeVisible();
});

test.describe("accessibility of the open dialog", () => {
  // axe is injected as a script, so the page's CSP must let the test add it.
  test.use({ bypassCSP: true });
  const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

  for (const lang of ["de", "en"] as const) {
    test(`axe finds no WCAG 2.1 AA violation in either layer (${lang})`, async ({ page, context }) => {
      await captureForeign(context);
      await page.setViewportSize({ width: 390, height: 844 });
      await openPage(page, `${origins[lang]}/`);
      const dialog = dialogOf(page, lang);
      await expect(dialog).toBeVisible();
      await page.addScriptTag({ content: axeSource });
      const check = () =>
        page.evaluate(async () => {
          const { axe } = window as unknown as {
            axe: { run: (ctx: Element, opts: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> };
          };
          const result = await axe.run(document.querySelector('[role="dialog"]')!, {
            runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
          });
          return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(" ")}`));
        });
      expect(await check()).toEqual([]);
      await dialog.getByRole("button", { name: words[lang].settings }).click();
      await expect(dialog.getByRole("checkbox", { name: words[lang].statistics })).toBeVisible();
      expect(await check()).toEqual([]);
      // Accept and reject are equally prominent: the same classes (colours, font, shape) and the same size.
      const style = (name: string) =>
        dialog.getByRole("button", { name, exact: true }).evaluate((el) => {
          const r = el.getBoundingClientRect();
          return { classes: el.getAttribute("class"), height: r.height, width: Math.round(r.width) };
        });
      expect(await style(words[lang].reject)).toEqual(await style(words[lang].accept));
    });
  }
});

test("the Content-Security-Policy allows exactly the tag manager's origins, only where GTM_ID is set", async ({ request }) => {
  const csp = async (url: string) => (await request.get(url)).headers()["content-security-policy"] ?? "";
  for (const path of ["/", "/contact"]) {
    const withTags = await csp(origins.de + path);
    const foreignSources = [...new Set(withTags.match(/https:\/\/[^\s;]+/g))].sort();
    expect(foreignSources).toEqual(["https://*.analytics.google.com", "https://*.google-analytics.com", "https://*.googletagmanager.com"]);
    expect(withTags).toMatch(/script-src [^;]*https:\/\/\*\.googletagmanager\.com/);
    expect(await csp(e2e.de + path)).not.toMatch(/https:/);
  }
});

test.describe("without a tag manager (GTM_ID unset)", () => {
  test("there is no dialog, and 'Cookie-Einstellungen' leads to the privacy policy's cookie section", async ({ page, context }) => {
    const foreign = await captureForeign(context, [e2e.de, e2e.en]);
    await openPage(page, `${e2e.de}/`);
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.getByRole("contentinfo").getByRole("link", { name: "Cookie-Einstellungen" }).click();
    await expect(page).toHaveURL(`${e2e.de}/datenschutz#cookies`);
    await expect(page.locator("#cookies")).toContainText("Besucherinnen und Besuchern setzt diese Website keine Cookies.");
    await expect(page.locator("#analyse")).toContainText("keinen Cookie-Dialog");
    expect(foreign).toEqual([]);
    expect(await context.cookies()).toEqual([]);
  });
});

test("the privacy policy describes the dialog, Google and the proof of consent where GTM_ID is set", async ({ page }) => {
  await openPage(page, `${origins.de}/datenschutz`);
  const analytics = page.locator("#analyse");
  await expect(analytics).toContainText("Google Tag Manager");
  await expect(analytics).toContainText("Google Ireland Limited");
  await expect(analytics).toContainText("„Cookie-Einstellungen“");
  await expect(analytics).toContainText("nach 3 Jahren");
  await expect(page.locator("#cookies").getByText("fc_consent", { exact: true })).toBeVisible();
  await openPage(page, `${origins.en}/datenschutz`);
  await expect(page.locator("#analyse")).toContainText("after 3 years");
});

test("the admin overview counts the choices per day", async ({ page }) => {
  // A choice of each kind, logged as the dialog logs it.
  for (const choice of [
    { statistics: true, marketing: true },
    { statistics: false, marketing: false },
    { statistics: true, marketing: false },
  ]) {
    const res = await page.request.post(`${origins.de}/api/consent`, { data: { version: "2026-11-24", ...choice } });
    expect(res.status()).toBe(201);
  }
  const refused = await page.request.post(`${origins.de}/api/consent`, {
    data: { version: "2026-11-24", statistics: "yes", marketing: false },
  });
  expect(refused.status()).toBe(400);

  await openPage(page, `${origins.de}/blog/admin/einwilligungen`);
  await expect(page).toHaveURL(/\/blog\/login$/);
  await page.getByLabel("Passwort", { exact: true }).fill(e2e.adminPassword);
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page).toHaveURL(/\/blog\/admin$/);
  await openPage(page, `${origins.de}/blog/admin/einwilligungen`);
  await expect(page.getByRole("heading", { level: 1, name: "Einwilligungen" })).toBeVisible();
  const table = page.getByRole("table");
  await expect(table.getByRole("columnheader")).toHaveText(["Tag", "Alle akzeptiert", "Nur notwendige", "Eigene Auswahl"]);
  const today = new Date().toLocaleDateString("de-DE", { timeZone: "Europe/Berlin" });
  const row = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: today }) });
  const counts = (await row.getByRole("cell").allTextContents()).map(Number);
  expect(counts).toHaveLength(3);
  for (const n of counts) expect(n).toBeGreaterThanOrEqual(1);
  // The admin area has no dialog and loads no tags.
  await expect(page.getByRole("dialog")).toHaveCount(0);
});
