import { beforeEach, expect, it } from "vitest";
import { MAX_CONSENT_BODY_BYTES, consentChoicesPerDay, deleteOldConsentLog, handleConsentLog } from "~/features/consent/log.server";
import { RateLimit } from "~/lib/rate-limit.server";
import { describeBackends, useDatabase } from "./support/backends";

/**
 * The proof-of-consent log: POST /api/consent stores each choice (random id, time, text
 * version, choices, language; no address), refuses what is not such a choice, keeps the rate
 * limit, and its retention and the admin overview read it back.
 */

const NOW = new Date("2026-11-24T10:00:00.000Z");
const choice = { version: "2026-11-24", statistics: true, marketing: false };

function post(body: unknown, headers: Record<string, string> = {}, method = "POST"): Request {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  return new Request("http://localhost:3000/api/consent", {
    method,
    headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin", ...headers },
    ...(method === "POST" ? { body: text } : {}),
  });
}

describeBackends("the proof-of-consent log", (backend) => {
  const suite = useDatabase(backend);
  const db = () => suite.app().db;
  const deps = (limit = 100) => ({ db: db(), limiter: new RateLimit({ limit, windowMs: 60_000 }), now: () => NOW });
  const ctx = { lang: "en" as const, clientAddress: "203.0.113.7" };

  beforeEach(async () => {
    await db().deleteFrom("consent_log").execute();
  });

  it("stores a choice with a new random id and answers with it; nothing about the visitor", async () => {
    const res = await handleConsentLog(post(choice), ctx, deps());
    expect(res.status).toBe(201);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const { consentId } = (await res.json()) as { consentId: string };
    expect(consentId).toMatch(/^[0-9a-f-]{36}$/);
    const rows = await db().selectFrom("consent_log").selectAll().execute();
    expect(rows).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
        consent_id: consentId,
        created_at: NOW.toISOString(),
        version: "2026-11-24",
        choice: "custom",
        statistics: 1,
        marketing: 0,
        lang: "en",
      },
    ]);
    expect(rows[0]?.id).not.toBe(consentId);
    expect(JSON.stringify(rows)).not.toContain("203.0.113");
  });

  it("keeps the visitor's consent id for a later change, and names every kind of choice", async () => {
    const first = (await (await handleConsentLog(post({ ...choice, statistics: true, marketing: true }), ctx, deps())).json()) as {
      consentId: string;
    };
    const again = await handleConsentLog(post({ ...choice, consentId: first.consentId, statistics: false, marketing: false }), ctx, deps());
    expect(await again.json()).toEqual({ consentId: first.consentId });
    await handleConsentLog(post({ ...choice, statistics: false, marketing: true }), { ...ctx, lang: "de" }, deps());
    const rows = await db().selectFrom("consent_log").select(["consent_id", "choice", "lang"]).orderBy("choice").execute();
    expect(rows).toEqual([
      { consent_id: first.consentId, choice: "accepted", lang: "en" },
      { consent_id: expect.not.stringMatching(first.consentId) as unknown, choice: "custom", lang: "de" },
      { consent_id: first.consentId, choice: "rejected", lang: "en" },
    ]);
  });

  it("refuses other methods, cross-site requests, large bodies and anything but a choice, storing nothing", async () => {
    const cases: [Request, number][] = [
      [post(choice, {}, "PUT"), 405],
      [post(choice, { "Sec-Fetch-Site": "cross-site" }), 403],
      [post(choice, { "Sec-Fetch-Site": "same-site" }), 403],
      [post({ ...choice, padding: "x".repeat(MAX_CONSENT_BODY_BYTES) }), 413],
      [post("{not json"), 400],
      [post({ ...choice, statistics: "yes" }), 400],
      [post({ ...choice, version: "latest" }), 400],
      [post({ ...choice, consentId: "not-a-uuid" }), 400],
      [post({ ...choice, ip: "203.0.113.7" }), 400],
      [post({ statistics: true, marketing: true }), 400],
    ];
    for (const [request, status] of cases) expect((await handleConsentLog(request, ctx, deps())).status).toBe(status);
    expect(await db().selectFrom("consent_log").selectAll().execute()).toEqual([]);
  });

  it("counts a body's bytes while reading it, whatever its Content-Length says", async () => {
    const big = JSON.stringify({ ...choice, padding: "x".repeat(4 * MAX_CONSENT_BODY_BYTES) });
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        const bytes = new TextEncoder().encode(big);
        for (let i = 0; i < bytes.length; i += 256) controller.enqueue(bytes.slice(i, i + 256));
        controller.close();
      },
    });
    const request = new Request("http://localhost:3000/api/consent", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect((await handleConsentLog(request, ctx, deps())).status).toBe(413);
  });

  it("answers 429 past the limit per address, and keeps counting other addresses apart", async () => {
    const d = deps(2);
    expect((await handleConsentLog(post(choice), ctx, d)).status).toBe(201);
    expect((await handleConsentLog(post(choice), ctx, d)).status).toBe(201);
    const refused = await handleConsentLog(post(choice), ctx, d);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("600");
    expect((await handleConsentLog(post(choice), { ...ctx, clientAddress: "198.51.100.1" }, d)).status).toBe(201);
    expect(await db().selectFrom("consent_log").selectAll().execute()).toHaveLength(3);
  });

  it("deletes choices older than the retention period, and only those", async () => {
    const at = (iso: string) => () => new Date(iso);
    await handleConsentLog(post(choice), ctx, { ...deps(), now: at("2023-11-20T10:00:00.000Z") });
    await handleConsentLog(post(choice), ctx, { ...deps(), now: at("2023-11-26T10:00:00.000Z") });
    await handleConsentLog(post(choice), ctx, { ...deps(), now: at("2026-11-01T10:00:00.000Z") });
    expect(await deleteOldConsentLog(db(), 1095, NOW)).toBe(1);
    const left = await db().selectFrom("consent_log").select("created_at").orderBy("created_at").execute();
    expect(left.map((r) => r.created_at)).toEqual(["2023-11-26T10:00:00.000Z", "2026-11-01T10:00:00.000Z"]);
    expect(await deleteOldConsentLog(db(), 1095, NOW)).toBe(0);
  });

  it("counts choices per day in German time, newest day first, over the last days only", async () => {
    const log = (iso: string, statistics: boolean, marketing: boolean) =>
      handleConsentLog(post({ ...choice, statistics, marketing }), ctx, { ...deps(), now: () => new Date(iso) });
    await log("2026-11-23T22:30:00.000Z", true, true); // 23:30 in Berlin: the 23rd
    await log("2026-11-23T23:30:00.000Z", true, true); // 00:30 in Berlin: the 24th
    await log("2026-11-24T08:00:00.000Z", false, false);
    await log("2026-11-24T09:00:00.000Z", true, false);
    await log("2026-11-24T09:10:00.000Z", true, true);
    await log("2026-10-01T09:00:00.000Z", true, true); // older than 30 days
    expect(await consentChoicesPerDay(db(), 30, NOW)).toEqual([
      { day: "2026-11-24", accepted: 2, rejected: 1, custom: 1 },
      { day: "2026-11-23", accepted: 1, rejected: 0, custom: 0 },
    ]);
  });
});
