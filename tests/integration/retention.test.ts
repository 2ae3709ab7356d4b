import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import type { SubmissionKind } from "~/features/forms/fields";
import { automaticErasureDay, eraseExpiredSubmissions, erasureCutoff } from "~/features/forms/retention.server";
import { getSubmission, listSubmissions, setSubmissionStatus, storeSubmission } from "~/features/forms/submissions.server";
import { migratorFor, migrateToLatest } from "~/lib/db/migrations.server";
import { describeBackends, useDatabase } from "./support/backends";

/**
 * The automatic erasure the privacy policy promises: done contact requests 12 months, done
 * applications 6 months after they were marked done (calendar months, German time), never an
 * entry that is new or in progress, never a waitlist sign-up. Every run has a fixed `now`.
 */

const at = (iso: string) => new Date(iso);

describeBackends("automatic erasure of done submissions", (backend) => {
  const suite = useDatabase(backend);
  const db = () => suite.app().db;
  let filesDir: string;

  beforeEach(async () => {
    filesDir = mkdtempSync(join(tmpdir(), "forestcrew-retention-"));
    await db().deleteFrom("mail_outbox").execute();
    await db().deleteFrom("form_attachments").execute();
    await db().deleteFrom("form_submissions").execute();
  });
  afterEach(() => rmSync(filesDir, { recursive: true, force: true }));

  /**
   * A submission received at `received`, then given each status at its time; an application
   * gets a CV on disk, and every submission two mails.
   */
  async function entry(
    kind: SubmissionKind,
    name: string,
    received: string,
    ...changes: [status: "new" | "in_progress" | "done", when: string][]
  ) {
    const storageKey = `2026/${name}.pdf`;
    const id = await storeSubmission(
      db(),
      { kind, lang: "de", name, email: `${name.toLowerCase()}@example.de` },
      {
        now: at(received),
        attachment: kind === "application" ? { fileName: "cv.pdf", contentType: "application/pdf", size: 9, storageKey } : null,
        mails: [
          { purpose: "notification", to: "anfragen@forestcrew.test", replyTo: "x@example.de", subject: name, text: "." },
          { purpose: "acknowledgement", to: "x@example.de", replyTo: null, subject: name, text: "." },
        ],
      },
    );
    if (kind === "application") {
      const path = join(filesDir, storageKey);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, "%PDF-1.4\n");
    }
    for (const [status, when] of changes) expect(await setSubmissionStatus(db(), id, status, at(when))).toBe(true);
    return id;
  }

  const names = async () => (await listSubmissions(db(), {})).rows.map((r) => r.name).sort();

  it("erases done contact requests from the day 12 months after, and done applications 6 months after, with CV and mails", async () => {
    // 10:00 UTC on 14 March 2027 is 11:00 in Germany.
    const now = at("2027-03-14T10:00:00.000Z");
    // Marked done on 14 March 2026 (German time): due today.
    await entry("contact", "DueToday", "2026-03-01T09:00:00.000Z", ["done", "2026-03-14T09:00:00.000Z"]);
    // 23:30 UTC on 13 March is 00:30 on 14 March in Germany: also due today.
    await entry("contact", "DueTodayGermanTime", "2026-03-01T09:00:00.000Z", ["done", "2026-03-13T23:30:00.000Z"]);
    // 23:30 UTC on 14 March is already 15 March in Germany: due tomorrow.
    await entry("contact", "DueTomorrow", "2026-03-01T09:00:00.000Z", ["done", "2026-03-14T23:30:00.000Z"]);
    await entry("contact", "LongDone", "2024-01-01T09:00:00.000Z", ["done", "2024-01-02T09:00:00.000Z"]);
    // Never erased automatically, however old: not done.
    await entry("contact", "OldNew", "2020-01-01T09:00:00.000Z");
    await entry("contact", "OldInProgress", "2020-01-01T09:00:00.000Z", ["in_progress", "2020-01-02T09:00:00.000Z"]);
    await entry("waitlist", "OldWaitlist", "2020-01-01T09:00:00.000Z", ["done", "2020-01-02T09:00:00.000Z"]);
    // Applications: 6 months.
    const dueApplication = await entry("application", "AppDue", "2026-08-01T09:00:00.000Z", ["done", "2026-09-14T08:00:00.000Z"]);
    await entry("application", "AppNotYet", "2026-08-01T09:00:00.000Z", ["done", "2026-09-15T08:00:00.000Z"]);
    // Done 11 months ago as a contact request would be kept; as an application it is due.
    await entry("application", "AppEleven", "2026-03-01T09:00:00.000Z", ["done", "2026-04-14T08:00:00.000Z"]);

    expect(await eraseExpiredSubmissions(db(), { now, filesDir })).toEqual({ contact: 3, application: 2 });
    expect(await names()).toEqual(["AppNotYet", "DueTomorrow", "OldInProgress", "OldNew", "OldWaitlist"]);
    expect(await getSubmission(db(), dueApplication)).toBeNull();
    expect(existsSync(join(filesDir, "2026/AppDue.pdf"))).toBe(false);
    expect(existsSync(join(filesDir, "2026/AppEleven.pdf"))).toBe(false);
    expect(existsSync(join(filesDir, "2026/AppNotYet.pdf"))).toBe(true);
    expect(await db().selectFrom("form_attachments").select("storage_key").execute()).toEqual([{ storage_key: "2026/AppNotYet.pdf" }]);
    const mailSubjects = (await db().selectFrom("mail_outbox").select("subject").execute()).map((m) => m.subject);
    expect([...new Set(mailSubjects)].sort()).toEqual(["AppNotYet", "DueTomorrow", "OldInProgress", "OldNew", "OldWaitlist"]);

    // The next day the rest of what is due goes; a second run the same day finds nothing.
    const tomorrow = at("2027-03-15T06:00:00.000Z");
    expect(await eraseExpiredSubmissions(db(), { now: tomorrow, filesDir })).toEqual({ contact: 1, application: 1 });
    expect(await eraseExpiredSubmissions(db(), { now: tomorrow, filesDir })).toEqual({});
    expect(await names()).toEqual(["OldInProgress", "OldNew", "OldWaitlist"]);
  });

  it("counts from the last change of status: saving done again does not put it off, reopening starts afresh", async () => {
    const resaved = await entry(
      "contact",
      "Resaved",
      "2025-12-01T09:00:00.000Z",
      ["done", "2026-01-10T09:00:00.000Z"],
      ["done", "2027-01-05T09:00:00.000Z"],
    );
    expect((await getSubmission(db(), resaved))!.statusChangedAt).toBe("2026-01-10T09:00:00.000Z");
    const reopened = await entry(
      "contact",
      "Reopened",
      "2025-12-01T09:00:00.000Z",
      ["done", "2026-01-10T09:00:00.000Z"],
      ["in_progress", "2027-01-04T09:00:00.000Z"],
      ["done", "2027-01-05T09:00:00.000Z"],
    );
    expect((await getSubmission(db(), reopened))!.statusChangedAt).toBe("2027-01-05T09:00:00.000Z");
    await entry(
      "contact",
      "ReopenedOpen",
      "2025-12-01T09:00:00.000Z",
      ["done", "2026-01-10T09:00:00.000Z"],
      ["new", "2027-01-04T09:00:00.000Z"],
    );

    expect(await eraseExpiredSubmissions(db(), { now: at("2027-02-01T12:00:00.000Z"), filesDir })).toEqual({ contact: 1 });
    expect(await names()).toEqual(["Reopened", "ReopenedOpen"]);
  });

  it("adds calendar months: 31 August plus 6 months is the last day of February", async () => {
    await entry("application", "Aug31", "2026-08-01T09:00:00.000Z", ["done", "2026-08-31T10:00:00.000Z"]);
    await entry("application", "Sep1", "2026-08-01T09:00:00.000Z", ["done", "2026-09-01T10:00:00.000Z"]);
    expect(await eraseExpiredSubmissions(db(), { now: at("2027-02-27T12:00:00.000Z"), filesDir })).toEqual({});
    expect(await eraseExpiredSubmissions(db(), { now: at("2027-02-28T12:00:00.000Z"), filesDir })).toEqual({ application: 1 });
    expect(await names()).toEqual(["Sep1"]);
    expect(await eraseExpiredSubmissions(db(), { now: at("2027-03-01T12:00:00.000Z"), filesDir })).toEqual({ application: 1 });
  });

  it("erases each entry once when two instances run at the same time", async () => {
    for (let i = 0; i < 5; i++) await entry("application", `App${i}`, "2026-01-01T09:00:00.000Z", ["done", "2026-02-01T09:00:00.000Z"]);
    const now = at("2027-01-01T12:00:00.000Z");
    const [a, b] = await Promise.all([eraseExpiredSubmissions(db(), { now, filesDir }), eraseExpiredSubmissions(db(), { now, filesDir })]);
    expect((a.application ?? 0) + (b.application ?? 0)).toBe(5);
    expect(await names()).toEqual([]);
  });

  it("treats a row without a status time as changed at its last update", async () => {
    const id = await entry("contact", "Legacy", "2025-01-01T09:00:00.000Z", ["done", "2025-02-01T09:00:00.000Z"]);
    await db().updateTable("form_submissions").set({ status_changed_at: null }).where("id", "=", id).execute();
    expect((await getSubmission(db(), id))!.statusChangedAt).toBe("2025-02-01T09:00:00.000Z");
    expect(await eraseExpiredSubmissions(db(), { now: at("2026-02-01T12:00:00.000Z"), filesDir })).toEqual({ contact: 1 });
  });
});

