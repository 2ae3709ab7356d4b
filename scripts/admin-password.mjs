#!/usr/bin/env node
// Sets the owner's password: `npm run admin:password`.
// On a terminal it asks twice without echo; otherwise it reads the first line of stdin.
// Plain JavaScript (the app's TypeScript modules are not importable here), so it talks to
// the database directly. Since migration 0014_accounts the password belongs to the primary owner
// (the oldest active owner account, as in app/lib/auth/accounts.server.ts); before the first
// start (no accounts table yet) it is stored as the single admin credential of migration
// 0001_admin_auth, which migration 0014 turns into the owner account.
import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { emitKeypressEvents } from "node:readline";
import { fileURLToPath } from "node:url";
import { hash } from "@node-rs/argon2";

const MIN_LENGTH = 12;
const ARGON2ID = 2; // Algorithm.Argon2id in @node-rs/argon2

const CREATE_TABLE = `create table if not exists admin_credential (
  id integer primary key check (id = 1),
  password_hash text not null,
  updated_at text not null
)`;
const UPSERT = `insert into admin_credential (id, password_hash, updated_at) values (1, $1, $2)
  on conflict (id) do update set password_hash = excluded.password_hash, updated_at = excluded.updated_at`;

const PRIMARY_OWNER = "select id from accounts where role = 'owner' and active = 1 order by created_at, id limit 1";
const UPDATE_OWNER = "update accounts set password_hash = $1, password_changed_at = $2, updated_at = $2 where id = $3";
const INSERT_OWNER = `insert into accounts (id, email, name, display_name, role, password_hash, active, created_at, updated_at, password_changed_at)
  values ($1, 'admin@localhost', 'Admin', null, 'owner', $2, 1, $3, $3, $3)`;

const CLEAR_LOGIN_THROTTLE = "delete from rate_limits where bucket in ('login', 'login-all')";

// Keys that type one (Tab, Escape, arrows) are not part of the password.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\x00-\x1f\x7f]/;

function fail(message) {
  console.error(message);
  process.exit(1);
}

/** Reads one line from the terminal, echoing "*" per character. */
function askHidden(prompt) {
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
    const onKey = (str, key = {}) => {
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

async function readStdinLine() {
  let input = "";
  for await (const chunk of process.stdin) input += chunk;
  return input.split(/\r?\n/)[0] ?? "";
}

async function readPassword() {
  if (!process.stdin.isTTY) return readStdinLine();
  const first = await askHidden("New owner password: ");
  if ([...first].length < MIN_LENGTH) return first; // reported below, no need to repeat it
  const second = await askHidden("Repeat the password: ");
  if (first !== second) fail("The passwords do not match; nothing was changed.");
  return first;
}

async function storeSqlite(path, passwordHash, now) {
  const { default: SQLite } = await import("better-sqlite3");
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const db = new SQLite(path);
  try {
    db.pragma("busy_timeout = 5000");
    const named = (statement) => statement.replace(/\$(\d)/g, "@p$1");
    db.transaction(() => {
      const hasAccounts = db.prepare("select 1 from sqlite_master where type = 'table' and name = 'accounts'").get();
      if (hasAccounts) {
        const owner = db.prepare(PRIMARY_OWNER).get();
        if (owner) {
          db.prepare(named(UPDATE_OWNER)).run({ p1: passwordHash, p2: now, p3: owner.id });
          db.prepare("delete from sessions where account_id = ?").run(owner.id);
        } else db.prepare(named(INSERT_OWNER)).run({ p1: randomUUID(), p2: passwordHash, p3: now });
      } else {
        db.exec(CREATE_TABLE);
        db.prepare(UPSERT.replace("$1", "?").replace("$2", "?")).run(passwordHash, now);
        const hasSessions = db.prepare("select 1 from sqlite_master where type = 'table' and name = 'sessions'").get();
        if (hasSessions) db.exec("delete from sessions");
      }
      // A new password makes earlier guesses pointless: lift the login throttle (migration 0010).
      const hasCounters = db.prepare("select 1 from sqlite_master where type = 'table' and name = 'rate_limits'").get();
      if (hasCounters) db.exec(CLEAR_LOGIN_THROTTLE);
    })();
  } finally {
    db.close();
  }
}

async function storePostgres(connectionString, passwordHash, now) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    await client.query("begin");
    const accounts = await client.query("select to_regclass('accounts') is not null as present");
    if (accounts.rows[0]?.present) {
      const owner = (await client.query(PRIMARY_OWNER)).rows[0];
      if (owner) {
        await client.query(UPDATE_OWNER, [passwordHash, now, owner.id]);
        await client.query("delete from sessions where account_id = $1", [owner.id]);
      } else await client.query(INSERT_OWNER, [randomUUID(), passwordHash, now]);
    } else {
      await client.query(CREATE_TABLE);
      await client.query(UPSERT, [passwordHash, now]);
      const { rows } = await client.query("select to_regclass('sessions') is not null as present");
      if (rows[0]?.present) await client.query("delete from sessions");
    }
    const counters = await client.query("select to_regclass('rate_limits') is not null as present");
    if (counters.rows[0]?.present) await client.query(CLEAR_LOGIN_THROTTLE);
    await client.query("commit");
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

const url = process.env.DATABASE_URL || "file:./data/site.db";
let target;
if (/^postgres(ql)?:\/\//i.test(url)) target = { postgres: url };
else if (/^file:\/\//i.test(url)) target = { sqlite: fileURLToPath(url) };
else if (/^file:/i.test(url)) target = { sqlite: url.slice("file:".length) };
else if (!/^[a-z][a-z0-9+.-]+:/i.test(url) && url.trim() !== "") target = { sqlite: url };
else fail("Unsupported DATABASE_URL: use file:PATH for SQLite or postgres://… for PostgreSQL.");

const password = await readPassword();
if ([...password].length < MIN_LENGTH) {
  fail(`The admin password must be at least ${MIN_LENGTH} characters long; nothing was changed.`);
}

const passwordHash = await hash(password, { algorithm: ARGON2ID });
const now = new Date().toISOString();
try {
  if (target.postgres) await storePostgres(target.postgres, passwordHash, now);
  else await storeSqlite(target.sqlite, passwordHash, now);
} catch (error) {
  fail(`Could not store the admin password: ${error instanceof Error ? error.message : error}`);
}
console.log("Owner password updated. The owner's sessions were signed out; the login throttle was lifted.");
