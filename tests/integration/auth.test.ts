import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  bootstrapAdminPassword,
  hashPassword,
  PasswordPolicyError,
  setAdminPassword,
  verifyAdminPassword,
  verifyPassword,
} from "~/lib/auth/password.server";
import { createSession, deleteExpiredSessions, deleteSession, findSession, loadSessionSecret } from "~/lib/auth/session.server";
import { describeBackends, useDatabase } from "./support/backends";

const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");
const PASSWORD = "correct horse battery";
const OTHER_PASSWORD = "another long password";

describeBackends("admin auth", (backend) => {
  const suite = useDatabase(backend);
  const db = () => suite.app().db;
  beforeEach(async () => {
    await db().deleteFrom("sessions").execute();
    await db().deleteFrom("admin_credential").execute();
  });

  const storedCredential = () => db().selectFrom("admin_credential").selectAll().executeTakeFirst();
  const sessionCount = async () => (await db().selectFrom("sessions").select("id").execute()).length;

  describe("admin password", () => {
    it("verifyAdminPassword is false when no credential exists", async () => {
      expect(await verifyAdminPassword(db(), PASSWORD)).toBe(false);
    });

    it("verifyAdminPassword accepts the stored password and rejects others", async () => {
      await setAdminPassword(db(), PASSWORD);
      expect(await verifyAdminPassword(db(), PASSWORD)).toBe(true);
      expect(await verifyAdminPassword(db(), OTHER_PASSWORD)).toBe(false);
      expect(await verifyAdminPassword(db(), "")).toBe(false);
      const row = await storedCredential();
      expect(row?.id).toBe(1);
      expect(row?.password_hash).toMatch(/^\$argon2id\$/);
      expect(row?.password_hash).not.toContain(PASSWORD);
    });

    it("refuses a password shorter than 12 characters", async () => {
      await expect(setAdminPassword(db(), "elevenchars")).rejects.toThrow(PasswordPolicyError);
      await expect(setAdminPassword(db(), "elevenchars")).rejects.toThrow(/at least 12 characters/);
      expect(await storedCredential()).toBeUndefined();
      await setAdminPassword(db(), "twelve chars");
      expect(await verifyAdminPassword(db(), "twelve chars")).toBe(true);
    });

    it("setAdminPassword keeps one row and signs everyone out", async () => {
      await setAdminPassword(db(), PASSWORD);
      await createSession(db());
      await createSession(db());
      expect(await sessionCount()).toBe(2);
      await setAdminPassword(db(), OTHER_PASSWORD);
      expect(await sessionCount()).toBe(0);
      expect(await db().selectFrom("admin_credential").selectAll().execute()).toHaveLength(1);
      expect(await verifyAdminPassword(db(), PASSWORD)).toBe(false);
      expect(await verifyAdminPassword(db(), OTHER_PASSWORD)).toBe(true);
    });
  });

  describe("bootstrapAdminPassword", () => {
    it("generates a password once, prints it once, and keeps it on later starts", async () => {
      const log = vi.fn();
      expect(await bootstrapAdminPassword(db(), {}, log)).toBe("generated");
      expect(log).toHaveBeenCalledTimes(1);
      const message = String(log.mock.calls[0]?.[0]);
      expect(message).toMatch(/will NOT be shown again/);
      expect(message).toMatch(/npm run admin:password/);
      expect(message).toMatch(/ADMIN_PASSWORD/);
      const generated = /^ {4}([A-Za-z0-9_-]{24})$/m.exec(message)?.[1];
      expect(generated).toBeDefined();
      expect(await verifyAdminPassword(db(), generated!)).toBe(true);

      const again = vi.fn();
      expect(await bootstrapAdminPassword(db(), {}, again)).toBe("unchanged");
      expect(again).not.toHaveBeenCalled();
      expect(await verifyAdminPassword(db(), generated!)).toBe(true);
    });

    it("sets ADMIN_PASSWORD without logging it", async () => {
      const log = vi.fn();
      expect(await bootstrapAdminPassword(db(), { ADMIN_PASSWORD: PASSWORD }, log)).toBe("set");
      expect(log).toHaveBeenCalledTimes(1);
      expect(String(log.mock.calls[0]?.[0])).not.toContain(PASSWORD);
      expect(await verifyAdminPassword(db(), PASSWORD)).toBe(true);
    });

    it("leaves an unchanged ADMIN_PASSWORD alone (no rehash, sessions kept)", async () => {
      await bootstrapAdminPassword(db(), { ADMIN_PASSWORD: PASSWORD }, () => {});
      const before = await storedCredential();
      await createSession(db());
      const log = vi.fn();
      expect(await bootstrapAdminPassword(db(), { ADMIN_PASSWORD: PASSWORD }, log)).toBe("unchanged");
      expect(log).not.toHaveBeenCalled();
      expect(await storedCredential()).toEqual(before);
      expect(await sessionCount()).toBe(1);
    });

    it("rotates to a changed ADMIN_PASSWORD and deletes the sessions", async () => {
      await bootstrapAdminPassword(db(), { ADMIN_PASSWORD: PASSWORD }, () => {});
      const { token } = await createSession(db());
      const log = vi.fn();
      expect(await bootstrapAdminPassword(db(), { ADMIN_PASSWORD: OTHER_PASSWORD }, log)).toBe("rotated");
      expect(log).toHaveBeenCalledTimes(1);
      expect(String(log.mock.calls[0]?.[0])).not.toContain(OTHER_PASSWORD);
      expect(await findSession(db(), token)).toBeNull();
      expect(await sessionCount()).toBe(0);
      expect(await verifyAdminPassword(db(), PASSWORD)).toBe(false);
      expect(await verifyAdminPassword(db(), OTHER_PASSWORD)).toBe(true);
    });

    it("replaces a generated password when ADMIN_PASSWORD is set later", async () => {
      expect(await bootstrapAdminPassword(db(), {}, () => {})).toBe("generated");
      expect(await bootstrapAdminPassword(db(), { ADMIN_PASSWORD: PASSWORD }, () => {})).toBe("rotated");
      expect(await verifyAdminPassword(db(), PASSWORD)).toBe(true);
    });

    it("refuses a too-short ADMIN_PASSWORD", async () => {
      await expect(bootstrapAdminPassword(db(), { ADMIN_PASSWORD: "short" }, () => {})).rejects.toThrow(/at least 12 characters/);
      expect(await storedCredential()).toBeUndefined();
    });
  });

  describe("sessions", () => {
    it("creates a session stored under the token's SHA-256, never the token", async () => {
      const before = Date.now();
      const { token, expiresAt } = await createSession(db(), { userAgent: "Vitest" });
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
      expect(found).toEqual({ id: sha256(token), expiresAt });
    });

    it("does not find unknown tokens, or a token by its stored id", async () => {
      const { token } = await createSession(db());
      expect(await findSession(db(), "not-a-token")).toBeNull();
      expect(await findSession(db(), "")).toBeNull();
      expect(await findSession(db(), undefined)).toBeNull();
      expect(await findSession(db(), sha256(token))).toBeNull();
    });

    it("treats an expired session as absent and deletes it", async () => {
      const { token } = await createSession(db(), { ttlMs: -1000 });
      expect(await sessionCount()).toBe(1);
      expect(await findSession(db(), token)).toBeNull();
      expect(await sessionCount()).toBe(0);
    });

    it("deleteSession removes only that session", async () => {
      const a = await createSession(db());
      const b = await createSession(db());
      await deleteSession(db(), a.token);
      expect(await findSession(db(), a.token)).toBeNull();
      expect(await findSession(db(), b.token)).not.toBeNull();
    });

    it("deleteExpiredSessions removes only expired ones", async () => {
      await createSession(db(), { ttlMs: -1000 });
      await createSession(db(), { ttlMs: -60_000 });
      const live = await createSession(db());
      expect(await deleteExpiredSessions(db())).toBe(2);
      expect(await sessionCount()).toBe(1);
      expect(await findSession(db(), live.token)).not.toBeNull();
    });

    it("refreshes last_seen_at at most once a minute", async () => {
      const { token } = await createSession(db());
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
