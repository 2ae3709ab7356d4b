// `npm run backup` and `npm run restore` round-trip the site's data: posts, uploaded images and
// inbox entries with their CV, on SQLite (online backup API) and PostgreSQL (pg_dump/pg_restore).
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createPost, listPosts } from "~/features/blog/index.server";
import { readAttachment, storeSubmission } from "~/features/forms/submissions.server";
import { createDatabase } from "~/lib/db/db.server";
import { migrateToLatest } from "~/lib/db/migrations.server";
import { describeBackends, type BackendEnv } from "./support/backends";
import { ROOT, serverEnv } from "../../scripts/test/server-process";

/** A test that only applies to PostgreSQL: registered there, left out (not skipped) on SQLite. */
const itOnPostgres = (backend: string) => (backend === "postgres" ? it : () => {});

const run = promisify(execFile);
const script = (name: string, args: string[], env: Record<string, string>) =>
  run(process.execPath, ["--import", "tsx", join(ROOT, "scripts", "ops", name), ...args], { cwd: ROOT, env: serverEnv(env) });

const PDF = Buffer.from("%PDF-1.4\n% a CV\n%%EOF\n");
const IMAGE = Buffer.from("RIFF....WEBPVP8 an image");

describeBackends("backup and restore", (backend) => {
  let database: BackendEnv;
  let dir: string;
  let dataDir: string;
  beforeAll(async () => {
    database = await backend.setup();
    dir = mkdtempSync(join(tmpdir(), "forestcrew-backup-"));
    dataDir = join(dir, "data");
    const app = createDatabase(database.url);
    try {
      await migrateToLatest(app.db);
      await createPost(app.db, {
        title: "Durchforstung im Winter",
        slug: "durchforstung-im-winter",
        author: "Redaktion",
        tags: ["Waldbau"],
        summary: "Warum der Winter die beste Zeit ist.",
        content: "Gefrorener Boden trägt die Maschinen. ![Harvester](/blog/images/2026/harvester.webp)",
        lang: "de",
      });
      mkdirSync(join(dataDir, "form-files", "2026"), { recursive: true });
      writeFileSync(join(dataDir, "form-files", "2026", "cv.pdf"), PDF);
      mkdirSync(join(dataDir, "blog-images", "2026"), { recursive: true });
      writeFileSync(join(dataDir, "blog-images", "2026", "harvester.webp"), IMAGE);
      writeFileSync(join(dataDir, "blog-images", "2026", "half-written.webp.part"), "x");
      await storeSubmission(
        app.db,
        { kind: "application", lang: "de", name: "Erika Förster", email: "erika@example.de", field: "forestry", message: "Hallo" },
        { attachment: { fileName: "Lebenslauf.pdf", contentType: "application/pdf", size: PDF.length, storageKey: "2026/cv.pdf" } },
      );
    } finally {
      await app.close();
    }
  });
  afterAll(async () => {
    await database?.teardown();
    rmSync(dir, { recursive: true, force: true });
  });

  it("writes a backup with a manifest and reads it back into an empty database and data folder", async () => {
    const out = join(dir, "backup");
    const backup = await script("backup.ts", ["--out", out], { DATABASE_URL: database.url, DATA_DIR: dataDir });
    expect(backup.stdout).toMatch(backend.name === "sqlite" ? /online backup API/ : /pg_dump/);
    const manifest = JSON.parse(readFileSync(join(out, "manifest.json"), "utf8")) as Record<string, unknown>;
    expect(manifest.dialect).toBe(backend.name);
    expect(typeof manifest.appVersion).toBe("string");
    expect(manifest.migrationLevel).toMatch(/^\d{4}_/);
    expect(manifest.files).toEqual(["blog-images", "form-files"]);
    expect(existsSync(join(out, "files", "blog-images", "2026", "half-written.webp.part"))).toBe(false);

    // Somewhere else (SQLite), or the same schema emptied (PostgreSQL: a dump names its schema).
    const restoredData = join(dir, "restored-data");
    let url = `file:${join(dir, "restored.db")}`;
    if (backend.name === "postgres") {
      url = database.url;
      const admin = new pg.Client({ connectionString: database.url });
      await admin.connect();
      await admin.query(`drop schema ${database.schema} cascade`);
      await admin.query(`create schema ${database.schema}`);
      await admin.end();
    }
    const restore = await script("restore.ts", [out], { DATABASE_URL: url, DATA_DIR: restoredData });
    expect(restore.stdout).toMatch(/Restored the backup of/);

    const app = createDatabase(url);
    try {
      const posts = await listPosts(app.db);
      expect(posts.map((p) => p.slug)).toContain("durchforstung-im-winter");
      const submissions = await app.db.selectFrom("form_submissions").selectAll().execute();
      expect(submissions.map((s) => s.name)).toEqual(["Erika Förster"]);
      const cv = await readAttachment(app.db, submissions[0]!.id, join(restoredData, "form-files"));
      expect(cv?.body.equals(PDF)).toBe(true);
      expect(readFileSync(join(restoredData, "blog-images", "2026", "harvester.webp")).equals(IMAGE)).toBe(true);
    } finally {
      await app.close();
    }

    // A second restore onto the now filled database is refused without --force, allowed with it.
    const refused = await script("restore.ts", [out], { DATABASE_URL: url, DATA_DIR: restoredData }).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused).toMatchObject({ code: 1 });
    expect((refused as { stderr: string }).stderr).toMatch(/refuses to overwrite it\. Add --force/);
    const forced = await script("restore.ts", [out, "--force"], { DATABASE_URL: url, DATA_DIR: restoredData });
    expect(forced.stdout).toMatch(/Restored the backup of/);
    const again = createDatabase(url);
    try {
      expect((await listPosts(again.db)).filter((p) => p.slug === "durchforstung-im-winter")).toHaveLength(1);
    } finally {
      await again.close();
    }
  }, 120_000);

  itOnPostgres(backend.name)("fails with one clear line when pg_dump is missing or older than the server", async () => {
    const bin = join(dir, "bin");
    mkdirSync(bin, { recursive: true });
    const attempt = (path: string) =>
      script("backup.ts", ["--out", join(dir, `none-${path.length}-${Date.now()}`)], {
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        PATH: path,
      }).catch((error: { code: number; stderr: string }) => error);
    const missing = await attempt(join(dir, "empty-bin"));
    expect(missing).toMatchObject({ code: 1 });
    expect((missing as { stderr: string }).stderr.trim()).toMatch(/^pg_dump is not installed: install the PostgreSQL client \d+/);
    writeFileSync(join(bin, "pg_dump"), "#!/bin/sh\necho 'pg_dump (PostgreSQL) 9.6.24'\n", { mode: 0o755 });
    const old = await attempt(bin);
    expect(old).toMatchObject({ code: 1 });
    expect((old as { stderr: string }).stderr.trim()).toMatch(
      /^pg_dump 9 is older than the PostgreSQL server \d+: install postgresql-client-\d+ or newer\.$/,
    );
  });
});
