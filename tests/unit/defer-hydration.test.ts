import { describe, expect, it } from "vitest";
import { deferHydration, FAVICON_LINK, INERT_ID, INERT_TYPE, MANIFEST } from "~/lib/defer-hydration.server";
import { inlineScriptHashes } from "../../server/security";

const moduleBody = `;
import * as route0 from "/assets/root-Ba5qbnaU.js";
  window.__reactRouterRouteModules = {"root":route0};

import("/assets/entry.client-DGFG9iPT.js");`;

const doc = (nonce = "") =>
  `<!DOCTYPE html><html lang="de"><head><link rel="preload" href="/assets/inter.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>` +
  `<link rel="modulepreload" href="/assets/entry.client-DGFG9iPT.js"/><link rel="modulepreload" href="/assets/root-Ba5qbnaU.js"/>` +
  `<link rel="stylesheet" href="/assets/root.css"/></head><body><main><h1>Wald</h1></main>` +
  `<script${nonce}>window.__reactRouterContext = {};</script><script${nonce} type="module" async="">${moduleBody}</script></body></html>`;

describe("deferHydration", () => {
  it("drops the module preloads and keeps every other link", () => {
    const out = deferHydration(doc());
    expect(out).not.toContain("modulepreload");
    expect(out).toContain('<link rel="preload" href="/assets/inter.woff2"');
    expect(out).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
  });

  it("keeps the module script's text, inert, and adds the script that runs it after the first paint", () => {
    const out = deferHydration(doc());
    expect(out).not.toContain('<script type="module"');
    expect(out).toContain(`<script type="${INERT_TYPE}" id="${INERT_ID}">${moduleBody}</script><script>`);
    // It waits for the first contentful paint and the load event, then links the manifest and runs the module.
    expect(out).toContain('getEntriesByName("first-contentful-paint")');
    expect(out).toContain('addEventListener("load"');
    expect(out).toContain(`m.rel="manifest";m.href="${MANIFEST}"`);
  });

  it("writes the favicon into the document, after the character set", () => {
    const out = deferHydration(doc().replace("<head>", '<head><meta charSet="utf-8"/>'));
    expect(out).toContain(`<head><meta charSet="utf-8"/>${FAVICON_LINK}<link rel="preload"`);
    expect(FAVICON_LINK).toMatch(/^<link rel="icon" type="image\/svg\+xml" href="data:image\/svg\+xml,%3Csvg[^"]*"\/>$/);
  });

  it("leaves the page's CSP hashes vouching for the module text the browser will run", () => {
    const hashes = inlineScriptHashes(deferHydration(doc()));
    const [moduleHash] = inlineScriptHashes(`<script>${moduleBody}</script>`);
    expect(hashes).toContain(moduleHash);
  });

  it("carries a streamed page's nonce to both scripts", () => {
    const out = deferHydration(doc(' nonce="abc123"'));
    expect(out).toContain(`<script nonce="abc123" type="${INERT_TYPE}" id="${INERT_ID}">`);
    expect(out).toContain(`</script><script nonce="abc123">(function(d,w)`);
  });

  it("returns a document without React Router's module script unchanged", () => {
    const html = '<!DOCTYPE html><html><head><link rel="modulepreload" href="/x.js"/></head><body></body></html>';
    expect(deferHydration(html)).toBe(html);
  });
});
