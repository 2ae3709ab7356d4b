// Accounts, invitations, password links, one's own account and the audit log, through
// the pages' loaders and actions over a real database (SQLite and PostgreSQL): what an owner, an
// editor, an author and an invited person get.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

// The admin cookie is signed with SESSION_SECRET; set before the cookie is first created.
process.env.SESSION_SECRET ??= "integration-test-secret-for-accounts";

const { env } = await import("~/config/env.server");
const { defaultSite } = await import("~/config/site");
const { smtpSender } = await import("~/features/forms/mail.server");
const { processOutbox } = await import("~/features/forms/outbox.server");
const { handleAccountsAction, loadAccounts } = await import("~/features/accounts/accounts.server");
const { loadAuditLog } = await import("~/features/accounts/audit.server");
const { handleOwnAccountAction, loadOwnAccount } = await import("~/features/accounts/own.server");
const { handleInvitationAction, loadInvitationPage } = await import("~/admin/invitation/invitation.server");
const { createInvitation } = await import("~/features/accounts/invitations.server");
const { createPost, getPostById } = await import("~/features/blog/index.server");
const { listAudit } = await import("~/lib/audit/audit.server");
const { findAccountByEmail, getAccount, verifyLogin } = await import("~/lib/auth/accounts.server");
const { adminCookie } = await import("~/lib/auth/admin.server");
const { createSession, findSession } = await import("~/lib/auth/session.server");
const { onContentChanged } = await import("~/lib/content-events.server");
const { sessionFor, testAccount, TEST_PASSWORD } = await import("./support/accounts");
const { describeBackends, useDatabase } = await import("./support/backends");
const { startSmtpServer } = await import("../e2e/support/smtp-server.mjs");

const SITE = "http://localhost:4520";
const NEW_PASSWORD = "ein langes neues Passwort";
const HOUR = 60 * 60 * 1000;

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

function post(path: string, fields: Record<string, string>, cookie?: string, userAgent?: string): Request {
  const headers = new Headers({ origin: SITE, "content-type": "application/x-www-form-urlencoded" });
  if (cookie) headers.set("cookie", cookie);
  if (userAgent) headers.set("user-agent", userAgent);
  return new Request(`${SITE}${path}`, { method: "POST", headers, body: new URLSearchParams(fields) });
}

function get(path: string, cookie?: string): Request {
  const headers = new Headers();
  if (cookie) headers.set("cookie", cookie);
  return new Request(`${SITE}${path}`, { headers });
}

const tokenOf = (link: string) => link.slice(link.lastIndexOf("/") + 1);

