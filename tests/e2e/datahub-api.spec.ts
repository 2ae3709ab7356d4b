import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, test } from "@playwright/test";
import { e2e } from "../../playwright.config";
import { open } from "./support/page";

const path = "/datahub/api";
const documentPath = "/datahub/openapi.json";

test.describe("/datahub/api over HTTP", () => {
  test("answers 200 with the whole reference in the HTML, marked as a preview", async ({ request }) => {
    const res = await request.get(path);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html.match(/<h1[^>]*>([^<]+)<\/h1>/)?.[1]).toBe("DataHub-API: die geplante Schnittstelle");
    expect(html).toContain(`<link rel="canonical" href="${e2e.de}${path}"/>`);
    expect(html).toMatch(/<meta name="description" content="[^"]*OpenAPI[^"]*Vorschau\."/);
    // Server-rendered: every endpoint and data model is in the document, not added by JavaScript.
    for (const id of ["op-listWorkOrders", "op-createWorkOrder", "op-listStands", "op-onWorkOrderCompleted", "schema-Problem"])
      expect(html, id).toContain(`id="${id}"`);
    expect(html).toContain("https://datahub.example.com/v1");
  });

  test("the raw document downloads as JSON: OpenAPI 3.1, a preview, the same on both hosts", async ({ request }) => {
    const res = await request.get(documentPath);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("application/json; charset=utf-8");
    expect(res.headers()["etag"]).toBeTruthy();
    const doc = (await res.json()) as { openapi: string; info: { version: string; description: string }; servers: { url: string }[] };
    expect(doc.openapi).toMatch(/^3\.1\./);
    expect(doc.info.version).toContain("preview");
    expect(doc.info.description).toContain("Preview – planned interface");
    expect(doc.servers.map((s) => new URL(s.url).hostname)).toEqual(["datahub.example.com"]);
    const en = await request.get(documentPath, { headers: { host: new URL(e2e.en).host } });
    expect(await en.text()).toBe(await res.text());
  });
});

test.describe("/datahub/api in the browser", () => {
  test("a visitor reaches it from /datahub and sees the preview badge, the endpoints and the download", async ({ page }) => {
    await open(page, "/datahub");
    await page.locator("#loesung").getByRole("link", { name: "Zur API-Referenz (Vorschau)" }).click();
    await expect(page).toHaveURL(`${e2e.de}${path}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("DataHub-API: die geplante Schnittstelle");
    // Arrived by client-side navigation: the reference is drawn in the browser from its own chunk.
    const preview = page.locator("#vorschau");
    await expect(preview.getByText("Vorschau", { exact: true })).toBeVisible();
    await expect(preview).toContainText("können sich bis zur ersten stabilen Version noch ändern");
    await expect(preview.getByRole("link", { name: "Zugang anfragen" })).toHaveAttribute("href", "/contact");
    const endpoints = page.getByRole("navigation", { name: "Endpunkte" });
    await expect(endpoints.getByRole("listitem")).toHaveCount(13);
    // The German page describes the interface in German; the document itself stays English.
    await expect(page.getByRole("heading", { level: 4, name: "Arbeitsaufträge abrufen" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "Arbeitsaufträge" })).toBeVisible();
    await expect(page.locator("main").getByText("List work orders")).toHaveCount(0);

    // The download link hands over the raw document.
    const download = page.waitForEvent("download");
    await preview.getByRole("link", { name: "OpenAPI-Dokument herunterladen" }).click();
    expect((await download).suggestedFilename()).toBe("forestcrew-datahub-openapi.json");
  });

  test("loaded directly it brings no code for the reference, and its anchors work", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(r.url());
    });
    await open(page, path);
    expect(scripts.some((url) => /\/reference-[\w-]+\.js$/.test(url))).toBe(false);
    // Every request stays on our own origin.
    const foreign: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).origin !== e2e.de) foreign.push(r.url());
    });
    await page
      .getByRole("navigation", { name: "Endpunkte" })
      .getByRole("link", { name: /\/stands\/\{standId\}/ })
      .click();
    await expect(page).toHaveURL(`${e2e.de}${path}#op-getStand`);
    await expect(page.locator("#op-getStand")).toBeInViewport();
    await page.locator("#op-getStand").getByRole("link", { name: "StandFeature" }).first().click();
    await expect(page.locator("#schema-StandFeature")).toBeInViewport();
    expect(foreign).toEqual([]);
  });

  test("the /datahub table of data flows links each resource to its part of the reference", async ({ page }) => {
    await open(page, "/datahub");
    const flows = page.getByRole("list", { name: "Was zwischen Ihren Systemen und dem DataHub fließt" });
    await expect(flows.getByRole("listitem")).toHaveCount(6);
    await expect(flows.getByRole("listitem").first()).toContainText("Geplante Maßnahmen als Arbeitsaufträge");
    await flows.getByRole("link", { name: "API: /stands" }).click();
    await expect(page).toHaveURL(`${e2e.de}${path}#tag-stands`);
    await expect(page.getByRole("heading", { level: 3, name: "Bestände" })).toBeInViewport();
  });

  test("the English host shows the page in English", async ({ page }) => {
    await open(page, e2e.en + path);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("DataHub API: the planned interface");
    await expect(page.locator("#vorschau").getByText("Preview", { exact: true })).toBeVisible();
    await expect(page.locator("#vorschau")).toContainText("may still change before the first stable release");
    await expect(page.getByRole("link", { name: "Download the OpenAPI document" })).toHaveAttribute("href", documentPath);
    await expect(page.getByRole("heading", { level: 2, name: "Data models" })).toBeVisible();
    await expect(page.locator("#op-listWorkOrders")).toContainText("Parameters");
    await expect(page.getByRole("heading", { level: 4, name: "List work orders" })).toBeVisible();
    await expect(page).toHaveTitle("DataHub API (preview) – OpenAPI reference | ForestCrew");
  });
});

// axe on both pages this change touches, in both languages and widths (the full sweep is a11y.spec.ts).
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
test.describe("accessibility", () => {
  test.use({ bypassCSP: true });
  for (const width of [390, 1280]) {
    test(`no WCAG 2.1 AA violations on /datahub and /datahub/api (${width} px)`, async ({ page }) => {
      test.setTimeout(60_000); // two long pages scanned by axe: 20 s alone, more beside another worker
      await page.setViewportSize({ width, height: 900 });
      const found: string[] = [];
      for (const url of [e2e.de + path, e2e.en + path, `${e2e.de}/datahub`, `${e2e.en}/datahub`]) {
        await open(page, url);
        await page.addStyleTag({ content: "main section { content-visibility: visible !important; }" });
        await page.addScriptTag({ content: axeSource });
        const violations = await page.evaluate(async () => {
          const axe = (
            window as unknown as {
              axe: { run: (d: Document, o: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> };
            }
          ).axe;
          const result = await axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } });
          return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(" ")}`));
        });
        found.push(...violations.map((v) => `${url} ${v}`));
      }
      expect(found).toEqual([]);
    });
  }
});
