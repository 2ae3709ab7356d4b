// Social images (issue: "social images per page and language, generated at build time from the
// page's title"): every registry page in both languages points og:image at its own image of its
// language, 1200×630, with og:image:alt; the build draws that image with the same title the page's
// meta renders; the drawing fits any title. The built files themselves: tests/deploy/og-images.test.ts.
import { join } from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { pages } from "~/config/pages";
import { defaultSite } from "~/config/site";
import { pageTitle, seoTags } from "~/lib/seo";
import { intro, offlineIntro } from "~/pages/forestchat/copy";
import { chatMode } from "~/features/chat/mode.server";
import { layoutTitle, OG_HEIGHT, OG_MAX_BYTES, OG_WIDTH, renderOgImage } from "../../scripts/build/og-images";
import { ogPages, type OgPage } from "../../scripts/build/page-titles";
import { langs, origins, renderRegistryMeta, type Descriptor, type RenderedMeta } from "./support/registry-meta";

const ROOT = join(import.meta.dirname, "../..");
const rendered: RenderedMeta[] = [];
let titles: OgPage[] = [];

beforeAll(async () => {
  rendered.push(...(await renderRegistryMeta()));
  titles = await ogPages((path) => import(join(ROOT, path)));
}, 60_000);

const content = (tags: Descriptor[], key: "property" | "name", value: string) => tags.find((t) => t[key] === value)?.content;

describe("social image tags of the registry pages", () => {
  it("every page in both languages has its own image of its language, with size and text alternative", () => {
    expect(rendered).toHaveLength(pages.length * langs.length);
    for (const { id, lang, tags } of rendered) {
      const where = `${lang} ${id}`;
      const image = content(tags, "property", "og:image");
      expect(image, where).toMatch(new RegExp(`^${origins[lang]}/og/${lang}/${id}-[0-9a-f]{8}\\.png$`));
      expect(content(tags, "name", "twitter:image"), where).toBe(image);
      expect(content(tags, "property", "og:image:width"), where).toBe("1200");
      expect(content(tags, "property", "og:image:height"), where).toBe("630");
      const alt = content(tags, "property", "og:image:alt");
      expect(typeof alt === "string" && alt.length > 5, where).toBe(true);
      expect(alt, where).toBe(content(tags, "property", "og:title"));
      expect(content(tags, "name", "twitter:image:alt"), where).toBe(alt);
      expect(
        tags.filter((t) => t.property === "og:image:alt"),
        where,
      ).toHaveLength(1);
    }
  });

  it("the build draws the image each page's meta names, with the title that meta renders", () => {
    for (const { id, lang, tags } of rendered) {
      const image = String(content(tags, "property", "og:image")).replace(origins[lang] + "/", "");
      const drawn = titles.find((t) => t.file === image);
      expect(drawn, `${lang} ${id}: ${image} is not drawn`).toBeDefined();
      expect(pageTitle(drawn?.title ?? "", defaultSite.brand), `${lang} ${id}`).toBe(content(tags, "property", "og:title"));
    }
  });

  it("draws every title a page can show: ForestChat with a model and without", () => {
    const chat = titles.filter((t) => t.id === "forestchat");
    expect(chat.map((t) => [t.lang, t.title]).sort()).toEqual(
      langs.flatMap((lang) => [intro[lang].seo.title, offlineIntro[lang].seo.title].map((title) => [lang, title])).sort(),
    );
    // The page's meta names the image of the title for the configured mode (offline without a model).
    const shown = chatMode(process.env) === "offline" ? offlineIntro : intro;
    const page = rendered.find((r) => r.id === "forestchat" && r.lang === "de");
    expect(content(page?.tags ?? [], "property", "og:title")).toContain(shown.de.seo.title);
  });

  it("English pages get English images: no image is shared between the languages", () => {
    expect(titles).toHaveLength(new Set(titles.map((t) => t.file)).size);
    for (const page of pages) {
      const de = titles.filter((t) => t.id === page.id && t.lang === "de").map((t) => t.title);
      const en = titles.filter((t) => t.id === page.id && t.lang === "en").map((t) => t.title);
      expect(de.length, page.id).toBeGreaterThan(0);
      expect(en.length, page.id).toBe(de.length);
      expect(
        de.filter((title) => en.includes(title)),
        page.id,
      ).toEqual([]);
    }
  });

  it("a later page of the blog list shows the first page's image", () => {
    const first = rendered.find((r) => r.id === "blog" && r.lang === "en");
    const title = String(titles.find((t) => t.id === "blog" && t.lang === "en")?.title);
    const later = seoTags(
      { lang: "en", brand: defaultSite.brand, origins },
      { title: `${title} (page 2 of 3)`, description: "D", canonicalPath: "/blog?seite=2" },
    );
    expect(content(later as Descriptor[], "property", "og:image")).toBe(content(first?.tags ?? [], "property", "og:image"));
  });
});

describe("drawing a title", () => {
  it("fits every page's title at a readable size", async () => {
    for (const { id, lang, title } of titles) {
      const layout = await layoutTitle(title);
      expect(layout.width, `${lang} ${id}`).toBeLessThanOrEqual(820);
      expect(layout.height, `${lang} ${id}`).toBeLessThanOrEqual(300);
      expect(layout.size, `${lang} ${id}`).toBeGreaterThanOrEqual(48);
    }
  }, 60_000);

  it("shrinks a very long title and breaks a word wider than the column instead of overflowing", async () => {
    const long = await layoutTitle(
      "Grundsätze für die Überprüfung größerer Forstbetriebe – Holzernte, Rückegassen, Waldschutz, Verkehrssicherung und Dokumentation für Förster",
    );
    expect(long.size).toBeLessThan(64);
    expect(long.width).toBeLessThanOrEqual(820);
    expect(long.height).toBeLessThanOrEqual(300);
    const word = await layoutTitle("Donaudampfschifffahrtsgesellschaftskapitänsmützenabzeichenherstellungsverordnung");
    expect(word.width).toBeLessThanOrEqual(820);
  }, 30_000);

  it("makes a 1200×630 PNG within 150 KB", async () => {
    const png = await renderOgImage("Allgemeine Geschäftsbedingungen (AGB) – Übersicht für Forstbetriebe");
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", OG_WIDTH, OG_HEIGHT]);
    expect(png.length).toBeLessThanOrEqual(OG_MAX_BYTES);
  }, 30_000);
});
