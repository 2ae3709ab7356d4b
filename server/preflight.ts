// Checks made before the server changes anything (migrations, the admin password, seeding): the
// port is free, the data folder writable, the database reachable. A failure is one line that
// says what to change.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import { join } from "node:path";
import { parseDatabaseUrl } from "~/config/env.server";
import { isDatabaseFault, probeDatabase } from "~/lib/db/db.server";

/** An expected start-up failure: its message is the whole report, without a stack trace. */
export class StartupError extends Error {
  override name = "StartupError";
}

function describe(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return error.errors.map(describe).join("; ");
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const message = error instanceof Error ? error.message : String(error);
  return (message || code || "unknown error").replace(/\s+/g, " ").trim().replace(/\.$/, "");
}

/** The one-line report for a failed listen(). */
export function listenFailure(error: NodeJS.ErrnoException, port: number, host: string): string {
  switch (error.code) {
    case "EADDRINUSE":
      return `Port ${port} is already in use. Set PORT to another port.`;
    case "EACCES":
      return `Port ${port} may not be used by this user. Set PORT to a port above 1023.`;
    case "EADDRNOTAVAIL":
      return `HOST ${host} is not an address of this machine. Set HOST to one of its addresses, or 0.0.0.0 for all.`;
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return `HOST ${host} cannot be resolved. Set HOST to an address of this machine.`;
    default:
      return `Cannot listen on ${host}:${port}: ${describe(error)}.`;
  }
}

/** Binds the port; rejects with a StartupError when it cannot. */
export function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off("listening", onListening);
      reject(new StartupError(listenFailure(error, port, host)));
    };
    const onListening = () => {
      server.off("error", onError);
      resolve();
    };
    server.once("error", onError);
    server.once("listening", onListening);
    server.listen(port, host);
  });
}

/** Creates DATA_DIR if needed and writes a file into it (access() alone says yes to root on a read-only disk). */
export function checkDataDir(dir: string): void {
  const probe = join(dir, `.write-test-${process.pid}`);
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(probe, "");
    rmSync(probe, { force: true });
  } catch (error) {
    throw new StartupError(
      `DATA_DIR ${dir} is not a writable folder (${describe(error)}). Set DATA_DIR to a folder the server may write to.`,
    );
  }
}

/** The one-line report for a database that cannot be opened (the address may carry a password: never repeated). */
function databaseFailure(url: string, error: unknown): StartupError {
  const target = parseDatabaseUrl(url);
  const what = target.dialect === "sqlite" ? `the SQLite database ${target.path}` : "the PostgreSQL database";
  return new StartupError(`Cannot open ${what}: ${describe(error)}. Check DATABASE_URL.`);
}

/** Opens the database and asks it `select 1`, without migrating. */
export async function checkDatabaseReachable(url: string): Promise<void> {
  try {
    await probeDatabase(url);
  } catch (error) {
    throw databaseFailure(url, error);
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Like checkDatabaseReachable, but a PostgreSQL server that is unreachable, starting or
 * refusing connections for now (a database container that starts with the site, a restart) is
 * asked again after 1, 2, 4 … up to 30 s, for `totalSeconds` in all; each attempt says so in a
 * line. A failure that waiting cannot cure (a wrong password, an unknown database, an SQLite
 * file that cannot be opened) ends the start at once.
 */
export async function waitForDatabase(
  url: string,
  totalSeconds: number,
  log: (line: string) => void,
  pause: (ms: number) => Promise<void> = sleep,
): Promise<void> {
  const deadline = Date.now() + totalSeconds * 1000;
  let delay = 1000;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await probeDatabase(url);
      if (attempt > 1) log(`Database reachable (attempt ${attempt}): starting.`);
      return;
    } catch (error) {
      const left = deadline - Date.now();
      const transient = parseDatabaseUrl(url).dialect === "postgres" && isDatabaseFault(error);
      if (!transient || left <= 0) throw databaseFailure(url, error);
      const wait = Math.min(delay, left);
      log(
        `${databaseFailure(url, error).message} Attempt ${attempt} failed; trying again in ${Math.ceil(wait / 1000)} s ` +
          `(giving up ${Math.ceil(left / 1000)} s from now, DB_START_RETRY_SECONDS=${totalSeconds}).`,
      );
      await pause(wait);
      delay = Math.min(delay * 2, 30_000);
    }
  }
}
