import { expect, test, type Page } from "@playwright/test";
import { e2e } from "../../playwright.config";
import { claims } from "../../app/content/facts";
import { demoTrees } from "../../app/pages/forest-inventory/demo-forest";
import { healthLabel } from "../../app/pages/forest-inventory/tree-health";
import { waitForStartTime } from "./support/forms";
import { open } from "./support/page";
import { webglDisabled } from "./support/webgl";

const path = "/forest-inventory";

// The page as a browser without WebGL sees it: the server-drawn visualisation stays (the 3D scene that
// replaces it elsewhere has its own spec, forest-inventory-3d.spec.ts).
test.use({ launchOptions: webglDisabled });

/** Every section of the page, in order: hero, then these anchors. */
const sectionIds = ["vorteile", "technologie", "ablauf", "visualisierung", "anwendungen", "warteliste", "kontakt"];

const visualisation = (page: Page) => page.locator("#visualisierung");
const progress = (page: Page) => visualisation(page).getByRole("progressbar");
const layerButton = (page: Page, name: string) => visualisation(page).getByRole("group").getByRole("button", { name });

test.describe("/forest-inventory over HTTP", () => {
  const expected = {
    de: {
      origin: e2e.de,
      h1: "Waldinventur mit Drohne, LiDAR und KI",
      title: "KI-Waldinventur – Drohne, LiDAR und KI | ForestCrew",
      badge: "In Entwicklung",
    },
    en: {
      origin: e2e.en,
      h1: "Forest inventory with drones, LiDAR and AI",
      title: "AI forest inventory – drones, LiDAR and AI | ForestCrew",
      badge: "In development",
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
      expect(html).toMatch(/<meta name="description" content="[^"]*LiDAR[^"]{60,}"/);
      expect(html).toContain(`<link rel="canonical" href="${x.origin}${path}"/>`);
      expect(html).toContain(`>${x.badge}</span>`);
      const positions = sectionIds.map((id) => html.indexOf(`<section id="${id}"`));
      expect(positions.every((p) => p > 0)).toBe(true);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      // The visualisation's fallback is in the server's HTML: it starts on the satellite layer at 25 %.
      expect(html).toContain('aria-valuenow="25"');
    });
  }

  test("the old address answers 301 to this page", async ({ request }) => {
    const res = await request.get("/forestinventory", { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers().location).toBe(path);
  });
});

