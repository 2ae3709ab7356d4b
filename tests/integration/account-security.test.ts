// Guessing the current password with an open session, and one-time links that must stay dead:
// the own-account page throttles its password checks per account, and deactivating an account
// (or changing its password or e-mail address) ends its open links for good.
import { beforeEach, describe, expect, it } from "vitest";

// The admin cookie is signed with SESSION_SECRET; set before the cookie is first created.
process.env.SESSION_SECRET ??= "integration-test-secret-for-account-security";

const { handleAccountsAction, loadAccounts } = await import("~/features/accounts/accounts.server");
const { handleOwnAccountAction, ownPasswordRateLimit } = await import("~/features/accounts/own.server");
const { handleInvitationAction, loadInvitationPage } = await import("~/admin/invitation/invitation.server");
const { listAudit } = await import("~/lib/audit/audit.server");
const { getAccount, verifyLogin } = await import("~/lib/auth/accounts.server");
const { adminCookie } = await import("~/lib/auth/admin.server");
const { createSession, findSession } = await import("~/lib/auth/session.server");
const { describeAudit } = await import("~/admin/accounts/copy");
const { sessionFor, TEST_PASSWORD } = await import("./support/accounts");
const { describeBackends, useDatabase } = await import("./support/backends");

const SITE = "http://localhost:4520";
const NEW_PASSWORD = "ein langes neues Passwort";
const WRONG = "falsch falsch falsch";

interface Outcome {
  status: number;
  data?: unknown;
  location?: string | null;
  headers: Headers;
}

async function outcome(run: () => Promise<unknown>): Promise<Outcome> {
  let value: unknown;
  try {
    value = await run();
  } catch (thrown) {
    value = thrown;
  }
  if (value instanceof Response) return { status: value.status, location: value.headers.get("location"), headers: value.headers };
  if (typeof value === "object" && value !== null && "init" in value) {
    const v = value as { data?: unknown; init?: ResponseInit | null };
    return { status: v.init?.status ?? 200, data: v.data, headers: new Headers(v.init?.headers) };
  }
  throw value instanceof Error ? value : new Error(String(value));
}

const cookieFor = async (token: string) => (await adminCookie().serialize(token)).split(";")[0]!;

function post(path: string, fields: Record<string, string>, cookie?: string): Request {
  const headers = new Headers({ origin: SITE, "content-type": "application/x-www-form-urlencoded" });
  if (cookie) headers.set("cookie", cookie);
  return new Request(`${SITE}${path}`, { method: "POST", headers, body: new URLSearchParams(fields) });
}

const tokenOf = (link: string) => link.slice(link.lastIndexOf("/") + 1);

