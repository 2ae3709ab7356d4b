// What several instances on one database share (ADR 0014): rate limits, timed jobs and content
// changes. "Two instances" here are two database handles (two connection pools) on one database,
// as two server processes would hold them.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ContentChange } from "~/lib/content-events.server";
import type { SendMail } from "~/features/forms/mail.server";
import { processOutbox } from "~/features/forms/outbox.server";
import { storeSubmission } from "~/features/forms/submissions.server";
import { createDatabase, type AppDatabase } from "~/lib/db/db.server";
import { startContentRelay, type ContentRelay } from "~/lib/db/notify.server";
import { countHit, deleteEndedWindows, RateLimit } from "~/lib/rate-limit.server";
import { runNowAndEvery, runOnce } from "~/lib/repeat.server";
import { backends, describeBackends, useDatabase } from "./support/backends";

/** A test that only applies to PostgreSQL: registered there, left out (not skipped) on SQLite. */
const itOnPostgres = (backend: string) => (backend === "postgres" ? it : () => {});

const MINUTE = 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeBackends("state shared by instances", (backend) => {
  const suite = useDatabase(backend);
  let a: AppDatabase;
  let b: AppDatabase;
  beforeAll(() => {
    a = suite.app();
    b = createDatabase(suite.env().url);
  });
  afterAll(() => b?.close());
  beforeEach(async () => {
    await a.db.deleteFrom("rate_limits").execute();
    await a.db.deleteFrom("job_runs").execute();
  });

  describe("rate limits", () => {
    it("two instances count one limit: of 40 parallel requests through both, exactly the limit passes", async () => {
      const policy = { limit: 5, windowMs: MINUTE };
      const onA = new RateLimit(policy, { name: "waitlist", db: () => Promise.resolve(a.db) });
      const onB = new RateLimit(policy, { name: "waitlist", db: () => Promise.resolve(b.db) });
      const taken = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? onA : onB).take("nexus:198.51.100.1")));
      expect(taken.filter(Boolean)).toHaveLength(5);
      // Another key and another limit with the same key count on their own.
      expect(await onB.take("nexus:198.51.100.2")).toBe(true);
      expect(await new RateLimit(policy, { name: "form", db: () => Promise.resolve(a.db) }).take("nexus:198.51.100.1")).toBe(true);
      // Only hashes are stored, never the address.
      expect(JSON.stringify(await a.db.selectFrom("rate_limits").selectAll().execute())).not.toContain("198.51.100");
    });

    it("opens a new window once the old one has ended, and the clean-up deletes ended windows only", async () => {
      const t0 = new Date("2026-05-01T12:00:00.000Z");
      const at = (ms: number) => ({ now: new Date(t0.getTime() + ms) });
      expect(await countHit(a.db, "chat", "k", MINUTE, at(0))).toBe(1);
      expect(await countHit(b.db, "chat", "k", MINUTE, at(59_000))).toBe(2);
      expect(await countHit(a.db, "chat", "k", MINUTE, at(60_000))).toBe(1);
      expect(await countHit(a.db, "chat", "other", 10 * MINUTE, at(60_000))).toBe(1);
      expect(await deleteEndedWindows(a.db, new Date(t0.getTime() + 2 * MINUTE + 1))).toBe(1);
      expect(await a.db.selectFrom("rate_limits").select("points").execute()).toEqual([{ points: 1 }]);
    });

    it("keeps limiting in this process's memory while the database cannot count", async () => {
      const broken = new RateLimit({ limit: 2, windowMs: MINUTE }, { name: "waitlist", db: () => Promise.reject(new Error("down")) });
      expect([await broken.take("k"), await broken.take("k"), await broken.take("k")]).toEqual([true, true, false]);
    });
  });

  describe("mail outbox", () => {
    it("two instances' workers (two pools) send each of 12 due mails exactly once", async () => {
      const now = new Date();
      for (let i = 0; i < 12; i++) {
        await storeSubmission(
          a.db,
          { kind: "contact", lang: "de", name: "Anna", email: "anna@example.de", topic: "demo", message: `Nachricht ${i}` },
          { now, mails: [{ purpose: "notification", to: "anfragen@forestcrew.test", replyTo: null, subject: `Mail ${i}`, text: "…" }] },
        );
      }
      const sent: string[] = [];
      const slow: SendMail = async (mail) => {
        await sleep(10);
        sent.push(mail.subject);
      };
      const runs = await Promise.all([
        processOutbox(a.db, slow, { now }),
        processOutbox(b.db, slow, { now }),
        processOutbox(b.db, slow, { now }),
      ]);
      expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(12);
      expect(sent).toHaveLength(12);
      expect(new Set(sent).size).toBe(12);
    });
  });

  describe("timed jobs", () => {
    it(
      backend.name === "postgres"
        ? "one of two instances runs each run of a job (advisory lock and last start)"
        : "run in the one instance SQLite serves",
      async () => {
        let runs = 0;
        const job = async () => {
          runs++;
          await sleep(50);
        };
        const now = new Date();
        const ran = await Promise.all([runOnce(a.db, "retention", MINUTE, job, now), runOnce(b.db, "retention", MINUTE, job, now)]);
        if (backend.name === "sqlite") {
          expect(runs).toBe(2);
          return;
        }
        expect(runs).toBe(1);
        expect(ran.filter(Boolean)).toHaveLength(1);
        // A timer firing a little later on the other instance finds the run done…
        expect(await runOnce(b.db, "retention", MINUTE, job, new Date(now.getTime() + 5000))).toBe(false);
        // …and the next run, one interval on, runs once again; other jobs are independent.
        expect(await runOnce(b.db, "retention", MINUTE, job, new Date(now.getTime() + MINUTE))).toBe(true);
        expect(await runOnce(a.db, "other job", MINUTE, job, now)).toBe(true);
        expect(runs).toBe(3);
      },
    );

    itOnPostgres(backend.name)("two instances' schedulers started together run the job once", async () => {
      let runs = 0;
      const job = async () => {
        runs++;
        await sleep(100);
      };
      const stops = [a, b].map((x) =>
        runNowAndEvery("consent log retention", 24 * 60 * MINUTE, job, { database: () => Promise.resolve(x.db) }),
      );
      await sleep(600);
      stops.forEach((stop) => stop());
      expect(runs).toBe(1);
    });
  });
});

