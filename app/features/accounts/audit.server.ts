// /blog/admin/protokoll, owners only: the audit log, newest first, 50 a page, filtered
// by account and by kind (posts or accounts).
import type { Kysely } from "kysely";
import { data } from "react-router";
import { z } from "zod";
import { env } from "~/config/env.server";
import { DEFAULT_AUDIT_RETENTION_DAYS, listAudit } from "~/lib/audit/audit.server";
import { listAccounts } from "~/lib/auth/accounts.server";
import { requirePermission } from "~/lib/auth/admin.server";
import { getDatabase } from "~/lib/db/db.server";
import type { Database } from "~/lib/db/schema";
import { NO_STORE } from "~/lib/http/no-store";

export const AUDIT_PAGE_SIZE = 50;

const query = z.object({
  account: z.string().max(100).optional().catch(undefined),
  kind: z.enum(["posts", "accounts"]).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
});

export async function loadAuditLog(request: Request, options: { db?: Kysely<Database> } = {}) {
  const db = options.db ?? (await getDatabase()).db;
  await requirePermission(request, "audit", db);
  const params = new URL(request.url).searchParams;
  const filter = query.parse({
    account: params.get("account") || undefined,
    kind: params.get("kind") || undefined,
    page: params.get("page") || undefined,
  });
  const page = filter.page ?? 1;
  const [{ entries, total }, accounts] = await Promise.all([
    listAudit(db, {
      accountId: filter.account,
      action: filter.kind === "posts" ? "post." : filter.kind === "accounts" ? "account." : undefined,
      page,
      pageSize: AUDIT_PAGE_SIZE,
    }),
    listAccounts(db),
  ]);
  // Links only to posts that still exist.
  const postIds = [...new Set(entries.filter((e) => e.targetType === "post" && e.targetId).map((e) => e.targetId!))];
  const existing = new Set(
    postIds.length > 0 ? (await db.selectFrom("blog_posts").select("id").where("id", "in", postIds).execute()).map((r) => r.id) : [],
  );
  return data(
    {
      entries: entries.map((e) => ({
        id: e.id,
        createdAt: e.createdAt,
        accountName: e.accountName,
        isSystem: e.accountId === null,
        action: e.action,
        targetType: e.targetType,
        targetLabel: e.targetLabel,
        postId: e.targetType === "post" && e.targetId && existing.has(e.targetId) ? e.targetId : null,
        details: e.details,
      })),
      total,
      page,
      pages: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)),
      filter: { account: filter.account ?? "", kind: filter.kind ?? "" },
      accounts: accounts.map((a) => ({ id: a.id, name: a.name })),
      retentionDays: env().AUDIT_RETENTION_DAYS ?? DEFAULT_AUDIT_RETENTION_DAYS,
    },
    { headers: NO_STORE },
  );
}
