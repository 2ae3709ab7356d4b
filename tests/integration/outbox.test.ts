import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { defaultSite } from "~/config/site";
import { smtpSender, type MailSettings, type SendMail } from "~/features/forms/mail.server";
import { MAX_ATTEMPTS, processOutbox, RETRY_DELAYS_MS, startOutboxWorker } from "~/features/forms/outbox.server";
import { getSubmission, listSubmissions, storeSubmission } from "~/features/forms/submissions.server";
import { describeBackends, useDatabase } from "./support/backends";
import { startSmtpServer, type TestSmtpServer } from "./support/smtp";

const MINUTE = 60_000;

let smtp: TestSmtpServer;
let settings: MailSettings;

beforeAll(async () => {
  smtp = await startSmtpServer();
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
    const failing: SendMail = () => Promise.reject(new Error("550 mailbox unavailable"));
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
        expect(mail).toMatchObject({ status: "failed", lastError: "550 mailbox unavailable" });
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
