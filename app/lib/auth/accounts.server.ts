// Accounts of the admin area: the people who sign in, their roles and passwords.
// The first owner ("primary owner") is the account ADMIN_PASSWORD and `npm run admin:password`
// look after, so installs from before accounts keep signing in with the password they know.
import { randomBytes, randomUUID } from "node:crypto";
import type { Kysely, Selectable, Transaction } from "kysely";
import { env as serverEnv } from "~/config/env.server";
import type { AccountsTable, Database } from "~/lib/db/schema";
import { registerStartupTask } from "~/lib/startup.server";
import { assertPasswordPolicy, hashPassword, verifyPassword } from "./password.server";
import { isRole, type Role } from "./permissions";
import { adminPaths } from "~/config/admin-paths";

/** The primary owner's e-mail address until ADMIN_EMAIL or the owner sets another. */
export const DEFAULT_OWNER_EMAIL = "admin@localhost";
export const DEFAULT_OWNER_NAME = "Admin";

type Db = Kysely<Database> | Transaction<Database>;

export interface Account {
  id: string;
  email: string;
  name: string;
  displayName: string | null;
  role: Role;
  active: boolean;
  createdAt: string;
  updatedAt: string;
  passwordChangedAt: string;
}

/** The name printed on the account's posts: the display name if set, else the name. */
export function byline(account: Pick<Account, "name" | "displayName">): string {
  return account.displayName?.trim() || account.name;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export class AccountExistsError extends Error {
  override name = "AccountExistsError";
  constructor(email: string) {
    super(`An account with the e-mail address ${email} exists already.`);
  }
}

function toAccount(row: Selectable<AccountsTable>): Account {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    displayName: row.display_name,
    // A role the code no longer knows gets the fewest rights.
    role: isRole(row.role) ? row.role : "author",
    active: Number(row.active) === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    passwordChangedAt: row.password_changed_at,
  };
}

export async function getAccount(db: Db, id: string): Promise<Account | null> {
  const row = await db.selectFrom("accounts").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toAccount(row) : null;
}

export async function findAccountByEmail(db: Db, email: string): Promise<Account | null> {
  const row = await db.selectFrom("accounts").selectAll().where("email", "=", normaliseEmail(email)).executeTakeFirst();
  return row ? toAccount(row) : null;
}

/** Every account, owners first, then by name. */
export async function listAccounts(db: Db): Promise<Account[]> {
  const rows = await db.selectFrom("accounts").selectAll().orderBy("created_at").execute();
  const order: Record<Role, number> = { owner: 0, editor: 1, author: 2 };
  return rows.map(toAccount).sort((a, b) => order[a.role] - order[b.role] || a.name.localeCompare(b.name, "de"));
}

/** The oldest active owner: the account ADMIN_PASSWORD and `npm run admin:password` set. */
export async function primaryOwner(db: Db): Promise<Account | null> {
  const row = await db
    .selectFrom("accounts")
    .selectAll()
    .where("role", "=", "owner")
    .where("active", "=", 1)
    .orderBy("created_at")
    .orderBy("id")
    .executeTakeFirst();
  return row ? toAccount(row) : null;
}

/** How many active owners there are (the last one cannot be demoted or deactivated). */
export async function activeOwnerCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom("accounts")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("role", "=", "owner")
    .where("active", "=", 1)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface NewAccount {
  email: string;
  name: string;
  role: Role;
  password: string;
  displayName?: string | null;
}

/** Creates an account (password policy checked, hashed with argon2id). Throws AccountExistsError. */
export async function createAccount(db: Db, input: NewAccount, now = new Date()): Promise<Account> {
  assertPasswordPolicy(input.password);
  const passwordHash = await hashPassword(input.password);
  return insertAccount(db, { ...input, passwordHash }, now);
}

/**
 * Creates an account from a password hashed beforehand (so a transaction does not wait for argon2).
 * Throws AccountExistsError.
 */
