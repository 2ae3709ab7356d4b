import { expect, test, type Page } from "@playwright/test";
import { e2e } from "../../playwright.config";
import { publicPagePaths } from "../../app/config/pages";

// Every public page, an article and the blog, in both languages, at two phone widths and a
// desktop: nothing is wider than the window (no sideways scrolling, no cut-off line), and the
// floating chat button lies over no text where the visitor rests, at the top of the page and at
// its end. One page per language and width, reused for every address (client-side navigation).

/** An article in each language (the English host answers the German address with a redirect). */
const article = { de: "/blog/digitale-arbeitsauftraege-im-forst", en: "/blog/digital-work-orders-in-forestry" } as const;
const pathsOf = (lang: keyof typeof article) => [...new Set([...publicPagePaths, "/blog", article[lang]])];
/** Pages without the chat widget (its own page, the campaign page). */
const withoutChat = new Set(["/forestchat", "/instagram"]);
const viewports = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/**
 * The elements that reach furthest beyond the window's right edge, not clipped by an ancestor:
 * the innermost ones (a stretched column's every child reaches as far; the culprit is among them).
 */
function widestElements(): string {
  const width = document.documentElement.clientWidth;
  const clipped = (el: Element) => {
    for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
      const style = getComputedStyle(up);
      if (style.overflowX !== "visible" && up.getBoundingClientRect().right <= width + 0.5) return true;
    }
    return false;
  };
  const beyond = [...document.body.querySelectorAll("*")].filter((el) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.right > width + 0.5 && !clipped(el);
  });
  const innermost = beyond.filter((el) => !beyond.some((other) => other !== el && el.contains(other)));
  const right = (el: Element) => el.getBoundingClientRect().right;
  const named = innermost
    .sort((a, b) => right(b) - right(a))
    .slice(0, 3)
    .map((el) => {
      const name = `${el.tagName.toLowerCase()}${[...el.classList]
        .slice(0, 3)
        .map((c) => `.${c}`)
        .join("")}`;
      const text = (el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      return `${name} "${text}" (to ${Math.round(right(el))} px)`;
    });
  return named.length ? named.join("; ") : "(no single element)";
}

/** Visible text lying under the chat button, as the visitor sees it; empty when the button is out of sight. */
function textUnderLauncher(): string[] {
  const button = document.querySelector("[data-chat-launcher]");
  if (!button || getComputedStyle(button).opacity !== "1") return [];
  const launcher = button.getBoundingClientRect();
  const found: string[] = [];
  const range = document.createRange();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim() || parent.closest("[data-chat-widget]")) continue;
    range.selectNodeContents(node);
    for (const box of range.getClientRects()) {
      const left = Math.max(box.left, launcher.left);
      const right = Math.min(box.right, launcher.right);
      const top = Math.max(box.top, launcher.top);
      const bottom = Math.min(box.bottom, launcher.bottom);
      if (right - left < 1 || bottom - top < 1) continue;
      if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) break;
      // Painted there: not clipped away by an ancestor (the hit test respects clipping).
      if (!document.elementsFromPoint((left + right) / 2, (top + bottom) / 2).includes(parent)) continue;
      found.push(`"${node.textContent.trim().replace(/\s+/g, " ").slice(0, 50)}" in <${parent.tagName.toLowerCase()}>`);
      break;
    }
  }
  return found;
}

/** Two frames: what a scroll or a resize changes is laid out and painted. */
const frames = (page: Page) =>
  page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));

async function toTheEnd(page: Page) {
  // Lay every section out (content-visibility: auto), then rest at the end: the landing pages pull
  // the view back to the top for a moment after they open, so the scroll is repeated until it holds.
  await page.evaluate(() => (document.documentElement.dataset.sections = "all"));
  for (let attempt = 0; attempt < 10; attempt++) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(100);
    const atEnd = await page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2);
    if (atEnd) break;
  }
}

/** Until the chat button has faded in or out (it shows at the first scroll on a phone), 200 ms at most. */
async function launcherSettled(page: Page) {
  await page.waitForFunction(() => {
    const button = document.querySelector("[data-chat-launcher]");
    if (!button) return true;
    const opacity = getComputedStyle(button).opacity;
    return opacity === "1" || opacity === "0";
  });
}

/**
 * Opens the next address as a visitor following a link does (client-side): one page load per
 * language and width keeps the whole run short. The page's layout is the same as after a load.
 */
async function visit(page: Page, path: string) {
  await page.evaluate(async (to) => {
    const router = (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }).__reactRouterDataRouter;
    await router.navigate(to);
  }, path);
  await expect.poll(() => page.evaluate(() => window.location.pathname)).toBe(path);
  await page.waitForLoadState("load");
}

for (const [lang, origin] of [
  ["de", e2e.de],
  ["en", e2e.en],
] as const) {
  for (const viewport of viewports) {
    test(`${lang} at ${viewport.width} px: no page is wider than the window, and the chat button covers no text`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(viewport);
      await page.goto(`${origin}/`);
      await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
      const problems: string[] = [];
      for (const path of pathsOf(lang)) {
        await visit(page, path);
        const chat = !withoutChat.has(path);
        if (chat) await expect(page.locator("[data-chat-launcher]")).toHaveCount(1, { timeout: 8_000 });
        await page.evaluate(() => window.scrollTo(0, 0));
        await frames(page);

        // At rest: a page still laying out its late parts (islands, fonts) may be a pixel wider for a
        // moment after the navigation, which no visitor can scroll; what stays wider is reported.
        const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        for (let waited = 0; waited < 1_500 && (await overflow()) > 0; waited += 250) await page.waitForTimeout(250);
        const { scrollWidth, clientWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
        }));
        if (scrollWidth > clientWidth)
          problems.push(`${path}: ${scrollWidth - clientWidth} px too wide, widest: ${await page.evaluate(widestElements)}`);

        if (!chat) continue;
        await launcherSettled(page);
        for (const text of await page.evaluate(textUnderLauncher)) problems.push(`${path} (top): the chat button covers ${text}`);
        await toTheEnd(page);
        await launcherSettled(page);
        for (const text of await page.evaluate(textUnderLauncher)) problems.push(`${path} (end): the chat button covers ${text}`);
      }
      expect(problems).toEqual([]);
    });
  }
}
