// The back office as an attacker meets it: every admin loader and action, called through its
// route module, as owner, editor, author and without a session, with the requests a browser never
// sends (fields left out, fields added, other people's ids). One table, one row per request
// shape; each row says what each caller must get. A refusal is 403 (no session: the login) and
// leaves the database and the data folder exactly as they were; an allowed action does its work.
// The table must name every back-office route, loader, action and intent (see the last tests).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppLoadContext } from "react-router";

process.env.SESSION_SECRET ??= "integration-test-secret-for-the-role-matrix";

const { defaultSite } = await import("~/config/site");
const { createPost, createPreviewToken, getPostById, updatePost } = await import("~/features/blog/index.server");
const { storeImage } = await import("~/features/media/upload.server");
const { createInvitation, createPasswordReset, revokeInvitation } = await import("~/features/accounts/invitations.server");
const { storeSubmission } = await import("~/features/forms/submissions.server");
const { adminCookie } = await import("~/lib/auth/admin.server");
const { getAccount } = await import("~/lib/auth/accounts.server");
const { createSession, sessionIdFromToken } = await import("~/lib/auth/session.server");
const { closeDatabase } = await import("~/lib/db/db.server");
const { TEST_PASSWORD, testAccount } = await import("./support/accounts");
const { describeBackends, useDatabase } = await import("./support/backends");
const { smallPdf } = await import("./support/pdf");
const matrix = await import("./support/admin-matrix");
const { actionIntents, comparable, fileTree, flattenRoutes, isBackOfficeRoute, outcome, readState, restoreFiles, restoreState } = matrix;
type Outcome = import("./support/admin-matrix").Outcome;
type DatabaseState = import("./support/admin-matrix").DatabaseState;

const APP_DIR = resolve(import.meta.dirname, "../../app");
const SITE = "http://localhost:4370";
const SITE_EN = "http://en.localhost:4370";
const EVIL = "https://evil.example";

/* ------------------------------------------------------------------ callers */

const callers = ["owner", "editor", "author", "anonymous"] as const;
type Who = (typeof callers)[number];

/** The accounts and the things that belong to them, made once per backend. */
interface Fixtures {
  id: { owner: string; editor: string; author: string; other: string; target: string; inactive: string };
  token: {
    invite: string;
    revoked: string;
    expired: string;
    reset: string;
    /** A password link for `inactive`, issued while it was active; the account was deactivated since. */
    resetDeactivated: string;
    previewOwn: string;
  };
  invitation: { pending: string };
  upload: { unused: string; used: string };
  inbox: { contact: string; application: string };
  /** Sessions' references as /blog/admin/konto shows them: the author's second one, and the owner's. */
  ref: { authorSecond: string; owner: string };
  cookie: Partial<Record<Who, string>>;
}

/* ---------------------------------------------------------------- requests */

interface Call {
  /** Address path and query. */
  path: string;
  form?: Record<string, string | string[]>;
  json?: unknown;
  /** A raw body and its content type. */
  raw?: { body: BodyInit; type: string };
  /** A multipart body built by the row. */
  multipart?: () => FormData | Promise<FormData>;
  /** The Origin header: this site unless given; null sends none. */
  origin?: string | null;
  /** The session of `who`, unless another caller's cookie is named here. */
  as?: Who;
}

interface Snapshot {
  db: Partial<DatabaseState>;
  files: string[];
}

interface CheckArgs {
  res: Outcome;
  who: Who;
  fx: Fixtures;
  before: Snapshot;
  after: Snapshot;
}

type Expect =
  | { kind: "login" }
  /** 403, nothing changed. */
  | { kind: "refused" }
  /** Cross-site, no session: 403 or the login, depending on which check comes first; nothing changed. */
  | { kind: "refused-or-login" }
  /** A status that is not success (400, 404, 409, 429 …), nothing changed. */
  | { kind: "rejected"; status: number }
  | {
      kind: "ok";
      status: number;
      location?: string | RegExp;
      check?: (args: CheckArgs) => unknown;
      /** Loaders: nothing may change (the default for GET rows). */
      unchanged?: boolean;
    };

const LOGIN: Expect = { kind: "login" };
const DENY: Expect = { kind: "refused" };
const rejected = (status: number): Expect => ({ kind: "rejected", status });
const ok = (status: number, check?: (args: CheckArgs) => unknown, location?: string | RegExp): Expect => ({
  kind: "ok",
  status,
  check,
  location,
});
const redirectTo = (location: string | RegExp, check?: (args: CheckArgs) => unknown): Expect => ({
  kind: "ok",
  status: 302,
  location,
  check,
});

type Expectations = Record<Who, Expect>;
const by = (owner: Expect, editor: Expect, author: Expect, anonymous: Expect = LOGIN): Expectations => ({
  owner,
  editor,
  author,
  anonymous,
});
const everyone = (e: Expect) => by(e, e, e);
const team = (e: Expect) => by(e, e, DENY);
const ownerOnly = (e: Expect) => by(e, DENY, DENY);
/** Public routes: the same for everybody, signed in or not. */
const anyone = (e: Expect) => by(e, e, e, e);

interface Row {
  /** The route's path exactly as app/routes.ts writes it. */
  route: string;
  /** GET calls the loader, POST the action. */
  method: "GET" | "POST";
  /** The action's `intent` this row exercises, if it has intents. */
  intent?: string;
  /** What is sent, in words. */
  shape: string;
  call: (fx: Fixtures, who: Who) => Call;
  expect: Expectations;
  /** Runs before the snapshot, e.g. earlier requests of a sequence. */
  setup?: (fx: Fixtures, who: Who, send: Send) => Promise<unknown>;
}

type Send = (route: string, method: "GET" | "POST", who: Who, call: Call) => Promise<Outcome>;

/* -------------------------------------------------------------- form bodies */

/** The editor form as the page sends it; `over` changes or adds fields, `drop` leaves some out. */
const postForm = (over: Record<string, string> = {}, drop: string[] = []) => {
  const all: Record<string, string> = {
    title: "Waldumbau mit Weißtanne",
    slug: "",
    author: "Irgendwer",
    summary: "Warum die Tanne wiederkommt.",
    content: "## Tanne\n\nText.\n",
    lang: "de",
    revision: "",
    date: "",
    excerpt: "",
    status: "draft",
    ...over,
  };
  for (const key of drop) delete all[key];
  return all;
};

const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: "#2f6b45" } })
    .png()
    .toBuffer();

const fileForm = (field: string, bytes: Buffer, name: string, extra: Record<string, string> = {}) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(extra)) f.append(k, v);
  f.append(field, new Blob([new Uint8Array(bytes)]), name);
  return f;
};

const NEW_PASSWORD = "ein ganz neues Passwort 2026";
const UNKNOWN_TOKEN = "A".repeat(43);
const CHAT_ID = "6f1c1f3e-2b7a-4c55-9a51-0d1e2f3a4b5c";

/* ------------------------------------------------------------ check helpers */

/** The post a save created, from the redirect (/blog/admin/edit/<id>?saved=1 or the visual editor's). */
const createdId = (res: Outcome) => decodeURIComponent(res.location!.split("?")[0]!.split("/").pop()!);
const changedTables = (a: Snapshot, b: Snapshot) =>
  Object.keys(a.db).filter((t) => JSON.stringify(a.db[t as keyof DatabaseState]) !== JSON.stringify(b.db[t as keyof DatabaseState]));

/* ------------------------------------------------------------------- suite */

