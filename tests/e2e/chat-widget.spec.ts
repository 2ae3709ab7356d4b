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
    await expect(assistantMessages(page).first()).toContainText("Bundeswaldgesetz");
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

  test("auto-opens 800 ms after the visitor's first scroll, once per page, and again after a route change", async ({ page }) => {
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

    // Once per page: closed, it stays closed however much the visitor scrolls.
    await dialog(page).getByRole("button", { name: "ForestChat schließen" }).click();
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(1_300);
    await expect(dialog(page)).toBeHidden();

    // A route change (client-side) resets it.
    await page.getByRole("banner").getByRole("link", { name: "Kontakt" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await page.waitForTimeout(300);
    await expect(dialog(page)).toBeHidden();
    await page.mouse.wheel(0, 500);
    await expect(dialog(page)).toBeVisible({ timeout: 3_000 });
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

  test("is absent on /forestchat, /instagram and the blog login, and leaves the open request unclaimed there", async ({ page }) => {
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

    for (const path of ["/forestchat", "/instagram", "/blog/login"]) {
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
    await expect(assistantMessages(page).first()).toContainText("Federal Forest Act");
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
});
