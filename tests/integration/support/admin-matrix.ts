// The machinery behind tests/integration/admin-role-matrix.test.ts: what a route answered, the
// whole database (and data folder) as one comparable value, putting both back between cases, and
// reading the route config and the action handlers so that the table cannot fall behind them.
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import type { Kysely } from "kysely";
import type { Database } from "~/lib/db/schema";
import { tableColumns } from "~/lib/db/schema";

/* ------------------------------------------------------------------ answers */

export interface Outcome {
  status: number;
  location: string | null;
  headers: Headers;
  /** JSON bodies parsed; `data()` payloads as they are; other bodies as text. */
  data: unknown;
}

/** What a loader or action answered or threw (a Response, `data()`, `redirect()`, or a plain value as 200). */
export async function outcome(run: () => unknown): Promise<Outcome> {
  let value: unknown;
  try {
    value = await run();
  } catch (thrown) {
    const isAnswer = thrown instanceof Response || (typeof thrown === "object" && thrown !== null && "init" in thrown && "data" in thrown);
    if (!isAnswer) throw thrown;
    value = thrown;
  }
  if (value instanceof Response) {
    const type = value.headers.get("content-type") ?? "";
    const data: unknown = type.includes("json")
      ? await value.json()
      : type.startsWith("text/") || type === ""
        ? await value.text()
        : new Uint8Array(await value.arrayBuffer());
    return { status: value.status, location: value.headers.get("location"), headers: value.headers, data };
  }
  if (typeof value === "object" && value !== null && "init" in value && "data" in value) {
    const v = value as { data: unknown; init?: ResponseInit | null };
    const headers = new Headers(v.init?.headers);
    return { status: v.init?.status ?? 200, location: headers.get("location"), headers, data: v.data };
  }
  return { status: 200, location: null, headers: new Headers(), data: value };
}

/* ---------------------------------------------------------- database state */

type Table = keyof Database;

/** Children before parents: the order rows are deleted in (and inserted in reverse). */
const deleteOrder: readonly Table[] = [
  "chat_messages",
  "chat_analytics",
  "chat_sessions",
  "form_attachments",
  "mail_outbox",
  "form_submissions",
  "blog_revisions",
  "blog_redirects",
  "blog_posts",
  "sessions",
  "invitations",
  "audit_log",
  "accounts",
  "rate_limits",
  "job_runs",
  "consent_log",
];

export type DatabaseState = Record<Table, Record<string, unknown>[]>;

const sortKey = (row: Record<string, unknown>) => JSON.stringify(row);

/** Every row of every table, sorted, so that two states compare with toEqual. */
export async function readState(db: Kysely<Database>): Promise<DatabaseState> {
  const state = {} as DatabaseState;
  for (const table of deleteOrder) {
    const rows = (await db.selectFrom(table).selectAll().execute()) as Record<string, unknown>[];
    state[table] = rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, typeof v === "bigint" ? Number(v) : v])));
    state[table].sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : 1));
  }
  return state;
}

/**
 * What a request may not change when it is refused: everything but the bookkeeping a mere look
 * does (a session's last-seen time, rate-limit counters, which the refusal itself may count).
 */
export function comparable(state: DatabaseState): Partial<DatabaseState> {
  const { rate_limits: _counters, sessions, ...rest } = state;
  return { ...rest, sessions: sessions.map(({ last_seen_at: _seen, expires_at: _expires, ...s }) => s) };
}

/** Tables whose rows go when a row of the key table goes (ON DELETE CASCADE or SET NULL). */
const dependants: Partial<Record<Table, Table[]>> = {
  accounts: ["sessions", "invitations"],
  blog_posts: ["blog_revisions", "blog_redirects"],
  form_submissions: ["form_attachments", "mail_outbox"],
  chat_sessions: ["chat_messages", "chat_analytics"],
};

/**
 * Puts the database back to `state`: the tables that differ from it (with the tables that depend
 * on them) are emptied and refilled. Returns the tables it restored.
 */
export async function restoreState(db: Kysely<Database>, state: DatabaseState, current: DatabaseState): Promise<Table[]> {
  const differ = new Set(deleteOrder.filter((t) => JSON.stringify(current[t]) !== JSON.stringify(state[t])));
  for (const t of [...differ]) for (const d of dependants[t] ?? []) differ.add(d);
  if (differ.size === 0) return [];
  await db.transaction().execute(async (trx) => {
    // blog_posts point at each other (translation_id): unlink before deleting.
    if (differ.has("blog_posts")) await trx.updateTable("blog_posts").set({ translation_id: null }).execute();
    for (const table of deleteOrder) if (differ.has(table)) await trx.deleteFrom(table).execute();
    for (const table of [...deleteOrder].reverse()) {
      if (!differ.has(table)) continue;
      const rows = state[table];
      const chunk = Math.max(1, Math.floor(900 / tableColumns[table].length));
      for (let i = 0; i < rows.length; i += chunk) {
        await trx
          .insertInto(table)
          .values(rows.slice(i, i + chunk))
          .execute();
      }
    }
  });
  return [...differ];
}

