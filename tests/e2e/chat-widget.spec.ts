import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, test, type Page } from "@playwright/test";
import { e2e } from "../../playwright.config";
import { open } from "./support/page";

/** The floating ForestChat widget, against the real endpoint and its offline provider. */

const launcher = (page: Page) => page.locator("[data-chat-launcher]");
const dialog = (page: Page) => page.getByRole("dialog", { name: /ForestChat/ });
const input = (page: Page) => dialog(page).getByRole("textbox");
const assistantMessages = (page: Page) => dialog(page).locator('[data-chat-message="assistant"]');
const userMessages = (page: Page) => dialog(page).locator('[data-chat-message="user"]');

async function openWidget(page: Page) {
  await expect(launcher(page)).toBeVisible();
  // At the top of a page a phone's button waits out of sight: a little scroll brings it.
  if ((await launcher(page).getAttribute("data-tucked")) === "true") await page.evaluate(() => window.scrollBy(0, 200));
  await expect(launcher(page)).toHaveCSS("opacity", "1");
  await launcher(page).click();
  await expect(dialog(page)).toBeVisible();
}

async function ask(page: Page, question: string) {
  await input(page).fill(question);
  await input(page).press("Enter");
}

async function size(page: Page) {
  const box = await dialog(page).boundingBox();
  return box && { width: Math.round(box.width), height: Math.round(box.height) };
}

