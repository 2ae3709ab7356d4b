// The structured data (JSON-LD) of every public page in both languages, as the page's own loader
// builds it on the server and its `meta` hands it to the document: at least one block per page,
// each valid against the required properties of its schema.org type (Google's rich-result rules
// where they are stricter), absolute addresses on the visitor's host, breadcrumbs 1..n, the FAQ
// exactly as the page shows it, one Organization id, and no `</script>` that could break out.
import { join } from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  MemoryRouter,
  Meta,
  StaticRouterProvider,
  UNSAFE_FrameworkContext as FrameworkContext,
} from "react-router";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { pageModule, pages, paths, type PageId } from "~/config/pages";
import { defaultSite } from "~/config/site";
import { knowledgeArticles } from "~/content/knowledge";
import type { ArticleMetaPost } from "~/features/blog/meta";
import { articleStructuredData } from "~/features/blog/structured-data.server";
import { dictionary } from "~/i18n";
import type { RootData } from "~/lib/app-context";
import { seo } from "~/lib/meta";
import type { Lang } from "~/lib/i18n";
import { PricingFaq } from "~/pages/forestcrew-pricing/faq";

// The blog list without a database: its loader answers with the "unavailable" state, which carries
// the page's structured data like the loaded one.
vi.mock("~/lib/db/db.server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("~/lib/db/db.server")>()),
  getDatabase: () => Promise.reject(new Error("no database in this test")),
  logDatabaseError: () => {},
}));

const appDir = join(import.meta.dirname, "../../app");
const origins = { de: "https://forestcrew.de", en: "https://en.forestcrew.test" };
const langs: Lang[] = ["de", "en"];
const ctx = (lang: Lang) => ({ lang, origins, site: defaultSite });

type Json = Record<string, unknown>;
type Descriptor = Record<string, unknown>;
interface RouteModule {
  loader?: (args: unknown) => unknown;
  meta?: (args: unknown) => Descriptor[];
}

function root(lang: Lang): RootData {
  return { lang, origins, site: defaultSite, t: dictionary(lang), chatMode: "offline" };
}

function unwrap(result: unknown): unknown {
  return result && typeof result === "object" && "data" in result && "init" in result ? (result as { data: unknown }).data : result;
}

/** Runs a route's loader and meta as React Router does and returns the JSON-LD blocks, parsed back from JSON. */
async function blocksOf(mod: RouteModule, lang: Lang, path: string, params: Record<string, string> = {}) {
  const request = new Request(`${origins[lang]}${path}`);
  const data = unwrap(await mod.loader?.({ context: { ...ctx(lang), renderForCache: true, dev: false }, request, params }));
  const location = { pathname: path, search: "", hash: "", state: null, key: "default" };
  const tags =
    mod.meta?.({ data, loaderData: data, params, location, error: undefined, matches: [{ id: "root", loaderData: root(lang) }] }) ?? [];
  // What the document gets is JSON text: every block must survive stringify → parse unchanged.
  return { data, blocks: tags.filter((t) => "script:ld+json" in t).map((t) => JSON.parse(JSON.stringify(t["script:ld+json"])) as Json) };
}

/**
 * Required properties per type: schema.org's expected ones, and where Google's rich results
 * demand more, those (SoftwareApplication needs offers or aggregateRating, Product offers or a
 * review; we have no ratings or reviews, so offers). `|` means one of them.
 */
const required: Record<string, string[]> = {
  Organization: ["name"],
  WebSite: ["name", "url"],
  WebPage: ["name", "url"],
  AboutPage: ["name", "url"],
  ContactPage: ["name", "url"],
  Blog: ["name", "url"],
  SoftwareApplication: ["name", "applicationCategory", "offers|aggregateRating"],
  Product: ["name", "offers|review|aggregateRating"],
  Offer: ["price", "priceCurrency"],
  UnitPriceSpecification: ["price", "priceCurrency"],
  FAQPage: ["mainEntity"],
  Question: ["name", "acceptedAnswer"],
  Answer: ["text"],
  BreadcrumbList: ["itemListElement"],
  ListItem: ["position", "name", "item"],
  BlogPosting: ["headline", "datePublished", "author", "image"],
  Article: ["headline", "author", "publisher"],
  Person: ["name"],
  PostalAddress: ["streetAddress", "postalCode", "addressLocality", "addressCountry"],
};

