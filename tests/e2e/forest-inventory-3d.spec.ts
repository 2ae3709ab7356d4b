import { expect, test, type Locator, type Page } from "@playwright/test";
import { e2e } from "../../playwright.config";
import { framedCamera } from "../../app/pages/forest-inventory/camera-framing";
import { demoTrees, type DemoTree } from "../../app/pages/forest-inventory/demo-forest";
import { inventoryLayers, zoomDistance } from "../../app/pages/forest-inventory/layers";
import { healthLabel, type HealthLabel } from "../../app/pages/forest-inventory/tree-health";
import { open } from "./support/page";
import { cameraOf, expectCameraAt, nextFrames, paintedPixels, softwareWebGL, waitForScene } from "./support/webgl";

const path = "/forest-inventory";

const text = {
  de: {
    origin: e2e.de,
    layers: ["Satellitenbild", "Drohnenbild", "KI-Analyse", "Waldinventur"],
    tree: (id: number) => `Baum ${id}`,
    list: "Bäume der Demofläche",
    close: "Schließen",
    zoomIn: "Heranzoomen",
    zoomOut: "Herauszoomen",
    rotateLeft: "Nach links drehen",
    labels: { dead: "Tot", critical: "Kritisch", impaired: "Beeinträchtigt", good: "Gut", excellent: "Ausgezeichnet" },
    species: {
      pine: "Kiefer",
      oak: "Eiche",
      birch: "Birke",
      maple: "Ahorn",
      spruce: "Fichte",
      beech: "Buche",
      deadTree: "Abgestorbener Baum",
    },
  },
  en: {
    origin: e2e.en,
    layers: ["Satellite image", "Drone image", "AI analysis", "Forest inventory"],
    tree: (id: number) => `Tree ${id}`,
    list: "Trees of the demo plot",
    close: "Close",
    zoomIn: "Zoom in",
    zoomOut: "Zoom out",
    rotateLeft: "Rotate left",
    labels: { dead: "Dead", critical: "Critical", impaired: "Impaired", good: "Good", excellent: "Excellent" },
    species: { pine: "Pine", oak: "Oak", birch: "Birch", maple: "Maple", spruce: "Spruce", beech: "Beech", deadTree: "Dead tree" },
  },
} as const satisfies Record<
  "de" | "en",
  { origin: string; labels: Record<HealthLabel, string>; species: Record<DemoTree["species"], string> } & Record<string, unknown>
>;

/** The spec's camera per layer: the satellite view at a desktop's width stands exactly there. */
const cameras: [number, number, number][] = [
  [0, 15, 15],
  [0, 8, 8],
  [0, 8, 8],
  [0, 5, 5],
];

const section = (page: Page) => page.locator("#visualisierung");
const island = (page: Page) => section(page).locator("[data-status]");
const canvas = (page: Page) => island(page).locator("canvas");
const layerButton = (page: Page, name: string) => section(page).getByRole("group").first().getByRole("button", { name, exact: true });
const card = (page: Page) => section(page).getByRole("dialog");

/**
 * Where a layer's camera goes in this box: the spec's position, or further back along the same line
 * where the box is too narrow for the whole plot (what the plot-corner checks below confirm on screen).
 */
async function layerCamera(page: Page, layer: number): Promise<[number, number, number]> {
  const box = await canvas(page).boundingBox();
  if (!box) throw new Error("The canvas has no box.");
  return framedCamera({
    preferred: inventoryLayers[layer]!.camera,
    aspect: box.width / box.height,
    fov: 45,
    maxDistance: zoomDistance.max,
  });
}

/** The plot's eight corners on the canvas (test hook of ?e2e-scene): each in view and inside the canvas's box. */
async function expectWholePlot(page: Page) {
  const box = await canvas(page).boundingBox();
  if (!box) throw new Error("The canvas has no box.");
  const corners = JSON.parse((await canvas(page).getAttribute("data-plot")) ?? "[]") as { x: number; y: number; visible: boolean }[];
  expect(corners).toHaveLength(8);
  for (const c of corners) {
    expect(c.visible).toBe(true);
    expect(c.x).toBeGreaterThanOrEqual(0);
    expect(c.x).toBeLessThanOrEqual(box.width);
    expect(c.y).toBeGreaterThanOrEqual(0);
    expect(c.y).toBeLessThanOrEqual(box.height);
  }
}

