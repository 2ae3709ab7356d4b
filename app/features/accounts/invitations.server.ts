// One-time links: an owner invites a person ("invite") or lets an account choose a new
// password ("reset"). The link carries 32 random bytes; only their SHA-256 is stored. A link is
// valid INVITATION_TTL_MS (72 h) and works once: using it marks it accepted with a conditional
// update in the same transaction as the account it creates or the password it sets, so of two
// simultaneous submits exactly one succeeds.
import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { env as serverEnv, type Env } from "~/config/env.server";
import { mailSettings, nudgeOutbox } from "~/features/forms/index.server";
import { recordAudit } from "~/lib/audit/audit.server";
import {
  AccountExistsError,
  findAccountByEmail,
  getAccount,
  insertAccount,
  normaliseEmail,
  type Account,
} from "~/lib/auth/accounts.server";
import { hashPassword } from "~/lib/auth/password.server";
import { isRole, type Role } from "~/lib/auth/permissions";
import type { Database } from "~/lib/db/schema";
import type { Lang } from "~/lib/i18n";
import { invitationMail } from "./copy";
import { INVITATION_PATH, INVITATION_TTL_MS } from "./paths";

export type InvitationKind = "invite" | "reset";

export function invitationTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The link's token as it appears in a path: base64url of 32 bytes (43 characters). */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface PendingInvitation {
  id: string;
  kind: InvitationKind;
  email: string;
  name: string;
  role: Role;
  invitedBy: string | null;
  inviterName: string | null;
  accountId: string | null;
  createdAt: string;
  expiresAt: string;
}

/** The owner who creates a link. */
export interface Inviter {
  id: string;
  name: string;
  email: string;
}

export interface CreatedInvitation {
  id: string;
  kind: InvitationKind;
  name: string;
  email: string;
  /** The full URL, shown once to the owner. */
  link: string;
  expiresAt: string;
  /** Queued in the mail outbox (SMTP_URL is set). */
  mailed: boolean;
}

export interface CreateInvitationOptions {
  /** Scheme and host of the link: the site origin of the owner's language. */
  origin: string;
  /** The owner's language: the mail's language. */
  lang: Lang;
  now?: Date;
  env?: Env;
}

/**
 * Creates an invitation for a new account. Throws AccountExistsError when the e-mail address has an
 * account. An earlier open invitation for the same address is revoked: only the newest link works.
 */
export async function createInvitation(
  db: Kysely<Database>,
  inviter: Inviter,
  input: { email: string; name: string; role: Role },
  options: CreateInvitationOptions,
): Promise<CreatedInvitation> {
  const email = normaliseEmail(input.email);
  const name = input.name.trim();
  if (await findAccountByEmail(db, email)) throw new AccountExistsError(email);
  return storeLink(db, inviter, { kind: "invite", email, name, role: input.role, accountId: null }, options);
}

/** Creates a password link for an existing, active account (earlier open ones are revoked). */
export async function createPasswordReset(
  db: Kysely<Database>,
  inviter: Inviter,
  account: Account,
  options: CreateInvitationOptions,
): Promise<CreatedInvitation> {
  return storeLink(
    db,
    inviter,
    { kind: "reset", email: account.email, name: account.name, role: account.role, accountId: account.id },
    options,
  );
}

async function storeLink(
  db: Kysely<Database>,
  inviter: Inviter,
  link: { kind: InvitationKind; email: string; name: string; role: Role; accountId: string | null },
  { origin, lang, now = new Date(), env = serverEnv() }: CreateInvitationOptions,
): Promise<CreatedInvitation> {
  const token = randomBytes(32).toString("base64url");
  const id = randomUUID();
  const nowIso = now.toISOString();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS).toISOString();
  const url = `${origin}${INVITATION_PATH}/${token}`;
  const settings = mailSettings(env);

  await db.transaction().execute(async (trx) => {
    let earlier = trx
      .updateTable("invitations")
      .set({ revoked_at: nowIso })
      .where("kind", "=", link.kind)
      .where("accepted_at", "is", null)
      .where("revoked_at", "is", null);
    earlier = link.accountId ? earlier.where("account_id", "=", link.accountId) : earlier.where("email", "=", link.email);
    await earlier.execute();
    await trx
      .insertInto("invitations")
      .values({
        id,
        token_hash: invitationTokenHash(token),
        kind: link.kind,
        email: link.email,
        name: link.name,
        role: link.role,
        invited_by: inviter.id,
        created_at: nowIso,
        expires_at: expiresAt,
        accepted_at: null,
        account_id: link.accountId,
        revoked_at: null,
      })
      .execute();
    if (link.kind === "invite") {
      await recordAudit(
        trx,
        inviter,
        "account.invite",
        { type: "invitation", id, label: link.name },
        { email: link.email, role: link.role },
        now,
      );
    } else {
      await recordAudit(
        trx,
        inviter,
        "account.password-reset",
        { type: "account", id: link.accountId, label: link.name },
        { email: link.email },
        now,
      );
    }
    if (settings) {
      const mail = invitationMail(lang, {
        kind: link.kind,
        name: link.name,
        inviter: inviter.name,
        role: link.role,
        link: url,
        expiresAt,
        site: origin,
      });
      await trx
        .insertInto("mail_outbox")
        .values({
          id: randomUUID(),
          submission_id: null,
          purpose: link.kind === "invite" ? "invitation" : "password-reset",
          to_address: link.email,
          reply_to: inviter.email,
          subject: mail.subject,
          body_text: mail.text,
          status: "pending",
          attempts: 0,
          next_attempt_at: nowIso,
          last_error: null,
          sent_at: null,
          created_at: nowIso,
        })
        .execute();
    }
  });
  if (settings) nudgeOutbox();
  return { id, kind: link.kind, name: link.name, email: link.email, link: url, expiresAt, mailed: Boolean(settings) };
}

