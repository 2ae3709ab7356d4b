import { expect, test, type Page } from "@playwright/test";
import { e2e } from "../../playwright.config";
import { open } from "./support/page";

const header = (page: Page) => page.locator("header[data-scrolled]");
const menuButton = (page: Page) => page.getByRole("button", { name: "ForestCrew-Menü" });
const menuPanel = async (page: Page) => page.locator(`[id="${await menuButton(page).getAttribute("aria-controls")}"]`);

test.describe("header", () => {
  test("is transparent up to 50 px of scroll and white beyond", async ({ page }) => {
    await open(page, "/");
    await page.evaluate(() => document.body.style.setProperty("min-height", "4000px"));
    const bg = () => header(page).evaluate((el) => getComputedStyle(el).backgroundColor);
    await expect(header(page)).toHaveAttribute("data-scrolled", "false");
    expect(await bg()).toBe("rgba(0, 0, 0, 0)");

    await page.evaluate(() => window.scrollTo(0, 50));
    await page.waitForTimeout(100);
    await expect(header(page)).toHaveAttribute("data-scrolled", "false");

    await page.evaluate(() => window.scrollTo(0, 51));
    await expect(header(page)).toHaveAttribute("data-scrolled", "true");
    await expect.poll(bg).toBe("rgb(255, 255, 255)");

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header(page)).toHaveAttribute("data-scrolled", "false");
  });

  test("shows the header's items with badges, external links in a new tab", async ({ page }) => {
    await open(page, "/");
    const nav = page.getByRole("navigation", { name: "Hauptnavigation" }).first();
    for (const label of ["Home", "ForestCrew", "Nexus", "KI-Waldinventur", "Blog", "Über uns"]) {
      await expect(nav.getByRole("link", { name: label, exact: false }).first()).toBeVisible();
    }
    await expect(nav.getByText("Beta", { exact: true })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Kontakt" })).toHaveAttribute("href", "/contact");
    const panel = await menuPanel(page);
    await menuButton(page).click();
    for (const name of ["ForestCrew-App", "Dokumentation"]) {
      const link = panel.getByRole("link", { name: new RegExp(name) });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
    }
    await expect(panel.getByRole("link", { name: /ForestChat/ })).toHaveAttribute("href", "/forestchat");
    await expect(panel.getByRole("link", { name: /DataHub/ })).toHaveAttribute("href", "/datahub");
    await expect(panel.getByRole("link", { name: /Preise/ })).toHaveAttribute("href", "/forestcrew-pricing");
    await expect(panel.getByText("Alpha")).toHaveCount(1);
  });
});

test.describe("ForestCrew dropdown", () => {
  // The home page's hero video starts loading and decoding once the page has hydrated, just when these
  // tests point and click; with reduced motion it stays a poster and their timing measures the menu alone.
  test.use({ reducedMotion: "reduce" });
  test("opens on hover and closes 300 ms after the pointer leaves", async ({ page }) => {
    await open(page, "/");
    const panel = await menuPanel(page);
    await expect(panel).toBeHidden();
    const trigger = page.getByRole("banner").getByRole("link", { name: /^ForestCrew Beta$/ });
    await trigger.hover();
    await expect(panel).toBeVisible();
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "true");

    // Timed inside the page, so a busy test runner cannot skew the measurement.
    await page.evaluate(
      (id) => {
        const el = document.getElementById(id)!;
        const w = window as unknown as { menuLeftAt?: number; menuClosedAt?: number };
        el.closest("li")!.addEventListener("mouseleave", () => (w.menuLeftAt = performance.now()), { once: true });
        new MutationObserver(() => {
          if (el.dataset.state === "closed" && w.menuClosedAt === undefined) w.menuClosedAt = performance.now();
        }).observe(el, { attributes: true });
      },
      (await panel.getAttribute("id"))!,
    );
    await page.mouse.move(640, 600);
    await expect(panel).toHaveAttribute("data-state", "closed", { timeout: 2000 });
    const delay = await page.evaluate(() => {
      const w = window as unknown as { menuLeftAt: number; menuClosedAt: number };
      return w.menuClosedAt - w.menuLeftAt;
    });
    expect(delay).toBeGreaterThanOrEqual(295);
    expect(delay).toBeLessThan(800);
    await expect(panel).toBeHidden();
  });

  test("stays open when the pointer comes back within the delay", async ({ page }) => {
    await open(page, "/");
    const panel = await menuPanel(page);
    await page
      .getByRole("banner")
      .getByRole("link", { name: /^ForestCrew Beta$/ })
      .hover();
    const box = (await panel.getByRole("link", { name: /DataHub/ }).boundingBox())!;
    await page.mouse.move(640, 600);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForTimeout(500);
    await expect(panel).toHaveAttribute("data-state", "open");
  });

  test("a pointer click on the chevron opens the menu even though hovering got there first", async ({ page }) => {
    await open(page, "/");
    const panel = await menuPanel(page);
    await menuButton(page).click();
    await page.waitForTimeout(100);
    await expect(panel).toHaveAttribute("data-state", "open");
    await menuButton(page).click();
    await expect(panel).toHaveAttribute("data-state", "open");
  });

  test("closes on an outside click and on Escape", async ({ page }) => {
    await open(page, "/");
    const panel = await menuPanel(page);
    await menuButton(page).click();
    await expect(panel).toBeVisible();
    await page.mouse.move(640, 700);
    await page.mouse.down();
    await page.mouse.up();
    await expect(panel).toHaveAttribute("data-state", "closed");

    await menuButton(page).focus();
    await page.keyboard.press("Enter");
    await expect(panel).toHaveAttribute("data-state", "open");
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("link").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(panel).toHaveAttribute("data-state", "closed");
    await expect(page.getByRole("banner").getByRole("link", { name: /^ForestCrew Beta$/ })).toBeFocused();
  });

  test("closes on route change", async ({ page }) => {
    await open(page, "/");
    const panel = await menuPanel(page);
    await page
      .getByRole("banner")
      .getByRole("link", { name: /^ForestCrew Beta$/ })
      .hover();
    await panel.getByRole("link", { name: /DataHub/ }).click();
    await expect(page).toHaveURL(/\/datahub$/);
    await expect(panel).toHaveAttribute("data-state", "closed");
  });
});

