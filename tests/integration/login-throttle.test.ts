import { spawn } from "node:child_process";
import { beforeAll, beforeEach, expect, it } from "vitest";

// The admin cookies are signed with SESSION_SECRET; set before they are first created.
process.env.SESSION_SECRET ??= "integration-test-secret-for-the-login-throttle";

const { handleLogin, loginAttempts, LOGIN_BODY_MAX_BYTES } = await import("~/features/accounts/login.server");
const { sessionFor, setOwnerPassword } = await import("./support/accounts");
const { primaryOwner, verifyLogin } = await import("~/lib/auth/accounts.server");
const { createSession, findSession } = await import("~/lib/auth/session.server");
const { createDatabase } = await import("~/lib/db/db.server");
const { describeBackends, useDatabase } = await import("./support/backends");
const { ROOT, serverEnv } = await import("../../scripts/test/server-process");

/** Runs `npm run admin:password` (its script) with the new password on stdin. */
function setPasswordWithScript(databaseUrl: string, password: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/ops/admin-password.ts"], {
      cwd: ROOT,
      env: serverEnv({ DATABASE_URL: databaseUrl }),
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) => resolve({ code, output }));
    child.stdin.end(`${password}\n`);
  });
}

const SITE = "http://localhost:4310";
const PASSWORD = "correct horse battery staple";

/** The status a login answered, and its Set-Cookie lines. */
async function status(promise: Promise<unknown>): Promise<{ status: number; cookies: string[] }> {
  const value = await promise;
  if (value instanceof Response) return { status: value.status, cookies: value.headers.getSetCookie() };
  const init = (value as { init?: ResponseInit | null }).init;
  return { status: init?.status ?? 200, cookies: new Headers(init?.headers).getSetCookie() };
}

function loginRequest(password: string, cookie?: string): Request {
  const headers = new Headers({ origin: SITE, "content-type": "application/x-www-form-urlencoded" });
  if (cookie) headers.set("cookie", cookie);
  return new Request(`${SITE}/blog/login`, { method: "POST", headers, body: new URLSearchParams({ password }) });
}

const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((t, s) => ({ ...t, [s]: (t[s] ?? 0) + 1 }), {});

