import { expect, test, type Page } from "@playwright/test";
import { e2e } from "../../playwright.config";
import { chatCopyFor } from "../../app/features/chat/chat-copy";
import { modeCopy, offlineIntro } from "../../app/pages/forestchat/copy";
import { open } from "./support/page";

/** /forestchat, against the real endpoint and its offline provider (the e2e server configures no model). */

const offline = modeCopy.offline;

const section = (page: Page) => page.getByRole("region", { name: "Stellen Sie Ihre Frage" });
const chat = (page: Page) => page.locator("[data-chat-page]");
const input = (page: Page) => chat(page).getByRole("textbox");
const send = (page: Page) => chat(page).getByRole("button", { name: "Senden" });
const assistantMessages = (page: Page) => chat(page).locator('[data-chat-message="assistant"]');
const userMessages = (page: Page) => chat(page).locator('[data-chat-message="user"]');
const BANNER = "Es gab ein Problem bei der Verarbeitung Ihrer Anfrage. Bitte versuchen Sie es später erneut.";

test.describe("/forestchat", () => {
  test("hero with the Alpha badge and its two buttons, specialities, disclaimer and six features", async ({ page }) => {
    await open(page, "/forestchat");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("ForestChat – Ihr Assistent für die Forstpraxis");
    const hero = page.locator("section").first();
    await expect(hero.getByText("Alpha", { exact: true })).toBeVisible();
    await expect(hero).toContainText("auf Grundlage unserer Seiten, Wissensartikel und Forstblog-Beiträge");
    await expect(hero.getByRole("link", { name: "Zu den Wissensartikeln" })).toHaveAttribute("href", "/wissen");
    expect(await page.title()).toBe(offlineIntro.de.seo.title);

    await hero.getByRole("link", { name: "Jetzt ausprobieren" }).click();
    await expect(page).toHaveURL(/#chat$/);
    await expect(section(page).getByRole("heading", { name: "Stellen Sie Ihre Frage" })).toBeInViewport();

    const specialities = page.getByRole("region", { name: "Fachwissen, das im Revier gebraucht wird" });
    await expect(specialities.getByRole("heading", { level: 3 })).toHaveCount(6);

    const disclaimer = page.getByRole("complementary", { name: /Gut zu wissen/ });
    await expect(disclaimer).toContainText("Alpha-Phase");
    await expect(disclaimer).toContainText("kostenlos testbar");
    await expect(disclaimer).toContainText("aus unseren Seiten, Preisen, Wissensartikeln und dem Forstblog");
    await expect(disclaimer).toContainText("keine Rechtsberatung");
    // Offline no generative AI answers: the page must not claim one, anywhere.
    await expect(page.locator("main")).not.toContainText("generative KI");
    await expect(page.locator("main")).not.toContainText("KI-generiert");
    await expect(page.locator("main")).not.toContainText("Die Antworten erzeugt ein Dienst für generative KI");
    await expect(chat(page)).toContainText(chatCopyFor("de", "offline").subtitle);

    const features = page.getByRole("region", { name: "Ein Assistent für den Forstalltag" });
    await expect(features.getByRole("heading", { level: 3 })).toHaveCount(6);

    // The page has its own chat: no floating widget here.
    await page.waitForTimeout(2_500);
    await expect(page.locator("[data-chat-launcher]")).toHaveCount(0);
  });

  test("the eight quick buttons only fill the input with their question; nothing is sent", async ({ page }) => {
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/forestchat") && r.method() === "POST") posts.push(r.url());
    });
    await open(page, "/forestchat");
    const quick = section(page).getByRole("list", { name: "Schnellzugriff" }).getByRole("button");
    await expect(quick).toHaveText([
      "Waldrecht",
      "Förderung",
      "Borkenkäfer",
      "Arbeitssicherheit",
      "Baumarten im Klimawandel",
      "Holzpreise",
      "Preise von ForestCrew",
      "DataHub",
    ]);
    for (const [i, item] of offline.de.questions.entries()) {
      await quick.nth(i).click();
      await expect(input(page)).toHaveValue(item.question);
    }
    await expect(input(page)).toBeFocused();
    await page.waitForTimeout(300);
    expect(posts).toEqual([]);
    await expect(userMessages(page)).toHaveCount(0);
    await expect(assistantMessages(page)).toHaveCount(1);
  });

  test("a 600 px window with the fixed welcome; sending disables input and send, shows typing, then the answer", async ({ page }) => {
    // The offline provider answers within milliseconds: the request is held until the loading state has been checked.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/forestchat", async (route) => {
      await held;
      await route.continue();
    });
    await open(page, "/forestchat");
    expect((await chat(page).boundingBox())!.height).toBe(600);
    await expect(assistantMessages(page)).toHaveCount(1);
    await expect(assistantMessages(page).first()).toContainText(offline.de.greeting);
    await expect(input(page)).toHaveAttribute("placeholder", "Stellen Sie eine Frage...");

    // Blank input: the button stays disabled and Enter sends nothing.
    await expect(send(page)).toBeDisabled();
    await input(page).fill("  ");
    await input(page).press("Enter");
    await expect(userMessages(page)).toHaveCount(0);

    await input(page).fill("Was kostet ForestCrew Beta Pro?");
    await input(page).press("Enter");
    await expect(userMessages(page).first()).toContainText("Was kostet ForestCrew Beta Pro?");
    await expect(input(page)).toHaveValue("");
    await expect(input(page)).toBeDisabled();
    await expect(send(page)).toBeDisabled();
    await expect(chat(page).locator("[data-chat-typing]")).toBeVisible();
    release();

    await expect(assistantMessages(page).nth(1)).toContainText("999 €", { timeout: 10_000 });
    await expect(chat(page).locator("[data-chat-typing]")).toHaveCount(0);
    await expect(input(page)).toBeEnabled();
    await expect(input(page)).toBeFocused();
    await expect(chat(page).locator('[aria-live="polite"]')).toContainText("999 €");
    await expect(chat(page).getByRole("alert")).toHaveCount(0);
  });

  test("the red banner when the provider fails, before or during the stream; nothing is appended", async ({ page }) => {
    let call = 0;
    await page.route("**/api/forestchat", (route) => {
      call += 1;
      if (call === 1) return route.fulfill({ status: 502, json: { error: "Gemini API Fehler: 500 Internal Server Error" } });
      return route.fulfill({
        status: 200,
        headers: { "Content-Type": "text/event-stream; charset=utf-8" },
        body: 'event: session\ndata: {"sessionId":"8a6f7c1e-0000-4000-8000-000000000002"}\n\nevent: delta\ndata: {"text":"Die Antw"}\n\nevent: error\ndata: {"message":"Keine Antwort von der Gemini API erhalten"}\n\n',
      });
    });
    await open(page, "/forestchat");
    for (const question of ["Erste Frage", "Zweite Frage"]) {
      await input(page).fill(question);
      await send(page).click();
      const banner = chat(page).getByRole("alert");
      await expect(banner).toHaveText(BANNER);
      await expect(assistantMessages(page)).toHaveCount(1);
      await expect(chat(page).locator("[data-chat-typing]")).toHaveCount(0);
      await expect(input(page)).toBeEnabled();
    }
    await expect(userMessages(page)).toHaveCount(2);
  });

  test("the conversation persists: a reload shows it again, and the widget elsewhere continues it", async ({ page }) => {
    await open(page, "/forestchat");
    await input(page).fill("Wie lange kann ich ForestCrew kostenlos testen?");
    await send(page).click();
    await expect(assistantMessages(page).nth(1)).toContainText("5 Tage", { timeout: 10_000 });
    // Reload as soon as the answer is complete (no message still streaming): it must be stored by then.
    await expect(chat(page).locator("[data-streaming]")).toHaveCount(0);

    await page.reload();
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await expect(userMessages(page).first()).toContainText("Wie lange kann ich ForestCrew kostenlos testen?");
    await expect(assistantMessages(page)).toHaveCount(2);
    await expect(assistantMessages(page).first()).toContainText(offline.de.greeting);

    // One session for page and widget.
    await open(page, "/forestcrew");
    await page.locator("[data-chat-launcher]").click();
    const widget = page.getByRole("dialog", { name: /ForestChat/ });
    await expect(widget.locator('[data-chat-message="user"]').first()).toContainText("Wie lange kann ich ForestCrew kostenlos testen?");
  });

  test("English on the en. host: quick buttons, welcome and banner", async ({ page }) => {
    await page.route("**/api/forestchat", (route) => route.fulfill({ status: 503, json: { error: "unavailable" } }));
    await open(page, `${e2e.en}/forestchat`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("ForestChat – your assistant for forestry practice");
    await expect(page.locator("main")).not.toContainText("generative AI");
    await expect(assistantMessages(page).first()).toContainText(offline.en.greeting);
    const quick = page.getByRole("region", { name: "Ask your question" }).getByRole("list", { name: "Quick access" }).getByRole("button");
    await expect(quick).toHaveCount(8);
    await quick.filter({ hasText: "Timber prices" }).click();
    await expect(input(page)).toHaveValue(offline.en.questions.find((q) => q.label === "Timber prices")!.question);
    await expect(input(page)).toHaveAttribute("placeholder", "Ask a question...");
    await chat(page).getByRole("button", { name: "Send" }).click();
    await expect(chat(page).getByRole("alert")).toHaveText("There was a problem processing your request. Please try again later.");
  });

  /**
   * Offline, every quick question is one the assistant can answer: each gets an answer citing the
   * page it belongs to (the knowledge article's section, the price list, the DataHub page) – not the
   * "I don't know" that points to the contact page. Depends on the knowledge articles and the
   * offline answers.
   */
  for (const [lang, host] of [
    ["de", ""],
    ["en", e2e.en],
  ] as const) {
    test(`${lang}: each offline quick question gets an answer from its own source`, async ({ page }) => {
      test.setTimeout(90_000);
      const expected: Record<string, string> = {
        law: "/wissen/waldrecht-grundlagen",
        leaf: "/wissen/foerderung-im-wald",
        beetle: "/wissen/borkenkaefer-erkennen",
        shield: "/wissen/arbeitssicherheit-im-wald",
        tree: "/wissen/baumarten-und-klima",
        chart: "/wissen/holzpreise-verstehen",
        euro: "/forestcrew-pricing",
        globe: "/datahub",
      };
      await open(page, `${host}/forestchat`);
      const questions = offline[lang].questions;
      expect(questions.map((q) => q.icon).sort()).toEqual(Object.keys(expected).sort());
      for (const [i, item] of questions.entries()) {
        await input(page).fill(item.question);
        await input(page).press("Enter");
        const answer = assistantMessages(page).nth(i + 1);
        await expect(answer).toBeVisible({ timeout: 15_000 });
        await expect(chat(page).locator("[data-streaming]")).toHaveCount(0, { timeout: 15_000 });
        const hrefs = await answer.locator("a[href]").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
        expect(
          hrefs.some((h) => h.startsWith(expected[item.icon]!)),
          `${item.question} → ${hrefs.join(", ")}`,
        ).toBe(true);
      }
    });
  }

  test("fits a 390 px screen without horizontal scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, "/forestchat");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const quick = section(page).getByRole("list", { name: "Schnellzugriff" }).getByRole("button");
    for (const button of await quick.all()) {
      expect(await button.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    }
  });
});
