// Probe: how long /healthz (and the cached /) take while one request does something heavy, i.e.
// whether anything a request triggers blocks the server's event loop.
//   bomb: the owner imports a zip bomb (one entry of BOMB_MB, default 1024 MB of zeros, ~1 MB packed)
//   lock: another process holds SQLite's write lock for HOLD_MS (default 8000) while the owner
//         signs in (a write: a new session)
//   idle: nothing for 5 s, for comparison (a loaded machine delays answers by itself)
// Usage: PASSWORD=… [DB=/path/site.db] npx tsx scripts/bench/probe/event-loop.ts bomb|lock|idle [baseUrl]
// The server runs the production build (node server.js) with ADMIN_PASSWORD=$PASSWORD; for `lock`,
// DB is the SQLite file of its DATABASE_URL. Ends by itself after at most about a minute.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Zip, ZipDeflate } from "fflate";
import { summary, timedSender, type Timed } from "./timing";

const scenario = process.argv[2] ?? "";
const base = new URL(process.argv[3] ?? "http://127.0.0.1:4190");
const password = process.env.PASSWORD ?? "";
if (!["bomb", "lock", "idle"].includes(scenario) || !password) {
  console.error("Usage: PASSWORD=… [DB=…] npx tsx scripts/bench/probe/event-loop.ts bomb|lock|idle [baseUrl]");
  process.exit(2);
}
const watchdog = setTimeout(() => {
  console.error("probe: gave up after 90 s");
  process.exit(1);
}, 90_000);
watchdog.unref();

const send = timedSender(base);

async function signIn() {
  const body = new URLSearchParams({ email: "", password }).toString();
  const answer = await send("/blog/login", {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "content-length": String(Buffer.byteLength(body)),
      origin: base.origin,
    },
    body,
  });
  const cookie = String([answer.headers["set-cookie"] ?? []].flat()[0] ?? "").split(";")[0];
  return { ...answer, cookie };
}

/** /healthz and / one after the other (each loop waits for its answer), every 20 ms, until `done`. */
async function sample<T>(work: () => Promise<T>) {
  const health: number[] = [];
  const page: number[] = [];
  let done = false;
  const slow: string[] = [];
  const loop = async (path: string, into: number[]) => {
    while (!done) {
      const at = performance.now() - started;
      const { ms } = await send(path);
      into.push(ms);
      if (ms > 100) slow.push(`${path} ${ms.toFixed(0)} ms at +${at.toFixed(0)} ms`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  const started = performance.now();
  const loops = [loop("/healthz", health), loop("/", page)];
  const result = await work().finally(() => (done = true));
  await Promise.all(loops);
  return { result, ms: performance.now() - started, health, page, slow };
}

function bombZip() {
  const mb = Number(process.env.BOMB_MB ?? 1024);
  const file = join(tmpdir(), `forstblog-bomb-${mb}mb.zip`);
  if (existsSync(file)) return readFileSync(file);
  const parts: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    parts.push(chunk);
  });
  const entry = new ZipDeflate("images/2026/bombe.png", { level: 1 });
  zip.add(entry);
  const block = new Uint8Array(1024 * 1024);
  // A PNG signature first: an image entry, so the server unpacks it.
  entry.push(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...block.subarray(8)]), false);
  block.fill(0, 0, 8);
  for (let i = 1; i < mb; i++) entry.push(block, i === mb - 1);
  zip.end();
  const bytes = Buffer.concat(parts);
  writeFileSync(file, bytes);
  return bytes;
}

await send("/");
await send("/healthz");

if (scenario === "idle") {
  const run = await sample(() => new Promise<void>((resolve) => setTimeout(resolve, 5000)));
  console.log(`idle: GET /healthz ${summary(run.health)}`);
  console.log(`idle: GET /        ${summary(run.page)}`);
} else if (scenario === "bomb") {
  const bomb = bombZip();
  const login = await signIn();
  if (!login.cookie) throw new Error(`sign-in failed: ${login.status}`);
  const form = new FormData();
  form.set("intent", "import");
  form.append("files", new File([bomb], "bombe.zip", { type: "application/zip" }));
  const request = new Request(new URL("/blog/admin?index", base), { method: "POST", body: form });
  const body = Buffer.from(await request.arrayBuffer());
  const headers = {
    "content-type": request.headers.get("content-type") ?? "",
    "content-length": String(body.length),
    origin: base.origin,
    cookie: login.cookie,
  };
  console.log(`zip bomb: ${(bomb.length / 1024).toFixed(0)} KB packed`);
  const run = await sample(() => send("/blog/admin", { method: "POST", headers, body }));
  const refused = /zu gro(ß|\\u00df)/.test(run.result.body) ? "refused (zu groß)" : "no refusal in the answer";
  console.log(`import: ${run.result.status} in ${run.result.ms.toFixed(0)} ms, ${refused}`);
  console.log(`GET /healthz ${summary(run.health)}`);
  console.log(`GET /        ${summary(run.page)}`);
  if (run.slow.length > 0) console.log(`over 100 ms: ${run.slow.join("; ")}`);
} else {
  const path = process.env.DB;
  if (!path) throw new Error("DB= the server's SQLite file");
  const hold = Number(process.env.HOLD_MS ?? 8000);
  const { default: SQLite } = await import("better-sqlite3");
  const holder = new SQLite(path);
  holder.exec("begin immediate");
  console.log(`write lock held for ${hold} ms`);
  const released = new Promise<void>((resolve) =>
    setTimeout(() => {
      holder.exec("commit");
      holder.close();
      resolve();
    }, hold),
  );
  const run = await sample(async (): Promise<Timed> => {
    const login = await signIn();
    await released;
    return login;
  });
  console.log(`sign-in (a write) during the lock: ${run.result.status} in ${run.result.ms.toFixed(0)} ms`);
  console.log(`GET /healthz ${summary(run.health)}`);
  console.log(`GET /        ${summary(run.page)}`);
  if (run.slow.length > 0) console.log(`over 100 ms: ${run.slow.join("; ")}`);
}
