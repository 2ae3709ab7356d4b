import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bootstrapOwner, primaryOwner, verifyLogin } from "~/lib/auth/accounts.server";
import { hashPassword, PasswordPolicyError, verifyPassword } from "~/lib/auth/password.server";
import { createSession, deleteExpiredSessions, deleteSession, findSession, loadSessionSecret } from "~/lib/auth/session.server";
import { setOwnerPassword, testAccount } from "./support/accounts";
import { describeBackends, useDatabase } from "./support/backends";

const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");
const PASSWORD = "correct horse battery";
const OTHER_PASSWORD = "another long password";

describeBackends("admin auth", (backend) => {
  const suite = useDatabase(backend);
  const db = () => suite.app().db;
  beforeEach(async () => {
    await db().deleteFrom("sessions").execute();
    await db().deleteFrom("accounts").execute();
  });

  const storedCredential = () =>
    db().selectFrom("accounts").select(["password_hash", "password_changed_at"]).where("role", "=", "owner").executeTakeFirst();
  const verifyAdminPassword = async (_db: unknown, password: string) => (await verifyLogin(db(), "", password)) !== null;
  /** A session of the primary owner (created with a password if there is none yet). */
  const ownerSession = async (options: { userAgent?: string; ttlMs?: number } = {}) => {
    const owner = (await primaryOwner(db())) ?? (await testAccount(db()));
    return createSession(db(), { accountId: owner.id, ...options });
  };
  const sessionCount = async () => (await db().selectFrom("sessions").select("id").execute()).length;

  describe("admin password", () => {
    it("verifyAdminPassword is false when no credential exists", async () => {
      expect(await verifyAdminPassword(db(), PASSWORD)).toBe(false);
    });

    it("verifyAdminPassword accepts the stored password and rejects others", async () => {
      await setOwnerPassword(db(), PASSWORD);
      expect(await verifyAdminPassword(db(), PASSWORD)).toBe(true);
      expect(await verifyAdminPassword(db(), OTHER_PASSWORD)).toBe(false);
      expect(await verifyAdminPassword(db(), "")).toBe(false);
      const row = await storedCredential();
      expect(row?.password_hash).toMatch(/^\$argon2id\$/);
      expect(row?.password_hash).not.toContain(PASSWORD);
    });

    it("refuses a password shorter than 12 characters", async () => {
      await expect(setOwnerPassword(db(), "elevenchars")).rejects.toThrow(PasswordPolicyError);
      await expect(setOwnerPassword(db(), "elevenchars")).rejects.toThrow(/at least 12 characters/);
      expect(await storedCredential()).toBeUndefined();
      await setOwnerPassword(db(), "twelve chars");
      expect(await verifyAdminPassword(db(), "twelve chars")).toBe(true);
    });

    it("setting the owner password keeps one account and signs the owner out", async () => {
      await setOwnerPassword(db(), PASSWORD);
      await ownerSession();
      await ownerSession();
      expect(await sessionCount()).toBe(2);
      await setOwnerPassword(db(), OTHER_PASSWORD);
      expect(await sessionCount()).toBe(0);
      expect(await db().selectFrom("accounts").selectAll().execute()).toHaveLength(1);
      expect(await verifyAdminPassword(db(), PASSWORD)).toBe(false);
      expect(await verifyAdminPassword(db(), OTHER_PASSWORD)).toBe(true);
    });
  });

  describe("bootstrapOwner", () => {
    it("generates a password once, prints it once, and keeps it on later starts", async () => {
      const log = vi.fn();
      expect(await bootstrapOwner(db(), {}, log)).toBe("generated");
      expect(log).toHaveBeenCalledTimes(1);
      const message = String(log.mock.calls[0]?.[0]);
      expect(message).toMatch(/will NOT be shown again/);
      expect(message).toMatch(/npm run admin:password/);
      expect(message).toMatch(/ADMIN_PASSWORD/);
      const generated = /^ {4}([A-Za-z0-9_-]{24})$/m.exec(message)?.[1];
      expect(generated).toBeDefined();
      expect(await verifyAdminPassword(db(), generated!)).toBe(true);

      const again = vi.fn();
      expect(await bootstrapOwner(db(), {}, again)).toBe("unchanged");
      expect(again).not.toHaveBeenCalled();
      expect(await verifyAdminPassword(db(), generated!)).toBe(true);
    });

    it("sets ADMIN_PASSWORD without logging it", async () => {
      const log = vi.fn();
      expect(await bootstrapOwner(db(), { ADMIN_PASSWORD: PASSWORD }, log)).toBe("set");
      expect(log).toHaveBeenCalledTimes(1);
      expect(String(log.mock.calls[0]?.[0])).not.toContain(PASSWORD);
      expect(await verifyAdminPassword(db(), PASSWORD)).toBe(true);
    });

    it("leaves an unchanged ADMIN_PASSWORD alone (no rehash, sessions kept)", async () => {
      await bootstrapOwner(db(), { ADMIN_PASSWORD: PASSWORD }, () => {});
      const before = await storedCredential();
      await ownerSession();
      const log = vi.fn();
      expect(await bootstrapOwner(db(), { ADMIN_PASSWORD: PASSWORD }, log)).toBe("unchanged");
      expect(log).not.toHaveBeenCalled();
      expect(await storedCredential()).toEqual(before);
      expect(await sessionCount()).toBe(1);
    });

    it("rotates to a changed ADMIN_PASSWORD and deletes the sessions", async () => {
      await bootstrapOwner(db(), { ADMIN_PASSWORD: PASSWORD }, () => {});
      const { token } = await ownerSession();
      const log = vi.fn();
      expect(await bootstrapOwner(db(), { ADMIN_PASSWORD: OTHER_PASSWORD }, log)).toBe("rotated");
      expect(log).toHaveBeenCalledTimes(1);
      expect(String(log.mock.calls[0]?.[0])).not.toContain(OTHER_PASSWORD);
      expect(await findSession(db(), token)).toBeNull();
      expect(await sessionCount()).toBe(0);
      expect(await verifyAdminPassword(db(), PASSWORD)).toBe(false);
      expect(await verifyAdminPassword(db(), OTHER_PASSWORD)).toBe(true);
    });

    it("replaces a generated password when ADMIN_PASSWORD is set later", async () => {
      expect(await bootstrapOwner(db(), {}, () => {})).toBe("generated");
      expect(await bootstrapOwner(db(), { ADMIN_PASSWORD: PASSWORD }, () => {})).toBe("rotated");
      expect(await verifyAdminPassword(db(), PASSWORD)).toBe(true);
    });

    it("refuses a too-short ADMIN_PASSWORD", async () => {
      await expect(bootstrapOwner(db(), { ADMIN_PASSWORD: "short" }, () => {})).rejects.toThrow(/at least 12 characters/);
      expect(await storedCredential()).toBeUndefined();
    });
  });

  describe("sessions", () => {
    it("creates a session stored under the token's SHA-256, never the token", async () => {
      const before = Date.now();
      const { token, expiresAt } = await ownerSession({ userAgent: "Vitest" });
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(expiresAt.getTime() - before).toBeGreaterThanOrEqual(8 * 60 * 60 * 1000 - 1000);
      expect(expiresAt.getTime() - before).toBeLessThanOrEqual(8 * 60 * 60 * 1000 + 1000);

      const rows = await db().selectFrom("sessions").selectAll().execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]?.id).toBe(sha256(token));
      expect(rows[0]?.id).not.toBe(token);
      expect(JSON.stringify(rows)).not.toContain(token);
      expect(rows[0]?.user_agent).toBe("Vitest");
      expect(rows[0]?.expires_at).toBe(expiresAt.toISOString());

      const found = await findSession(db(), token);
      expect(found).toEqual({ id: sha256(token), accountId: expect.any(String) as unknown, expiresAt });
    });

    it("does not find unknown tokens, or a token by its stored id", async () => {
      const { token } = await ownerSession();
      expect(await findSession(db(), "not-a-token")).toBeNull();
      expect(await findSession(db(), "")).toBeNull();
      expect(await findSession(db(), undefined)).toBeNull();
      expect(await findSession(db(), sha256(token))).toBeNull();
    });

    it("treats an expired session as absent and deletes it", async () => {
      const { token } = await ownerSession({ ttlMs: -1000 });
      expect(await sessionCount()).toBe(1);
      expect(await findSession(db(), token)).toBeNull();
      expect(await sessionCount()).toBe(0);
    });

    it("deleteSession removes only that session", async () => {
      const a = await ownerSession();
      const b = await ownerSession();
      await deleteSession(db(), a.token);
      expect(await findSession(db(), a.token)).toBeNull();
      expect(await findSession(db(), b.token)).not.toBeNull();
    });

    it("deleteExpiredSessions removes only expired ones", async () => {
      await ownerSession({ ttlMs: -1000 });
      await ownerSession({ ttlMs: -60_000 });
      const live = await ownerSession();
      expect(await deleteExpiredSessions(db())).toBe(2);
      expect(await sessionCount()).toBe(1);
      expect(await findSession(db(), live.token)).not.toBeNull();
    });

    it("refreshes last_seen_at at most once a minute", async () => {
      const { token } = await ownerSession();
      const id = sha256(token);
      const lastSeen = async () =>
        (await db().selectFrom("sessions").select("last_seen_at").where("id", "=", id).executeTakeFirstOrThrow()).last_seen_at;

      const recent = new Date(Date.now() - 10_000).toISOString();
      await db().updateTable("sessions").set({ last_seen_at: recent }).execute();
      await findSession(db(), token);
      expect(await lastSeen()).toBe(recent);

      const old = new Date(Date.now() - 120_000).toISOString();
      await db().updateTable("sessions").set({ last_seen_at: old }).execute();
      const before = Date.now();
      await findSession(db(), token);
      expect(Date.parse(await lastSeen())).toBeGreaterThanOrEqual(before - 5);
    });
  });
});

