import { sql } from "kysely";
import { beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import type { AppDatabase } from "~/lib/db/db.server";
import { migratorFor, migrateToLatest } from "~/lib/db/migrations.server";
import { tableColumns, type Database, type MissingColumns } from "~/lib/db/schema";
import { describeBackends, useDatabase } from "./support/backends";

describeBackends("schema.ts against the migrated tables", (backend) => {
  const suite = useDatabase(backend);
  let app: AppDatabase;
  beforeAll(() => {
    app = suite.app();
  });

  it("has the same tables and columns", async () => {
    const tables = await app.db.introspection.getTables();
    const actual = Object.fromEntries(tables.map((t) => [t.name, t.columns.map((c) => c.name).sort()]));
    const declared = Object.fromEntries(Object.entries(tableColumns).map(([name, columns]) => [name, [...columns].sort()]));
    expect(actual).toEqual(declared);
  });

  it("keeps 30 days of milliseconds in chat_analytics.session_duration, read back as a number", async () => {
    const thirtyDays = 2_592_000_000; // over 2^31 - 1: a 32-bit column refuses it
    const now = new Date().toISOString();
    await app.db
      .insertInto("chat_sessions")
      .values({
        id: "long",
        visitor_id: null,
        start_time: now,
        last_activity: now,
        message_count: 2,
        topics: "[]",
        user_agent: null,
        ip_hash: null,
        lang: "de",
      })
      .execute();
    await app.db
      .insertInto("chat_analytics")
      .values({
        session_id: "long",
        total_messages: 2,
        user_messages: 1,
        assistant_messages: 1,
        average_response_time: 1200,
        top_topics: "[]",
        session_duration: thirtyDays,
        updated_at: now,
      })
      .execute();
    const row = await app.db
      .selectFrom("chat_analytics")
      .select("session_duration")
      .where("session_id", "=", "long")
      .executeTakeFirstOrThrow();
    expect(row.session_duration).toBe(thirtyDays);
  });

  it("counts rows as numbers", async () => {
    // count(*) is int8 on PostgreSQL, which node-postgres returns as a string unless told otherwise.
    const row = await sql<{ n: unknown }>`select count(*) as n from chat_sessions`.execute(app.db);
    expect(row.rows[0]?.n).toBe(1);
  });
});

describeBackends("migration 0006 on a database created before it", (backend) => {
  const suite = useDatabase(backend, { migrate: false });

  it("keeps the stored session durations and then accepts 30 days", async () => {
    const { db } = suite.app();
    const { error } = await (await migratorFor(db)).migrateTo("0005_chat");
    expect(error).toBeUndefined();
    const now = new Date().toISOString();
    const session = {
      visitor_id: null,
      start_time: now,
      last_activity: now,
      message_count: 2,
      topics: "[]",
      user_agent: null,
      ip_hash: null,
      lang: "de",
    };
    const analytics = {
      total_messages: 2,
      user_messages: 1,
      assistant_messages: 1,
      average_response_time: 900,
      top_topics: "[]",
      updated_at: now,
    };
    await db
      .insertInto("chat_sessions")
      .values([
        { id: "before", ...session },
        { id: "after", ...session },
      ])
      .execute();
    await db
      .insertInto("chat_analytics")
      .values({ session_id: "before", ...analytics, session_duration: 2_147_483_647 })
      .execute();

    await migrateToLatest(db);
    await db
      .insertInto("chat_analytics")
      .values({ session_id: "after", ...analytics, session_duration: 2_592_000_000 })
      .execute();
    const rows = await db.selectFrom("chat_analytics").select(["session_id", "session_duration"]).orderBy("session_id").execute();
    expect(rows).toEqual([
      { session_id: "after", session_duration: 2_592_000_000 },
      { session_id: "before", session_duration: 2_147_483_647 },
    ]);
  });
});

// Compile-time checks (tsc in `npm test`'s type step fails on them; Vitest only runs them).
describe("the column-list types", () => {
  type Db = { t: { a: number; b: string } };

  it("name the columns a list leaves out", () => {
    expectTypeOf<MissingColumns<Db, { t: ["a"] }>>().toEqualTypeOf<"b">();
    expectTypeOf<MissingColumns<Db, { t: ["b", "a"] }>>().toEqualTypeOf<never>();
    expectTypeOf<MissingColumns<Database, typeof tableColumns>>().toEqualTypeOf<never>();
  });

  it("refuse a column the table does not have", () => {
    // @ts-expect-error "c" is not a column of t
    expectTypeOf<MissingColumns<Db, { t: ["a", "b", "c"] }>>().toEqualTypeOf<never>();
  });
});
