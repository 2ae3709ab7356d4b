import { expect, type LaunchOptions, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";

/**
 * Browser launch options for the 3D scenes. `test.use({ launchOptions })` replaces the config's launch
 * options as a whole, so these repeat the executable and the config's flags. The config's default passes
 * `--disable-gpu`; a scene spec names the WebGL it expects with one of these, at the top of the file:
 * `test.use({ launchOptions: softwareWebGL })` (Playwright refuses launch options inside a describe block,
 * so a spec tests either the scene or the page without WebGL).
 */
const baseArgs = [
  "--no-sandbox",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const executablePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** WebGL through ANGLE on SwiftShader: software rendering, the same on every machine (no GPU needed). */
export const softwareWebGL: LaunchOptions = {
  executablePath,
  args: [...baseArgs, "--use-angle=swiftshader", "--enable-unsafe-swiftshader", "--ignore-gpu-blocklist"],
};

/** A browser without WebGL (as on old or locked-down machines): the scenes must keep their 2D fallback. */
export const webglDisabled: LaunchOptions = {
  executablePath,
  args: [...baseArgs, "--disable-gpu", "--disable-webgl", "--disable-3d-apis"],
};

/** The island's status once its scene has drawn its first frame. */
export async function waitForScene(island: Locator, timeout = 20_000) {
  await island.scrollIntoViewIfNeeded();
  await expect(island).toHaveAttribute("data-status", "ready", { timeout });
}

/** The camera position the canvas reports after its last frame (`data-camera="x,y,z"`, rounded to 0.1). */
export async function cameraOf(canvas: Locator): Promise<[number, number, number]> {
  const raw = await canvas.getAttribute("data-camera");
  const parts = (raw ?? "").split(",").map(Number);
  if (parts.length !== 3 || parts.some((n) => !Number.isFinite(n))) throw new Error(`No camera position on the canvas: ${raw}`);
  return parts as [number, number, number];
}

/** Waits until the camera has arrived at a position (within `tolerance` on each axis). */
export async function expectCameraAt(canvas: Locator, position: [number, number, number], tolerance = 0.25, timeout = 10_000) {
  await expect
    .poll(
      async () => {
        const at = await cameraOf(canvas);
        return at.every((v, i) => Math.abs(v - (position[i] ?? 0)) <= tolerance) ? "arrived" : at.join(",");
      },
      { timeout },
    )
    .toBe("arrived");
}

/**
 * What the element shows on screen, from a screenshot (works for a WebGL canvas without
 * preserveDrawingBuffer): the number of distinct colours (quantised to 4 bits per channel) and the share
 * of pixels that differ clearly from the most common colour (the background).
 */
export async function paintedPixels(target: Locator): Promise<{ colours: number; foregroundShare: number }> {
  const png = await target.screenshot({ animations: "disabled" });
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const counts = new Map<number, number>();
  const pixels = info.width * info.height;
  for (let i = 0; i < data.length; i += info.channels) {
    const key = ((data[i]! >> 4) << 8) | ((data[i + 1]! >> 4) << 4) | (data[i + 2]! >> 4);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const background = Math.max(...counts.values());
  return { colours: counts.size, foregroundShare: pixels ? 1 - background / pixels : 0 };
}

/** Waits two animation frames, so a render on demand has reached the screen. */
export function nextFrames(page: Page) {
  return page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}
