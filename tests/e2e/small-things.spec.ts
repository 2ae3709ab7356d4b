import { expect, test, type Locator, type Page } from "@playwright/test";
import { e2e } from "../../playwright.config";
import { open } from "./support/page";

// The small things: targets of at least 24 × 24 px, "Weiterlesen" to the matching part
// of the operations manager's day, a phone menu that holds the page still, and nothing hidden
// behind the floating chat button.

const phone = { width: 390, height: 844 };

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error("no box: the element is not rendered");
  return b;
}

function intersects(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test.describe("pricing footnote references", () => {
  for (const width of [390, 1280]) {
    test(`are targets of at least 24 × 24 px whose text stays where it was (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await open(page, "/forestcrew-pricing");
      const refs = page.locator('a[href^="#price-note-"]');
      expect(await refs.count()).toBeGreaterThanOrEqual(4);
      for (const ref of await refs.all()) {
        const target = await box(ref);
        expect(target.width).toBeGreaterThanOrEqual(24);
        expect(target.height).toBeGreaterThanOrEqual(24);
        // The digit's own box (the <sup>) is as narrow and as low as the small digit it holds: the
        // bigger target does not push the words apart or open up the line.
        const text = await box(ref.locator(".."));
        expect(text.width).toBeLessThan(14);
        expect(text.height).toBeLessThan(18);
      }
      // A tap on the target's corner, off the digit itself, follows the reference.
      const first = refs.first();
      await first.scrollIntoViewIfNeeded();
      const target = await box(first);
      await page.mouse.click(target.x + 2, target.y + 2);
      await expect(page).toHaveURL(/#price-note-1$/);
      await expect(page.locator("#price-note-1")).toBeInViewport();
    });
  }
});

const phases = [
  { id: "morning", de: "Einsätze prüfen, Teams verteilen", en: "Check jobs, assign crews" },
  { id: "lateMorning", de: "Fortschritt live verfolgen", en: "Follow progress live" },
  { id: "afternoon", de: "Umplanen statt telefonieren", en: "Re-plan instead of phoning round" },
  { id: "dayClose", de: "Stunden und Berichte prüfen", en: "Review hours and reports" },
] as const;

/** The phase's heading is on screen, below the fixed header, and stays there. */
async function expectPhaseInView(page: Page, id: string) {
  await expect(page).toHaveURL(new RegExp(`/forestcrew-betriebsleiter#phase-${id}$`));
  const heading = page.locator(`#phase-${id}-title`);
  await expect(heading).toBeInViewport();
  // Late layout (sections laid out as they come near, mock-ups, hydration) must not move it away.
  await page.waitForTimeout(600);
  const header = await box(page.locator("header").first());
  const h = await box(heading);
  const viewport = page.viewportSize()!;
  expect(h.y).toBeGreaterThanOrEqual(header.y + header.height);
  expect(h.y + h.height).toBeLessThanOrEqual(viewport.height);
}

test.describe("'Weiterlesen' on /forestcrew", () => {
  for (const lang of ["de", "en"] as const) {
    const origin = e2e[lang];
    test(`each teaser leads to its own phase of the day, as a link and as a page opened from it (${lang})`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(phone);
      for (const [i, phase] of phases.entries()) {
        await open(page, `${origin}/forestcrew`);
        const teasers = page.locator("#operations-manager ol > li");
        await expect(teasers).toHaveCount(4);
        const link = teasers.nth(i).getByRole("link", { name: phase[lang] });
        await expect(link).toHaveAttribute("href", `/forestcrew-betriebsleiter#phase-${phase.id}`);
        await link.click();
        await expectPhaseInView(page, phase.id);
      }
    });

    for (const viewport of [phone, { width: 1280, height: 800 }]) {
      test(`a page opened at a phase shows that phase (${lang}, ${viewport.width} px)`, async ({ page }) => {
        test.setTimeout(60_000);
        await page.setViewportSize(viewport);
        for (const phase of phases) {
          // A fresh page each time: from the same page, a new hash would only scroll within it.
          await page.goto("about:blank");
          await open(page, `${origin}/forestcrew-betriebsleiter#phase-${phase.id}`);
          await expectPhaseInView(page, phase.id);
        }
      });
    }
  }
});

test.describe("phone menu", () => {
  test.use({ viewport: phone });

  const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

  test("while it is open the page behind it does not scroll; the menu itself does", async ({ page }) => {
    await open(page, "/forestcrew");
    await page.getByRole("button", { name: "Menü öffnen" }).click();
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeVisible();
    // Wheel over the header bar, then over the menu well past its end.
    await page.mouse.move(120, 30);
    await page.mouse.wheel(0, 800);
    await page.mouse.move(200, 500);
    for (let i = 0; i < 5; i++) {
      await page.mouse.wheel(0, 800);
      await page.waitForTimeout(100);
    }
    await page.waitForTimeout(300);
    expect(await scrollY(page)).toBe(0);
    // The menu is longer than the phone's screen: it scrolled to show its last entries.
    expect(await menu.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);

    // Closed, the page scrolls again.
    await page.getByRole("button", { name: "Menü schließen" }).click();
    await page.mouse.wheel(0, 600);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
  });

  test("the page scrolls again after following a menu link and after the window grows to the desktop layout", async ({ page }) => {
    await open(page, "/forestcrew");
    await page.getByRole("button", { name: "Menü öffnen" }).click();
    await page.locator("#mobile-menu").getByRole("link", { name: "Über uns" }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await page.mouse.move(200, 500);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0);

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole("button", { name: "Menü öffnen" }).click();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.mouse.move(600, 500);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
  });
});

test.describe("floating chat button", () => {
  for (const lang of ["de", "en"] as const) {
    for (const viewport of [phone, { width: 1280, height: 800 }]) {
      test(`covers nothing at the end of the page (${lang}, ${viewport.width} px)`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await open(page, `${e2e[lang]}/forestcrew`);
        const launcher = page.locator("[data-chat-launcher]");
        await expect(launcher).toBeVisible({ timeout: 15_000 });
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const footer = page.locator("footer");
        const copyright = footer.getByText(/^© \d{4} /);
        await expect(copyright).toBeInViewport();
        const button = await box(launcher);
        const lastLinks = footer.locator("nav ul").last().locator("a");
        const texts = [copyright, footer.locator("p").filter({ hasNotText: /^©/ }).last(), lastLinks.last()];
        for (const text of texts) expect(intersects(await box(text), button)).toBe(false);
        // Nothing in the footer lies under the button.
        const covered = await footer.locator("a, p, h2").evaluateAll(
          (els, b) =>
            els
              .map((el) => ({ text: el.textContent?.trim() ?? "", r: el.getBoundingClientRect() }))
              .filter(({ r }) => r.width > 0 && r.left < b.x + b.width && r.right > b.x && r.top < b.y + b.height && r.bottom > b.y)
              .map(({ text }) => text),
          button,
        );
        expect(covered).toEqual([]);
      });
    }
  }
});