test("keyboard-only walk through the header", async ({ page }) => {
  await open(page, "/");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Zum Inhalt springen" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: /ForestCrew – Home/ })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("banner").getByRole("link", { name: "Home", exact: true })).toBeFocused();
  await page.keyboard.press("Tab");
  // Focus on ForestCrew opens its menu; the menu's links follow in the tab order.
  const panel = await menuPanel(page);
  await expect(page.getByRole("banner").getByRole("link", { name: /^ForestCrew Beta$/ })).toBeFocused();
  await expect(panel).toHaveAttribute("data-state", "open");
  await page.keyboard.press("Tab");
  await expect(menuButton(page)).toBeFocused();
  const items = panel.getByRole("link");
  const count = await items.count();
  expect(count).toBe(5);
  for (let i = 0; i < count; i++) {
    await page.keyboard.press("Tab");
    await expect(items.nth(i)).toBeFocused();
  }
  // Leaving the menu by keyboard closes it.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("banner").getByRole("link", { name: "Nexus", exact: true })).toBeFocused();
  await expect(panel).toHaveAttribute("data-state", "closed");
  for (const name of ["KI-Waldinventur", "Blog", "Über uns"]) {
    await page.keyboard.press("Tab");
    await expect(page.getByRole("banner").getByRole("link", { name, exact: true })).toBeFocused();
  }
  await page.keyboard.press("Tab");
  await expect(page.getByRole("banner").getByRole("link", { name: "Switch to English" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("banner").getByRole("link", { name: "Kontakt" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sprechen Sie mit uns");
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens from the hamburger, lists every item and closes on navigation and Escape", async ({ page }) => {
    await open(page, "/");
    await expect(page.getByRole("navigation", { name: "Hauptnavigation" }).first()).toBeHidden();
    const burger = page.getByRole("button", { name: "Menü öffnen" });
    await burger.click();
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Menü schließen" })).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("link", { name: /Nexus NEU/ })).toBeVisible();
    await expect(menu.getByRole("link", { name: /KI-Waldinventur Alpha/ })).toBeVisible();
    await expect(menu.getByRole("link", { name: /ForestChat/ })).toBeVisible();
    await menu.getByRole("link", { name: /^Nexus/ }).click();
    await expect(page).toHaveURL(/\/nexus$/);
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: "Menü öffnen" }).click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
  });

  test("has no horizontal overflow", async ({ page }) => {
    for (const path of ["/", "/nexus", "/unbekannt"]) {
      await open(page, path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test.describe("languages", () => {
  test("the English host serves English HTML from the server", async ({ request }) => {
    const res = await request.get("/", { headers: { host: new URL(e2e.en).host } });
    const body = await res.text();
    expect(body).toContain('<html lang="en"');
    expect(body).toContain("Digital forest management for your entire operation");
    const de = await (await request.get("/")).text();
    expect(de).toContain('<html lang="de"');
    expect(de).toContain("Die digitale Forstverwaltung für Ihren ganzen Betrieb");
  });

  test("the switch goes to the en. host with the same path and stores the preference", async ({ page }) => {
    await open(page, "/nexus");
    await page.getByRole("link", { name: "Switch to English" }).click();
    await expect(page).toHaveURL(`${e2e.en}/nexus`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nexus: turn forest data into revenue");
    // A visit alone stores nothing (nothing but what is strictly necessary before consent).
    expect(await page.evaluate(() => localStorage.getItem("preferredLanguage"))).toBeNull();
    await page.getByRole("link", { name: "Auf Deutsch wechseln" }).click();
    await expect(page).toHaveURL(`${e2e.de}/nexus`);
    // The switch records the choice, in the storage of the host it was pressed on (each host has its own).
    await page.goto(`${e2e.en}/nexus`);
    expect(await page.evaluate(() => localStorage.getItem("preferredLanguage"))).toBe("de");
  });
});

test.describe("status codes", () => {
  test("unknown paths answer 404 with the designed view in both languages", async ({ page }) => {
    const res = await open(page, "/gibt-es-nicht");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Diese Seite gibt es nicht");
    await expect(page.getByRole("main").getByRole("link", { name: "Zur Startseite" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("main").getByRole("link", { name: "Zum Forstblog" })).toHaveAttribute("href", "/blog");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");

    const en = await open(page, `${e2e.en}/does/not/exist`);
    expect(en?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page does not exist");
  });

  test("/forestinventory answers 301 to /forest-inventory", async ({ request }) => {
    const res = await request.get("/forestinventory", { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers().location).toBe("/forest-inventory");
  });

  test("admin routes redirect to the login without a session", async ({ page }) => {
    for (const path of ["/blog/admin", "/blog/admin/new", "/blog/admin/edit/post-1", "/blog/visual-editor/new"]) {
      await open(page, path);
      await expect(page, path).toHaveURL(/\/blog\/login$/);
    }
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog-Admin Login");
  });

  test("liveness says the process is up; readiness reports the database and its migrations", async ({ request }) => {
    const res = await request.get("/healthz");
    expect(res.status()).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
    const ready = await request.get("/readyz");
    expect(ready.status()).toBe(200);
    expect(await ready.json()).toMatchObject({ status: "ready", database: "ok", dialect: "sqlite" });
  });
});

test.describe("loading order", () => {
  test("the page paints before its JavaScript is fetched, then hydrates with no CSP complaint", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
    });
    // The first frame the browser renders (the stylesheet blocks rendering until it has loaded).
    await page.addInitScript(() =>
      requestAnimationFrame(() => ((window as unknown as { firstFrame: number }).firstFrame = performance.now())),
    );
    // /contact and /career are rendered per request (their forms carry a fresh render time), the others come from the page cache.
    for (const path of ["/", "/nexus", "/blog", "/contact", "/career"]) {
      const html = await (await page.request.get(path)).text();
      expect(html, `${path}: the document asks for no module up front`).not.toContain('rel="modulepreload"');
      expect(html, `${path}: the document runs no module script of its own`).not.toMatch(/<script[^>]* type="module"/);
      await open(page, path);
      const timing = await page.evaluate(() => {
        const scripts = performance
          .getEntriesByType("resource")
          .filter((e) => e.name.endsWith(".js"))
          .map((e) => e.startTime);
        return {
          frame: (window as unknown as { firstFrame: number }).firstFrame,
          firstScript: Math.min(...scripts),
          scripts: scripts.length,
        };
      });
      expect(timing.scripts, path).toBeGreaterThan(0);
      expect(timing.firstScript, `${path}: first script request after the first frame`).toBeGreaterThanOrEqual(timing.frame);
    }
    expect(violations).toEqual([]);
  });

  test("the browser gets React Router's production build, without its development warnings", async ({ page }) => {
    await open(page, "/");
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((e) => e.name)
        .filter((name) => name.endsWith(".js")),
    );
    expect(scripts.length).toBeGreaterThan(0);
    const bodies = await Promise.all(scripts.map(async (url) => (await page.request.get(url)).text()));
    // One of the warnings only React Router's development build carries (remix-run/react-router#14102).
    expect(bodies.some((body) => body.includes("You rendered descendant <Routes>"))).toBe(false);
    // The router itself is there (a string of its production build too).
    expect(bodies.some((body) => body.includes("useNavigate() may be used only in the context of a <Router> component"))).toBe(true);
  });
});