/** Links neither used nor revoked nor expired, with the inviter's name: the query both readers share. */
function openInvitations(db: Kysely<Database>, now: Date) {
  return db
    .selectFrom("invitations")
    .leftJoin("accounts", "accounts.id", "invitations.invited_by")
    .select([
      "invitations.id",
      "invitations.kind",
      "invitations.email",
      "invitations.name",
      "invitations.role",
      "invitations.invited_by",
      "invitations.account_id",
      "invitations.created_at",
      "invitations.expires_at",
      "accounts.name as inviter_name",
    ])
    .where("invitations.accepted_at", "is", null)
    .where("invitations.revoked_at", "is", null)
    .where("invitations.expires_at", ">", now.toISOString());
}

type OpenInvitationRow = Awaited<ReturnType<ReturnType<typeof openInvitations>["executeTakeFirstOrThrow"]>>;

function toPending(r: OpenInvitationRow): PendingInvitation {
  return {
    id: r.id,
    kind: r.kind === "reset" ? "reset" : "invite",
    email: r.email,
    name: r.name,
    role: isRole(r.role) ? r.role : "author",
    invitedBy: r.invited_by,
    inviterName: r.inviter_name ?? null,
    accountId: r.account_id,
    createdAt: r.created_at,
    expiresAt: r.expires_at,
  };
}

/** Open links (neither used nor revoked nor expired), the newest first. */
export async function listPendingInvitations(db: Kysely<Database>, now = new Date()): Promise<PendingInvitation[]> {
  const rows = await openInvitations(db, now).orderBy("invitations.created_at", "desc").execute();
  return rows.map(toPending);
}

/** Revokes an open link; false when it was used, revoked or does not exist. */
export async function revokeInvitation(db: Kysely<Database>, actor: Inviter, id: string, now = new Date()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("invitations").select(["name", "email", "kind"]).where("id", "=", id).executeTakeFirst();
    const result = await trx
      .updateTable("invitations")
      .set({ revoked_at: now.toISOString() })
      .where("id", "=", id)
      .where("accepted_at", "is", null)
      .where("revoked_at", "is", null)
      .executeTakeFirst();
    if (!row || Number(result.numUpdatedRows) !== 1) return false;
    await recordAudit(
      trx,
      actor,
      "account.invite-revoke",
      { type: "invitation", id, label: row.name },
      { email: row.email, kind: row.kind },
      now,
    );
    return true;
  });
}

/** The open link a token belongs to, or null (unknown, used, revoked, expired; a reset for a deactivated account). */
export async function findOpenInvitation(db: Kysely<Database>, token: string, now = new Date()): Promise<PendingInvitation | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const row = await openInvitations(db, now).where("invitations.token_hash", "=", invitationTokenHash(token)).executeTakeFirst();
  if (!row) return null;
  const pending = toPending(row);
  if (pending.kind === "reset") {
    const account = row.account_id ? await getAccount(db, row.account_id) : null;
    if (!account?.active) return null;
  }
  return pending;
}

/** The link is unknown, used, revoked or expired: all answered alike, so nothing can be learnt. */
export class InvitationInvalidError extends Error {
  override name = "InvitationInvalidError";
  constructor() {
    super("The invitation link is not valid.");
  }
}

/**
 * Uses a link: creates the account (invite) or sets the password and ends every session of the
 * account (reset), marks the link used, all in one transaction. Returns the account to sign in.
 * Throws InvitationInvalidError (also for the second of two simultaneous submits) and, for an
 * invitation whose e-mail address got an account meanwhile, AccountExistsError. The password
 * policy is the caller's to check.
 */
export async function acceptInvitation(
  db: Kysely<Database>,
  token: string,
  { password, displayName }: { password: string; displayName?: string | null },
  now = new Date(),
): Promise<Account> {
  const open = await findOpenInvitation(db, token, now);
  if (!open) throw new InvitationInvalidError();
  // Hashed before the transaction, so no write lock waits for argon2.
  const passwordHash = await hashPassword(password);
  const nowIso = now.toISOString();

  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable("invitations")
      .set({ accepted_at: nowIso })
      .where("id", "=", open.id)
      .where("accepted_at", "is", null)
      .where("revoked_at", "is", null)
      .where("expires_at", ">", nowIso)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw new InvitationInvalidError();

    if (open.kind === "invite") {
      const account = await insertAccount(
        trx,
        { email: open.email, name: open.name, displayName: displayName ?? null, role: open.role, passwordHash },
        now,
      );
      await trx.updateTable("invitations").set({ account_id: account.id }).where("id", "=", open.id).execute();
      await recordAudit(
        trx,
        account,
        "account.join",
        { type: "account", id: account.id, label: account.name },
        { role: account.role, email: account.email },
        now,
      );
      return account;
    }

    const account = open.accountId ? await getAccount(trx, open.accountId) : null;
    if (!account?.active) throw new InvitationInvalidError();
    await trx
      .updateTable("accounts")
      .set({ password_hash: passwordHash, password_changed_at: nowIso, updated_at: nowIso })
      .where("id", "=", account.id)
      .execute();
    await trx.deleteFrom("sessions").where("account_id", "=", account.id).execute();
    await recordAudit(trx, account, "account.password-reset-complete", { type: "account", id: account.id, label: account.name }, null, now);
    return account;
  });
}
