/**
 * Automatic erasure of finished form submissions, as the privacy policy promises (/datenschutz):
 * a contact request 12 months and an application 6 months after it was marked done (its status
 * last changed to "done"). Entries that are new or in progress are never erased automatically,
 * and neither are waitlist sign-ups (they are kept until the launch, then deleted by hand).
 *
 * The months are calendar months in German time: an entry marked done on 14 March 2026 is due on
 * 14 March 2027 (31 August plus 6 months is the last day of February). The task runs at start and
 * then every hour, so every calendar day sees a run (a 24-hour timer would skip the 23-hour day of
 * the change to summer time) and the date the inbox shows is the day the entry goes. Erasure goes
 * through deleteSubmission (row, CV file, mails), with the rule checked again as each row is
 * deleted: several instances may run it against one database, and an entry reopened meanwhile stays.
 */
import { join } from "node:path";
import type { Kysely } from "kysely";
import type { Database } from "~/lib/db/schema";
import { runNowAndEvery } from "~/lib/repeat.server";
import { registerStartupTask } from "~/lib/startup.server";
import type { SubmissionKind, SubmissionStatus } from "./fields";
import { defaultFilesDir, deleteSubmission, type SubmissionCondition } from "./submissions.server";

/** Months after being marked done at which an entry is erased; a kind not listed is kept. */
export const RETENTION_MONTHS: Partial<Record<SubmissionKind, number>> = { contact: 12, application: 6 };

export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;

const ZONE = "Europe/Berlin";

/** A calendar day: year, month 1–12, day 1–31. */
interface Day {
  year: number;
  month: number;
  day: number;
}

const berlinParts = new Intl.DateTimeFormat("en-US", {
  timeZone: ZONE,
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
  hourCycle: "h23",
});

/** The wall-clock time in Berlin at an instant, as if it were UTC (milliseconds). */
function berlinWallClock(at: Date): number {
  const parts = Object.fromEntries(berlinParts.formatToParts(at).map((p) => [p.type, Number(p.value)]));
  return Date.UTC(parts.year!, parts.month! - 1, parts.day, parts.hour, parts.minute, parts.second) + (at.getTime() % 1000);
}

/** The calendar day in Berlin at an instant. */
function berlinDay(at: Date): Day {
  const wall = new Date(berlinWallClock(at));
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() };
}

/** The instant a Berlin calendar day begins (midnight exists every day: the clocks change at 2 and 3 o'clock). */
function berlinMidnight(d: Day): Date {
  const wall = Date.UTC(d.year, d.month - 1, d.day);
  // The offset at a guess an offset away from the answer; a second pass settles a day the offset changes.
  let at = wall - (berlinWallClock(new Date(wall)) - wall);
  at = wall - (berlinWallClock(new Date(at)) - at);
  return new Date(at);
}

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** `d` plus `months` calendar months (negative: minus); a day the target month lacks becomes its last day. */
function addMonths(d: Day, months: number): Day {
  const index = d.year * 12 + (d.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(d.day, daysIn(year, month)) };
}

const addDays = (d: Day, days: number): Day => {
  const at = new Date(Date.UTC(d.year, d.month - 1, d.day + days));
  return { year: at.getUTCFullYear(), month: at.getUTCMonth() + 1, day: at.getUTCDate() };
};

const isoDay = (d: Day) => `${String(d.year).padStart(4, "0")}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;

/**
 * The day (YYYY-MM-DD, German time) an entry will be erased automatically, or null when it never
 * will be as it is now (not done, or a waitlist sign-up).
 */
export function automaticErasureDay(entry: { kind: SubmissionKind; status: SubmissionStatus; statusChangedAt: string }): string | null {
  const months = RETENTION_MONTHS[entry.kind];
  if (months === undefined || entry.status !== "done") return null;
  const changed = new Date(entry.statusChangedAt);
  if (Number.isNaN(changed.getTime())) return null;
  return isoDay(addMonths(berlinDay(changed), months));
}

/**
 * The instant before which an entry of `months` must have been marked done to be due on the day
 * of `now`: the start of the day after the last such day. Due means its erasure day (marked done
 * + months) is today or earlier; when today is the last day of its month, every day of the month
 * `months` back qualifies (31 August + 6 months is 28 February).
 */
export function erasureCutoff(months: number, now: Date): Date {
  const today = berlinDay(now);
  const back = addMonths(today, -months);
  const lastQualifying = today.day === daysIn(today.year, today.month) ? { ...back, day: daysIn(back.year, back.month) } : back;
  return berlinMidnight(addDays(lastQualifying, 1));
}

/** The retention rule for one kind: done, and its status last changed before `cutoff`. */
function dueCondition(kind: SubmissionKind, cutoff: string): SubmissionCondition {
  return (eb) =>
    eb.and([
      eb("kind", "=", kind),
      eb("status", "=", "done"),
      eb.or([eb("status_changed_at", "<", cutoff), eb.and([eb("status_changed_at", "is", null), eb("updated_at", "<", cutoff)])]),
    ]);
}

/** Erases every submission that is due on the day of `now`; returns how many of each kind went. */
export async function eraseExpiredSubmissions(
  db: Kysely<Database>,
  { now = new Date(), filesDir = defaultFilesDir() }: { now?: Date; filesDir?: string } = {},
): Promise<Partial<Record<SubmissionKind, number>>> {
  const erased: Partial<Record<SubmissionKind, number>> = {};
  for (const [kind, months] of Object.entries(RETENTION_MONTHS) as [SubmissionKind, number][]) {
    const due = dueCondition(kind, erasureCutoff(months, now).toISOString());
    const rows = await db.selectFrom("form_submissions").select("id").where(due).execute();
    for (const { id } of rows) {
      if (await deleteSubmission(db, id, filesDir, { onlyIf: due })) erased[kind] = (erased[kind] ?? 0) + 1;
    }
  }
  return erased;
}

/**
 * Erases due submissions now and then every hour (the timer does not keep the process alive).
 * Returns a function that stops the timer.
 */
export function scheduleRetention(
  database: () => Promise<Kysely<Database>>,
  log: (line: string) => void,
  { filesDir, intervalMs = RETENTION_INTERVAL_MS }: { filesDir: string; intervalMs?: number },
): () => void {
  return runNowAndEvery("form retention", intervalMs, async () => {
    const erased = await eraseExpiredSubmissions(await database(), { filesDir });
    const counts = Object.entries(erased).map(([kind, n]) => `${n} ${kind}`);
    if (counts.length > 0) log(`form retention: erased ${counts.join(", ")} (done longer than the privacy policy keeps them)`);
  });
}

registerStartupTask("form retention", ({ database, env, log }) => {
  scheduleRetention(database, log, { filesDir: join(env.DATA_DIR, "form-files") });
});
