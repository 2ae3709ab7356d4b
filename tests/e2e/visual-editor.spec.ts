// The visual editor loses nothing (ADR 0020), in a real browser: a post with
// images, a table and "*" bullets is edited in the visual editor; an image is uploaded and
// inserted, text is typed and saved at once. The saved Markdown keeps every untouched block
// byte-identical, and the article shows the new image and the typed text.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, test, type Page } from "@playwright/test";
import { e2e } from "../../playwright.config";
import { open } from "./support/page";

const stamp = Date.now();
const title = `Visuell bearbeitet ${stamp}`;
const slug = `visuell-bearbeitet-${stamp}`;
const PNG_1X1 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

const blocks = {
  intro: "Erster Absatz mit _Betonung_ und einem [Verweis][karte].",
  image: '![Polter am Weg](/blog/images/polter.jpg "Polter am Weg 7")',
  table: "| Sortiment | Menge |\n| :-- | --: |\n| Fichte | 120 |",
  list: "* eins\n* zwei",
  heading: "Abschnitt\n---------",
  ordered: "7) sieben\n8) acht\n   - [x] erledigt",
  footnote: "Mit Fußnote.[^1]\n\n[^1]: Die Fußnote.",
  html: '<div class="hinweis">\n<p>HTML-Block</p>\n</div>',
  code: "    eingerückter Code",
  definition: "[karte]: https://example.org/karte",
  last: "Letzter Absatz.",
};
const markdown = Object.values(blocks).join("\n\n");

// axe-core checks the open table picker (injected as a script, so CSP must let the test add it).
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
test.use({ bypassCSP: true });

async function toolbarViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Element, opts: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> };
      }
    ).axe;
    const result = await axe.run(document.querySelector("[role=toolbar]")!, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
    });
    return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(" ")}`));
  });
}

async function exported(page: Page, id: string): Promise<string> {
  const res = await page.request.get(`/blog/admin/export/${id}.json`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { content: string }).content;
}

test("visual editor: upload an image, type, save at once — nothing else changes", async ({ page }) => {
  test.setTimeout(40_000);
  await open(page, "/blog/login");
  await page.getByLabel("Passwort", { exact: true }).fill(e2e.adminPassword);
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page).toHaveURL(/\/blog\/admin$/);

  // The post, written in the Markdown editor.
  await open(page, "/blog/admin/new");
  await page.getByLabel("Titel", { exact: true }).fill(title);
  await page.getByLabel("Autor", { exact: true }).fill("Jana Förster");
  await page.getByLabel("Zusammenfassung", { exact: true }).fill("Ein Beitrag für den visuellen Editor.");
  await page.getByLabel("Inhalt", { exact: true }).fill(markdown);
  // Published, so that the article can be read at the end (new posts start as drafts).
  await page.getByRole("radio", { name: "Veröffentlicht" }).check();
  await page.getByRole("button", { name: "Speichern & Exportieren" }).click();
  await expect(page).toHaveURL(/\/blog\/admin\/edit\/post-\d+\?saved=1$/);
  const id = /\/edit\/(post-\d+)/.exec(page.url())![1]!;
  expect(await exported(page, id)).toBe(markdown);

  await open(page, `/blog/visual-editor/${id}`);
  const editor = page.locator(".ProseMirror");
  await expect(editor.locator("img[src='/blog/images/polter.jpg']")).toBeVisible();

  // The table button offers sizes up to 6 × 6.
  await page.getByRole("button", { name: "Tabelle einfügen" }).click();
  await expect(page.getByRole("button", { name: "6 × 6 Tabelle einfügen" })).toBeVisible();
  await expect(page.getByRole("button", { name: /Tabelle einfügen$/ })).toHaveCount(37);
  // The arrow keys move through the sizes.
  await expect(page.getByRole("button", { name: "3 × 3 Tabelle einfügen" })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("button", { name: "4 × 4 Tabelle einfügen" })).toBeFocused();
  expect(await toolbarViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: "6 × 6 Tabelle einfügen" })).toBeHidden();

  // Typing into a list item changes just those characters.
  await editor.getByText("zwei", { exact: true }).click();
  await page.keyboard.press("End");
  await page.keyboard.type(" und drei");

  // Cursor at the end of the last paragraph; an uploaded image goes there, then text is typed.
  await editor.getByText("Letzter Absatz.").click();
  await page.keyboard.press("End");
  await page.getByLabel("Bild einfügen").setInputFiles({ name: "neu.png", mimeType: "image/png", buffer: Buffer.from(PNG_1X1, "base64") });
  const inserted = editor.locator("img[src^='/blog/images/2']");
  await expect(inserted).toHaveCount(1);
  const src = (await inserted.getAttribute("src"))!;
  await page.keyboard.type(" Frisch getippt");
  // Saved at once: no waiting for a debounce.
  await page.getByRole("button", { name: "Speichern & Exportieren" }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/visual-editor/${id}\\?saved=1$`));

  const saved = await exported(page, id);
  // Every other block as it was; the image is a paragraph of its own after the cursor's paragraph.
  expect(saved).toBe(`${markdown.replace("* zwei", "* zwei und drei")}\n\n![Beschreibung](${src}) Frisch getippt`);

  const article = await page.request.get(`/blog/${slug}`);
  expect(article.status()).toBe(200);
  const html = await article.text();
  expect(html).toContain(`src="${src}"`);
  expect(html).toContain("Frisch getippt");
  expect(html).toContain('src="/blog/images/polter.jpg"');
});
