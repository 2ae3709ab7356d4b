// /blog/admin/konten, owners only: the accounts, open links, and what an owner does
// with them: invite, change a role, deactivate and reactivate, create a password link, revoke a
// link. The last active owner can neither be demoted nor deactivated, so the area always has
// someone who manages it.
import { PostgresAdapter, type Kysely } from "kysely";
import { data, redirect } from "react-router";
import { z } from "zod";
import { BodyTooLargeError, readForm } from "~/lib/http/body.server";
import { recordAudit } from "~/lib/audit/audit.server";
import { AccountExistsError, activeOwnerCount, getAccount, listAccounts, revokeOpenLinks, updateAccount } from "~/lib/auth/accounts.server";
import { requirePermission } from "~/lib/auth/admin.server";
import { requireSameOrigin } from "~/lib/auth/origin.server";
import { roles, type Role } from "~/lib/auth/permissions";
import { deleteAccountSessions } from "~/lib/auth/session.server";
import { getDatabase } from "~/lib/db/db.server";
import type { Database } from "~/lib/db/schema";
import type { Lang } from "~/lib/i18n";
import { accountsText, type AccountsMessage } from "./copy";
import {
  createInvitation,
  createPasswordReset,
  listPendingInvitations,
  revokeInvitation,
  type CreatedInvitation,
} from "./invitations.server";
import { NO_STORE } from "~/lib/http/no-store";
import { adminPaths } from "~/config/admin-paths";

/** The forms on this page are a few short fields. */
export const ACCOUNTS_BODY_MAX_BYTES = 8 * 1024;

export interface AccountsOptions {
  db?: Kysely<Database>;
  now?: Date;
}

const database = async (options: AccountsOptions) => options.db ?? (await getDatabase()).db;

export async function loadAccounts(request: Request, options: AccountsOptions = {}) {
  const db = await database(options);
  const admin = await requirePermission(request, "accounts", db);
  const [accounts, invitations] = await Promise.all([listAccounts(db), listPendingInvitations(db, options.now)]);
  return data(
    {
      me: admin.account.id,
      accounts: accounts.map((a) => ({
        id: a.id,
        name: a.name,
        displayName: a.displayName,
        email: a.email,
        role: a.role,
        active: a.active,
        createdAt: a.createdAt,
      })),
      invitations: invitations.map((i) => ({ id: i.id, kind: i.kind, name: i.name, email: i.email, role: i.role, expiresAt: i.expiresAt })),
    },
    { headers: NO_STORE },
  );
}

export type AccountsIntent = "invite" | "role" | "deactivate" | "reactivate" | "reset" | "revoke";

export interface AccountsActionResult {
  intent: AccountsIntent | null;
  error?: string;
  fieldErrors?: Partial<Record<"name" | "email" | "role", string>>;
  /** The invite form's entries, given back after an error. */
  values?: { name: string; email: string; role: string };
  /** The link just created: shown this once. */
  created?: Pick<CreatedInvitation, "kind" | "name" | "email" | "link" | "expiresAt" | "mailed">;
  saved?: "role" | "deactivated" | "reactivated" | "revoked";
}

const roleSchema = z.enum(roles);
const idSchema = z.string().min(1).max(100);

const answer = (result: AccountsActionResult, status = 200) => data(result, { status, headers: NO_STORE });