/** Every node with an @type, depth first (references of only an @id have none). */
function nodes(value: unknown, out: Json[] = []): Json[] {
  if (Array.isArray(value)) for (const v of value) nodes(v, out);
  else if (value && typeof value === "object") {
    if ("@type" in value) out.push(value);
    for (const v of Object.values(value)) nodes(v, out);
  }
  return out;
}

function problemsOf(block: Json): string[] {
  const problems: string[] = [];
  if (block["@context"] !== "https://schema.org") problems.push(`${String(block["@type"])}: @context`);
  for (const node of nodes(block)) {
    // A typed reference ({"@type": "WebPage", "@id": url}) names a node; it does not describe one.
    if (Object.keys(node).every((k) => k === "@type" || k === "@id")) continue;
    const type = String(node["@type"]);
    const rule = required[type];
    if (!rule) continue;
    for (const prop of rule) {
      const present = prop.split("|").some((p) => {
        const v = node[p];
        return v !== undefined && v !== null && v !== "" && !(Array.isArray(v) && v.length === 0);
      });
      if (!present) problems.push(`${type}: ${prop} missing`);
    }
  }
  for (const offer of nodes(block).filter((n) => n["@type"] === "Offer")) {
    if (!/^\d+(\.\d{2})?$/.test(String(offer.price))) problems.push(`Offer price ${String(offer.price)}`);
    if (offer.priceCurrency !== "EUR") problems.push(`Offer currency ${String(offer.priceCurrency)}`);
  }
  return problems;
}

/** Addresses of our own site inside a block (citations of outside sources excluded). */
function ownUrls(value: unknown, out: string[] = [], key = ""): string[] {
  if (key === "citation" || key === "sameAs") return out;
  if (Array.isArray(value)) for (const v of value) ownUrls(v, out, key);
  else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) ownUrls(v, out, k);
  else if (typeof value === "string" && ["url", "item", "@id", "logo", "image"].includes(key)) out.push(value);
  return out;
}

function breadcrumbProblems(block: Json, origin: string, expectedLast: string): string[] {
  const items = block.itemListElement as Json[];
  const problems: string[] = [];
  items.forEach((item, i) => {
    if (item["@type"] !== "ListItem") problems.push(`item ${i + 1} not a ListItem`);
    if (item.position !== i + 1) problems.push(`position ${String(item.position)} at ${i + 1}`);
  });
  if (items[0]?.item !== `${origin}/`) problems.push(`first crumb ${String(items[0]?.item)}`);
  if (items.at(-1)?.item !== expectedLast) problems.push(`last crumb ${String(items.at(-1)?.item)} ≠ ${expectedLast}`);
  if (items.length < 2) problems.push("fewer than two crumbs");
  return problems;
}

interface Rendered {
  id: PageId;
  lang: Lang;
  data: unknown;
  blocks: Json[];
}
const rendered: Rendered[] = [];

beforeAll(async () => {
  for (const page of pages) {
    const mod = (await import(join(appDir, pageModule(page)))) as RouteModule;
    for (const lang of langs) {
      const { data, blocks } = await blocksOf(mod, lang, page.path);
      rendered.push({ id: page.id, lang, data, blocks });
    }
  }
}, 60_000);

const types = (r: Rendered) => r.blocks.map((b) => b["@type"]);
const find = (id: PageId, lang: Lang) => rendered.find((r) => r.id === id && r.lang === lang)!;