/** The card shows this tree: its title, species and health label (by the spec's thresholds). */
async function expectCardFor(page: Page, lang: "de" | "en", tree: DemoTree) {
  const t = text[lang];
  await expect(card(page)).toBeVisible();
  await expect(card(page)).toHaveAccessibleName(t.tree(tree.id));
  await expect(card(page)).toContainText(t.species[tree.species]);
  await expect(card(page).locator("[data-health]")).toHaveText(t.labels[healthLabel(tree.health)]);
  await expect(card(page).locator("[data-health]")).toHaveAttribute("data-health", healthLabel(tree.health));
}

/** Screen points of the trees (test hook of ?e2e-scene), nearest first, that the canvas itself receives. */
async function clickableTrees(page: Page, target: Locator) {
  // The whole box on screen (on phones it is most of the screen's height), clear of the sticky header.
  await target.evaluate((el) => el.scrollIntoView({ block: "center" }));
  await nextFrames(page);
  const box = await target.boundingBox();
  if (!box) throw new Error("The canvas has no box.");
  const raw = await target.getAttribute("data-trees");
  const spots = JSON.parse(raw ?? "[]") as { id: number; x: number; y: number; d: number; visible: boolean }[];
  const reachable: { id: number; x: number; y: number }[] = [];
  for (const s of [...spots].sort((a, b) => a.d - b.d)) {
    const x = box.x + s.x;
    const y = box.y + s.y;
    if (!s.visible || s.x < 20 || s.y < 20 || s.x > box.width - 20 || s.y > box.height - 20) continue;
    const onCanvas = await page.evaluate(([px, py]) => document.elementFromPoint(px!, py!)?.tagName === "CANVAS", [x, y]);
    if (onCanvas) reachable.push({ id: s.id, x, y });
  }
  return reachable;
}

// Chromium with WebGL in software (Playwright takes launch options only at the top of a file). The page
// without WebGL, where the 2D drawing stays, is tested in forest-inventory.spec.ts.
test.use({ launchOptions: softwareWebGL });