/* ------------------------------------------------------------------- files */

/** The files below `dir` (relative paths, sizes), sorted; empty when it does not exist. */
export function fileTree(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      const stat = statSync(path);
      if (stat.isDirectory()) walk(path);
      else out.push(`${relative(dir, path)} ${stat.size}`);
    }
  };
  walk(dir);
  return out.sort();
}

/** Makes `dir` a copy of `baseline` again. */
export function restoreFiles(dir: string, baseline: string): void {
  rmSync(dir, { recursive: true, force: true });
  cpSync(baseline, dir, { recursive: true });
}

/* ----------------------------------------------------- what must be covered */

export interface RouteEntry {
  path: string;
  file: string;
}

interface ConfigEntry {
  path?: string;
  file: string;
  children?: ConfigEntry[];
}

/** The route config's entries, children flattened. */
export function flattenRoutes(config: readonly ConfigEntry[]): RouteEntry[] {
  return config.flatMap((r) => [...(r.path === undefined ? [] : [{ path: r.path, file: r.file }]), ...flattenRoutes(r.children ?? [])]);
}

/** The back office: the admin area, the visual editor, the login, invitation and preview links. */
export function isBackOfficeRoute(path: string): boolean {
  return (
    path === "blog/admin" ||
    path.startsWith("blog/admin/") ||
    path.startsWith("blog/visual-editor") ||
    path === "blog/login" ||
    path.startsWith("blog/einladung/") ||
    path.startsWith("blog/vorschau/")
  );
}

/** The body of `function name(` … up to the first line that is a lone closing brace. */
function functionBody(source: string, name: string): string | null {
  const start = source.search(new RegExp(`(?:export )?(?:async )?function ${name}\\b`));
  if (start < 0) return null;
  const end = source.indexOf("\n}\n", start);
  return source.slice(start, end < 0 ? undefined : end);
}

/** The module a route file imports `name` from, as a path below app/ (without extension). */
function importSource(source: string, name: string): string | null {
  for (const m of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*"~\/([^"]+)"/g)) {
    const names = m[1]!.split(",").map((n) => n.trim().split(/\s+as\s+/)[0]);
    if (names.includes(name)) return m[2]!;
  }
  return null;
}

/** The module behind a capability's face: where `export { name } from "./module"` points, else `path` itself. */
function definingModule(appDir: string, path: string, name: string): string {
  for (const m of readModule(appDir, path).matchAll(/export\s*\{([^}]*)\}\s*from\s*"\.\/([^"]+)"/g)) {
    const names = m[1]!.split(",").map(
      (n) =>
        n
          .trim()
          .replace(/^type\s+/, "")
          .split(/\s+as\s+/)[0],
    );
    if (names.includes(name)) return join(dirname(path), m[2]!);
  }
  return path;
}

function readModule(appDir: string, path: string): string {
  for (const ext of [".ts", ".tsx"]) {
    const file = join(appDir, `${path}${ext}`);
    if (existsSync(file)) return readFileSync(file, "utf8");
  }
  throw new Error(`No module app/${path}.ts(x)`);
}

/**
 * The `intent` values the action of a route module tells apart, read from the handlers its
 * `action` calls: `intent === "x"`, `form.get("intent") !== "x"`, `intent: z.literal("x")`,
 * `z.enum([...]).safeParse(fields.intent)`. Empty for an action without intents.
 */
export function actionIntents(appDir: string, routeFile: string): string[] {
  const route = readFileSync(join(appDir, routeFile), "utf8");
  const action = functionBody(route, "action") ?? "";
  const found = new Set<string>();
  for (const call of new Set([...action.matchAll(/\b(handle\w+)\(/g)].map((m) => m[1]!))) {
    const imported = importSource(route, call);
    const from = imported && definingModule(appDir, imported, call);
    const body = from ? functionBody(readModule(appDir, from), call) : functionBody(route, call);
    if (!body) throw new Error(`${routeFile}: cannot find ${call}`);
    const source = from ? readModule(appDir, from) : route;
    // Schemas the handler parses are often declared beside it: read the whole module for those.
    for (const m of body.matchAll(/\bintent(?:\.data)?\s*[!=]==\s*"([\w-]+)"/g)) found.add(m[1]!);
    for (const m of body.matchAll(/get\("intent"\)\s*[!=]==\s*"([\w-]+)"/g)) found.add(m[1]!);
    for (const m of body.matchAll(/z\.enum\(\[([^\]]*)\]\)\.safeParse\(\w+\.intent\)/g))
      for (const v of m[1]!.matchAll(/"([\w-]+)"/g)) found.add(v[1]!);
    if (/actionSchema/.test(body)) for (const m of source.matchAll(/intent:\s*z\.literal\("([\w-]+)"\)/g)) found.add(m[1]!);
  }
  return [...found].sort();
}
