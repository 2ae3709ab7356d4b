// The README's deployment behind an https-terminating proxy: TRUST_PROXY=1, SITE_URL=https://….
// The proxy talks plain HTTP to the server and names the visitor's host, scheme and address in
// X-Forwarded-* headers; its own Host header may be the upstream's ("127.0.0.1:PORT", as nginx
// sends by default). Form posts must pass the origin check, the language must follow the
// visitor's host, and rate limits must count each visitor, not the proxy.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUILD_TIMEOUT_MS, startProductionServer, type ProductionServer } from "../integration/support/production-build";
import { request, stackLines, type ServerRun } from "../../scripts/test/server-process";

const DE = "www.example.test";
const EN = "en.example.test";
const PASSWORD = "proxy-test-admin-password";

const waitlist = new URLSearchParams({
  intent: "waitlist",
  name: "Anna Förster",
  email: "anna@example.de",
  company: "Forstbetrieb Förster",
  hectares: "1250",
  segment: "company",
  message: "Mischwald in Nordhessen.",
  consent: "yes",
  website: "",
}).toString();

describe("behind an https proxy with TRUST_PROXY=1", () => {
  let running: ProductionServer;
  let port: number;
  let server: ServerRun;

  beforeAll(async () => {
    running = await startProductionServer(
      {
        ADMIN_PASSWORD: PASSWORD,
        SITE_URL: `https://${DE}`,
        SITE_URL_EN: `https://${EN}`,
        TRUST_PROXY: "1",
      },
      "proxy",
    );
    ({ port, server } = running);
  }, BUILD_TIMEOUT_MS + 130_000);

  afterAll(async () => {
    await running?.stop();
  });

  /** A form post as the proxy forwards it from `visitor` on `site`'s host. */
  const viaProxy = (path: string, body: string, visitor: string, site = DE, extra: Record<string, string> = {}) =>
    request(port, path, {
      method: "POST",
      host: `127.0.0.1:${port}`,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "content-length": String(Buffer.byteLength(body)),
        origin: `https://${site}`,
        "sec-fetch-site": "same-origin",
        "x-forwarded-proto": "https",
        "x-forwarded-host": site,
        "x-forwarded-for": visitor,
        ...extra,
      },
      body,
    });

  /**
   * `count` waitlist bodies, each with its own signed start time as the form fetches it (a stored
   * sign-up spends its time), returned once a person could have filled the form in.
   */
  const signUps = async (count: number): Promise<string[]> => {
    const bodies: string[] = [];
    for (let i = 0; i < count; i++) {
      const answer = await request(port, "/api/form-started", { host: `127.0.0.1:${port}`, headers: { "x-forwarded-host": DE } });
      bodies.push(`${waitlist}&started=${encodeURIComponent((JSON.parse(answer.body) as { started: string }).started)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 3300));
    return bodies;
  };

  it("a waitlist sign-up passes the origin check (not 400) and is answered in the host's language", async () => {
    const [first, second] = await signUps(2);
    const de = await viaProxy("/nexus", first!, "198.51.100.10");
    expect(de.status, de.body.slice(0, 300)).toBe(200);
    expect(de.body).toMatch(/<html lang="de"/);
    const en = await viaProxy("/nexus", second!, "198.51.100.11", EN);
    expect(en.status).toBe(200);
    expect(en.body).toMatch(/<html lang="en"/);
    expect(stackLines(server.stdout() + server.stderr())).toEqual([]);
  });

  it("counts two visitors behind the one proxy separately", async () => {
    // The waitlist takes 5 sign-ups per address in 10 minutes (waitlistRateLimit).
    const bodies = await signUps(8);
    const a = [];
    for (let i = 0; i < 6; i++) a.push((await viaProxy("/nexus", bodies[i]!, "203.0.113.20")).status);
    expect(a).toEqual([200, 200, 200, 200, 200, 429]);
    // Another visitor, another count (the proxy's own address would be shared and already used up).
    expect((await viaProxy("/nexus", bodies[6]!, "203.0.113.21")).status).toBe(200);
    // A client cannot pick its count: only the entry the proxy appended (the last) is believed.
    expect((await viaProxy("/nexus", bodies[7]!, "192.0.2.99, 203.0.113.20")).status).toBe(429);
  });

  it("the admin can log in through the proxy", async () => {
    const wrong = await viaProxy("/blog/login", `password=${encodeURIComponent("not the password")}`, "198.51.100.30");
    expect(wrong.status).toBe(401);
    const right = await viaProxy("/blog/login", `password=${encodeURIComponent(PASSWORD)}`, "198.51.100.30");
    expect(right.status).toBe(302);
    expect(right.headers.location).toBe("/blog/admin");
    expect(String(right.headers["set-cookie"])).toMatch(/^fc_admin=/);
  });

  it("logs the visitor's shortened address, not the proxy's, also for cached pages and scripts", async () => {
    const get = (path: string, visitor: string) =>
      request(port, path, {
        host: `127.0.0.1:${port}`,
        headers: { "x-forwarded-proto": "https", "x-forwarded-host": DE, "x-forwarded-for": visitor },
      });
    // /impressum comes from the page cache, before Express; the first render may take Express's way.
    await get("/impressum", "198.51.100.40");
    const cached = await get("/impressum", "198.51.100.41");
    expect(cached.headers["x-page-cache"]).toBe("hit");
    // The access log writes its lines in batches (every 200 ms).
    await new Promise((resolve) => setTimeout(resolve, 600));
    const lines = server
      .stdout()
      .split("\n")
      .filter((line) => line.includes(" GET /impressum "));
    expect(lines.some((line) => line.startsWith("198.51.100.0 "))).toBe(true);
    expect(lines.filter((line) => line.startsWith("127.0.0."))).toEqual([]);
  });
});