describeBackends("login throttle", (backend) => {
  const suite = useDatabase(backend);
  const db = () => suite.app().db;

  beforeAll(() => setOwnerPassword(db(), PASSWORD));
  beforeEach(async () => {
    await db().deleteFrom("rate_limits").execute();
  });

  const login = (password: string, clientAddress: string, options: { cookie?: string; globalLimit?: number } = {}) =>
    status(handleLogin(loginRequest(password, options.cookie), "de", { db: db(), clientAddress, globalLimit: options.globalLimit }));

  it("checks only 10 of 200 parallel wrong guesses from one address (401) and refuses the rest before the password check (429)", async () => {
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => login(`guess-${i}`, "203.0.113.5")));
    expect(tally(answers.map((a) => a.status))).toEqual({ 401: 10, 429: 190 });
    // Even the right password waits for the window to end.
    expect((await login(PASSWORD, "203.0.113.5")).status).toBe(429);
  });

  it("holds the limit when two instances (two connection pools) take the guesses of one address at once", async () => {
    const other = createDatabase(suite.env().url);
    try {
      const answers = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          status(handleLogin(loginRequest(`guess-${i}`), "de", { db: i % 2 ? other.db : db(), clientAddress: "203.0.113.6" })),
        ),
      );
      expect(tally(answers.map((a) => a.status))).toEqual({ 401: 10, 429: 50 });
    } finally {
      await other.close();
    }
  });

  it("caps the attempts of all addresses together: of 20 addresses × 10 guesses at most 100 reach the password check", async () => {
    // Ten rounds of 20 parallel guesses, one per address: each round stays within the password
    // checks' waiting line (32), which would otherwise answer "busy" (503) and give attempts back.
    const answers: { status: number }[] = [];
    for (let round = 0; round < 10; round++) {
      answers.push(
        ...(await Promise.all(Array.from({ length: 20 }, (_, i) => login(`guess-${round}-${i}`, `198.18.0.${i}`, { globalLimit: 100 })))),
      );
    }
    expect(tally(answers.map((a) => a.status))).toEqual({ 401: 100, 429: 100 });
    // A newcomer with the right password is refused too, and told what to do.
    const newcomer = await handleLogin(loginRequest(PASSWORD), "de", { db: db(), clientAddress: "192.0.2.1", globalLimit: 100 });
    expect(newcomer).toMatchObject({ init: { status: 429 } });
    expect((newcomer as { data: { error: string } }).data.error).toContain("npm run admin:password");
  }, 30_000);

  it("lets a browser that signed in before past the cap over all addresses, under its own address's limit", async () => {
    const first = await login(PASSWORD, "192.0.2.2", { globalLimit: 5 });
    expect(first.status).toBe(302);
    const device = first.cookies.find((c) => c.startsWith("fc_admin_device="));
    expect(device).toMatch(/HttpOnly/i);
    const cookie = device!.split(";")[0]!;

    for (let i = 0; i < 5; i++) expect((await login(`guess-${i}`, `198.18.1.${i}`, { globalLimit: 5 })).status).toBe(401);
    expect((await login(PASSWORD, "192.0.2.3", { globalLimit: 5 })).status).toBe(429);
    // The owner's browser still gets in, from any address.
    expect((await login(PASSWORD, "192.0.2.3", { globalLimit: 5, cookie })).status).toBe(302);
    // A cookie made up by the attacker does not count.
    expect((await login(PASSWORD, "192.0.2.4", { globalLimit: 5, cookie: "fc_admin_device=1" })).status).toBe(429);
  });

  it("npm run admin:password lifts the throttle: the owner signs in with the new password at once", async () => {
    for (let i = 0; i < 3; i++) expect((await login(`guess-${i}`, `198.18.2.${i}`, { globalLimit: 3 })).status).toBe(401);
    for (let i = 0; i < 10; i++) await login(`guess-${i}`, "192.0.2.30");
    expect((await login(PASSWORD, "192.0.2.30", { globalLimit: 3 })).status).toBe(429);

    const owner = await primaryOwner(db());
    const ownerSession = await createSession(db(), { accountId: owner!.id });
    const editorSession = await sessionFor(db(), "editor", "throttle-editor");

    const NEW_PASSWORD = "a brand new admin password";
    const script = await setPasswordWithScript(suite.env().url, NEW_PASSWORD);
    expect(script.output).toMatch(/login throttle was lifted/);
    expect(script.code).toBe(0);
    expect((await login(NEW_PASSWORD, "192.0.2.30", { globalLimit: 3 })).status).toBe(302);
    // The owner account's password was set (by e-mail address too); the owner's sessions ended,
    // an editor's session did not.
    expect((await verifyLogin(db(), owner!.email, NEW_PASSWORD))?.id).toBe(owner!.id);
    expect(await findSession(db(), ownerSession.token)).toBeNull();
    expect(await findSession(db(), editorSession.token)).not.toBeNull();
    await setOwnerPassword(db(), PASSWORD);
  }, 30_000);

  it("gives back a success's share of the cap over all addresses: only failures use it up", async () => {
    for (let i = 0; i < 4; i++) expect((await login(PASSWORD, `192.0.2.${10 + i}`, { globalLimit: 3 })).status).toBe(302);
    expect(await loginAttempts(db(), "192.0.2.10")).toBe(0);
  });

  it("refuses a login body over 8 KB while reading it, even chunked without a length, and counts no attempt", async () => {
    const chunk = new TextEncoder().encode(`password=${"x".repeat(4096)}`);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        // An endless upload: only the limit ends it.
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const request = new Request(`${SITE}/blog/login`, {
      method: "POST",
      headers: { origin: SITE, "content-type": "application/x-www-form-urlencoded" },
      body,
      duplex: "half",
    } as RequestInit);
    const answer = await handleLogin(request, "de", { db: db(), clientAddress: "192.0.2.20" });
    expect(answer).toMatchObject({ init: { status: 413 } });
    expect(sent).toBeLessThan(64 * 1024 * 1024);
    expect(await loginAttempts(db(), "192.0.2.20")).toBe(0);
    expect(LOGIN_BODY_MAX_BYTES).toBe(8 * 1024);
  });
});
