import { expect, test } from "@playwright/test";
import { hostileCorpus } from "../../app/features/blog/hostile-corpus.server";
import { open } from "./support/page";

// The Content-Security-Policy would stop inline scripts on its own; it is switched off here so
// that this test checks the sanitiser itself.
test.use({ bypassCSP: true });

test("the hostile Markdown corpus, rendered as an article body in Chromium, executes nothing", async ({ page }) => {
  test.setTimeout(90_000);
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const navigations: string[] = [];
  page.on("framenavigated", (frame) => navigations.push(frame.url()));

  const response = await open(page, "/__blog-hostile");
  expect(response?.status()).toBe(200);
  const cases = page.locator("section[data-case]");
  await expect(cases).toHaveCount(hostileCorpus.length);
  expect(hostileCorpus.length).toBeGreaterThanOrEqual(30);

  // Give handlers every chance: move the real mouse over every case, then send focus and
  // mouseover to every element (inline handlers run for synthetic events too) and toggle <details>.
  for (let i = 0; i < hostileCorpus.length; i += 1) {
    await cases
      .nth(i)
      .hover({ timeout: 2000 })
      .catch(() => {});
  }
  await page.evaluate(() => {
    for (const el of document.querySelectorAll<HTMLElement>("section[data-case] *")) {
      el.dispatchEvent(new Event("focus"));
      el.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
      if (el instanceof HTMLDetailsElement) el.open = !el.open;
    }
  });
  await page.waitForTimeout(1000);

  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(navigations.filter((url) => !url.endsWith("/__blog-hostile"))).toEqual([]);

  // And nothing dangerous is even in the document.
  const found = await page.evaluate(() => {
    const bad: string[] = [];
    const root = document.querySelectorAll("section[data-case]");
    for (const section of root) {
      for (const el of section.querySelectorAll("*")) {
        const tag = el.tagName.toLowerCase();
        if (["script", "iframe", "object", "embed", "style", "form", "meta", "base", "link", "svg", "math", "template"].includes(tag))
          bad.push(tag);
        for (const attr of el.getAttributeNames()) {
          if (attr.startsWith("on") || attr === "style" || attr === "srcdoc" || attr === "formaction") bad.push(`${tag}[${attr}]`);
        }
        const url = (el as HTMLAnchorElement).href ?? (el as HTMLImageElement).src;
        if (typeof url === "string" && /^(javascript|vbscript|data):/i.test(url)) bad.push(`${tag} ${url}`);
      }
    }
    return bad;
  });
  expect(found).toEqual([]);
});
