// The public blog routes over a real database (SQLite and PostgreSQL): what a visitor, a feed
// reader or a crawler gets for drafts, scheduled posts, previews, old slugs and the two languages.
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import type { AppLoadContext } from "react-router";
import { defaultSite } from "~/config/site";
import { createPost, createPreviewToken, getPostById, revokePreviewToken, updatePost } from "~/features/blog/index.server";
import type { BlogIndex, PostInput } from "~/features/blog/types";
import { closeDatabase } from "~/lib/db/db.server";
import type { Lang } from "~/lib/i18n";
import { describeBackends, useDatabase } from "./support/backends";

const article = await import("~/pages/blog/article");
const preview = await import("~/pages/blog/preview");
const feed = await import("~/routes/blog.feed");
const indexJson = await import("~/routes/blog.index-json");
const contentJson = await import("~/routes/blog.content-json");
const sitemap = await import("~/routes/sitemap");
const list = await import("~/pages/blog/route");

const origins = { de: "http://localhost:4100", en: "http://en.localhost:4100" };
const past = "2026-01-10T08:00:00.000Z";

const input = (over: Partial<PostInput> = {}): PostInput => ({
  title: "Rückegassen planen",
  slug: "rueckegassen-planen",
  author: "Anna Förster",
  tags: ["Praxis"],
  summary: "Wie Rückegassen den Boden schonen.",
  content: "## Warum\n\nWeil der Boden zählt.",
  lang: "de",
  date: past,
  ...over,
});

function context(lang: Lang): AppLoadContext {
  return { lang, origins, site: defaultSite, renderForCache: false, dev: false };
}

/** What a loader answered or threw, as status, headers and data. */
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

