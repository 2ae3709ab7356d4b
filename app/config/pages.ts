/**
 * Every page of the site, in one typed list: the only place a page's address is written.
 * The route table (`app/routes.ts`), the sitemap, the page-cache warm list and the list of
 * public pages are derived from it; links elsewhere use `paths.<id>`.
 *
 * Adding a page: a folder `app/pages/<path>/` with its `route.tsx` (and its sections and copy),
 * plus one line here.
 *
 * This module is plain data with no imports: `app/routes.ts` and `vite.config.ts` read it at
 * build time, and the browser bundle may use `paths`.
 */

export type PageGroup = "products" | "company" | "legal" | "blog";

export interface PageEntry {
  /** Stable name, used as `paths.<id>` and as the folder `app/pages/<id>/` unless `module` says otherwise. */
  readonly id: string;
  /** The address, always starting with "/". */
  readonly path: `/${string}`;
  /** Where the route table lists it. */
  readonly group: PageGroup;
  /**
   * "static": the same for every visitor of a language; rendered once per language when the server
   * starts, served from memory, listed in the sitemap. "request": rendered for each request.
   */
  readonly cache: "static" | "request";
  /** Route module relative to `app/`; by default `pages/<id>/route.tsx`. */
  readonly module?: string;
  /** Old addresses that answer with a permanent redirect to `path` (module: `pages/<id>/redirect.ts`). */
  readonly aliases?: readonly `/${string}`[];
}

export const pages = [
  // Products and campaigns
  { id: "home", path: "/", group: "products", cache: "static" },
  { id: "forestchat", path: "/forestchat", group: "products", cache: "static" },
  { id: "forestcrew", path: "/forestcrew", group: "products", cache: "static" },
  { id: "forstmanagement", path: "/forstmanagement", group: "products", cache: "static" },
  { id: "forestcrew-pricing", path: "/forestcrew-pricing", group: "products", cache: "static" },
  {
    id: "forestcrew-betriebsleiter",
    path: "/forestcrew-betriebsleiter",
    group: "products",
    cache: "static",
  },
  { id: "datahub", path: "/datahub", group: "products", cache: "static" },
  { id: "datahub-api", path: "/datahub/api", group: "products", cache: "static" },
  {
    id: "forest-inventory",
    path: "/forest-inventory",
    group: "products",
    cache: "static",
    aliases: ["/forestinventory"],
  },
  { id: "nexus", path: "/nexus", group: "products", cache: "static" },
  { id: "instagram", path: "/instagram", group: "products", cache: "static" },

  // Company
  { id: "about-us", path: "/about-us", group: "company", cache: "static" },
  { id: "career", path: "/career", group: "company", cache: "request" },
  { id: "contact", path: "/contact", group: "company", cache: "request" },

  // Legal
  { id: "impressum", path: "/impressum", group: "legal", cache: "static" },
  { id: "datenschutz", path: "/datenschutz", group: "legal", cache: "static" },
  { id: "agb", path: "/agb", group: "legal", cache: "static" },

  // Blog (articles, the admin and the blog's resources are routes of the blog feature, see app/routes.ts)
  { id: "blog", path: "/blog", group: "blog", cache: "static" },
  // Knowledge base: the overview; its articles /wissen/{slug} are a parameterised route (app/routes.ts)
  { id: "wissen", path: "/wissen", group: "blog", cache: "static" },
] as const satisfies readonly PageEntry[];

export type PageId = (typeof pages)[number]["id"];
type PageOf<Id extends PageId> = Extract<(typeof pages)[number], { id: Id }>;

/** Each page's address by its id: `paths.contact` is "/contact". */
export const paths = Object.fromEntries(pages.map((page) => [page.id, page.path])) as {
  readonly [Id in PageId]: PageOf<Id>["path"];
};

/** The anchor of the contact form on /contact. */
export const contactFormAnchor = "kontaktformular";

/** The contact form with a topic chosen, for links such as "Enterprise anfragen". */
export function contactTopicPath(topic: "demo" | "pricing"): string {
  return `${paths.contact}?topic=${topic}#${contactFormAnchor}`;
}

/** Where "Demo anfragen", "Demo vereinbaren" and "Request a demo" land: the contact form with the topic Demo chosen. */
export const demoRequestPath = contactTopicPath("demo");

/** The route module of a page, relative to `app/`. */
export function pageModule(page: PageEntry): string {
  return page.module ?? `pages/${page.id}/route.tsx`;
}

/** The module answering a page's old addresses. */
export function aliasModule(page: PageEntry): string {
  return `pages/${page.id}/redirect.ts`;
}

/** Every page's address: the public pages of the sitemap. */
export const publicPagePaths: readonly string[] = pages.map((page) => page.path);

/** Pages rendered once per language and kept in memory. */
export const staticPagePaths: readonly string[] = pages.filter((page) => page.cache === "static").map((page) => page.path);
