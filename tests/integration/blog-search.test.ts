// Blog search over a real database (SQLite and PostgreSQL): the results page's loader finds live
// posts of the host's language only, ranks a title match first, pages 12 at a time, sees a post
// saved after the index was built, and answers no-store.
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import type { AppLoadContext } from "react-router";
import { defaultSite } from "~/config/site";
import { createPost, deletePost, updatePost } from "~/features/blog/index.server";
import type { Segment } from "~/features/blog/search";
import type { PostInput } from "~/features/blog/types";
import { closeDatabase } from "~/lib/db/db.server";
import type { Lang } from "~/lib/i18n";
import { describeBackends, useDatabase } from "./support/backends";

const searchPage = await import("~/pages/blog/search");

const origins = { de: "http://localhost:4100", en: "http://en.localhost:4100" };
const context = (lang: Lang): AppLoadContext => ({ lang, origins, site: defaultSite, renderForCache: false, dev: false });

async function call(lang: Lang, search: string) {
  let value: unknown;
  try {
    value = await searchPage.loader({
      request: new Request(`${origins[lang]}/blog/suche${search}`),
      params: {},
      context: context(lang),
    } as never);
  } catch (thrown) {
    value = thrown;
  }
  if (value instanceof Response) return { status: value.status, headers: value.headers, data: undefined as never };
  const v = value as { data?: unknown; init?: ResponseInit | null };
  return { status: v.init?.status ?? 200, headers: new Headers(v.init?.headers), data: v.data as Record<string, unknown> };
}

type Hit = { slug: string; title: Segment[]; snippet: Segment[] | null };
const slugs = (d: Record<string, unknown>) => (d.hits as Hit[]).map((h) => h.slug);

const input = (n: number, over: Partial<PostInput> = {}): PostInput => ({
  title: `Waldweg Nummer ${n}`,
  slug: `waldweg-${n}`,
  author: "Anna Förster",
  tags: ["Wegebau"],
  summary: "Wie Forstwege gebaut werden.",
  content: "Ein Forstweg braucht Wasserabfluss und Tragfähigkeit.",
  lang: "de",
  date: new Date(Date.UTC(2026, 0, 1 + n, 8)).toISOString(),
  // Live posts (a post created without a status is a draft).
  status: "published",
  ...over,
});

describeBackends("blog search", (backend) => {
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
    await createPost(db(), input(1, { title: "Borkenkäfer erkennen", slug: "titel", content: "Bohrmehl am Stammfuß." }), { id: "title" });
    await createPost(
      db(),
      input(2, { title: "Sturmholz aufarbeiten", slug: "text", content: "Liegendes Holz lockt den Borkenkäfer an." }),
      {
        id: "body",
      },
    );
    await createPost(db(), input(3, { title: "Borkenkäfer-Entwurf", slug: "entwurf", status: "draft" }), { id: "draft" });
    await createPost(
      db(),
      input(4, { title: "Borkenkäfer im Jahr 2099", slug: "spaeter", status: "scheduled", date: "2099-01-01T08:00:00.000Z" }),
      {
        id: "later",
      },
    );
    await createPost(
      db(),
      input(5, { title: "Bark beetle basics", slug: "bark-beetle", lang: "en", content: "Der Borkenkäfer, in English." }),
      {
        id: "en",
      },
    );
  });

  it("finds the live posts of the host's language only, a title match above a text match, no-store", async () => {
    const de = await call("de", "?q=Borkenkaefer");
    expect(de.status).toBe(200);
    expect(de.headers.get("Cache-Control")).toBe("no-store");
    expect(de.data.state).toBe("results");
    expect(slugs(de.data)).toEqual(["titel", "text"]);
    expect(de.data.count).toBe("2 Treffer für „Borkenkaefer“");
    const body = (de.data.hits as Hit[])[1]!;
    expect(body.snippet?.filter((s) => s.hit).map((s) => s.text)).toEqual(["Borkenkäfer"]);

    const en = await call("en", "?q=beetle");
    expect(slugs(en.data)).toEqual(["bark-beetle"]);
    expect(en.data.count).toBe("1 result for “beetle”");
    expect(slugs((await call("en", "?q=Borkenkäfer")).data)).toEqual(["bark-beetle"]);
  });

  it("sees posts saved, published and deleted after the index was built", async () => {
    expect(slugs((await call("de", "?q=Borkenkäfer")).data)).toEqual(["titel", "text"]);
    await createPost(db(), input(6, { title: "Neu: Käferfallen", slug: "neu", content: "Fallen für den Borkenkäfer." }), { id: "new" });
    const draft = (await db().selectFrom("blog_posts").select("revision").where("id", "=", "draft").executeTakeFirstOrThrow()).revision;
    await updatePost(db(), "draft", input(3, { title: "Borkenkäfer-Entwurf", slug: "entwurf", status: "published" }), draft);
    await deletePost(db(), "body");
    expect(slugs((await call("de", "?q=Borkenkäfer")).data).sort()).toEqual(["entwurf", "neu", "titel"]);
  });

  it("pages 12 results (?seite=2), 404 beyond the last, 301 from ?seite=1", async () => {
    for (let n = 10; n < 24; n++) await createPost(db(), input(n), { id: `w${n}` });
    const first = await call("de", "?q=Forstweg");
    expect(first.data.info).toEqual({ page: 1, pageCount: 2 });
    expect(first.data.count).toBe("16 Treffer für „Forstweg“"); // 14 + the two posts above (their summary)
    expect((first.data.hits as Hit[]).length).toBe(12);
    const second = await call("de", "?q=Forstweg&seite=2");
    expect((second.data.hits as Hit[]).length).toBe(4);
    expect((await call("de", "?q=Forstweg&seite=3")).status).toBe(404);
    const moved = await call("de", "?q=Forstweg&seite=1");
    expect(moved.status).toBe(301);
    expect(moved.headers.get("Location")).toBe("/blog/suche?q=Forstweg");
  });

  it("no result: a message and the topics to browse; no query: the form only; a long query is cut", async () => {
    const none = await call("de", "?q=Zauberwald");
    expect(none.status).toBe(200);
    expect(none.data.state).toBe("none");
    expect(none.data.message).toBe("Keine Beiträge zu „Zauberwald“ gefunden.");
    expect(none.data.topics).toEqual([{ name: "Wegebau", href: "/blog/tag/wegebau" }]);
    expect((await call("de", "")).data.state).toBe("form");
    const long = await call("de", `?q=${"Borkenkäfer ".repeat(30)}`);
    expect(long.status).toBe(200);
    expect((long.data.q as string).length).toBeLessThanOrEqual(200);
    expect(long.data.notice).toBe("Ihre Suche war länger als 200 Zeichen; gesucht wurde nach den ersten 200.");
  });
});