describeBackends("admin role matrix", (backend) => {
  const suite = useDatabase(backend);
  const db = () => suite.app().db;
  const dataDir = mkdtempSync(join(tmpdir(), "fc-matrix-data-"));
  const baselineDir = mkdtempSync(join(tmpdir(), "fc-matrix-baseline-"));
  const imagesDir = join(dataDir, "blog-images");
  const saved = { DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: process.env.DATA_DIR };
  const fx = { cookie: {} } as Fixtures;
  const modules: Record<string, { loader?: (args: unknown) => unknown; action?: (args: unknown) => unknown }> = {};
  let baseline: DatabaseState;
  let cases = 0;

  const post = (id: string) => getPostById(db(), id);
  const account = (id: string) => getAccount(db(), id);

  function request(who: Who, method: "GET" | "POST", call: Call): Request {
    const headers = new Headers();
    const origin = call.origin === undefined ? SITE : call.origin;
    if (origin) headers.set("origin", origin);
    const cookie = fx.cookie[call.as ?? who];
    if (cookie) headers.set("cookie", cookie);
    let body: BodyInit | undefined;
    if (call.form) {
      const f = new FormData();
      for (const [k, v] of Object.entries(call.form)) for (const one of Array.isArray(v) ? v : [v]) f.append(k, one);
      body = f;
    } else if (call.json !== undefined) {
      body = JSON.stringify(call.json);
      headers.set("content-type", "application/json");
    } else if (call.raw) {
      body = call.raw.body;
      headers.set("content-type", call.raw.type);
    }
    return new Request(`${SITE}${call.path}`, { method, headers, body: method === "GET" ? undefined : body });
  }

  /** The route pattern's parameters in `path`; throws when the row's address does not fit its route. */
  function params(route: string, path: string): Record<string, string> {
    const want = route.split("/");
    const got = new URL(path, SITE).pathname.slice(1).split("/");
    if (want.length !== got.length) throw new Error(`${path} is not an address of ${route}`);
    const out: Record<string, string> = {};
    want.forEach((part, i) => {
      if (part.startsWith(":")) out[part.slice(1)] = decodeURIComponent(got[i]!);
      else if (part !== got[i]) throw new Error(`${path} is not an address of ${route}`);
    });
    return out;
  }

  const send: Send = async (route, method, who, call) => {
    const mod = modules[route];
    if (!mod) throw new Error(`No module for ${route}`);
    const fn = method === "GET" ? mod.loader : mod.action;
    if (!fn) throw new Error(`${route} has no ${method === "GET" ? "loader" : "action"}`);
    const multipart = call.multipart ? await call.multipart() : undefined;
    const req = request(who, method, multipart ? { ...call, form: undefined, raw: undefined } : call);
    const withBody = multipart ? new Request(req, { body: multipart }) : req;
    const context: AppLoadContext = {
      lang: "de",
      origins: { de: SITE, en: SITE_EN },
      site: defaultSite,
      renderForCache: false,
      dev: false,
      // A fresh address per case: counters of one row never decide another.
      clientAddress: `2001:db8::${(cases + 1).toString(16)}`,
    };
    return outcome(() => fn({ request: withBody, params: params(route, call.path), context }));
  };

  const snapshot = async (): Promise<Snapshot> => ({ db: comparable(await readState(db())), files: fileTree(dataDir) });

  beforeAll(async () => {
    await closeDatabase();
    process.env.DATABASE_URL = suite.env().url;
    process.env.DATA_DIR = dataDir;
    const config = flattenRoutes((await import("../../app/routes")).default);
    for (const r of config.filter((e) => isBackOfficeRoute(e.path))) {
      modules[r.path] = (await import(/* @vite-ignore */ `../../app/${r.file}`)) as (typeof modules)[string];
    }
    await seed();
    baseline = await readState(db());
    rmSync(baselineDir, { recursive: true, force: true });
    restoreFiles(baselineDir, dataDir);
    baselineFiles = fileTree(dataDir);
  });

  afterAll(async () => {
    await closeDatabase();
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(baselineDir, { recursive: true, force: true });
  });

  /** Accounts, sessions, posts, links, uploads, inbox entries, a chat and a consent record. */
  async function seed() {
    const d = db();
    const owner = await testAccount(d, "owner");
    const editor = await testAccount(d, "editor");
    const author = await testAccount(d, "author");
    const other = await testAccount(d, "author", "other-author");
    const target = await testAccount(d, "editor", "target");
    const inactive = await testAccount(d, "author", "inactive");
    fx.id = { owner: owner.id, editor: editor.id, author: author.id, other: other.id, target: target.id, inactive: inactive.id };

    const sessions: Record<string, string> = {};
    for (const [who, acc] of [
      ["owner", owner],
      ["editor", editor],
      ["author", author],
    ] as const) {
      const { token } = await createSession(d, { accountId: acc.id, userAgent: `Browser of ${who}` });
      sessions[who] = token;
      fx.cookie[who] = (await adminCookie().serialize(token)).split(";")[0]!;
    }
    await createSession(d, { accountId: other.id });
    const second = await createSession(d, { accountId: author.id, userAgent: "Second device" });
    fx.ref = { authorSecond: sessionIdFromToken(second.token).slice(0, 16), owner: sessionIdFromToken(sessions.owner!).slice(0, 16) };

    // Uploads: one no post uses, one the seeded post shows.
    const bytes = new Uint8Array(await png());
    const unused = await storeImage(bytes, { imagesDir });
    const used = await storeImage(bytes, { imagesDir });
    if (!unused.ok || !used.ok) throw new Error("seed: uploads failed");
    fx.upload = { unused: unused.url, used: used.url };

    const input = (slug: string, status: "draft" | "review" | "published", lang: "de" | "en" = "de", over = {}) => ({
      title: `Beitrag ${slug}`,
      slug,
      author: "Someone",
      tags: [],
      summary: "Kurz.",
      content: "Text.",
      lang,
      status,
      ...over,
    });
    await createPost(d, input("own-draft", "draft"), { id: "own-draft", authorId: author.id });
    await updatePost(d, "own-draft", input("own-draft", "draft", "de", { title: "Beitrag own-draft, überarbeitet" }), 1, {
      authorId: author.id,
    });
    await createPost(d, input("own-review", "review"), { id: "own-review", authorId: author.id });
    await createPost(d, input("own-live", "published"), { id: "own-live", authorId: author.id });
    await createPost(d, input("their-draft", "draft"), { id: "their-draft", authorId: other.id });
    await createPost(d, input("their-live-de", "published"), { id: "their-live-de", authorId: other.id });
    await createPost(d, input("their-live-en", "published", "en", { translationId: "their-live-de" }), {
      id: "their-live-en",
      authorId: other.id,
    });
    await createPost(d, input("editor-draft", "draft"), { id: "editor-draft", authorId: editor.id });
    await createPost(d, input("seeded", "published", "de", { content: `Bild: ![Harvester](${used.url})` }), { id: "seeded" });
    const previewOwn = await createPreviewToken(d, "own-draft");
    await createPreviewToken(d, "their-draft");

    const inviter = { id: owner.id, name: owner.name, email: owner.email };
    const link = { origin: SITE, lang: "de" as const };
    const tokenOf = (c: { link: string }) => c.link.split("/").pop()!;
    const invite = await createInvitation(d, inviter, { name: "Neue Person", email: "neu@test.example", role: "author" }, link);
    const revoked = await createInvitation(d, inviter, { name: "Weg", email: "weg@test.example", role: "author" }, link);
    await revokeInvitation(d, inviter, revoked.id);
    const expired = await createInvitation(
      d,
      inviter,
      { name: "Alt", email: "alt@test.example", role: "author" },
      { ...link, now: new Date(Date.now() - 60 * 86_400_000) },
    );
    const reset = await createPasswordReset(d, inviter, target, link);
    const resetInactive = await createPasswordReset(d, inviter, inactive, link);
    fx.invitation = { pending: invite.id };

    // Deactivated the way an owner does it, so whatever the action does to open links happens here too.
    const deactivated = await send("blog/admin/konten", "POST", "owner", {
      path: "/blog/admin/konten",
      form: { intent: "deactivate", id: inactive.id },
    });
    if (deactivated.status !== 200) throw new Error(`seed: deactivation answered ${deactivated.status}`);
    fx.token = {
      invite: tokenOf(invite),
      revoked: tokenOf(revoked),
      expired: tokenOf(expired),
      reset: tokenOf(reset),
      resetDeactivated: tokenOf(resetInactive),
      previewOwn,
    };

    mkdirSync(join(dataDir, "form-files", "2026"), { recursive: true });
    const pdf = smallPdf();
    writeFileSync(join(dataDir, "form-files", "2026", "cv.pdf"), pdf);
    const contact = await storeSubmission(d, {
      kind: "contact",
      lang: "de",
      name: "Kim Kontakt",
      email: "kim@example.de",
      message: "Hallo",
    });
    const application = await storeSubmission(
      d,
      { kind: "application", lang: "de", name: "Erika Förster", email: "erika@example.de", field: "forestry", message: "Hallo" },
      { attachment: { fileName: "Lebenslauf.pdf", contentType: "application/pdf", size: pdf.length, storageKey: "2026/cv.pdf" } },
    );
    fx.inbox = { contact, application };

    const now = new Date().toISOString();
    await d
      .insertInto("chat_sessions")
      .values({
        id: CHAT_ID,
        visitor_id: null,
        start_time: now,
        last_activity: now,
        message_count: 1,
        topics: "[]",
        user_agent: null,
        ip_hash: null,
        lang: "de",
      })
      .execute();
    await d
      .insertInto("chat_messages")
      .values({
        id: "m-1",
        session_id: CHAT_ID,
        visitor_id: null,
        role: "user",
        content: "Wie plane ich Rückegassen?",
        timestamp: now,
        response_ms: null,
      })
      .execute();
    await d
      .insertInto("consent_log")
      .values({ id: "c-1", consent_id: "cid-1", created_at: now, version: "1", choice: "all", statistics: 1, marketing: 1, lang: "de" })
      .execute();

    await d.deleteFrom("audit_log").execute();
    await d.deleteFrom("rate_limits").execute();
  }

  /* ------------------------------------------------------------------ table */

  const rows: Row[] = [
    /* ----------------------------------------------------------- login */
    {
      route: "blog/login",
      method: "GET",
      shape: "the login page",
      call: () => ({ path: "/blog/login" }),
      expect: by(redirectTo("/blog/admin"), redirectTo("/blog/admin"), redirectTo("/blog/admin"), ok(200)),
    },
    {
      route: "blog/login",
      method: "POST",
      shape: "the author's e-mail address and password, plus role=owner and accountId=<owner>",
      call: (fx) => ({
        path: "/blog/login",
        form: { email: "author@test.example", password: TEST_PASSWORD, role: "owner", accountId: fx.id.owner },
      }),
      expect: anyone(
        redirectTo("/blog/admin", async ({ res, fx, before, after }) => {
          expect(res.headers.get("set-cookie")).toMatch(/^fc_admin=/);
          const added = after.db.sessions!.filter((s) => !before.db.sessions!.some((b) => b.id === s.id));
          expect(added.map((s) => s.account_id)).toEqual([fx.id.author]);
          expect((await account(fx.id.author))!.role).toBe("author");
        }),
      ),
    },
    {
      route: "blog/login",
      method: "POST",
      shape: "a wrong password",
      call: () => ({ path: "/blog/login", form: { email: "owner@test.example", password: "falsch" } }),
      expect: anyone(rejected(401)),
    },
    {
      route: "blog/login",
      method: "POST",
      shape: "no fields at all",
      call: () => ({ path: "/blog/login", form: {} }),
      expect: anyone(rejected(401)),
    },
    {
      route: "blog/login",
      method: "POST",
      shape: "the right password of a deactivated account",
      call: () => ({ path: "/blog/login", form: { email: "inactive@test.example", password: TEST_PASSWORD } }),
      expect: anyone(rejected(401)),
    },

    /* ----------------------------------------------------- admin list */
    {
      route: "blog/admin",
      method: "GET",
      shape: "the list",
      call: () => ({ path: "/blog/admin" }),
      expect: by(
        ok(200, ({ res }) => expect(ids(res)).toContain("their-draft")),
        ok(200, ({ res }) => expect(ids(res)).toContain("their-draft")),
        ok(200, ({ res }) => {
          expect(ids(res)).toEqual(["own-draft", "own-live", "own-review"]);
          expect((res.data as { newSubmissions: unknown }).newSubmissions).toBeNull();
        }),
      ),
    },
    {
      route: "blog/admin",
      method: "GET",
      shape: "?delete=seeded (another post's images offered for deletion)",
      call: () => ({ path: "/blog/admin?delete=seeded" }),
      expect: by(
        ok(200, ({ res, fx }) => expect(deleteImages(res)).toEqual([fx.upload.used])),
        ok(200, ({ res, fx }) => expect(deleteImages(res)).toEqual([fx.upload.used])),
        ok(200, ({ res }) => expect(deleteImages(res)).toEqual([])),
      ),
    },
    {
      route: "blog/admin",
      method: "POST",
      intent: "delete",
      shape: "intent=delete of the author's draft",
      call: () => ({ path: "/blog/admin", form: { intent: "delete", id: "own-draft" } }),
      expect: everyone(redirectTo(/^\/blog\/admin\?deleted=/, async () => expect(await post("own-draft")).toBeUndefined())),
    },
    {
      route: "blog/admin",
      method: "POST",
      intent: "delete",
      shape: "intent=delete of another author's draft",
      call: () => ({ path: "/blog/admin", form: { intent: "delete", id: "their-draft" } }),
      expect: team(redirectTo(/^\/blog\/admin\?deleted=/, async () => expect(await post("their-draft")).toBeUndefined())),
    },
    {
      route: "blog/admin",
      method: "POST",
      intent: "delete",
      shape: "intent=delete of the author's published post",
      call: () => ({ path: "/blog/admin", form: { intent: "delete", id: "own-live" } }),
      expect: team(redirectTo(/^\/blog\/admin\?deleted=/)),
    },
    {
      route: "blog/admin",
      method: "POST",
      intent: "delete",
      shape: "intent=delete of the own draft with images=<an upload the draft does not use>",
      call: (fx) => ({ path: "/blog/admin", form: { intent: "delete", id: "own-draft", images: [fx.upload.unused, fx.upload.used] } }),
      expect: everyone(
        redirectTo(/^\/blog\/admin\?deleted=[^&]*$/, ({ before, after }) => {
          expect(after.files).toEqual(before.files);
        }),
      ),
    },
    {
      route: "blog/admin",
      method: "POST",
      intent: "delete",
      shape: "intent=delete without an id",
      call: () => ({ path: "/blog/admin", form: { intent: "delete" } }),
      expect: everyone(rejected(404)),
    },
    {
      route: "blog/admin",
      method: "POST",
      intent: "import",
      shape: "intent=import of a JSON post that overwrites another author's draft",
      call: () => ({
        path: "/blog/admin",
        multipart: () =>
          fileForm(
            "files",
            Buffer.from(
              JSON.stringify({
                id: "their-draft",
                slug: "their-draft",
                title: "Übernommen",
                author: "X",
                summary: "S",
                content: "C",
                status: "draft",
              }),
            ),
            "their-draft.json",
            { intent: "import" },
          ),
      }),
      expect: team(ok(200, async () => expect(await post("their-draft")).toMatchObject({ title: "Übernommen" }))),
    },
    {
      route: "blog/admin",
      method: "POST",
      intent: "import",
      shape: "intent=import without files",
      call: () => ({ path: "/blog/admin", form: { intent: "import" } }),
      expect: team(rejected(400)),
    },
    {
      route: "blog/admin",
      method: "POST",
      shape: "no intent",
      call: () => ({ path: "/blog/admin", form: { id: "own-draft" } }),
      expect: everyone(rejected(400)),
    },

    /* ------------------------------------------------------- new post */
    {
      route: "blog/admin/new",
      method: "GET",
      shape: "the empty editor; its translation picker",
      call: () => ({ path: "/blog/admin/new" }),
      expect: by(
        ok(200, ({ res }) => expect(translations(res)).toContain("their-draft")),
        ok(200, ({ res }) => expect(translations(res)).toContain("their-draft")),
        // Only posts the author may edit: another account's drafts are none of their business.
        ok(200, ({ res }) => expect(new Set(translations(res))).toEqual(new Set(["own-draft", "own-review"]))),
      ),
    },
    {
      route: "blog/admin/new",
      method: "POST",
      shape: "a complete form without a status field",
      call: () => ({ path: "/blog/admin/new", form: postForm({ slug: "ohne-status" }, ["status"]) }),
      // A new post is a draft unless someone who may publish says otherwise.
      expect: everyone(
        redirectTo(/^\/blog\/admin\/edit\/post-[^/?]+\?saved=1$/, async ({ res }) => {
          expect((await post(createdId(res)))!.status).toBe("draft");
        }),
      ),
    },
    {
      route: "blog/admin/new",
      method: "POST",
      shape: "status=draft",
      call: () => ({ path: "/blog/admin/new", form: postForm({ slug: "entwurf" }) }),
      expect: everyone(redirectTo(/^\/blog\/admin\/edit\//, async ({ res }) => expect((await post(createdId(res)))!.status).toBe("draft"))),
    },
    {
      route: "blog/admin/new",
      method: "POST",
      shape: "status=review",
      call: () => ({ path: "/blog/admin/new", form: postForm({ slug: "pruefen", status: "review" }) }),
      expect: everyone(
        redirectTo(/^\/blog\/admin\/edit\//, async ({ res }) => expect((await post(createdId(res)))!.status).toBe("review")),
      ),
    },
    {
      route: "blog/admin/new",
      method: "POST",
      shape: "status=published",
      call: () => ({ path: "/blog/admin/new", form: postForm({ slug: "sofort", status: "published" }) }),
      expect: team(redirectTo(/^\/blog\/admin\/edit\//, async ({ res }) => expect((await post(createdId(res)))!.status).toBe("published"))),
    },
    {
      route: "blog/admin/new",
      method: "POST",
      shape: "status=scheduled with a future date",
      call: () => ({ path: "/blog/admin/new", form: postForm({ slug: "spaeter", status: "scheduled", date: "2099-01-01T08:00:00.000Z" }) }),
      expect: team(redirectTo(/^\/blog\/admin\/edit\//, async ({ res }) => expect((await post(createdId(res)))!.status).toBe("scheduled"))),
    },
    {
      route: "blog/admin/new",
      method: "POST",
      shape: "extra fields: authorId=<owner>, author=<owner's byline>, id=their-draft",
      call: (fx) => ({
        path: "/blog/admin/new",
        form: postForm({ slug: "untergeschoben", authorId: fx.id.owner, author: "Test owner", id: "their-draft" }),
      }),
      expect: by(
        redirectTo(/^\/blog\/admin\/edit\//, async ({ res, fx }) =>
          expect(await post(createdId(res))).toMatchObject({ authorId: fx.id.owner }),
        ),
        redirectTo(/^\/blog\/admin\/edit\//, async ({ res, fx }) =>
          expect(await post(createdId(res))).toMatchObject({ authorId: fx.id.owner }),
        ),
        redirectTo(/^\/blog\/admin\/edit\//, async ({ res, fx }) => {
          expect(await post(createdId(res))).toMatchObject({ authorId: fx.id.author, author: "Test author" });
          expect(await post("their-draft")).toMatchObject({ title: "Beitrag their-draft", revision: 1 });
        }),
      ),
    },
    {
      route: "blog/admin/new",
      method: "POST",
      shape: "translationId=<another author's published post>",
      call: () => ({ path: "/blog/admin/new", form: postForm({ slug: "fremd-verknuepft", translationId: "their-live-en" }) }),
      expect: team(
        redirectTo(/^\/blog\/admin\/edit\//, async ({ res }) => expect((await post("their-live-en"))!.translationId).toBe(createdId(res))),
      ),
    },
    {
      route: "blog/admin/new",
      method: "POST",
      shape: "no title",
      call: () => ({ path: "/blog/admin/new", form: postForm({}, ["title"]) }),
      expect: everyone(rejected(400)),
    },

    /* ------------------------------------------------------ edit post */
    ...editorLoads("blog/admin/edit/:id", (id) => `/blog/admin/edit/${id}`),
    {
      route: "blog/admin/edit/:id",
      method: "GET",
      shape: "a post that does not exist",
      call: () => ({ path: "/blog/admin/edit/gibt-es-nicht" }),
      expect: everyone(rejected(404)),
    },
    ...editorSaves("blog/admin/edit/:id", (id) => `/blog/admin/edit/${id}`),
    {
      route: "blog/admin/edit/:id",
      method: "POST",
      shape: "the own draft without a revision",
      call: () => ({ path: "/blog/admin/edit/own-draft", form: postForm({ slug: "own-draft" }) }),
      expect: everyone(rejected(409)),
    },
    {
      route: "blog/admin/edit/:id",
      method: "POST",
      shape: "the own draft without a status field",
      call: () => ({ path: "/blog/admin/edit/own-draft", form: postForm({ slug: "own-draft", revision: "2" }, ["status"]) }),
      // Leaving the field out never publishes.
      expect: everyone(
        redirectTo(/^\/blog\/admin\/edit\/own-draft\?saved=1$/, async () =>
          expect((await post("own-draft"))!.status).not.toBe("published"),
        ),
      ),
    },
    {
      route: "blog/admin/edit/:id",
      method: "POST",
      shape: "the own draft with authorId=<other author> and author=<their byline>",
      call: (fx) => ({
        path: "/blog/admin/edit/own-draft",
        form: postForm({ slug: "own-draft", revision: "2", authorId: fx.id.other, author: "other-author" }),
      }),
      expect: by(
        redirectTo(/saved=1/, async ({ fx }) => expect((await post("own-draft"))!.authorId).toBe(fx.id.other)),
        redirectTo(/saved=1/, async ({ fx }) => expect((await post("own-draft"))!.authorId).toBe(fx.id.other)),
        redirectTo(/saved=1/, async ({ fx }) =>
          expect(await post("own-draft")).toMatchObject({ authorId: fx.id.author, author: "Test author" }),
        ),
      ),
    },
    {
      route: "blog/admin/edit/:id",
      method: "POST",
      shape: "the own draft with translationId=<another author's published post>",
      call: () => ({
        path: "/blog/admin/edit/own-draft",
        form: postForm({ slug: "own-draft", revision: "2", translationId: "their-live-en" }),
      }),
      expect: team(redirectTo(/saved=1/, async () => expect((await post("their-live-en"))!.translationId).toBe("own-draft"))),
    },

    /* -------------------------------------------------------- restore */
    {
      route: "blog/admin/edit/:id/restore",
      method: "POST",
      shape: "restore=1 of the own draft",
      call: () => ({ path: "/blog/admin/edit/own-draft/restore", form: { restore: "1", revision: "2" } }),
      expect: everyone(
        redirectTo("/blog/admin/edit/own-draft?restored=1&rev=3", async () =>
          expect((await post("own-draft"))!.title).toBe("Beitrag own-draft"),
        ),
      ),
    },
    {
      route: "blog/admin/edit/:id/restore",
      method: "POST",
      shape: "restore=1 of another author's draft",
      call: () => ({ path: "/blog/admin/edit/their-draft/restore", form: { restore: "1", revision: "1" } }),
      expect: team(redirectTo(/\?restored=1/)),
    },
    {
      route: "blog/admin/edit/:id/restore",
      method: "POST",
      shape: "restore=1 of the own published post",
      call: () => ({ path: "/blog/admin/edit/own-live/restore", form: { restore: "1", revision: "1" } }),
      expect: team(redirectTo(/\?restored=1/)),
    },
    {
      route: "blog/admin/edit/:id/restore",
      method: "POST",
      shape: "no fields",
      call: () => ({ path: "/blog/admin/edit/own-draft/restore", form: {} }),
      expect: everyone(
        redirectTo(/\?restoreFailed=/, ({ before, after }) => {
          expect(after.db).toEqual(before.db);
        }),
      ),
    },

    /* --------------------------------------------------- preview link */
    {
      route: "blog/admin/edit/:id/preview-link",
      method: "POST",
      intent: "create",
      shape: "intent=create for the own draft",
      call: () => ({ path: "/blog/admin/edit/own-draft/preview-link", form: { intent: "create" } }),
      expect: everyone(
        ok(200, ({ res }) => {
          expect(res.data).toMatchObject({ ok: true, active: true });
          expect((res.data as { url: string }).url).toMatch(/\/blog\/vorschau\//);
        }),
      ),
    },
    {
      route: "blog/admin/edit/:id/preview-link",
      method: "POST",
      intent: "revoke",
      shape: "intent=revoke for the own draft",
      call: () => ({ path: "/blog/admin/edit/own-draft/preview-link", form: { intent: "revoke" } }),
      expect: everyone(
        ok(200, async ({ fx }) =>
          expect((await send("blog/vorschau/:token", "GET", "anonymous", { path: `/blog/vorschau/${fx.token.previewOwn}` })).status).toBe(
            404,
          ),
        ),
      ),
    },
    {
      route: "blog/admin/edit/:id/preview-link",
      method: "POST",
      intent: "revoke",
      shape: "intent=revoke for another author's draft",
      call: () => ({ path: "/blog/admin/edit/their-draft/preview-link", form: { intent: "revoke" } }),
      expect: team(ok(200)),
    },
    {
      route: "blog/admin/edit/:id/preview-link",
      method: "POST",
      intent: "create",
      shape: "intent=create for another author's draft",
      call: () => ({ path: "/blog/admin/edit/their-draft/preview-link", form: { intent: "create" } }),
      expect: team(ok(200)),
    },
    {
      route: "blog/admin/edit/:id/preview-link",
      method: "POST",
      intent: "create",
      shape: "intent=create for the own published post",
      call: () => ({ path: "/blog/admin/edit/own-live/preview-link", form: { intent: "create" } }),
      expect: team(ok(200)),
    },
    {
      route: "blog/admin/edit/:id/preview-link",
      method: "POST",
      shape: "no intent",
      call: () => ({ path: "/blog/admin/edit/own-draft/preview-link", form: {} }),
      expect: everyone(rejected(400)),
    },
    {
      route: "blog/admin/edit/:id/preview-link",
      method: "POST",
      intent: "create",
      shape: "intent=create for a post that does not exist",
      call: () => ({ path: "/blog/admin/edit/gibt-es-nicht/preview-link", form: { intent: "create" } }),
      expect: everyone(rejected(404)),
    },

    /* ----------------------------------------------------------- diff */
    {
      route: "blog/admin/edit/:id/diff/:revision",
      method: "GET",
      shape: "revision 1 of the own draft",
      call: () => ({ path: "/blog/admin/edit/own-draft/diff/1" }),
      expect: everyone(ok(200, ({ res }) => expect(res.data).toMatchObject({ ok: true, revision: 1, current: 2 }))),
    },
    {
      route: "blog/admin/edit/:id/diff/:revision",
      method: "GET",
      shape: "revision 1 of another author's draft",
      call: () => ({ path: "/blog/admin/edit/their-draft/diff/1" }),
      expect: team(ok(200)),
    },
    {
      route: "blog/admin/edit/:id/diff/:revision",
      method: "GET",
      shape: "a revision that does not exist",
      call: () => ({ path: "/blog/admin/edit/own-draft/diff/99" }),
      expect: everyone(rejected(404)),
    },

    /* ------------------------------------------------------- autosave */
    {
      route: "blog/admin/autosave",
      method: "POST",
      shape: "id null (a new post) with values.status=published",
      call: () => ({ path: "/blog/admin/autosave", json: { id: null, values: postForm({ slug: "auto-neu", status: "published" }) } }),
      expect: everyone(
        ok(200, async ({ res, fx, who }) => {
          const created = await post((res.data as { id: string }).id);
          expect(created!.status).toBe("draft");
          // An author writes as themselves; the others typed a byline no account has.
          expect(created!.authorId).toBe(who === "author" ? fx.id.author : undefined);
        }),
      ),
    },
    {
      route: "blog/admin/autosave",
      method: "POST",
      shape: "the own draft",
      call: () => ({
        path: "/blog/admin/autosave",
        json: { id: "own-draft", values: postForm({ slug: "own-draft", revision: "2", title: "Automatisch" }) },
      }),
      expect: everyone(ok(200, async () => expect(await post("own-draft")).toMatchObject({ title: "Automatisch", status: "draft" }))),
    },
    {
      route: "blog/admin/autosave",
      method: "POST",
      shape: "another author's draft",
      call: () => ({ path: "/blog/admin/autosave", json: { id: "their-draft", values: postForm({ slug: "their-draft", revision: "1" }) } }),
      expect: team(ok(200)),
    },
    {
      route: "blog/admin/autosave",
      method: "POST",
      shape: "the own published post",
      call: () => ({ path: "/blog/admin/autosave", json: { id: "own-live", values: postForm({ slug: "own-live", revision: "1" }) } }),
      // Editors may change it, but an autosave only keeps drafts.
      expect: by(rejected(409), rejected(409), DENY),
    },
    {
      route: "blog/admin/autosave",
      method: "POST",
      shape: "the own draft with values.translationId=<another author's published post>",
      call: () => ({
        path: "/blog/admin/autosave",
        json: { id: "own-draft", values: postForm({ slug: "own-draft", revision: "2", translationId: "their-live-en" }) },
      }),
      expect: team(ok(200, async () => expect((await post("their-live-en"))!.translationId).toBe("own-draft"))),
    },
    {
      route: "blog/admin/autosave",
      method: "POST",
      shape: "the own draft with values.authorId=<owner> and values.author=<owner's byline>",
      call: (fx) => ({
        path: "/blog/admin/autosave",
        json: { id: "own-draft", values: postForm({ slug: "own-draft", revision: "2", authorId: fx.id.owner, author: "Test owner" }) },
      }),
      expect: by(
        ok(200, async ({ fx }) => expect((await post("own-draft"))!.authorId).toBe(fx.id.owner)),
        ok(200, async ({ fx }) => expect((await post("own-draft"))!.authorId).toBe(fx.id.owner)),
        ok(200, async ({ fx }) => expect(await post("own-draft")).toMatchObject({ authorId: fx.id.author, author: "Test author" })),
      ),
    },
    {
      route: "blog/admin/autosave",
      method: "POST",
      shape: "a post that does not exist",
      call: () => ({
        path: "/blog/admin/autosave",
        json: { id: "gibt-es-nicht", values: postForm({ slug: "gibt-es-nicht", revision: "1" }) },
      }),
      expect: everyone(rejected(404)),
    },
    {
      route: "blog/admin/autosave",
      method: "POST",
      shape: "no values",
      call: () => ({ path: "/blog/admin/autosave", json: { id: "own-draft" } }),
      expect: everyone(rejected(400)),
    },
    {
      route: "blog/admin/autosave",
      method: "POST",
      shape: "not JSON",
      call: () => ({ path: "/blog/admin/autosave", raw: { body: "id=own-draft", type: "application/x-www-form-urlencoded" } }),
      expect: everyone(rejected(400)),
    },

    /* -------------------------------------------------------- preview */
    {
      route: "blog/admin/preview",
      method: "POST",
      shape: "{ content }",
      call: () => ({ path: "/blog/admin/preview", json: { content: "# Hallo" } }),
      expect: everyone(
        ok(200, ({ res, before, after }) => {
          expect((res.data as { html: string }).html).toContain("Hallo");
          expect(after).toEqual(before);
        }),
      ),
    },
    {
      route: "blog/admin/preview",
      method: "POST",
      shape: "not JSON",
      call: () => ({ path: "/blog/admin/preview", raw: { body: "content=x", type: "text/plain" } }),
      expect: everyone(rejected(400)),
    },

    /* --------------------------------------------------------- upload */
    {
      route: "blog/admin/upload",
      method: "POST",
      shape: "a PNG",
      call: () => ({ path: "/blog/admin/upload", multipart: async () => fileForm("file", await png(), "bild.png") }),
      expect: everyone(
        ok(201, ({ res, before, after }) => {
          expect((res.data as { url: string }).url).toMatch(/^\/blog\/images\//);
          expect(after.files.length).toBeGreaterThan(before.files.length);
          expect(after.db).toEqual(before.db);
        }),
      ),
    },
    {
      route: "blog/admin/upload",
      method: "POST",
      shape: "no file",
      call: () => ({ path: "/blog/admin/upload", form: { name: "bild.png" } }),
      expect: everyone(rejected(400)),
    },
    {
      route: "blog/admin/upload",
      method: "POST",
      shape: "text named bild.png",
      call: () => ({ path: "/blog/admin/upload", multipart: () => fileForm("file", Buffer.from("<svg onload=alert(1)>"), "bild.png") }),
      expect: everyone(rejected(415)),
    },

    /* --------------------------------------------------------- export */
    {
      route: "blog/admin/export/:file",
      method: "GET",
      shape: "index.json",
      call: () => ({ path: "/blog/admin/export/index.json" }),
      expect: team(ok(200)),
    },
    {
      route: "blog/admin/export/:file",
      method: "GET",
      shape: "another author's draft as JSON",
      call: () => ({ path: "/blog/admin/export/their-draft.json" }),
      expect: team(ok(200, ({ res }) => expect(res.data).toMatchObject({ id: "their-draft" }))),
    },
    {
      route: "blog/admin/export/:file",
      method: "GET",
      shape: "the archive forstblog.zip",
      call: () => ({ path: "/blog/admin/export/forstblog.zip" }),
      expect: team(ok(200, ({ res }) => expect(res.headers.get("content-type")).toMatch(/zip/))),
    },
    {
      route: "blog/admin/export/:file",
      method: "GET",
      shape: "a post that does not exist",
      call: () => ({ path: "/blog/admin/export/gibt-es-nicht.json" }),
      expect: team(rejected(404)),
    },

    /* --------------------------------------------------------- logout */
    {
      route: "blog/admin/logout",
      method: "GET",
      shape: "a plain GET (a link, not the form)",
      call: () => ({ path: "/blog/admin/logout" }),
      expect: anyone({ kind: "ok", status: 302, location: "/blog/admin", unchanged: true }),
    },
    {
      route: "blog/admin/logout",
      method: "POST",
      shape: "the form",
      call: () => ({ path: "/blog/admin/logout", form: {} }),
      expect: everyone(
        redirectTo("/blog/login", ({ before, after }) => {
          // Exactly one session ended: the caller's own.
          expect(after.db.sessions!.length).toBe(before.db.sessions!.length - 1);
        }),
      ),
    },

    /* ---------------------------------------------------------- inbox */
    {
      route: "blog/admin/anfragen",
      method: "GET",
      shape: "the list",
      call: () => ({ path: "/blog/admin/anfragen" }),
      expect: team(ok(200)),
    },
    {
      route: "blog/admin/anfragen/export.csv",
      method: "GET",
      shape: "the CSV",
      call: () => ({ path: "/blog/admin/anfragen/export.csv" }),
      expect: team(ok(200, ({ res }) => expect(String(res.data)).toContain("Erika Förster"))),
    },
    {
      route: "blog/admin/anfragen/:id",
      method: "GET",
      shape: "an entry",
      call: (fx) => ({ path: `/blog/admin/anfragen/${fx.inbox.contact}` }),
      expect: team(ok(200)),
    },
    {
      route: "blog/admin/anfragen/:id",
      method: "GET",
      shape: "an entry that does not exist",
      call: () => ({ path: "/blog/admin/anfragen/gibt-es-nicht" }),
      expect: team(rejected(404)),
    },
    {
      route: "blog/admin/anfragen/:id",
      method: "POST",
      intent: "status",
      shape: "intent=status status=done",
      call: (fx) => ({ path: `/blog/admin/anfragen/${fx.inbox.contact}`, form: { intent: "status", status: "done" } }),
      expect: team(
        redirectTo(/\?saved=/, ({ after, fx }) =>
          expect(after.db.form_submissions!.find((s) => s.id === fx.inbox.contact)!.status).toBe("done"),
        ),
      ),
    },
    {
      route: "blog/admin/anfragen/:id",
      method: "POST",
      intent: "status",
      shape: "intent=status with a status that does not exist",
      call: (fx) => ({ path: `/blog/admin/anfragen/${fx.inbox.contact}`, form: { intent: "status", status: "published" } }),
      expect: team(rejected(400)),
    },
    {
      route: "blog/admin/anfragen/:id",
      method: "POST",
      intent: "delete",
      shape: "intent=delete of the application with its CV",
      call: (fx) => ({ path: `/blog/admin/anfragen/${fx.inbox.application}`, form: { intent: "delete" } }),
      expect: team(
        redirectTo("/blog/admin/anfragen?deleted=1", ({ after, fx }) => {
          expect(after.db.form_submissions!.some((s) => s.id === fx.inbox.application)).toBe(false);
          expect(after.files.some((f) => f.startsWith("form-files/2026/cv.pdf"))).toBe(false);
        }),
      ),
    },
    {
      route: "blog/admin/anfragen/:id",
      method: "POST",
      intent: "delete",
      shape: "intent=delete of an entry that does not exist",
      call: () => ({ path: "/blog/admin/anfragen/gibt-es-nicht", form: { intent: "delete" } }),
      expect: team(rejected(404)),
    },
    {
      route: "blog/admin/anfragen/:id",
      method: "POST",
      shape: "no intent",
      call: (fx) => ({ path: `/blog/admin/anfragen/${fx.inbox.contact}`, form: { status: "done" } }),
      expect: team(rejected(400)),
    },
    {
      route: "blog/admin/anfragen/:id/lebenslauf",
      method: "GET",
      shape: "the CV of an application",
      call: (fx) => ({ path: `/blog/admin/anfragen/${fx.inbox.application}/lebenslauf` }),
      expect: team(ok(200, ({ res }) => expect(res.headers.get("content-type")).toBe("application/pdf"))),
    },
    {
      route: "blog/admin/anfragen/:id/lebenslauf",
      method: "GET",
      shape: "the CV of an entry without one",
      call: (fx) => ({ path: `/blog/admin/anfragen/${fx.inbox.contact}/lebenslauf` }),
      expect: team(rejected(404)),
    },

    /* ------------------------------------------------- consent, media */
    {
      route: "blog/admin/einwilligungen",
      method: "GET",
      shape: "the consent log",
      call: () => ({ path: "/blog/admin/einwilligungen" }),
      expect: ownerOnly(ok(200)),
    },
    {
      route: "blog/admin/medien",
      method: "GET",
      shape: "the library",
      call: () => ({ path: "/blog/admin/medien" }),
      expect: team(ok(200, ({ res }) => expect((res.data as { items: unknown[] }).items).toHaveLength(2))),
    },
    {
      route: "blog/admin/medien",
      method: "POST",
      intent: "delete",
      shape: "intent=delete of an unused upload",
      call: (fx) => ({ path: "/blog/admin/medien", form: { intent: "delete", url: fx.upload.unused } }),
      expect: team(
        redirectTo(/^\/blog\/admin\/medien\?deleted=/, ({ before, after }) => expect(after.files.length).toBeLessThan(before.files.length)),
      ),
    },
    {
      route: "blog/admin/medien",
      method: "POST",
      intent: "delete",
      shape: "intent=delete of an upload a post uses",
      call: (fx) => ({ path: "/blog/admin/medien", form: { intent: "delete", url: fx.upload.used } }),
      expect: team(rejected(409)),
    },
    {
      route: "blog/admin/medien",
      method: "POST",
      intent: "delete",
      shape: "intent=delete of a path outside the images folder",
      call: () => ({ path: "/blog/admin/medien", form: { intent: "delete", url: "/blog/images/../form-files/2026/cv.pdf" } }),
      expect: team(rejected(404)),
    },
    {
      route: "blog/admin/medien",
      method: "POST",
      shape: "no intent",
      call: (fx) => ({ path: "/blog/admin/medien", form: { url: fx.upload.unused } }),
      expect: team(rejected(400)),
    },

    /* ----------------------------------------------------------- chat */
    {
      route: "blog/admin/chat",
      method: "GET",
      shape: "the overview",
      call: () => ({ path: "/blog/admin/chat" }),
      expect: team(ok(200)),
    },
    {
      route: "blog/admin/chat/:id",
      method: "GET",
      shape: "a transcript",
      call: () => ({ path: `/blog/admin/chat/${CHAT_ID}` }),
      expect: team(ok(200, ({ res }) => expect(JSON.stringify(res.data)).toContain("Rückegassen"))),
    },
    {
      route: "blog/admin/chat/:id",
      method: "GET",
      shape: "a transcript that does not exist",
      call: () => ({ path: "/blog/admin/chat/gibt-es-nicht" }),
      expect: team(rejected(404)),
    },

    /* ------------------------------------------------------- accounts */
    {
      route: "blog/admin/konten",
      method: "GET",
      shape: "the accounts",
      call: () => ({ path: "/blog/admin/konten" }),
      expect: ownerOnly(ok(200, ({ res }) => expect(JSON.stringify(res.data)).not.toMatch(/argon2|password_hash|token/i))),
    },
    {
      route: "blog/admin/konten",
      method: "POST",
      intent: "invite",
      shape: "intent=invite role=owner",
      call: () => ({ path: "/blog/admin/konten", form: { intent: "invite", name: "Chefin", email: "chefin@test.example", role: "owner" } }),
      expect: ownerOnly(
        ok(200, ({ res }) => expect(res.data).toMatchObject({ created: { kind: "invite", email: "chefin@test.example" } })),
      ),
    },
    {
      route: "blog/admin/konten",
      method: "POST",
      intent: "invite",
      shape: "intent=invite of an address that has an account",
      call: () => ({
        path: "/blog/admin/konten",
        form: { intent: "invite", name: "Nochmal", email: "author@test.example", role: "author" },
      }),
      expect: ownerOnly(rejected(409)),
    },
    {
      route: "blog/admin/konten",
      method: "POST",
      intent: "invite",
      shape: "intent=invite without a role",
      call: () => ({ path: "/blog/admin/konten", form: { intent: "invite", name: "Ohne", email: "ohne@test.example" } }),
      expect: ownerOnly(rejected(400)),
    },
    {
      route: "blog/admin/konten",
      method: "POST",
      intent: "role",
      shape: "intent=role role=owner for the caller's own account",
      call: (fx, who) => ({
        path: "/blog/admin/konten",
        form: { intent: "role", id: who === "anonymous" ? fx.id.author : fx.id[who], role: "owner" },
      }),
      expect: ownerOnly(ok(200)),
    },
    {
      route: "blog/admin/konten",
      method: "POST",
      intent: "role",
      shape: "intent=role role=author for another account",
      call: (fx) => ({ path: "/blog/admin/konten", form: { intent: "role", id: fx.id.target, role: "author" } }),
      expect: ownerOnly(ok(200, async ({ fx }) => expect((await account(fx.id.target))!.role).toBe("author"))),
    },
    {
      route: "blog/admin/konten",
      method: "POST",
      intent: "role",
      shape: "intent=role role=editor for the only owner",
      call: (fx) => ({ path: "/blog/admin/konten", form: { intent: "role", id: fx.id.owner, role: "editor" } }),
      expect: ownerOnly(rejected(409)),
    },
    {
      route: "blog/admin/konten",
      method: "POST",
      intent: "role",
      shape: "intent=role with a role that does not exist",
      call: (fx) => ({ path: "/blog/admin/konten", form: { intent: "role", id: fx.id.target, role: "admin" } }),
      expect: ownerOnly(rejected(400)),
    },
    {
      route: "blog/admin/konten",
      method: "POST",
      intent: "deactivate",
      shape: "intent=deactivate of another account",
      call: (fx) => ({ path: "/blog/admin/konten", form: { intent: "deactivate", id: fx.id.target } }),
      expect: ownerOnly(ok(200, async ({ fx }) => expect((await account(fx.id.target))!.active).toBe(false))),
    },
    {
      route: "blog/admin/konten",
      method: "POST",
      intent: "deactivate",
      shape: "intent=deactivate without an id",
      call: () => ({ path: "/blog/admin/konten", form: { intent: "deactivate" } }),
      expect: ownerOnly(rejected(400)),
    },
    {
      route: "blog/admin/konten",
      method: "POST",
      intent: "reactivate",
      shape: "intent=reactivate of a deactivated account",
      call: (fx) => ({ path: "/blog/admin/konten", form: { intent: "reactivate", id: fx.id.inactive } }),
      expect: ownerOnly(ok(200, async ({ fx }) => expect((await account(fx.id.inactive))!.active).toBe(true))),
    },
    {
      route: "blog/admin/konten",
      method: "POST",
      intent: "reset",
      shape: "intent=reset for another account",
      call: (fx) => ({ path: "/blog/admin/konten", form: { intent: "reset", id: fx.id.target } }),
      expect: ownerOnly(ok(200, ({ res }) => expect(res.data).toMatchObject({ created: { kind: "reset" } }))),
    },
    {
      route: "blog/admin/konten",
      method: "POST",
      intent: "reset",
      shape: "intent=reset for an account that does not exist",
      call: () => ({ path: "/blog/admin/konten", form: { intent: "reset", id: "gibt-es-nicht" } }),
      expect: ownerOnly(rejected(404)),
    },
    {
      route: "blog/admin/konten",
      method: "POST",
      intent: "revoke",
      shape: "intent=revoke of an open invitation",
      call: (fx) => ({ path: "/blog/admin/konten", form: { intent: "revoke", id: fx.invitation.pending } }),
      expect: ownerOnly(
        ok(200, async ({ fx }) =>
          expect((await send("blog/einladung/:token", "GET", "anonymous", { path: `/blog/einladung/${fx.token.invite}` })).status).toBe(
            404,
          ),
        ),
      ),
    },
    {
      route: "blog/admin/konten",
      method: "POST",
      shape: "an intent that does not exist",
      call: (fx) => ({ path: "/blog/admin/konten", form: { intent: "delete", id: fx.id.target } }),
      expect: ownerOnly(rejected(400)),
    },

    /* ---------------------------------------------------- own account */
    {
      route: "blog/admin/konto",
      method: "GET",
      shape: "the own account",
      call: () => ({ path: "/blog/admin/konto" }),
      expect: everyone(
        ok(200, ({ res, fx, who }) => {
          const d = res.data as { account: { id: string }; sessions: unknown[] };
          expect(d.account.id).toBe(fx.id[who as "owner"]);
          expect(d.sessions).toHaveLength(who === "author" ? 2 : 1);
        }),
      ),
    },
    {
      route: "blog/admin/konto",
      method: "POST",
      intent: "profile",
      shape: "intent=profile with a new name and no email field, plus id=<owner>, role=owner",
      call: (fx) => ({
        path: "/blog/admin/konto",
        form: { intent: "profile", name: "Neuer Name", id: fx.id.owner, role: "owner" },
      }),
      expect: everyone(
        ok(200, async ({ fx, who, before, after }) => {
          const me = await account(fx.id[who as "owner"]);
          expect(me).toMatchObject({ name: "Neuer Name", role: who });
          // Only the caller's own row changed.
          const changed = after.db.accounts!.filter(
            (a) => JSON.stringify(a) !== JSON.stringify(before.db.accounts!.find((b) => b.id === a.id)),
          );
          expect(changed.map((a) => a.id)).toEqual([me!.id]);
        }),
      ),
    },
    {
      route: "blog/admin/konto",
      method: "POST",
      intent: "profile",
      shape: "intent=profile with a new e-mail address and no password",
      call: () => ({ path: "/blog/admin/konto", form: { intent: "profile", name: "Test", email: "neu@example.de" } }),
      expect: everyone(rejected(400)),
    },
    {
      route: "blog/admin/konto",
      method: "POST",
      intent: "profile",
      shape: "intent=profile with another account's e-mail address and the right password",
      call: (_fx, who) => ({
        path: "/blog/admin/konto",
        form: {
          intent: "profile",
          name: `Test ${who}`,
          email: who === "owner" ? "editor@test.example" : "owner@test.example",
          profilePassword: TEST_PASSWORD,
        },
      }),
      expect: everyone(rejected(409)),
    },
    {
      route: "blog/admin/konto",
      method: "POST",
      intent: "password",
      shape: "intent=password with the right current password",
      call: () => ({
        path: "/blog/admin/konto",
        form: { intent: "password", currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, repeatPassword: NEW_PASSWORD },
      }),
      expect: everyone(
        ok(200, ({ fx, who, before, after }) => {
          const id = fx.id[who as "owner"];
          const hash = (s: Snapshot) => s.db.accounts!.find((a) => a.id === id)!.password_hash;
          expect(hash(after)).not.toBe(hash(before));
          // The other sessions end; this one stays.
          expect(after.db.sessions!.filter((s) => s.account_id === id)).toHaveLength(1);
        }),
      ),
    },
    {
      route: "blog/admin/konto",
      method: "POST",
      intent: "password",
      shape: "intent=password with a wrong current password",
      call: () => ({
        path: "/blog/admin/konto",
        form: { intent: "password", currentPassword: "geraten", newPassword: NEW_PASSWORD, repeatPassword: NEW_PASSWORD },
      }),
      expect: everyone(rejected(400)),
    },
    {
      route: "blog/admin/konto",
      method: "POST",
      intent: "password",
      shape: "intent=password with the right current password after 10 wrong guesses",
      setup: async (_fx, who, run) => {
        for (let i = 0; i < 10; i++) {
          await run("blog/admin/konto", "POST", who, {
            path: "/blog/admin/konto",
            form: { intent: "password", currentPassword: `geraten-${i}`, newPassword: NEW_PASSWORD, repeatPassword: NEW_PASSWORD },
          });
        }
      },
      call: () => ({
        path: "/blog/admin/konto",
        form: { intent: "password", currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, repeatPassword: NEW_PASSWORD },
      }),
      // Refused, the password unchanged; the one change is the audit entry of the lock-out (once per window).
      expect: everyone(
        ok(429, ({ before, after }) => {
          expect(after.db.accounts).toEqual(before.db.accounts);
          const added = after.db.audit_log!.filter((row) => !before.db.audit_log!.some((old) => old.id === row.id));
          expect(added.map((row) => row.action)).toEqual(["account.password-locked"]);
        }),
      ),
    },
    {
      route: "blog/admin/konto",
      method: "POST",
      intent: "end-session",
      shape: "intent=end-session of the author's second session",
      call: (fx) => ({ path: "/blog/admin/konto", form: { intent: "end-session", session: fx.ref.authorSecond } }),
      // Only the author owns that session: for the others nothing may change.
      expect: by(
        { kind: "ok", status: 200, unchanged: true },
        { kind: "ok", status: 200, unchanged: true },
        ok(200, ({ before, after }) => expect(after.db.sessions!.length).toBe(before.db.sessions!.length - 1)),
      ),
    },
    {
      route: "blog/admin/konto",
      method: "POST",
      intent: "end-session",
      shape: "intent=end-session of the owner's session",
      call: (fx) => ({ path: "/blog/admin/konto", form: { intent: "end-session", session: fx.ref.owner } }),
      // The owner cannot end the session they use; the others do not own it.
      expect: everyone({ kind: "ok", status: 200, unchanged: true }),
    },
    {
      route: "blog/admin/konto",
      method: "POST",
      intent: "end-session",
      shape: "intent=end-session without a session",
      call: () => ({ path: "/blog/admin/konto", form: { intent: "end-session" } }),
      expect: everyone(rejected(400)),
    },
    {
      route: "blog/admin/konto",
      method: "POST",
      intent: "everywhere",
      shape: "intent=everywhere plus accountId=<owner>",
      call: (fx) => ({ path: "/blog/admin/konto", form: { intent: "everywhere", accountId: fx.id.owner } }),
      expect: everyone(
        redirectTo("/blog/login", ({ fx, who, before, after }) => {
          const mine = fx.id[who as "owner"];
          expect(after.db.sessions!.some((s) => s.account_id === mine)).toBe(false);
          expect(after.db.sessions!).toEqual(before.db.sessions!.filter((s) => s.account_id !== mine));
        }),
      ),
    },
    {
      route: "blog/admin/konto",
      method: "POST",
      shape: "an intent that does not exist",
      call: () => ({ path: "/blog/admin/konto", form: { intent: "role", role: "owner" } }),
      expect: everyone(rejected(400)),
    },

    /* ------------------------------------------------------ audit log */
    {
      route: "blog/admin/protokoll",
      method: "GET",
      shape: "the audit log, filtered by another account",
      call: (fx) => ({ path: `/blog/admin/protokoll?account=${fx.id.author}` }),
      expect: ownerOnly(ok(200)),
    },

    /* --------------------------------------------- old editor address */
    {
      route: "blog/admin/:id",
      method: "GET",
      shape: "the old editor address",
      call: () => ({ path: "/blog/admin/own-draft" }),
      // A plain redirect; the editor it leads to decides who may see the post.
      expect: anyone(ok(301, undefined, "/blog/admin/edit/own-draft")),
    },

    /* -------------------------------------------------- visual editor */
    {
      route: "blog/visual-editor/:id",
      method: "GET",
      shape: "new",
      call: () => ({ path: "/blog/visual-editor/new" }),
      expect: everyone(ok(200)),
    },
    ...editorLoads("blog/visual-editor/:id", (id) => `/blog/visual-editor/${id}`),
    ...editorSaves("blog/visual-editor/:id", (id) => `/blog/visual-editor/${id}`),
    {
      route: "blog/visual-editor/:id",
      method: "POST",
      shape: "new, without a status field",
      call: () => ({ path: "/blog/visual-editor/new", form: postForm({ slug: "visuell-ohne-status" }, ["status"]) }),
      expect: everyone(
        redirectTo(/^\/blog\/visual-editor\/post-[^/?]+\?saved=1$/, async ({ res }) =>
          expect((await post(createdId(res)))!.status).toBe("draft"),
        ),
      ),
    },
    {
      route: "blog/visual-editor/:id",
      method: "POST",
      shape: "new, status=published",
      call: () => ({ path: "/blog/visual-editor/new", form: postForm({ slug: "visuell-sofort", status: "published" }) }),
      expect: team(
        redirectTo(/^\/blog\/visual-editor\//, async ({ res }) => expect((await post(createdId(res)))!.status).toBe("published")),
      ),
    },

    /* ---------------------------------------------- invitation links */
    {
      route: "blog/einladung/:token",
      method: "GET",
      shape: "an open invitation",
      call: (fx) => ({ path: `/blog/einladung/${fx.token.invite}` }),
      expect: anyone(ok(200, ({ res }) => expect(res.data).toMatchObject({ state: "valid", invitation: { email: "neu@test.example" } }))),
    },
    ...(["revoked", "expired", "resetDeactivated"] as const).map((which): Row => ({
      route: "blog/einladung/:token",
      method: "GET",
      shape: `a ${which} link`,
      call: (fx) => ({ path: `/blog/einladung/${fx.token[which]}` }),
      expect: anyone(rejected(404)),
    })),
    {
      route: "blog/einladung/:token",
      method: "GET",
      shape: "an unknown token",
      call: () => ({ path: `/blog/einladung/${UNKNOWN_TOKEN}` }),
      expect: anyone(rejected(404)),
    },
    {
      route: "blog/einladung/:token",
      method: "GET",
      shape: "a password link issued before the account was deactivated, after an owner reactivated it",
      setup: (fx, _who, run) =>
        run("blog/admin/konten", "POST", "owner", { path: "/blog/admin/konten", form: { intent: "reactivate", id: fx.id.inactive } }),
      call: (fx) => ({ path: `/blog/einladung/${fx.token.resetDeactivated}` }),
      expect: anyone(rejected(404)),
    },
    {
      route: "blog/einladung/:token",
      method: "POST",
      shape: "an open invitation with a password, plus role=owner and email=<owner's address>",
      call: (fx) => ({
        path: `/blog/einladung/${fx.token.invite}`,
        form: { password: NEW_PASSWORD, repeatPassword: NEW_PASSWORD, role: "owner", email: "owner@test.example" },
      }),
      expect: anyone(
        redirectTo("/blog/admin", ({ before, after }) => {
          const added = after.db.accounts!.filter((a) => !before.db.accounts!.some((b) => b.id === a.id));
          expect(added).toMatchObject([{ email: "neu@test.example", role: "author" }]);
        }),
      ),
    },
    {
      route: "blog/einladung/:token",
      method: "POST",
      shape: "an open invitation without a password",
      call: (fx) => ({ path: `/blog/einladung/${fx.token.invite}`, form: {} }),
      expect: anyone(rejected(400)),
    },
    {
      route: "blog/einladung/:token",
      method: "POST",
      shape: "a revoked invitation with a password",
      call: (fx) => ({ path: `/blog/einladung/${fx.token.revoked}`, form: { password: NEW_PASSWORD, repeatPassword: NEW_PASSWORD } }),
      expect: anyone(rejected(404)),
    },
    {
      route: "blog/einladung/:token",
      method: "POST",
      shape: "a password link with a new password",
      call: (fx) => ({ path: `/blog/einladung/${fx.token.reset}`, form: { password: NEW_PASSWORD, repeatPassword: NEW_PASSWORD } }),
      expect: anyone(
        redirectTo("/blog/admin", ({ fx, before, after }) => {
          const hash = (s: Snapshot) => s.db.accounts!.find((a) => a.id === fx.id.target)!.password_hash;
          expect(hash(after)).not.toBe(hash(before));
        }),
      ),
    },
    {
      route: "blog/einladung/:token",
      method: "POST",
      shape: "a password link issued before the account was deactivated, after an owner reactivated it",
      setup: (fx, _who, run) =>
        run("blog/admin/konten", "POST", "owner", { path: "/blog/admin/konten", form: { intent: "reactivate", id: fx.id.inactive } }),
      call: (fx) => ({
        path: `/blog/einladung/${fx.token.resetDeactivated}`,
        form: { password: NEW_PASSWORD, repeatPassword: NEW_PASSWORD },
      }),
      expect: anyone(rejected(404)),
    },

    /* -------------------------------------------------- preview links */
    {
      route: "blog/vorschau/:token",
      method: "GET",
      shape: "the preview link of a draft",
      call: (fx) => ({ path: `/blog/vorschau/${fx.token.previewOwn}` }),
      expect: anyone(ok(200, ({ res }) => expect(res.data).toMatchObject({ state: "loaded", post: { slug: "own-draft" } }))),
    },
    {
      route: "blog/vorschau/:token",
      method: "GET",
      shape: "an unknown token",
      call: () => ({ path: `/blog/vorschau/${UNKNOWN_TOKEN}` }),
      expect: anyone(rejected(404)),
    },
  ];

  /** The editor page's loader for the posts whose access differs by role (standard and visual editor alike). */
  function editorLoads(route: string, path: (id: string) => string): Row[] {
    const open = (id: string, expect: Expectations, shape: string): Row => ({
      route,
      method: "GET",
      shape,
      call: () => ({ path: path(id) }),
      expect,
    });
    return [
      open("own-draft", everyone(ok(200, ({ res }) => expect(res.data).toMatchObject({ state: "ok", id: "own-draft" }))), "the own draft"),
      open(
        "own-review",
        by(
          ok(200),
          ok(200),
          ok(200, ({ res }) => expect(new Set(translations(res))).toEqual(new Set(["own-draft"]))),
        ),
        "the own post in review; its translation picker",
      ),
      open("own-live", team(ok(200)), "the own published post"),
      open("their-draft", team(ok(200)), "another author's draft"),
      open("seeded", team(ok(200)), "a seeded post (no account)"),
    ];
  }

  /** The editor page's action (standard and visual editor alike) on posts of different owners. */
  function editorSaves(route: string, path: (id: string) => string): Row[] {
    const save = (id: string, slug: string, revision: string, status: string, expect: Expectations, shape: string): Row => ({
      route,
      method: "POST",
      shape,
      call: () => ({ path: path(id), form: postForm({ slug, revision, status, title: "Geändert" }) }),
      expect,
    });
    const saved = (id: string, status: string) =>
      redirectTo(new RegExp(`/${id}\\?saved=1$`), async () => expect(await post(id)).toMatchObject({ title: "Geändert", status }));
    return [
      save("own-draft", "own-draft", "2", "draft", everyone(saved("own-draft", "draft")), "the own draft, status=draft"),
      save("own-draft", "own-draft", "2", "published", team(saved("own-draft", "published")), "the own draft, status=published"),
      save("own-review", "own-review", "1", "review", everyone(saved("own-review", "review")), "the own post in review, status=review"),
      save(
        "own-review",
        "own-review",
        "1",
        "published",
        team(saved("own-review", "published")),
        "the own post in review, status=published",
      ),
      save("own-live", "own-live", "1", "published", team(saved("own-live", "published")), "the own published post"),
      save("own-live", "own-live", "1", "draft", team(saved("own-live", "draft")), "the own published post, status=draft (unpublish)"),
      save("their-draft", "their-draft", "1", "draft", team(saved("their-draft", "draft")), "another author's draft"),
      save("seeded", "seeded", "1", "published", team(saved("seeded", "published")), "a seeded post"),
    ];
  }

  // Every action refuses a request another site's page made the browser send.
  for (const route of [...new Set(rows.filter((r) => r.method === "POST").map((r) => r.route))]) {
    const sample = rows.find((r) => r.route === route && r.method === "POST")!;
    rows.push({
      route,
      method: "POST",
      shape: `${sample.shape}, sent from another site (Origin: ${EVIL})`,
      call: (fx, who) => ({ ...sample.call(fx, who), origin: EVIL }),
      expect: by(DENY, DENY, DENY, { kind: "refused-or-login" }),
    });
  }

  /* ---------------------------------------------------------- data helpers */

  function ids(res: Outcome): string[] {
    return (res.data as { posts: { id: string }[] }).posts.map((p) => p.id).sort();
  }
  function deleteImages(res: Outcome): string[] {
    return (res.data as { deleteImages: { url: string }[] }).deleteImages.map((i) => i.url);
  }
  function translations(res: Outcome): string[] {
    return (res.data as { translations: { id: string }[] }).translations.map((t) => t.id);
  }

  /* ------------------------------------------------------------ the harness */

  let baselineFiles: string[];

  async function runCase(row: Row, who: Who) {
    cases++;
    // Back to the baseline: what the previous case (or its checks) changed is put back.
    const current = await readState(db());
    const restored = await restoreState(db(), baseline, current);
    if (JSON.stringify(fileTree(dataDir)) !== JSON.stringify(baselineFiles)) restoreFiles(dataDir, baselineDir);
    if (row.setup) await row.setup(fx, who, send);
    const before = row.setup ? await snapshot() : { db: comparable(restored.length > 0 ? baseline : current), files: baselineFiles };
    const res = await send(row.route, row.method, who, row.call(fx, who));
    const after = await snapshot();
    const exp = row.expect[who];
    const said = `${who}: ${row.method} ${row.route} — ${row.shape} answered ${res.status} ${res.location ?? ""} ${
      typeof res.data === "string" ? res.data.slice(0, 200) : JSON.stringify(res.data ?? null)?.slice(0, 200)
    }`;
    const unchanged = () => {
      if (changedTables(before, after).length > 0 || JSON.stringify(before.files) !== JSON.stringify(after.files)) {
        expect.soft(after, `${said}; it changed ${changedTables(before, after).join(", ") || "files"}`).toEqual(before);
      }
    };
    switch (exp.kind) {
      case "login":
        expect([res.status, res.location], said).toEqual([302, "/blog/login"]);
        unchanged();
        break;
      case "refused":
        expect.soft(res.status, said).toBe(403);
        unchanged();
        break;
      case "refused-or-login":
        expect(res.status === 403 || (res.status === 302 && res.location === "/blog/login"), said).toBe(true);
        unchanged();
        break;
      case "rejected":
        expect.soft(res.status, said).toBe(exp.status);
        unchanged();
        break;
      case "ok":
        expect(res.status, said).toBe(exp.status);
        if (exp.location instanceof RegExp) expect(res.location, said).toMatch(exp.location);
        else if (exp.location !== undefined) expect(res.location, said).toBe(exp.location);
        if (exp.unchanged ?? row.method === "GET") unchanged();
        await exp.check?.({ res, who, fx, before, after });
        break;
    }
  }

  for (const route of [...new Set(rows.map((r) => r.route))]) {
    describe(route, () => {
      for (const row of rows.filter((r) => r.route === route)) {
        for (const who of callers) {
          it(`${row.method} ${row.shape} — as ${who}: ${describeExpect(row.expect[who])}`, () => runCase(row, who));
        }
      }
    });
  }

  /* --------------------------------------------------- the table is complete */

  describe("the table", () => {
    it("has a row for every back-office route, loader, action and intent", async () => {
      const config = flattenRoutes((await import("../../app/routes")).default).filter((r) => isBackOfficeRoute(r.path));
      const missing: string[] = [];
      for (const { path, file } of config) {
        const mod = modules[path]!;
        if (mod.loader && !rows.some((r) => r.route === path && r.method === "GET")) missing.push(`GET ${path} (loader)`);
        if (mod.action && !rows.some((r) => r.route === path && r.method === "POST")) missing.push(`POST ${path} (action)`);
        if (!mod.loader && !mod.action) missing.push(`${path}: neither loader nor action (is it still a back-office route?)`);
        if (mod.action) {
          const covered = new Set(rows.filter((r) => r.route === path && r.method === "POST").map((r) => r.intent));
          for (const intent of actionIntents(APP_DIR, file)) if (!covered.has(intent)) missing.push(`POST ${path} intent=${intent}`);
        }
      }
      for (const r of rows) {
        const entry = config.find((c) => c.path === r.route);
        if (!entry) missing.push(`a row names ${r.route}, which is no back-office route`);
        else if (!(r.method === "GET" ? modules[r.route]!.loader : modules[r.route]!.action))
          missing.push(`${r.method} ${r.route}: no such export`);
      }
      expect(missing).toEqual([]);
    });

    it("finds the intents of the actions (the coverage check above reads them from the handlers)", () => {
      expect(actionIntents(APP_DIR, "admin/posts/route.tsx")).toEqual(["delete", "import"]);
      expect(actionIntents(APP_DIR, "admin/accounts/route.tsx")).toEqual(["deactivate", "invite", "reactivate", "reset", "revoke", "role"]);
      expect(actionIntents(APP_DIR, "admin/account/route.tsx")).toEqual(["end-session", "everywhere", "password", "profile"]);
      expect(actionIntents(APP_DIR, "admin/inbox/detail.tsx")).toEqual(["delete", "status"]);
      expect(actionIntents(APP_DIR, "admin/editor/preview-link.ts")).toEqual(["create", "revoke"]);
      expect(actionIntents(APP_DIR, "admin/media/route.tsx")).toEqual(["delete"]);
      expect(actionIntents(APP_DIR, "admin/editor/new.tsx")).toEqual([]);
    });
  });
});

function describeExpect(e: Expect): string {
  switch (e.kind) {
    case "login":
      return "login";
    case "refused":
      return "403, nothing changed";
    case "refused-or-login":
      return "403 or login, nothing changed";
    case "rejected":
      return `${e.status}, nothing changed`;
    case "ok":
      return `${e.status}${typeof e.location === "string" ? ` → ${e.location}` : ""}`;
  }
}
