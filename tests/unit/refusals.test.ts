import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import type { ServerBuild } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { RefusedSubmissions, refusalGuard, refusalPage, routeTable, routedPath, type RefusalOptions } from "../../server/refusals";

const Page = () => null;
const action = () => null;

/** A route tree like the site's: a root without an action, an index page, pages with and without actions, an API route, a splat. */
const routes = {
  root: { id: "root", path: "", module: { default: Page } },
  home: { id: "home", parentId: "root", index: true, module: { default: Page } },
  contact: { id: "contact", parentId: "root", path: "contact", module: { default: Page, action } },
  login: { id: "login", parentId: "root", path: "blog/login", module: { default: Page, action } },
  search: { id: "search", parentId: "root", path: "blog/suche", module: { default: Page } },
  about: { id: "about", parentId: "root", path: "about-us", module: { default: Page } },
  api: { id: "api", parentId: "root", path: "api/chat", module: { action } },
  missing: { id: "missing", parentId: "root", path: "*", module: { default: Page } },
} as unknown as ServerBuild["routes"];

const origins = { de: "http://site.test", en: "http://en.site.test" };

describe("routeTable", () => {
  const table = routeTable(routes);

  it("finds the route React Router would run the action of", () => {
    expect(table.target("/contact")).toMatchObject({ id: "contact", hasAction: true, isPage: true });
    expect(table.target("/CONTACT")).toMatchObject({ id: "contact" });
    expect(table.target("/about-us")).toMatchObject({ id: "about", hasAction: false });
    expect(table.target("/api/chat")).toMatchObject({ id: "api", hasAction: true, isPage: false });
    expect(table.target("/no/such/page")).toMatchObject({ id: "missing", hasAction: false });
  });

  it("sends a submission to / to the root unless ?index names the index route", () => {
    expect(table.target("/")).toMatchObject({ id: "root", hasAction: false });
    expect(table.target("/", "?index")).toMatchObject({ id: "home" });
  });

  it("reads data requests' addresses as React Router does", () => {
    expect(routedPath("/_root.data")).toEqual({ pathname: "/", data: true });
    expect(routedPath("/contact.data")).toEqual({ pathname: "/contact", data: true });
    expect(routedPath("/contact/")).toEqual({ pathname: "/contact", data: false });
  });
});

describe("RefusedSubmissions", () => {
  it("remembers a refusal until it ends, per address, method and path", () => {
    let now = 0;
    const refused = new RefusedSubmissions(100, () => now);
    refused.remember("203.0.113.5", "POST", "/contact", 60);
    expect(refused.refusedFor("203.0.113.5", "POST", "/Contact")).toBe(60);
    expect(refused.refusedFor("203.0.113.6", "POST", "/contact")).toBe(0);
    expect(refused.refusedFor("203.0.113.5", "POST", "/career")).toBe(0);
    now = 59_500;
    expect(refused.refusedFor("203.0.113.5", "POST", "/contact")).toBe(1);
    now = 60_000;
    // Ended: one request goes to the app, the others wait for its answer a few seconds.
    expect(refused.refusedFor("203.0.113.5", "POST", "/contact")).toBe(0);
    expect(refused.refusedFor("203.0.113.5", "POST", "/contact")).toBe(5);
    refused.forget("203.0.113.5", "POST", "/contact"); // the app let it through
    expect(refused.refusedFor("203.0.113.5", "POST", "/contact")).toBe(0);
    expect(refused.size).toBe(0);
  });

  it("never holds more than its bound, dropping the oldest", () => {
    const refused = new RefusedSubmissions(3);
    for (let i = 0; i < 10; i++) refused.remember(`198.51.100.${i}`, "POST", "/contact", 60);
    expect(refused.size).toBe(3);
    expect(refused.refusedFor("198.51.100.0", "POST", "/contact")).toBe(0);
    expect(refused.refusedFor("198.51.100.9", "POST", "/contact")).toBeGreaterThan(0);
  });
});

interface Running {
  url: string;
  /** Requests that reached the app behind the guard. */
  reached: string[];
  /** Bytes of request bodies the app read. */
  bodyBytes: number;
}

