import { describe, expect, it } from "vitest";
import { pageTitle, seoTags, textHash, TITLE_MAX } from "~/lib/seo";

const ctx = { lang: "de" as const, brand: "ForestCrew", origins: { de: "https://forestcrew.de", en: "https://en.forestcrew.de" } };

describe("pageTitle", () => {
  it("appends the brand when the whole stays within 60 characters", () => {
    expect(pageTitle("Preise", "ForestCrew")).toBe("Preise | ForestCrew");
  });

  it("appends at exactly 60 characters and not at 61", () => {
    const suffix = " | ForestCrew".length;
    const fits = "x".repeat(TITLE_MAX - suffix);
    const tooLong = "x".repeat(TITLE_MAX - suffix + 1);
    expect(pageTitle(fits, "ForestCrew")).toHaveLength(60);
    expect(pageTitle(fits, "ForestCrew").endsWith("| ForestCrew")).toBe(true);
    expect(pageTitle(tooLong, "ForestCrew")).toBe(tooLong);
  });

  it("does not repeat a brand the title already names", () => {
    expect(pageTitle("ForestChat – KI-Assistent", "ForestCrew")).toBe("ForestChat – KI-Assistent | ForestCrew");
    expect(pageTitle("ForestCrew – Preise", "ForestCrew")).toBe("ForestCrew – Preise");
  });
});

describe("seoTags", () => {
  const tags = seoTags(ctx, { title: "Preise", description: "D", keywords: ["a", "b"], canonicalPath: "/forestcrew-pricing" });
  const find = (pred: (t: Record<string, unknown>) => boolean) =>
    tags.find((t) => pred(t as Record<string, unknown>)) as Record<string, string> | undefined;

  it("sets an absolute canonical on the page's language host", () => {
    expect(find((t) => t.rel === "canonical")?.href).toBe("https://forestcrew.de/forestcrew-pricing");
    const en = seoTags({ ...ctx, lang: "en" }, { title: "Pricing", description: "D", canonicalPath: "/forestcrew-pricing" });
    expect((en.find((t) => (t as Record<string, unknown>).rel === "canonical") as Record<string, string>).href).toBe(
      "https://en.forestcrew.de/forestcrew-pricing",
    );
  });

  it("lists de, en and x-default alternates", () => {
    const alternates = tags.filter((t) => (t as Record<string, unknown>).rel === "alternate") as Record<string, string>[];
    expect(alternates.map((a) => [a.hrefLang, a.href])).toEqual([
      ["de", "https://forestcrew.de/forestcrew-pricing"],
      ["en", "https://en.forestcrew.de/forestcrew-pricing"],
      ["x-default", "https://forestcrew.de/forestcrew-pricing"],
    ]);
  });

  it("indexes by default and can opt out", () => {
    expect(find((t) => t.name === "robots")?.content).toBe("index, follow");
    const hidden = seoTags(ctx, { title: "x", description: "y", canonicalPath: "/blog/login", noindex: true });
    expect((hidden.find((t) => (t as Record<string, unknown>).name === "robots") as Record<string, string>).content).toBe(
      "noindex, nofollow",
    );
  });

  it("gives a registry page its own social image as an absolute address and joins keywords", () => {
    // Named after the title it shows: a new title is a new address, never a stale cached image.
    const own = `https://forestcrew.de/og/de/forestcrew-pricing-${textHash("Preise")}.png`;
    expect(find((t) => t.property === "og:image")?.content).toBe(own);
    expect(find((t) => t.property === "og:image:width")?.content).toBe("1200");
    expect(find((t) => t.property === "og:image:height")?.content).toBe("630");
    expect(find((t) => t.property === "og:image:alt")?.content).toBe("Preise | ForestCrew");
    expect(find((t) => t.name === "twitter:image")?.content).toBe(own);
    expect(find((t) => t.name === "twitter:image:alt")?.content).toBe("Preise | ForestCrew");
    expect(find((t) => t.name === "twitter:card")?.content).toBe("summary_large_image");
    expect(find((t) => t.name === "keywords")?.content).toBe("a, b");
    expect(find((t) => t.property === "og:locale")?.content).toBe("de_DE");
  });

  it("gives other addresses the default image of their language; a later list page its first page's", () => {
    const image = (lang: "de" | "en", canonicalPath: string, ogImage?: string, title = "T") =>
      (
        seoTags({ ...ctx, lang }, { title, description: "D", canonicalPath, ogImage }).find(
          (t) => (t as Record<string, unknown>).property === "og:image",
        ) as Record<string, string>
      ).content;
    expect(image("de", "/blog/suche")).toBe("https://forestcrew.de/og-default.png");
    const search = seoTags(ctx, { title: "Suche", description: "D", canonicalPath: "/blog/suche" });
    expect(search.some((t) => (t as Record<string, unknown>).property === "og:image:alt")).toBe(false);
    expect(image("en", "/blog/suche")).toBe("https://en.forestcrew.de/og-default-en.png");
    expect(image("en", "/blog?seite=2", undefined, "T (page 2 of 3)")).toBe(`https://en.forestcrew.de/og/en/blog-${textHash("T")}.png`);
    // An article without a cover passes the default: it gets its language's version.
    expect(image("en", "/blog/some-post", "/og-default.png")).toBe("https://en.forestcrew.de/og-default-en.png");
  });

  it("leaves the description of an image passed in to its caller", () => {
    const article = seoTags(ctx, { title: "T", description: "D", canonicalPath: "/blog/x", ogImage: "/blog/images/covers/a.webp" });
    const props = article.map((t) => (t as Record<string, unknown>).property ?? (t as Record<string, unknown>).name);
    expect(props).not.toContain("og:image:alt");
    expect(props).not.toContain("og:image:width");
    expect(props).not.toContain("twitter:image:alt");
    const described = seoTags(ctx, {
      title: "T",
      description: "D",
      canonicalPath: "/blog/x",
      ogImage: "/a.png",
      ogImageAlt: "Ein Harvester",
    });
    expect(described.find((t) => (t as Record<string, unknown>).property === "og:image:alt")).toEqual({
      property: "og:image:alt",
      content: "Ein Harvester",
    });
  });

  it("adds structured data as JSON-LD entries", () => {
    const withData = seoTags(ctx, {
      title: "x",
      description: "y",
      canonicalPath: "/",
      structuredData: [{ "@type": "Organization" }, { "@type": "WebSite" }],
    });
    expect(withData.filter((t) => "script:ld+json" in t)).toHaveLength(2);
  });
});