test.describe("/forest-inventory in German", () => {
  test("has every section, in order, each labelled by its heading", async ({ page }) => {
    await open(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Waldinventur mit Drohne, LiDAR und KI");
    const ids = await page.locator("main > section").evaluateAll((els) => els.map((el) => el.id));
    expect(ids).toEqual(["", ...sectionIds]);
    for (const id of sectionIds) {
      const labelledBy = await page.locator(`#${id}`).getAttribute("aria-labelledby");
      await expect(page.locator(`[id="${labelledBy}"]`), id).toHaveText(/\S{3,}/);
    }
    const heading3 = (id: string) => page.locator(`#${id} h3`).allTextContents();
    expect(await heading3("technologie")).toEqual(["Drohne", "LiDAR", "Satellitenbilder", "KI-Analyse"]);
    expect(await heading3("ablauf")).toEqual(["Datenerfassung", "KI-Analyse", "Validierung", "Bereitstellung"]);
    expect(await heading3("anwendungen")).toEqual(["Forstbetriebe und Dienstleister", "Waldbesitzende", "Behörden und Forschung"]);
    expect(await page.evaluate(() => document.querySelectorAll("*").length)).toBeLessThan(1400);
  });

  test("the hero shows 'In Entwicklung' and its waitlist button scrolls to the waitlist", async ({ page }) => {
    await open(page, path);
    const hero = page.locator("main > section").first();
    await expect(hero.getByText("In Entwicklung", { exact: true })).toBeVisible();
    const button = hero.getByRole("link", { name: "Auf die Warteliste" });
    await expect(button).toHaveAttribute("href", "#warteliste");
    await expect(page.locator("#warteliste")).not.toBeInViewport();
    await button.click();
    await expect(page).toHaveURL(`${e2e.de}${path}#warteliste`);
    await expect(page.locator("#warteliste-title")).toBeInViewport();
    await expect(page.locator("#warteliste")).toBeFocused();
  });

  test("the 80 % claim is marked as advertising, with the note shown once", async ({ page }) => {
    await open(page, path);
    const claim = page.locator('[data-claim="inventory-faster"]');
    await expect(claim).toHaveText(
      new RegExp(`^Bis zu\\s+${claims.inventoryFasterPercent}\\s%\\*\\s*\\(Werbeaussage\\)\\s+schnellere Erfassung$`),
    );
    await expect(claim.locator("sup")).toHaveAttribute("title", "Werbeaussage");
    await expect(page.getByText(/^\* Werbeaussage:/)).toHaveCount(1);
  });

  test("the layer switcher changes the progress bar; the health legend belongs to the AI analysis", async ({ page }) => {
    await open(page, path);
    const legend = visualisation(page).getByTestId("health-legend");
    const steps = [
      { name: "Satellitenbild", percent: 25, legend: false },
      { name: "Drohnenbild", percent: 50, legend: false },
      { name: "KI-Analyse", percent: 75, legend: true },
      { name: "Waldinventur", percent: 100, legend: false },
      { name: "Satellitenbild", percent: 25, legend: false },
    ];
    await expect(progress(page)).toHaveAttribute("aria-valuenow", "25");
    for (const step of steps) {
      await layerButton(page, step.name).click();
      await expect(layerButton(page, step.name)).toHaveAttribute("aria-pressed", "true");
      await expect(visualisation(page).getByRole("group").getByRole("button", { pressed: true })).toHaveCount(1);
      await expect(progress(page)).toHaveAttribute("aria-valuenow", String(step.percent));
      await expect(visualisation(page)).toContainText(new RegExp(`${step.percent}\\s%`));
      await expect(visualisation(page).getByRole("img", { name: new RegExp(`Ebene: ${step.name}$`) })).toBeVisible();
      if (step.legend) {
        await expect(legend).toBeVisible();
        for (const label of ["Sehr gut", "Gut", "Mittel", "Schlecht", "Abgestorben"]) {
          await expect(legend.getByText(label, { exact: true })).toBeVisible();
        }
      } else {
        await expect(legend).toHaveCount(0);
      }
    }
  });

  test("the inventory layer labels a tree on hover and sums up the stand", async ({ page }) => {
    await open(page, path);
    await layerButton(page, "Waldinventur").click();
    const map = visualisation(page).getByRole("img", { name: /Ebene: Waldinventur/ });
    const tree = map.locator("g[data-tree]").nth(10);
    await tree.hover({ force: true });
    await expect(visualisation(page).getByTestId("tree-label")).toContainText(`Baum ${await tree.getAttribute("data-tree")}`);
    await expect(visualisation(page)).toContainText("Erkannte Bäume");
    await expect(visualisation(page)).toContainText("Mittlere Höhe");
    await expect(visualisation(page)).toContainText("Gespeicherter Kohlenstoff");
  });

  test("the waitlist form is on the page once and signs up for the inventory", async ({ page }) => {
    await open(page, `${path}#warteliste`);
    const waitlist = page.locator("#warteliste");
    await expect(page.locator('form:has(input[name="intent"][value="waitlist"])')).toHaveCount(1);
    await expect(waitlist.locator("form")).toHaveCount(1);
    await waitlist.getByRole("textbox", { name: "Name" }).fill("Jonas Förster");
    await waitlist.getByRole("textbox", { name: "E-Mail-Adresse" }).fill(`inventory-${Date.now()}@example.de`);
    await waitlist.getByRole("checkbox", { name: /Ich willige ein/ }).check();
    await waitForStartTime(waitlist);
    await waitlist.getByRole("button", { name: "Auf die Warteliste setzen" }).click();
    await expect(waitlist.getByRole("status")).toContainText("Danke! Sie stehen auf der Warteliste.");
    const signups = await page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === "waitlist_signup"));
    expect(signups).toEqual([expect.objectContaining({ product: "inventory" })]);
  });

  test("the closing call leads to the waitlist and to /contact", async ({ page }) => {
    await open(page, path);
    const band = page.locator("#kontakt");
    await expect(band.getByRole("link", { name: "Kontakt aufnehmen" })).toHaveAttribute("href", "/contact");
    await band.getByRole("link", { name: "Zur Warteliste" }).click();
    await expect(page.locator("#warteliste-title")).toBeInViewport();
    await band.getByRole("link", { name: "Kontakt aufnehmen" }).click();
    await expect(page).toHaveURL(`${e2e.de}/contact`);
  });
});

