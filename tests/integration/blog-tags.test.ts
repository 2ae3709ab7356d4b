// Tag pages and pagination over a real database (SQLite and PostgreSQL): which posts a tag page
// lists, its 404s and redirects, page 2 of /blog, and the tag pages in the sitemap.
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import type { AppLoadContext } from "react-router";
import { defaultSite } from "~/config/site";
import { createPost } from "~/features/blog/index.server";
import type { PostInput } from "~/features/blog/types";
import { closeDatabase } from "~/lib/db/db.server";
import type { Lang } from "~/lib/i18n";
import { describeBackends, useDatabase } from "./support/backends";

const tagPage = await import("~/pages/blog/tag");
const list = await import("~/pages/blog/route");
const sitemap = await import("~/routes/sitemap");

const origins = { de: "http://localhost:4100", en: "http://en.localhost:4100" };

const input = (n: number, over: Partial<PostInput> = {}): PostInput => ({
  title: `Rückegassen Teil ${n}`,
  slug: `rueckegassen-teil-${n}`,
  author: "Anna Förster",
  tags: ["Bodenschutz"],
  summary: "Wie Rückegassen den Boden schonen.",
  content: "Weil der Boden zählt.",
  lang: "de",
  date: new Date(Date.UTC(2026, 0, 1 + n, 8)).toISOString(),
  // Live posts (a post created without a status is a draft).
  status: "published",
  ...over,
});

const context = (lang: Lang): AppLoadContext => ({ lang, origins, site: defaultSite, renderForCache: false, dev: false });

async function call(run: () => Promise<unknown>): Promise<{ status: number; headers: Headers; data?: unknown; body?: string }> {
  let value: unknown;
  try {
    value = await run();
  } catch (thrown) {
    value = thrown;
  }
  if (value instanceof Response) return { status: value.status, headers: value.headers, body: await value.text() };
  const v = value as { data?: unknown; init?: ResponseInit | null };
  return { status: v.init?.status ?? 200, headers: new Headers(v.init?.headers), data: v.data };
}

const args = (lang: Lang, path: string, params: Record<string, string> = {}) =>
  ({ request: new Request(`${origins[lang]}${path}`), params, context: context(lang) }) as never;

type Listed = { title: string; posts: { slug: string }[]; info: { page: number; pageCount: number } };

describeBackends("tag pages and pagination", (backend) => {
  const suite = useDatabase(backend);
  const db = () => suite.app().db;
  const saved = process.env.DATABASE_URL;

  beforeAll(async () => {
    await closeDatabase();
    process.env.DATABASE_URL = suite.env().url;
  });
  afterAll(async () => {
    await closeDatabase();
    if (saved === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = saved;
  });

  beforeEach(async () => {
    await db().deleteFrom("blog_posts").execute();
    // 14 live German posts tagged "Bodenschutz" (n = 1 oldest … 14 newest), one of them also "Forst Technik".
    for (let n = 1; n <= 14; n++) {
      await createPost(db(), input(n, n === 3 ? { tags: ["Bodenschutz", "Forst Technik"] } : {}), { id: `p${n}` });
    }
    await createPost(db(), input(20, { title: "Entwurf", slug: "entwurf", status: "draft", tags: ["Nur Entwurf"] }), { id: "draft" });
    await createPost(db(), input(21, { title: "Soil care", slug: "soil-care", lang: "en", tags: ["Soil"] }), { id: "en" });
  });

  it("a tag page lists the live posts of its language with the tag, 12 a page; another spelling moves to the canonical address", async () => {
    const first = await call(() => tagPage.loader(args("de", "/blog/tag/bodenschutz", { tag: "bodenschutz" })));
    expect(first.status).toBe(200);
    const data = first.data as Listed;
    expect(data.title).toBe("Beiträge zum Thema „Bodenschutz“");
    expect(data.info).toEqual({ page: 1, pageCount: 2 });
    expect(data.posts.map((p) => p.slug)).toEqual(Array.from({ length: 12 }, (_, i) => `rueckegassen-teil-${14 - i}`));

    const second = (await call(() => tagPage.loader(args("de", "/blog/tag/bodenschutz?seite=2", { tag: "bodenschutz" })))).data as Listed;
    expect(second.posts.map((p) => p.slug)).toEqual(["rueckegassen-teil-2", "rueckegassen-teil-1"]);

    const spaced = await call(() => tagPage.loader(args("de", "/blog/tag/FORST-TECHNIK", { tag: "FORST-TECHNIK" })));
    expect(spaced.status).toBe(301);
    expect(spaced.headers.get("Location")).toBe("/blog/tag/forst-technik");
    const technik = (await call(() => tagPage.loader(args("de", "/blog/tag/forst-technik", { tag: "forst-technik" })))).data as Listed;
    expect(technik.posts.map((p) => p.slug)).toEqual(["rueckegassen-teil-3"]);
  });

  it("unknown tags, draft-only tags, the other language's tags and pages beyond the last are 404; ?seite=1 is a 301", async () => {
    for (const [lang, tag] of [
      ["de", "gibt-es-nicht"],
      ["de", "nur-entwurf"],
      ["de", "soil"],
      ["en", "bodenschutz"],
    ] as const) {
      expect((await call(() => tagPage.loader(args(lang, `/blog/tag/${tag}`, { tag })))).status).toBe(404);
    }
    expect((await call(() => tagPage.loader(args("de", "/blog/tag/bodenschutz?seite=3", { tag: "bodenschutz" })))).status).toBe(404);
    const moved = await call(() => tagPage.loader(args("de", "/blog/tag/bodenschutz?seite=1", { tag: "bodenschutz" })));
    expect(moved.status).toBe(301);
    expect(moved.headers.get("Location")).toBe("/blog/tag/bodenschutz");
    expect((await call(() => tagPage.loader(args("en", "/blog/tag/soil", { tag: "soil" })))).status).toBe(200);
  });

  it("/blog has 12 posts a page; page 2 holds the rest; beyond is 404", async () => {
    const first = (await call(() => list.loader(args("de", "/blog")))).data as Listed;
    expect(first.posts).toHaveLength(12);
    expect(first.info).toEqual({ page: 1, pageCount: 2 });
    const second = (await call(() => list.loader(args("de", "/blog?seite=2")))).data as Listed;
    expect(second.posts.map((p) => p.slug)).toEqual(["rueckegassen-teil-2", "rueckegassen-teil-1"]);
    expect((await call(() => list.loader(args("de", "/blog?seite=3")))).status).toBe(404);
    expect((await call(() => list.loader(args("de", "/blog?seite=1")))).status).toBe(301);
  });

  it("the sitemap lists each language's tag pages with live posts, on its own host", async () => {
    const map = (await call(() => sitemap.loader(args("de", "/sitemap.xml")))).body!;
    expect(map).toContain(`<loc>${origins.de}/blog/tag/bodenschutz</loc>`);
    expect(map).toContain(`<loc>${origins.de}/blog/tag/forst-technik</loc>`);
    expect(map).toContain(`<loc>${origins.en}/blog/tag/soil</loc>`);
    expect(map).not.toContain("nur-entwurf");
    expect(map).not.toContain(`${origins.en}/blog/tag/bodenschutz`);
  });
});
