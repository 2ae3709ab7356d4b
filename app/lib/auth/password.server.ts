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

/**
 * Too many password checks are waiting already: answer "busy, try again in a few seconds" at
 * once instead of queueing without end. Thrown by verifyPassword/verifyAdminPassword only.
 */
export class PasswordBusyError extends Error {
  override name = "PasswordBusyError";
  /** Seconds after which a new attempt is likely to be checked (for a Retry-After header). */
  readonly retryAfterSeconds = 2;
  constructor() {
    super("Too many password checks at once; try again in a few seconds.");
  }
}

/**
 * Runs argon2 work at most `concurrency` at a time, with a bounded line of waiting tasks.
 *
 * argon2 runs on libuv's thread pool (4 threads), which static files, compression and DNS share:
 * a burst of logins filled it and delayed every page and /healthz by many seconds. One or two
 * hashes at a time leave the pool (and a core) to everything else.
 */
export class PasswordQueue {
  private running = 0;
  private readonly line: (() => void)[] = [];

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
  ) {}

  /** How many tasks are running or waiting. */
  get size(): number {
    return this.running + this.line.length;
  }

  /** Runs `task` when a slot is free; `bounded` tasks throw PasswordBusyError when the line is full. */
  async run<T>(task: () => Promise<T>, { bounded = true }: { bounded?: boolean } = {}): Promise<T> {
    if (this.running < this.concurrency) this.running++;
    else {
      if (bounded && this.line.length >= this.maxWaiting) throw new PasswordBusyError();
      // The slot is handed over by the task that finishes (running stays the same).
      await new Promise<void>((resolve) => this.line.push(resolve));
    }
    try {
      return await task();
    } finally {
      const next = this.line.shift();
      if (next) next();
      else this.running--;
    }
  }
}

/** One hash at a time (2 cores: the other one keeps serving pages); 32 waiting ≈ 1.5 s of work. */
export const passwordQueue = new PasswordQueue(1, 32);

/** Not bounded: setting a password (at start, by the admin) waits its turn rather than failing. */
export function hashPassword(password: string): Promise<string> {
  return passwordQueue.run(() => hash(password, { algorithm: ARGON2ID }), { bounded: false });
}

/**
 * False for a wrong password or a malformed hash. Throws PasswordBusyError (only that) when too
 * many checks are waiting already.
 */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return passwordQueue.run(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });
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
