import { expect, test, type Page } from "@playwright/test";
import { e2e } from "../../playwright.config";
import { open, visitLanding } from "./support/page";

// What a visitor notices of the pages' own pictures: a product picture beside the hero text on a desktop
// screen (in the first viewport, not a second working chat), the inventory result on /forest-inventory,
// and the articles' real covers on the /forstmanagement blog teasers.

const origins = { de: e2e.de, en: e2e.en } as const;
const hero = (page: Page) => page.locator("main > section").first();

const heroVisuals = [
  { path: "/nexus", label: { de: /^Vorschau mit Beispieldaten: Nexus-Übersicht/, en: /^Preview with sample data: Nexus overview/ } },
  { path: "/forestchat", label: { de: /^Beispielbild: ForestChat beantwortet/, en: /^Example picture: ForestChat answers/ } },
] as const;

for (const { path, label } of heroVisuals) {
  for (const lang of ["de", "en"] as const) {
    test(`${path} (${lang}): the hero shows its product picture in the first viewport at 1280 × 800`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await open(page, `${origins[lang]}${path}`);
      const picture = hero(page).getByRole("img", { name: label[lang] });
      await expect(picture).toBeVisible();
      const box = await picture.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.y).toBeGreaterThanOrEqual(0);
      expect(box!.y + box!.height).toBeLessThanOrEqual(800);
      // Beside the text, not below it.
      const h1 = await hero(page).getByRole("heading", { level: 1 }).boundingBox();
      expect(box!.x).toBeGreaterThan(h1!.x + h1!.width - 1);
      // A picture: nothing in the hero's drawing can be typed into or pressed.
      await expect(picture.locator("input, textarea, button, a, [tabindex]")).toHaveCount(0);
    });
  }

  test(`${path}: on a phone the hero is its text alone`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, path);
    await expect(hero(page).getByRole("heading", { level: 1 })).toBeVisible();
    await expect(hero(page).getByRole("img", { name: label.de })).toBeHidden();
  });
}

test("/forestchat: the hero's picture is no second chat — the page has one chat input, in the chat section", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, "/forestchat");
  await expect(hero(page).getByRole("textbox")).toHaveCount(0);
  await expect(page.locator("main").getByRole("textbox")).toHaveCount(1);
  await expect(page.locator("#chat").getByRole("textbox")).toHaveCount(1);
});

for (const lang of ["de", "en"] as const) {
  test(`/forest-inventory (${lang}): the benefits show a stand's inventory result`, async ({ page }) => {
    await open(page, `${origins[lang]}/forest-inventory`);
    const report = page.locator("#vorteile").getByRole("img", {
      name: lang === "de" ? /^Beispielbild: Inventurergebnis eines Bestandes/ : /^Example picture: a stand's inventory result/,
    });
    await report.scrollIntoViewIfNeeded();
    await expect(report).toBeVisible();
    await expect(report).toContainText(lang === "de" ? "Beispieldaten" : "Sample data");
    await expect(report.locator("svg circle").first()).toBeVisible();
  });

  test(`/forstmanagement (${lang}): the blog teasers show the articles' covers, loaded`, async ({ page }) => {
    await visitLanding(page, `${origins[lang]}/forstmanagement`);
    const covers = page.locator('section[aria-labelledby="blog-title"] article img');
    await expect(covers).toHaveCount(3);
    for (const cover of await covers.all()) {
      await expect(cover).toHaveAttribute("src", /^\/blog\/images\/covers\/[a-z0-9-]+\.webp$/);
      await expect(cover).toHaveAttribute("loading", "lazy");
      await expect(cover).toHaveAttribute("width", "1600");
      await expect(cover).toHaveAttribute("height", "900");
      await cover.scrollIntoViewIfNeeded();
      await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    }
  });
}