describeBackends("accounts", (backend) => {
  const suite = useDatabase(backend);
  const db = () => suite.app().db;
  let ownerCookie = "";
  let ownerId = "";

  beforeEach(async () => {
    for (const table of ["sessions", "invitations", "audit_log", "rate_limits", "mail_outbox", "blog_posts"] as const) {
      await db().deleteFrom(table).execute();
    }
    await db().deleteFrom("accounts").execute();
    const owner = await sessionFor(db(), "owner", "Olga Owner");
    ownerId = owner.accountId;
    ownerCookie = await cookieFor(owner.token);
  });

  const konten = (fields: Record<string, string>, cookie = ownerCookie, now?: Date) =>
    outcome(() => handleAccountsAction(post("/blog/admin/konten", fields, cookie), "de", SITE, { db: db(), now }));
  const konto = (fields: Record<string, string>, cookie: string) =>
    outcome(() => handleOwnAccountAction(post("/blog/admin/konto", fields, cookie), "de", { db: db() }));
  const accept = (token: string, fields: Record<string, string>, options: { now?: Date; address?: string } = {}) =>
    outcome(() =>
      handleInvitationAction(
        post(`/blog/einladung/${token}`, fields, undefined, "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0"),
        token,
        "de",
        {
          db: db(),
          now: options.now,
          clientAddress: options.address ?? "198.51.100.20",
        },
      ),
    );
  const view = (token: string, options: { now?: Date; address?: string } = {}) =>
    outcome(() => loadInvitationPage(token, { db: db(), now: options.now, clientAddress: options.address ?? "198.51.100.21" }));

  /** Invites someone as the owner; the one-time link. */
  async function invite(name: string, email: string, role = "editor", now?: Date): Promise<string> {
    const result = await konten({ intent: "invite", name, email, role }, ownerCookie, now);
    expect(result.status).toBe(200);
    const created = (result.data as { created: { link: string } }).created;
    expect(created.link).toMatch(new RegExp(`^${SITE}/blog/einladung/[A-Za-z0-9_-]{43}$`));
    return created.link;
  }

  const sessionsOf = async (accountId: string) =>
    (await db().selectFrom("sessions").select("id").where("account_id", "=", accountId).execute()).map((r) => r.id);

  describe("invitations", () => {
    it("an invited editor opens the link, sets a password, is signed in and can sign in again later", async () => {
      const link = await invite("Anna Förster", "Anna@Example.de");
      const token = tokenOf(link);
      // Only the hash of the token is stored.
      const stored = await db().selectFrom("invitations").selectAll().executeTakeFirstOrThrow();
      expect(stored.token_hash).not.toContain(token);
      expect(stored.email).toBe("anna@example.de");

      const page = await view(token);
      expect(page.status).toBe(200);
      expect(page.headers.get("cache-control")).toBe("no-store");
      // The token must not reach another site in a Referer.
      expect(page.headers.get("referrer-policy")).toBe("same-origin");
      expect(page.data).toMatchObject({
        state: "valid",
        invitation: { name: "Anna Förster", email: "anna@example.de", role: "editor", inviterName: "Olga Owner" },
      });

      const done = await accept(token, { password: NEW_PASSWORD, repeatPassword: NEW_PASSWORD, displayName: "A. Förster" });
      expect(done.status).toBe(302);
      expect(done.location).toBe("/blog/admin");
      const sessionToken = (await adminCookie().parse(done.headers.get("set-cookie"))) as string;
      const session = await findSession(db(), sessionToken);
      const anna = await findAccountByEmail(db(), "anna@example.de");
      expect(anna).toMatchObject({ name: "Anna Förster", displayName: "A. Förster", role: "editor", active: true });
      expect(session?.accountId).toBe(anna!.id);
      expect((await verifyLogin(db(), "anna@example.de", NEW_PASSWORD))?.id).toBe(anna!.id);
      // The new session lists the browser it came from.
      const own = await outcome(() =>
        loadOwnAccount(get("/blog/admin/konto", done.headers.get("set-cookie")!.split(";")[0]), { db: db() }),
      );
      expect(own.data).toMatchObject({ sessions: [{ current: true, userAgent: expect.stringContaining("Chrome") as unknown }] });
    });

    it("a link works once: the second use, also a simultaneous one, is refused with the one message for every bad link", async () => {
      const token = tokenOf(await invite("Ben Berg", "ben@example.de"));
      const fields = { password: NEW_PASSWORD, repeatPassword: NEW_PASSWORD };
      const both = await Promise.all([accept(token, fields), accept(token, fields)]);
      expect(both.map((o) => o.status).sort()).toEqual([302, 404]);
      expect(both.find((o) => o.status === 404)?.data).toEqual({ state: "invalid" });
      expect(await db().selectFrom("accounts").select("id").where("email", "=", "ben@example.de").execute()).toHaveLength(1);

      const again = await accept(token, fields);
      expect(again.status).toBe(404);
      expect((await view(token)).data).toEqual({ state: "invalid" });
    });

    it("an expired link (73 hours old), a revoked one and an unknown one are refused alike", async () => {
      const t0 = new Date();
      const old = tokenOf(await invite("Carla Alt", "carla@example.de", "author", t0));
      const later = new Date(t0.getTime() + 73 * HOUR);
      expect((await view(old, { now: later })).data).toEqual({ state: "invalid" });
      expect((await accept(old, { password: NEW_PASSWORD, repeatPassword: NEW_PASSWORD }, { now: later })).status).toBe(404);
      // 71 hours: still fine.
      expect((await view(old, { now: new Date(t0.getTime() + 71 * HOUR) })).status).toBe(200);

      const revokedToken = tokenOf(await invite("Dora Zurück", "dora@example.de", "author"));
      const id = (await db().selectFrom("invitations").select("id").where("email", "=", "dora@example.de").executeTakeFirstOrThrow()).id;
      expect((await konten({ intent: "revoke", id })).data).toMatchObject({ saved: "revoked" });
      expect((await view(revokedToken)).data).toEqual({ state: "invalid" });
      expect((await accept(revokedToken, { password: NEW_PASSWORD, repeatPassword: NEW_PASSWORD })).status).toBe(404);
      expect(await findAccountByEmail(db(), "dora@example.de")).toBeNull();

      expect((await view("A".repeat(43))).data).toEqual({ state: "invalid" });
      expect((await view("short")).data).toEqual({ state: "invalid" });
    });

    it("refuses a short or mismatched password with a German message and keeps the link usable", async () => {
      const token = tokenOf(await invite("Emil Kurz", "emil@example.de"));
      const short = await accept(token, { password: "zu kurz", repeatPassword: "zu kurz" });
      expect(short.status).toBe(400);
      expect(short.data).toMatchObject({ error: "Das Passwort muss mindestens 12 Zeichen lang sein." });
      const mismatch = await accept(token, { password: NEW_PASSWORD, repeatPassword: `${NEW_PASSWORD}!` });
      expect(mismatch.data).toMatchObject({ error: "Die beiden Passwörter stimmen nicht überein." });
      expect((await accept(token, { password: NEW_PASSWORD, repeatPassword: NEW_PASSWORD })).status).toBe(302);
    });

    it("an e-mail address that has an account cannot be invited: a clear error", async () => {
      await testAccount(db(), "editor", "frieda");
      const result = await konten({ intent: "invite", name: "Frieda", email: "FRIEDA@test.example", role: "author" });
      expect(result.status).toBe(409);
      expect(result.data).toMatchObject({ error: expect.stringContaining("gibt es schon ein Konto") as unknown });
      expect(await db().selectFrom("invitations").select("id").execute()).toHaveLength(0);
    });

    it("counts bad links per address: the 11th look-up within 15 minutes answers 429, even for a valid link", async () => {
      const token = tokenOf(await invite("Gerd Geduld", "gerd@example.de"));
      for (let i = 0; i < 10; i++) expect((await view(`${"B".repeat(42)}${i}`, { address: "203.0.113.9" })).status).toBe(404);
      expect((await view(token, { address: "203.0.113.9" })).status).toBe(429);
      expect((await view(token, { address: "203.0.113.10" })).status).toBe(200);
    });

    it("the invitation mail reaches a real SMTP server, in the owner's language, with the link, the inviter, the role and the expiry", async () => {
      const smtp = await startSmtpServer();
      try {
        const mailEnv = { ...env(), SMTP_URL: smtp.url, MAIL_FROM: "website@forestcrew.test" };
        const now = new Date("2026-11-24T13:30:00.000Z");
        const created = await createInvitation(
          db(),
          { id: ownerId, name: "Olga Owner", email: "owner@test.example" },
          { email: "hanna@example.de", name: "Hanna Holz", role: "author" },
          { origin: SITE, lang: "de", now, env: mailEnv },
        );
        expect(created.mailed).toBe(true);
        const settings = { smtpUrl: smtp.url, from: "website@forestcrew.test", inbox: "x@forestcrew.test", site: defaultSite };
        expect(await processOutbox(db(), smtpSender(settings), { now })).toEqual({ sent: 1, retrying: 0, failed: 0 });
        expect(smtp.mails).toHaveLength(1);
        const mail = smtp.mails[0]!;
        expect(mail.to).toContain("hanna@example.de");
        expect(mail.subject).toBe("Einladung zum Forstblog von Olga Owner");
        expect(mail.text).toContain(created.link);
        expect(mail.text).toContain("mit der Rolle „Autor“");
        expect(mail.text).toContain("gültig bis 27.11.2026, 14:30 Uhr");
        const row = await db()
          .selectFrom("mail_outbox")
          .select(["purpose", "submission_id", "status", "body_text"])
          .executeTakeFirstOrThrow();
        expect(row).toMatchObject({ purpose: "invitation", submission_id: null, status: "sent" });
        // Once sent, the database keeps no usable link.
        expect(row.body_text).not.toContain(tokenOf(created.link));
      } finally {
        await smtp.close();
      }
    });
  });

  describe("owners manage accounts", () => {
    it("a password link sets a new password and ends all of that account's sessions", async () => {
      const editor = await sessionFor(db(), "editor", "ida");
      await createSession(db(), { accountId: editor.accountId });
      expect(await sessionsOf(editor.accountId)).toHaveLength(2);

      const result = await konten({ intent: "reset", id: editor.accountId });
      const link = (result.data as { created: { link: string; kind: string } }).created;
      expect(link.kind).toBe("reset");
      // Creating the link alone signs nobody out.
      expect(await sessionsOf(editor.accountId)).toHaveLength(2);

      const page = await view(tokenOf(link.link));
      expect(page.data).toMatchObject({ state: "valid", invitation: { kind: "reset", email: "ida@test.example" } });
      const done = await accept(tokenOf(link.link), { password: NEW_PASSWORD, repeatPassword: NEW_PASSWORD });
      expect(done.status).toBe(302);
      const left = await sessionsOf(editor.accountId);
      expect(left).toHaveLength(1); // only the new one the link signed in
      expect(await verifyLogin(db(), "ida@test.example", TEST_PASSWORD)).toBeNull();
      expect((await verifyLogin(db(), "ida@test.example", NEW_PASSWORD))?.id).toBe(editor.accountId);
    });

    it("the last active owner can be neither demoted nor deactivated; with a second owner both work", async () => {
      const demote = await konten({ intent: "role", id: ownerId, role: "editor" });
      expect(demote.status).toBe(409);
      expect(demote.data).toMatchObject({ error: expect.stringContaining("letzte aktive Inhaber-Konto") as unknown });
      const deactivate = await konten({ intent: "deactivate", id: ownerId });
      expect(deactivate.status).toBe(409);
      expect(await getAccount(db(), ownerId)).toMatchObject({ role: "owner", active: true });

      const second = await testAccount(db(), "owner", "paula");
      expect((await konten({ intent: "deactivate", id: second.id })).data).toMatchObject({ saved: "deactivated" });
      // Paula is deactivated: Olga is the last active owner again.
      expect((await konten({ intent: "role", id: ownerId, role: "author" })).status).toBe(409);
      expect((await konten({ intent: "reactivate", id: second.id })).data).toMatchObject({ saved: "reactivated" });
      expect((await konten({ intent: "role", id: second.id, role: "editor" })).data).toMatchObject({ saved: "role" });
      expect(await getAccount(db(), second.id)).toMatchObject({ role: "editor", active: true });

      // With a second owner, Olga may hand over: she leaves for the admin overview she still may see.
      await konten({ intent: "role", id: second.id, role: "owner" });
      const handOver = await konten({ intent: "role", id: ownerId, role: "editor" });
      expect(handOver.status).toBe(302);
      expect(handOver.location).toBe("/blog/admin");
      expect(await getAccount(db(), ownerId)).toMatchObject({ role: "editor" });
    });

    it("deactivating signs the account out at once and it cannot sign in; no password link for it", async () => {
      const author = await sessionFor(db(), "author", "jan");
      expect((await konten({ intent: "deactivate", id: author.accountId })).status).toBe(200);
      expect(await sessionsOf(author.accountId)).toHaveLength(0);
      expect(await verifyLogin(db(), "jan@test.example", TEST_PASSWORD)).toBeNull();
      expect((await konten({ intent: "reset", id: author.accountId })).status).toBe(409);
    });

    it("editors and authors get 403 on every loader and action of /blog/admin/konten and /blog/admin/protokoll", async () => {
      const someone = await testAccount(db(), "author", "kim");
      for (const role of ["editor", "author"] as const) {
        const cookie = await cookieFor((await sessionFor(db(), role)).token);
        expect((await outcome(() => loadAccounts(get("/blog/admin/konten", cookie), { db: db() }))).status).toBe(403);
        expect((await outcome(() => loadAuditLog(get("/blog/admin/protokoll", cookie), { db: db() }))).status).toBe(403);
        for (const fields of <Record<string, string>[]>[
          { intent: "invite", name: "X", email: "x@example.de", role: "owner" },
          { intent: "role", id: someone.id, role: "owner" },
          { intent: "deactivate", id: someone.id },
          { intent: "reactivate", id: someone.id },
          { intent: "reset", id: someone.id },
          { intent: "revoke", id: "any" },
        ]) {
          expect((await konten(fields, cookie)).status, `${role} ${fields.intent}`).toBe(403);
        }
      }
      expect(await db().selectFrom("invitations").select("id").execute()).toHaveLength(0);
      expect(await getAccount(db(), someone.id)).toMatchObject({ role: "author", active: true });
      // Without a session: the login.
      const anonymous = await outcome(() => loadAccounts(get("/blog/admin/konten"), { db: db() }));
      expect(anonymous.status).toBe(302);
      expect(anonymous.location).toBe("/blog/login");
    });

    it("refuses a POST from another origin (403)", async () => {
      const request = post("/blog/admin/konten", { intent: "invite", name: "X", email: "x@example.de", role: "owner" }, ownerCookie);
      const evil = new Request(request, { headers: { ...Object.fromEntries(request.headers), origin: "https://evil.example" } });
      expect((await outcome(() => handleAccountsAction(evil, "de", SITE, { db: db() }))).status).toBe(403);
    });
  });

  describe("one's own account", () => {
    it("password change: a wrong current password is an error; the right one ends the other sessions and keeps this one", async () => {
      const author = await sessionFor(db(), "author", "lena");
      const other = await createSession(db(), { accountId: author.accountId });
      const cookie = await cookieFor(author.token);

      const wrong = await konto(
        { intent: "password", currentPassword: "falsch falsch falsch", newPassword: NEW_PASSWORD, repeatPassword: NEW_PASSWORD },
        cookie,
      );
      expect(wrong.status).toBe(400);
      expect(wrong.data).toMatchObject({ error: "Das aktuelle Passwort stimmt nicht." });
      expect(await findSession(db(), other.token)).not.toBeNull();

      const right = await konto(
        { intent: "password", currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, repeatPassword: NEW_PASSWORD },
        cookie,
      );
      expect(right.data).toMatchObject({ saved: "password" });
      expect(await findSession(db(), other.token)).toBeNull();
      expect(await findSession(db(), author.token)).not.toBeNull();
      expect((await verifyLogin(db(), "lena@test.example", NEW_PASSWORD))?.id).toBe(author.accountId);
    });

    it("lists one's sessions, signs out one other session, and 'Überall abmelden' ends all of them and leads to the login", async () => {
      const editor = await sessionFor(db(), "editor", "mia");
      const phone = await createSession(db(), {
        accountId: editor.accountId,
        userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1",
      });
      const cookie = await cookieFor(editor.token);
      const loaded = await outcome(() => loadOwnAccount(get("/blog/admin/konto", cookie), { db: db() }));
      const sessions = (loaded.data as { sessions: { ref: string; current: boolean }[] }).sessions;
      expect(sessions).toHaveLength(2);
      const phoneRow = sessions.find((s) => !s.current)!;
      expect((await konto({ intent: "end-session", session: phoneRow.ref }, cookie)).data).toMatchObject({ saved: "session" });
      expect(await findSession(db(), phone.token)).toBeNull();
      expect(await findSession(db(), editor.token)).not.toBeNull();

      await createSession(db(), { accountId: editor.accountId });
      const everywhere = await konto({ intent: "everywhere" }, cookie);
      expect(everywhere.status).toBe(302);
      expect(everywhere.location).toBe("/blog/login");
      expect(everywhere.headers.get("set-cookie")).toMatch(/fc_admin=;.*Max-Age=0/i);
      expect(await sessionsOf(editor.accountId)).toHaveLength(0);
    });

    it("a new display name becomes the byline of the account's posts at once (the page cache is told)", async () => {
      const author = await sessionFor(db(), "author", "nora");
      const cookie = await cookieFor(author.token);
      await createPost(
        db(),
        {
          title: "Mein Beitrag",
          slug: "mein-beitrag",
          author: "Test author",
          tags: [],
          summary: "S",
          content: "Text",
          lang: "de",
          date: "2026-01-10T08:00:00.000Z",
        },
        { id: "nora-post" },
      );
      await db().updateTable("blog_posts").set({ author_id: author.accountId }).where("id", "=", "nora-post").execute();
      const changes: unknown[] = [];
      const stop = onContentChanged((change) => changes.push(change));
      try {
        const saved = await konto({ intent: "profile", name: "Nora Nadel", displayName: "Nora N." }, cookie);
        expect(saved.data).toMatchObject({ saved: "profile" });
      } finally {
        stop();
      }
      expect((await getPostById(db(), "nora-post"))?.author).toBe("Nora N.");
      expect(changes).toEqual([{ kind: "blog", slugs: ["mein-beitrag"] }]);
      expect(await getAccount(db(), author.accountId)).toMatchObject({ name: "Nora Nadel", displayName: "Nora N." });
    });
    it("a new e-mail address needs the current password; then it is the sign-in; another account's address is refused", async () => {
      const editor = await sessionFor(db(), "editor", "quirin");
      await testAccount(db(), "author", "rosa");
      const cookie = await cookieFor(editor.token);
      const base = { intent: "profile", name: "Test editor", displayName: "" };
      const without = await konto({ ...base, email: "quirin.neu@example.de" }, cookie);
      expect(without.status).toBe(400);
      expect(without.data).toMatchObject({ error: "Bitte bestätigen Sie die neue E-Mail-Adresse mit Ihrem aktuellen Passwort." });
      const taken = await konto({ ...base, email: "ROSA@test.example", profilePassword: TEST_PASSWORD }, cookie);
      expect(taken.status).toBe(409);
      expect(taken.data).toMatchObject({ error: "Diese E-Mail-Adresse gehört schon zu einem anderen Konto." });
      expect((await konto({ ...base, email: "Quirin.Neu@example.de", profilePassword: TEST_PASSWORD }, cookie)).data).toMatchObject({
        saved: "profile",
      });
      expect((await verifyLogin(db(), "quirin.neu@example.de", TEST_PASSWORD))?.id).toBe(editor.accountId);
      expect(await verifyLogin(db(), "quirin@test.example", TEST_PASSWORD)).toBeNull();
      // Name and display name alone need no password.
      expect((await konto({ ...base, name: "Quirin Quast", email: "quirin.neu@example.de" }, cookie)).data).toMatchObject({
        saved: "profile",
      });
    });
  });

  describe("audit log", () => {
    it("records each account action with the acting account's name, and the owner reads it newest first, filtered", async () => {
      const token = tokenOf(await invite("Otto Ast", "otto@example.de", "author"));
      await accept(token, { password: NEW_PASSWORD, repeatPassword: NEW_PASSWORD });
      const otto = (await findAccountByEmail(db(), "otto@example.de"))!;
      await konten({ intent: "role", id: otto.id, role: "editor" });
      await konten({ intent: "deactivate", id: otto.id });
      await konten({ intent: "reactivate", id: otto.id });
      const reset = await konten({ intent: "reset", id: otto.id });
      await accept(tokenOf((reset.data as { created: { link: string } }).created.link), {
        password: `${NEW_PASSWORD}2`,
        repeatPassword: `${NEW_PASSWORD}2`,
      });
      await invite("Pia Probe", "pia@example.de");
      const pia = (await db().selectFrom("invitations").select("id").where("email", "=", "pia@example.de").executeTakeFirstOrThrow()).id;
      await konten({ intent: "revoke", id: pia });
      const ottoSession = await cookieFor((await createSession(db(), { accountId: otto.id })).token);
      await konto({ intent: "profile", name: "Otto Ast", displayName: "O. Ast" }, ottoSession);
      await konto(
        { intent: "password", currentPassword: `${NEW_PASSWORD}2`, newPassword: `${NEW_PASSWORD}3`, repeatPassword: `${NEW_PASSWORD}3` },
        ottoSession,
      );
      await konto({ intent: "everywhere" }, ottoSession);

      const { entries } = await listAudit(db(), { pageSize: 100 });
      // Entries written within one millisecond have no order among themselves: compared as a set.
      const seen = entries.map((e) => [e.action, e.accountName]);
      expect(seen).toHaveLength(12);
      expect(seen).toEqual(
        expect.arrayContaining([
          ["account.invite", "Olga Owner"],
          ["account.join", "Otto Ast"],
          ["account.role", "Olga Owner"],
          ["account.deactivate", "Olga Owner"],
          ["account.reactivate", "Olga Owner"],
          ["account.password-reset", "Olga Owner"],
          ["account.password-reset-complete", "Otto Ast"],
          ["account.invite", "Olga Owner"],
          ["account.invite-revoke", "Olga Owner"],
          ["account.update", "Otto Ast"],
          ["account.password-change", "Otto Ast"],
          ["account.sign-out-everywhere", "Otto Ast"],
        ]),
      );

      const page = await outcome(() => loadAuditLog(get(`/blog/admin/protokoll?account=${otto.id}`, ownerCookie), { db: db() }));
      expect(page.headers.get("cache-control")).toBe("no-store");
      const data = page.data as { entries: { accountName: string; action: string }[]; total: number; retentionDays: number };
      expect(data.total).toBe(5);
      expect(data.entries[0]).toMatchObject({ accountName: "Otto Ast", action: "account.sign-out-everywhere" });
      expect(data.retentionDays).toBe(365);
      const posts = await outcome(() => loadAuditLog(get("/blog/admin/protokoll?kind=posts", ownerCookie), { db: db() }));
      expect((posts.data as { total: number }).total).toBe(0);
    });
  });
});

