import { expect, it } from "vitest";
import { verifyLogin } from "~/lib/auth/accounts.server";
import { hashPassword } from "~/lib/auth/password.server";
import { migratorFor, migrateToLatest } from "~/lib/db/migrations.server";
import { describeBackends, useDatabase } from "./support/backends";

describeBackends("migration 0014 on an install with the single admin password", (backend) => {
  const suite = useDatabase(backend, { migrate: false });

  it("turns the stored admin password into the owner account, signs everyone out, and goes back down", async () => {
    const { db } = suite.app();
    const migrator = await migratorFor(db);
    expect((await migrator.migrateTo("0013_chat_answer_report")).error).toBeUndefined();
    // The old tables are not in the current schema types any more.
    const old = db as unknown as import("kysely").Kysely<Record<string, Record<string, unknown>>>;
    const passwordHash = await hashPassword("the old shared password");
    await old
      .insertInto("admin_credential")
      .values({ id: 1, password_hash: passwordHash, updated_at: "2026-01-01T00:00:00.000Z" })
      .execute();
    const now = new Date().toISOString();
    await old
      .insertInto("sessions")
      .values({ id: "old", created_at: now, expires_at: "2099-01-01T00:00:00.000Z", last_seen_at: now, user_agent: null })
      .execute();

    await migrateToLatest(db);
    const accounts = await db.selectFrom("accounts").selectAll().execute();
    expect(accounts).toHaveLength(1);
    expect(accounts[0]).toMatchObject({
      email: "admin@localhost",
      role: "owner",
      active: 1,
      password_changed_at: "2026-01-01T00:00:00.000Z",
    });
    expect((await verifyLogin(db, "", "the old shared password"))?.role).toBe("owner");
    expect(await db.selectFrom("sessions").selectAll().execute()).toEqual([]);

    expect((await migrator.migrateTo("0013_chat_answer_report")).error).toBeUndefined();
    const back = await old.selectFrom("admin_credential").selectAll().execute();
    expect(back).toEqual([{ id: 1, password_hash: passwordHash, updated_at: "2026-01-01T00:00:00.000Z" }]);
  });
});
