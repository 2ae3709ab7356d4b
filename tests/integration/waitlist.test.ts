import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { defaultSite } from "~/config/site";
import { createDatabase, type AppDatabase } from "~/lib/db/db.server";
import { migrateToLatest } from "~/lib/db/migrations.server";
import { formMessages } from "~/features/forms/schema";
import { checkStarted, signStarted } from "~/features/forms/started.server";
import { defaultSite as site } from "~/config/site";
import {
  handleWaitlistAction,
  listWaitlist,
  type WaitlistActionOptions,
  type WaitlistProduct,
  type WaitlistResult,
} from "~/features/waitlist/waitlist.server";
import type { Lang } from "~/lib/i18n";
import { RateLimit, waitlistRateLimit } from "~/lib/rate-limit.server";
import { describeBackends, useDatabase } from "./support/backends";

const SITE = "http://localhost:4360";

/** A start time the check accepts: long enough ago for a person to have filled in the form. */
const started = () => signStarted(new Date(Date.now() - 10_000));

const valid = {
  intent: "waitlist",
  name: "Anna Förster",
  email: "Anna.Foerster@Example.DE",
  company: "Forstbetrieb Förster",
  hectares: "1.250",
  segment: "company",
  message: "Wir bewirtschaften Mischwald in Nordhessen.",
  consent: "yes",
  website: "",
};

interface PostOptions {
  origin?: string | null;
  ip?: string;
  lang?: Lang;
  product?: WaitlistProduct;
  headers?: Record<string, string>;
}

/** What the action answered: the form state and the HTTP status, or the status it threw. */
type Answer = { status: number; result: WaitlistResult } | { status: number; thrown: unknown };

function request(fields: Record<string, string>, { origin = SITE, headers = {} }: PostOptions = {}) {
  const h = new Headers({ "content-type": "application/x-www-form-urlencoded", ...headers });
  if (origin !== null) h.set("origin", origin);
  return new Request(`${SITE}/nexus`, { method: "POST", headers: h, body: new URLSearchParams(fields).toString() });
}

async function answer(promise: Promise<unknown>): Promise<Answer> {
  try {
    const response = (await promise) as { data: WaitlistResult; init: ResponseInit | null };
    return { status: response.init?.status ?? 200, result: response.data };
  } catch (thrown) {
    const init = (thrown as { init?: ResponseInit | null }).init;
    return { status: init?.status ?? 500, thrown };
  }
}

