/**
 * Work a feature needs done when the server starts, after the database is migrated and before
 * the first request is answered. Each feature registers its own task where its code lives;
 * server/startup.ts imports those modules in one place and runs the tasks once per process.
 */
import type { Kysely } from "kysely";
import type { Env } from "~/config/env.server";
import type { Database } from "~/lib/db/schema";

export interface StartupContext {
  /** The migrated database. */
  db: Kysely<Database>;
  /** The process-wide database as requests get it, for work that repeats later (timers). */
  database: () => Promise<Kysely<Database>>;
  env: Env;
  log: (line: string) => void;
}

export type StartupTask = (context: StartupContext) => unknown;

const tasks = new Map<string, StartupTask>();

/**
 * Registers a task under a name. Registering a name again replaces its task (the development
 * server loads an edited module again). Tasks run one after another in registration order but
 * must not rely on it.
 */
export function registerStartupTask(name: string, run: StartupTask): void {
  tasks.set(name, run);
}

export function startupTaskNames(): string[] {
  return [...tasks.keys()];
}

/** A task failed: the server does not start. */
export class StartupTaskError extends Error {
  override name = "StartupTaskError";
  constructor(
    readonly task: string,
    options: ErrorOptions,
  ) {
    const cause = options.cause instanceof Error ? options.cause.message : String(options.cause);
    super(`Start-up task "${task}" failed: ${cause}`, options);
  }
}

export async function runStartupTasks(context: StartupContext): Promise<void> {
  for (const [name, run] of tasks) {
    try {
      await run(context);
    } catch (cause) {
      throw new StartupTaskError(name, { cause });
    }
  }
}