describe("password hashing", () => {
  it("hashes with argon2id and verifies", async () => {
    const hash = await hashPassword(PASSWORD);
    expect(hash).toMatch(/^\$argon2id\$v=19\$/);
    expect(await verifyPassword(hash, PASSWORD)).toBe(true);
    expect(await verifyPassword(hash, OTHER_PASSWORD)).toBe(false);
    expect(await hashPassword(PASSWORD)).not.toBe(hash); // salted
  });

  it("returns false instead of throwing on a malformed hash", async () => {
    expect(await verifyPassword("not a hash", PASSWORD)).toBe(false);
    expect(await verifyPassword("", PASSWORD)).toBe(false);
    expect(await verifyPassword("$argon2id$v=19$m=19456,t=2,p=1$broken", PASSWORD)).toBe(false);
  });
});

describe("loadSessionSecret", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "forestcrew-secret-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("creates the secret file with mode 600 and returns the same value next time", () => {
    const dataDir = join(dir, "data");
    const [first, ...rest] = loadSessionSecret(dataDir, {});
    expect(rest).toEqual([]);
    expect(first).toMatch(/^[0-9a-f]{96}$/);
    const file = join(dataDir, "session-secret");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadSessionSecret(dataDir, {})).toEqual([first]);
    expect(readFileSync(file, "utf8").trim()).toBe(first);
  });

  it("prefers SESSION_SECRET, comma-separated for rotation, and writes no file", () => {
    expect(loadSessionSecret(dir, { SESSION_SECRET: "new-secret, old-secret" })).toEqual(["new-secret", "old-secret"]);
    expect(loadSessionSecret(dir, { SESSION_SECRET: "only" })).toEqual(["only"]);
    expect(existsSync(join(dir, "session-secret"))).toBe(false);
  });

  it("uses an existing file and refuses an empty one", () => {
    writeFileSync(join(dir, "session-secret"), "from-file\n");
    expect(loadSessionSecret(dir, {})).toEqual(["from-file"]);
    expect(loadSessionSecret(dir, { SESSION_SECRET: "env" })).toEqual(["env"]);
    writeFileSync(join(dir, "session-secret"), "\n");
    expect(() => loadSessionSecret(dir, {})).toThrow(/empty/);
  });
});

