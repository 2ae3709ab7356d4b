// The DataHub API page (/datahub/api): the OpenAPI document of the planned interface keeps the
// promises the page makes about it (a preview, an example host, OAuth 2 client credentials, /v1,
// cursor pagination, RFC 9457 errors, every reference resolvable), the reference renders every
// operation, and the page's copy is complete in both languages.
import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { datahubApiPageData } from "~/pages/datahub-api/copy";
import openApiJson from "~/pages/datahub-api/openapi.json";
import { methods, operationsByTag, webhookOperations, type OpenApiDocument } from "~/pages/datahub-api/openapi";
import ApiReference from "~/pages/datahub-api/reference";
import { germanTagNames, germanTexts } from "~/pages/datahub-api/openapi-de";

const doc = openApiJson as unknown as OpenApiDocument;
const allOperations = [...operationsByTag(doc).flatMap((group) => group.operations), ...webhookOperations(doc)];

/** Every "$ref" string anywhere in a value. */
function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, v]) => (key === "$ref" && typeof v === "string" ? [v] : refsIn(v)));
  return [];
}

/** The value a local JSON Pointer reference ("#/components/schemas/X") points at. */
function follow(ref: string): unknown {
  return ref
    .slice(2)
    .split("/")
    .reduce<unknown>((node, key) => (node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined), doc);
}

describe("the DataHub OpenAPI document", () => {
  it("is OpenAPI 3.1 and says it is a preview of a planned interface", () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info.version).toMatch(/preview/);
    expect(doc.info.description).toMatch(/Preview – planned interface/);
    expect(doc.info.description).toMatch(/may still change/);
    expect(doc.info.description).toMatch(/on request/);
  });

  it("claims no live endpoint: its only server is an example host, versioned /v1", () => {
    expect(doc.servers).toHaveLength(1);
    const server = new URL(doc.servers[0]!.url);
    expect(server.hostname.endsWith("example.com")).toBe(true);
    expect(server.pathname).toBe("/v1");
    const tokenUrl = doc.components.securitySchemes.clientCredentials?.flows?.clientCredentials?.tokenUrl ?? "";
    expect(new URL(tokenUrl).hostname.endsWith("example.com")).toBe(true);
  });

  it("resolves every reference", () => {
    const refs = refsIn(doc);
    expect(refs.length).toBeGreaterThan(50);
    for (const ref of refs) {
      expect(ref, ref).toMatch(/^#\/components\//);
      expect(follow(ref), ref).toBeDefined();
    }
  });

  it("names each operation once, tags it with a declared tag and asks for an OAuth scope that exists", () => {
    const ids = allOperations.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const tags = new Set(doc.tags.map((t) => t.name));
    const scopes = Object.keys(doc.components.securitySchemes.clientCredentials?.flows?.clientCredentials?.scopes ?? {});
    for (const op of operationsByTag(doc).flatMap((group) => group.operations)) {
      for (const tag of op.tags ?? []) expect(tags.has(tag), `${op.operationId} ${tag}`).toBe(true);
      expect(op.scopes.length, op.operationId).toBeGreaterThan(0);
      for (const scope of op.scopes) expect(scopes, `${op.operationId} ${scope}`).toContain(scope);
      // Every operation can fail without a token, and then answers with Problem Details.
      const unauthorised = op.responses.find(([status]) => status === "401")?.[1];
      expect(unauthorised?.content?.["application/problem+json"], op.operationId).toBeDefined();
    }
    // Every path item's operations are listed under some tag: none is left out of the reference.
    const listed = operationsByTag(doc).flatMap((group) => group.operations).length;
    const declared = Object.values(doc.paths).flatMap((item) => methods.filter((m) => item[m])).length;
    expect(listed).toBe(declared);
  });

  it("covers the resources the DataHub page talks about, lists them in pages and sends events", () => {
    for (const path of ["/work-orders", "/stands", "/time-entries", "/machines", "/timber-deliveries", "/webhook-subscriptions"])
      expect(Object.keys(doc.paths)).toContain(path);
    expect(Object.keys(doc.paths["/stands"]?.get?.responses["200"]?.content ?? {})).toEqual(["application/geo+json"]);
    const limit = doc.components.parameters.Limit;
    expect(limit?.schema?.maximum).toBe(200);
    expect(doc.components.schemas.Problem?.required).toEqual(["type", "title", "status"]);
    expect(Object.keys(doc.webhooks ?? {}).length).toBeGreaterThan(0);
  });
});

