import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { defaultSite } from "~/config/site";
import { smtpSender, type MailSettings, type SendMail } from "~/features/forms/mail.server";
import {
  deleteOldLinkMails,
  isPermanentFailure,
  MAX_ATTEMPTS,
  nudgeOutbox,
  processOutbox,
  RETRY_DELAYS_MS,
  startOutboxWorker,
} from "~/features/forms/outbox.server";
import { getSubmission, listSubmissions, storeSubmission } from "~/features/forms/submissions.server";
import { describeBackends, useDatabase } from "./support/backends";
// The same server the end-to-end suite runs as a program.
import { startSmtpServer, type TestSmtpServer } from "../e2e/support/smtp-server.mjs";

const MINUTE = 60_000;

let smtp: TestSmtpServer;
let settings: MailSettings;

beforeAll(async () => {
  // Like a mail server without such mailboxes: recipients starting with "bounce" are refused (550).
  smtp = await startSmtpServer({ refuseRecipient: (address) => address.startsWith("bounce") });
  settings = { smtpUrl: smtp.url, from: "website@forestcrew.test", inbox: "anfragen@forestcrew.test", site: defaultSite };
});
afterAll(() => smtp.close());

/** A port nothing listens on (bound, closed again). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describeBackends("mail outbox", (backend) => {
  const suite = useDatabase(backend);
  const db = () => suite.app().db;

  beforeEach(async () => {
    smtp.mails.length = 0;
    smtp.refuseNext(0);
    await db().deleteFrom("form_submissions").execute();
    await db().deleteFrom("mail_outbox").execute();
  });

  it("deletes sent and given-up invitation mails after 7 days, and nothing else", async () => {
    const now = new Date("2026-11-24T12:00:00.000Z");
    const day = 24 * 60 * 60 * 1000;
    const mail = (id: string, purpose: string, status: string, ageDays: number) => ({
      id,
      submission_id: null,
      purpose,
      to_address: `${id}@example.de`,
      reply_to: null,
      subject: "Einladung",
      body_text: "(removed)",
      status,
      attempts: 0,
      next_attempt_at: now.toISOString(),
      last_error: null,
      sent_at: null,
      created_at: new Date(now.getTime() - ageDays * day).toISOString(),
    });
    await db()
      .insertInto("mail_outbox")
      .values([
        mail("old-sent", "invitation", "sent", 8),
        mail("old-failed", "password-reset", "failed", 9),
        mail("young-sent", "invitation", "sent", 6),
        mail("old-pending", "invitation", "pending", 8),
      ])
      .execute();
    expect(await deleteOldLinkMails(db(), now)).toBe(2);
    const left = await db().selectFrom("mail_outbox").select("id").orderBy("id").execute();
    expect(left.map((r) => r.id)).toEqual(["old-pending", "young-sent"]);
  });

  /** A stored submission with one pending notification, created at `now`. */
  async function submissionWithMail(now: Date, subject = "Neue Kontaktanfrage (Demo): Anna") {
    return storeSubmission(
      db(),
      { kind: "contact", lang: "de", name: "Anna", email: "anna@example.de", topic: "demo", message: "Bitte um eine Demo." },
      {
        now,
        mails: [{ purpose: "notification", to: "anfragen@forestcrew.test", replyTo: "anna@example.de", subject, text: "Name: Anna\n" }],
      },
    );
  }

  it("keeps a mail the SMTP server refused, with the error and a later attempt, then sends it once that time has come", async () => {
    const t0 = new Date();
    const id = await submissionWithMail(t0);
    smtp.refuseNext(1);

    expect(await processOutbox(db(), smtpSender(settings), { now: t0 })).toEqual({ sent: 0, retrying: 1, failed: 0 });
    expect(smtp.mails).toHaveLength(0);
    let [mail] = (await getSubmission(db(), id))!.mails;
    expect(mail).toMatchObject({ status: "pending", attempts: 1, sentAt: null });
    expect(mail!.lastError).toMatch(/451|temporarily unavailable/i);
    expect(mail!.nextAttemptAt).toBe(new Date(t0.getTime() + MINUTE).toISOString());

    // Not yet due: nothing is tried.
    expect(await processOutbox(db(), smtpSender(settings), { now: new Date(t0.getTime() + 30_000) })).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });

    expect(await processOutbox(db(), smtpSender(settings), { now: new Date(t0.getTime() + MINUTE + 1000) })).toEqual({
      sent: 1,
      retrying: 0,
      failed: 0,
    });
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]).toMatchObject({ subject: "Neue Kontaktanfrage (Demo): Anna", replyTo: "anna@example.de" });
    [mail] = (await getSubmission(db(), id))!.mails;
    expect(mail).toMatchObject({ status: "sent", attempts: 2, lastError: null });
    expect(mail!.sentAt).not.toBeNull();
  });

  it("retries when the mail server cannot be reached at all", async () => {
    const t0 = new Date();
    const id = await submissionWithMail(t0);
    const unreachable = smtpSender({ smtpUrl: `smtp://127.0.0.1:${await closedPort()}`, from: settings.from });
    expect(await processOutbox(db(), unreachable, { now: t0 })).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const [mail] = (await getSubmission(db(), id))!.mails;
    expect(mail!.lastError).toMatch(/ECONNREFUSED/);
    expect(await processOutbox(db(), smtpSender(settings), { now: new Date(t0.getTime() + MINUTE) })).toMatchObject({ sent: 1 });
  });

  it("backs off 1 min, 5 min, 30 min, 2 h, 12 h and gives up after the sixth failure, which the inbox shows", async () => {
    let now = new Date("2026-02-01T10:00:00.000Z");
    const id = await submissionWithMail(now);
    // A reply that may pass (421: the server is busy or shutting down).
    const failing: SendMail = () => Promise.reject(Object.assign(new Error("421 4.3.2 Service not available"), { responseCode: 421 }));
    const waits: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const run = await processOutbox(db(), failing, { now });
      expect(run, `attempt ${attempt}`).toEqual(
        attempt < MAX_ATTEMPTS ? { sent: 0, retrying: 1, failed: 0 } : { sent: 0, retrying: 0, failed: 1 },
      );
      const [mail] = (await getSubmission(db(), id))!.mails;
      expect(mail!.attempts).toBe(attempt);
      if (attempt < MAX_ATTEMPTS) {
        const next = new Date(mail!.nextAttemptAt);
        waits.push(next.getTime() - now.getTime());
        now = next;
      } else {
        expect(mail).toMatchObject({ status: "failed", lastError: "421 4.3.2 Service not available" });
      }
    }
    expect(waits).toEqual([...RETRY_DELAYS_MS]);
    expect(waits).toEqual([MINUTE, 5 * MINUTE, 30 * MINUTE, 120 * MINUTE, 720 * MINUTE]);
    // Given up: never tried again.
    expect(await processOutbox(db(), failing, { now: new Date(now.getTime() + 100 * 24 * 60 * MINUTE) })).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
    const { rows } = await listSubmissions(db(), {});
    expect(rows[0]).toMatchObject({ id, mailFailed: true });
  });

  it("marks a mail the server refuses for good (550 on RCPT) failed at once, and still sends the submission's other mail", async () => {
    const t0 = new Date("2026-02-01T10:00:00.000Z");
    const id = await storeSubmission(
      db(),
      { kind: "contact", lang: "de", name: "Bea", email: "bounce-bea@example.org", topic: "demo", message: "Bitte um eine Demo." },
      {
        now: t0,
        mails: [
          {
            purpose: "notification",
            to: "anfragen@forestcrew.test",
            replyTo: "bounce-bea@example.org",
            subject: "Neu: Bea",
            text: "Name: Bea\n",
          },
          {
            purpose: "acknowledgement",
            to: "bounce-bea@example.org",
            replyTo: "anfragen@forestcrew.test",
            subject: "Danke",
            text: "Hallo\n",
          },
        ],
      },
    );
    expect(await processOutbox(db(), smtpSender(settings), { now: t0 })).toEqual({ sent: 1, retrying: 0, failed: 1 });
    expect(smtp.mails.map((m) => m.to)).toEqual([["anfragen@forestcrew.test"]]);
    const mails = (await getSubmission(db(), id))!.mails;
    expect(mails.find((m) => m.purpose === "notification")).toMatchObject({ status: "sent", attempts: 1 });
    const ack = mails.find((m) => m.purpose === "acknowledgement")!;
    expect(ack).toMatchObject({ status: "failed", attempts: 1, sentAt: null });
    expect(ack.lastError).toMatch(/550 5\.1\.1 <bounce-bea@example\.org>: mailbox unavailable/);
    expect((await listSubmissions(db(), {})).rows[0]).toMatchObject({ id, mailFailed: true });
    // Never tried again, not even a day later.
    expect(await processOutbox(db(), smtpSender(settings), { now: new Date(t0.getTime() + 24 * 60 * MINUTE) })).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
  });

  it("gives up at once on any 5xx reply (553 bad address), but retries 4xx replies, a failed login and lost connections", async () => {
    const t0 = new Date("2026-02-01T10:00:00.000Z");
    const cases: [string, Error & { responseCode?: number; code?: string }, "failed" | "pending"][] = [
      ["553", Object.assign(new Error("553 5.1.3 Bad recipient address syntax"), { responseCode: 553, code: "EENVELOPE" }), "failed"],
      ["554", Object.assign(new Error("554 5.7.1 Message rejected as spam"), { responseCode: 554, code: "EMESSAGE" }), "failed"],
      ["452", Object.assign(new Error("452 4.2.2 Mailbox full"), { responseCode: 452, code: "EENVELOPE" }), "pending"],
      ["535", Object.assign(new Error("Invalid login: 535 5.7.8 Authentication failed"), { responseCode: 535, code: "EAUTH" }), "pending"],
      ["timeout", Object.assign(new Error("Greeting never received"), { code: "ETIMEDOUT" }), "pending"],
    ];
    for (const [name, error, status] of cases) {
      await db().deleteFrom("mail_outbox").execute();
      const id = await submissionWithMail(t0, name);
      await processOutbox(db(), () => Promise.reject(error), { now: t0 });
      const [mail] = (await getSubmission(db(), id))!.mails;
      expect(mail, name).toMatchObject({ status, attempts: 1, lastError: error.message });
      if (status === "pending") expect(mail!.nextAttemptAt, name).toBe(new Date(t0.getTime() + MINUTE).toISOString());
    }
    expect(isPermanentFailure(new Error("550 in the text is not a reply code"))).toBe(false);
    expect(isPermanentFailure("550")).toBe(false);
  });

  it("sends each mail once when two instances work the outbox at the same time", async () => {
    const now = new Date();
    for (let i = 0; i < 6; i++) await submissionWithMail(now, `Mail ${i}`);
    const sent: string[] = [];
    const slow: SendMail = async (mail) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      sent.push(mail.subject);
    };
    const [a, b] = await Promise.all([processOutbox(db(), slow, { now }), processOutbox(db(), slow, { now })]);
    expect(a.sent + b.sent).toBe(6);
    expect(sent.sort()).toEqual(["Mail 0", "Mail 1", "Mail 2", "Mail 3", "Mail 4", "Mail 5"]);
  });

  it("a nudge after a submission is stored sends its mails at once, long before the worker's next run", async () => {
    const worker = startOutboxWorker({
      database: () => Promise.resolve(db()),
      send: smtpSender(settings),
      log: () => {},
      intervalMs: 10 * MINUTE,
    });
    try {
      await submissionWithMail(new Date(), "Sofort");
      nudgeOutbox();
      await expect.poll(() => smtp.mails.map((m) => m.subject), { timeout: 3000 }).toEqual(["Sofort"]);
    } finally {
      worker.stop();
    }
  });

  it("the worker sends what is due without holding the process open, and can be stopped", async () => {
    await submissionWithMail(new Date());
    const lines: string[] = [];
    const worker = startOutboxWorker({
      database: () => Promise.resolve(db()),
      send: smtpSender(settings),
      log: (l) => lines.push(l),
      intervalMs: 60_000,
    });
    try {
      await worker.runNow();
      expect(smtp.mails).toHaveLength(1);
      expect(lines).toEqual([]);
    } finally {
      worker.stop();
    }
  });
});
