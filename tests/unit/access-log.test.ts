import { EventEmitter } from "node:events";
import type { IncomingMessage, ServerResponse } from "node:http";
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import routes from "../../app/routes";
import { createAccessLog, loggedPath, shortenAddress, TOKEN_ROUTES } from "../../server/access-log";

describe("shortenAddress", () => {
  it("zeroes the last byte of an IPv4 address", () => {
    expect(shortenAddress("203.0.113.57")).toBe("203.0.113.0");
    expect(shortenAddress("127.0.0.1")).toBe("127.0.0.0");
  });

  it("treats an IPv4-mapped IPv6 address as IPv4", () => {
    expect(shortenAddress("::ffff:198.51.100.23")).toBe("198.51.100.0");
  });

  it("cuts an IPv6 address to its /48 network", () => {
    expect(shortenAddress("2001:db8:abcd:12:34:56:78:9a")).toBe("2001:db8:abcd::");
    expect(shortenAddress("2001:0DB8:00AB:ffff::1")).toBe("2001:db8:ab::");
    expect(shortenAddress("2001:db8::7")).toBe("2001:db8::");
    expect(shortenAddress("fe80::1%eth0")).toBe("fe80::");
    expect(shortenAddress("::1")).toBe("::");
    expect(shortenAddress("64:ff9b::192.0.2.33")).toBe("64:ff9b::");
  });

  it("writes a dash for a missing or malformed address", () => {
    expect(shortenAddress(undefined)).toBe("-");
    expect(shortenAddress("")).toBe("-");
    expect(shortenAddress("not an address")).toBe("-");
  });
});

describe("loggedPath", () => {
  const sessionId = "3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b";

  it("drops every query string", () => {
    expect(loggedPath(`/api/forestchat/history?sessionId=${sessionId}`)).toBe("/api/forestchat/history");
    expect(loggedPath("/blog?utm_source=newsletter&email=jane%40example.de")).toBe("/blog");
    expect(loggedPath("/kontakt#form")).toBe("/kontakt");
    expect(loggedPath("/impressum")).toBe("/impressum");
  });

  it("masks an id in a ForestChat path", () => {
    expect(loggedPath(`/api/forestchat/history/${sessionId}`)).toBe("/api/forestchat/history/:id");
    expect(loggedPath(`/API/ForestChat/${sessionId.toUpperCase()}`)).toBe("/API/ForestChat/:id");
  });

  it("masks ids and tokens in any path, and path parameters, but keeps pages and slugs readable", () => {
    const secret = "q3J9_xK2mVb7-Lw0PzRt5YcNa8HdEfGu1sTiOoQjk4A"; // a 256-bit base64url secret
    expect(loggedPath(`/blog/admin/anfragen/${sessionId}`)).toBe("/blog/admin/anfragen/:id");
    expect(loggedPath("/blog/images/2026/9f1c2b3a4d5e6f708192a3b4.png")).toBe("/blog/images/2026/:id.png");
    expect(loggedPath(`/reset/${secret}`)).toBe("/reset/:token");
    expect(loggedPath(`/api/forestchat/session/${secret}/history`)).toBe("/api/forestchat/session/:token/history");
    expect(loggedPath(`/download;jsessionid=${secret}`)).toBe("/download");
    expect(loggedPath("/blog/digitale-arbeitsauftraege-im-forst-2026")).toBe("/blog/digitale-arbeitsauftraege-im-forst-2026");
    expect(loggedPath("/blog/tag/Forstbetrieb")).toBe("/blog/tag/Forstbetrieb");
    expect(loggedPath("/assets/entry.client-BcD3fG7h.js")).toBe("/assets/entry.client-BcD3fG7h.js");
  });
});

