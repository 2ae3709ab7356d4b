// Sets the owner's password: `npm run admin:password`.
// On a terminal it asks twice without echo; otherwise it reads the first line of stdin.
// The password goes through the accounts module, as ADMIN_PASSWORD does at server start: the primary
// owner (the oldest active owner account) gets it and is signed out; without an owner yet, the
// owner account is created. The database is migrated first, as the server would at its next start,
// so this works before the first start too.
import { emitKeypressEvents, type Key } from "node:readline";
import { MIN_ADMIN_PASSWORD_LENGTH as MIN_LENGTH } from "~/config/env.server";
import { DEFAULT_OWNER_EMAIL, DEFAULT_OWNER_NAME, insertAccount, primaryOwner, setAccountPassword } from "~/lib/auth/accounts.server";
import { hashPassword } from "~/lib/auth/password.server";
import { createDatabase, parseDatabaseUrl } from "~/lib/db/db.server";
import { migrateToLatest } from "~/lib/db/migrations.server";

// Keys that type one (Tab, Escape, arrows) are not part of the password.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\x00-\x1f\x7f]/;

/** The login throttle's counters (per address, and over all addresses): see login.server.ts. */
const LOGIN_BUCKETS = ["login", "login-all"];

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** Reads one line from the terminal, echoing "*" per character. */
function askHidden(prompt: string): Promise<string> {
  return new Promise((resolve) => {
    const { stdin, stdout } = process;
    stdout.write(prompt);
    emitKeypressEvents(stdin);
    stdin.setRawMode(true);
    stdin.resume();
    let value = "";
    const finish = () => {
      stdin.off("keypress", onKey);
      stdin.setRawMode(false);
      stdin.pause();
      stdout.write("\n");
      resolve(value);
    };
    const onKey = (str: string | undefined, key: Partial<Key> = {}) => {
      if (key.ctrl && (key.name === "c" || key.name === "d")) {
        stdin.setRawMode(false);
        stdout.write("\n");
        fail("Cancelled; the password was not changed.");
      } else if (key.name === "return" || key.name === "enter") {
        finish();
      } else if (key.name === "backspace") {
        if (value.length > 0) {
          value = [...value].slice(0, -1).join("");
          stdout.write("\b \b");
        }
      } else if (str && !key.ctrl && !key.meta && !CONTROL_CHARACTER.test(str)) {
        value += str;
        stdout.write("*".repeat([...str].length));
      }
    };
    stdin.on("keypress", onKey);
  });
}

async function readStdinLine(): Promise<string> {
  let input = "";
  for await (const chunk of process.stdin) input += String(chunk);
  return input.split(/\r?\n/)[0] ?? "";
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readStdinLine();
  const first = await askHidden("New owner password: ");
  if ([...first].length < MIN_LENGTH) return first; // reported below, no need to repeat it
  const second = await askHidden("Repeat the password: ");
  if (first !== second) fail("The passwords do not match; nothing was changed.");
  return first;
}

const url = process.env.DATABASE_URL || "file:./data/site.db";
try {
  parseDatabaseUrl(url);
} catch {
  fail("Unsupported DATABASE_URL: use file:PATH for SQLite or postgres://… for PostgreSQL.");
}

const password = await readPassword();
if ([...password].length < MIN_LENGTH) {
  fail(`The admin password must be at least ${MIN_LENGTH} characters long; nothing was changed.`);
}

// Waits as long as the old script's own connection did: 5 s for a lock, 10 s for PostgreSQL to answer.
const database = createDatabase(url, { statementMs: 5000, connectMs: 10_000 });
try {
  const { db } = database;
  await migrateToLatest(db);
  const owner = await primaryOwner(db);
  if (owner) await setAccountPassword(db, owner.id, password);
  else {
    const passwordHash = await hashPassword(password);
    await insertAccount(db, { email: DEFAULT_OWNER_EMAIL, name: DEFAULT_OWNER_NAME, role: "owner", passwordHash }, new Date());
  }
  // A new password makes earlier guesses pointless: lift the login throttle.
  await db.deleteFrom("rate_limits").where("bucket", "in", LOGIN_BUCKETS).execute();
} catch (error) {
  fail(`Could not store the admin password: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await database.close();
}
console.log("Owner password updated. The owner's sessions were signed out; the login throttle was lifted.");
