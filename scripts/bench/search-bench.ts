// The blog search step of `npm run bench`: 500 posts per language in a fresh SQLite database,
// saved through the app's createPost; then the typical queries through the real searchPosts (the
// index-version query, the search, the marked snippets of the first page), timed. For the ADR (0026) the same corpus and queries also go
// through SQLite FTS5 and, when a server is reachable, PostgreSQL full-text search: latency and how
// often the expected article is among the first three.
import Database from "better-sqlite3";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { createPost } from "~/features/blog/index.server";
import { plainText, searchIndex, searchPosts } from "~/features/blog/search-index.server";
import type { PostLang } from "~/features/blog/types";
import { createDatabase } from "~/lib/db/db.server";
import { migrateToLatest } from "~/lib/db/migrations.server";
import { corpus, latencyQueries, POSTS_PER_LANGUAGE, qualityQueries, type CorpusPost } from "./search-bench-corpus";

export interface EngineResult {
  engine: string;
  p50: number;
  p95: number;
  queries: number;
  /** Quality queries whose expected article is among the first three results. */
  top3: number;
  quality: number;
  misses: string[];
  buildMs?: number;
  skipped?: string;
}

const ROUNDS = 5;

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

const round = (n: number) => Math.round(n * 100) / 100;

async function timeQueries(run: (lang: PostLang, q: string) => Promise<string[]>): Promise<Omit<EngineResult, "engine">> {
  const all = [...qualityQueries, ...latencyQueries];
  // One untimed pass (JIT, caches), then ROUNDS timed passes.
  for (const { lang, q } of all) await run(lang, q);
  const times: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    for (const { lang, q } of all) {
      const t0 = performance.now();
      await run(lang, q);
      times.push(performance.now() - t0);
    }
  }
  times.sort((a, b) => a - b);
  const misses: string[] = [];
  let top3 = 0;
  for (const { lang, q, expect } of qualityQueries) {
    const slugs = await run(lang, q);
    if (slugs.slice(0, 3).includes(expect)) top3++;
    else misses.push(`${lang}:"${q}"${slugs.includes(expect) ? ` (rank ${slugs.indexOf(expect) + 1})` : " (not in the first 12)"}`);
  }
  return {
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    queries: times.length,
    top3,
    quality: qualityQueries.length,
    misses,
  };
}