describe("the API reference", () => {
  for (const lang of ["de", "en"] as const) {
    it(`renders every operation, webhook and data model with its anchor (${lang})`, () => {
      const { copy } = datahubApiPageData(lang);
      const html = renderToStaticMarkup(createElement(ApiReference, { labels: copy.reference, lang }));
      for (const op of allOperations) expect(html, op.operationId).toContain(`id="op-${op.operationId}"`);
      for (const name of Object.keys(doc.components.schemas)) expect(html, name).toContain(`id="schema-${name}"`);
      // Every link into the reference lands on an anchor that exists.
      const anchors = new Set([...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]));
      for (const [, target] of html.matchAll(/href="#([^"]+)"/g)) expect(anchors.has(target), target).toBe(true);
      expect(html).toContain(copy.reference.endpointsTitle);
    });
  }
});

/** Every description and summary in the parts of the document the reference shows. */
function textsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, v]) =>
    (key === "description" || key === "summary") && typeof v === "string" ? [v] : textsOf(v),
  );
}

describe("the API reference in German", () => {
  const shown = [doc.tags, doc.paths, doc.webhooks, doc.components.schemas, doc.components.parameters, doc.components.responses];
  const english = new Set(shown.flatMap(textsOf));

  it("has a German text for every description and summary, and none for a text the document no longer has", () => {
    const missing = [...english].filter((text) => !germanTexts[text]);
    expect(missing).toEqual([]);
    const stale = Object.keys(germanTexts).filter((text) => !english.has(text));
    expect(stale).toEqual([]);
    for (const tag of doc.tags) expect(germanTagNames[tag.name], tag.name).toBeTruthy();
  });

  it("shows the German texts on the German page and the document's English on the English page", () => {
    const render = (lang: "de" | "en") =>
      renderToStaticMarkup(createElement(ApiReference, { labels: datahubApiPageData(lang).copy.reference, lang }));
    const de = render("de");
    const en = render("en");
    expect(de).toContain("Arbeitsaufträge abrufen");
    expect(de).toContain("Das Zugriffstoken fehlt, ist abgelaufen oder ungültig.");
    expect(de).not.toContain("List work orders");
    expect(de).not.toContain("The access token is missing");
    // The anchors stay the same in both languages: links from /datahub land in either.
    expect(de).toContain('id="tag-work-orders"');
    expect(en).toContain("List work orders");
    expect(en).not.toContain("Arbeitsaufträge abrufen");
  });
});

describe("the page's copy", () => {
  it("marks the page as a preview in both languages and names the example host and version", () => {
    const de = datahubApiPageData("de");
    const en = datahubApiPageData("en");
    expect(de.intro.hero.badge).toEqual({ kind: "beta", label: "Vorschau" });
    expect(en.intro.hero.badge).toEqual({ kind: "beta", label: "Preview" });
    expect(de.copy.preview.text).toMatch(/geplant.*ändern/s);
    expect(en.copy.preview.text).toMatch(/planned.*change/s);
    for (const data of [de, en]) {
      expect(data.server).toBe("https://datahub.example.com/v1");
      expect(data.version).toBe(doc.info.version);
      expect(data.download).toBe("/datahub/openapi.json");
    }
  });

  it("writes German with Umlaute, not ae/oe/ue", () => {
    const text = JSON.stringify(datahubApiPageData("de"));
    expect(text).toMatch(/[äöüß]/);
    expect(text).not.toMatch(/\b(fuer|ueber|koennen|aendern|moeglich)\w*/i);
  });
});
