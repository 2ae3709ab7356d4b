import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { strToU8, unzipSync, zipSync } from "fflate";
import { e2e } from "../../playwright.config";
import { open } from "./support/page";

const stamp = Date.now();
const PNG_1X1 = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
/** An upload's name as the site gives them: 24 hex digits. */
const coverName = `${stamp.toString(16).padStart(24, "0").slice(-24)}.png`;
const cover = `/blog/images/2026/${coverName}`;
const post = {
  id: `post-media-${stamp}`,
  slug: `medien-${stamp}`,
  title: `Medien im Wald ${stamp}`,
  date: "2026-02-01T09:00:00.000Z",
  author: "Redaktion",
  summary: "Ein Beitrag mit Titelbild.",
  tags: [],
  content: `Text mit Bild:\n\n![Bestand](${cover})`,
  coverImage: cover,
};

test("media: archive import restores a post with its image, the library shows its use and deletes unused images, export and post deletion take the images along", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const login = await page.request.post("/blog/login", {
    form: { username: "admin", password: e2e.adminPassword },
    headers: { origin: e2e.de },
    maxRedirects: 0,
  });
  expect(login.status()).toBe(302);

  // An archive as the export writes it: the post and its image.
  const archive = zipSync({ [`posts/${post.id}.json`]: strToU8(JSON.stringify(post)), [`images/2026/${coverName}`]: PNG_1X1 });
  await open(page, "/blog/admin");
  await page
    .getByLabel("JSON-Dateien oder ZIP-Archiv auswählen")
    .setInputFiles({ name: "forstblog.zip", mimeType: "application/zip", buffer: Buffer.from(archive) });
  await page.getByRole("button", { name: "Importieren" }).click();
  const report = page.getByText("Importbericht").locator("..");
  await expect(report).toContainText("Angelegt (1)");
  await expect(report).toContainText("Bilder wiederhergestellt (1)");
  expect((await page.request.get(cover)).status()).toBe(200);

  // An upload no post uses.
  const upload = await page.request.post("/blog/admin/upload", {
    multipart: { file: { name: "frei.png", mimeType: "image/png", buffer: PNG_1X1 } },
    headers: { origin: e2e.de },
  });
  expect(upload.status()).toBe(201);
  const { url: unused } = (await upload.json()) as { url: string };
  const unusedName = unused.split("/").pop()!;

  await page.getByRole("link", { name: "Medien" }).first().click();
  await expect(page).toHaveURL(/\/blog\/admin\/medien$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Medien");
  const coverRow = page.getByRole("row", { name: new RegExp(coverName) });
  await expect(coverRow.getByRole("link", { name: post.title })).toHaveAttribute("href", `/blog/admin/edit/${post.id}`);
  await expect(coverRow).toContainText("Titelbild");
  await expect(coverRow).toContainText("Inhalt");
  await expect(coverRow.getByRole("link", { name: /^Löschen/ })).toHaveCount(0);

  await page.getByRole("link", { name: "Unbenutzt" }).first().click();
  await expect(page.getByRole("row", { name: new RegExp(coverName) })).toHaveCount(0);
  await page.getByRole("link", { name: `Löschen: ${unusedName}` }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(`Bild „${unusedName}“ wirklich löschen?`);
  await dialog.getByRole("button", { name: "Endgültig löschen" }).click();
  await expect(page.getByText(`Bild „${unusedName}“ gelöscht.`)).toBeVisible();
  expect((await page.request.get(unused)).status()).toBe(404);

  // The export holds the post and its image, byte for byte.
  await open(page, "/blog/admin");
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export", exact: true }).click()]);
  expect(download.suggestedFilename()).toMatch(/^forstblog-\d{4}-\d{2}-\d{2}\.zip$/);
  const exported = unzipSync(new Uint8Array(readFileSync(await download.path())));
  expect(Buffer.from(exported[`images/2026/${coverName}`]!).equals(PNG_1X1)).toBe(true);
  expect(JSON.parse(new TextDecoder().decode(exported[`posts/${post.id}.json`]))).toMatchObject({ id: post.id, coverImage: cover });

  // Deleting the post offers its image, ticked; confirmed, both are gone.
  await page.getByRole("link", { name: `Löschen: ${post.title}` }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm.getByRole("checkbox", { name: `${coverName} ebenfalls löschen` })).toBeChecked();
  await confirm.getByRole("button", { name: "Endgültig löschen" }).click();
  await expect(page.getByText(`Beitrag „${post.title}“ gelöscht. 1 Bild gelöscht.`)).toBeVisible();
  expect((await page.request.get(cover)).status()).toBe(404);
});
