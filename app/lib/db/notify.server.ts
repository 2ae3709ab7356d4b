/**
 * Content changes reach every instance on one PostgreSQL database: a change made here is
 * published with NOTIFY (through the pool, so it goes out once the change is committed), and each
 * instance LISTENs on a connection of its own and hands what the others announced to its page
 * cache and chat knowledge (deliverContentChange). The listening connection is opened again with
 * growing waits (0.5 s … 30 s) when it drops; what was announced meanwhile is lost, so after
 * reconnecting the instance drops its blog pages once instead of serving them stale for good.
 * SQLite serves one instance: nothing to relay there.
 */
import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import pg from "pg";
import { parseDatabaseUrl } from "~/config/env.server";
import { deliverContentChange, setContentChangePublisher, type ContentChange } from "~/lib/content-events.server";
import type { Database } from "~/lib/db/schema";
import { registerStartupTask } from "~/lib/startup.server";

export const CONTENT_CHANNEL = "forestcrew_content";

/** NOTIFY payloads are limited to 8000 bytes; a longer slug list is left out (= all posts). */
const MAX_PAYLOAD = 7000;

export interface ContentRelay {
  /** Whether the listening connection is up. */
  connected(): boolean;
  /** Tells the other instances about a change made here (NOTIFY; failures are logged). */
  publish(change: ContentChange): void;
  /** Stops listening and publishing. */
  stop(): Promise<void>;
}

export interface ContentRelayOptions {
  /** Where to listen (a connection of its own, outside the pool). */
  connectionString: string;
  /** Publishes through the app's pool. */
  database: () => Promise<Kysely<Database>>;
  log?: (line: string) => void;
  /** The channel; tests use their own. */
  channel?: string;
  /** Hands a change announced by another instance to this one; the content events by default. */
  deliver?: (change: ContentChange) => void;
  /** Sets this relay as the publisher of content changes made here (the default). */
  publish?: boolean;
  minDelayMs?: number;
  maxDelayMs?: number;
}

interface Message {
  from: string;
  change: ContentChange;
}

function parseMessage(payload: string | undefined): Message | null {
  try {
    const value = JSON.parse(payload ?? "") as Partial<Message>;
    if (typeof value.from !== "string" || value.change?.kind !== "blog") return null;
    const slugs = Array.isArray(value.change.slugs) ? value.change.slugs.filter((s): s is string => typeof s === "string") : undefined;
    return { from: value.from, change: slugs ? { kind: "blog", slugs } : { kind: "blog" } };
  } catch {
    return null;
  }
}

export function startContentRelay({
  connectionString,
  database,
  log = console.log,
  channel = CONTENT_CHANNEL,
  deliver = deliverContentChange,
  publish = true,
  minDelayMs = 500,
  maxDelayMs = 30_000,
}: ContentRelayOptions): ContentRelay {
  const instance = randomUUID();
  let client: pg.Client | undefined;
  let stopped = false;
  let everConnected = false;
  let delay = minDelayMs;
  let timer: NodeJS.Timeout | undefined;

  const scheduleConnect = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, delay);
    delay = Math.min(delay * 2, maxDelayMs);
  };

  const connect = async () => {
    const c = new pg.Client({ connectionString, connectionTimeoutMillis: 5000, keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
    let lost = false;
    const onLost = (reason: string) => {
      if (lost) return;
      lost = true;
      if (client === c) {
        client = undefined;
        log(`content changes: the listening connection dropped (${reason}); reconnecting`);
      }
      c.end().catch(() => {});
      scheduleConnect();
    };
    c.on("error", (error) => onLost(error.message));
    c.on("end", () => onLost("closed"));
    c.on("notification", (n) => {
      if (n.channel !== channel) return;
      const message = parseMessage(n.payload);
      if (message && message.from !== instance) deliver(message.change);
    });
    try {
      await c.connect();
      await c.query(`listen ${c.escapeIdentifier(channel)}`);
    } catch (error) {
      onLost(error instanceof Error ? error.message : String(error));
      return;
    }
    if (stopped || lost) {
      await c.end().catch(() => {});
      return;
    }
    client = c;
    delay = minDelayMs;
    if (everConnected) {
      // Changes announced while the connection was down were missed.
      deliver({ kind: "blog" });
      log("content changes: listening again; cached blog pages dropped");
    }
    everConnected = true;
  };

  const publisher = (change: ContentChange) => {
    let payload = JSON.stringify({ from: instance, change } satisfies Message);
    if (payload.length > MAX_PAYLOAD) payload = JSON.stringify({ from: instance, change: { kind: change.kind } } satisfies Message);
    void (async () => {
      try {
        await sql`select pg_notify(${channel}, ${payload})`.execute(await database());
      } catch (error) {
        log(`content changes: could not tell the other instances (${error instanceof Error ? error.message : String(error)})`);
      }
    })();
  };
  if (publish) setContentChangePublisher(publisher);

  void connect();
  return {
    connected: () => client !== undefined,
    publish: publisher,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (publish) setContentChangePublisher(undefined);
      const c = client;
      client = undefined;
      await c?.end().catch(() => {});
    },
  };
}

// One relay per process; a dev-server reload replaces it.
const relayKey = Symbol.for("forestcrew.content-relay");
const holder = globalThis as typeof globalThis & { [relayKey]?: ContentRelay };

registerStartupTask("content change relay", async ({ env, database, log }) => {
  const target = parseDatabaseUrl(env.DATABASE_URL);
  if (target.dialect !== "postgres") return;
  await holder[relayKey]?.stop();
  holder[relayKey] = startContentRelay({ connectionString: target.connectionString, database, log });
  log("content changes: shared with the other instances (PostgreSQL LISTEN/NOTIFY)");
});
