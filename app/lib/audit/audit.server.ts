// The audit log: who created, edited, published, unpublished, deleted or restored which
// post, and who changed which account. Written in the same transaction as the change where the
// caller has one, so a change is never without its entry. Visible to owners; kept
// AUDIT_RETENTION_DAYS (one year by default), then deleted by a daily job.
import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/lib/db/schema";
import { runNowAndEvery } from "~/lib/repeat.server";
import { registerStartupTask } from "~/lib/startup.server";

type Db = Kysely<Database> | Transaction<Database>;

export const DEFAULT_AUDIT_RETENTION_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

export const auditActions = [
  "post.create",
  "post.update",
  "post.submit",
  "post.publish",
  "post.schedule",
  "post.unpublish",
  "post.delete",
  "post.restore",
  "post.import",
  "account.invite",
  "account.invite-revoke",
  "account.join",
  "account.update",
  "account.role",
  "account.deactivate",
  "account.reactivate",
  "account.password-reset",
  "account.password-reset-complete",
  "account.password-change",
  "account.password-locked",
  "account.sign-out-everywhere",
] as const;
export type AuditAction = (typeof auditActions)[number];

/** Who acted: an account (its id and name at the time), or null for the system (scheduler, start-up). */
export type AuditActor = { id: string; name: string } | null;

export interface AuditTarget {
  type: "post" | "account" | "invitation";
  id?: string | null;
  /** Readable at the time: a post's title, an account's e-mail address. */
  label?: string | null;
}

export interface AuditEntry {
  id: string;
  createdAt: string;
  accountId: string | null;
  accountName: string;
  /** An AuditAction, or an action a later version wrote. */
  action: string;
  targetType: string;
  targetId: string | null;
  targetLabel: string | null;
  details: Record<string, unknown> | null;
}

export const SYSTEM_ACTOR_NAME = "System";

export async function recordAudit(
  db: Db,
  actor: AuditActor,
  action: AuditAction,
  target: AuditTarget,
  details?: Record<string, unknown> | null,
  now = new Date(),
): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      id: randomUUID(),
      created_at: now.toISOString(),
      account_id: actor?.id ?? null,
      account_name: actor?.name ?? SYSTEM_ACTOR_NAME,
      action,
      target_type: target.type,
      target_id: target.id ?? null,
      target_label: target.label ?? null,
      details: details ? JSON.stringify(details) : null,
    })
    .execute();
}

export interface AuditQuery {
  /** Only this account's actions. */
  accountId?: string;
  /** Only actions starting with this prefix ("post." or "account.") or exactly this action. */
  action?: string;
  /** 1-based page of `pageSize` entries, newest first. */
  page?: number;
  pageSize?: number;
}

export async function listAudit(db: Db, query: AuditQuery = {}): Promise<{ entries: AuditEntry[]; total: number }> {
  const pageSize = query.pageSize ?? 50;
  const page = Math.max(1, query.page ?? 1);
  let base = db.selectFrom("audit_log");
  if (query.accountId) base = base.where("account_id", "=", query.accountId);
  if (query.action) {
    const action = query.action;
    base = action.endsWith(".") ? base.where("action", "like", `${action}%`) : base.where("action", "=", action);
  }
  const { n } = await base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return {
    total: Number(n),
    entries: rows.map((r) => ({
      id: r.id,
      createdAt: r.created_at,
      accountId: r.account_id,
      accountName: r.account_name,
      action: r.action,
      targetType: r.target_type,
      targetId: r.target_id,
      targetLabel: r.target_label,
      details: r.details ? (JSON.parse(r.details) as Record<string, unknown>) : null,
    })),
  };
}

/** Deletes entries older than `days`; returns how many. */
export async function deleteOldAuditEntries(db: Db, days: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - days * DAY_MS).toISOString();
  const result = await db.deleteFrom("audit_log").where("created_at", "<", cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

registerStartupTask("audit log retention", ({ database, env, log }) => {
  const days = env.AUDIT_RETENTION_DAYS ?? DEFAULT_AUDIT_RETENTION_DAYS;
  runNowAndEvery("audit log retention", DAY_MS, async () => {
    const deleted = await deleteOldAuditEntries(await database(), days);
    if (deleted) log(`audit log retention: deleted ${deleted} entries older than ${days} days`);
  });
});
