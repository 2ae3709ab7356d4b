import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { e2e } from "../../playwright.config";
import { open } from "./support/page";
import { freshStartTimes, waitAsAPerson } from "./support/forms";

const stamp = Date.now();
const title = `Rückegassen digital planen ${stamp}`;
const slug = `rueckegassen-digital-planen-${stamp}`;
const markdown = [
  "## Rückegassen",
  "",
  "Ein Absatz mit **Fettdruck** und einem [Link](https://example.org/wald).",
  "",
  "| Weg | Breite |",
  "| --- | --- |",
  "| Rückegasse 1 | 4 m |",
  "| Rückegasse 2 | 5 m |",
  "",
  "- erster Punkt",
  "- zweiter Punkt",
  "",
  "```",
  "const abstand = 20;",
  "```",
].join("\n");

const PNG_1X1 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

/** The post's id from the editor's address after the first save. */
let postId = "";

async function exportedPost(page: Page, id: string): Promise<{ content: string; title: string; summary: string }> {
  const res = await page.request.get(`/blog/admin/export/${id}.json`);
  expect(res.status()).toBe(200);
  return (await res.json()) as { content: string; title: string; summary: string };
}

test.describe("blog admin", () => {
  test("every admin address sends a visitor without a session to /blog/login", async ({ request }) => {
    for (const path of [
      "/blog/admin",
      "/blog/admin/new",
      "/blog/admin/edit/post-1",
      "/blog/visual-editor/new",
      "/blog/visual-editor/post-1",
      "/blog/admin/export/index.json",
    ]) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(302);
      expect(res.headers().location, path).toBe("/blog/login");
      expect(res.headers()["cache-control"], path).toBe("no-store");
    }
    const legacy = await request.get("/blog/admin/post-1", { maxRedirects: 0 });
    expect(legacy.status()).toBe(301);
    expect(legacy.headers().location).toBe("/blog/admin/edit/post-1");
    for (const path of ["/blog/admin", "/blog/admin/upload", "/blog/admin/preview"]) {
      const res = await request.post(path, { form: { intent: "delete", id: "post-1" }, headers: { origin: e2e.de }, maxRedirects: 0 });
      expect(res.status(), path).toBe(302);
      expect(res.headers().location, path).toBe("/blog/login");
    }
    const loginPage = await request.get("/blog/login");
    expect(loginPage.headers()["cache-control"]).toBe("no-store");
    expect(await loginPage.text()).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });

  test("the editor's whole journey: login, write, preview, publish, export, edit, stale edit, visual editor, import, delete, logout", async ({
    page,
  }) => {
    test.setTimeout(180_000);

    await test.step("a wrong password is refused, the right one opens the administration", async () => {
      await open(page, "/blog/login");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog-Admin Login");
      const password = page.getByLabel("Passwort", { exact: true });
      await expect(password).toHaveAttribute("autocomplete", "current-password");
      await password.fill("das-ist-falsch");
      await page.getByRole("button", { name: "Anmelden" }).click();
      await expect(page.getByText("Ungültiges Passwort")).toBeVisible();
      await expect(password).toHaveValue("");
      await password.fill(e2e.adminPassword);
      await page.getByRole("button", { name: "Anmelden" }).click();
      await expect(page).toHaveURL(/\/blog\/admin$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog-Verwaltung");
      const adminPage = await page.request.get("/blog/admin");
      expect(adminPage.headers()["cache-control"]).toBe("no-store");
      expect(await adminPage.text()).toContain('<meta name="robots" content="noindex, nofollow"/>');
      // A mutation from another site is refused even with the session cookie.
      const cross = await page.request.post("/blog/admin", {
        form: { intent: "delete", id: "x" },
        headers: { origin: "https://evil.example" },
        maxRedirects: 0,
      });
      expect([400, 403]).toContain(cross.status());
      // Signed in, the login page leads on to the administration.
      await page.goto("/blog/login");
      await expect(page).toHaveURL(/\/blog\/admin$/);
    });

    await test.step("a new post with two tags and a Markdown table, previewed as the public page renders it", async () => {
      await open(page, "/blog/admin");
      await page.getByRole("link", { name: "Neuen Beitrag erstellen" }).click();
      await expect(page).toHaveURL(/\/blog\/admin\/new$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Neuer Beitrag");
      await expect(page.locator("html[data-hydrated]")).toHaveCount(1);

      await page.getByLabel("Titel", { exact: true }).fill(title);
      await expect(page.getByLabel("Slug", { exact: true })).toHaveValue(slug);
      await page.getByLabel("Autor", { exact: true }).fill("Jana Förster");
      const tagInput = page.getByLabel("Tags", { exact: true });
      await tagInput.fill("Digitalisierung");
      await tagInput.press("Enter");
      await tagInput.fill("   ");
      await tagInput.press("Enter");
      await tagInput.fill("Digitalisierung");
      await tagInput.press("Enter");
      await tagInput.fill("Rückegassen");
      await tagInput.press("Enter");
      await expect(page.getByRole("button", { name: /^Tag „.*“ entfernen$/ })).toHaveCount(2);
      await expect(page.getByRole("button", { name: "Tag „Rückegassen“ entfernen" })).toBeVisible();
      await page.getByLabel("Zusammenfassung", { exact: true }).fill("Wie Rückegassen digital geplant und im Wald gefunden werden.");
      await page.getByLabel("Inhalt", { exact: true }).fill(markdown);
      // An uploaded cover image: stored under the data folder, served from /blog/images/….
      await page
        .getByLabel("Titelbild hochladen")
        .setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: Buffer.from(PNG_1X1, "base64") });
      await expect(page.getByLabel("Titelbild", { exact: true })).toHaveValue(/^\/blog\/images\/\d{4}\/[0-9a-f]{24}\.png$/);
      const cover = await page.getByLabel("Titelbild", { exact: true }).inputValue();
      const served = await page.request.get(cover);
      expect(served.status()).toBe(200);
      expect(served.headers()["content-type"]).toBe("image/png");
      // A file that only claims to be an image is refused.
      await page
        .getByLabel("Bild einfügen")
        .setInputFiles({ name: "evil.png", mimeType: "image/png", buffer: Buffer.from("<svg onload=alert(1)>") });
      await expect(page.getByText("Nur PNG, JPEG, WebP, AVIF oder GIF sind erlaubt.")).toBeVisible();
      await expect(page.getByLabel("Inhalt", { exact: true })).toHaveAttribute("rows", "15");
      await expect(page.getByLabel("Zusammenfassung", { exact: true })).toHaveAttribute("rows", "3");

      await page.getByRole("button", { name: "Vorschau", exact: true }).click();
      const preview = page.getByRole("article", { name: "Vorschau" });
      await expect(preview.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(preview.locator("table td").first()).toHaveText("Rückegasse 1");
      await expect(preview.getByRole("heading", { level: 2, name: "Rückegassen" })).toBeVisible();
      await expect(preview.getByText("Digitalisierung")).toBeVisible();
      await page.getByRole("button", { name: "Bearbeiten" }).click();
      await expect(page.getByLabel("Inhalt", { exact: true })).toBeVisible();
    });

    await test.step("saving as 'Veröffentlicht' publishes the post, shows the notice for 3 seconds and offers {id}.json", async () => {
      // A new post starts as a draft; publishing is a choice.
      await expect(page.getByRole("radio", { name: "Entwurf" })).toBeChecked();
      await page.getByRole("radio", { name: "Veröffentlicht" }).check();
      await page.getByRole("button", { name: "Speichern & Exportieren" }).click();
      await expect(page).toHaveURL(/\/blog\/admin\/edit\/post-\d+\?saved=1$/);
      postId = /\/edit\/(post-\d+)/.exec(page.url())![1]!;
      const notice = page.getByText("Beitrag gespeichert und veröffentlicht.");
      await expect(notice).toBeVisible();
      await expect(page.getByRole("link", { name: `${postId}.json herunterladen` })).toHaveAttribute(
        "href",
        `/blog/admin/export/${postId}.json`,
      );
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Beitrag bearbeiten");
      await expect(notice).toBeHidden({ timeout: 6_000 });
      const record = await exportedPost(page, postId);
      expect(record.title).toBe(title);
      expect(record.content).toContain("| Rückegasse 1 | 4 m |");
    });

    await test.step("the post is live on /blog and on its article page with related articles", async () => {
      await open(page, "/blog");
      await expect(page.getByRole("link", { name: new RegExp(title) }).first()).toBeVisible();
      await open(page, `/blog/${slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page.locator("article table td").first()).toHaveText("Rückegasse 1");
      await expect(page.getByRole("heading", { name: "Verwandte Artikel" })).toBeVisible();
    });

    await test.step("the blog index export downloads index.json with the post", async () => {
      await open(page, "/blog/admin");
      const row = page.getByRole("row", { name: new RegExp(title) });
      await expect(row.getByRole("link", { name: "Ansehen" })).toHaveAttribute("target", "_blank");
      await expect(row.getByRole("link", { name: "Ansehen" })).toHaveAttribute("rel", /noopener/);
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Blog-Index exportieren" }).click(),
      ]);
      expect(download.suggestedFilename()).toBe("index.json");
      const index = JSON.parse(readFileSync(await download.path(), "utf8")) as { posts: { id: string; slug: string }[] };
      expect(index.posts).toContainEqual(expect.objectContaining({ id: postId, slug }));
      await expect(page.getByText("Blog-Index exportiert (index.json).")).toBeVisible();
    });

    await test.step("editing and saving again", async () => {
      await open(page, `/blog/admin/edit/${postId}`);
      await page.getByLabel("Zusammenfassung", { exact: true }).fill("Geänderte Zusammenfassung.");
      await page.getByRole("button", { name: "Speichern & Exportieren" }).click();
      await expect(page.getByText("Beitrag gespeichert und veröffentlicht.")).toBeVisible();
      expect((await exportedPost(page, postId)).summary).toBe("Geänderte Zusammenfassung.");
    });

    await test.step("a stale edit in a second page is refused and keeps its text", async () => {
      const first = page;
      const second = await page.context().newPage();
      await open(first, `/blog/admin/edit/${postId}`);
      await open(second, `/blog/admin/edit/${postId}`);
      await first.getByLabel("Zusammenfassung", { exact: true }).fill("Fassung aus dem ersten Fenster.");
      await first.getByRole("button", { name: "Speichern & Exportieren" }).click();
      await expect(first.getByText("Beitrag gespeichert und veröffentlicht.")).toBeVisible();

      await second.getByLabel("Zusammenfassung", { exact: true }).fill("Fassung aus dem zweiten Fenster.");
      await second.getByRole("button", { name: "Speichern & Exportieren" }).click();
      await expect(second.getByRole("alert").filter({ hasText: "inzwischen von jemand anderem gespeichert" })).toBeVisible();
      await expect(second.getByLabel("Zusammenfassung", { exact: true })).toHaveValue("Fassung aus dem zweiten Fenster.");
      await second.close();
      expect((await exportedPost(page, postId)).summary).toBe("Fassung aus dem ersten Fenster.");
    });

    await test.step("the visual editor changes a heading and keeps the table as Markdown", async () => {
      await open(page, "/blog/admin");
      await page
        .getByRole("row", { name: new RegExp(title) })
        .getByRole("link", { name: "Visuell bearbeiten" })
        .click();
      await expect(page).toHaveURL(new RegExp(`/blog/visual-editor/${postId}$`));
      await expect(page.getByRole("heading", { level: 1, name: "Visueller Editor" })).toBeVisible();
      const editor = page.locator(".ProseMirror");
      await expect(editor).toBeVisible();
      const box = await editor.boundingBox();
      expect(Math.round((await page.locator("[data-visual-editor]").boundingBox())!.height)).toBe(500);
      expect(box).not.toBeNull();
      const heading = editor.locator("h2", { hasText: "Rückegassen" });
      await heading.click();
      await page.keyboard.press("End");
      await page.keyboard.type(" im Überblick");
      await expect(heading).toHaveText("Rückegassen im Überblick");
      // The preview below follows the editor.
      const preview = page.getByRole("article", { name: "Vorschau" });
      await expect(preview.getByRole("heading", { level: 2, name: "Rückegassen im Überblick" })).toBeVisible();
      await page.getByRole("button", { name: "Speichern & Exportieren" }).click();
      await expect(page).toHaveURL(new RegExp(`/blog/visual-editor/${postId}\\?saved=1$`));
      await expect(page.getByText("Beitrag gespeichert und veröffentlicht.")).toBeVisible();
      const { content } = await exportedPost(page, postId);
      expect(content).toMatch(/^## Rückegassen im Überblick$/m);
      expect(content).toMatch(/^\|\s*Weg\s*\|\s*Breite\s*\|$/m);
      expect(content).toMatch(/^\|\s*Rückegasse 2\s*\|\s*5 m\s*\|$/m);
      expect(content).toContain("[Link](https://example.org/wald)");
      expect(content).toContain("const abstand = 20;");
      expect(content).toMatch(/^[-*] zweiter Punkt$/m);
    });

    await test.step("importing a single {id}.json creates the post and reports it", async () => {
      const importId = `post-import-${stamp}`;
      const record = {
        id: importId,
        slug: `importierter-beitrag-${stamp}`,
        title: `Importierter Beitrag ${stamp}`,
        date: "2026-01-15T09:00:00.000Z",
        author: "Redaktion",
        summary: "Aus einer Datei importiert.",
        tags: ["Import"],
        content: "# Import\n\nText.",
      };
      await open(page, "/blog/admin");
      await page.getByLabel("JSON-Dateien oder ZIP-Archiv auswählen").setInputFiles({
        name: `${importId}.json`,
        mimeType: "application/json",
        buffer: Buffer.from(JSON.stringify(record)),
      });
      await page.getByRole("button", { name: "Importieren" }).click();
      const report = page.getByText("Importbericht").locator("..");
      await expect(report).toContainText("Angelegt (1)");
      await expect(report).toContainText(importId);
      await expect(page.getByRole("row", { name: new RegExp(record.title) })).toBeVisible();

      await test.step("deleting asks for confirmation first", async () => {
        await page.getByRole("link", { name: `Löschen: ${record.title}` }).click();
        const dialog = page.getByRole("alertdialog");
        await expect(dialog).toContainText(`Beitrag „${record.title}“ wirklich löschen?`);
        await dialog.getByRole("button", { name: "Endgültig löschen" }).click();
        await expect(page.getByText(`Beitrag „${record.title}“ gelöscht.`)).toBeVisible();
        await expect(page.getByRole("row", { name: new RegExp(record.title) })).toHaveCount(0);
        expect((await page.request.get(`/blog/admin/export/${importId}.json`)).status()).toBe(404);
      });
    });

    await test.step("logout ends the session: admin routes go to /blog/login again", async () => {
      await open(page, "/blog/admin");
      await page.getByRole("button", { name: "Abmelden" }).click();
      await expect(page).toHaveURL(/\/blog\/login$/);
      await page.goto("/blog/admin");
      await expect(page).toHaveURL(/\/blog\/login$/);
      await page.goto(`/blog/admin/edit/${postId}`);
      await expect(page).toHaveURL(/\/blog\/login$/);
    });
  });

  test("without JavaScript: login and a refused save are plain form posts that keep what was typed", async ({ request }) => {
    const wrong = await request.post("/blog/login", { form: { username: "admin", password: "falsch" }, headers: { origin: e2e.de } });
    expect(wrong.status()).toBe(401);
    expect(await wrong.text()).toContain("Ungültiges Passwort");
    const right = await request.post("/blog/login", {
      form: { username: "admin", password: e2e.adminPassword },
      headers: { origin: e2e.de },
      maxRedirects: 0,
    });
    expect(right.status()).toBe(302);
    expect(right.headers().location).toBe("/blog/admin");
    // The request context keeps the session cookie from here on.
    const refused = await request.post("/blog/admin/new", {
      form: {
        title: "Ohne JavaScript",
        slug: "",
        author: "Redaktion",
        summary: "",
        content: "| a | b |\n|---|---|\n| 1 | 2 |",
        tags: "Digitalisierung",
        lang: "de",
      },
      headers: { origin: e2e.de },
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(400);
    const html = await refused.text();
    expect(html).toContain("Bitte füllen Sie alle Pflichtfelder aus");
    expect(html).toContain('value="Ohne JavaScript"');
    expect(html).toContain('value="Digitalisierung"');
    expect(html).toContain("| 1 | 2 |");
    const saved = await request.post("/blog/admin/new", {
      form: { title: "Ohne JavaScript", slug: "", author: "Redaktion", summary: "Kurz.", content: "Text.", lang: "de" },
      headers: { origin: e2e.de },
      maxRedirects: 0,
    });
    expect(saved.status()).toBe(302);
    expect(saved.headers().location).toMatch(/^\/blog\/admin\/edit\/post-\d+\?saved=1$/);
    const id = /post-\d+/.exec(saved.headers().location!)![0];
    // The slug was made from the title on the server.
    expect(((await (await request.get(`/blog/admin/export/${id}.json`)).json()) as { slug: string }).slug).toBe("ohne-javascript");
    await request.post("/blog/admin", { form: { intent: "delete", id }, headers: { origin: e2e.de }, maxRedirects: 0 });
  });

  test("the list links to the inbox with the number of new entries and lists no waitlist sign-ups itself", async ({ page }) => {
    // A waitlist sign-up as a visitor sends it, from an address of its own (the waitlist's limit counts per address).
    const name = `Wilma Warteliste ${stamp}`;
    const [started] = await freshStartTimes(page, 1);
    // Counted from when the start time was issued: a slow fetch of it must not shorten the wait.
    await waitAsAPerson(page, Date.now());
    const signUp = await page.request.post("/nexus", {
      form: { intent: "waitlist", name, email: `wilma-${stamp}@example.de`, consent: "yes", started: started! },
      headers: { origin: e2e.de, "x-forwarded-for": "203.0.113.31" },
    });
    expect(signUp.status()).toBe(200);

    await open(page, "/blog/login");
    await page.getByLabel("Passwort", { exact: true }).fill(e2e.adminPassword);
    await page.getByRole("button", { name: "Anmelden" }).click();
    await expect(page).toHaveURL(/\/blog\/admin$/);
    await expect(page.getByText("Anfragen, Bewerbungen und Wartelisten:")).toBeVisible();
    const link = page.getByRole("link", { name: /^im Posteingang/ });
    await expect(link).toHaveAttribute("href", "/blog/admin/anfragen");
    // At least the sign-up above is new.
    await expect(link).toHaveText(/^im Posteingang [1-9]\d* neu$/);
    // The sign-ups are no longer listed here: no table of their own, no entry.
    await expect(page.getByRole("heading", { name: "Wartelisten" })).toHaveCount(0);
    await expect(page.getByText(name)).toHaveCount(0);
    await expect(page.locator("table")).toHaveCount(1);

    await link.click();
    await expect(page).toHaveURL(/\/blog\/admin\/anfragen$/);
    await page.goto("/blog/admin/anfragen?kind=waitlist");
    await expect(page.locator("tbody tr").filter({ hasText: name })).toContainText("Warteliste");
  });

  test("the English site shows the admin in English", async ({ page }) => {
    await open(page, `${e2e.en}/blog/login`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog admin sign-in");
    await page.getByLabel("Password", { exact: true }).fill("definitely wrong");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Invalid password")).toBeVisible();
    await page.getByLabel("Password", { exact: true }).fill(e2e.adminPassword);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/blog\/admin$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog administration");
    await expect(page.getByRole("columnheader", { name: "Title" })).toBeVisible();
    await expect(page.getByText("Enquiries, applications and waitlists:")).toBeVisible();
    await expect(page.getByRole("link", { name: /^in the inbox/ })).toHaveAttribute("href", "/blog/admin/anfragen");
  });
});
