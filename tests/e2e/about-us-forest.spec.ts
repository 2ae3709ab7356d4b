import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { chromium, expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { e2e } from "../../playwright.config";
import { open } from "./support/page";
import { cameraOf, nextFrames, paintedPixels, softwareWebGL, waitForScene, webglDisabled } from "./support/webgl";

/**
 * The interactive forest on /about-us (#wald): the 3D scene in software WebGL, its info cards opened
 * from the scene and from the list, the help panel, the view buttons, the fallback without WebGL.
 * `?e2e-scene` makes the scene publish where each entry can be clicked (`data-entries` on the canvas,
 * canvas pixels, checked by a ray) and skips the idle camera swing, so clicks land where they aim.
 */

const origin = { de: e2e.de, en: e2e.en } as const;

const copy = {
  de: {
    names: { deer: "Reh", fox: "Rotfuchs", oak: "Stieleiche", owl: "Waldkauz", maple: "Bergahorn", deadTree: "Totholz" } as Record<
      string,
      string
    >,
    latin: { deer: "Capreolus capreolus", oak: "Quercus robur" },
    close: "Infokarte schließen",
    facts: "Steckbrief",
    helpTitle: "Bedienung",
    hide: "Bedienung ausblenden",
    show: "Bedienung anzeigen",
    zoomIn: "Heranzoomen",
    zoomOut: "Herauszoomen",
    rotateLeft: "Nach links drehen",
    reset: "Ansicht zurücksetzen",
    sketch: /^Skizze eines Waldstücks/,
    unavailable: "Ihr Browser kann die 3D-Ansicht nicht anzeigen",
    deerAlt: /^Zeichnung eines Rehbocks/,
    contact: "Kontakt aufnehmen",
  },
  en: {
    names: {
      deer: "Roe deer",
      fox: "Red fox",
      oak: "Pedunculate oak",
      owl: "Tawny owl",
      maple: "Sycamore maple",
      deadTree: "Deadwood",
    } as Record<string, string>,
    latin: { deer: "Capreolus capreolus", oak: "Quercus robur" },
    close: "Close info card",
    facts: "Key facts",
    helpTitle: "Controls",
    hide: "Hide controls help",
    show: "Show controls help",
    zoomIn: "Zoom in",
    zoomOut: "Zoom out",
    rotateLeft: "Rotate left",
    reset: "Reset view",
    sketch: /^Sketch of a patch of forest/,
    unavailable: "Your browser cannot display the 3D view",
    deerAlt: /^Drawing of a roe buck/,
    contact: "Get in touch",
  },
} as const;

const every13 = ["spruce", "pine", "beech", "oak", "birch", "maple", "deadTree", "deer", "fox", "rabbit", "squirrel", "boar", "owl"];

const forest = (page: Page) => page.locator("#wald");
const island = (page: Page) => forest(page).locator("[data-status]");
const canvas = (page: Page) => forest(page).locator("canvas");
const card = (page: Page) => forest(page).getByRole("dialog");

async function openScene(page: Page, url: string) {
  await open(page, url);
  await waitForScene(island(page));
  await nextFrames(page);
}

/** Where each entry can be clicked, in canvas pixels, as the scene last drew it. */
async function clickable(page: Page): Promise<Record<string, [number, number]>> {
  await expect(canvas(page)).toHaveAttribute("data-entries", /\{"/);
  return JSON.parse((await canvas(page).getAttribute("data-entries")) ?? "{}") as Record<string, [number, number]>;
}

const distance = ([x, y, z]: [number, number, number], [tx, ty, tz]: [number, number, number]) => Math.hypot(x - tx, y - ty, z - tz);

function overlap(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) {
  return a.x < b.x + b.width - 1 && b.x < a.x + a.width - 1 && a.y < b.y + b.height - 1 && b.y < a.y + a.height - 1;
}

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error("not laid out");
  return b;
}

// Chromium with WebGL in software (Playwright takes launch options only at the top of a file); the tests
// without WebGL launch a browser of their own below.
test.use({ launchOptions: softwareWebGL });

test.describe("with software WebGL", () => {
  // Software rendering on a shared two-core machine: frames take a while, flights wait for them.
  test.describe.configure({ timeout: 60_000 });

  for (const lang of ["de", "en"] as const) {
    const t = copy[lang];
    // Software WebGL is slow on two cores: each language once, German at desktop and English at phone width.
    for (const width of lang === "de" ? [1280] : [390]) {
      test(`the scene draws the forest and a click on an animal or tree opens its card (${lang}, ${width} px)`, async ({ page }) => {
        await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
        await openScene(page, `${origin[lang]}/about-us?e2e-scene`);

        // Drawn, not an empty canvas: many colours, most pixels away from the background's.
        const painted = await paintedPixels(canvas(page));
        expect(painted.colours).toBeGreaterThan(40);
        expect(painted.foregroundShare).toBeGreaterThan(0.4);
        // The sketch is hidden (not removed) once the scene shows; the scene region is named.
        await expect(island(page).getByRole("img", { name: t.sketch })).toBeHidden();

        const points = await clickable(page);
        // From the starting view most entries can be clicked (a phone's narrow box shows the middle of the clearing).
        expect(Object.keys(points).length).toBeGreaterThanOrEqual(width < 600 ? 4 : 10);
        const id = ["deer", "oak", "maple", "fox", "owl", "deadTree"].find((key) => points[key]);
        expect(id, JSON.stringify(points)).toBeTruthy();
        const [x, y] = points[id!]!;
        await canvas(page).click({ position: { x, y } });

        await expect(card(page)).toBeVisible();
        await expect(card(page).getByRole("heading", { level: 3 })).toHaveText(t.names[id!]!);
        await expect(card(page)).toBeFocused();
        await expect(card(page)).toContainText(t.facts);
        expect(await card(page).locator("dl > div").count()).toBeGreaterThanOrEqual(3);
        await expect(card(page).getByRole("img")).toHaveAttribute("aria-label", /.{20,}/);

        await page.keyboard.press("Escape");
        await expect(card(page)).toHaveCount(0);
      });
    }

    test(`the list buttons open the same cards, × closes and gives the focus back (${lang})`, async ({ page }) => {
      await openScene(page, `${origin[lang]}/about-us?e2e-scene`);
      const buttons = forest(page).locator("button[data-entry]");
      expect(await buttons.evaluateAll((els) => els.map((el) => el.getAttribute("data-entry")))).toEqual(every13);

      const deer = forest(page).getByRole("button", { name: t.names.deer, exact: true });
      await deer.click();
      await expect(card(page)).toBeVisible();
      await expect(card(page)).toHaveAccessibleName(t.names.deer!);
      await expect(card(page)).toContainText(t.latin.deer);
      await expect(card(page).getByRole("img", { name: t.deerAlt })).toBeVisible();
      // The scene shows the same animal: the camera flew towards it.
      await expect.poll(async () => distance(await cameraOf(canvas(page)), [-2.5, 0.9, 3.5])).toBeLessThan(12);

      // Another entry replaces the card's content.
      await forest(page).getByRole("button", { name: t.names.oak, exact: true }).click();
      await expect(card(page)).toHaveAccessibleName(t.names.oak!);
      await expect(card(page)).toContainText(t.latin.oak);

      await card(page).getByRole("button", { name: t.close }).click();
      await expect(card(page)).toHaveCount(0);
      await expect(forest(page).getByRole("button", { name: t.names.oak, exact: true })).toBeFocused();
    });
  }

  test("the help panel minimises and comes back, and stays as it was while on the page", async ({ page }) => {
    await openScene(page, `${e2e.de}/about-us?e2e-scene`);
    const t = copy.de;
    const table = forest(page).getByRole("table");
    await expect(forest(page).getByRole("heading", { name: t.helpTitle })).toBeVisible();
    await expect(table).toContainText("Mausrad");
    await forest(page).getByRole("button", { name: t.hide }).click();
    await expect(table).toHaveCount(0);
    const show = forest(page).getByRole("button", { name: t.show });
    await expect(show).toBeFocused();
    await expect(show).toHaveAttribute("aria-expanded", "false");
    // Opening and closing a card does not bring it back.
    await forest(page).getByRole("button", { name: t.names.fox, exact: true }).click();
    await page.keyboard.press("Escape");
    await expect(table).toHaveCount(0);
    await show.click();
    await expect(table).toBeVisible();
    await expect(forest(page).getByRole("button", { name: t.hide })).toHaveAttribute("aria-expanded", "true");
  });

  test("the zoom and rotate buttons move the camera within 3 to 30 units of its target", async ({ page }) => {
    await openScene(page, `${e2e.en}/about-us?e2e-scene`);
    const t = copy.en;
    const target: [number, number, number] = [0.5, 2.4, -0.5];
    const start = await cameraOf(canvas(page));
    const zoomIn = forest(page).getByRole("button", { name: t.zoomIn });
    await zoomIn.click();
    await expect.poll(async () => distance(await cameraOf(canvas(page)), target)).toBeLessThan(distance(start, target) - 3);
    for (let i = 0; i < 12; i++) await zoomIn.click();
    await expect.poll(async () => distance(await cameraOf(canvas(page)), target), { timeout: 8000 }).toBeCloseTo(3, 0);
    const zoomOut = forest(page).getByRole("button", { name: t.zoomOut });
    for (let i = 0; i < 16; i++) await zoomOut.click();
    await expect.poll(async () => distance(await cameraOf(canvas(page)), target), { timeout: 8000 }).toBeCloseTo(30, 0);

    await forest(page).getByRole("button", { name: t.reset }).click();
    await expect.poll(async () => distance(await cameraOf(canvas(page)), start)).toBeLessThan(0.3);
    await forest(page).getByRole("button", { name: t.rotateLeft }).click();
    await expect.poll(async () => Math.abs((await cameraOf(canvas(page)))[0] - start[0])).toBeGreaterThan(3);
  });

  test("a drag with the left button rotates the view and opens no card", async ({ page }) => {
    await openScene(page, `${e2e.de}/about-us?e2e-scene`);
    const before = await cameraOf(canvas(page));
    const b = await box(canvas(page));
    await page.mouse.move(b.x + b.width * 0.6, b.y + b.height * 0.6);
    await page.mouse.down();
    await page.mouse.move(b.x + b.width * 0.3, b.y + b.height * 0.6, { steps: 8 });
    await page.mouse.up();
    await expect.poll(async () => (await cameraOf(canvas(page)))[0]).not.toBeCloseTo(before[0], 0);
    // A drag is not a click: no card.
    await expect(card(page)).toHaveCount(0);
  });

  test("at 390 px the card sits under the scene, full width, and covers neither the scene nor the help", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openScene(page, `${e2e.de}/about-us?e2e-scene`);
    await forest(page).getByRole("button", { name: copy.de.names.owl, exact: true }).click();
    await expect(card(page)).toBeVisible();
    await expect(card(page)).toBeInViewport();
    const scene = await box(island(page));
    const cardBox = await box(card(page));
    const help = await box(forest(page).locator("[data-help]"));
    expect(overlap(scene, cardBox)).toBe(false);
    expect(overlap(cardBox, help)).toBe(false);
    expect(cardBox.width).toBeGreaterThan(scene.width - 2);
    expect(cardBox.y).toBeGreaterThanOrEqual(scene.y + scene.height);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test("at 1280 px the 300 px card, the help and the buttons sit inside the scene without covering each other", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openScene(page, `${e2e.en}/about-us?e2e-scene`);
    await forest(page).getByRole("button", { name: copy.en.names.maple, exact: true }).click();
    await expect(card(page)).toBeVisible();
    const scene = await box(island(page));
    const cardBox = await box(card(page));
    const help = await box(forest(page).locator("[data-help]"));
    const buttons = await box(forest(page).getByRole("group", { name: "View" }));
    expect(cardBox.width).toBe(300);
    for (const inner of [cardBox, help, buttons]) {
      expect(inner.x).toBeGreaterThanOrEqual(scene.x);
      expect(inner.y).toBeGreaterThanOrEqual(scene.y);
      expect(inner.x + inner.width).toBeLessThanOrEqual(scene.x + scene.width);
      expect(inner.y + inner.height).toBeLessThanOrEqual(scene.y + scene.height);
    }
    expect(overlap(cardBox, help)).toBe(false);
    expect(overlap(cardBox, buttons)).toBe(false);
    expect(overlap(help, buttons)).toBe(false);
  });

  test("without the test flag the camera swings gently once, then the scene stops drawing", async ({ page }) => {
    // Count animation frames the page asks for, to see the render loop stop.
    await page.addInitScript(() => {
      const w = window as unknown as { __frames: number };
      w.__frames = 0;
      const raf = window.requestAnimationFrame.bind(window);
      window.requestAnimationFrame = (cb) => {
        w.__frames++;
        return raf(cb);
      };
    });
    await openScene(page, `${e2e.de}/about-us`);
    const first = await cameraOf(canvas(page));
    await expect.poll(async () => distance(await cameraOf(canvas(page)), first)).toBeGreaterThan(0.5);
    // The swing lasts nine seconds; then nothing moves and no frame is drawn.
    await page.waitForTimeout(9_500);
    const settled = await cameraOf(canvas(page));
    const frames = await page.evaluate(() => (window as unknown as { __frames: number }).__frames);
    await page.waitForTimeout(1_500);
    expect(await cameraOf(canvas(page))).toEqual(settled);
    expect((await page.evaluate(() => (window as unknown as { __frames: number }).__frames)) - frames).toBeLessThan(5);
  });

  test("leaving the page removes the scene", async ({ page }) => {
    await openScene(page, `${e2e.de}/about-us?e2e-scene`);
    await expect(page.locator("canvas")).toHaveCount(1);
    await page.locator("#kontakt").getByRole("link", { name: copy.de.contact }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator("canvas")).toHaveCount(0);
  });
});

test.describe("accessibility with the scene loaded", () => {
  // axe is injected as a script; the page's CSP would refuse it.
  test.use({ bypassCSP: true });

  test("the forest with a card open has no WCAG 2.1 AA violations", async ({ page }) => {
    for (const lang of ["de", "en"] as const) {
      await openScene(page, `${origin[lang]}/about-us?e2e-scene`);
      await forest(page).getByRole("button", { name: copy[lang].names.deadTree, exact: true }).click();
      await expect(card(page)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    }
  });
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("the camera never swings on its own and cuts to a chosen entry instead of flying", async ({ page }) => {
    await openScene(page, `${e2e.de}/about-us`);
    const first = await cameraOf(canvas(page));
    await page.waitForTimeout(1_200);
    expect(await cameraOf(canvas(page))).toEqual(first);
    await forest(page).getByRole("button", { name: copy.de.names.deer, exact: true }).click();
    await nextFrames(page);
    const cut = await cameraOf(canvas(page));
    expect(distance(cut, first)).toBeGreaterThan(5);
    await page.waitForTimeout(300);
    expect(await cameraOf(canvas(page))).toEqual(cut);
  });
});

test.describe("without WebGL", () => {
  let browser: Browser;
  test.beforeAll(async () => {
    browser = await chromium.launch(webglDisabled);
  });
  test.afterAll(async () => {
    await browser.close();
  });

  for (const lang of ["de", "en"] as const) {
    for (const width of [390, 1280]) {
      test(`the sketch stays, a note explains, and the list still opens the cards (${lang}, ${width} px)`, async () => {
        const t = copy[lang];
        // bypassCSP: the accessibility check below injects axe as a script.
        const page = await browser.newPage({ viewport: { width, height: 900 }, bypassCSP: true });
        await open(page, `${origin[lang]}/about-us`);
        await island(page).scrollIntoViewIfNeeded();
        await expect(island(page)).toHaveAttribute("data-status", "failed");
        await expect(page.locator("canvas")).toHaveCount(0);
        const sketch = forest(page).getByRole("img", { name: t.sketch });
        await expect(sketch).toBeVisible();
        expect((await box(sketch)).height).toBeGreaterThan(200);
        await expect(forest(page)).toContainText(t.unavailable);
        // No buttons that would do nothing.
        await expect(forest(page).getByRole("button", { name: t.zoomIn })).toHaveCount(0);

        const deer = forest(page).getByRole("button", { name: t.names.deer, exact: true });
        await deer.click();
        await expect(card(page)).toHaveAccessibleName(t.names.deer!);
        await expect(card(page).getByRole("img", { name: t.deerAlt })).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
        await page.keyboard.press("Escape");
        await expect(card(page)).toHaveCount(0);
        await expect(deer).toBeFocused();
        await page.close();
      });
    }
  }
});

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** axe-core (Lighthouse's accessibility engine) on the forest section, WCAG 2.1 A and AA rules. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Element, opts: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> };
      }
    ).axe;
    const result = await axe.run(document.querySelector("#wald")!, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
    });
    return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(" ")}`));
  });
}
