import { hash, verify } from "@node-rs/argon2";
import type { Algorithm } from "@node-rs/argon2";
import { MIN_ADMIN_PASSWORD_LENGTH } from "~/config/env.server";

export const MIN_PASSWORD_LENGTH = MIN_ADMIN_PASSWORD_LENGTH;

// `Algorithm` is an ambient const enum, which isolated modules cannot read at runtime: use its value.
const ARGON2ID: Algorithm.Argon2id = 2;

export class PasswordPolicyError extends Error {
  override name = "PasswordPolicyError";
}

/**
 * Too many password checks are waiting already: answer "busy, try again in a few seconds" at
 * once instead of queueing without end. Thrown by verifyPassword only.
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

/** Not bounded: setting a password (at start, by an owner) waits its turn rather than failing. */
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
    throw new PasswordPolicyError(`The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`);
  }
}
