import { expect, test, type Page } from "@playwright/test";
import { e2e } from "../../playwright.config";
import { dataLayerEvents as events, open } from "./support/page";

const REGISTER = "https://app.forestcrew.de/register";
const IOS_APP = /^https:\/\/apps\.apple\.com\/.+/;

/**
 * Links that open another site are checked for target and rel; clicking them here must not
 * leave the test machine, so the browser's default action is cancelled in the capture phase
 * (React's handlers, and with them the analytics, still run).
 */
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

test.describe("home page (de)", () => {
  test("answers 200 with its title, description, canonical and h1, in both languages", async ({ request }) => {
    for (const [origin, title, h1] of [
      [e2e.de, "ForestCrew – Digitale Forstverwaltung und Forst-Software", "Die digitale Forstverwaltung für Ihren ganzen Betrieb"],
      [e2e.en, "ForestCrew – Digital forest management software", "Digital forest management for your entire operation"],
    ] as const) {
      const res = await request.get("/", { headers: { host: new URL(origin).host } });
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toContain(`<title>${title}</title>`);
      expect(html).toMatch(/<meta name="description" content="[^"]*5 (Tage|days)[^"]*"/);
      expect(html).toContain(`<link rel="canonical" href="${origin}/"/>`);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${h1}</h1>`));
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    }
  });

  test("shows the sections in order: hero, platform, app, chat, audiences, modules, call to action", async ({ page }) => {
    await open(page, "/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Die digitale Forstverwaltung für Ihren ganzen Betrieb");
    const headings = await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();
    expect(headings).toEqual([
      "Ein System für Büro, Bestand und Maschinenpark",
      "Im Bestand alles dabei\u00a0– auch ohne Netz",
      "Fragen Sie ForestChat, den Assistenten für die Forstpraxis",
      "Gebaut für alle, die Wald bewirtschaften",
      "Eine Plattform, die mit Ihren Aufgaben wächst",
      "Sehen Sie selbst, wie ForestCrew in Ihrem Betrieb arbeitet",
    ]);
    // Every section is a landmark named by its heading.
    for (const name of headings) await expect(section(page, name)).toHaveCount(1);
  });

  test("hero: looping video, beta badge, trial in a new tab and demo to /contact, both tracked", async ({ page }) => {
    await open(page, "/");
    const hero = page.locator("main section").first();
    await expect(hero.locator("video source[type='video/mp4']")).toHaveAttribute("src", "/media/hero-forest.mp4");
    await expect(hero.locator("video")).toHaveJSProperty("loop", true);
    await expect(hero.getByText("Beta", { exact: true })).toBeVisible();
    await expect(hero).toContainText("Kreditkarte bei der Registrierung, keine Abbuchung in den 5 Testtagen");

    const trial = hero.getByRole("link", { name: /5 Tage kostenlos testen/ });
    await expect(trial).toHaveAttribute("href", REGISTER);
    await expect(trial).toHaveAttribute("target", "_blank");
    await expect(trial).toHaveAttribute("rel", "noopener noreferrer");
    await keepExternalLinksLocal(page);
    await trial.click();
    // One event per press (the hero once reported each press twice).
    expect(await events(page, "cta_click")).toEqual([{ event: "cta_click", cta: "register_trial", location: "home_hero" }]);

    await hero.getByRole("link", { name: "Demo anfragen" }).click();
    await expect(page).toHaveURL(/\/contact\?topic=demo#kontaktformular$/);
    // The contact form opens with the topic already chosen.
    await expect(page.getByLabel("Worum geht es?")).toHaveValue("demo");
    expect(await events(page, "cta_click")).toEqual([
      { event: "cta_click", cta: "register_trial", location: "home_hero" },
      { event: "cta_click", cta: "demo_request", location: "home_hero" },
    ]);
  });

  test("hero: the platform above the fold at 1280×800, and in the first phone screen right under the buttons", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, "/");
    const hero = page.locator("main section").first();
    const shot = hero.getByRole("img", { name: /Startseite der ForestCrew-Plattform/ });
    await expect(shot).toBeVisible();
    const box = await shot.boundingBox();
    expect(box?.y).toBeGreaterThanOrEqual(0);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(800);
    expect(box?.x).toBeGreaterThan(640);
    // The hero text stays in front: nothing of the picture covers the heading or the buttons.
    const h1 = await hero.getByRole("heading", { level: 1 }).boundingBox();
    expect((h1?.x ?? 0) + (h1?.width ?? 0)).toBeLessThan(box?.x ?? 0);

    // On a phone the whole picture is in the first screen, below the call to action.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => window.scrollTo(0, 0));
    const trial = hero.getByRole("link", { name: /5 Tage kostenlos testen/ });
    await expect(trial).toBeInViewport();
    const phone = await shot.boundingBox();
    const button = await trial.boundingBox();
    expect(phone?.y).toBeGreaterThan((button?.y ?? 0) + (button?.height ?? 0));
    expect((phone?.y ?? 0) + (phone?.height ?? 0)).toBeLessThanOrEqual(844);
  });

  test("platform overview: four steps and the claims marked as advertising, no second screenshot", async ({ page }) => {
    await open(page, "/");
    const platform = section(page, "Ein System für Büro, Bestand und Maschinenpark");
    await expect(platform.getByRole("img")).toHaveCount(0);
    await expect(platform.getByRole("heading", { level: 3 })).toHaveText([
      /Planen/,
      /Einsetzen/,
      /Dokumentieren/,
      /Auswerten/,
      /Beta-Betriebe/,
    ]);
    for (const figure of ["65\u202f%", "23\u202f%", "31\u202f%", "30\u202f%"]) {
      // The figure is directly followed by the advertising marker.
      await expect(platform.getByText(figure, { exact: false }).locator("sup")).toHaveText(/^\*/);
    }
    await platform.getByRole("link", { name: "Alle Funktionen ansehen" }).click();
    await expect(page).toHaveURL(/\/forestcrew$/);
  });

  test("product screenshots keep their picture after hydration and render after a client-side navigation", async ({ page }) => {
    await open(page, "/");
    const platform = page.getByRole("img", { name: /Startseite der ForestCrew-Plattform/ });
    await expect(platform).toBeVisible();
    expect(await platform.evaluate((el) => el.querySelectorAll("*").length)).toBeGreaterThan(100);
    // The two screens of the app section.
    await expect(page.getByRole("img", { name: /ForestCrew-App/ })).toHaveCount(2);

    await open(page, "/impressum");
    await page.getByRole("banner").getByRole("link", { name: "Home", exact: true }).click();
    await expect(page).toHaveURL(`${e2e.de}/`);
    await expect(platform).toHaveCount(1);
    expect(await platform.evaluate((el) => el.querySelectorAll("*").length)).toBeGreaterThan(100);
    await expect(page.getByRole("img", { name: /ForestCrew-App/ })).toHaveCount(2);
  });

  test("every advertising figure carries a marker, and the note appears exactly once", async ({ page }) => {
    await open(page, "/");
    const main = page.getByRole("main");
    // 65, 23, 31, 30 %, up to 80 % (inventory), 50+ beta testers
    await expect(main.locator("sup[title='Werbeaussage']")).toHaveCount(6);
    await expect(main.getByText(/^\* Werbeaussage:/)).toHaveCount(1);
    await expect(main.getByText("bis zu 80\u202f%", { exact: false })).toBeVisible();
    await expect(main.getByText("50+", { exact: false })).toBeVisible();
    // decision 0004: a card is asked for at registration; the site never says otherwise
    await expect(main).not.toContainText(/ohne Kreditkarte|keine Kreditkarte/i);
  });

  test("mobile app: phone screenshots, App Store in a new tab (tracked), Android disabled with its alert", async ({ page }) => {
    await open(page, "/");
    const app = section(page, /Im Bestand alles dabei/);
    await expect(app.getByRole("img", { name: /ForestCrew-App/ })).toHaveCount(2);
    const ios = app.getByRole("link", { name: /App Store/ });
    await expect(ios).toHaveAttribute("href", IOS_APP);
    await expect(ios).toHaveAttribute("target", "_blank");
    await expect(ios).toHaveAttribute("rel", /noopener/);
    await keepExternalLinksLocal(page);
    await ios.click();
    expect(await events(page, "app_store_click")).toContainEqual(expect.objectContaining({ store: "ios", location: "home_mobile_app" }));

    const android = app.getByRole("button", { name: /Android/ });
    await expect(android).toHaveAttribute("aria-disabled", "true");
    await expect(android).toContainText("Bald verfügbar");
    const alerts: string[] = [];
    page.on("dialog", (dialog) => {
      alerts.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    // A visitor can still click it: aria-disabled keeps it focusable and clickable.
    await android.click({ force: true });
    await expect
      .poll(() => alerts)
      .toEqual(["alert: Die Android-App ist bald verfügbar. Registrieren Sie sich jetzt für den Beta-Zugang."]);
  });

  test("chat teaser: an example question is handed to the global chat panel", async ({ page }) => {
    await open(page, "/");
    // Stands in for the chat widget: claims the open request and records it.
    await page.evaluate(() =>
      window.addEventListener("forestchat:open", (e) => {
        e.preventDefault();
        (window as unknown as { opened: unknown[] }).opened ??= [];
        (window as unknown as { opened: unknown[] }).opened.push((e as CustomEvent).detail);
      }),
    );
    const teaser = section(page, /Fragen Sie ForestChat/);
    await expect(teaser.getByText("Alpha", { exact: true }).first()).toBeVisible();
    await expect(teaser).toContainText("keine Rechtsberatung");
    await expect(teaser).toContainText("nennt seine Quellen");
    await expect(teaser).not.toContainText("generative KI");
    await teaser.getByRole("button", { name: "Woran erkenne ich Borkenkäferbefall frühzeitig?" }).click();
    await teaser.getByRole("button", { name: "ForestChat öffnen" }).click();
    expect(await page.evaluate(() => (window as unknown as { opened: unknown[] }).opened)).toEqual([
      { question: "Woran erkenne ich Borkenkäferbefall frühzeitig?" },
      {},
    ]);
    await expect(page).toHaveURL(`${e2e.de}/`);
    expect(await events(page, "cta_click")).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ cta: "chat_example_question", location: "home_chat_teaser" }),
        expect.objectContaining({ cta: "open_chat", location: "home_chat_teaser" }),
      ]),
    );
  });

  test("chat teaser: where no chat panel answers, the button leads to /forestchat", async ({ page }) => {
    // Keeps the chat widget from claiming the request: registered before any page script, this
    // listener runs first and stops the event before the widget sees it.
    await page.addInitScript(() => window.addEventListener("forestchat:open", (e) => e.stopImmediatePropagation(), true));
    await open(page, "/");
    await section(page, /Fragen Sie ForestChat/)
      .getByRole("button", { name: "ForestChat öffnen" })
      .click();
    await expect(page).toHaveURL(/\/forestchat$/);
  });

  test("why ForestCrew: four audiences, each with a link to the page that serves it", async ({ page }) => {
    await open(page, "/");
    const why = section(page, "Gebaut für alle, die Wald bewirtschaften");
    await expect(why.getByRole("heading", { level: 3 })).toHaveCount(4);
    for (const audience of [
      "Forstbetriebe und Betriebsleitung",
      "Forstleute und Revierleitung",
      "Forstunternehmen und Dienstleistungsbetriebe",
      "Landesforsten und Kommunen",
    ]) {
      await expect(why.getByText(audience)).toBeVisible();
    }
    const links = why.getByRole("link");
    await expect(links).toHaveCount(4);
    expect(await links.evaluateAll((els) => els.map((a) => a.getAttribute("href")))).toEqual([
      "/forestcrew-betriebsleiter",
      "/forestcrew",
      "/forestcrew-pricing",
      "/datahub",
    ]);
    await why.getByRole("link", { name: "Ein Tag in der Betriebsleitung" }).click();
    await expect(page).toHaveURL(/\/forestcrew-betriebsleiter$/);
  });

  test("modules: each product with its maturity, the sister product in a new tab", async ({ page }) => {
    await open(page, "/");
    const modules = section(page, "Eine Plattform, die mit Ihren Aufgaben wächst");
    await expect(modules.getByRole("heading", { level: 3 })).toHaveText([
      "ForestCrew",
      "ForestChat",
      "DataHub",
      "KI-Waldinventur",
      "Nexus",
      "TimberTraxx",
    ]);
    for (const [name, href] of [
      ["Zu ForestCrew", "/forestcrew"],
      ["Zu ForestChat", "/forestchat"],
      ["Zum DataHub", "/datahub"],
      ["Zur KI-Waldinventur", "/forest-inventory"],
      ["Zu Nexus", "/nexus"],
    ]) {
      await expect(modules.getByRole("link", { name: name as string, exact: true })).toHaveAttribute("href", href as string);
    }
    const timber = modules.getByRole("link", { name: /Zu TimberTraxx/ });
    await expect(timber).toHaveAttribute("href", "https://www.timbertraxx.de");
    await expect(timber).toHaveAttribute("target", "_blank");
    await expect(timber).toContainText("(öffnet in neuem Tab)");
    for (const badge of ["Beta", "Alpha", "In Entwicklung", "Neu"]) await expect(modules.getByText(badge, { exact: true })).toBeVisible();
    // The whole card is clickable.
    await modules
      .getByRole("listitem")
      .filter({ hasText: "Nexus" })
      .click({ position: { x: 24, y: 24 } });
    await expect(page).toHaveURL(/\/nexus$/);
  });

  test("closing call to action: trial, demo and beta partnership, each tracked", async ({ page }) => {
    await open(page, "/");
    const cta = section(page, "Sehen Sie selbst, wie ForestCrew in Ihrem Betrieb arbeitet");
    await expect(cta.getByRole("heading", { level: 3 })).toHaveText(["5 Tage kostenlos testen", "Demo vereinbaren", "Beta-Partner werden"]);
    await expect(cta).toContainText("Lebenslanger Zugang zu allen aktuellen und künftigen Modulen");
    await expect(cta).toContainText("1–50 Mitarbeitenden sowie Landesforsten und Kommunen");
    await expect(cta).toContainText("Plätze begrenzt");
    await expect(cta).toContainText("Kreditkarte");

    const register = cta.getByRole("link", { name: /Kostenlos registrieren/ });
    await expect(register).toHaveAttribute("href", REGISTER);
    await expect(register).toHaveAttribute("target", "_blank");
    await keepExternalLinksLocal(page);
    await register.click();

    await expect(cta.getByRole("link", { name: "Demo anfragen" })).toHaveAttribute("href", "/contact?topic=demo#kontaktformular");
    await cta.getByRole("link", { name: "Beta-Partner werden" }).click();
    await expect(page).toHaveURL(/\/forstmanagement#beta-partner$/);
    const clicks = await events(page, "cta_click");
    expect(clicks).toContainEqual(expect.objectContaining({ cta: "register_trial", location: "home_closing_cta" }));
    expect(clicks).toContainEqual(expect.objectContaining({ cta: "beta_partner", location: "home_closing_cta" }));
  });

  test("demo card leads to /contact and is tracked", async ({ page }) => {
    await open(page, "/");
    await section(page, /Sehen Sie selbst/)
      .getByRole("link", { name: "Demo anfragen" })
      .click();
    await expect(page).toHaveURL(/\/contact\?topic=demo#kontaktformular$/);
    expect(await events(page, "cta_click")).toContainEqual(expect.objectContaining({ cta: "demo_request", location: "home_closing_cta" }));
  });
});

test.describe("home page (en)", () => {
  test("is written in English with the same sections, links and facts", async ({ page }) => {
    await page.goto(`${e2e.en}/`);
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Digital forest management for your entire operation");
    expect(await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents()).toEqual([
      "One system for the office, the forest and the machine fleet",
      "Everything your crews need in the forest\u00a0– even without signal",
      "Ask ForestChat, the assistant for everyday forestry",
      "Built for everyone who manages forests",
      "A platform that grows with your work",
      "See for yourself how ForestCrew works in your business",
    ]);
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: /Try it free for 5 days/ })).toHaveAttribute("href", REGISTER);
    await expect(main.getByRole("link", { name: "Request a demo" }).first()).toHaveAttribute("href", "/contact?topic=demo#kontaktformular");
    await expect(main.getByRole("link", { name: "Become a beta partner" })).toHaveAttribute("href", "/forstmanagement#beta-partner");
    await expect(main).toContainText("Credit card at sign-up, nothing charged during the 5 trial days");
    await expect(main).not.toContainText(/no credit card/i);
    await expect(main.locator("sup[title='Advertising claim']")).toHaveCount(6);
    await expect(main.getByText("65%", { exact: false }).first()).toBeVisible();
    await expect(main.getByText(/^\* Advertising claim:/)).toHaveCount(1);
    await expect(main.getByRole("button", { name: "How can I spot a bark beetle infestation early?" })).toBeVisible();
    await expect(main.getByText("Coming soon for")).toBeVisible();
  });
});