it("names the day an entry will be erased, in German time, and none for entries that are kept", () => {
  const done = (kind: SubmissionKind, statusChangedAt: string) => automaticErasureDay({ kind, status: "done", statusChangedAt });
  expect(done("contact", "2026-03-14T09:00:00.000Z")).toBe("2027-03-14");
  expect(done("contact", "2026-03-14T23:30:00.000Z")).toBe("2027-03-15");
  expect(done("application", "2026-08-31T10:00:00.000Z")).toBe("2027-02-28");
  expect(done("application", "2027-08-31T10:00:00.000Z")).toBe("2028-02-29");
  expect(done("waitlist", "2026-03-14T09:00:00.000Z")).toBeNull();
  expect(automaticErasureDay({ kind: "contact", status: "in_progress", statusChangedAt: "2020-01-01T00:00:00.000Z" })).toBeNull();
  // The cutoff is a German midnight, in winter and in summer time.
  expect(erasureCutoff(12, at("2027-03-14T10:00:00.000Z")).toISOString()).toBe("2026-03-14T23:00:00.000Z");
  expect(erasureCutoff(6, at("2027-03-14T10:00:00.000Z")).toISOString()).toBe("2026-09-14T22:00:00.000Z");
});

describeBackends("migration 0008 on a database with submissions", (backend) => {
  const suite = useDatabase(backend, { migrate: false });

  it("sets the time of the last status change from updated_at, and can be rolled back", async () => {
    const { db } = suite.app();
    expect((await (await migratorFor(db)).migrateTo("0007_forms")).error).toBeUndefined();
    const old = db as unknown as import("kysely").Kysely<Record<string, Record<string, unknown>>>;
    await old
      .insertInto("form_submissions")
      .values({
        id: "44444444-4444-4444-8444-444444444444",
        kind: "contact",
        status: "done",
        lang: "de",
        name: "Alt",
        email: "alt@example.de",
        created_at: "2025-01-01T10:00:00.000Z",
        updated_at: "2025-02-01T10:00:00.000Z",
      })
      .execute();
    await migrateToLatest(db);
    const row = await db.selectFrom("form_submissions").select(["status_changed_at"]).executeTakeFirstOrThrow();
    expect(row.status_changed_at).toBe("2025-02-01T10:00:00.000Z");

    expect((await (await migratorFor(db)).migrateTo("0007_forms")).error).toBeUndefined();
    const columns = (await db.introspection.getTables()).find((t) => t.name === "form_submissions")!.columns.map((c) => c.name);
    expect(columns).not.toContain("status_changed_at");
    await migrateToLatest(db);
  });
});