/** Records, in order, when a typing indicator and a partly streamed answer first appear, and every text of the live region. */
async function watchChat(page: Page) {
  await page.addInitScript(() => {
    const seen = { order: [] as string[], partial: [] as string[], live: [] as string[] };
    (window as unknown as { chatSeen: typeof seen }).chatSeen = seen;
    const note = (what: string) => {
      if (!seen.order.includes(what)) seen.order.push(what);
    };
    new MutationObserver(() => {
      if (document.querySelector("[data-chat-typing]")) note("typing");
      const streaming = document.querySelector("[data-streaming] [data-chat-answer]");
      if (streaming) {
        note("streaming");
        seen.partial.push(streaming.textContent ?? "");
      }
      const live = document.querySelector("[data-chat-live]")?.textContent ?? "";
      if (live && seen.live.at(-1) !== live) seen.live.push(live);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

const chatSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { chatSeen: { order: string[]; partial: string[]; live: string[] } }).chatSeen);

test.describe("ForestChat widget", () => {
  test("opens, minimises, maximises and closes; focus moves in and back to the launcher; Escape closes", async ({ page }) => {
    await open(page, "/forestcrew");
    await expect(launcher(page)).toHaveAccessibleName("ForestChat öffnen");
    await expect(dialog(page)).toHaveCount(0);

    await openWidget(page);
    expect(await size(page)).toEqual({ width: 384, height: 500 });
    await expect(dialog(page).getByRole("heading", { name: /ForestChat/ })).toContainText("Alpha");
    await expect(assistantMessages(page).first()).toContainText("Waldrecht");
    await expect(assistantMessages(page).first().locator("time")).toHaveText(/^\d{2}:\d{2}$/);
    await expect(input(page)).toHaveAttribute("placeholder", "Stellen Sie eine Frage...");
    await expect(input(page)).toBeFocused();
    await expect(launcher(page)).toHaveCount(0);

    await dialog(page).getByRole("button", { name: "ForestChat minimieren" }).click();
    expect(await size(page)).toEqual({ width: 288, height: 64 });
    await expect(input(page)).toHaveCount(0);
    const maximise = dialog(page).getByRole("button", { name: "ForestChat vergrößern" });
    await expect(maximise).toBeFocused();

    await maximise.click();
    expect(await size(page)).toEqual({ width: 384, height: 500 });
    await expect(input(page)).toBeFocused();

    await dialog(page).getByRole("button", { name: "ForestChat schließen" }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(launcher(page)).toBeFocused();

    await launcher(page).press("Enter");
    await expect(input(page)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(launcher(page)).toBeFocused();
  });

  test("auto-opens 800 ms after the visitor's first scroll; closed, it stays closed", async ({ page }) => {
    await open(page, "/forestcrew");
    await expect(launcher(page)).toBeVisible();
    // The page scrolling itself (an anchor, an element scrolled into view) is not the visitor's scroll.
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.waitForTimeout(1_300);
    await expect(dialog(page)).toHaveCount(0);

    // Timed inside the page (first wheel event → dialog in the DOM), so a busy test machine
    // cannot make the delay look shorter or longer than the page made it.
    await page.evaluate(() => {
      const w = window as unknown as { wheelAt?: number; openedAt?: number };
      addEventListener("wheel", () => (w.wheelAt ??= performance.now()), { capture: true, passive: true });
      new MutationObserver(() => {
        if (w.openedAt === undefined && document.querySelector("[data-chat-window]:not([hidden])")) w.openedAt = performance.now();
      }).observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ["hidden"] });
    });
    await page.mouse.wheel(0, 600);
    await expect(dialog(page)).toBeVisible({ timeout: 3_000 });
    const { wheelAt, openedAt } = await page.evaluate(() => {
      const w = window as unknown as { wheelAt: number; openedAt: number };
      return { wheelAt: w.wheelAt, openedAt: w.openedAt };
    });
    expect(openedAt - wheelAt).toBeGreaterThanOrEqual(780);
    expect(openedAt - wheelAt).toBeLessThan(2_000);
    // The automatic opening leaves the focus on the page: Space still scrolls it, nothing is typed into the chat.
    await expect(input(page)).not.toBeFocused();
    expect(await page.evaluate(() => document.querySelector("[data-chat-window]")?.contains(document.activeElement))).toBe(false);
    const before = await page.evaluate(() => window.scrollY);
    await page.keyboard.press("Space");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
    await expect(input(page)).toHaveValue("");
    // The window's title bar is no second banner landmark of the page.
    await expect(dialog(page).getByRole("banner")).toHaveCount(0);
    await expect(page.getByRole("banner")).toHaveCount(1);

    // Closed, it stays closed however much the visitor scrolls.
    await dialog(page).getByRole("button", { name: "ForestChat schließen" }).click();
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(1_300);
    await expect(dialog(page)).toBeHidden();
  });

  test("once the visitor has closed it, it never opens by itself again in the visit: not after navigating, not after a reload", async ({
    page,
  }) => {
    await open(page, "/");
    await expect(launcher(page)).toBeVisible();
    await page.waitForTimeout(700); // the landing page's pull to the top after loading
    await page.mouse.wheel(0, 600);
    await expect(dialog(page)).toBeVisible({ timeout: 3_000 });
    await dialog(page).getByRole("button", { name: "ForestChat schließen" }).click();
    await expect(dialog(page)).toBeHidden();

    // A plain page, reached by a link: no window at the first scroll.
    await page.getByRole("banner").getByRole("link", { name: "Über uns" }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(1_500);
    await expect(page.locator("[data-chat-window]:not([hidden])")).toHaveCount(0);

    // The pricing page (the plan grid, the Enterprise card): none either.
    await open(page, "/forestcrew-pricing");
    await page.waitForTimeout(700);
    await page.mouse.wheel(0, 700);
    await page.waitForTimeout(1_500);
    await expect(page.locator("[data-chat-window]:not([hidden])")).toHaveCount(0);

    // Nor after a reload of a plain page: the visit goes on.
    await open(page, "/forestcrew");
    await page.waitForTimeout(700);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(1_500);
    await expect(page.locator("[data-chat-window]:not([hidden])")).toHaveCount(0);
    // The button still opens it.
    await openWidget(page);
  });

  test("minimised counts as put away too; a new visit opens it again", async ({ page, browser }) => {
    await open(page, "/forestcrew");
    await expect(launcher(page)).toBeVisible();
    await page.mouse.wheel(0, 600);
    await expect(dialog(page)).toBeVisible({ timeout: 3_000 });
    await dialog(page).getByRole("button", { name: "ForestChat minimieren" }).click();
    await open(page, "/about-us");
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(1_500);
    await expect(dialog(page)).toHaveCount(0);

    // A new visit (a new browser session) on a plain page: it opens by itself again.
    const visit = await browser.newPage();
    await open(visit, `${e2e.de}/about-us`);
    await expect(launcher(visit)).toBeVisible();
    await visit.mouse.wheel(0, 600);
    await expect(dialog(visit)).toBeVisible({ timeout: 3_000 });
    await visit.close();
  });

  test("never opens by itself on a page with a form or the price plans", async ({ page }) => {
    for (const path of ["/contact", "/forestcrew-pricing", "/forest-inventory"]) {
      await open(page, path);
      await expect(page.locator("[data-chat-quiet]").first()).toBeAttached();
      await expect(launcher(page)).toBeAttached();
      await page.waitForTimeout(700);
      await page.mouse.wheel(0, 500);
      await page.waitForTimeout(1_500);
      await page.mouse.wheel(0, 500);
      await page.waitForTimeout(1_500);
      await expect(dialog(page), path).toHaveCount(0);
    }
    // Nor the bubble on a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, "/contact");
    await expect(launcher(page)).toBeAttached();
    await page.mouse.wheel(0, 500);
    await page.waitForTimeout(1_500);
    await expect(page.locator("[data-chat-bubble]")).toHaveCount(0);
  });

  test("on a phone the button waits out of sight at the top of the page and shows at the first scroll", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, "/contact");
    await expect(launcher(page)).toHaveAttribute("data-tucked", "true");
    await expect(launcher(page)).toHaveCSS("opacity", "0");
    // The form's introduction lies where the button would be: it is readable.
    const intro = page.getByText(/Erzählen Sie uns kurz/);
    const box = (await launcher(page).boundingBox())!;
    expect(await intro.evaluate((el, { x, y }) => el.contains(document.elementFromPoint(x + 28, y + 28)), box)).toBe(true);
    await page.mouse.wheel(0, 300);
    await expect(launcher(page)).toHaveCSS("opacity", "1");
    await expect(launcher(page)).not.toHaveAttribute("data-tucked", "true");
    // Still reachable by keyboard at the top: focused, it shows.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(launcher(page)).toHaveCSS("opacity", "0");
    await launcher(page).focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect(launcher(page)).toBeFocused();
    await expect(launcher(page)).toHaveCSS("opacity", "1");
  });

  test("does not auto-open while the visitor is typing in a field of the page", async ({ page }) => {
    await open(page, "/forestcrew");
    await expect(launcher(page)).toBeVisible();
    await page.evaluate(() => {
      const field = document.createElement("input");
      field.setAttribute("aria-label", "Feld der Seite");
      field.style.cssText = "position:fixed;top:120px;left:20px;z-index:100";
      document.body.append(field);
    });
    await page.getByRole("textbox", { name: "Feld der Seite" }).focus();
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(1_500);
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.getByRole("textbox", { name: "Feld der Seite" })).toBeFocused();

    // Once the field is left, the next scroll opens it.
    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    await page.mouse.wheel(0, 300);
    await expect(dialog(page)).toBeVisible({ timeout: 3_000 });
  });

  test("sending shows the question, a typing indicator, then the streamed answer with a source link, announced once", async ({ page }) => {
    await watchChat(page);
    // The offline provider answers within milliseconds: the request is held until the indicator has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/forestchat", async (route) => {
      await held;
      await route.continue();
    });
    await open(page, "/forestcrew");
    await openWidget(page);

    // Blank input: nothing is sent.
    const send = dialog(page).getByRole("button", { name: "Senden" });
    await input(page).fill("   ");
    await expect(send).toBeDisabled();
    await input(page).press("Enter");
    await expect(userMessages(page)).toHaveCount(0);

    await ask(page, "Was kostet ForestCrew Beta im Monat?");
    await expect(userMessages(page)).toHaveCount(1);
    await expect(userMessages(page).first()).toContainText("Was kostet ForestCrew Beta im Monat?");
    await expect(input(page)).toHaveValue("");
    await expect(dialog(page).locator("[data-chat-typing]")).toBeVisible();
    // While the reply is pending the button stops it instead of sending.
    await expect(dialog(page).getByRole("button", { name: "Antwort stoppen" })).toBeVisible();
    release();

    const answer = assistantMessages(page).nth(1);
    await expect(answer).toContainText("99 €", { timeout: 10_000 });
    await expect(answer.locator("[data-streaming]")).toHaveCount(0);
    await expect(answer.locator('a[href="/forestcrew-pricing"]').first()).toBeVisible();
    await expect(answer.locator("strong")).not.toHaveCount(0); // rendered from the server's HTML, not Markdown text
    await expect(dialog(page).locator("[data-chat-typing]")).toHaveCount(0);
    await expect(answer.locator("time")).toHaveText(/^\d{2}:\d{2}$/);

    const live = dialog(page).locator('[aria-live="polite"]');
    await expect(live).toContainText("Beta kostet 99 € pro Monat");
    await expect(live).not.toContainText("**");

    const seen = await chatSeen(page);
    expect(seen.order).toEqual(["typing", "streaming"]);
    // Streamed: partial texts were shown before the whole answer.
    expect(seen.partial.length).toBeGreaterThan(1);
    expect(seen.partial[0]!.length).toBeLessThan(seen.partial.at(-1)!.length);
    // The live region got the finished answer only, never the deltas.
    expect(seen.live).toHaveLength(1);

    // A source link navigates inside the site and the widget stays open.
    await answer.locator('a[href="/forestcrew-pricing"]').first().click();
    await expect(page).toHaveURL(/\/forestcrew-pricing$/);
    await expect(dialog(page)).toBeVisible();
    await expect(userMessages(page)).toHaveCount(1);
  });

  test("the stop button aborts the request; nothing is appended and the input is free again", async ({ page }) => {
    let aborted = false;
    page.on("requestfailed", (request) => {
      if (request.url().endsWith("/api/forestchat")) aborted = true;
    });
    await page.route("**/api/forestchat", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 4_000));
      await route.continue().catch(() => {});
    });
    await open(page, "/forestcrew");
    await openWidget(page);
    await ask(page, "Was kostet Beta Pro?");
    await expect(dialog(page).locator("[data-chat-typing]")).toBeVisible();
    await dialog(page).getByRole("button", { name: "Antwort stoppen" }).click();
    await expect(dialog(page).locator("[data-chat-typing]")).toHaveCount(0);
    await expect.poll(() => aborted).toBe(true);
    await expect(assistantMessages(page)).toHaveCount(1);
    await expect(dialog(page).getByRole("alert")).toHaveCount(0);
    await input(page).fill("Nächste Frage");
    await expect(dialog(page).getByRole("button", { name: "Senden" })).toBeEnabled();
  });

  test("a failed reply appends nothing and offers a retry that then answers", async ({ page }) => {
    await page.route(
      "**/api/forestchat",
      (route) => route.fulfill({ status: 502, json: { error: "Gemini API Fehler: 500 Internal Server Error" } }),
      { times: 1 },
    );
    await open(page, "/forestcrew");
    await openWidget(page);
    await ask(page, "Was kostet ForestCrew Beta im Monat?");
    const alert = dialog(page).getByRole("alert");
    await expect(alert).toContainText("Die Antwort konnte gerade nicht geladen werden.");
    await expect(alert).not.toContainText("Gemini");
    await expect(assistantMessages(page)).toHaveCount(1);
    await expect(userMessages(page)).toHaveCount(1);
    await expect(dialog(page).locator("[data-chat-typing]")).toHaveCount(0);

    await alert.getByRole("button", { name: "Erneut versuchen" }).click();
    await expect(assistantMessages(page).nth(1)).toContainText("99 €", { timeout: 10_000 });
    await expect(userMessages(page)).toHaveCount(1);
    await expect(dialog(page).getByRole("alert")).toHaveCount(0);
  });

  test("an error event in the stream counts as a failure; the server's 429 message is shown as sent", async ({ page }) => {
    const rateLimited =
      "Sie haben in kurzer Zeit sehr viele Nachrichten gesendet. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.";
    let call = 0;
    await page.route("**/api/forestchat", (route) => {
      call += 1;
      if (call === 1) {
        return route.fulfill({
          status: 200,
          headers: { "Content-Type": "text/event-stream; charset=utf-8" },
          body: 'event: session\ndata: {"sessionId":"8a6f7c1e-0000-4000-8000-000000000001"}\n\nevent: delta\ndata: {"text":"Ein Anf"}\n\nevent: error\ndata: {"message":"Abbruch"}\n\n',
        });
      }
      return route.fulfill({ status: 429, json: { error: rateLimited } });
    });
    await open(page, "/forestcrew");
    await openWidget(page);
    await ask(page, "Erste Frage");
    await expect(dialog(page).getByRole("alert")).toBeVisible();
    await expect(assistantMessages(page)).toHaveCount(1);

    await ask(page, "Zweite Frage");
    await expect(dialog(page).getByRole("alert")).toContainText(rateLimited);
    await expect(assistantMessages(page)).toHaveCount(1);
  });

  test("the conversation is kept: a reload shows it again", async ({ page }) => {
    await open(page, "/forestcrew");
    await openWidget(page);
    await ask(page, "Wie lange kann ich ForestCrew kostenlos testen?");
    await expect(assistantMessages(page).nth(1)).toContainText(/5 Tage/, { timeout: 10_000 });
    // Reload as soon as the answer is complete (no message still streaming): it must be stored by then.
    await expect(dialog(page).locator("[data-streaming]")).toHaveCount(0);
    const ids = await page.evaluate(() => [localStorage.getItem("forestchat:visitorId"), localStorage.getItem("forestchat:sessionId")]);
    expect(ids).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/), expect.stringMatching(/^[0-9a-f-]{36}$/)]);

    await page.reload();
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await openWidget(page);
    await expect(userMessages(page)).toHaveCount(1);
    await expect(userMessages(page).first()).toContainText("Wie lange kann ich ForestCrew kostenlos testen?");
    await expect(assistantMessages(page)).toHaveCount(2);
    await expect(assistantMessages(page).nth(1)).toContainText(/5 Tage/);
  });

  test("the home page's teaser opens the widget and hands over its example question", async ({ page }) => {
    await open(page, "/");
    const teaser = page.getByRole("region", { name: /Fragen Sie ForestChat/ });
    await teaser.getByRole("button", { name: "ForestChat öffnen" }).click();
    await expect(dialog(page)).toBeVisible();
    await expect(page).toHaveURL(`${e2e.de}/`);
    await dialog(page).getByRole("button", { name: "ForestChat schließen" }).click();

    await teaser.getByRole("button", { name: "Woran erkenne ich Borkenkäferbefall frühzeitig?" }).click();
    await expect(dialog(page)).toBeVisible();
    await expect(input(page)).toHaveValue("Woran erkenne ich Borkenkäferbefall frühzeitig?");
    // Filled, not sent: the visitor sends it.
    await expect(userMessages(page)).toHaveCount(0);
  });

  test("the launcher never covers the element that has focus", async ({ page }) => {
    await open(page, "/forestcrew");
    await expect(launcher(page)).toBeVisible();
    // Away from the top, where it would wait out of sight over the button placed below it.
    await page.evaluate(() => window.scrollTo(0, 400));
    const box = (await launcher(page).boundingBox())!;
    await page.evaluate(({ x, y }) => {
      const button = document.createElement("button");
      button.textContent = "Unten rechts";
      button.style.cssText = `position:fixed;left:${x - 40}px;top:${y}px;width:120px;height:40px;z-index:1`;
      document.body.append(button);
    }, box);
    const covered = page.getByRole("button", { name: "Unten rechts" });
    // A point that lies on both the button and the launcher.
    const onTop = () => covered.evaluate((el, { x, y }) => document.elementFromPoint(x + 28, y + 20) === el, box);
    expect(await onTop()).toBe(false); // the launcher lies over it

    await covered.focus();
    await expect(launcher(page)).toHaveCSS("opacity", "0");
    expect(await onTop()).toBe(true);

    // Focus elsewhere: the launcher is back.
    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    await expect(launcher(page)).toHaveCSS("opacity", "1");
  });

  test("is absent on /forestchat, /instagram, the blog login and the invitation page, and leaves the open request unclaimed there", async ({
    page,
  }) => {
    // Four pages, each watched for 2.5 s after its load: more than the default 30 s on a busy machine.
    test.setTimeout(60_000);
    // Where it belongs it appears within this time...
    await open(page, "/forestcrew");
    await expect(launcher(page)).toBeVisible({ timeout: 3_000 });
    // ...and leaves when the visitor navigates to /forestchat.
    await page.goto("/");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await expect(launcher(page)).toBeVisible();
    await page.getByRole("link", { name: "Zu ForestChat" }).click();
    await expect(page).toHaveURL(/\/forestchat$/);
    await expect(launcher(page)).toHaveCount(0);

    for (const path of ["/forestchat", "/instagram", "/blog/login", "/blog/einladung/unknown-token"]) {
      await open(page, path);
      await page.waitForLoadState("load");
      await page.waitForTimeout(2_500);
      await expect(launcher(page)).toHaveCount(0);
      await expect(page.locator("[data-chat-window]")).toHaveCount(0);
      const claimed = await page.evaluate(
        () => !window.dispatchEvent(new CustomEvent("forestchat:open", { cancelable: true, detail: {} })),
      );
      expect(claimed, path).toBe(false);
    }
  });

  test("speaks English on the en. host", async ({ page }) => {
    await open(page, `${e2e.en}/forestcrew`);
    await expect(launcher(page)).toHaveAccessibleName("Open ForestChat");
    await openWidget(page);
    await expect(input(page)).toHaveAttribute("placeholder", "Ask a question...");
    await expect(assistantMessages(page).first()).toContainText("forest law");
    await ask(page, "How much does ForestCrew Beta cost per month?");
    await expect(userMessages(page).first()).toContainText("How much does ForestCrew Beta cost per month?");
    await expect(assistantMessages(page).nth(1)).toContainText("99", { timeout: 10_000 });
    await dialog(page).getByRole("button", { name: "Minimise ForestChat" }).click();
    await dialog(page).getByRole("button", { name: "Expand ForestChat" }).click();
    await dialog(page).getByRole("button", { name: "Close ForestChat" }).click();
    await expect(launcher(page)).toBeFocused();
  });

  test("is full width on a phone, within 80 % of the screen's height", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 700 });
    await open(page, "/forestcrew");
    await openWidget(page);
    const box = (await dialog(page).boundingBox())!;
    expect(box.x).toBeGreaterThan(0);
    expect(Math.round(box.x + box.width)).toBeLessThan(390);
    expect(box.width).toBeGreaterThan(350);
    expect(box.height).toBeLessThanOrEqual(700 * 0.8 + 1);
  });

  test("on a phone the automatic opening shows a small bubble, not the window; focus stays where it was", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, "/forestcrew");
    await expect(launcher(page)).toBeVisible();
    // A keyboard reader on the page: focus on a link of the page.
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => {
      const el = document.activeElement;
      el?.setAttribute("data-focused-before", "");
      return el?.tagName;
    });
    expect(focused).toBe("A");

    // Timed inside the page, as the window's opening is: first wheel event → bubble in the DOM.
    await page.evaluate(() => {
      const w = window as unknown as { wheelAt?: number; shownAt?: number };
      addEventListener("wheel", () => (w.wheelAt ??= performance.now()), { capture: true, passive: true });
      new MutationObserver(() => {
        if (w.shownAt === undefined && document.querySelector("[data-chat-bubble]")) w.shownAt = performance.now();
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.mouse.wheel(0, 500);
    const bubble = page.locator("[data-chat-bubble]");
    await expect(bubble).toBeVisible({ timeout: 3_000 });
    const { wheelAt, shownAt } = await page.evaluate(() => {
      const w = window as unknown as { wheelAt: number; shownAt: number };
      return { wheelAt: w.wheelAt, shownAt: w.shownAt };
    });
    expect(shownAt - wheelAt).toBeGreaterThanOrEqual(780);
    expect(shownAt - wheelAt).toBeLessThan(2_000);
    await expect(bubble).toContainText("Fragen zu Preisen, Borkenkäfer oder Förderung? Ich helfe.");
    // Not the window, and the focus has not moved.
    await expect(page.locator("[data-chat-window]")).toHaveCount(0);
    await expect(page.locator("[data-focused-before]")).toBeFocused();
    // Nothing in it is announced: it waits to be found.
    await expect(bubble.locator("[aria-live], [role=status], [role=alert]")).toHaveCount(0);
    expect(await bubble.evaluate((el) => el.closest("[aria-live]"))).toBeNull();

    // A small corner: under a quarter of the screen's height, in its lower half.
    const box = (await bubble.boundingBox())!;
    expect(box.height).toBeLessThan(844 * 0.25);
    expect(box.y).toBeGreaterThan(844 / 2);
    expect(box.y + box.height).toBeLessThanOrEqual(844);

    // Its controls are named; closing it removes it, and it does not come back on this page.
    await expect(bubble.getByRole("button", { name: /Chat öffnen/ })).toBeVisible();
    await bubble.getByRole("button", { name: "Hinweis schließen" }).click();
    await expect(bubble).toHaveCount(0);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(1_300);
    await expect(page.locator("[data-chat-bubble]")).toHaveCount(0);
    await expect(page.locator("[data-chat-window]")).toHaveCount(0);
  });

  test("tapping the bubble opens the chat, and then the focus moves in (English too)", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, `${e2e.en}/forestcrew`);
    await expect(launcher(page)).toBeVisible();
    await page.mouse.wheel(0, 500);
    const bubble = page.locator("[data-chat-bubble]");
    await expect(bubble).toContainText("Questions about prices, bark beetles or funding? I can help.", { timeout: 3_000 });
    await expect(bubble.getByRole("button", { name: "Dismiss" })).toBeVisible();
    await bubble.getByRole("button", { name: /Open chat/ }).click();
    await expect(dialog(page)).toBeVisible();
    await expect(input(page)).toBeFocused();
    await expect(bubble).toHaveCount(0);
    // Closed again, the bubble stays gone; the launcher has the focus.
    await dialog(page).getByRole("button", { name: "Close ForestChat" }).click();
    await expect(launcher(page)).toBeFocused();
    await expect(page.locator("[data-chat-bubble]")).toHaveCount(0);
  });

  test("„Neues Gespräch“ starts over with the greeting; the next message starts a new session, the old one stays on the server", async ({
    page,
  }) => {
    await open(page, "/forestcrew");
    await openWidget(page);
    await ask(page, "Was kostet ForestCrew Beta im Monat?");
    await expect(assistantMessages(page).nth(1)).toContainText("99 €", { timeout: 10_000 });
    await expect(dialog(page).locator("[data-streaming]")).toHaveCount(0);
    const old = await session(page);
    expect(old.id).toMatch(/^[0-9a-f-]{36}$/);

    const menu = dialog(page).getByRole("button", { name: "Gesprächsoptionen" });
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    const start = dialog(page).getByRole("button", { name: "Neues Gespräch" });
    await expect(start).toBeFocused();
    // Escape closes the menu, not the chat.
    await page.keyboard.press("Escape");
    await expect(start).toHaveCount(0);
    await expect(dialog(page)).toBeVisible();
    await expect(menu).toBeFocused();

    await menu.press("Enter");
    await dialog(page).getByRole("button", { name: "Neues Gespräch" }).press("Enter");
    await expect(userMessages(page)).toHaveCount(0);
    await expect(assistantMessages(page)).toHaveCount(1);
    await expect(assistantMessages(page).first()).toContainText("Waldrecht");
    await expect(input(page)).toBeFocused();
    await expect(dialog(page).locator("[data-chat-live]")).toHaveText("Neues Gespräch begonnen.");
    expect((await session(page)).id).toBeNull();

    await ask(page, "Was ist Nexus?");
    await expect(assistantMessages(page).nth(1)).not.toBeEmpty({ timeout: 10_000 });
    await expect(dialog(page).locator("[data-streaming]")).toHaveCount(0);
    const next = await session(page);
    expect(next.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(next.id).not.toBe(old.id);
    // The old conversation is still stored (until the retention period ends); only this browser let go of it.
    expect((await serverHistory(page, old)).map((m) => m.content)).toEqual([
      "Was kostet ForestCrew Beta im Monat?",
      expect.stringContaining("99"),
    ]);
    expect(await serverHistory(page, next)).toHaveLength(2);
  });

  test("„Verlauf löschen“ asks first, then deletes the conversation on the server; a reload shows only the greeting", async ({ page }) => {
    await open(page, "/forestcrew");
    await openWidget(page);
    await ask(page, "Wie lange kann ich ForestCrew kostenlos testen?");
    await expect(assistantMessages(page).nth(1)).toContainText(/5 Tage/, { timeout: 10_000 });
    await expect(dialog(page).locator("[data-streaming]")).toHaveCount(0);
    const old = await session(page);
    expect(await serverHistory(page, old)).toHaveLength(2);

    const menu = dialog(page).getByRole("button", { name: "Gesprächsoptionen" });
    const confirm = dialog(page).getByRole("alertdialog", { name: "Verlauf löschen?" });
    // Cancel keeps everything; the safe choice has the focus.
    await menu.click();
    await dialog(page).getByRole("button", { name: "Verlauf löschen" }).click();
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText("auch auf unserem Server gelöscht");
    await expect(confirm.getByRole("button", { name: "Abbrechen" })).toBeFocused();
    // The conversation behind it cannot be reached meanwhile.
    const textarea = dialog(page).locator("textarea");
    await textarea.evaluate((el) => el.focus());
    await expect(textarea).not.toBeFocused();
    await expect(confirm.getByRole("button", { name: "Abbrechen" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(confirm).toHaveCount(0);
    await expect(dialog(page)).toBeVisible();
    await expect(menu).toBeFocused();
    await expect(userMessages(page)).toHaveCount(1);
    expect(await serverHistory(page, old)).toHaveLength(2);

    // The server fails: the confirmation says so and nothing is forgotten.
    await page.route("**/api/forestchat/history?*", (route) =>
      route.request().method() === "DELETE" ? route.fulfill({ status: 503, json: { error: "nicht erreichbar" } }) : route.fallback(),
    );
    await menu.click();
    await dialog(page).getByRole("button", { name: "Verlauf löschen" }).click();
    await confirm.getByRole("button", { name: "Löschen" }).click();
    await expect(confirm.getByRole("alert")).toHaveText("Der Verlauf konnte gerade nicht gelöscht werden. Bitte versuchen Sie es erneut.");
    await expect(userMessages(page)).toHaveCount(1);
    expect(await session(page)).toEqual(old);

    // Now it works.
    await page.unrouteAll();
    await confirm.getByRole("button", { name: "Löschen" }).click();
    await expect(confirm).toHaveCount(0);
    await expect(userMessages(page)).toHaveCount(0);
    await expect(assistantMessages(page)).toHaveCount(1);
    await expect(input(page)).toBeFocused();
    await expect(dialog(page).locator("[data-chat-live]")).toHaveText("Verlauf gelöscht. Ein neues Gespräch hat begonnen.");
    expect(await session(page)).toEqual({ id: null, secret: null });
    // On the server: the old id with its secret reads nothing any more.
    expect(await serverHistory(page, old)).toEqual([]);

    await page.reload();
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await openWidget(page);
    await page.waitForTimeout(500); // time for a stored conversation to arrive, were there one
    await expect(userMessages(page)).toHaveCount(0);
    await expect(assistantMessages(page)).toHaveCount(1);
  });

  test("the bubble, the open window, its menu and the confirmation pass axe (desktop and phone)", async ({ browser }) => {
    test.setTimeout(60_000);
    const context = await browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    const found: string[] = [];
    const check = async (state: string) => found.push(...(await axeWidget(page)).map((v) => `${state}: ${v}`));

    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, "/forestcrew");
    await expect(launcher(page)).toBeVisible();
    await page.mouse.wheel(0, 500);
    await expect(page.locator("[data-chat-bubble]")).toBeVisible({ timeout: 3_000 });
    await check("phone bubble");
    await page
      .locator("[data-chat-bubble]")
      .getByRole("button", { name: /Chat öffnen/ })
      .click();
    await expect(dialog(page)).toBeVisible();
    await check("phone window");
    await dialog(page).getByRole("button", { name: "Gesprächsoptionen" }).click();
    await check("phone menu");
    await dialog(page).getByRole("button", { name: "Verlauf löschen" }).click();
    await check("phone confirmation");

    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, `${e2e.en}/forestcrew`);
    await openWidget(page);
    await check("desktop window");
    await dialog(page).getByRole("button", { name: "Conversation options" }).click();
    await check("desktop menu");
    await dialog(page).getByRole("button", { name: "Delete history" }).click();
    await check("desktop confirmation");
    await context.close();
    expect(found).toEqual([]);
  });
});

/** The session this browser keeps for the chat. */
const session = (page: Page) =>
  page.evaluate(() => ({ id: localStorage.getItem("forestchat:sessionId"), secret: localStorage.getItem("forestchat:sessionSecret") }));

/** What the server returns for a session id and secret, asked directly. */
async function serverHistory(page: Page, { id, secret }: { id: string | null; secret: string | null }) {
  const response = await page.request.get(`/api/forestchat/history?sessionId=${id}`, {
    headers: { "X-Chat-Session-Secret": secret ?? "" },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { messages: { role: string; content: string }[] }).messages;
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** axe's serious and critical WCAG 2.1 A/AA findings inside the widget. */
async function axeWidget(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: object,
            opts: object,
          ) => Promise<{
            passes: unknown[];
            violations: { id: string; impact: string | null; nodes: { target: string[]; failureSummary?: string }[] }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run(
      { include: [["[data-chat-widget]"]] },
      { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] } },
    );
    // axe looked at the widget: no passes would mean it found nothing to check.
    if (result.passes.length === 0) return ["axe checked nothing"];
    return result.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(" ")} – ${n.failureSummary?.split("\n")[1]?.trim() ?? ""}`));
  });
}
