// The article's head: meta title and description, the social image with its alt text,
// hreflang as the language rules say, and BlogPosting's dates.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ArticleHeader } from "~/features/blog/article";
import { blogText } from "~/features/blog/copy";
import { BlogTextContext } from "~/features/blog/text";
import { defaultSite } from "~/config/site";
import { articleAlternates } from "~/features/blog/article.server";
import { articleMeta, type ArticleMetaPost } from "~/features/blog/meta";
import { isMaterialChange } from "~/features/blog/index.server";
import { articleStructuredData } from "~/features/blog/structured-data.server";
import { dictionary } from "~/i18n";

const origins = { de: "https://forestcrew.test", en: "https://en.forestcrew.test" };
const args = (lang: "de" | "en") => ({
  matches: [{ id: "root", loaderData: { lang, origins, site: defaultSite, t: dictionary(lang) } }],
});

const post: ArticleMetaPost = {
  slug: "rueckegassen-planen",
  title: "Rückegassen planen",
  author: "Anna Förster",
  date: "2026-01-10T08:00:00.000Z",
  lastModified: "2026-03-01T08:00:00.000Z",
  summary: "Wie Rückegassen den Boden schonen.",
  excerpt: "Kurzfassung",
  tags: ["Praxis"],
  coverImage: "/blog/images/covers/cover.webp",
  lang: "de",
};

type Tag = Record<string, unknown>;
const find = (tags: Tag[], key: string, value: string) => tags.find((t) => t[key] === value);
/** The article's BlogPosting as its loader builds it on the server. */
const ld = (p: ArticleMetaPost) => articleStructuredData(p, { lang: "de", origins, site: defaultSite })[0];

describe("article head", () => {
  it("without SEO fields: title with the brand, excerpt, the cover, dateModified = publish date", () => {
    const tags = articleMeta(args("de"), post) as Tag[];
    expect(find(tags, "title", "Rückegassen planen | ForestCrew Forstblog")).toBeDefined();
    expect(find(tags, "name", "description")?.content).toBe("Kurzfassung");
    expect(find(tags, "property", "og:image")?.content).toBe(`${origins.de}/blog/images/covers/cover.webp`);
    expect(find(tags, "property", "og:image:alt")?.content).toBe("Rückegassen planen");
    expect(ld(post)).toMatchObject({ datePublished: post.date, dateModified: post.date });
  });

  it("uses the meta title, meta description and social image, and 'last updated' as dateModified", () => {
    const withSeo = {
      ...post,
      metaTitle: "Rückegassen: so planen Sie richtig",
      metaDescription: "Gassenabstand, Befahrung, Boden: die Planung in fünf Schritten.",
      socialImage: "https://cdn.forestcrew.test/social.png",
      updatedAt: "2026-02-02T09:00:00.000Z",
    };
    const tags = articleMeta(args("de"), withSeo) as Tag[];
    expect(tags[0]).toEqual({ title: "Rückegassen: so planen Sie richtig | ForestCrew" });
    expect(find(tags, "name", "description")?.content).toBe("Gassenabstand, Befahrung, Boden: die Planung in fünf Schritten.");
    expect(find(tags, "property", "og:description")?.content).toBe("Gassenabstand, Befahrung, Boden: die Planung in fünf Schritten.");
    expect(find(tags, "property", "og:image")?.content).toBe("https://cdn.forestcrew.test/social.png");
    expect(find(tags, "name", "twitter:image")?.content).toBe("https://cdn.forestcrew.test/social.png");
    expect(ld(withSeo)).toMatchObject({ dateModified: "2026-02-02T09:00:00.000Z", image: "https://cdn.forestcrew.test/social.png" });
  });

  it("names both languages for a linked pair and only itself for a single post; canonical on its own host", () => {
    const en = { slug: "planning-skid-trails", lang: "en" as const };
    const pair = articleMeta(args("en"), { ...post, ...en }, { alternates: articleAlternates(origins, en, post) }) as Tag[];
    const links = pair.filter((t) => t.rel === "alternate" && t.hrefLang).map((t) => [t.hrefLang, t.href]);
    expect(links).toEqual([
      ["de", `${origins.de}/blog/rueckegassen-planen`],
      ["en", `${origins.en}/blog/planning-skid-trails`],
      ["x-default", `${origins.de}/blog/rueckegassen-planen`],
    ]);
    expect(find(pair, "rel", "canonical")?.href).toBe(`${origins.en}/blog/planning-skid-trails`);

    const single = articleMeta(args("de"), post, { alternates: articleAlternates(origins, post) }) as Tag[];
    expect(single.filter((t) => t.rel === "alternate" && t.hrefLang).map((t) => [t.hrefLang, t.href])).toEqual([
      ["de", `${origins.de}/blog/rueckegassen-planen`],
      ["x-default", `${origins.de}/blog/rueckegassen-planen`],
    ]);
  });
});

describe("material change", () => {
  const base = { title: "T", summary: "S", content: "## A\n\nText hier." };
  it("counts title and text, not whitespace", () => {
    expect(isMaterialChange(base, { ...base, content: "## A\n\n\nText   hier.\n" })).toBe(false);
    expect(isMaterialChange(base, { ...base, title: "T2" })).toBe(true);
    expect(isMaterialChange(base, { ...base, summary: "S, länger" })).toBe(true);
    expect(isMaterialChange(base, { ...base, content: "## A\n\nText dort." })).toBe(true);
  });
});

describe("article header", () => {
  const render = (over: Partial<ArticleMetaPost>, lang: "de" | "en") =>
    renderToStaticMarkup(
      createElement(
        MemoryRouter,
        null,
        createElement(
          BlogTextContext,
          { value: blogText(lang) },
          createElement(ArticleHeader, { post: { ...post, ...over }, lang, video: false }),
        ),
      ),
    );

  it("shows 'Zuletzt aktualisiert am …' / 'Updated on …' next to the date only when the post was updated", () => {
    expect(render({}, "de")).not.toContain("Zuletzt aktualisiert");
    const de = render({ updatedAt: "2026-11-20T10:00:00.000Z" }, "de");
    expect(de).toContain('Zuletzt aktualisiert am <time dateTime="2026-11-20T10:00:00.000Z">20. November 2026</time>');
    expect(de).toContain("10. Januar 2026");
    expect(render({ updatedAt: "2026-11-20T10:00:00.000Z", lang: "en" }, "en")).toContain("Updated on <time");
  });
});