/** MiniSearch: what the site runs, on an SQLite database with the posts saved as the editor saves them. */
async function minisearch(posts: Record<PostLang, CorpusPost[]>): Promise<EngineResult> {
  const dir = mkdtempSync(join(tmpdir(), "search-bench-"));
  const app = createDatabase(`file:${join(dir, "bench.db")}`);
  try {
    await migrateToLatest(app.db);
    for (const lang of ["de", "en"] as const) for (const p of posts[lang]) await createPost(app.db, p, { id: p.id });
    const t0 = performance.now();
    await Promise.all([searchIndex(app.db, "de"), searchIndex(app.db, "en")]);
    const buildMs = round(performance.now() - t0);
    const timed = await timeQueries(async (lang, q) => ((await searchPosts(app.db, lang, q, 1))?.hits ?? []).map((h) => h.slug));
    return { engine: "MiniSearch (in process, SQLite)", buildMs, ...timed };
  } finally {
    await app.db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

function ftsQuery(q: string): string | null {
  const words = q.match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length ? words.map((w) => `"${w.replace(/"/g, "")}"*`).join(" AND ") : null;
}

/** SQLite FTS5: unicode61 with diacritics removed, Porter stemming for English, prefix queries, bm25 with the same weights. */
async function fts5(posts: Record<PostLang, CorpusPost[]>): Promise<EngineResult> {
  const db = new Database(":memory:");
  try {
    const t0 = performance.now();
    for (const lang of ["de", "en"] as const) {
      const tokenizer = lang === "en" ? "porter unicode61 remove_diacritics 2" : "unicode61 remove_diacritics 2";
      db.exec(`create virtual table fts_${lang} using fts5(slug unindexed, title, summary, body, tokenize = '${tokenizer}')`);
      const insert = db.prepare(`insert into fts_${lang} (slug, title, summary, body) values (?, ?, ?, ?)`);
      db.transaction(() => {
        for (const p of posts[lang]) insert.run(p.slug, p.title, p.summary, plainText(p.content));
      })();
    }
    const buildMs = round(performance.now() - t0);
    const statements = {
      de: db.prepare(
        "select slug, highlight(fts_de, 1, '<mark>', '</mark>') as t, snippet(fts_de, 3, '<mark>', '</mark>', '…', 24) as s from fts_de where fts_de match ? order by bm25(fts_de, 0, 3, 1.5, 1) limit 12",
      ),
      en: db.prepare(
        "select slug, highlight(fts_en, 1, '<mark>', '</mark>') as t, snippet(fts_en, 3, '<mark>', '</mark>', '…', 24) as s from fts_en where fts_en match ? order by bm25(fts_en, 0, 3, 1.5, 1) limit 12",
      ),
    };
    const timed = await timeQueries((lang, q) => {
      const m = ftsQuery(q);
      return Promise.resolve(m ? (statements[lang].all(m) as { slug: string }[]).map((r) => r.slug) : []);
    });
    return { engine: "SQLite FTS5", buildMs, ...timed };
  } finally {
    db.close();
  }
}

/** PostgreSQL: a weighted tsvector (german/english configuration) with a GIN index, prefix tsquery, ts_rank and ts_headline. */
async function postgres(posts: Record<PostLang, CorpusPost[]>, url: string): Promise<EngineResult> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
  } catch (error) {
    return { engine: "PostgreSQL full-text", p50: NaN, p95: NaN, queries: 0, top3: 0, quality: 0, misses: [], skipped: String(error) };
  }
  const schema = `search_bench_${process.pid}`;
  try {
    await client.query(`create schema ${schema}`);
    await client.query(`set search_path = ${schema}`);
    const t0 = performance.now();
    await client.query(`create table posts (slug text, lang text, title text, summary text, body text, doc tsvector)`);
    for (const lang of ["de", "en"] as const) {
      for (const p of posts[lang]) {
        await client.query("insert into posts (slug, lang, title, summary, body) values ($1, $2, $3, $4, $5)", [
          p.slug,
          lang,
          p.title,
          p.summary,
          plainText(p.content),
        ]);
      }
    }
    await client.query(`update posts set doc =
      setweight(to_tsvector((case when lang = 'de' then 'german' else 'english' end)::regconfig, title), 'A') ||
      setweight(to_tsvector((case when lang = 'de' then 'german' else 'english' end)::regconfig, summary), 'B') ||
      setweight(to_tsvector((case when lang = 'de' then 'german' else 'english' end)::regconfig, body), 'C')`);
    await client.query("create index posts_doc on posts using gin (doc)");
    await client.query("analyze posts");
    const buildMs = round(performance.now() - t0);
    const timed = await timeQueries(async (lang, q) => {
      const words = (q.match(/[\p{L}\p{N}]+/gu) ?? []).map((w) => w.toLowerCase());
      if (!words.length) return [];
      const config = lang === "de" ? "german" : "english";
      // Each word stemmed by the configuration, then as a prefix: "Borkenkäfers" → 'borkenkaf':*.
      const { rows } = await client.query<{ slug: string }>(
        `with q as (select to_tsquery($1::regconfig, $2) as query)
         select slug, ts_headline($1::regconfig, body, q.query, 'MaxFragments=1, MaxWords=30, MinWords=15') as s
         from (select slug, body, doc from posts, q where lang = $3 and doc @@ q.query order by ts_rank(doc, q.query) desc limit 12) top, q`,
        [config, words.map((w) => `${w.replace(/[^\p{L}\p{N}]/gu, "")}:*`).join(" & "), lang],
      );
      return rows.map((r) => r.slug);
    });
    return { engine: "PostgreSQL full-text", buildMs, ...timed };
  } finally {
    await client.query(`drop schema if exists ${schema} cascade`).catch(() => {});
    await client.end();
  }
}

export async function runSearchBench({ postgresUrl }: { postgresUrl?: string } = {}): Promise<{ posts: number; engines: EngineResult[] }> {
  const posts = { de: corpus("de"), en: corpus("en") };
  const engines = [await minisearch(posts), await fts5(posts)];
  if (postgresUrl) engines.push(await postgres(posts, postgresUrl));
  return { posts: POSTS_PER_LANGUAGE, engines };
}

/** The lines the bench prints. */
export function searchBenchLines(result: { posts: number; engines: EngineResult[] }): string[] {
  const [site, ...others] = result.engines as [EngineResult, ...EngineResult[]];
  const lines = [
    `Blog search, ${result.posts} posts per language: p50 ${site.p50} ms, p95 ${site.p95} ms (${site.queries} queries through searchPosts; ` +
      `${site.engine}, index built in ${site.buildMs} ms; expected article in the top 3 for ${site.top3}/${site.quality} queries)`,
  ];
  for (const e of others) {
    if (e.skipped) lines.push(`  compared: ${e.engine} skipped (${e.skipped.split("\n")[0]})`);
    else
      lines.push(
        `  compared: ${e.engine}: p50 ${e.p50} ms, p95 ${e.p95} ms, built in ${e.buildMs} ms, top 3 for ${e.top3}/${e.quality}` +
          (e.misses.length ? `; missed ${e.misses.join(", ")}` : ""),
      );
  }
  if (site.misses.length) lines.push(`  MiniSearch missed: ${site.misses.join(", ")}`);
  return lines;
}