describeBackends("waitlist", (backend) => {
  const suite = useDatabase(backend);
  const db = () => suite.app().db;
  let limiter: RateLimit;
  let ipCounter = 0;

  function post(fields: Record<string, string>, options: PostOptions = {}, extra: Partial<WaitlistActionOptions> = {}) {
    const ip = options.ip ?? `203.0.113.${++ipCounter}`;
    return answer(
      handleWaitlistAction(request({ started: started(), ...fields }, options), options.product ?? "nexus", options.lang ?? "de", {
        db: db(),
        clientAddress: ip,
        limiter,
        ...extra,
      }),
    );
  }

  beforeEach(async () => {
    limiter = new RateLimit(waitlistRateLimit);
    await db().deleteFrom("form_submissions").execute();
  });

  it("stores sign-ups as form submissions of kind waitlist", async () => {
    expect((await post(valid)).status).toBe(200);
    const rows = await db().selectFrom("form_submissions").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: "waitlist", status: "new", product: "nexus", page: "/nexus", topic: null, field: null });
    expect(JSON.parse(rows[0]!.details ?? "{}")).toMatchObject({ hectares: 1250, segment: "company" });
  });

  it("stores a valid entry, normalised", async () => {
    const before = Date.now();
    const res = await post(valid);
    expect(res).toEqual({ status: 200, result: { ok: true, started: expect.any(String) as unknown } });
    const rows = await listWaitlist(db());
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row).toMatchObject({
      product: "nexus",
      name: "Anna Förster",
      email: "anna.foerster@example.de",
      company: "Forstbetrieb Förster",
      hectares: 1250,
      segment: "company",
      message: "Wir bewirtschaften Mischwald in Nordhessen.",
      lang: "de",
    });
    expect(row.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(Date.parse(row.consent_at)).toBeGreaterThanOrEqual(before - 5);
    expect(row.created_at).toBe(row.consent_at);
    expect(row.updated_at).toBe(row.created_at);
  });

  it("writes a notification and a German acknowledgement into the outbox when mail is set up", async () => {
    const mail = { smtpUrl: "smtp://127.0.0.1:2525", from: "web@example.de", inbox: "inbox@example.de", site: defaultSite };
    expect((await post(valid, {}, { mail })).status).toBe(200);
    const mails = await db().selectFrom("mail_outbox").selectAll().orderBy("purpose", "desc").execute();
    expect(mails.map((m) => [m.purpose, m.to_address, m.reply_to, m.status])).toEqual([
      ["notification", "inbox@example.de", "anna.foerster@example.de", "pending"],
      ["acknowledgement", "anna.foerster@example.de", "inbox@example.de", "pending"],
    ]);
    expect(mails[0]!.subject).toBe("Neue Wartelisten-Anmeldung (Nexus): Anna Förster");
    expect(mails[0]!.body_text).toContain("Waldfläche: 1.250 ha");
    expect(mails[0]!.body_text).toContain("Bereich: Forstbetrieb");
    expect(mails[1]!.subject).toBe("Sie stehen auf der Warteliste für Nexus");
    await db().deleteFrom("mail_outbox").execute();
  });

  it("stores only the required fields when the optional ones are empty", async () => {
    const res = await post({ name: "Bernd", email: "bernd@example.de", consent: "yes" }, { lang: "en" });
    expect(res.status).toBe(200);
    const [row] = await listWaitlist(db());
    expect(row).toMatchObject({ name: "Bernd", company: null, hectares: null, segment: null, message: null, lang: "en" });
  });

  it("refuses invalid input with a message per field, keeps the values and writes nothing", async () => {
    const fields = {
      name: "A",
      email: "anna@",
      company: "x".repeat(121),
      hectares: "ungefähr 300",
      segment: "förster",
      message: "y".repeat(2001),
      website: "",
    };
    const res = await post(fields);
    expect(res.status).toBe(400);
    if (!("result" in res) || res.result.ok) throw new Error("expected a refused form");
    expect(res.result.errors).toEqual({
      name: "Der Name muss mindestens 2 Zeichen lang sein.",
      email: "Bitte geben Sie eine gültige E-Mail-Adresse an.",
      company: "Der Name des Unternehmens darf höchstens 120 Zeichen lang sein.",
      hectares: "Bitte geben Sie die Waldfläche als ganze Zahl in Hektar an, zum Beispiel 250.",
      segment: "Bitte wählen Sie einen Eintrag aus der Liste.",
      message: "Ihre Nachricht darf höchstens 2.000 Zeichen lang sein.",
      consent: "Bitte bestätigen Sie die Einwilligung, damit wir Sie auf die Warteliste setzen können.",
    });
    const { website: _honeypot, ...typed } = fields;
    expect(res.result.values).toEqual(typed);
    expect(await listWaitlist(db())).toEqual([]);
  });

  it("answers in English on the English site", async () => {
    const res = await post({ name: "", email: "", hectares: "20000000" }, { lang: "en" });
    expect(res.status).toBe(400);
    if (!("result" in res) || res.result.ok) throw new Error("expected a refused form");
    expect(res.result.errors).toEqual({
      name: "Please enter your name.",
      email: "Please enter a valid email address.",
      hectares: "Please enter a forest area between 0 and 10,000,000 hectares.",
      consent: "Please give your consent so that we can add you to the waitlist.",
    });
  });

  it("treats a second sign-up with the same e-mail as success and keeps the first entry as it was", async () => {
    await post(valid);
    const [first] = await listWaitlist(db());
    await new Promise((r) => setTimeout(r, 5));
    const again = await post(
      { name: "Anna F.", email: "  ANNA.FOERSTER@example.de ", hectares: "", company: "", message: "Neue Frage", consent: "yes" },
      { lang: "en" },
    );
    expect(again).toEqual({ status: 200, result: { ok: true, started: expect.any(String) as unknown } });
    const rows = await listWaitlist(db());
    expect(rows).toHaveLength(2);
    // Newest first: the second sign-up is an entry of its own ...
    expect(rows[0]).toMatchObject({
      name: "Anna F.",
      email: "anna.foerster@example.de",
      company: null,
      hectares: null,
      segment: null,
      message: "Neue Frage",
      lang: "en",
    });
    expect(rows[0]!.id).not.toBe(first!.id);
    expect(rows[0]!.created_at > first!.created_at).toBe(true);
    // ... and the first one is unchanged.
    expect(rows[1]).toEqual(first);
  });

  it("keeps the entries of both products: the same address may wait for both", async () => {
    await post(valid, { product: "nexus" });
    await post(valid, { product: "inventory" });
    expect((await listWaitlist(db())).map((r) => r.product).sort()).toEqual(["inventory", "nexus"]);
    expect(await listWaitlist(db(), "inventory")).toHaveLength(1);
    expect((await listWaitlist(db(), "nexus"))[0]?.product).toBe("nexus");
  });

  it("lists the newest entries first", async () => {
    let t = Date.parse("2026-03-01T08:00:00.000Z");
    const now = () => new Date((t += 60_000));
    for (const email of ["a@example.de", "b@example.de", "c@example.de"]) {
      await post({ ...valid, email }, {}, { now });
    }
    expect((await listWaitlist(db())).map((r) => r.email)).toEqual(["c@example.de", "b@example.de", "a@example.de"]);
  });

  it("answers a filled-in honeypot like a success and writes nothing, before any other check", async () => {
    const mail = { smtpUrl: "smtp://127.0.0.1:2525", from: "web@example.de", inbox: "inbox@example.de", site };
    const log = vi.spyOn(console, "warn").mockImplementation(() => {});
    const res = await post({ ...valid, website: "https://spam.example" }, {}, { mail });
    // Without a start time and with a wrong address too: the bot learns nothing either way.
    const bare = await post({ name: "x", email: "victim@", website: "https://spam.example", started: "" });
    log.mockRestore();
    expect(res).toEqual({ status: 200, result: { ok: true, started: expect.any(String) as unknown } });
    expect(bare).toEqual({ status: 200, result: { ok: true, started: expect.any(String) as unknown } });
    expect(await listWaitlist(db())).toEqual([]);
    expect(await db().selectFrom("mail_outbox").selectAll().execute()).toEqual([]);
  });

  it("refuses a sign-up without a start time as 'please send again', keeping the values and handing out a token", async () => {
    // As a visitor without JavaScript posts first: the cached page carries no token.
    const first = await post({ ...valid, started: "" });
    expect(first.status).toBe(400);
    if (!("result" in first) || first.result.ok) throw new Error("expected a refused form");
    expect(first.result.errors).toEqual({
      form: "Zum Schutz vor automatischen Anmeldungen: Bitte senden Sie das Formular noch einmal. Ihre Angaben sind erhalten.",
    });
    expect(first.result.values).toMatchObject({ name: valid.name, email: valid.email, hectares: "1.250", consent: "yes" });
    expect(await listWaitlist(db())).toEqual([]);
    const token = first.result.started!;
    expect(checkStarted(token, new Date(Date.now() + 5000))).toEqual({ ok: true });

    // Sent again straight away: too fast, the same token back, so the time keeps running.
    const hasty = await post({ ...valid, hectares: "1,250", started: token }, { lang: "en" });
    if (!("result" in hasty) || hasty.result.ok) throw new Error("expected a refused form");
    expect(hasty.result.errors).toEqual({
      form: "The form was sent faster than it can be filled in. Please check your details and send it again.",
    });
    expect(hasty.result.started).toBe(token);

    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 5000 });
    try {
      expect((await post({ ...valid, started: token })).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
    expect(await listWaitlist(db())).toHaveLength(1);
  });

  it("spends a token once: the same token from five addresses stores one sign-up", async () => {
    const token = started();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await post({ ...valid, email: `p${i}@example.de`, started: token })).status);
    expect(statuses).toEqual([200, 400, 400, 400, 400]);
    const again = await post({ ...valid, started: token });
    if (!("result" in again) || again.result.ok) throw new Error("expected a refused form");
    expect(again.result.errors.form).toMatch(/noch einmal/);
    expect(again.result.started).not.toBe(token);
    expect(await listWaitlist(db())).toHaveLength(1);
  });

  it("checks the fields before the start time, and a refused sign-up does not spend its token", async () => {
    const quick = signStarted();
    const res = await post({ ...valid, name: "Anna\nhttps://evil.example/login", email: "victim@example.de", started: quick });
    expect(res.status).toBe(400);
    if (!("result" in res) || res.result.ok) throw new Error("expected a refused form");
    expect(res.result.errors).toEqual({
      name: "Bitte geben Sie nur Ihren Namen in einer Zeile an, ohne Links, Web- oder E-Mail-Adressen.",
    });
    expect(res.result.started).toBe(quick);
    expect(formMessages.de.nameInvalid).toBe(res.result.errors.name);

    const token = started();
    const limited = await post(
      { ...valid, started: token },
      {},
      { limiter: { take: () => Promise.resolve(false) } as unknown as RateLimit },
    );
    expect(limited.status).toBe(429);
    expect((await post({ ...valid, started: token })).status).toBe(200);
    expect(await db().selectFrom("mail_outbox").selectAll().execute()).toEqual([]);
  });

  it("refuses a cross-site POST with 403 and writes nothing", async () => {
    for (const origin of ["https://evil.example", "null", "http://localhost:4361"]) {
      const res = await post(valid, { origin });
      expect(res.status, origin).toBe(403);
      expect("thrown" in res).toBe(true);
    }
    const noOriginButCrossSite = await post(valid, { origin: null, headers: { "sec-fetch-site": "cross-site" } });
    expect(noOriginButCrossSite.status).toBe(403);
    expect(await listWaitlist(db())).toEqual([]);
  });

  it("accepts the site's own origin, also over https behind a proxy, and a request without Origin", async () => {
    expect((await post({ ...valid, email: "a@example.de" })).status).toBe(200);
    expect((await post({ ...valid, email: "b@example.de" }, { origin: "https://localhost:4360" })).status).toBe(200);
    expect((await post({ ...valid, email: "c@example.de" }, { origin: null })).status).toBe(200);
    expect(await listWaitlist(db())).toHaveLength(3);
  });

  it("refuses an oversized body with 413", async () => {
    const res = await post(valid, { headers: { "content-length": String(64 * 1024) } });
    expect(res.status).toBe(413);
  });

  it("answers 429 after 5 sign-ups from one address within 10 minutes, keeping the values", async () => {
    const ip = "198.51.100.7";
    for (let i = 0; i < 5; i++) {
      expect((await post({ ...valid, email: `p${i}@example.de` }, { ip })).status).toBe(200);
    }
    const limited = await post({ ...valid, email: "p5@example.de" }, { ip });
    expect(limited.status).toBe(429);
    if (!("result" in limited) || limited.result.ok) throw new Error("expected a refused form");
    expect(limited.result.errors.form).toBe(
      "Von Ihrem Anschluss kamen in kurzer Zeit zu viele Anmeldungen. Bitte versuchen Sie es in einigen Minuten erneut.",
    );
    expect(limited.result.values).toMatchObject({ name: valid.name, email: "p5@example.de", hectares: "1.250" });
    expect(await listWaitlist(db())).toHaveLength(5);

    // Another address, or the other product's form, is not affected.
    expect((await post({ ...valid, email: "other@example.de" }, { ip: "198.51.100.8" })).status).toBe(200);
    expect((await post({ ...valid, email: "p5@example.de" }, { ip, product: "inventory" })).status).toBe(200);

    // After the window the address may sign up again.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 10 * 60 * 1000 + 1000 });
    try {
      expect((await post({ ...valid, email: "p5@example.de" }, { ip })).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it("does not count refused forms against the rate limit", async () => {
    const ip = "198.51.100.9";
    for (let i = 0; i < 8; i++) expect((await post({ name: "x" }, { ip })).status).toBe(400);
    expect((await post(valid, { ip })).status).toBe(200);
  });

  it("falls back to the last X-Forwarded-For address when the server names none", async () => {
    const viaProxy = (email: string, forwardedFor: string) =>
      answer(
        handleWaitlistAction(
          request({ ...valid, email, started: started() }, { headers: { "x-forwarded-for": forwardedFor } }),
          "nexus",
          "de",
          {
            db: db(),
            limiter,
          },
        ),
      );
    for (let i = 0; i < 5; i++) expect((await viaProxy(`x${i}@example.de`, `10.0.0.${i}, 192.0.2.50`)).status).toBe(200);
    expect((await viaProxy("x5@example.de", "10.0.0.99, 192.0.2.50")).status).toBe(429);
    expect((await viaProxy("x6@example.de", "192.0.2.51")).status).toBe(200);
  });
});

describe("waitlist without a database", () => {
  let broken: AppDatabase;
  beforeAll(async () => {
    broken = createDatabase(":memory:");
    await migrateToLatest(broken.db);
    await broken.close();
  });
  afterAll(() => vi.restoreAllMocks());

  it("answers 503 with the values kept, and logs the cause", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await answer(
      handleWaitlistAction(request({ ...valid, started: started() }), "nexus", "de", {
        db: broken.db,
        clientAddress: "192.0.2.1",
        limiter: new RateLimit(waitlistRateLimit),
      }),
    );
    expect(res.status).toBe(503);
    if (!("result" in res) || res.result.ok) throw new Error("expected a refused form");
    expect(res.result.errors.form).toMatch(/nicht gespeichert/);
    expect(res.result.values).toMatchObject({ name: valid.name, email: valid.email, message: valid.message });
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]?.[0])).toMatch(/Waitlist \(nexus\)/);
  });
});