test.describe("/forest-inventory in English", () => {
  test("has the same sections, claim, switcher and waitlist in English", async ({ page }) => {
    await open(page, e2e.en + path);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Forest inventory with drones, LiDAR and AI");
    expect(await page.locator("main > section").evaluateAll((els) => els.map((el) => el.id))).toEqual(["", ...sectionIds]);
    const hero = page.locator("main > section").first();
    await expect(hero.getByText("In development", { exact: true })).toBeVisible();

    const claim = page.locator('[data-claim="inventory-faster"]');
    await expect(claim).toContainText(`${claims.inventoryFasterPercent}%`);
    await expect(claim.locator("sup")).toHaveAttribute("title", "Advertising claim");
    await expect(page.getByText(/^\* Advertising claim:/)).toHaveCount(1);

    for (const [name, percent] of [
      ["Drone image", 50],
      ["AI analysis", 75],
      ["Forest inventory", 100],
      ["Satellite image", 25],
    ] as const) {
      await layerButton(page, name).click();
      await expect(progress(page)).toHaveAttribute("aria-valuenow", String(percent));
      await expect(visualisation(page).getByTestId("health-legend")).toHaveCount(name === "AI analysis" ? 1 : 0);
    }
    await layerButton(page, "AI analysis").click();
    for (const label of ["Very good", "Good", "Medium", "Bad", "Dead"]) {
      await expect(visualisation(page).getByTestId("health-legend").getByText(label, { exact: true })).toBeVisible();
    }

    await hero.getByRole("link", { name: "Join the waitlist" }).click();
    await expect(page).toHaveURL(`${e2e.en}${path}#warteliste`);
    await expect(page.locator("#warteliste-title")).toBeInViewport();
    await expect(page.locator("#warteliste form")).toHaveCount(1);
    await expect(page.locator("#kontakt").getByRole("link", { name: "Get in touch" })).toHaveAttribute("href", "/contact");
  });
});

test.describe("/forest-inventory visualisation without WebGL", () => {
  const text = {
    de: {
      origin: e2e.de,
      drone: "Drohnenbild",
      tree: "Baum",
      list: "Bäume der Demofläche",
      zoomIn: "Heranzoomen",
      critical: "Kritisch",
      dead: "Tot",
    },
    en: {
      origin: e2e.en,
      drone: "Drone image",
      tree: "Tree",
      list: "Trees of the demo plot",
      zoomIn: "Zoom in",
      critical: "Critical",
      dead: "Dead",
    },
  } as const;
  const card = (page: Page) => visualisation(page).getByRole("dialog");

  for (const lang of ["de", "en"] as const) {
    for (const width of [390, 1280]) {
      test(`keeps the 2D drawing of the demo forest; the list and a click open the tree's card (${lang}, ${width} px)`, async ({
        page,
      }) => {
        const t = text[lang];
        await page.setViewportSize({ width, height: 860 });
        await open(page, t.origin + path);
        const island = visualisation(page).locator("[data-status]");
        await island.scrollIntoViewIfNeeded();
        await expect(island).toHaveAttribute("data-status", "failed");
        await expect(island.locator("canvas")).toHaveCount(0);
        const drawing = island.locator("svg[role=img]");
        await expect(drawing).toBeVisible();
        // The same forest as the 3D scene: one drawn tree per tree of the demo plot.
        await layerButton(page, t.drone).click();
        await expect(drawing).toHaveAttribute("data-layer", "drone");
        await expect(drawing.locator("g[data-tree]")).toHaveCount(demoTrees.length);
        // The view's buttons belong to the 3D scene only.
        await expect(visualisation(page).getByRole("button", { name: t.zoomIn })).toHaveCount(0);

        const tree = demoTrees.find((d) => healthLabel(d.health) === "critical")!;
        await visualisation(page).locator("summary", { hasText: t.list }).click();
        const button = visualisation(page).getByRole("button", { name: new RegExp(`^${t.tree} ${tree.id} ·`) });
        await button.click();
        await expect(card(page)).toHaveAccessibleName(`${t.tree} ${tree.id}`);
        await expect(card(page)).toBeFocused();
        await expect(card(page).locator("[data-health]")).toHaveText(t.critical);
        await expect(drawing.locator(`[data-selected="${tree.id}"]`)).toHaveCount(1);
        await page.keyboard.press("Escape");
        await expect(card(page)).toHaveCount(0);
        await expect(button).toBeFocused();

        // A tree clicked in the drawing opens its card too (dispatched on the tree: a nearer crown may cover part of it).
        const dead = demoTrees.find((d) => d.species === "deadTree")!;
        await drawing.locator(`g[data-tree="${dead.id}"] line`).first().dispatchEvent("click");
        await expect(card(page)).toHaveAccessibleName(`${t.tree} ${dead.id}`);
        await expect(card(page).locator("[data-health]")).toHaveText(t.dead);
      });
    }
  }
});