let server: Server | undefined;
afterEach(() => {
  server?.close();
  server = undefined;
});

/** The guard in front of a stand-in for React Router that answers `appStatus(path)`. */
async function start(options: Partial<RefusalOptions> = {}, appStatus: (path: string) => number = () => 200): Promise<Running> {
  const app = express();
  const running: Running = { url: "", reached: [], bodyBytes: 0 };
  app.use(refusalGuard({ routes: routeTable(routes), origins, ...options }));
  app.use((req, res) => {
    running.reached.push(`${req.method} ${req.originalUrl}`);
    req.on("data", (chunk: Buffer) => (running.bodyBytes += chunk.length));
    req.on("end", () => res.status(appStatus(req.path)).type("text/html").send("<html>a whole page</html>"));
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server!.once("listening", resolve));
  running.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return running;
}

const post = (url: string, headers: Record<string, string> = {}, body = "name=Erika&email=erika%40example.org") =>
  fetch(url, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", ...headers }, body });

/** A POST with its own Host header (fetch does not send one it is given). */
function postAs(url: string, host: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: "POST", headers: { host, "content-type": "application/x-www-form-urlencoded" } }, (res) => {
      let text = "";
      res.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on("error", reject);
    req.end("a=1");
  });
}

describe("refusalGuard", () => {
  it("answers a submission to a page without an action 405 with Allow and a small static page, in the host's language", async () => {
    const running = await start();
    const de = await post(`${running.url}/`);
    expect(de.status).toBe(405);
    expect(de.headers.get("allow")).toBe("GET, HEAD");
    expect(de.headers.get("cache-control")).toBe("no-store");
    const text = await de.text();
    expect(text).toContain("Diese Adresse nimmt keine Formulardaten an.");
    expect(text.length).toBeLessThan(500);
    const en = await postAs(`${running.url}/about-us`, "en.site.test");
    expect(en.status).toBe(405);
    expect(en.text).toContain("This address does not accept form submissions.");
    expect((await fetch(`${running.url}/no/such/page`, { method: "DELETE" })).status).toBe(405);
    expect((await fetch(`${running.url}/contact`, { method: "OPTIONS" })).headers.get("allow")).toBe("GET, HEAD, POST");
    expect(running.reached).toEqual([]);
    // An API endpoint answers for its own methods.
    await fetch(`${running.url}/api/chat`, { method: "OPTIONS" });
    expect(running.reached).toEqual(["OPTIONS /api/chat"]);
  });

  it("lets submissions to actions through, and page requests", async () => {
    const running = await start();
    expect((await post(`${running.url}/contact`)).status).toBe(200);
    expect((await post(`${running.url}/?index`)).status).toBe(405); // the home page has no action either
    expect((await fetch(`${running.url}/about-us`)).status).toBe(200);
    expect(running.reached).toEqual(["POST /contact", "GET /about-us"]);
  });

  it("answers an address the app refused with 429 itself, unread, until the refusal ends", async () => {
    const running = await start({}, (path) => (path === "/contact" ? 429 : 200));
    expect((await post(`${running.url}/contact`)).status).toBe(429);
    const bytesRead = running.bodyBytes;
    for (let i = 0; i < 5; i++) {
      const again = await post(`${running.url}/contact`);
      expect(again.status).toBe(429);
      expect(again.headers.get("retry-after")).toMatch(/^(59|60)$/);
      expect(await again.text()).toContain("zu viele Anfragen");
    }
    expect(running.reached).toEqual(["POST /contact"]);
    expect(running.bodyBytes).toBe(bytesRead);
  });

  it("answers 429 itself once an address has had 20 submissions refused by the app (a spam guard's 400) within ten minutes", async () => {
    const running = await start({}, (path) => (path === "/contact" ? 400 : 200));
    for (let i = 0; i < 20; i++) expect((await post(`${running.url}/contact`)).status).toBe(400);
    const refused = await post(`${running.url}/contact`);
    expect(refused.status).toBe(400); // the 21st is rendered by the app and refused; from now on the guard answers
    for (let i = 0; i < 5; i++) {
      const again = await post(`${running.url}/contact`);
      expect(again.status).toBe(429);
      expect(Number(again.headers.get("retry-after"))).toBeGreaterThan(590);
    }
    expect(running.reached).toHaveLength(21);
  });

  it("leaves data requests and API endpoints to the app: their pages show its answers", async () => {
    const running = await start({}, () => 429);
    for (let i = 0; i < 3; i++) {
      expect((await post(`${running.url}/contact.data`)).status).toBe(429);
      expect((await post(`${running.url}/api/chat`)).status).toBe(429);
    }
    expect(running.reached).toHaveLength(6);
    // A data request's 429 does not refuse the address's document submissions either.
    expect((await post(`${running.url}/contact`)).status).toBe(429);
    expect(running.reached).toHaveLength(7);
  });

  it("refuses a body larger than its route reads, before reading it", async () => {
    const running = await start({ bodyLimits: { login: 100 } });
    const big = await post(`${running.url}/blog/login`, {}, "password=" + "x".repeat(500));
    expect(big.status).toBe(413);
    expect(running.reached).toEqual([]);
    expect((await post(`${running.url}/blog/login`, {}, "password=x")).status).toBe(200);
  });

  it("asks a route's read-only throttle before its page is rendered", async () => {
    let throttled: { retryAfterSeconds: number; forAddress: boolean } | null = null;
    let asked = 0;
    const running = await start({ throttles: { login: () => Promise.resolve((asked++, throttled)) } }, () => 401);
    expect((await post(`${running.url}/blog/login`)).status).toBe(401);
    throttled = { retryAfterSeconds: 60, forAddress: false }; // e.g. the cap over all addresses: a cookie may lift it
    const refused = await postAs(`${running.url}/blog/login`, "en.site.test");
    expect(refused.status).toBe(429);
    expect(refused.headers["retry-after"]).toBe("60");
    expect(refused.text).toContain("Too many requests");
    throttled = null;
    expect((await post(`${running.url}/blog/login`)).status).toBe(401);
    // A refusal for the address is remembered: the next ones are not even asked about.
    throttled = { retryAfterSeconds: 60, forAddress: true };
    expect((await post(`${running.url}/blog/login`)).status).toBe(429);
    const before = asked;
    expect((await post(`${running.url}/blog/login`)).status).toBe(429);
    expect(asked).toBe(before);
    expect(running.reached).toEqual(["POST /blog/login", "POST /blog/login"]);
  });

  it("limits searches per address: a page past the limit gets the static 429, a data request a reload of it", async () => {
    let allowed = 2;
    const running = await start({ search: { routeId: "search", take: () => Promise.resolve(allowed-- > 0), retryAfterSeconds: 60 } });
    expect((await fetch(`${running.url}/blog/suche?q=wald`)).status).toBe(200);
    expect((await fetch(`${running.url}/blog/suche.data?q=holz&_routes=search`)).status).toBe(200);
    const page = await fetch(`${running.url}/blog/suche?q=forst`);
    expect(page.status).toBe(429);
    expect(page.headers.get("retry-after")).toBe("60");
    const data = await fetch(`${running.url}/blog/suche.data?q=forst&_routes=search`, { redirect: "manual" });
    expect(data.status).toBe(204);
    expect(data.headers.get("x-remix-redirect")).toBe("/blog/suche?q=forst");
    expect(data.headers.get("x-remix-reload-document")).toBe("true");
    expect((await fetch(`${running.url}/about-us`)).status).toBe(200);
    expect(running.reached).toEqual(["GET /blog/suche?q=wald", "GET /blog/suche.data?q=holz&_routes=search", "GET /about-us"]);
  });
});

describe("refusalPage", () => {
  it("is small, static and in the visitor's language", () => {
    for (const status of [405, 413, 429] as const) {
      expect(refusalPage("de", status).length).toBeLessThan(500);
      expect(refusalPage("de", status).toString()).toContain('lang="de"');
      expect(refusalPage("en", status).toString()).toContain('lang="en"');
      expect(refusalPage("en", status).toString()).not.toMatch(/<script/);
    }
  });
});
