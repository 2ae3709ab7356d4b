// Accounts and signed-in sessions for the integration tests.
import type { Kysely } from "kysely";
import type { Database } from "~/lib/db/schema";
import type { Role } from "~/lib/auth/permissions";

const { createAccount, findAccountByEmail } = await import("~/lib/auth/accounts.server");
const { createSession } = await import("~/lib/auth/session.server");

export const TEST_PASSWORD = "correct horse battery staple";

/** The account for `role` (created once per database): owner@, editor@, author@test.example. */
export async function testAccount(db: Kysely<Database>, role: Role = "owner", name?: string) {
  const email = `${name ?? role}@test.example`;
  return (
    (await findAccountByEmail(db, email)) ??
    (await createAccount(db, { email, name: name ?? `Test ${role}`, role, password: TEST_PASSWORD }))
  );
}

/** A live session token for an account with `role` (the owner by default). */
export async function sessionFor(db: Kysely<Database>, role: Role = "owner", name?: string): Promise<{ token: string; accountId: string }> {
  const account = await testAccount(db, role, name);
  const { token } = await createSession(db, { accountId: account.id });
  return { token, accountId: account.id };
}

/** The primary owner's password, as ADMIN_PASSWORD or `npm run admin:password` set it (the owner is created if missing). */
export async function setOwnerPassword(db: Kysely<Database>, password: string): Promise<void> {
  const { primaryOwner, setAccountPassword, createAccount: create, DEFAULT_OWNER_EMAIL } = await import("~/lib/auth/accounts.server");
  const owner = await primaryOwner(db);
  if (owner) await setAccountPassword(db, owner.id, password);
  else await create(db, { email: DEFAULT_OWNER_EMAIL, name: "Admin", role: "owner", password });
}