export async function insertAccount(db: Db, input: Omit<NewAccount, "password"> & { passwordHash: string }, now: Date): Promise<Account> {
  const email = normaliseEmail(input.email);
  if (await findAccountByEmail(db, email)) throw new AccountExistsError(email);
  const iso = now.toISOString();
  const row = {
    id: randomUUID(),
    email,
    name: input.name.trim(),
    display_name: input.displayName?.trim() || null,
    role: input.role,
    password_hash: input.passwordHash,
    active: 1,
    created_at: iso,
    updated_at: iso,
    password_changed_at: iso,
  };
  await db.insertInto("accounts").values(row).execute();
  return toAccount(row);
}

/**
 * Sets an account's password and signs out its sessions (all of them, or all but `keepSessionId`,
 * the one that changed its own password). Lifts nothing else.
 */
export async function setAccountPassword(
  db: Kysely<Database>,
  accountId: string,
  password: string,
  { keepSessionId, now = new Date() }: { keepSessionId?: string; now?: Date } = {},
): Promise<void> {
  assertPasswordPolicy(password);
  // Hash before the transaction, so no write lock is held during the hashing.
  const passwordHash = await hashPassword(password);
  const iso = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("accounts")
      .set({ password_hash: passwordHash, password_changed_at: iso, updated_at: iso })
      .where("id", "=", accountId)
      .execute();
    let sessions = trx.deleteFrom("sessions").where("account_id", "=", accountId);
    if (keepSessionId) sessions = sessions.where("id", "!=", keepSessionId);
    await sessions.execute();
    // A password link made before would otherwise still replace the password just chosen.
    await revokeOpenLinks(trx, accountId, now, { resetsOnly: true });
  });
}

/**
 * Revokes the account's open one-time links: its password links and an open invitation to its
 * e-mail address (or only the password links). Revoked, not deleted, so reactivating the account
 * does not bring them back and the link page answers as for a link an owner withdrew. Returns
 * how many.
 */