/** The page's actions; `origin` is the site origin the links point to (the owner's language). */
export async function handleAccountsAction(request: Request, lang: Lang, origin: string, options: AccountsOptions = {}) {
  if (request.method !== "POST") throw data(null, { status: 405, headers: { Allow: "POST", ...NO_STORE } });
  requireSameOrigin(request);
  const db = await database(options);
  const admin = await requirePermission(request, "accounts", db);
  const say = (code: AccountsMessage) => accountsText(code, lang);
  const now = options.now ?? new Date();
  const actor = { id: admin.account.id, name: admin.account.name, email: admin.account.email };

  let fields: Record<string, string>;
  try {
    ({ fields } = await readForm(request, { maxBytes: ACCOUNTS_BODY_MAX_BYTES }));
  } catch (error) {
    if (error instanceof BodyTooLargeError) return answer({ intent: null, error: say("tooLarge") }, 413);
    return answer({ intent: null, error: say("invalid") }, 400);
  }
  const intent = z.enum(["invite", "role", "deactivate", "reactivate", "reset", "revoke"]).safeParse(fields.intent);
  if (!intent.success) return answer({ intent: null, error: say("invalid") }, 400);

  if (intent.data === "invite") {
    const values = { name: fields.name ?? "", email: fields.email ?? "", role: fields.role ?? "" };
    const parsed = z
      .object({
        name: z.string().trim().min(1, say("name")).max(120, say("name")),
        email: z.string().trim().max(320, say("email")).email(say("email")),
        role: z.enum(roles, { message: say("role") }),
      })
      .safeParse(values);
    if (!parsed.success) {
      const fieldErrors: AccountsActionResult["fieldErrors"] = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as "name" | "email" | "role";
        fieldErrors[key] ??= issue.message;
      }
      return answer({ intent: "invite", error: say("invalid"), fieldErrors, values }, 400);
    }
    try {
      const created = await createInvitation(db, actor, parsed.data, { origin, lang, now });
      return answer({ intent: "invite", created: pick(created) });
    } catch (error) {
      if (!(error instanceof AccountExistsError)) throw error;
      return answer({ intent: "invite", error: say("exists"), fieldErrors: { email: say("exists") }, values }, 409);
    }
  }

  const id = idSchema.safeParse(fields.id);
  if (!id.success) return answer({ intent: intent.data, error: say("invalid") }, 400);

  if (intent.data === "revoke") {
    const revoked = await revokeInvitation(db, actor, id.data, now);
    return revoked ? answer({ intent: "revoke", saved: "revoked" }) : answer({ intent: "revoke", error: say("notFound") }, 404);
  }

  const target = await getAccount(db, id.data);
  if (!target) return answer({ intent: intent.data, error: say("notFound") }, 404);
  const label = { type: "account" as const, id: target.id, label: target.name };

  if (intent.data === "reset") {
    if (!target.active) return answer({ intent: "reset", error: say("inactive") }, 409);
    const created = await createPasswordReset(db, actor, target, { origin, lang, now });
    return answer({ intent: "reset", created: pick(created) });
  }

  if (intent.data === "reactivate") {
    await db.transaction().execute(async (trx) => {
      const current = await getAccount(trx, target.id);
      if (!current || current.active) return;
      await updateAccount(trx, current.id, { active: true }, now);
      // Nothing from before the deactivation comes back: a link or a session that outlived it
      // (made before this was revoked at deactivation, or by a sign-in that raced it) ends now.
      await revokeOpenLinks(trx, current.id, now);
      await deleteAccountSessions(trx, current.id);
      await recordAudit(trx, actor, "account.reactivate", label, { email: current.email }, now);
    });
    return answer({ intent: "reactivate", saved: "reactivated" });
  }

  // Demoting or deactivating an active owner: only while another active owner remains. Checked
  // inside the transaction, so two owners demoting each other at once cannot both succeed on
  // PostgreSQL either (the owner rows are locked first).
  const role: Role | null = intent.data === "role" ? (roleSchema.safeParse(fields.role).data ?? null) : null;
  if (intent.data === "role" && !role) return answer({ intent: "role", error: say("role") }, 400);
  const lastOwner = await db.transaction().execute(async (trx) => {
    const current = await getAccount(trx, target.id);
    if (!current) return false;
    const losesOwner = current.role === "owner" && current.active && (intent.data === "deactivate" || role !== "owner");
    if (losesOwner) {
      if (trx.getExecutor().adapter instanceof PostgresAdapter) {
        await trx.selectFrom("accounts").select("id").where("role", "=", "owner").where("active", "=", 1).forUpdate().execute();
      }
      if ((await activeOwnerCount(trx)) <= 1) return true;
    }
    if (intent.data === "deactivate") {
      if (current.active) {
        await updateAccount(trx, current.id, { active: false }, now);
        await recordAudit(trx, actor, "account.deactivate", label, { email: current.email }, now);
      }
    } else if (role && role !== current.role) {
      await updateAccount(trx, current.id, { role }, now);
      await recordAudit(trx, actor, "account.role", label, { from: current.role, to: role }, now);
    }
    return false;
  });
  if (lastOwner) return answer({ intent: intent.data, error: say("lastOwner") }, 409);
  // An owner who gave up their own owner role may no longer see this page; one who deactivated
  // themselves is signed out.
  if (target.id === admin.account.id && intent.data === "deactivate") throw redirect(adminPaths.login, { headers: NO_STORE });
  if (target.id === admin.account.id && role && role !== "owner") throw redirect(adminPaths.list, { headers: NO_STORE });
  return answer({ intent: intent.data, saved: intent.data === "role" ? "role" : "deactivated" });
}

function pick(c: CreatedInvitation): NonNullable<AccountsActionResult["created"]> {
  return { kind: c.kind, name: c.name, email: c.email, link: c.link, expiresAt: c.expiresAt, mailed: c.mailed };
}
