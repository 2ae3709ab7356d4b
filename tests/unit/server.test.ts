import http, { type IncomingMessage, type ServerResponse } from "node:http";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { PageCache, toCachedPage } from "../../server/page-cache";
import { etagMatches, negotiateEncoding, prepareResponse, sendPrepared } from "../../server/precompressed";
import { contentSecurityPolicy, inlineScriptHashes } from "../../server/security";

const html = (body: string) =>
  new Response(`<!DOCTYPE html><html><body>${body}</body></html>`, { headers: { "content-type": "text/html; charset=utf-8" } });

describe("content security policy", () => {
  it("never allows unsafe-inline scripts", () => {
    const csp = contentSecurityPolicy({ nonce: "abc" });
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src "));
    expect(scriptSrc).toBe("script-src 'self' 'nonce-abc'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("upgrade-insecure-requests");
    expect(contentSecurityPolicy({ upgradeInsecure: true })).toContain("upgrade-insecure-requests");
  });

  it("hashes inline scripts and skips external ones", () => {
    const hashes = inlineScriptHashes(
      '<script>alert(1)</script><script src="/a.js"></script><script type="module">import "/b.js";</script>',
    );
    // sha256 of "alert(1)"
    expect(hashes).toContain("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
    expect(hashes).toHaveLength(2);
  });
});

describe("page cache", () => {
  it("renders a page once, also for concurrent requests, and compresses it", async () => {
    const render = vi.fn(() => Promise.resolve(html("<h1>Hallo</h1><script>x()</script>")));
    const cache = new PageCache(render);
    const [a, b] = await Promise.all([cache.get({ lang: "de", pathname: "/" }), cache.get({ lang: "de", pathname: "/" })]);
    expect(render).toHaveBeenCalledTimes(1);
    expect(a).toBe(b);
    expect(a?.gzip.length).toBeGreaterThan(0);
    expect(a?.br.length).toBeGreaterThan(0);
    expect(a?.scriptHashes).toHaveLength(1);
    expect(a?.etag).toMatch(/^"[\w-]+"$/);
  });

  it("keeps languages apart and renders again after invalidation", async () => {
    const render = vi.fn(({ lang }: { lang: string }) => Promise.resolve(html(lang)));
    const cache = new PageCache(render);
    await cache.get({ lang: "de", pathname: "/blog" });
    await cache.get({ lang: "en", pathname: "/blog" });
    expect(render).toHaveBeenCalledTimes(2);
    expect(cache.invalidate((k) => k.pathname.startsWith("/blog"))).toBe(2);
    await cache.get({ lang: "de", pathname: "/blog" });
    expect(render).toHaveBeenCalledTimes(3);
  });

  it("does not keep errors, redirects or responses that set cookies", async () => {
    expect(await toCachedPage(new Response("x", { status: 500, headers: { "content-type": "text/html" } }))).toBeNull();
    expect(await toCachedPage(new Response(null, { status: 301, headers: { location: "/" } }))).toBeNull();
    expect(await toCachedPage(new Response("x", { headers: { "content-type": "text/html", "set-cookie": "a=b" } }))).toBeNull();
  });

  it("negotiates encodings and matches ETags", () => {
    expect(negotiateEncoding("gzip, deflate, br")).toBe("br");
    expect(negotiateEncoding("gzip")).toBe("gzip");
    expect(negotiateEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(negotiateEncoding(undefined)).toBe("identity");
    expect(etagMatches('"a", W/"b"', '"b"')).toBe(true);
    expect(etagMatches('"a"', '"b"')).toBe(false);
    expect(etagMatches(undefined, '"b"')).toBe(false);
  });
});

describe("canonical paths", async () => {
  // The rule lives in its own module, so this test does not load the React Router build.
  const { canonicalPath } = await import("../../server/canonical-path");
  it("drops trailing slashes and lowercases known pages", () => {
    expect(canonicalPath("/forestcrew/")).toBe("/forestcrew");
    expect(canonicalPath("/FORESTCREW")).toBe("/forestcrew");
    expect(canonicalPath("/")).toBe("/");
    expect(canonicalPath("/blog/Mein-Beitrag")).toBe("/blog/Mein-Beitrag");
  });
  it("never produces a protocol-relative address", () => {
    expect(canonicalPath("//evil.example/")).toBe("/evil.example");
    expect(canonicalPath("///")).toBe("/");
  });
});

describe("precompressed responses", () => {
  const body = Buffer.from("x".repeat(100));
  const br = Buffer.from("b".repeat(10));
  const gzip = Buffer.from("g".repeat(20));
  const response = prepareResponse({ body, br, gzip, etag: '"abc"', headers: { "Content-Type": "text/plain" } });

  /** What sendPrepared writes for a request with these headers. */
  function send(headers: Record<string, string>, method = "GET", prepared = response) {
    const sent: { status?: number; headers: Record<string, string>; body?: Buffer } = { headers: {} };
    const res = {
      writeHead(status: number, flat: string[]) {
        sent.status = status;
        for (let i = 0; i < flat.length; i += 2) sent.headers[flat[i]!] = flat[i + 1]!;
      },
      end(chunk?: Buffer) {
        sent.body = chunk;
      },
    };
    sendPrepared({ method, headers } as unknown as IncomingMessage, res as unknown as ServerResponse, prepared);
    return sent;
  }

  it("sends the best encoding the client accepts, with its length", () => {
    const a = send({ "accept-encoding": "gzip, br" });
    expect(a.status).toBe(200);
    expect(a.body).toBe(br);
    expect(a.headers).toMatchObject({
      "Content-Encoding": "br",
      "Content-Length": "10",
      ETag: '"abc"',
      Vary: "Accept-Encoding",
      "Content-Type": "text/plain",
    });
    expect(send({ "accept-encoding": "gzip" }).body).toBe(gzip);
    const plain = send({});
    expect(plain.body).toBe(body);
    expect(plain.headers["Content-Encoding"]).toBeUndefined();
    expect(plain.headers["Content-Length"]).toBe("100");
  });

  it("falls back to the plain body when there is no compressed copy", () => {
    const small = prepareResponse({ body, etag: '"s"', headers: {} });
    const a = send({ "accept-encoding": "br" }, "GET", small);
    expect(a.body).toBe(body);
    expect(a.headers["Content-Encoding"]).toBeUndefined();
    expect(a.headers["Content-Length"]).toBe("100");
  });

  it("answers 304 to a matching If-None-Match and HEAD without a body", () => {
    const notModified = send({ "if-none-match": 'W/"abc"', "accept-encoding": "br" });
    expect(notModified.status).toBe(304);
    expect(notModified.body).toBeUndefined();
    expect(notModified.headers["Content-Length"]).toBeUndefined();
    const head = send({ "accept-encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body).toBeUndefined();
    expect(head.headers["Content-Length"]).toBe("10");
  });

  it("negotiates the same way for a header it has seen before", () => {
    expect(negotiateEncoding("br;q=0, gzip")).toBe("gzip");
    expect(negotiateEncoding("br;q=0, gzip")).toBe("gzip");
    expect(negotiateEncoding("identity")).toBe("identity");
  });
});

describe("preflight", async () => {
  const { checkDataDir, listen, StartupError } = await import("../../server/preflight");

  it("reports a busy port in one line", async () => {
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(0, "127.0.0.1", resolve));
    const { port } = holder.address() as net.AddressInfo;
    const server = http.createServer();
    try {
      const failure = await listen(server, port, "127.0.0.1").then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(StartupError);
      expect((failure as Error).message).toBe(`Port ${port} is already in use. Set PORT to another port.`);
    } finally {
      holder.close();
      server.close();
    }
  });

  it("creates the data folder, and refuses one it cannot write to", () => {
    const dir = mkdtempSync(join(tmpdir(), "forestcrew-preflight-"));
    try {
      checkDataDir(join(dir, "new", "data"));
      writeFileSync(join(dir, "file"), "");
      expect(() => checkDataDir(join(dir, "file"))).toThrow(
        /^DATA_DIR .*file is not a writable folder \(.*\)\. Set DATA_DIR to a folder the server may write to\.$/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("start-up tasks", async () => {
  const { registerStartupTask, runStartupTasks, startupTaskNames } = await import("~/lib/startup.server");
  // The server imports these modules in server/startup.ts; each registers its own work.
  await import("../../server/startup");

  it("are registered by the features themselves", () => {
    expect(startupTaskNames()).toEqual(
      expect.arrayContaining(["session secret", "expired sessions", "owner account", "audit log retention", "chat retention", "blog seed"]),
    );
  });

  it("name the task that failed", async () => {
    registerStartupTask("zz failing test task", () => {
      throw new Error("disk full");
    });
    const context = { db: {}, database: () => Promise.resolve({}), env: {}, log: () => {} } as unknown as Parameters<
      typeof runStartupTasks
    >[0];
    // Only the failing task runs: the others are replaced by no-ops for this test.
    for (const name of startupTaskNames()) if (name !== "zz failing test task") registerStartupTask(name, () => {});
    await expect(runStartupTasks(context)).rejects.toThrow('Start-up task "zz failing test task" failed: disk full');
  });
});