export async function revokeOpenLinks(db: Db, accountId: string, now: Date, { resetsOnly = false } = {}): Promise<number> {
  const result = await db
    .updateTable("invitations")
    .set({ revoked_at: now.toISOString() })
    .where("accepted_at", "is", null)
    .where("revoked_at", "is", null)
    .where((eb) =>
      resetsOnly
        ? eb.and([eb("kind", "=", "reset"), eb("account_id", "=", accountId)])
        : eb.or([
            eb("account_id", "=", accountId),
            eb.and([eb("kind", "=", "invite"), eb("email", "=", eb.selectFrom("accounts").select("email").where("id", "=", accountId))]),
          ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export interface AccountChanges {
  name?: string;
  displayName?: string | null;
  email?: string;
  role?: Role;
  active?: boolean;
}

/**
 * Changes an account's details. A deactivated account is signed out at once and its open links
 * are revoked; a new e-mail address revokes them too (they were sent to the old one). Throws
 * AccountExistsError when the new e-mail address belongs to another account. Pass a transaction
 * so the change and its consequences are one.
 */
export async function updateAccount(db: Db, accountId: string, changes: AccountChanges, now = new Date()): Promise<void> {
  const set: Partial<Selectable<AccountsTable>> = { updated_at: now.toISOString() };
  if (changes.name !== undefined) set.name = changes.name.trim();
  if (changes.displayName !== undefined) set.display_name = changes.displayName?.trim() || null;
  if (changes.role !== undefined) set.role = changes.role;
  if (changes.active !== undefined) set.active = changes.active ? 1 : 0;
  if (changes.email !== undefined) {
    const email = normaliseEmail(changes.email);
    const other = await findAccountByEmail(db, email);
    if (other && other.id !== accountId) throw new AccountExistsError(email);
    set.email = email;
    // No account has the address, so it is new for this one: before the update, while the links
    // can still be found by the old address.
    if (!other) await revokeOpenLinks(db, accountId, now);
  }
  await db.updateTable("accounts").set(set).where("id", "=", accountId).execute();
  if (changes.active === false) {
    await db.deleteFrom("sessions").where("account_id", "=", accountId).execute();
    await revokeOpenLinks(db, accountId, now);
  }
}

// Verified against when no account matches, so the response time does not reveal that.
let dummyHash: Promise<string> | undefined;

/**
 * The active account for an e-mail address and password, or null. An empty e-mail address means
 * the primary owner: the login of the single admin password before accounts, kept working.
 * Throws PasswordBusyError (from password.server.ts) when too many checks are waiting.
 */
export async function verifyLogin(db: Kysely<Database>, email: string, password: string): Promise<Account | null> {
  const account = normaliseEmail(email) === "" ? await primaryOwner(db) : await findAccountByEmail(db, email);
  const row =
    account && account.active
      ? await db.selectFrom("accounts").select("password_hash").where("id", "=", account.id).executeTakeFirst()
      : undefined;
  if (!account || !row) {
    dummyHash ??= hashPassword(randomBytes(18).toString("base64url"));
    await verifyPassword(await dummyHash, password);
    return null;
  }
  return (await verifyPassword(row.password_hash, password)) ? account : null;
}

/** Whether `password` is the account's current password (an inactive or unknown account: false). */
export async function verifyAccountPassword(db: Kysely<Database>, accountId: string, password: string): Promise<boolean> {
  const row = await db.selectFrom("accounts").select(["password_hash", "active"]).where("id", "=", accountId).executeTakeFirst();
  if (!row || Number(row.active) !== 1 || password === "" || password.length > 1024) return false;
  return verifyPassword(row.password_hash, password);
}

export type BootstrapResult = "set" | "rotated" | "generated" | "unchanged";

/**
 * At server start: makes sure an owner exists. ADMIN_PASSWORD creates the primary owner or, when it
 * differs from the stored password, sets it (and signs that owner out); ADMIN_EMAIL sets the owner's
 * e-mail address. Without either an owner, a password is generated and printed once.
 */
export async function bootstrapOwner(
  db: Kysely<Database>,
  env: { ADMIN_PASSWORD?: string; ADMIN_EMAIL?: string } = serverEnv(),
  log: (message: string) => void = console.log,
): Promise<BootstrapResult> {
  const owner = await primaryOwner(db);
  const email = env.ADMIN_EMAIL ? normaliseEmail(env.ADMIN_EMAIL) : undefined;
  if (owner && email && owner.email !== email) {
    try {
      await updateAccount(db, owner.id, { email });
      log(`Owner account's e-mail address set to ${email} (ADMIN_EMAIL).`);
    } catch (error) {
      if (!(error instanceof AccountExistsError)) throw error;
      log(`ADMIN_EMAIL ${email} belongs to another account; the owner's address stays ${owner.email}.`);
    }
  }

  const fromEnv = env.ADMIN_PASSWORD;
  if (owner) {
    if (!fromEnv) return "unchanged";
    const row = await db.selectFrom("accounts").select("password_hash").where("id", "=", owner.id).executeTakeFirstOrThrow();
    if (await verifyPassword(row.password_hash, fromEnv)) return "unchanged";
    await setAccountPassword(db, owner.id, fromEnv);
    log("Owner password changed to the value of ADMIN_PASSWORD; the owner's sessions were signed out.");
    return "rotated";
  }

  const password = fromEnv ?? randomBytes(18).toString("base64url"); // 24 characters
  assertPasswordPolicy(password);
  const passwordHash = await hashPassword(password);
  try {
    await insertAccount(db, { email: email ?? DEFAULT_OWNER_EMAIL, name: DEFAULT_OWNER_NAME, role: "owner", passwordHash }, new Date());
  } catch (error) {
    // Another instance created the owner meanwhile (or the address is taken): its password stands.
    if (error instanceof AccountExistsError || /unique|duplicate/i.test(String(error))) return "unchanged";
    throw error;
  }
  if (fromEnv) {
    log(`Owner account ${email ?? DEFAULT_OWNER_EMAIL} created with the password from ADMIN_PASSWORD.`);
    return "set";
  }
  const rule = "=".repeat(72);
  log(
    [
      rule,
      "No admin password was configured, so the owner account got a generated one:",
      "",
      `    ${password}`,
      "",
      `Log in at ${adminPaths.login} (the e-mail field may stay empty for the owner).`,
      "This password will NOT be shown again.",
      "Change it with `npm run admin:password`, or set ADMIN_PASSWORD and restart.",
      rule,
    ].join("\n"),
  );
  return "generated";
}

registerStartupTask("owner account", ({ db, env, log }) => bootstrapOwner(db, env, log));
