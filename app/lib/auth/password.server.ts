import { randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import type { Algorithm } from "@node-rs/argon2";
import type { Kysely } from "kysely";
import { env as serverEnv, MIN_ADMIN_PASSWORD_LENGTH } from "~/config/env.server";
import type { Database } from "~/lib/db/schema";
import { registerStartupTask } from "~/lib/startup.server";

export const MIN_PASSWORD_LENGTH = MIN_ADMIN_PASSWORD_LENGTH;

// `Algorithm` is an ambient const enum, which isolated modules cannot read at runtime: use its value.
const ARGON2ID: Algorithm.Argon2id = 2;

export class PasswordPolicyError extends Error {
  override name = "PasswordPolicyError";
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

/** False (never a throw) for a wrong password or a malformed hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

export function assertPasswordPolicy(password: string): void {
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    throw new PasswordPolicyError(`The admin password must be at least ${MIN_PASSWORD_LENGTH} characters long.`);
  }
}

/** Stores the admin password and signs everyone out. */
export async function setAdminPassword(db: Kysely<Database>, password: string): Promise<void> {
  assertPasswordPolicy(password);
  // Hash before the transaction, so no write lock is held during the ~40 ms of hashing.
  const passwordHash = await hashPassword(password);
  const updatedAt = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("admin_credential")
      .values({ id: 1, password_hash: passwordHash, updated_at: updatedAt })
      .onConflict((oc) => oc.column("id").doUpdateSet({ password_hash: passwordHash, updated_at: updatedAt }))
      .execute();
    await trx.deleteFrom("sessions").execute();
  });
}

async function storedHash(db: Kysely<Database>): Promise<string | undefined> {
  const row = await db.selectFrom("admin_credential").select("password_hash").where("id", "=", 1).executeTakeFirst();
  return row?.password_hash;
}

// Verified against when no credential exists, so the response time does not reveal that.
let dummyHash: Promise<string> | undefined;

export async function verifyAdminPassword(db: Kysely<Database>, password: string): Promise<boolean> {
  const stored = await storedHash(db);
  if (stored === undefined) {
    dummyHash ??= hashPassword(randomBytes(18).toString("base64url"));
    await verifyPassword(await dummyHash, password);
    return false;
  }
  return verifyPassword(stored, password);
}

export type BootstrapResult = "set" | "rotated" | "generated" | "unchanged";

/**
 * At server start: applies ADMIN_PASSWORD when it differs from the stored one, or,
 * when neither exists, generates a password and prints it once.
 */
export async function bootstrapAdminPassword(
  db: Kysely<Database>,
  env: { ADMIN_PASSWORD?: string } = serverEnv(),
  log: (message: string) => void = console.log,
): Promise<BootstrapResult> {
  const fromEnv = env.ADMIN_PASSWORD;
  const stored = await storedHash(db);

  if (fromEnv) {
    if (stored !== undefined && (await verifyPassword(stored, fromEnv))) return "unchanged";
    await setAdminPassword(db, fromEnv);
    if (stored === undefined) {
      log("Admin password set from ADMIN_PASSWORD.");
      return "set";
    }
    log("Admin password changed to the value of ADMIN_PASSWORD; all admin sessions were signed out.");
    return "rotated";
  }

  if (stored !== undefined) return "unchanged";

  const generated = randomBytes(18).toString("base64url"); // 24 characters
  const passwordHash = await hashPassword(generated);
  // `do nothing` on conflict: if another instance got here first, its password stands.
  const result = await db
    .insertInto("admin_credential")
    .values({ id: 1, password_hash: passwordHash, updated_at: new Date().toISOString() })
    .onConflict((oc) => oc.column("id").doNothing())
    .executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows ?? 0n) === 0) return "unchanged";

  const rule = "=".repeat(72);
  log(
    [
      rule,
      "No admin password was configured, so one was generated:",
      "",
      `    ${generated}`,
      "",
      "Log in at /blog/login. This password will NOT be shown again.",
      "Change it with `npm run admin:password`, or set ADMIN_PASSWORD and restart.",
      rule,
    ].join("\n"),
  );
  return "generated";
}

registerStartupTask("admin password", ({ db, env, log }) => bootstrapAdminPassword(db, env, log));
