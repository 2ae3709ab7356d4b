/**
 * The mail outbox: a submission writes its mails into `mail_outbox` in the same transaction as
 * itself, and this worker sends them later, so a slow or broken mail server never delays or
 * loses a submission. The action that stored a submission nudges the worker, so its mails go
 * out at once rather than at the next tick. A mail that fails for a reason that may pass (a 4xx
 * reply, no connection, a timeout) is tried again after 1 minute, 5 minutes, 30 minutes, 2 hours
 * and 12 hours, and after the sixth failed attempt marked failed; one the receiving side refused
 * for good (a 5xx reply such as 550 "mailbox unavailable") is marked failed at once. The inbox
 * shows a failed mail.
 *
 * Several server instances may run the worker against one database: each claims a mail before
 * sending it by moving its next attempt forward with a conditional UPDATE, which only one of
 * them can win. A worker that dies while sending leaves the mail to be tried again after the
 * claim runs out.
 */
import { readdir, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import type { Kysely } from "kysely";
import type { Database } from "~/lib/db/schema";
import { registerStartupTask } from "~/lib/startup.server";
import { runNowAndEvery } from "~/lib/repeat.server";
import { mailSettings, smtpSender, type SendMail } from "./mail.server";

const MINUTE = 60_000;
/** Waits after the 1st … 5th failed attempt. */
export const RETRY_DELAYS_MS = [MINUTE, 5 * MINUTE, 30 * MINUTE, 120 * MINUTE, 720 * MINUTE] as const;
/** Failed attempts after which a mail is given up. */
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** How long a claimed mail belongs to the worker sending it. */
const CLAIM_MS = 5 * MINUTE;
export const OUTBOX_INTERVAL_MS = 15_000;
const MAX_ERROR_LENGTH = 1000;

/**
 * Mails that carry a one-time sign-in link (app/features/accounts/invitations.server.ts).
 * Their text is blanked once the mail is sent or given up, so the database keeps no usable link:
 * the invitations table itself stores only the link's hash.
 */
export const ONE_TIME_LINK_PURPOSES: readonly string[] = ["invitation", "password-reset"];
export const REDACTED_BODY = "(removed after sending: the mail carried a one-time link)";
const redacted = (purpose: string) => (ONE_TIME_LINK_PURPOSES.includes(purpose) ? { body_text: REDACTED_BODY } : {});

/** Sent or given-up link mails are kept this long (for "was it sent?"), then deleted with their address. */
export const LINK_MAIL_KEEP_MS = 7 * 24 * 60 * MINUTE;

/**
 * Deletes the link mails (invitations, password links) that were sent or given up longer than
 * LINK_MAIL_KEEP_MS ago: they belong to no form submission, so the form retention never erases
 * them. Returns how many.
 */
export async function deleteOldLinkMails(db: Kysely<Database>, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - LINK_MAIL_KEEP_MS).toISOString();
  const result = await db
    .deleteFrom("mail_outbox")
    .where("purpose", "in", [...ONE_TIME_LINK_PURPOSES])
    .where("status", "in", ["sent", "failed"])
    .where("created_at", "<", cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export interface OutboxRun {
  sent: number;
  /** Failed this time, to be tried again. */
  retrying: number;
  /** Failed for the last time, or refused for good. */
  failed: number;
}

/**
 * Whether a send error will not get better by trying again: an SMTP reply 5xx (nodemailer puts
 * it in `responseCode`), e.g. 550 mailbox unavailable or 553 bad address. Not a failed login
 * (535 and the like, code EAUTH): that is our own configuration, and once it is corrected the
 * retries deliver. 4xx replies, refused connections and timeouts carry no 5xx code.
 */
export function isPermanentFailure(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { responseCode, code } = error as { responseCode?: unknown; code?: unknown };
  return typeof responseCode === "number" && responseCode >= 500 && responseCode <= 599 && code !== "EAUTH";
}

/** Sends the pending mails that are due at `now` (at most `batch`). */
export async function processOutbox(
  db: Kysely<Database>,
  send: SendMail,
  { now = new Date(), batch = 20 }: { now?: Date; batch?: number } = {},
): Promise<OutboxRun> {
  const run: OutboxRun = { sent: 0, retrying: 0, failed: 0 };
  const nowIso = now.toISOString();
  const due = await db
    .selectFrom("mail_outbox")
    .select(["id", "next_attempt_at"])
    .where("status", "=", "pending")
    .where("next_attempt_at", "<=", nowIso)
    .orderBy("next_attempt_at")
    .limit(batch)
    .execute();

  for (const candidate of due) {
    const claimed = await db
      .updateTable("mail_outbox")
      .set({ next_attempt_at: new Date(now.getTime() + CLAIM_MS).toISOString() })
      .where("id", "=", candidate.id)
      .where("status", "=", "pending")
      .where("next_attempt_at", "=", candidate.next_attempt_at)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue;

    // Read after claiming: the submission may have been deleted meanwhile.
    const mail = await db.selectFrom("mail_outbox").selectAll().where("id", "=", candidate.id).executeTakeFirst();
    if (!mail) continue;
    const attempts = Number(mail.attempts) + 1;
    try {
      await send({ to: mail.to_address, replyTo: mail.reply_to, subject: mail.subject, text: mail.body_text });
      await db
        .updateTable("mail_outbox")
        .set({ status: "sent", sent_at: new Date().toISOString(), attempts, last_error: null, ...redacted(mail.purpose) })
        .where("id", "=", mail.id)
        .execute();
      run.sent++;
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);
      const giveUp = attempts >= MAX_ATTEMPTS || isPermanentFailure(error);
      const delay = RETRY_DELAYS_MS[Math.min(attempts, RETRY_DELAYS_MS.length) - 1]!;
      await db
        .updateTable("mail_outbox")
        .set({
          status: giveUp ? "failed" : "pending",
          attempts,
          last_error: message,
          next_attempt_at: new Date(now.getTime() + (giveUp ? 0 : delay)).toISOString(),
          ...(giveUp ? redacted(mail.purpose) : {}),
        })
        .where("id", "=", mail.id)
        .execute();
      if (giveUp) run.failed++;
      else run.retrying++;
    }
  }
  return run;
}

export interface OutboxWorker {
  /** Sends what is due now (runs are never concurrent within one worker). */
  runNow(): Promise<void>;
  stop(): void;
}

let active: OutboxWorker | undefined;

/**
 * Sends due mails every `intervalMs`; the timer is unref'd, so it never keeps the process alive.
 */
export function startOutboxWorker({
  database,
  send,
  log,
  intervalMs = OUTBOX_INTERVAL_MS,
}: {
  database: () => Promise<Kysely<Database>>;
  send: SendMail;
  log: (line: string) => void;
  intervalMs?: number;
}): OutboxWorker {
  let running: Promise<void> | undefined;
  let again = false;
  const runOnce = async () => {
    try {
      const result = await processOutbox(await database(), send);
      if (result.retrying > 0 || result.failed > 0) {
        log(`mail outbox: ${result.sent} sent, ${result.retrying} to try again, ${result.failed} given up`);
      }
    } catch (error) {
      log(`mail outbox: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const runNow = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await runOnce();
      } while (again);
    })().finally(() => {
      running = undefined;
    });
    return running;
  };
  const timer = setInterval(() => void runNow(), intervalMs);
  timer.unref();
  const worker: OutboxWorker = {
    runNow,
    stop() {
      clearInterval(timer);
      if (active === worker) active = undefined;
    },
  };
  active?.stop();
  active = worker;
  return worker;
}

/** A submission was stored: send its mails soon, without waiting for the next tick (or for the send). */
export function nudgeOutbox(): void {
  const worker = active;
  if (worker) setImmediate(() => void worker.runNow());
}

/**
 * Uploads that were being read when a previous process stopped: never recorded, so nobody could
 * find or erase them through the inbox.
 */
export async function removeStaleUploads(filesDir: string, olderThanMs = 60 * MINUTE, now = Date.now()): Promise<number> {
  const dir = join(filesDir, "incoming");
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw error;
  }
  let removed = 0;
  for (const name of names) {
    const path = join(dir, name);
    const info = await stat(path).catch(() => null);
    if (info?.isFile() && now - info.mtimeMs > olderThanMs) {
      await rm(path, { force: true });
      removed++;
    }
  }
  return removed;
}

registerStartupTask("stale uploads", async ({ env, log }) => {
  const removed = await removeStaleUploads(join(env.DATA_DIR, "form-files"));
  if (removed > 0) log(`forms: removed ${removed} unfinished upload(s)`);
});

registerStartupTask("mail outbox", ({ database, env, log }) => {
  const settings = mailSettings(env);
  if (!settings) {
    log("mail: SMTP_URL is not set, form submissions are kept in the inbox only");
    return;
  }
  startOutboxWorker({ database, send: smtpSender(settings), log });
  log(`mail: outbox worker started, notifications to ${settings.inbox}`);
  runNowAndEvery("link mail clean-up", 24 * 60 * MINUTE, async () => {
    const deleted = await deleteOldLinkMails(await database());
    if (deleted) log(`mail: deleted ${deleted} sent invitation or password mail(s) older than 7 days`);
  });
});