describeBackends("account security", (backend) => {
  const suite = useDatabase(backend);
  const db = () => suite.app().db;
  let ownerCookie = "";

  beforeEach(async () => {
    for (const table of ["sessions", "invitations", "audit_log", "rate_limits", "mail_outbox", "blog_posts"] as const) {
      await db().deleteFrom(table).execute();
    }
    await db().deleteFrom("accounts").execute();
    ownerCookie = await cookieFor((await sessionFor(db(), "owner", "Olga Owner")).token);
  });

  const konten = (fields: Record<string, string>) =>
    outcome(() => handleAccountsAction(post("/blog/admin/konten", fields, ownerCookie), "de", SITE, { db: db() }));
  const konto = (fields: Record<string, string>, cookie: string, options: { now?: Date; lang?: "de" | "en" } = {}) =>
    outcome(() => handleOwnAccountAction(post("/blog/admin/konto", fields, cookie), options.lang ?? "de", { db: db(), now: options.now }));
  const view = (token: string) => outcome(() => loadInvitationPage(token, { db: db(), clientAddress: "198.51.100.30" }));
  const accept = (token: string, password = NEW_PASSWORD) =>
    outcome(() =>
      handleInvitationAction(post(`/blog/einladung/${token}`, { password, repeatPassword: password }), token, "de", {
        db: db(),
        clientAddress: "198.51.100.31",
      }),
    );
  const changePassword = (cookie: string, currentPassword: string, options: { now?: Date; lang?: "de" | "en" } = {}) =>
    konto({ intent: "password", currentPassword, newPassword: NEW_PASSWORD, repeatPassword: NEW_PASSWORD }, cookie, options);
  const lockouts = async () => (await listAudit(db(), { action: "account.password-locked" })).entries;

  /** An owner's password link for the account; its token. */
  async function resetLink(accountId: string): Promise<string> {
    const result = await konten({ intent: "reset", id: accountId });
    expect(result.status).toBe(200);
    return tokenOf((result.data as { created: { link: string } }).created.link);
  }

  describe("the current password on one's own account page is throttled per account", () => {
    it("after 10 wrong guesses the right password is refused with 429 too, until the window has ended", async () => {
      const author = await sessionFor(db(), "author", "lena");
      const cookie = await cookieFor(author.token);
      const t0 = new Date();
      for (let i = 0; i < ownPasswordRateLimit.maxFailures; i++) {
        expect((await changePassword(cookie, `${WRONG} ${i}`, { now: t0 })).status).toBe(400);
      }
      const refused = await changePassword(cookie, TEST_PASSWORD, { now: new Date(t0.getTime() + 60_000) });
      expect(refused.status).toBe(429);
      const message = "Zu viele falsche Versuche mit dem aktuellen Passwort. Bitte versuchen Sie es in 15 Minuten erneut.";
      expect(refused.data).toEqual({ intent: "password", error: message, fieldErrors: { currentPassword: message } });
      expect(refused.headers.get("cache-control")).toBe("no-store");
      // Nothing was changed.
      expect((await verifyLogin(db(), "lena@test.example", TEST_PASSWORD))?.id).toBe(author.accountId);

      // The lock-out is in the audit log once, as the account's action, readable in both languages.
      const entries = await lockouts();
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ accountId: author.accountId, targetId: author.accountId });
      expect(describeAudit("de", entries[0]!)).toBe(
        "hat 10-mal ein falsches aktuelles Passwort eingegeben; weitere Versuche sind 15 Minuten lang gesperrt",
      );
      expect(describeAudit("en", entries[0]!)).toBe(
        "entered a wrong current password 10 times; further attempts are blocked for 15 minutes",
      );

      // English page, English message.
      const english = await changePassword(cookie, TEST_PASSWORD, { now: new Date(t0.getTime() + 120_000), lang: "en" });
      expect(english.status).toBe(429);
      expect(english.data).toMatchObject({ error: "Too many wrong attempts with the current password. Please try again in 15 minutes." });

      // Once the 15 minutes since the first attempt are over, the right password works.
      const later = new Date(t0.getTime() + ownPasswordRateLimit.windowMs + 1000);
      expect((await changePassword(cookie, TEST_PASSWORD, { now: later })).data).toMatchObject({ saved: "password" });
      expect((await verifyLogin(db(), "lena@test.example", NEW_PASSWORD))?.id).toBe(author.accountId);
      expect(await lockouts()).toHaveLength(1);
    });

    it("counts simultaneous guesses: of 20 at once at most 10 are checked, and the right password after them is refused", async () => {
      const editor = await sessionFor(db(), "editor", "mia");
      const cookie = await cookieFor(editor.token);
      const results = await Promise.all(Array.from({ length: 20 }, (_, i) => changePassword(cookie, `${WRONG} ${i}`)));
      const statuses = results.map((r) => r.status);
      // 400 = the password was checked and was wrong; 429 = refused before it was looked at.
      const checked = statuses.filter((s) => s === 400).length;
      expect(checked).toBeLessThanOrEqual(ownPasswordRateLimit.maxFailures);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(20 - ownPasswordRateLimit.maxFailures);
      expect(statuses.every((s) => s === 400 || s === 429)).toBe(true);
      expect((await changePassword(cookie, TEST_PASSWORD)).status).toBe(429);
      expect(await lockouts()).toHaveLength(1);
    });

    it("a success clears the count, so the owner of the account is not locked out by their own typos", async () => {
      const author = await sessionFor(db(), "author", "nina");
      const cookie = await cookieFor(author.token);
      for (let i = 0; i < 9; i++) expect((await changePassword(cookie, WRONG)).status).toBe(400);
      expect((await changePassword(cookie, TEST_PASSWORD)).data).toMatchObject({ saved: "password" });
      for (let i = 0; i < 9; i++) expect((await changePassword(cookie, WRONG)).status).toBe(400);
      const again = await konto(
        { intent: "password", currentPassword: NEW_PASSWORD, newPassword: `${NEW_PASSWORD}2`, repeatPassword: `${NEW_PASSWORD}2` },
        cookie,
      );
      expect(again.data).toMatchObject({ saved: "password" });
    });

    it("the e-mail change's password check shares the count: refused with 429, the entered values kept", async () => {
      const editor = await sessionFor(db(), "editor", "quirin");
      const cookie = await cookieFor(editor.token);
      const base = { intent: "profile", name: "Test editor", displayName: "Q." };
      for (let i = 0; i < 5; i++) expect((await changePassword(cookie, WRONG)).status).toBe(400);
      for (let i = 0; i < 5; i++) {
        expect((await konto({ ...base, email: "quirin.neu@example.de", profilePassword: WRONG }, cookie)).status).toBe(400);
      }
      const refused = await konto({ ...base, email: "quirin.neu@example.de", profilePassword: TEST_PASSWORD }, cookie);
      expect(refused.status).toBe(429);
      const message = "Zu viele falsche Versuche mit dem aktuellen Passwort. Bitte versuchen Sie es in 15 Minuten erneut.";
      expect(refused.data).toEqual({
        intent: "profile",
        error: message,
        fieldErrors: { profilePassword: message },
        values: { name: "Test editor", displayName: "Q.", email: "quirin.neu@example.de" },
      });
      expect(await getAccount(db(), editor.accountId)).toMatchObject({ email: "quirin@test.example", displayName: null });
      // The password change is refused as well: one count per account.
      expect((await changePassword(cookie, TEST_PASSWORD)).status).toBe(429);
    });
  });

  describe("one-time links end with deactivation and stay dead", () => {
    it("a password link made before a deactivation is refused after the reactivation; a new one works", async () => {
      const editor = await sessionFor(db(), "editor", "ida");
      const token = await resetLink(editor.accountId);
      expect((await konten({ intent: "deactivate", id: editor.accountId })).data).toMatchObject({ saved: "deactivated" });
      const stored = await db().selectFrom("invitations").select("revoked_at").executeTakeFirstOrThrow();
      expect(stored.revoked_at).not.toBeNull();
      // The owner's list of open links no longer shows it.
      const list = await outcome(() =>
        loadAccounts(new Request(`${SITE}/blog/admin/konten`, { headers: { cookie: ownerCookie } }), { db: db() }),
      );
      expect((list.data as { invitations: unknown[] }).invitations).toEqual([]);

      expect((await konten({ intent: "reactivate", id: editor.accountId })).data).toMatchObject({ saved: "reactivated" });
      const page = await view(token);
      expect(page.status).toBe(404);
      expect(page.data).toEqual({ state: "invalid" });
      const used = await accept(token);
      expect(used.status).toBe(404);
      expect(used.data).toEqual({ state: "invalid" });
      expect((await verifyLogin(db(), "ida@test.example", TEST_PASSWORD))?.id).toBe(editor.accountId);
      expect(await verifyLogin(db(), "ida@test.example", NEW_PASSWORD)).toBeNull();

      const fresh = await resetLink(editor.accountId);
      expect((await view(fresh)).status).toBe(200);
      expect((await accept(fresh)).status).toBe(302);
      expect((await verifyLogin(db(), "ida@test.example", NEW_PASSWORD))?.id).toBe(editor.accountId);
    });

    it("reactivation ends a link and a session that outlived the deactivation (data from before, a sign-in that raced it)", async () => {
      const author = await sessionFor(db(), "author", "jan");
      const token = await resetLink(author.accountId);
      // Deactivated the way it was before links were revoked with it; a session then written by a
      // sign-in that checked the account just before the deactivation.
      await db().updateTable("accounts").set({ active: 0 }).where("id", "=", author.accountId).execute();
      await db().deleteFrom("sessions").where("account_id", "=", author.accountId).execute();
      const raced = await createSession(db(), { accountId: author.accountId });

      await konten({ intent: "reactivate", id: author.accountId });
      expect((await view(token)).data).toEqual({ state: "invalid" });
      expect((await accept(token)).status).toBe(404);
      expect(await findSession(db(), raced.token)).toBeNull();
      expect(await getAccount(db(), author.accountId)).toMatchObject({ active: true });
    });

    it("a new password or a new e-mail address of one's own ends an open password link", async () => {
      const author = await sessionFor(db(), "author", "lotte");
      const cookie = await cookieFor(author.token);
      const beforePassword = await resetLink(author.accountId);
      expect((await changePassword(cookie, TEST_PASSWORD)).data).toMatchObject({ saved: "password" });
      expect((await view(beforePassword)).data).toEqual({ state: "invalid" });
      expect((await accept(beforePassword, `${NEW_PASSWORD}!`)).status).toBe(404);

      // The link went to the old address: whoever reads that mailbox must not take the account.
      const beforeEmail = await resetLink(author.accountId);
      const moved = await konto(
        { intent: "profile", name: "Test author", displayName: "", email: "lotte.neu@example.de", profilePassword: NEW_PASSWORD },
        cookie,
      );
      expect(moved.data).toMatchObject({ saved: "profile" });
      expect((await view(beforeEmail)).data).toEqual({ state: "invalid" });
      expect((await verifyLogin(db(), "lotte.neu@example.de", NEW_PASSWORD))?.id).toBe(author.accountId);

      // A profile save that keeps the address leaves a link alone.
      const kept = await resetLink(author.accountId);
      await konto({ intent: "profile", name: "Lotte L.", displayName: "", email: "Lotte.Neu@example.de" }, cookie);
      expect((await view(kept)).status).toBe(200);
    });
  });
});