describeBackends("accounts", (backend) => {
  const suite = useDatabase(backend);
  const db = () => suite.app().db;
  beforeEach(async () => {
    await db().deleteFrom("sessions").execute();
    await db().deleteFrom("accounts").execute();
  });

  it("signs in by e-mail address in any case and spacing; an empty address means the primary owner", async () => {
    const owner = await testAccount(db(), "owner");
    const editor = await testAccount(db(), "editor");
    expect((await verifyLogin(db(), "  EDITOR@Test.Example ", "correct horse battery staple"))?.id).toBe(editor.id);
    expect((await verifyLogin(db(), "", "correct horse battery staple"))?.id).toBe(owner.id);
    expect(await verifyLogin(db(), "editor@test.example", "wrong password here")).toBeNull();
    expect(await verifyLogin(db(), "nobody@test.example", "correct horse battery staple")).toBeNull();
  });

  it("a deactivated account cannot sign in and loses its sessions", async () => {
    const { updateAccount } = await import("~/lib/auth/accounts.server");
    const editor = await testAccount(db(), "editor");
    const { token } = await createSession(db(), { accountId: editor.id });
    await updateAccount(db(), editor.id, { active: false });
    expect(await findSession(db(), token)).toBeNull();
    expect(await verifyLogin(db(), editor.email, "correct horse battery staple")).toBeNull();
  });

  it("ADMIN_EMAIL names the owner's login; a changed ADMIN_PASSWORD signs only the owner out", async () => {
    await bootstrapOwner(db(), { ADMIN_PASSWORD: PASSWORD, ADMIN_EMAIL: "Chefin@Example.org" }, () => {});
    const owner = await primaryOwner(db());
    expect(owner?.email).toBe("chefin@example.org");
    const editor = await testAccount(db(), "editor");
    const editorSession = await createSession(db(), { accountId: editor.id });
    const ownerSession = await createSession(db(), { accountId: owner!.id });
    expect(await bootstrapOwner(db(), { ADMIN_PASSWORD: OTHER_PASSWORD, ADMIN_EMAIL: "chefin@example.org" }, () => {})).toBe("rotated");
    expect(await findSession(db(), ownerSession.token)).toBeNull();
    expect(await findSession(db(), editorSession.token)).not.toBeNull();
    expect((await verifyLogin(db(), "chefin@example.org", OTHER_PASSWORD))?.role).toBe("owner");
  });
});