describe("structured data of every public page", () => {
  it("every registry page has at least one JSON-LD block in German and English", () => {
    expect(rendered).toHaveLength(pages.length * langs.length);
    expect(rendered.filter((r) => r.blocks.length === 0).map((r) => `${r.lang} ${r.id}`)).toEqual([]);
  });

  it("every block has its type's required properties", () => {
    const problems = rendered.flatMap((r) => r.blocks.flatMap((b) => problemsOf(b).map((p) => `${r.lang} ${r.id}: ${p}`)));
    expect(problems).toEqual([]);
  });

  it("every address of our own is absolute and on the visitor's host", () => {
    const wrong = rendered.flatMap((r) =>
      ownUrls(r.blocks)
        .filter((u) => !u.startsWith(`${origins[r.lang]}/`))
        .map((u) => `${r.lang} ${r.id}: ${u}`),
    );
    expect(wrong).toEqual([]);
  });

  it("home: Organization (name, address, contact, logo) and WebSite; no breadcrumb", () => {
    for (const lang of langs) {
      const r = find("home", lang);
      expect(types(r)).toEqual(["Organization", "WebSite"]);
      expect(r.blocks[0]).toMatchObject({
        "@id": `${origins[lang]}/#organization`,
        name: "ForestCrew GmbH",
        url: `${origins[lang]}/`,
        logo: `${origins[lang]}/icon-512.png`,
        email: defaultSite.email,
        telephone: defaultSite.phone,
        address: { addressLocality: "Ahrensburg", postalCode: "22926", addressCountry: "DE" },
      });
      expect(r.blocks[1]).toMatchObject({ name: "ForestCrew", url: `${origins[lang]}/`, inLanguage: lang === "de" ? "de-DE" : "en-GB" });
    }
  });

  it("every sub-page has the trail Home → page, named in its language", () => {
    const problems: string[] = [];
    for (const r of rendered.filter((x) => x.id !== "home")) {
      const crumbs = r.blocks.filter((b) => b["@type"] === "BreadcrumbList");
      if (crumbs.length !== 1) {
        problems.push(`${r.lang} ${r.id}: ${crumbs.length} BreadcrumbLists`);
        continue;
      }
      const page = pages.find((p) => p.id === r.id)!;
      problems.push(
        ...breadcrumbProblems(crumbs[0]!, origins[r.lang], `${origins[r.lang]}${page.path}`).map((p) => `${r.lang} ${r.id}: ${p}`),
      );
    }
    expect(problems).toEqual([]);
    const first = (id: PageId, lang: Lang) =>
      (find(id, lang).blocks.find((b) => b["@type"] === "BreadcrumbList")!.itemListElement as Json[]).map((i) => i.name);
    expect(first("about-us", "de")).toEqual(["Startseite", "Über uns"]);
    expect(first("about-us", "en")).toEqual(["Home", "About us"]);
    expect(first("forestcrew-pricing", "de")).toEqual(["Startseite", "Preise"]);
    expect(first("datenschutz", "en")).toEqual(["Home", "Privacy policy"]);
  });

  it("one Organization id, referenced elsewhere; every page's references point to it", () => {
    for (const lang of langs) {
      const orgId = `${origins[lang]}/#organization`;
      const ids = rendered
        .filter((r) => r.lang === lang)
        .flatMap((r) => nodes(r.blocks).filter((n) => n["@type"] === "Organization" && n["@id"]))
        .map((n) => n["@id"]);
      expect(new Set(ids)).toEqual(new Set([orgId]));
      // Wherever the node is described, it is the same company.
      const names = rendered
        .filter((r) => r.lang === lang)
        .flatMap((r) => nodes(r.blocks).filter((n) => n["@id"] === orgId && n.name))
        .map((n) => n.name);
      expect(new Set(names)).toEqual(new Set([defaultSite.company]));
      const publishers = rendered
        .filter((r) => r.lang === lang)
        .flatMap((r) => r.blocks.map((b) => (b.publisher ?? b.manufacturer) as Json | undefined))
        .filter((p): p is Json => p !== undefined);
      expect(publishers.length).toBeGreaterThan(10);
      for (const p of publishers) expect(p["@id"]).toBe(orgId);
    }
  });

  it("ForestCrew: a business application for Web and iOS with the monthly plans, gross incl. 19 % VAT", () => {
    for (const lang of langs) {
      const app = find("forestcrew", lang).blocks[0]!;
      expect(app).toMatchObject({
        "@type": "SoftwareApplication",
        name: "ForestCrew",
        applicationCategory: "BusinessApplication",
        operatingSystem: "Web, iOS",
        publisher: { "@id": `${origins[lang]}/#organization` },
      });
      const offers = app.offers as Json[];
      expect(offers.map((o) => [o.price, o.priceCurrency])).toEqual([
        ["99.00", "EUR"],
        ["999.00", "EUR"],
      ]);
      for (const o of offers) {
        expect(o.description).toBe(
          lang === "de" ? "Bruttopreis inkl. 19 % MwSt., monatliche Abrechnung" : "Gross price including 19% VAT, billed monthly",
        );
        expect(o.url).toBe(`${origins[lang]}${paths["forestcrew-pricing"]}#pricing`);
      }
    }
  });

  it("pricing: the product with every plan and period, and the FAQ exactly as the page shows it", () => {
    for (const lang of langs) {
      const r = find("forestcrew-pricing", lang);
      expect(types(r)).toEqual(["Product", "FAQPage", "BreadcrumbList"]);
      expect((r.blocks[0]!.offers as Json[]).map((o) => o.price)).toEqual(["99.00", "999.00", "999.00", "9999.00"]);

      // The visible FAQ: the section the page renders from the same loader data.
      const faqCopy = (r.data as { faq: Parameters<typeof PricingFaq>[0]["copy"] }).faq;
      const html = renderToStaticMarkup(createElement(MemoryRouter, null, createElement(PricingFaq, { copy: faqCopy })));
      const decode = (s: string) =>
        s
          .replace(/<[^>]+>/g, "")
          .replace(/&#x27;/g, "'")
          .replace(/&quot;/g, '"')
          .replace(/&amp;/g, "&")
          .replace(/&lt;/g, "<")
          .replace(/&gt;/g, ">");
      const visible = [
        ...html.matchAll(/<details[^>]*>[\s\S]*?<summary[^>]*>([\s\S]*?)<span[\s\S]*?<\/summary><p[^>]*>([\s\S]*?)<\/p><\/details>/g),
      ].map((m) => ({ question: decode(m[1] ?? ""), answer: decode(m[2] ?? "") }));
      expect(visible).toHaveLength(8);
      const ld = (r.blocks[1]!.mainEntity as Json[]).map((q) => ({
        question: q.name,
        answer: (q.acceptedAnswer as Json).text,
      }));
      expect(ld).toEqual(visible);
    }
  });

  it("no page has an FAQPage without a visible FAQ, and none claims ratings or reviews", () => {
    const faqPages = rendered.filter((r) => types(r).includes("FAQPage")).map((r) => r.id);
    expect([...new Set(faqPages)]).toEqual(["forestcrew-pricing"]);
    const rated = rendered.filter((r) => nodes(r.blocks).some((n) => "aggregateRating" in n || "review" in n));
    expect(rated).toEqual([]);
  });

  it("preview products carry no offers (no invented prices)", () => {
    for (const id of ["nexus", "datahub", "forestchat", "forest-inventory"] as const) {
      for (const lang of langs) expect(nodes(find(id, lang).blocks).filter((n) => n["@type"] === "Offer")).toEqual([]);
    }
  });

  it("about us is an AboutPage, contact a ContactPage, the blog a Blog", () => {
    for (const lang of langs) {
      expect(types(find("about-us", lang))).toEqual(["AboutPage", "Organization", "BreadcrumbList"]);
      expect(types(find("contact", lang))).toEqual(["ContactPage", "Organization", "BreadcrumbList"]);
      expect(types(find("blog", lang))).toEqual(["Blog", "BreadcrumbList"]);
    }
  });
});

const hostileTitle = 'Rückegassen </script><script>window.__pwned=1</script> & "Borkenkäfer" <!--';
const post: ArticleMetaPost = {
  slug: "rueckegassen-planen",
  title: hostileTitle,
  author: "Anna Förster",
  date: "2026-01-10T08:00:00.000Z",
  lastModified: "2026-03-01T08:00:00.000Z",
  summary: "Wie Rückegassen den Boden schonen.",
  tags: ["Praxis"],
  coverImage: "/blog/images/covers/cover.webp",
  lang: "de",
};

describe("articles", () => {
  it("a blog article: BlogPosting with its required properties and the trail Home → Blog → article", () => {
    for (const lang of langs) {
      const blocks = JSON.parse(JSON.stringify(articleStructuredData(post, ctx(lang)))) as Json[];
      expect(blocks.map((b) => b["@type"])).toEqual(["BlogPosting", "BreadcrumbList"]);
      expect(blocks.flatMap(problemsOf)).toEqual([]);
      expect(blocks[0]).toMatchObject({ headline: hostileTitle, image: `${origins[lang]}/blog/images/covers/cover.webp` });
      const url = `${origins[lang]}/blog/rueckegassen-planen`;
      expect(breadcrumbProblems(blocks[1]!, origins[lang], url)).toEqual([]);
      expect((blocks[1]!.itemListElement as Json[])[1]).toMatchObject({ name: "Blog", item: `${origins[lang]}/blog` });
      expect(ownUrls(blocks).filter((u) => !u.startsWith(`${origins[lang]}/`))).toEqual([]);
      expect(blocks[0]!.publisher).toMatchObject({ "@id": `${origins[lang]}/#organization`, name: defaultSite.company });
    }
  });

  it("a knowledge article keeps its Article and trail Home → Wissen → article, built by its loader", async () => {
    const mod = (await import(join(appDir, "pages/wissen/article.tsx"))) as RouteModule;
    const slug = knowledgeArticles[0]!.slug;
    for (const lang of langs) {
      const { blocks } = await blocksOf(mod, lang, `${paths.wissen}/${slug}`, { slug });
      expect(blocks.map((b) => b["@type"])).toEqual(["Article", "BreadcrumbList"]);
      expect(blocks.flatMap(problemsOf)).toEqual([]);
      expect(breadcrumbProblems(blocks[1]!, origins[lang], `${origins[lang]}${paths.wissen}/${slug}`)).toEqual([]);
      expect((blocks[1]!.itemListElement as Json[]).map((i) => i.name)[1]).toBe(lang === "de" ? "Wissen" : "Knowledge");
      expect(blocks[0]!.publisher).toMatchObject({ "@id": `${origins[lang]}/#organization`, name: defaultSite.company });
    }
  });
});

describe("in the document", () => {
  /** React Router's own <Meta/> over a route whose loader returns structured data and whose meta uses seo(). */
  async function renderHead(structuredData: Json[]): Promise<string> {
    const meta = (args: { matches: { id: string; loaderData?: unknown }[]; loaderData?: unknown }) =>
      seo(args, () => ({ title: "Test", description: "Test", canonicalPath: "/" }));
    const routes = [
      { id: "root", path: "/", loader: () => root("de"), Component: () => createElement(Meta) },
      // The page's data rides on the root route here; seo() reads the page route's loaderData.
    ];
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request(`${origins.de}/`));
    if (context instanceof Response) throw new Error("unexpected response");
    const router = createStaticRouter(handler.dataRoutes, context);
    const routeModules = {
      root: { meta: (args: { matches: { id: string; loaderData?: unknown }[] }) => meta({ ...args, loaderData: { structuredData } }) },
    };
    const framework = {
      routeModules,
      isSpaMode: false,
      manifest: { routes: {}, entry: { imports: [], module: "" }, url: "", version: "" },
      future: {},
    };
    return renderToStaticMarkup(
      createElement(
        FrameworkContext.Provider,
        { value: framework as never },
        createElement(StaticRouterProvider, { router, context, hydrate: false }),
      ),
    );
  }

  it("a title with </script> cannot end the JSON-LD script, and the JSON reads back unchanged", async () => {
    const blocks = articleStructuredData(post, ctx("de"));
    const html = await renderHead(blocks);
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? "");
    expect(scripts).toHaveLength(2);
    // Only the two script elements' own end tags: nothing inside them closes a script or opens a comment.
    expect(html.match(/<\/script>/gi)).toHaveLength(2);
    expect(html).not.toContain("<script>window.__pwned");
    for (const s of scripts) expect(s).not.toMatch(/[<>]/);
    expect(JSON.parse(scripts[0]!)).toEqual(JSON.parse(JSON.stringify(blocks[0])));
  });
});