describe("loggedPath on token routes", () => {
  // Invitation and preview tokens the character rules miss: letters only, or short.
  const lettersOnly = "qwErtzUiopAsdfGhjklYxcvbnmQWERTZUIOP";

  it("masks the token of an invitation or preview link whatever its characters", () => {
    expect(loggedPath(`/blog/einladung/${lettersOnly}`)).toBe("/blog/einladung/:token");
    expect(loggedPath(`/blog/vorschau/${lettersOnly}`)).toBe("/blog/vorschau/:token");
    expect(loggedPath("/blog/einladung/abc")).toBe("/blog/einladung/:token");
    expect(loggedPath(`/blog/einladung/${lettersOnly}.data`)).toBe("/blog/einladung/:token");
    expect(loggedPath(`/blog/vorschau/${lettersOnly}?lang=en`)).toBe("/blog/vorschau/:token");
  });

  it("masks them however React Router would still match the address", () => {
    expect(loggedPath(`/BLOG/Einladung/${lettersOnly}`)).toBe("/BLOG/Einladung/:token");
    expect(loggedPath(`//blog//vorschau/${lettersOnly}/`)).toBe("//blog//vorschau/:token/");
    expect(loggedPath(`/blog/%65inladung/${lettersOnly}`)).toBe("/blog/%65inladung/:token");
  });

  it("leaves other blog addresses readable", () => {
    expect(loggedPath("/blog/einladung")).toBe("/blog/einladung");
    expect(loggedPath("/blog/digitale-arbeitsauftraege-im-forst-2026")).toBe("/blog/digitale-arbeitsauftraege-im-forst-2026");
    expect(loggedPath("/blog/tag/Forstbetrieb")).toBe("/blog/tag/Forstbetrieb");
  });

  it("covers every route of app/routes.ts with a secret parameter in its path", () => {
    type Node = { path?: string; children?: Node[] };
    const paths = (nodes: Node[], prefix = ""): string[] =>
      nodes.flatMap((node) => {
        const path = node.path === undefined ? prefix : `${prefix}/${node.path}`;
        return [path, ...paths(node.children ?? [], path)];
      });
    const secret = /:(token|secret|key|code|invite|reset)\b/i;
    const withSecrets = paths(routes as unknown as Node[]).filter((path) => secret.test(path));
    expect(withSecrets.length).toBeGreaterThan(0);
    expect([...TOKEN_ROUTES].sort()).toEqual(withSecrets.sort());
  });
});

/** A finished request as Node's server reports it, with the address the socket saw. */
function finishedRequest(url: string, remoteAddress: string, method = "GET") {
  const req = { url, method, socket: { remoteAddress } } as unknown as IncomingMessage;
  const res = Object.assign(new EventEmitter(), {
    statusCode: 200,
    getHeader: (name: string) => (name === "content-length" ? "42" : undefined),
  }) as unknown as ServerResponse;
  return { req, res };
}

describe("access log lines", () => {
  it("shorten the visitor's address Express found behind a proxy, not the proxy's", () => {
    const out = new PassThrough();
    let written = "";
    out.on("data", (chunk: Buffer) => (written += chunk.toString("utf8")));
    const log = createAccessLog(out, { flushMs: 60_000 });
    const { req, res } = finishedRequest("/blog", "127.0.0.1");
    Object.assign(req, { ip: "203.0.113.57" }); // what Express's req.ip says with TRUST_PROXY set
    log.track(req, res);
    res.emit("finish");
    log.flush();
    expect(written).toMatch(/^203\.0\.113\.0 GET \/blog 200 /);
  });

  it("never contain a chat session id, a query string or a full address", () => {
    const out = new PassThrough();
    let written = "";
    out.on("data", (chunk: Buffer) => (written += chunk.toString("utf8")));
    const log = createAccessLog(out, { flushMs: 60_000 });
    const sessionId = "0e6f4c1a-5b7d-4a2e-9c3f-8d1b2a3c4e5f";
    const requests = [
      finishedRequest(`/api/forestchat/history?sessionId=${sessionId}`, "203.0.113.57"),
      finishedRequest(`/api/forestchat?sessionId=${sessionId}`, "2001:db8:abcd:12::9", "POST"),
      finishedRequest("/impressum?ref=mail", "::ffff:198.51.100.23"),
    ];
    for (const { req, res } of requests) {
      log.track(req, res);
      res.emit("finish");
    }
    log.flush();
    const lines = written.trimEnd().split("\n");
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^203\.0\.113\.0 GET \/api\/forestchat\/history 200 42 - \d+\.\d ms$/);
    expect(lines[1]).toMatch(/^2001:db8:abcd:: POST \/api\/forestchat 200 42 - /);
    expect(lines[2]).toMatch(/^198\.51\.100\.0 GET \/impressum 200 42 - /);
    expect(written).not.toContain(sessionId);
    expect(written).not.toContain("?");
    expect(written).not.toMatch(/203\.0\.113\.57|2001:db8:abcd:12|198\.51\.100\.23/);
  });
});
