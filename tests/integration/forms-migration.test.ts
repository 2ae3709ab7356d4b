import { expect, it } from "vitest";
import { listWaitlist } from "~/features/waitlist/waitlist.server";
import { migratorFor, migrateToLatest } from "~/lib/db/migrations.server";
import { describeBackends, useDatabase } from "./support/backends";

describeBackends("migration 0007 on a database with waitlist entries", (backend) => {
  const suite = useDatabase(backend, { migrate: false });

  it("moves every waitlist entry into form_submissions and drops the old table", async () => {
    const { db } = suite.app();
    expect((await (await migratorFor(db)).migrateTo("0006_chat_session_duration_bigint")).error).toBeUndefined();
    const entry = {
      company: null,
      hectares: null,
      segment: null,
      message: null,
      lang: "de",
    };
    // The old table is not in the current schema types any more.
    const old = db as unknown as import("kysely").Kysely<Record<string, Record<string, unknown>>>;
    await old
      .insertInto("waitlist_entries")
      .values([
        {
          ...entry,
          id: "11111111-1111-4111-8111-111111111111",
          product: "nexus",
          name: "Anna Förster",
          email: "anna@example.de",
          company: "Forstbetrieb Förster",
          hectares: 1250,
          segment: "company",
          message: "Mischwald",
          consent_at: "2026-01-02T10:00:00.000Z",
          created_at: "2026-01-01T10:00:00.000Z",
          updated_at: "2026-01-02T10:00:00.000Z",
        },
        {
          ...entry,
          id: "22222222-2222-4222-8222-222222222222",
          product: "inventory",
          name: "Sam Taylor",
          email: "sam@example.co.uk",
          lang: "en",
          consent_at: "2026-01-03T10:00:00.000Z",
          created_at: "2026-01-03T10:00:00.000Z",
          updated_at: "2026-01-03T10:00:00.000Z",
        },
      ])
      .execute();

    await migrateToLatest(db);

    const tables = (await db.introspection.getTables()).map((t) => t.name);
    expect(tables).not.toContain("waitlist_entries");
    const rows = await db.selectFrom("form_submissions").selectAll().orderBy("created_at").execute();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      id: "11111111-1111-4111-8111-111111111111",
      kind: "waitlist",
      status: "new",
      lang: "de",
      name: "Anna Förster",
      email: "anna@example.de",
      company: "Forstbetrieb Förster",
      product: "nexus",
      message: "Mischwald",
      created_at: "2026-01-01T10:00:00.000Z",
      updated_at: "2026-01-02T10:00:00.000Z",
    });
    expect(JSON.parse(rows[0]!.details!)).toEqual({ consentAt: "2026-01-02T10:00:00.000Z", hectares: 1250, segment: "company" });
    expect(JSON.parse(rows[1]!.details!)).toEqual({ consentAt: "2026-01-03T10:00:00.000Z" });

    // The admin's waitlist view reads them as before.
    const list = await listWaitlist(db);
    expect(list.map((e) => [e.product, e.email, e.hectares, e.segment, e.consent_at])).toEqual([
      ["inventory", "sam@example.co.uk", null, null, "2026-01-03T10:00:00.000Z"],
      ["nexus", "anna@example.de", 1250, "company", "2026-01-02T10:00:00.000Z"],
    ]);
  });

  it("can be rolled back: one waitlist entry per product and address again, the newest sign-up winning", async () => {
    const { db } = suite.app();
    await db
      .insertInto("form_submissions")
      .values({
        id: "33333333-3333-4333-8333-333333333333",
        kind: "waitlist",
        status: "new",
        lang: "de",
        name: "Anna F.",
        email: "anna@example.de",
        company: null,
        phone: null,
        topic: null,
        field: null,
        product: "nexus",
        message: null,
        details: null,
        page: "/nexus",
        created_at: "2026-02-01T10:00:00.000Z",
        updated_at: "2026-02-01T10:00:00.000Z",
      })
      .execute();
    expect((await (await migratorFor(db)).migrateTo("0006_chat_session_duration_bigint")).error).toBeUndefined();
    const old = db as unknown as import("kysely").Kysely<Record<string, Record<string, unknown>>>;
    const rows = await old.selectFrom("waitlist_entries").select(["id", "name", "product"]).orderBy("product").execute();
    expect(rows).toEqual([
      { id: "22222222-2222-4222-8222-222222222222", name: "Sam Taylor", product: "inventory" },
      { id: "33333333-3333-4333-8333-333333333333", name: "Anna F.", product: "nexus" },
    ]);
    // Forward again: what the old table could hold comes back.
    await migrateToLatest(db);
    expect(await db.selectFrom("form_submissions").select("id").orderBy("id").execute()).toEqual([
      { id: "22222222-2222-4222-8222-222222222222" },
      { id: "33333333-3333-4333-8333-333333333333" },
    ]);
  });
});