describeBackends("audit log retention", (backend) => {
  const suite = useDatabase(backend);
  const db = () => suite.app().db;

  it("deletes entries older than the retention and keeps the younger ones, newest first in the list", async () => {
    const { deleteOldAuditEntries, listAudit, recordAudit } = await import("~/lib/audit/audit.server");
    await db().deleteFrom("audit_log").execute();
    const now = new Date("2026-11-24T12:00:00.000Z");
    const daysAgo = (n: number) => new Date(now.getTime() - n * 24 * 60 * 60 * 1000);
    const actor = { id: "a1", name: "Anna Förster" };
    await recordAudit(db(), actor, "post.publish", { type: "post", id: "p1", label: "Alt" }, null, daysAgo(400));
    await recordAudit(db(), actor, "post.update", { type: "post", id: "p1", label: "Mittel" }, null, daysAgo(30));
    await recordAudit(
      db(),
      null,
      "post.publish",
      { type: "post", id: "p2", label: "Neu" },
      { from: "scheduled", to: "published" },
      daysAgo(1),
    );
    expect(await deleteOldAuditEntries(db(), 365, now)).toBe(1);
    const { entries, total } = await listAudit(db());
    expect(total).toBe(2);
    expect(entries.map((e) => [e.targetLabel, e.accountName])).toEqual([
      ["Neu", "System"],
      ["Mittel", "Anna Förster"],
    ]);
    expect(entries[0]?.details).toEqual({ from: "scheduled", to: "published" });
    expect(await deleteOldAuditEntries(db(), 7, now)).toBe(1);
  });
});
