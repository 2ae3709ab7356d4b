import { expect, test, type Page } from "@playwright/test";
import { e2e } from "../../playwright.config";
import { open } from "./support/page";

// The editorial workflow in the editor: drafts and their preview link, autosave,
// the unsaved-changes warning, SEO fields, publishing, revisions, scheduling.
const stamp = Date.now();
const title = `Jungbestandspflege im Entwurf ${stamp}`;
const slug = `jungbestandspflege-im-entwurf-${stamp}`;
const scheduledTitle = `Geplanter Beitrag zur Holzernte ${stamp}`;
const scheduledSlug = `geplanter-beitrag-zur-holzernte-${stamp}`;

async function signIn(page: Page) {
  const res = await page.request.post("/blog/login", {
    form: { username: "admin", password: e2e.adminPassword },
    headers: { origin: e2e.de },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(302);
}

/** Whether the public site shows the post anywhere: article, list, feed, sitemap, index.json. */
async function publicTraces(page: Page, postSlug: string) {
  const [article, list, feed, sitemap, index] = await Promise.all(
    [`/blog/${postSlug}`, "/blog", "/blog/feed.xml", "/sitemap.xml", "/blog/index.json"].map((path) => page.request.get(path)),
  );
  return {
    article: article!.status(),
    elsewhere: (await Promise.all([list!, feed!, sitemap!, index!].map((r) => r.text()))).some((body) => body.includes(postSlug)),
  };
}

test("the editorial workflow: draft, autosave, preview link, unsaved changes, SEO, publish, restore, schedule", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  let postId = "";

  await test.step("a new post starts as a draft, autosaves, moves to its edit address and survives a reload", async () => {
    await open(page, "/blog/admin/new");
    await expect(page.getByRole("radio", { name: "Entwurf" })).toBeChecked();
    await page.getByLabel("Titel", { exact: true }).fill(title);
    await page.getByLabel("Autor", { exact: true }).fill("Jana Förster");
    await page.getByLabel("Zusammenfassung", { exact: true }).fill("Wann Jungbestände gepflegt werden.");
    await page.getByLabel("Inhalt", { exact: true }).fill("## Zeitpunkt\n\nErste Fassung des Textes.");
    await expect(page.getByTestId("autosave-status")).toHaveText(/^Automatisch gespeichert um \d{2}:\d{2}$/, { timeout: 15_000 });
    await expect(page).toHaveURL(/\/blog\/admin\/edit\/post-\d+$/);
    postId = /post-\d+/.exec(page.url())![0];
    await page.reload();
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await expect(page.getByLabel("Inhalt", { exact: true })).toHaveValue("## Zeitpunkt\n\nErste Fassung des Textes.");
    await expect(page.getByTestId("current-status")).toHaveText("Aktueller Status: Entwurf");
  });

  await test.step("the draft is not public: 404, and absent from the list, feed, sitemap and index.json", async () => {
    expect(await publicTraces(page, slug)).toEqual({ article: 404, elsewhere: false });
  });

  await test.step("a preview link shows the draft until it is revoked", async () => {
    await page.getByRole("button", { name: "Vorschaulink erstellen" }).click();
    const link = page.getByRole("textbox", { name: "Vorschaulink" });
    await expect(link).toHaveValue(/^http:\/\/localhost:\d+\/blog\/vorschau\/[A-Za-z0-9_-]{43}$/);
    const url = await link.inputValue();
    const shown = await page.request.get(url);
    expect(shown.status()).toBe(200);
    expect(await shown.text()).toContain(title);
    await page.getByRole("button", { name: "Vorschaulink widerrufen" }).click();
    await expect(page.getByText("Vorschaulink widerrufen. Der alte Link zeigt nichts mehr.")).toBeVisible();
    expect((await page.request.get(url)).status()).toBe(404);
  });

  await test.step("leaving with unsaved changes asks first", async () => {
    await page.getByLabel("Zusammenfassung", { exact: true }).fill("Noch nicht gespeichert.");
    const dialog = new Promise<string>((resolve) =>
      page.once("dialog", (d) => {
        resolve(d.message());
        void d.dismiss();
      }),
    );
    await page.getByRole("link", { name: "Abbrechen" }).click();
    expect(await dialog).toBe("Es gibt ungespeicherte Änderungen. Seite trotzdem verlassen?");
    await expect(page).toHaveURL(new RegExp(`/blog/admin/edit/${postId}$`));
    await expect(page.getByLabel("Zusammenfassung", { exact: true })).toHaveValue("Noch nicht gespeichert.");
  });

  await test.step("SEO fields with their counters, then publishing: the article's head uses them", async () => {
    await page.getByRole("button", { name: "SEO & Social" }).click();
    const metaTitle = `Jungbestände pflegen: Zeitpunkt, Eingriff und Kosten ${stamp}`;
    await page.getByLabel("Meta-Titel").fill(metaTitle);
    await expect(page.getByText(`${metaTitle.length}/60`)).toBeVisible();
    await expect(page.getByText("Länger als 60 Zeichen: Suchmaschinen kürzen den Titel.")).toBeVisible();
    await page.getByLabel("Meta-Beschreibung").fill("Wann und wie Jungbestände gepflegt werden.");
    await expect(page.getByText("42/160")).toBeVisible();
    await page.getByLabel("Social-Media-Bild").fill("/blog/images/social-jungbestand.webp");
    await page.getByLabel("Zusammenfassung", { exact: true }).fill("Wann Jungbestände gepflegt werden.");
    await page.getByRole("radio", { name: "Veröffentlicht" }).check();
    await page.getByRole("button", { name: "Speichern & Exportieren" }).click();
    await expect(page.getByText("Beitrag gespeichert und veröffentlicht.")).toBeVisible();
    const article = await page.request.get(`/blog/${slug}`);
    expect(article.status()).toBe(200);
    const html = await article.text();
    expect(html).toContain(`<title>${metaTitle}</title>`);
    expect(html).toContain('content="Wann und wie Jungbestände gepflegt werden."');
    expect(html).toMatch(/property="og:image" content="[^"]*\/blog\/images\/social-jungbestand\.webp"/);
  });

  await test.step("a revision's differences, and restoring it (a new revision, with confirmation)", async () => {
    await page.getByLabel("Inhalt", { exact: true }).fill("## Zeitpunkt\n\nZweite Fassung des Textes.");
    await page.getByRole("button", { name: "Speichern & Exportieren" }).click();
    await expect(page.getByText("Beitrag gespeichert und veröffentlicht.")).toBeVisible();
    const revisions = page.getByRole("region", { name: "Versionen" });
    const previous = revisions.getByRole("listitem").nth(1);
    await previous.getByRole("button", { name: "Unterschiede anzeigen" }).click();
    const diff = previous.getByTestId("revision-diff");
    await expect(diff).toContainText("− Erste Fassung des Textes.");
    await expect(diff).toContainText("+ Zweite Fassung des Textes.");
    page.once("dialog", (d) => void d.accept());
    await previous.getByRole("button", { name: "Wiederherstellen" }).click();
    await expect(page).toHaveURL(/\?restored=\d+/);
    await expect(page.getByLabel("Inhalt", { exact: true })).toHaveValue("## Zeitpunkt\n\nErste Fassung des Textes.");
    await expect(revisions.getByRole("listitem").first()).toContainText("Wiederhergestellt");
    expect(await (await page.request.get(`/blog/${slug}`)).text()).toContain("Erste Fassung des Textes.");
  });

  await test.step("a post scheduled a few seconds ahead appears on /blog at its time", async () => {
    await open(page, "/blog/admin/new");
    await page.getByRole("radio", { name: "Geplant" }).check();
    const local = await page.evaluate(() => {
      const d = new Date(Date.now() + 8_000);
      const p = (n: number) => String(n).padStart(2, "0");
      return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
    });
    await page.getByLabel("Veröffentlichungsdatum").fill(local);
    await page.getByLabel("Titel", { exact: true }).fill(scheduledTitle);
    await page.getByLabel("Autor", { exact: true }).fill("Jana Förster");
    await page.getByLabel("Zusammenfassung", { exact: true }).fill("Erscheint von selbst.");
    await page.getByLabel("Inhalt", { exact: true }).fill("Text.");
    await page.getByRole("button", { name: "Speichern & Exportieren" }).click();
    await expect(page.getByText(/^Beitrag gespeichert\. Er erscheint am /)).toBeVisible();
    expect((await page.request.get(`/blog/${scheduledSlug}`)).status()).toBe(404);
    await expect
      .poll(async () => (await page.request.get(`/blog/${scheduledSlug}`)).status(), { timeout: 25_000, intervals: [1_000] })
      .toBe(200);
    // The list is a cached page the scheduler's publication renews: under load that can land a moment after the article.
    await expect
      .poll(async () => (await (await page.request.get("/blog")).text()).includes(scheduledTitle), { timeout: 10_000, intervals: [500] })
      .toBe(true);
  });
});