describe.skipIf(backends.find((x) => x.name === "postgres")!.skip)("content changes between instances on postgres", () => {
  const suite = useDatabase(backends.find((x) => x.name === "postgres")!);
  const channel = `test_content_${randomBytes(4).toString("hex")}`;
  const connectionString = () => suite.env().url;
  const received: { a: ContentChange[]; b: ContentChange[] } = { a: [], b: [] };
  let relayA: ContentRelay;
  let relayB: ContentRelay;
  const lines: string[] = [];

  beforeAll(async () => {
    const database = () => Promise.resolve(suite.app().db);
    const common = {
      connectionString: connectionString(),
      database,
      channel,
      publish: false,
      minDelayMs: 100,
      log: (l: string) => lines.push(l),
    };
    relayA = startContentRelay({ ...common, deliver: (c) => received.a.push(c) });
    relayB = startContentRelay({ ...common, deliver: (c) => received.b.push(c) });
    const deadline = Date.now() + 5000;
    while (!(relayA.connected() && relayB.connected())) {
      if (Date.now() > deadline) throw new Error(`the relays did not connect: ${lines.join("; ")}`);
      await sleep(50);
    }
  });
  afterAll(async () => {
    await relayA?.stop();
    await relayB?.stop();
  });

  /** What instance A's publisher sends when a post is saved there. */
  async function publishFromA(change: ContentChange) {
    const payload = JSON.stringify({ from: "instance-a", change });
    await pg_notify(payload);
  }
  async function pg_notify(payload: string) {
    const client = new pg.Client({ connectionString: connectionString() });
    await client.connect();
    try {
      await client.query("select pg_notify($1, $2)", [channel, payload]);
    } finally {
      await client.end();
    }
  }

  it("a change published on A reaches B's listeners within 2 s, and A's relay does not hand A its own change", async () => {
    received.a.length = 0;
    received.b.length = 0;
    const published = Date.now();
    relayA.publish({ kind: "blog", slugs: ["neuer-beitrag"] });
    await expect.poll(() => received.b, { timeout: 2000, interval: 20 }).toEqual([{ kind: "blog", slugs: ["neuer-beitrag"] }]);
    expect(Date.now() - published).toBeLessThan(2000);
    await sleep(200);
    expect(received.a).toEqual([]);
    // Malformed payloads are ignored.
    await pg_notify("not json");
    await publishFromA({ kind: "blog" });
    await expect.poll(() => received.a.length, { timeout: 2000 }).toBe(1);
  });

  it("reconnects when its listening connection is killed, drops the blog pages once (changes were missed), and hears changes again", async () => {
    received.b.length = 0;
    const admin = new pg.Client({ connectionString: connectionString() });
    await admin.connect();
    try {
      await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where query = $1 and pid <> pg_backend_pid()", [
        `listen "${channel}"`,
      ]);
    } finally {
      await admin.end();
    }
    await expect.poll(() => received.b, { timeout: 5000 }).toEqual([{ kind: "blog" }]);
    expect(lines.some((l) => /dropped/.test(l))).toBe(true);
    await expect.poll(() => relayA.connected() && relayB.connected(), { timeout: 5000 }).toBe(true);
    received.b.length = 0;
    await publishFromA({ kind: "blog", slugs: ["nach-dem-ausfall"] });
    await expect.poll(() => received.b, { timeout: 2000 }).toEqual([{ kind: "blog", slugs: ["nach-dem-ausfall"] }]);
  });
});
