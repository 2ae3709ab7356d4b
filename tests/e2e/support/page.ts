import { expect, type BrowserContext, type Locator, type Page } from "@playwright/test";

/** Opens a path and waits until React has hydrated it, so interactions reach real handlers. */
export async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  return response;
}

/** The page's JSON-LD blocks (`<script type="application/ld+json">`), in document order; each must be a JSON object. */
export function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)].map((m) => {
    const block: unknown = JSON.parse(m[1] ?? "");
    if (typeof block !== "object" || block === null || Array.isArray(block)) throw new Error(`A JSON-LD block is not an object: ${m[1]}`);
    return block as Record<string, unknown>;
  });
}

/** Events the page pushed to the tag manager's data layer, by name. */
export function dataLayerEvents(page: Page, name: string) {
  return page.evaluate((n) => (window.dataLayer ?? []).filter((e) => e.event === n), name);
}

/** The landing pages pull the view back to the top for 500 ms after load; let that pass. */
export const settle = (page: Page) => page.waitForTimeout(700);

/** Opens a landing page and waits until it has settled, as a visitor would before scrolling and clicking. */
export async function visitLanding(page: Page, path: string) {
  await open(page, path);
  await settle(page);
}

/** Presses a control that opens an alert and returns the alert's text (the alert is dismissed). */
export async function pressForAlert(page: Page, control: Locator): Promise<string> {
  const shown = new Promise<string>((resolve) =>
    page.once("dialog", (dialog) => {
      expect(dialog.type()).toBe("alert");
      resolve(dialog.message());
      void dialog.accept();
    }),
  );
  // Bring the control into view and let it settle, as a visitor would, before pressing it.
  await control.scrollIntoViewIfNeeded();
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  // Playwright treats aria-disabled as disabled; a visitor can still press it.
  await control.click({ force: true });
  return shown;
}

/** External targets (registration, App Store) answer locally, so opening them in a new tab needs no network. */
export function answerExternalTargetsLocally(context: BrowserContext) {
  return context.route(/^https:\/\/(app\.forestcrew\.de|apps\.apple\.com)\//, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>external</title>" }),
  );
}