describe("describeAudit and describeBrowser", () => {
  let copy: typeof import("~/admin/accounts/copy");
  beforeAll(async () => {
    copy = await import("~/admin/accounts/copy");
  });
  afterAll(() => {});

  it("reads like a sentence after the person's name", () => {
    expect(copy.describeAudit("de", { action: "post.publish", targetLabel: "Rückegassen", details: null })).toBe(
      "hat „Rückegassen“ veröffentlicht",
    );
    expect(copy.describeAudit("de", { action: "account.invite", targetLabel: "Anna Förster", details: { role: "author" } })).toBe(
      "hat Anna Förster mit der Rolle „Autor“ eingeladen",
    );
    expect(copy.describeAudit("de", { action: "account.join", targetLabel: "Anna Förster", details: { role: "editor" } })).toBe(
      "ist mit der Rolle „Redakteur“ beigetreten",
    );
    expect(copy.describeAudit("en", { action: "post.delete", targetLabel: "Trails", details: null })).toBe("deleted “Trails”");
  });

  it("names the browser and the system in plain words", () => {
    const linuxChrome = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36";
    expect(copy.describeBrowser(linuxChrome, "de")).toBe("Chrome unter Linux");
    expect(copy.describeBrowser("Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0", "en")).toBe(
      "Firefox on Windows",
    );
    expect(copy.describeBrowser(null, "de")).toBe("Unbekannter Browser");
  });
});