describeBackends("public blog routes", (backend) => {
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
    await createPost(db(), input({ status: "published" }), { id: "live" });
    await createPost(db(), input({ slug: "geheimer-entwurf", title: "Geheimer Entwurf", status: "draft" }), { id: "draft" });
    await createPost(db(), input({ slug: "kommt-noch", title: "Kommt noch", status: "scheduled", date: "2099-01-01T00:00:00.000Z" }), {
      id: "later",
    });
  });

  it("a draft or a scheduled post answers 404 and is in no list, feed, index, content file or sitemap", async () => {
    for (const slug of ["geheimer-entwurf", "kommt-noch"]) {
      expect((await call(() => article.loader(args("de", `/blog/${slug}`, { slug })))).status).toBe(404);
      expect((await call(() => contentJson.loader(args("de", `/blog/content/${slug}.json`, { file: `${slug}.json` })))).status).toBe(404);
    }
    expect((await call(() => article.loader(args("de", "/blog/rueckegassen-planen", { slug: "rueckegassen-planen" })))).status).toBe(200);

    const listed = (await call(() => list.loader(args("de", "/blog")))).data as { posts: { id: string }[] };
    expect(listed.posts.map((p) => p.id)).toEqual(["live"]);
    const xml = (await call(() => feed.loader(args("de", "/blog/feed.xml")))).body!;
    expect(xml).toContain("Rückegassen planen");
    expect(xml).not.toContain("Geheimer Entwurf");
    expect(xml).not.toContain("Kommt noch");
    const index = JSON.parse((await call(() => indexJson.loader(args("de", "/blog/index.json")))).body!) as BlogIndex;
    expect(index.posts.map((p) => p.id)).toEqual(["live"]);
    const map = (await call(() => sitemap.loader(args("de", "/sitemap.xml")))).body!;
    expect(map).toContain(`<loc>${origins.de}/blog/rueckegassen-planen</loc>`);
    expect(map).not.toContain("geheimer-entwurf");
    expect(map).not.toContain("kommt-noch");
  });

  it("a preview link shows a draft with noindex and no-store, and stops after revoking", async () => {
    const token = await createPreviewToken(db(), "draft");
    const shown = await call(() => preview.loader(args("de", `/blog/vorschau/${token}`, { token })));
    expect(shown.status).toBe(200);
    expect((shown.data as { post: { title: string } }).post.title).toBe("Geheimer Entwurf");
    expect(shown.headers.get("Cache-Control")).toBe("no-store");
    expect(shown.headers.get("X-Robots-Tag")).toContain("noindex");
    const documentHeaders = preview.headers({ loaderHeaders: shown.headers } as never);
    expect(documentHeaders.get("Cache-Control")).toBe("no-store");

    await revokePreviewToken(db(), "draft");
    const gone = await call(() => preview.loader(args("de", `/blog/vorschau/${token}`, { token })));
    expect(gone.status).toBe(404);
    expect(gone.headers.get("Cache-Control")).toBe("no-store");
  });

  it("an old slug answers 301 straight to the current address on the same host", async () => {
    const a = await getPostById(db(), "live");
    const b = await updatePost(db(), "live", input({ slug: "rueckegassen-anlegen" }), a!.revision);
    await updatePost(db(), "live", input({ slug: "rueckegassen-im-laubwald" }), b.revision);
    for (const old of ["rueckegassen-planen", "rueckegassen-anlegen"]) {
      const moved = await call(() => article.loader(args("de", `/blog/${old}`, { slug: old })));
      expect(moved.status).toBe(301);
      expect(moved.headers.get("Location")).toBe("/blog/rueckegassen-im-laubwald");
    }
  });

  it("each language's site lists and serves its own posts; the other language's are linked, not presented as its own", async () => {
    await createPost(
      db(),
      input({
        slug: "planning-skid-trails",
        title: "Planning skid trails",
        lang: "en",
        translationId: "live",
        summary: "How skid trails protect the soil.",
        status: "published",
      }),
      { id: "en1" },
    );
    await createPost(db(), input({ slug: "nur-auf-deutsch", title: "Nur auf Deutsch", status: "published" }), { id: "de-only" });

    const en = (await call(() => list.loader(args("en", "/blog")))).data as {
      posts: { id: string }[];
      otherLanguage: { id: string; href: string; lang: string }[];
    };
    expect(en.posts.map((p) => p.id)).toEqual(["en1"]);
    expect(en.otherLanguage).toEqual([expect.objectContaining({ id: "de-only", lang: "de", href: `${origins.de}/blog/nur-auf-deutsch` })]);

    const toTranslation = await call(() => article.loader(args("en", "/blog/rueckegassen-planen", { slug: "rueckegassen-planen" })));
    expect(toTranslation.status).toBe(301);
    expect(toTranslation.headers.get("Location")).toBe("/blog/planning-skid-trails");
    const toGerman = await call(() => article.loader(args("en", "/blog/nur-auf-deutsch", { slug: "nur-auf-deutsch" })));
    expect(toGerman.status).toBe(301);
    expect(toGerman.headers.get("Location")).toBe(`${origins.de}/blog/nur-auf-deutsch`);

    const loaded = await call(() => article.loader(args("en", "/blog/planning-skid-trails", { slug: "planning-skid-trails" })));
    expect(loaded.status).toBe(200);
    expect((loaded.data as { alternates: unknown }).alternates).toEqual([
      { hreflang: "de", href: `${origins.de}/blog/rueckegassen-planen` },
      { hreflang: "en", href: `${origins.en}/blog/planning-skid-trails` },
      { hreflang: "x-default", href: `${origins.de}/blog/rueckegassen-planen` },
    ]);

    const enFeed = (await call(() => feed.loader(args("en", "/blog/feed.xml")))).body!;
    expect(enFeed).toContain("Planning skid trails");
    expect(enFeed).not.toContain("Nur auf Deutsch");
    const enIndex = JSON.parse((await call(() => indexJson.loader(args("en", "/blog/index.json")))).body!) as BlogIndex;
    expect(enIndex.posts.map((p) => p.id)).toEqual(["en1"]);
    const map = (await call(() => sitemap.loader(args("de", "/sitemap.xml")))).body!;
    expect(map.match(/<loc>[^<]*nur-auf-deutsch<\/loc>/g)).toEqual([`<loc>${origins.de}/blog/nur-auf-deutsch</loc>`]);
    expect(map).not.toContain(`${origins.en}/blog/nur-auf-deutsch`);
    expect(map).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${origins.en}/blog/planning-skid-trails"/>`);
  });
});