test.describe("/forest-inventory 3D scene (software WebGL)", () => {
  for (const lang of ["de", "en"] as const) {
    // Software WebGL is slow on two cores: each language once, German at desktop and English at phone width.
    for (const width of lang === "de" ? [1280] : [390]) {
      test(`loads only near the viewport, draws the forest, and moves the camera per layer (${lang}, ${width} px)`, async ({ page }) => {
        const t = text[lang];
        await page.setViewportSize({ width, height: 860 });
        const sceneRequests: string[] = [];
        page.on("request", (r) => {
          if (/\/assets\/(stage|inventory-scene)[^/]*\.js$/.test(r.url())) sceneRequests.push(r.url());
        });
        await open(page, t.origin + path);
        // At the top of the page nothing of the scene loads: the server's drawing stands in.
        await page.waitForTimeout(1000);
        expect(sceneRequests).toEqual([]);
        await expect(island(page)).toHaveAttribute("data-status", "fallback");
        await expect(island(page).locator("svg[role=img]")).toHaveAttribute("aria-label", new RegExp(`${t.layers[0]}$`));

        await waitForScene(island(page));
        expect(sceneRequests.length).toBeGreaterThan(0);
        const scene = canvas(page);
        await expect(scene).toBeVisible();
        // The canvas covers the box the drawing had: no layout shift.
        const [boxSize, canvasSize] = [await island(page).boundingBox(), await scene.boundingBox()];
        expect(Math.abs((boxSize?.height ?? 0) - (canvasSize?.height ?? -1))).toBeLessThan(1);
        await expect(island(page).locator("svg[role=img]")).toBeHidden();
        await expect(island(page).getByRole("img", { name: new RegExp(`${t.layers[0]}$`) })).toBeVisible();

        await expectCameraAt(scene, await layerCamera(page, 0));
        // At a desktop's width the satellite view stands where the spec puts it.
        if (width === 1280) await expectCameraAt(scene, cameras[0]!);
        const drawn = await paintedPixels(scene);
        expect(drawn.colours).toBeGreaterThan(40);
        expect(drawn.foregroundShare).toBeGreaterThan(0.3);

        for (const [i, name] of t.layers.entries()) {
          await layerButton(page, name).click();
          await expect(section(page).getByRole("progressbar")).toHaveAttribute("aria-valuenow", String((i + 1) * 25));
          await expectCameraAt(scene, await layerCamera(page, i));
          await expect(island(page).getByRole("img", { name: new RegExp(`${name}$`) })).toBeVisible();
        }
        // The inventory layer is a different picture from the satellite image.
        const inventory = await paintedPixels(scene);
        expect(inventory.colours).toBeGreaterThan(40);
      });

      test(`a tree clicked in the scene and the same tree from the list open its card (${lang}, ${width} px)`, async ({ page }) => {
        const t = text[lang];
        await page.setViewportSize({ width, height: 860 });
        await open(page, `${t.origin}${path}?e2e-scene`);
        await waitForScene(island(page));
        await layerButton(page, t.layers[1]).click();
        await expectCameraAt(canvas(page), await layerCamera(page, 1));
        await nextFrames(page);

        const [spot] = await clickableTrees(page, canvas(page));
        if (!spot) throw new Error("No tree of the scene can be clicked.");
        const tree = demoTrees.find((d) => d.id === spot.id)!;
        await page.mouse.click(spot.x, spot.y);
        await expectCardFor(page, lang, tree);
        await expect(card(page)).toBeFocused();
        await page.keyboard.press("Escape");
        await expect(card(page)).toHaveCount(0);

        // A drag rotates the view and opens nothing.
        const before = await cameraOf(canvas(page));
        await page.mouse.move(spot.x, spot.y);
        await page.mouse.down();
        await page.mouse.move(spot.x - 60, spot.y, { steps: 6 });
        await page.mouse.up();
        await expect.poll(async () => (await cameraOf(canvas(page))).join(",")).not.toBe(before.join(","));
        await expect(card(page)).toHaveCount(0);

        // The keyboard's way: the list of trees, the same card, Escape back to the list button.
        const summary = section(page).locator("summary", { hasText: t.list });
        await summary.focus();
        await page.keyboard.press("Enter");
        const button = section(page).getByRole("button", { name: new RegExp(`^${t.tree(tree.id)} ·`) });
        await button.focus();
        await page.keyboard.press("Enter");
        await expectCardFor(page, lang, tree);
        await expect(card(page)).toBeFocused();
        await page.keyboard.press("Escape");
        await expect(card(page)).toHaveCount(0);
        await expect(button).toBeFocused();

        // Another tree, closed with ×.
        const other = demoTrees.find((d) => d.id !== tree.id && healthLabel(d.health) !== healthLabel(tree.health))!;
        await section(page)
          .getByRole("button", { name: new RegExp(`^${t.tree(other.id)} ·`) })
          .click();
        await expectCardFor(page, lang, other);
        await card(page).getByRole("button", { name: t.close }).click();
        await expect(card(page)).toHaveCount(0);
      });
    }
  }

  test("zoom and rotate buttons move the camera within the zoom range", async ({ page }) => {
    await open(page, path);
    await waitForScene(island(page));
    const scene = canvas(page);
    await expectCameraAt(scene, cameras[0]!);
    const distance = async () => Math.hypot(...(await cameraOf(scene)));
    const start = await distance();
    await section(page).getByRole("button", { name: text.de.zoomIn }).click();
    await expect.poll(distance).toBeLessThan(start - 3);
    for (let i = 0; i < 12; i++) await section(page).getByRole("button", { name: text.de.zoomIn }).click();
    await expect.poll(distance).toBeLessThan(3.2);
    expect(await distance()).toBeGreaterThan(2.8);
    for (let i = 0; i < 14; i++) await section(page).getByRole("button", { name: text.de.zoomOut }).click();
    await expect.poll(distance, { timeout: 10_000 }).toBeGreaterThan(49);
    expect(await distance()).toBeLessThan(50.2);
    const [x] = await cameraOf(scene);
    await section(page).getByRole("button", { name: text.de.rotateLeft }).click();
    await expect.poll(async () => Math.abs((await cameraOf(scene))[0] - x)).toBeGreaterThan(5);
  });

  test("the inventory layer labels the tree under the mouse", async ({ page }) => {
    await open(page, `${path}?e2e-scene`);
    await waitForScene(island(page));
    await layerButton(page, text.de.layers[3]).click();
    await expectCameraAt(canvas(page), await layerCamera(page, 3));
    await nextFrames(page);
    const [spot] = await clickableTrees(page, canvas(page));
    if (!spot) throw new Error("No tree of the scene is under the mouse.");
    await page.mouse.move(spot.x - 2, spot.y);
    await page.mouse.move(spot.x, spot.y);
    const label = section(page).getByTestId("tree-label");
    await expect(label).toContainText(text.de.tree(spot.id));
    await page.mouse.move(5, 5);
    await expect(label).toHaveCount(0);
  });

  test("with reduced motion the camera cuts to a layer instead of flying", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await open(page, path);
    await waitForScene(island(page));
    await expectCameraAt(canvas(page), cameras[0]!);
    // Every camera position the canvas reports from now on.
    await canvas(page).evaluate((c: HTMLCanvasElement) => {
      const seen: string[] = [];
      (window as unknown as { cameraSeen: string[] }).cameraSeen = seen;
      new MutationObserver(() => seen.push(c.dataset.camera ?? "")).observe(c, { attributeFilter: ["data-camera"] });
    });
    const inventory = await layerCamera(page, 3);
    await layerButton(page, text.de.layers[3]).click();
    await expectCameraAt(canvas(page), inventory, 0.05);
    await nextFrames(page);
    const seen = await page.evaluate(() => (window as unknown as { cameraSeen: string[] }).cameraSeen);
    // A flight would pass through positions in between; a cut goes straight there.
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen)).toEqual(new Set([inventory.map((v) => Math.round(v * 10) / 10 || 0).join(",")]));
  });

  test("a lost WebGL context brings the drawing back instead of a blank box", async ({ page }) => {
    await open(page, path);
    await waitForScene(island(page));
    await canvas(page).evaluate((c: HTMLCanvasElement) => {
      (c.getContext("webgl2") ?? c.getContext("webgl"))?.getExtension("WEBGL_lose_context")?.loseContext();
    });
    await expect(island(page)).toHaveAttribute("data-status", "failed");
    await expect(island(page).locator("canvas")).toHaveCount(0);
    await expect(island(page).getByRole("img", { name: /Ebene: Satellitenbild$/ })).toBeVisible();
    // The list still opens the cards.
    await section(page).locator("summary").click();
    const tree = demoTrees[0]!;
    await section(page)
      .getByRole("button", { name: new RegExp(`^Baum ${tree.id} ·`) })
      .click();
    await expectCardFor(page, "de", tree);
  });

  test("leaving the page releases the scene, and coming back builds it again", async ({ page }) => {
    await open(page, path);
    await waitForScene(island(page));
    await page.locator("#kontakt").getByRole("link", { name: "Kontakt aufnehmen" }).click();
    await expect(page).toHaveURL(`${e2e.de}/contact`);
    await expect(page.locator("canvas")).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(`${e2e.de}${path}`);
    await waitForScene(island(page));
    expect((await paintedPixels(canvas(page))).colours).toBeGreaterThan(40);
  });

  test("on a phone (390 × 844) the box is at least 500 px tall before and after the scene loads, and every layer shows the whole plot", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, `${path}?e2e-scene`);
    // Reserved by the page's CSS while the server's drawing stands in: the scene's arrival moves nothing.
    const before = await island(page).boundingBox();
    expect(before?.height ?? 0).toBeGreaterThanOrEqual(500);
    await waitForScene(island(page));
    const after = await island(page).boundingBox();
    expect(Math.abs((after?.height ?? 0) - (before?.height ?? 0))).toBeLessThan(1);
    expect((await canvas(page).boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(500);

    for (const [i, name] of text.de.layers.entries()) {
      await layerButton(page, name).click();
      await expectCameraAt(canvas(page), await layerCamera(page, i));
      await nextFrames(page);
      await expectWholePlot(page);
    }
  });

  test("at 1280 × 800 the card and the help never cover the selected tree", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, `${path}?e2e-scene`);
    await waitForScene(island(page));
    // First visit: the help is open, worded for the mouse.
    const help = section(page).locator("[data-help]");
    await expect(help).toHaveAttribute("data-help", "open");
    await expect(help).toContainText("Klicken Sie auf einen Baum");
    await layerButton(page, text.de.layers[3]).click();
    await expectCameraAt(canvas(page), await layerCamera(page, 3));
    await expectWholePlot(page);
    await section(page).locator("summary", { hasText: text.de.list }).click();

    // Trees on the left, in the middle and on the right of the view, near and far.
    for (const id of [1, 3, 5, 11, 13, 15, 21, demoTrees.length]) {
      await section(page)
        .getByRole("button", { name: new RegExp(`^${text.de.tree(id)} ·`) })
        .click();
      await expect(card(page)).toHaveAccessibleName(text.de.tree(id));
      await expect(help).toHaveAttribute("data-help", "closed");
      await island(page).scrollIntoViewIfNeeded();
      await nextFrames(page);
      await nextFrames(page);
      const box = (await canvas(page).boundingBox())!;
      const spots = JSON.parse((await canvas(page).getAttribute("data-trees")) ?? "[]") as { id: number; x: number; y: number }[];
      const spot = spots.find((s) => s.id === id)!;
      const at = { x: box.x + spot.x, y: box.y + spot.y };
      expect(spot.x, `tree ${id} inside the box`).toBeGreaterThan(0);
      expect(spot.x).toBeLessThan(box.width);
      expect(spot.y).toBeGreaterThan(0);
      expect(spot.y).toBeLessThan(box.height);
      // What is on top at the tree's point is the scene itself, not the card, the help or a button.
      const top = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.tagName, at);
      expect(top, `tree ${id} at ${Math.round(spot.x)},${Math.round(spot.y)} is not covered`).toBe("CANVAS");
      const cardBox = (await card(page).boundingBox())!;
      const covered = at.x >= cardBox.x && at.x <= cardBox.x + cardBox.width && at.y >= cardBox.y && at.y <= cardBox.y + cardBox.height;
      expect(covered).toBe(false);
    }

    // The next visit starts with the help closed; it opens again on request.
    await page.reload();
    await waitForScene(island(page));
    await expect(help).toHaveAttribute("data-help", "closed");
    await help.getByRole("button", { name: "Bedienung" }).click();
    await expect(help).toHaveAttribute("data-help", "open");
  });
});

test.describe("/forest-inventory 3D scene on a touch screen", () => {
  test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

  for (const lang of ["de", "en"] as const) {
    test(`the help speaks of tapping, not of a mouse (${lang})`, async ({ page }) => {
      await open(page, text[lang].origin + path);
      await waitForScene(island(page));
      const help = section(page).locator("[data-help]");
      await expect(help).toHaveAttribute("data-help", "open");
      await expect(help).toContainText(lang === "de" ? "Tippen Sie auf einen Baum" : "Tap a tree");
      await expect(help).not.toContainText(lang === "de" ? /Maus|Klicken/ : /mouse|[Cc]lick/);
      // Hidden with its button, and the page's text below the scene says nothing of a mouse either.
      await help.getByRole("button", { name: lang === "de" ? "Ausblenden" : "Hide" }).click();
      await expect(help).toHaveAttribute("data-help", "closed");
      await expect(section(page)).not.toContainText(lang === "de" ? /Maus/ : /mouse/);
    });
  }
});
